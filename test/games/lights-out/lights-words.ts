// Every word of Lights Out, in English (the source of the keys) and Simplified Chinese, kept in
// the game's folder. Picked by the language in use; when the catalogues compose the games'
// slices from a registry (#27 words), these two objects are the slice, unchanged.

import type { Shaped } from '../../../src/i18n/catalogue-types';
import { language, words } from '../../../src/i18n/i18n';

export const lightsEn = {
  name: 'Lights Out',
  blurb: 'Press a light to switch it and its neighbours; switch them all off.',
  size: '3×3',
  levels: { easy: 'Easy', hard: 'Hard' },
  rulesTitle: 'How to play Lights Out',
  rules: [
    'Pressing a light switches it and the lights above, below, left and right of it.',
    'Switch every light off to win.',
    'Keyboard: the keys 1 to 9 press the lights, row by row.',
  ],
  boardLabel: 'Lights Out board',
  sharedNoun: 'Lights Out board',
  shareTitle: 'A Lights Out board from Gridwise',
  making: 'Making a new board…',
  failed: 'Could not make a board',
  newTitle: 'Start a new board?',
  newBody: 'This board and your progress on it will be lost.',
  newConfirm: 'New board',
  lightsOn: (p: { on: string }) => `${p.on} lights on`,
};

export const lightsZhHans: Shaped<typeof lightsEn> = {
  name: '点灯',
  blurb: '按一盏灯，它和上下左右的灯一起切换；把灯全部关掉。',
  size: '3×3',
  levels: { easy: '简单', hard: '困难' },
  rulesTitle: '点灯玩法',
  rules: [
    '按一盏灯，会切换它自己以及上、下、左、右相邻的灯。',
    '把所有灯都关掉即可过关。',
    '键盘：按 1 到 9 依次按下各盏灯（逐行）。',
  ],
  boardLabel: '点灯棋盘',
  sharedNoun: '点灯题目',
  shareTitle: 'Gridwise 的一道点灯题',
  making: '正在生成新题…',
  failed: '无法生成题目',
  newTitle: '开始新的一局？',
  newBody: '当前这局及其进度将会丢失。',
  newConfirm: '新的一局',
  lightsOn: (p) => `还有 ${p.on} 盏灯亮着`,
};

/** The words in the language in use (the shared catalogue's choice). */
export function lightsWords(): Shaped<typeof lightsEn> {
  return language() === 'zh-Hans' ? lightsZhHans : lightsEn;
}

/** The shared run's words ("Cancel"…) come from the shared catalogue. */
export const sharedWords = words;
