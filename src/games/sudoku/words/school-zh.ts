// 技巧学堂的简体中文文字: the Learn screen, one lesson per technique the grader
// knows, and the practice screen. The terms are the hints' (hint-text/zh-*.ts and
// docs/GLOSSARY-zh.md): 行、列、宫 and 区域 for a house, 候选数 and 笔记, a digit's 位置 in a
// house, a cell 看到 another, 强链/弱链, 枢纽 and 两翼, and the technique names are the hint's
// names. Loaded lazily when the school first opens.

import { TECHNIQUE_NAMES_ZH } from '../core/hint-text/zh-names';
import {
  type SchoolLesson,
  type SchoolTechniqueId,
  type SchoolWords,
  schoolTechniqueNames,
} from './school-words-type';

/** Every technique's Chinese name, as the hint card says it. */
export const schoolNamesZh = schoolTechniqueNames(TECHNIQUE_NAMES_ZH, {
  'unique-rectangle': '唯一矩形',
  cycle: '环',
  'dynamic-forcing-chain': '动态强制链',
  'dynamic-forcing-chain-plus': '动态强制链(+)',
});

const N = schoolNamesZh;

/** A name after Chinese text: a space before a Latin name ("学习 X-Wing"), as the app writes
 *  "粘贴 Gridwise 的…", and none before a Chinese one ("学习剑鱼"). */
const after = (name: string): string => (/^[A-Za-z]/.test(name) ? ` ${name}` : name);

/** 显性三链数、四链数: the same lesson at growing size. */
function naked(count: string, name: string, example: string): SchoolLesson {
  return {
    summary: `同一区域里${count}格的候选数合起来只有${count}个数字。`,
    look: [
      `在一个区域里找${count}个格子，它们的笔记合起来只有${count}个数字。`,
      `不必每格都有全部数字：${example}也是${name}。`,
      `区域里其余格子删去这些数字；这${count}格同在的宫或行列也一样。`,
    ],
    why: `${count}个格子占用${count}个数字，区域里别的格子就不能再填它们。`,
  };
}

/** 隐性三链数、四链数, likewise. */
function hidden(count: string): SchoolLesson {
  return {
    summary: `${count}个数字在某区域里只能填在同样的${count}格。`,
    look: [
      '在一个区域里，看每个缺少的数字还剩哪些位置。',
      `找出${count}个数字，它们的位置都落在同样的${count}格之内。`,
      `这${count}格只能填这${count}个数字，删去它们其余的笔记。`,
    ],
    why: `这${count}个数字要占${count}个位置，能用的只有这${count}格。`,
  };
}

/** 剑鱼、水母 (X-Wing has its own lesson). */
function fish(count: string): SchoolLesson {
  return {
    summary: `${count}行${count}列的 ${N['x-wing']}。`,
    look: [
      `选一个数字，找${count}行，它在这些行里的位置都落在同样的${count}列上。`,
      '每行可以有两个或更多这样的位置。',
      `这${count}行在这${count}列里各填一次这个数字。`,
      `所以这${count}列的其余格子删去它（行列互换亦然）。`,
    ],
    why: `${count}行要${count}个位置，只能共用这${count}列。`,
  };
}

