// 简体中文 names of the techniques, and one line on how each works (no cell or digit of any
// grid). The names are those of Chinese Sudoku books and forums; docs/GLOSSARY-zh.md lists
// them beside the English (Sudoku Explainer and HoDoKu) names, with sources.

import type { TechniqueId } from '../grader/step';
import type { NameTemplates } from './types';

const NAKED = ['', '', '显性数对', '显性三链数', '显性四链数'];
const HIDDEN = ['', '', '隐性数对', '隐性三链数', '隐性四链数'];
const FISH = ['', '', 'X-Wing', '剑鱼', '水母'];
const SINGLE_DIGIT = {
  skyscraper: '摩天楼',
  'two-string-kite': '双线风筝',
  'turbot-fish': '多宝鱼',
  'empty-rectangle': '空矩形',
  'grouped-kite': '分组双线风筝',
  'x-chain': 'X链',
  'grouped-x-chain': '分组X链',
} as const;
const CYCLES = { x: 'X环', y: 'Y环', xy: '双向环' } as const;
const FAMILY = { static: '', dynamic: '动态', 'dynamic-plus': '动态' } as const;
const plus = (yes: boolean) => (yes ? '(+)' : '');

export const TECHNIQUE_NAMES_ZH: NameTemplates = {
  'hidden-single': () => '摒除法',
  'naked-single': () => '唯一余数',
  locked: (e) => (e.pointing ? '宫区块' : '行列区块'),
  'naked-subset': (e) => NAKED[e.cells.length] as string,
  'hidden-subset': (e) => HIDDEN[e.digits.length] as string,
  fish: (e) => FISH[e.base.length] as string,
  'single-digit-chain': (e) => SINGLE_DIGIT[e.pattern],
  'xy-wing': (e) => (e.xyz ? 'XYZ-Wing' : 'XY-Wing'),
  'als-wing': (e) => (e.set.length === 3 ? 'WXYZ-Wing' : 'VWXYZ-Wing'),
  'w-wing': () => 'W-Wing',
  'unique-rectangle': (e) => `唯一矩形（类型${e.type}）`,
  bug: (e) => (e.cells.length === 1 ? '全双值坟墓+1' : '全双值坟墓（类型2）'),
  cycle: (e) => CYCLES[e.links],
  'forcing-chain': (e) => (e.xOnly ? 'X强制链' : '强制链'),
  contradiction: (e) =>
    e.family === 'nishio' ? 'Nishio 强制链' : `动态矛盾强制链${plus(e.family === 'dynamic-plus')}`,
  'double-forcing': (e) => `动态双向强制链${plus(e.plus)}`,
  'cell-forcing': (e) => `${FAMILY[e.family]}单元格强制链${plus(e.family === 'dynamic-plus')}`,
  'region-forcing': (e) => `${FAMILY[e.family]}区域强制链${plus(e.family === 'dynamic-plus')}`,
  trial: () => '试数',
};

