// 简体中文: what is wrong with a pasted link or share code, for the kinds every game shares (part
// of the catalogue in zh-hans.ts; each game's own kinds are in its folder, src/games/<id>/words/).

import type { Shaped } from './catalogue-types';
import type { EnglishCatalogue } from './en';

type Catalogue = Shaped<EnglishCatalogue>;

export const zhShareProblems: Catalogue['shareProblems'] = {
  tooLong: (p) =>
    `这段文字有 ${p.length} 个字符；Gridwise 的链接或分享码都不超过 ${p.max} 个字符。`,
  notALink: (p) => `这不是谜题链接：链接形如 ${p.links}。`,
  noGame: (p) => `链接没有说明是哪个游戏：链接形如 ${p.links}。`,
  unknownGame: (p) => `链接要打开名为“${p.asked}”的游戏；Gridwise 分享的是${p.games}的谜题。`,
  noCode: (p) => `链接在“play/${p.game}/”之后没有谜题：链接形如 ${p.links}。`,
  nothingPasted: '没有粘贴任何内容：请粘贴谜题链接或分享码。',
  notACode: (p) => `这不是 Gridwise 的谜题码或链接（链接形如 ${p.links}${p.forms}）。`,
  shareLinkExample: (p) => `…#play/${p.game}/<分享码>`,
  linksJoin: ' 或 ',
  formLead: '；也可以是',
  gamesJoin: '和',
};

/** The shared kinds of a code's problem (each game adds its own). */
export const zhSharedCodeProblems: Pick<Catalogue['codeProblems'], 'listJoin' | 'code-typo'> = {
  listJoin: '、',
  'code-typo':
    '分享码有输入错误：最后一个字符是对其余字符的校验，与它们对不上。请逐个字符与原码核对。',
};