const LESSONS: Readonly<Record<SchoolTechniqueId, SchoolLesson>> = {
  // 摒除与唯余
  'hidden-single': {
    summary: '某个数字在一个区域里只剩一个位置。',
    look: [
      '选一个数字，再选一个还缺它的行、列或宫。',
      '所在行、列或宫已有这个数字的空格，都排除掉。',
      '如果只剩一个空格，这个数字就填在那里。',
    ],
    why: '每个区域里每个数字恰好出现一次，最后的位置必须填它。',
  },
  'naked-single': {
    summary: '某个格子只剩一个候选数。',
    look: [
      '选一个空格，看它所在的行、列、宫已有哪些数字。',
      '如果只差一个数字没出现，它就是唯一的候选数。',
      '开着笔记时，就是只剩一个笔记数字的格子。',
    ],
    why: '填别的数字都会在行、列或宫里重复。',
  },
  // 区块
  pointing: {
    summary: '一宫里某数字的位置都在同一行或同一列。',
    look: [
      '选一个宫和宫里还没有的一个数字。',
      '如果它在宫里的位置都在同一行（或同一列），就形成区块。',
      '这一行（列）在宫外的格子都删去这个数字。',
    ],
    why: '这一宫必把它放在这一行（列）上，宫外的同行（列）格子就不能再填它。',
  },
  claiming: {
    summary: '一行或一列里某数字的位置都在同一宫。',
    look: [
      '选一行（或一列）和它还缺的一个数字。',
      '如果它在这一行里的位置都落在同一宫内，就形成区块。',
      '这一宫里不在这一行的格子都删去这个数字。',
    ],
    why: '这一行必把它放在这一宫里，宫里其他格子就不能再填它。',
  },
  // 数组
  'naked-pair': {
    summary: '同一区域里两格的候选数是同样两个数字。',
    look: [
      '在一行、一列或一宫里，找两个笔记完全相同、都只有两个数字的格子。',
      '这两个数字一定分别填在这两格里。',
      '区域里其余格子的笔记删去这两个数字。',
      '如果这两格还同在一宫或一行一列，那里也照样删去。',
    ],
    why: '两个格子用掉了两个数字，区域里别的格子就填不了它们。',
  },
  'hidden-pair': {
    summary: '两个数字在某区域里只能填在同样的两格。',
    look: [
      '在一个区域里，看每个缺少的数字还剩哪些位置。',
      '找出两个数字，它们的位置恰好是同样的两格。',
      '这两格只能填这两个数字，删去它们其余的笔记。',
    ],
    why: '两个数字各要一个位置，能用的只有这两格。',
  },
  'naked-triple': naked('三', N['naked-triple'], '笔记为 12、23、13 的三格'),
  'hidden-triple': hidden('三'),
  'naked-quad': naked('四', N['naked-quad'], '笔记为 12、23、34、14 的四格'),
  'hidden-quad': hidden('四'),
  // 鱼
  'x-wing': {
    summary: '某数字在两行里各有两个位置，且在同两列。',
    look: [
      '选一个数字，找两行，它在每行都恰好只有两个位置。',
      '如果这些位置正好在同两列上，就组成一个矩形。',
      '这个数字必在矩形的对角两格，所以这两列的其余格子删去它。',
      '把行和列互换也一样成立。',
    ],
    why: '两行各把它放在这两列中的一列，两列里就没有别处能填它。',
  },
  swordfish: fish('三'),
  jellyfish: fish('四'),
  // 单数链：两条强链（某区域里这个数字只有两个位置），由互相看到的两端相连；更多强链就是 X链。
  skyscraper: {
    summary: '两条平行线上某数字各只有两个位置。',
    look: [
      '找两行（或两列），某个数字在每行都只有两个位置。',
      '两行各有一端互相看到（通常在同一列）：这是楼底。',
      '另外两端是楼顶，其中必有一个是这个数字。',
      '同时看到两个楼顶的格子删去它。',
    ],
    why: '两个楼底不能都是它，所以总有一行把它放在楼顶。',
  },
  'two-string-kite': {
    summary: '一行和一列里某数字各只有两个位置，在一宫相连。',
    look: [
      '找一行和一列，某个数字在里面各只有两个位置。',
      '行的一个位置和列的一个位置在同一宫里。',
      '另外两端（风筝的两头）必有一个是这个数字。',
      '同时看到这两头的格子删去它。',
    ],
    why: '宫里的两端不能都是它，所以必有一头是它。',
  },
  'turbot-fish': {
    summary: '同一数字的两组二选一，其中一组在宫里。',
    look: [
      '找一个宫，某个数字在宫里只有两个位置。',
      '再找一行、一列或另一宫，它也只有两个位置，其一看到宫里的位置。',
      '外侧两端必有一个是这个数字。',
      '同时看到外侧两端的格子删去它。',
    ],
    why: '互相看到的两端不能都是它，所以外侧必有一端是它。',
  },
  'empty-rectangle': {
    summary: '某宫里一个数字的位置呈十字，宫外配一组二选一。',
    look: [
      '找一个宫，某个数字在宫里的位置都在同一行和同一列上。',
      '在宫外找一条线，它只有两个位置，其中一个在那一行或那一列上。',
      '要么这组的远端是它，要么宫把它放在另一条线上。',
      '同时看到这两处的格子删去它。',
    ],
    why: '近端若是它，宫里就只能把它放在另一条线上。',
  },
  'x-chain': {
    summary: '同一数字上强链和弱链交替相连。',
    look: [
      '选一个数字，找它只有两个位置的区域：这是强链。',
      '用互相看到的位置（弱链）把强链首尾连起来。',
      '链以强链开头、以强链结尾时，两端必有一个是这个数字。',
      '同时看到两端的格子删去它。',
    ],
    why: '一端不是它，每条链就把它传下去，直到另一端。',
  },
  // 翼
  'xy-wing': {
    summary: '枢纽格有两个候选数，两翼共有第三个数。',
    look: [
      '找一个只有 X、Y 两个候选数的格子，作为枢纽。',
      '找它看到的两个格子，一个是 X、Z，一个是 Y、Z，作为两翼。',
      '无论枢纽是哪个数，两翼之一必是 Z。',
      '同时看到两翼的格子删去 Z。',
    ],
    why: '枢纽是 X，一翼就是 Z；枢纽是 Y，另一翼就是 Z。',
  },
  'xyz-wing': {
    summary: `枢纽也可以是 Z 的 ${N['xy-wing']}。`,
    look: [
      '找一个有 X、Y、Z 三个候选数的枢纽。',
      '找它看到的两个格子，一个是 X、Z，一个是 Y、Z。',
      '这三个格子中必有一个是 Z。',
      '同时看到这三格的格子删去 Z。',
    ],
    why: '无论枢纽填什么，Z 都在枢纽或某一翼里。',
  },
  'w-wing': {
    summary: '两个候选数相同的格子，由一条强链相连。',
    look: [
      '找两个互相看不到、都只有 X、Y 的格子。',
      '找一个区域，X 在里面只有两个位置，各看到其中一格。',
      '这两格之一必是 Y。',
      '同时看到这两格的格子删去 Y。',
    ],
    why: '如果两格都是 X，那个区域就没有位置能填 X 了。',
  },
  'wxyz-wing': {
    summary: '一个区域里三格只有四个数，外加一个双值格。',
    look: [
      '在一个区域里，找三个格子，候选数合起来只有四个数字。',
      '在外面找一个只有 X、Z 的格子，它看到三格里所有的 X。',
      '它若是 X，三格里就必有 Z；否则它自己就是 Z。',
      '看到这四格里所有 Z 的格子删去 Z。',
    ],
    why: '无论哪种情况，Z 总在这四个格子里。',
  },
  'vwxyz-wing': {
    summary: '一个区域里四格只有五个数，外加一个双值格。',
    look: [
      '在一个区域里，找四个格子，候选数合起来只有五个数字。',
      '在外面找一个只有 X、Z 的格子，它看到四格里所有的 X。',
      '它若是 X，四格里就必有 Z；否则它自己就是 Z。',
      '看到这五格里所有 Z 的格子删去 Z。',
    ],
    why: '无论哪种情况，Z 总在这五个格子里。',
  },
  // 唯一性
  'unique-rectangle': {
    summary: '会让两个数字互换的四个格子。',
    look: [
      '找跨两行、两列、两宫的四个格子，作为矩形的四个角。',
      '三个角只剩同样两个数字时，第四个角删去这两个数。',
      '两个角是这样、另两角多出同一个数时，其中之一就是它。',
      '两个角是这样、某区域里一个数只能填另两角时，另两角删去另一个数。',
    ],
    why: '四个角若只剩同样两个数字，就能互换出两个解，而谜题只有一个解。',
  },
  'bug-plus-one': {
    summary: '空格都只有两个候选数，只有一格有三个。',
    look: [
      '确认除一格外，每个空格都恰好只有两个候选数。',
      '在那一格里，找在它的行、列或宫中出现三次的数字。',
      '这个数字就填在那一格。',
      '若有几格多出同一个数字，其中之一必是它。',
    ],
    why: '只剩双值格、每个数字在各区域各出现两次时，谜题会有两个解或无解。',
  },
  // 环与强制链
  cycle: {
    summary: '强链与弱链交替、首尾相接的环。',
    look: [
      '强链：某区域里一个数字只有两个位置，或一个格子只有两个候选数。',
      '把强链和弱链交替相连，直到首尾相接，就是环。',
      '环只有两种成立方式，每种都让每条弱链有一端成立。',
      '环外同时看到一条弱链两端的格子，删去那个数字。',
    ],
    why: '无论环怎样成立，每条弱链总有一端是那个数字。',
  },
  'forcing-x-chain': {
    summary: '对一个数字作假设，推出它自己的反面。',
    look: [
      '假设某格是（或不是）某个数字。',
      '只跟踪这个数字，沿着它的强链和看到它的格子推下去。',
      '如果推出与假设相反的结论，假设就错了。',
      '于是相反的结论成立：填入或删去这个数字。',
    ],
    why: '推出自身反面的假设不可能成立。',
  },
  'forcing-chain': {
    summary: '一个假设一步步推出它自己的反面。',
    look: [
      '假设某格是（或不是）某个数字。',
      '经过只有两个位置的区域和只有两个候选数的格子推下去。',
      '如果推出与假设相反的结论，假设就错了。',
      '于是相反的结论成立：填入或删去这个数字。',
    ],
    why: '推出自身反面的假设不可能成立。',
  },
  nishio: {
    summary: '对一个数字作假设，推到某个区域无处可填。',
    look: [
      '假设某格是（或不是）某个数字。',
      '只跟踪这个数字，在假设排除它的地方都删去它。',
      '若某个区域因此没有位置填它，或要填两次，假设就错了。',
      '于是相反的结论成立。',
    ],
    why: '每个区域都要恰好填一次这个数字，违反这一点的假设是错的。',
  },
  'cell-forcing-chain': {
    summary: '一个格子的每个候选数都推出同一结论。',
    look: [
      '选一个有三个或更多候选数的格子。',
      '依次假设它是每个候选数，各自沿强制链推下去。',
      '如果每种情况都在同一格填入或删去同一个数字，这就成立。',
    ],
    why: '这一格总要填其中一个数，而每个数都导向同一结果。',
  },
  'region-forcing-chain': {
    summary: '一个数字在某区域的每个位置都推出同一结论。',
    look: [
      '选一个在某区域里有三个或更多位置的数字。',
      '依次假设它在每个位置上，各自沿强制链推下去。',
      '如果每种情况都在同一格填入或删去同一个数字，这就成立。',
    ],
    why: '这个区域总要在某个位置填这个数字，而每个位置都导向同一结果。',
  },
  'dynamic-forcing-chain': {
    summary: '记住沿途每次删数的强制链。',
    look: [
      '作一个假设并推下去，记住它删去的每个候选数。',
      '后来才只剩一个选择的格子或区域也算数，哪怕离链很远。',
      '假设自相矛盾时，相反的结论成立。',
      '“是”与“不是”都推出同一结论，或某格、某区域的每种情况都推出它时，它就成立。',
    ],
    why: '总有一种情况成立，而它们都推出同一结论。',
  },
  'dynamic-forcing-chain-plus': {
    summary: '途中还借助简单技巧的动态强制链。',
    look: [
      `像${N['dynamic-forcing-chain']}一样跟踪假设。`,
      `推不动时，找${N.pointing}、${N.claiming}、${N['naked-pair']}或${N['hidden-pair']}。`,
      '它们删去的候选数接着推动链条。',
      '结论照旧：来自矛盾，或来自所有情况一致。',
    ],
    why: '每一步仍是必然的，这些技巧只是找出链条漏掉的删数。',
  },
};

