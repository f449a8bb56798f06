// The 简体中文 hint renderer: every stage of a hint as a title and a text, built from the
// templates of zh-deductions.ts and zh-names.ts. The app loads this module only when a player
// uses Chinese (src/games/sudoku/play/hint-words.ts), so English players never download it.

import type { SudokuShape } from '../geometry';
import type { Explanation } from '../grader/explanation';
import type { StepReasons } from '../grader/reasons';
import type { HintRenderer, StageMessage, StageTemplates } from './types';
import { DEDUCTIONS_ZH } from './zh-deductions';
import { TECHNIQUE_LINES_ZH, TECHNIQUE_NAMES_ZH } from './zh-names';
import { cell, cells, digits, houses, list } from './zh-phrases';

function techniqueName(e: Explanation): string {
  return (TECHNIQUE_NAMES_ZH[e.kind] as (x: Explanation) => string)(e);
}

function deduction(e: Explanation, shape: SudokuShape): string {
  return (DEDUCTIONS_ZH[e.kind] as (x: Explanation, s: SudokuShape) => string)(e, shape);
}

/** Why a single holds, from the digits on the board; empty for every other technique. */
function reasonsText(shape: SudokuShape, e: Explanation, reasons: StepReasons): string {
  const { witnesses, ruledOut } = reasons;
  if (e.kind === 'hidden-single') {
    const out: string[] = [];
    if (witnesses.length > 0) {
      const via = houses(
        shape,
        witnesses.map((w) => w.house),
      );
      out.push(`${via}中的${e.digit}排除了其他空格。`);
    }
    if (ruledOut.length > 0) {
      const where = cells(
        shape,
        ruledOut.map((r) => r.cell),
      );
      out.push(`${where}之前已经排除。`);
    }
    if (out.length === 0) out.push('这是那里最后一个空格。');
    return out.join('');
  }
  if (e.kind === 'naked-single') {
    const held = [...new Set(witnesses.map((w) => w.digit))].sort((a, b) => a - b);
    const gone = ruledOut.map((r) => r.digit);
    const wasGone = gone.length > 0 ? `${digits(gone)}之前已经排除` : '';
    if (held.length === 0) return wasGone ? `${wasGone}。` : '';
    const hold = `它所在的行、列、宫里已经有${digits(held)}`;
    return wasGone ? `${hold}，${wasGone}。` : `${hold}。`;
  }
  return '';
}

const MISTAKE = {
  'wrong-digit': {
    what: '不属于答案的数字',
    holds: '里的数字不属于答案。',
    fix: '擦掉后再要一次提示。',
  },
  'wrong-notes': {
    what: '漏掉了正确数字的笔记',
    holds: '的笔记漏掉了应填的数字。',
    fix: '补上漏掉的候选数或清除笔记，然后再要一次提示。',
  },
} as const;

const STAGES: StageTemplates = {
  where: ({ where }, shape) => {
    switch (where.kind) {
      case 'houses':
        return { title: '看哪里', text: `看看${houses(shape, where.houses)}。` };
      case 'cells':
        return { title: '看哪里', text: `看看${cells(shape, where.cells)}。` };
      case 'chain-start':
        return { title: '看哪里', text: `看看${cell(shape, where.cell)}，以及由它推出的结果。` };
    }
  },
  technique: ({ technique, step, buildsOn }) => {
    let text = TECHNIQUE_LINES_ZH[technique];
    if (buildsOn.length > 0) {
      const names = [...new Set(buildsOn.map(techniqueName))];
      text += `这一步要先用${list(names)}删去一些候选数。`;
    }
    return { title: techniqueName(step), text };
  },
  deduction: ({ step, reasons, prerequisites, more }, shape) => {
    const main = deduction(step, shape) + reasonsText(shape, step, reasons);
    if (prerequisites.length === 0) return { title: '推理', text: main };
    const shown = prerequisites.map((p) => deduction(p, shape)).join('');
    const rest = more > 0 ? `还有 ${more} 步类似的推理。` : '';
    return { title: '推理', text: `先：${shown}${rest}然后：${main}` };
  },
  'mistake-area': ({ mistake, count: n, boxes }, shape) => ({
    title: '检查一下',
    text: `${houses(shape, boxes)}里有${n === 1 ? '一处' : `${n} 处`}${MISTAKE[mistake].what}。`,
  }),
  'mistake-cells': ({ mistake, cells: cs }, shape) => {
    const words = MISTAKE[mistake];
    const one = cs.length === 1;
    return {
      title: one ? `检查${cell(shape, cs[0] as number)}` : '检查这些格子',
      text: `${cells(shape, cs)}${words.holds}${words.fix}`,
    };
  },
  solved: () => ({ title: '已完成', text: '这道题已经解完了。' }),
  'invalid-puzzle': () => ({
    title: '无法提示',
    text: '这道题不止一个解（或无解），所以任何提示都不可靠。',
  }),
};

export const chineseHints: HintRenderer = {
  locale: 'zh-Hans',
  stage: (message: StageMessage, shape: SudokuShape) => {
    const render = STAGES[message.kind] as (
      m: StageMessage,
      s: SudokuShape,
    ) => { title: string; text: string };
    return render(message, shape);
  },
  techniqueName,
  techniqueLine: (technique) => TECHNIQUE_LINES_ZH[technique],
  deduction,
};
