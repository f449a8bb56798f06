// 简体中文: Lights Out's words, first screen and stage (one file: Chinese is one chunk, loaded
// when first used). Typed by the English (en-start.ts, en-stage.ts): a missing key does not
// compile. Found by src/i18n/game-words-zh-registry.ts (`wordsZh`).

import type { GameWordsShaped } from '../../../i18n/catalogue-types';
import type { lightsStageEn } from './en-stage';
import type { lightsStartEn } from './en-start';

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
    lightOn: (p) => `第 ${p.n} 盏灯，亮着`,
    lightOff: (p) => `第 ${p.n} 盏灯，关着`,
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

/** What the words registry finds (by import.meta.glob). */
export const wordsZh = lightsWordsZh;