export const schoolWordsZh: SchoolWords = {
  title: '技巧学堂',
  intro: '提示用到的每种技巧，从摒除法到强制链。',
  families: {
    singles: { name: '摒除与唯余', blurb: '区域里数字的最后一个位置，或格子里最后一个候选数。' },
    intersections: { name: '区块', blurb: '宫与行列相交处，一方锁定的数字从另一方删去。' },
    subsets: { name: '数组', blurb: '几个格子正好分掉同样多的数字。' },
    fish: { name: '鱼', blurb: '一个数字在几行里都只出现在同样的几列。' },
    'single-digit': { name: '单数链', blurb: '同一数字各个位置之间的链。' },
    wings: { name: '翼', blurb: '几个格子联手围住一个数字。' },
    uniqueness: { name: '唯一性', blurb: '谜题只有一个解，会出现两个解的局面都可排除。' },
    chains: { name: '环与强制链', blurb: '环和假设，一路推到得出结论。' },
  },
  lessons: LESSONS,
  status: {
    fresh: '尚未练习',
    practised: (n) => `已练习：找到 ${n} 次`,
    mastered: '已掌握',
    streak: (n, of) => `连续 ${n}/${of}`,
  },
  lesson: {
    heading: '讲解',
    lookHeading: '怎么找',
    exampleHeading: '盘面实例',
    practise: '练习',
    back: '返回',
    noExample: '暂无实例：本机生成的题目几乎用不到这一技巧，所以也没有练习。',
  },
  practice: {
    heading: (technique) => `练习：${technique}`,
    task: (technique) => `找出盘面上的${after(technique)}，走出它这一步。`,
    making: '正在生成题目…',
    found: '找到了！',
    foundHinted: '找到了，但用了提示：连续次数重新计算。',
    notYet: '不是这一步，再找找。',
    next: '下一题',
    mastered: (technique) => `已掌握${after(technique)}：连续三次未用提示找到。`,
    masteredTitle: (technique) => `技巧已掌握：${technique}`,
    masteredDetail: '连续三次未用提示找到。',
    failed: (detail) => `无法生成练习题（${detail}）。请再试一次。`,
    showLesson: '查看讲解',
  },
  learnTechnique: (technique) => `学习${after(technique)}`,
  statsLink: '技巧学堂',
  lobbyLink: '学技巧',
};