/** One plain line per technique: how it works, with no cell or digit of this grid. */
export const TECHNIQUE_LINES_ZH: Readonly<Record<TechniqueId, string>> = {
  'hidden-single': '某个数字在一行、一列或一宫里只剩一个位置可填时，它就填在那里。',
  'naked-single': '某个格子只剩一个候选数时，就填这个数字。',
  pointing: '某个数字在一宫里的位置都在同一行（或同一列）时，这一行（列）的其余格子都不能填它。',
  claiming: '某个数字在一行（或一列）里的位置都在同一宫时，这一宫的其余格子都不能填它。',
  'naked-pair':
    '同一区域里两个格子的候选数都只有同样的两个数字，这两个数字就归它们，区域里其余格子删去这两个数。',
  'naked-triple':
    '同一区域里三个格子的候选数合起来只有三个数字，这三个数字就归它们，区域里其余格子删去它们。',
  'naked-quad':
    '同一区域里四个格子的候选数合起来只有四个数字，这四个数字就归它们，区域里其余格子删去它们。',
  'hidden-pair':
    '两个数字在某个区域里只能填在同样的两个格子时，这两格就填它们，其余候选数都可删去。',
  'hidden-triple':
    '三个数字在某个区域里只能填在同样的三个格子时，这三格就填它们，其余候选数都可删去。',
  'hidden-quad':
    '四个数字在某个区域里只能填在同样的四个格子时，这四格就填它们，其余候选数都可删去。',
  'x-wing':
    '某个数字在两行里各只有两个位置，且正好落在同两列上，这两列的其余格子就不能填它（行列互换亦然）。',
  swordfish:
    '三行的 X-Wing：某个数字在三行里只出现在同三列上，这三列的其余格子就不能填它（行列互换亦然）。',
  jellyfish:
    '四行的 X-Wing：某个数字在四行里只出现在同四列上，这四列的其余格子就不能填它（行列互换亦然）。',
  skyscraper:
    '两条平行线上某个数字各只有两个位置，且一端共线：另两端必有一个是它，同时看到这两端的格子删去它。',
  'two-string-kite':
    '一行和一列里某个数字各只有两个位置，且各有一端在同一宫：远端必有一个是它，同时看到两端的格子删去它。',
  'turbot-fish':
    '同一数字的两组“二选一”经一宫相连：外侧两端必有一个是它，同时看到两端的格子删去它。',
  'empty-rectangle':
    '某宫里一个数字的位置都在同一行和同一列上，这个宫就像一条链；配上宫外的一组二选一，一端必是它，同时看到两端的格子删去它。',
  'xy-wing':
    '枢纽格有候选数 X、Y，看到候选数分别为 X、Z 和 Y、Z 的两个格子：两翼之一必是 Z，同时看到两翼的格子删去 Z。',
  'xyz-wing': '像 XY-Wing，但枢纽格也可以是 Z：同时看到枢纽和两翼的格子删去 Z。',
  'w-wing':
    '两个格子的候选数都是同样两个数字，又由其中一个数字的二选一相连：两格之一必是另一个数字，同时看到两格的格子删去它。',
  'unique-rectangle':
    '谜题只有唯一解，所以跨两行、两列、两宫的四个格子不能只剩同样两个数字；会导致这种情况的都可排除。',
  'x-chain':
    '同一数字上“二者必有其一”与“二者不能都是”交替相连的链：两端必有一个是它，同时看到两端的格子删去它。',
  'wxyz-wing':
    '四个格子合起来只有四个数字：除一个数字外都被锁在组内，那个数字从看到它在组内所有位置的格子里删去。',
  'vwxyz-wing':
    '五个格子合起来只有五个数字：除一个数字外都被锁在组内，那个数字从看到它在组内所有位置的格子里删去。',
  'bug-plus-one':
    '如果所有空格都恰好只有两个候选数，谜题就会有两个解；所以候选数更多的格子必须填能避免这种情况的数字。',
  cycle:
    '首尾相接的链形成一个环：沿环数字交替成立，环上每条弱链必有一端成立，环外同时看到两端的格子删去该数字。',
  'forcing-x-chain':
    '假设某格是（或不是）某个数字，只沿这一个数字推下去：若推出与假设相反的结论，那么相反的结论成立。',
  'forcing-chain':
    '假设某格是（或不是）某个数字，沿格子和区域推下去：若推出与假设相反的结论，那么相反的结论成立。',
  nishio: '假设某格填某个数字，只跟踪这个数字：若某个区域因此没有位置能填它，这个格子就不能填它。',
  'cell-forcing-chain': '依次尝试一个格子的每个候选数：无论哪一个都会推出的结论，必然成立。',
  'region-forcing-chain':
    '依次尝试某个数字在一个区域里的每个位置：无论哪一个都会推出的结论，必然成立。',
  'dynamic-forcing-chain':
    '跟踪一个假设的所有后果，包括盘面填进数字后才出现的：两种情况都推出的结论必然成立。',
  'dynamic-forcing-chain-plus': '途中还借助较简单技巧的动态强制链：两种情况都推出的结论必然成立。',
  trial: '这里找不到人能看出的技巧，提示就把一个候选数试到底：其他选择都会出错。',
};
