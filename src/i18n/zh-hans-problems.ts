// 简体中文: what is wrong with a pasted link or share code, by kind (part of the catalogue in
// zh-hans.ts, kept apart for its length).

import type { Shaped } from './catalogue-types';
import type { EnglishCatalogue } from './en';

export const zhProblems: Pick<Shaped<EnglishCatalogue>, 'linkProblems' | 'codeProblems'> = {
  linkProblems: {
    tooLong: (p) =>
      `这段文字有 ${p.length} 个字符；Gridwise 的链接或分享码都不超过 ${p.max} 个字符。`,
    notALink: '这不是谜题链接：链接形如 …#play/sudoku/<分享码> 或 …#play/link/<分享码>。',
    noGame: '链接没有说明是哪个游戏：链接形如 …#play/sudoku/<分享码> 或 …#play/link/<分享码>。',
    unknownGame: (p) => `链接要打开名为“${p.asked}”的游戏；Gridwise 分享的是${p.games}的谜题。`,
    noCode: (p) =>
      `链接在“play/${p.game}/”之后没有谜题：链接形如 …#play/sudoku/<分享码> 或 …#play/link/<分享码>。`,
    nothingPasted: '没有粘贴任何内容：请粘贴谜题链接或分享码。',
    notACode:
      '这不是 Gridwise 的谜题码或链接（链接形如 …#play/sudoku/<分享码> 或 …#play/link/<分享码>；也可以是由 16、36 或 81 个数字和点组成的数独）。',
    gamesJoin: '和',
  },
  codeProblems: {
    listJoin: '、',
    'code-typo':
      '分享码有输入错误：最后一个字符是对其余字符的校验，与它们对不上。请逐个字符与原码核对。',
    'sudoku-empty': '没有可读取的内容：请粘贴分享码，或由 16、36 或 81 个字符组成的数独。',
    'sudoku-bad-char': (p) =>
      `分享码的第 ${p.at} 个字符是“${p.char}”；分享码只用 A–Z、a–z、0–9、- 和 _（数独文字只用数字和点）。`,
    'sudoku-version': (p) =>
      `这个分享码可能来自更新版本的 Gridwise（更新后即可打开），也可能不是 Gridwise 的数独分享码：它以“${p.first}”开头，而这个版本读取以“${p.expected}”开头的分享码。`,
    'sudoku-no-size': '分享码太短：第一个字符之后就结束了。',
    'sudoku-size': (p) => `分享码的第 2 个字符是“${p.char}”；它表示盘面大小，只能是 4、6 或 9。`,
    'sudoku-too-short': (p) =>
      `分享码太短：${p.size}×${p.size} 的分享码至少有 ${p.min} 个字符，这个只有 ${p.length} 个。`,
    'sudoku-given-beyond': (p) =>
      `分享码有输入错误：第 ${p.at} 个字符标出的题目数字超出了 ${p.size}×${p.size} 盘面的最后一格。`,
    'sudoku-length': (p) =>
      `分享码有 ${p.length} 个字符，但带这 ${p.givens} 个题目数字的 ${p.size}×${p.size} 分享码应有 ${p.expected} 个：少了或多了一个字符，或者有字符输错了。`,
    'sudoku-digits-damaged': '分享码已损坏：数字部分超出了题目数字所允许的范围。',
    'sudoku-no-solution': '这道题无解：题目数字在后面的推理中互相矛盾。',
    'sudoku-many-solutions': '这道题不止一个解，单靠逻辑无法完成：缺少题目数字。',
    'puzzle-length': (p) => `一道题需要 ${p.expected} 个字符（每格一个），这道有 ${p.length} 个。`,
    'puzzle-length-any': (p) =>
      `一道题需要 16、36 或 81 个字符（每格一个），这道有 ${p.length} 个。`,
    'puzzle-char': (p) =>
      `第 ${p.at} 个字符（第 ${p.row} 行第 ${p.column} 列）是“${p.char}”；数字请用 1–${p.max}，空格请用 . 或 0。`,
    'puzzle-clash': (p) =>
      `题目数字违反规则：${p.digit} 同时出现在第 ${p.row1} 行第 ${p.column1} 列和第 ${p.row2} 行第 ${p.column2} 列，而它们在同一行、同一列或同一宫。`,
    'link-empty': '没有可读取的内容：请粘贴连连看的分享码。',
    'link-bad-char': (p) =>
      `分享码的第 ${p.at} 个字符是“${p.char}”；分享码只用 A–Z、a–z、0–9、- 和 _。`,
    'link-version': (p) =>
      `这个分享码可能来自更新版本的 Gridwise（更新后即可打开），也可能不是 Gridwise 的连连看分享码：它以“${p.first}”开头，而这个版本读取以“${p.expected}”开头的分享码。`,
    'link-too-short': (p) =>
      `分享码太短：连连看的分享码至少有 ${p.min} 个字符，这个只有 ${p.length} 个。`,
    'link-level': (p) =>
      `分享码的第 2 个字符是“${p.char}”，不是这个版本认识的玩法（${p.levels}）。这个分享码可能来自更新版本的 Gridwise。`,
    'link-board-size': (p) =>
      `分享码的第 3、4 个字符给出 ${p.rows}×${p.cols} 的盘面；盘面只能有 1–${p.max} 行、1–${p.max} 列。`,
    'link-kinds': (p) => `分享码的第 5 个字符给出 ${p.kinds} 种牌；只允许 1–${p.max} 种。`,
    'link-shape': (p) =>
      `这个连连看盘面是 ${p.rows}×${p.cols}，有 ${p.kinds} 种牌；Gridwise 只玩 ${p.sizes} 的满盘，每种牌各四张。`,
    'link-length': (p) =>
      `分享码有 ${p.length} 个字符，但 ${p.rows}×${p.cols}、${p.kinds} 种牌的盘面应有 ${p.expected} 个：少了或多了一个字符，或者有字符输错了。`,
    'link-cells-damaged': '分享码已损坏：格子部分超出了盘面大小所允许的范围。',
    'link-no-tiles': '这个分享码里的盘面一张牌也没有。',
    'link-odd-kind': (p) =>
      `牌“${p.tile}”出现了 ${p.count} 次（最后一次在第 ${p.row} 行第 ${p.column} 列）；牌是成对消除的，每种牌都必须出现偶数次。`,
    'link-unclearable': '这个盘面无法清空：无论按什么顺序消除，总会剩下牌。',
  },
};
