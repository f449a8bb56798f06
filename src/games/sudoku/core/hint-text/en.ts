// The English hint renderer: every stage of a hint as a title and a text, built from the typed
// templates of en-deductions.ts and en-names.ts. It is the default renderer and the one the
// command line uses; other languages implement the same HintRenderer next to it.

import type { SudokuShape } from '../geometry';
import type { Explanation } from '../grader/explanation';
import type { StepReasons } from '../grader/reasons';
import { DEDUCTIONS } from './en-deductions';
import { TECHNIQUE_LINES, TECHNIQUE_NAMES } from './en-names';
import { capitalise, cell, cells, count, digits, houses, list, plural } from './en-phrases';
import type { HintRenderer, StageMessage, StageTemplates } from './types';

function techniqueName(e: Explanation): string {
  // One call site per kind keeps the mapped type's parameter exact.
  return (TECHNIQUE_NAMES[e.kind] as (x: Explanation) => string)(e);
}

function deduction(e: Explanation, shape: SudokuShape): string {
  return capitalise((DEDUCTIONS[e.kind] as (x: Explanation, s: SudokuShape) => string)(e, shape));
}

/** Why a single holds, from the digits on the board: "The 5s in row 1 and column 3 rule out
 *  the other cells." Empty for every other technique. */
function reasonsText(shape: SudokuShape, e: Explanation, reasons: StepReasons): string {
  const { witnesses, ruledOut } = reasons;
  const already = ruledOut.length > 0;
  if (e.kind === 'hidden-single') {
    const out: string[] = [];
    if (witnesses.length > 0) {
      const via = houses(
        shape,
        witnesses.map((w) => w.house),
      );
      const covered = witnesses.reduce((n, w) => n + w.cells.length, 0);
      const subject = plural(witnesses.length, `The ${e.digit} in`, `The ${e.digit}s in`);
      const verb = plural(witnesses.length, 'rules out', 'rule out');
      const target = already
        ? cells(
            shape,
            witnesses.flatMap((w) => w.cells),
          )
        : plural(covered, 'the other empty cell', 'the other empty cells');
      out.push(`${subject} ${via} ${verb} ${target}.`);
    }
    if (already) {
      const where = cells(
        shape,
        ruledOut.map((r) => r.cell),
      );
      out.push(`${capitalise(where)} ${plural(ruledOut.length, 'was', 'were')} ruled out already.`);
    }
    if (out.length === 0) out.push('It is the last empty cell there.');
    return out.join(' ');
  }
  if (e.kind === 'naked-single') {
    const held = [...new Set(witnesses.map((w) => w.digit))].sort((a, b) => a - b);
    const gone = ruledOut.map((r) => r.digit);
    const wasGone = `${digits(gone)} ${plural(gone.length, 'was', 'were')} ruled out already`;
    if (held.length === 0) return already ? `${capitalise(wasGone)}.` : '';
    const hold = `Its row, column and box already hold ${digits(held)}`;
    return already ? `${hold}, and ${wasGone}.` : `${hold}.`;
  }
  return '';
}

const MISTAKE = {
  'wrong-digit': {
    one: 'a digit that is not part of the solution',
    many: 'digits that are not part of the solution',
    holds: ['holds a digit that is', 'hold digits that are'],
    fix: ['Erase it, then ask for another hint.', 'Erase them, then ask for another hint.'],
  },
  'wrong-notes': {
    one: 'notes that leave out the digit that belongs there',
    many: 'notes that leave out the digits that belong there',
    holds: ['has notes that leave out', 'have notes that leave out'],
    fix: [
      'Add the missing candidate, or clear the notes, then ask for another hint.',
      'Add the missing candidates, or clear the notes, then ask for another hint.',
    ],
  },
} as const;

const STAGES: StageTemplates = {
  where: ({ where }, shape) => {
    switch (where.kind) {
      case 'houses':
        return { title: 'Where to look', text: `Look at ${houses(shape, where.houses)}.` };
      case 'cells':
        return { title: 'Where to look', text: `Look at ${cells(shape, where.cells)}.` };
      case 'chain-start':
        return {
          title: 'Where to look',
          text: `Look at ${cell(shape, where.cell)} and what follows from it.`,
        };
    }
  },
  technique: ({ technique, step, buildsOn }) => {
    let text = TECHNIQUE_LINES[technique];
    if (buildsOn.length > 0) {
      const names = [...new Set(buildsOn.map(techniqueName))];
      text += ` It builds on what ${list(names)} ${plural(names.length, 'removes', 'remove')} first.`;
    }
    return { title: techniqueName(step), text };
  },
  deduction: ({ step, reasons, prerequisites, more }, shape) => {
    const main = [deduction(step, shape), reasonsText(shape, step, reasons)]
      .filter((s) => s !== '')
      .join(' ');
    if (prerequisites.length === 0) return { title: 'The deduction', text: main };
    const shown = prerequisites.map((p) => deduction(p, shape)).join(' ');
    const rest =
      more > 0 ? ` And ${count(more)} more ${plural(more, 'step', 'steps')} like these.` : '';
    return { title: 'The deduction', text: `First: ${shown}${rest} Then: ${main}` };
  },
  'mistake-area': ({ mistake, count: n, boxes }, shape) => {
    const words = MISTAKE[mistake];
    const what = n === 1 ? words.one : words.many;
    const be = n === 1 && mistake === 'wrong-digit' ? 'is' : 'are';
    return { title: 'Check your work', text: `There ${be} ${what} in ${houses(shape, boxes)}.` };
  },
  'mistake-cells': ({ mistake, cells: cs }, shape) => {
    const words = MISTAKE[mistake];
    const one = cs.length === 1;
    const where = capitalise(cells(shape, cs));
    const says =
      mistake === 'wrong-digit'
        ? `${where} ${words.holds[one ? 0 : 1]} not part of the solution.`
        : `${where} ${words.holds[one ? 0 : 1]} the digit that belongs there.`;
    return {
      title: one ? `Check ${cell(shape, cs[0] as number)}` : 'Check these cells',
      text: `${says} ${words.fix[one ? 0 : 1]}`,
    };
  },
  solved: () => ({ title: 'Solved', text: 'The puzzle is solved.' }),
  'invalid-puzzle': () => ({
    title: 'No hint',
    text: 'This puzzle does not have exactly one solution, so no hint can be trusted.',
  }),
};

export const englishHints: HintRenderer = {
  locale: 'en',
  stage: (message: StageMessage, shape: SudokuShape) => {
    const render = STAGES[message.kind] as (
      m: StageMessage,
      s: SudokuShape,
    ) => { title: string; text: string };
    return render(message, shape);
  },
  techniqueName,
  techniqueLine: (technique) => TECHNIQUE_LINES[technique],
  deduction,
};
