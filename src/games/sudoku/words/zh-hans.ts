// 简体中文: Sudoku's words, first screen and stage (one file: Chinese is one chunk, loaded when first
// used). Typed by the English (en-start.ts, en-stage.ts), so a missing key does not compile.
// Terms follow docs/GLOSSARY-zh.md.

import type { GameWordsShaped } from '../../../i18n/catalogue-types';
import type { sudokuStageWords } from './en-stage';
import type { sudokuStartWords } from './en-start';

const sudokuWordsZh: GameWordsShaped<typeof sudokuStartWords, typeof sudokuStageWords> = {
  start: {
    name: '数独',
    blurb: '每行、每列、每宫都恰好含有每个数字一次。',
    learn: '学技巧',
    scan: '拍照识别',
    levels: {
      easy: '简单',
      medium: '中等',
      hard: '困难',
      expert: '专家',
      master: '大师',
      extreme: '极限',
      nightmare: '噩梦',
    },
  },
  screen: {
    // The settings rows Sudoku adds to the settings screen (play/sudoku-settings.ts).
    settings: {
      digits: '数字大小',
      digitsNormal: '标准',
      digitsLarge: '大号',
      conflict: '数独输入：违反规则的数字会被…',
      conflictRefuse: '拒绝',
      conflictMark: '标记',
      conflictCheck: '对照答案',
      conflictRefuseNote: '与同行、同列或同宫重复的数字不会填入。',
      conflictMarkNote: '重复的数字照常填入并标出，稍后再改。',
      conflictCheckNote: '填错的数字也会标出，每个都计为一次错误。',
      autoClean: '填入数字时，自动删去同行、同列、同宫的笔记',
      entry: '数独填写方式',
      entryCell: '先选格，再选数',
      entryDigit: '先选数，再点格',
    },
    // What a best time's own part says on its records row (play/sudoku-record-note.ts).
    records: {
      strict: '严格',
      marked: '标记',
      checked: '对照',
      mistakes: (p) => `${p.policy}，错 ${p.countText} 次`,
    },
    making: '正在生成新谜题…',
    makeFailed: '无法生成谜题',
    newTitle: '开始新的一局？',
    newBody: '这道题和你的进度都会丢失。',
    newConfirm: '新的一局',
    notes: '✎ 笔记',
    notesOn: '✎ 笔记：开',
    answer: '答案',
    autoNotes: '自动笔记',
    erase: '擦除',
    padKey: (p) => `${p.digit}，还剩 ${p.left} 个`,
    padKeyDone: (p) => `${p.digit}，已全部填完`,
    oneNote: '下一个数字作为正式数字填入，之后回到笔记模式。',
    oneNoteOn: '下一个数字作为笔记填入。',
    autoNotesAssisted: '所有空格都已显示候选数。本局记为使用提示。',
    autoNotesSaid: '已为所有空格填入笔记。',
    pausedSaid: '已暂停。继续之前盘面会被遮住。',
    resumedSaid: '已继续。',
    pickDigit: '先选一个数字，再点要填的格子。',
    pickCell: '请先点一个格子，再点数字。',
    givenCell: (p) => `${p.where}是题目给出的数字，不能改动。`,
    notesEmptyOnly: '笔记只能写在空格里。请先清除这个数字。',
    putDown: (p) => `已放下 ${p.digit}。`,
    picked: (p) => `已选 ${p.digit}：点它要${p.asNote ? '作为笔记' : ''}填入的格子。`,
    clash: (p) => `这一${{ row: '行', column: '列', box: '宫' }[p.house]}已经有 ${p.digit} 了。`,
    wrongDigit: (p) => `${p.where}不应填 ${p.digit}（第 ${p.mistakes} 次错误）。`,
    placed: (p) => `${p.where}填入 ${p.digit}。`,
    revealTitle: '查看答案？',
    revealBody: '将填入完整答案。本局算已玩，但不算胜局，也不进记录。',
    revealConfirm: '查看答案',
    answerShown: '已显示答案',
    answerShownDetail: (p) => `${p.where} · ${p.time} · 看答案，不算胜局`,
    solved: '完成！',
    solvedDetail: (p) => `${p.where}，用时 ${p.time}${p.notes}`,
    solvedNotes: (p) => `（${p.notes}）`,
    assisted: '使用提示',
    mistakes: (p) => `错 ${p.countText} 次`,
    listJoin: '，',
    solvedSaid: (p) => `完成！${p.where}，用时 ${p.time}。`,
    hintDone: (p) => `已完成：${p.title}。`,
    hintSaid: (p) => `提示：${p.title}。${p.text}`,
    placeOne: (p) => `填入 ${p.digit}`,
    placeThem: '全部填入',
    removeThem: '全部删除',
    learnTechnique: (p: { name: string }) => `学习${p.name}`,
    cell: (p) => `第 ${p.row} 行第 ${p.column} 列`,
    cellName: (p) => `第 ${p.row} 行第 ${p.column} 列`,
    cellGiven: (p) => `${p.where}：${p.digit}，题目数字`,
    cellWrong: (p) => `${p.where}：${p.digit}，错误`,
    cellYours: (p) => `${p.where}：${p.digit}，你填的`,
    cellNotes: (p) => `${p.where}：空，笔记 ${p.notes}`,
    cellEmpty: (p) => `${p.where}：空`,
    // 数独界面：图标按钮的短标签、“更多”菜单、错误次数。
    toolUndo: '撤销',
    toolRedo: '重做',
    toolNotes: '笔记',
    toolAutoNotes: '自动笔记',
    toolHint: '提示',
    toolMore: '更多',
    menuTitle: '更多操作',
    menuClose: '关闭',
    menuRules: '玩法说明',
    mistakesShown: (p) => `错误 ${p.countText}`,
    // lesson（第 24 号）：4×4 新手引导与规则配图的说明。
    lesson: {
      tapCell: '点一下发光的格子。',
      placeDigit: '每行、每列、每宫的 1–4 各出现一次。这一行缺 2：点数字键 2。',
      fillOther: '再填另一个空格：先点它，再点这一行缺的数字。',
      done: '完成！每格都填满，没有重复的数字。来一局真正的吧？',
      wrong: '不对：这个数字在同行、同列或同宫里已经有了。',
      pictureRow: '每行各数字出现一次',
      pictureColumn: '每列也是',
      pictureBox: '每宫也是',
    },
  },
  text: {
    pastedForms: ['由 16、36 或 81 个数字和点组成的数独'],
    pasteHints: ['也可以直接粘贴由 16、36 或 81 个数字和点组成的数独。'],
    recordsLegend: ['严格、标记、对照：那一局对违规数字的处理方式。'],
    rulesTitle: '数独玩法',
    rules: [
      '在每个空格里填入一个数字。',
      '每行、每列和每个粗线围起的宫都必须恰好包含每个数字一次：9×9 盘面用 1–9，6×6 用 1–6，4×4 用 1–4。',
      '粗体的深色数字是题目给出的，不能改动；你填的数字是蓝色的。',
      '先点一个格子，再点一个数字。再点同一个数字或 ⌫ 可以清除。若在设置里选择“先选数，再点格”，就先点数字，再点它该填的每个格子。',
      '笔记：打开“笔记”后点数字，可以标出一个格子可能填的候选数；笔记模式下数字键显示为小字。只想记一个候选数时，长按格子再点数字。填入的数字会从同行、同列、同宫的笔记中删去。“自动笔记”会填入所有候选数。数字键上显示该数字还剩几个没填。',
      '与同行、同列或同宫已有数字重复的数字会被拒绝，冲突的格子会闪烁。不违反规则的数字即使不是答案也会填入，直到引起冲突前都不会提示（“提示”会指出它）。在设置里也可以只标记违规数字，或把每个数字与答案对照，错误次数显示在顶部。',
      '“提示”依次告诉你该看哪里、用哪种技巧、具体哪一步，最后一步可以一键完成。使用提示或自动笔记后，这一局在记录里记为“使用提示”。“答案”会填入完整答案：这一局记为“看答案”，算已玩，但不算胜局，不进记录，也不计入最佳、平均和胜率。',
      '“记录”列出每个尺寸和难度下你最快的十次胜局，并注明违规数字的处理方式：严格（拒绝）、标记，或对照答案。连胜只计未使用提示的连续胜局：使用提示的胜局，或没下完就开新局，都会让连胜重新开始。走出第一步才算玩过一局，一步没走就离开的不计。',
      '“撤销”和“重做”可以在你的步骤间来回。“暂停”会遮住盘面并停止计时。每道题都只有唯一解。大师难度及以下都能一步步推理出来；极限难度可能还需要试填：先试一个数字，顺着推下去，直到出现矛盾。',
      '键盘：方向键移动，1–9 填数，退格键清除，N 笔记，H 提示，P 暂停，Ctrl+Z 撤销，Ctrl+Y 重做。',
    ],
    boardLabel: '数独盘面',
    sharedNoun: '数独',
    shareTitle: '来自 Gridwise 的一道数独',
  },
  problems: {
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
  },
};

/** What the words registry finds (src/i18n/game-words-zh-registry.ts, by import.meta.glob). */
export const wordsZh = sudokuWordsZh;
