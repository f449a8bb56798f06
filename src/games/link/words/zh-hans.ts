// 简体中文: Link's words, first screen and stage (one file: Chinese is one chunk, loaded when first
// used). Typed by the English (en-start.ts, en-stage.ts), so a missing key does not compile.
// Terms follow docs/GLOSSARY-zh.md.

import type { GameWordsShaped } from '../../../i18n/catalogue-types';
import type { linkStageWords } from './en-stage';
import type { linkStartWords } from './en-start';

export const linkWordsZh: GameWordsShaped<typeof linkStartWords, typeof linkStageWords> = {
  start: {
    name: '连连看',
    blurb: '用不超过两个拐弯的连线消除相同的牌。',
    sizes: { small: '小', medium: '中', large: '大' },
    levels: {
      classic: '经典',
      fall: '下落',
      'drift-left': '左移',
      rise: '上升',
      'drift-right': '右移',
    },
  },
  screen: {
    dealing: '正在发新牌…',
    dealFailed: '无法发牌',
    newTitle: '重新发一局？',
    newBody: '这一局和你的进度都会丢失。',
    newConfirm: '新的一局',
    shuffle: (p) => `洗牌（${p.left}）`,
    tilesLeft: (p) => `剩余 ${p.left} / ${p.total} 张`,
    different: '这两张牌不一样。',
    noLine: '没有拐弯不超过两次的连线能连起这两张牌。',
    removed: (p) => `消除一对，还剩 ${p.left} 张。`,
    hintSaid: (p) => `提示：${p.a} 和 ${p.b}。`,
    hintNone: '现在消除任何一对都无法清空盘面：请撤销或洗牌。',
    hintUnsure: '提示：这两张牌可以消除（未验证到底）。本局记为使用提示。',
    hintSure: '提示：这两张牌可以消除。本局现在记为使用提示。',
    noShuffles: '本局的洗牌次数已用完。没有可消的牌时会免费洗一次。',
    reshuffled: (p) => `已洗牌，本局还剩 ${p.left} 次。`,
    stuckTitle: '没有可以消除的牌',
    stuckBody: '把剩下的牌重新洗一次？这次免费。',
    stuckConfirm: '洗牌',
    stuckUndo: '撤销上一步',
    stuckLater: '暂不',
    clearedIn: (p) => `用时 ${p.time} 清空。`,
    cleared: '清空了！',
    cell: (p) => `第 ${p.row} 行第 ${p.column} 列`,
    tileCell: (p) => `${p.tile}，${p.where}${p.state}`,
    empty: '空',
    selected: '，已选中',
    hinted: '，提示中',
    onDark: (p) => `深色${p.name}`,
    tiles: {
      apple: '苹果',
      banana: '香蕉',
      grapes: '葡萄',
      carrot: '胡萝卜',
      tree: '松树',
      drop: '水滴',
      flower: '花',
      cat: '猫',
      mug: '杯子',
      anchor: '锚',
      heart: '爱心',
      star: '星星',
      leaf: '叶子',
      fish: '鱼',
      mushroom: '蘑菇',
      moon: '月亮',
      bell: '铃铛',
      cloud: '云',
      house: '房子',
      umbrella: '雨伞',
      key: '钥匙',
      pear: '梨',
      corn: '玉米',
      cactus: '仙人掌',
      bird: '小鸟',
      turtle: '乌龟',
      gem: '宝石',
      snowflake: '雪花',
      bolt: '闪电',
      sailboat: '帆船',
      butterfly: '蝴蝶',
      iceCream: '冰淇淋',
      whale: '鲸鱼',
      snail: '蜗牛',
      guitar: '吉他',
      rocket: '火箭',
    },
  },
  text: {
    pastedForms: [],
    pasteHints: [],
    // A Link win keeps no note of its own.
    recordsLegend: [],
    rulesTitle: '连连看玩法',
    rules: [
      '成对消除牌，直到清空盘面。每种牌都正好有四张。',
      '先点一张牌，再点一张同样的牌。如果一条拐弯不超过两次的连线能经过空格把它们连起来，两张牌就会消除；连线可以绕到盘面外围。',
      '两张牌不同，或者之间没有这样的连线，它们会抖动并留在原处；你第二次点的牌会成为新的选中牌。',
      '下落、上升和左移、右移难度：每次消除后，那一列（或那一行）的牌会滑过去填补空位。',
      '“提示”会指出一对消除后仍能清空盘面的牌（这一局随后记为使用提示）。“洗牌”把剩下的牌重新分到原来的位置上，每局三次；没有可消的牌时，会免费提供一次洗牌。',
      '每个盘面都一定能清空。“撤销”可以收回一次消除。连胜只计未使用提示的连续胜局：使用提示的胜局，或没下完就开新局，都会让连胜重新开始。消除第一对或洗牌后才算玩过一局，未动过就离开的不计。',
      '键盘：用 Tab 进入盘面，方向键移动，Enter 选牌；H 提示，S 洗牌，Ctrl+Z 撤销，Esc 取消选中。',
    ],
    boardLabel: '连连看盘面',
    sharedNoun: '连连看盘面',
    shareTitle: '来自 Gridwise 的一局连连看',
  },
  problems: {
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
