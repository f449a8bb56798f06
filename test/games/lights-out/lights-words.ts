// Every word of Lights Out, in the three slices a game hands the catalogues (as the real games'
// src/games/<id>/words/ do): first-screen words in English, stage words in English (its screen,
// rules and share texts, and its problem kinds), and all of them in Simplified Chinese. They join
// the catalogues by `registerGameWords` (lights-out.ts); the game reads them back from there.

import type { ProblemSentences } from '../../../src/engine/code-problems';
import type { GameWordsShaped, Shaped } from '../../../src/i18n/catalogue-types';
import { words } from '../../../src/i18n/i18n';
import type { LIGHTS_PROBLEMS } from './lights-problems';
import { LIGHTS_ID } from './lights-puzzle';

export const lightsStartEn = {
  name: 'Lights Out',
  blurb: 'Press a light to switch it and its neighbours; switch them all off.',
  size: '3×3',
  levels: { easy: 'Easy', hard: 'Hard' },
} as const;

// A kind without words, or a sentence asking for a detail the kind lacks, does not compile.
const problems = {
  'lights-length': (p: { length: string; expected: string }) =>
    `A Lights Out code has ${p.expected} characters; this one has ${p.length}.`,
  'lights-level': (p: { char: string; levels: string }) =>
    `Character 4 of the code is "${p.char}", which names no level (${p.levels}).`,
  'lights-cells': (p: { cells: string }) =>
    `Characters 5 to 7 of the code, "${p.cells}", are not a board with a light on.`,
} as const satisfies ProblemSentences<typeof LIGHTS_PROBLEMS>;

export const lightsStageEn = {
  screen: {
    making: 'Making a new board…',
    failed: 'Could not make a board',
    newTitle: 'Start a new board?',
    newBody: 'This board and your progress on it will be lost.',
    newConfirm: 'New board',
    lightsOn: (p: { on: string }) => `${p.on} lights on`,
    allOut: 'All lights out!',
  },
  text: {
    pastedForms: [],
    pasteHints: [],
    recordsLegend: [],
    rulesTitle: 'How to play Lights Out',
    rules: [
      'Pressing a light switches it and the lights above, below, left and right of it.',
      'Switch every light off to win.',
      'Keyboard: the keys 1 to 9 press the lights, row by row.',
    ],
    boardLabel: 'Lights Out board',
    sharedNoun: 'Lights Out board',
    shareTitle: 'A Lights Out board from Gridwise',
  },
  problems,
};

export const lightsWordsZh: GameWordsShaped<typeof lightsStartEn, typeof lightsStageEn> = {
  start: {
    name: '点灯',
    blurb: '按一盏灯，它和上下左右的灯一起切换；把灯全部关掉。',
    size: '3×3',
    levels: { easy: '简单', hard: '困难' },
  },
  screen: {
    making: '正在生成新题…',
    failed: '无法生成题目',
    newTitle: '开始新的一局？',
    newBody: '当前这局及其进度将会丢失。',
    newConfirm: '新的一局',
    lightsOn: (p) => `还有 ${p.on} 盏灯亮着`,
    allOut: '灯全部关掉了！',
  },
  text: {
    pastedForms: [],
    pasteHints: [],
    recordsLegend: [],
    rulesTitle: '点灯玩法',
    rules: [
      '按一盏灯，会切换它自己以及上、下、左、右相邻的灯。',
      '把所有灯都关掉即可过关。',
      '键盘：按 1 到 9 依次按下各盏灯（逐行）。',
    ],
    boardLabel: '点灯棋盘',
    sharedNoun: '点灯题目',
    shareTitle: 'Gridwise 的一道点灯题',
  },
  problems: {
    'lights-length': (p) => `点灯的分享码有 ${p.expected} 个字符，这个有 ${p.length} 个。`,
    'lights-level': (p) => `分享码的第 4 个字符是“${p.char}”，不是任何难度（${p.levels}）。`,
    'lights-cells': (p) => `分享码的第 5 到 7 个字符“${p.cells}”不是一个有灯亮着的棋盘。`,
  },
};

type Stage = typeof lightsStageEn;

/** The words of the first screen (the card), in the language in use, from the catalogue. */
export function lightsStart(): Shaped<typeof lightsStartEn> {
  const games = words().games as unknown as Readonly<Record<string, unknown>>;
  return games[LIGHTS_ID] as Shaped<typeof lightsStartEn>;
}

/** The stage's words (screen and texts), in the language in use, from the catalogue. */
export function lightsStage(): Shaped<Stage['screen']> & Shaped<Stage['text']> {
  const catalogue = words() as unknown as Readonly<Record<string, unknown>>;
  const texts = catalogue.gameText as Readonly<Record<string, unknown>>;
  return { ...(catalogue[LIGHTS_ID] as object), ...(texts[LIGHTS_ID] as object) } as Shaped<
    Stage['screen']
  > &
    Shaped<Stage['text']>;
}

/** The shared run's words ("Cancel"…) come from the shared catalogue. */
export const sharedWords = words;
