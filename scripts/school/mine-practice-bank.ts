// Mines the technique school's bank (src/games/sudoku/core/school/practice-bank.ts): puzzles
// from the generator, walked easiest-first as a hint would, and for each technique the few
// where its first step comes after the fewest steps (the cheapest walks when served). Also
// prints each technique's hit rate per level, the figures behind PRACTICE_PLAN
// (practice-plan.ts). Deterministic: seeds `bank:<level>:<i>`. A technique no generated puzzle
// reaches is then looked for in Nightmare puzzles (#26, core/nightmare/, seeds
// `bank:nightmare:<i>`): still made here, by our own search, so the bank holds no one else's
// puzzles.
//
// Usage: npx tsx scripts/school/mine-practice-bank.ts [--extreme=2500] [--write]
// (about 7 minutes on one free core; the bank was written with the defaults)
//   --write      writes practice-bank.ts (else only prints)
//   --<level>=N  puzzles made at that level (defaults below)

import { writeFileSync } from 'node:fs';
import { parsePuzzle } from '../../src/games/sudoku/core/codec';
import { generateSudoku, type SudokuLevel } from '../../src/games/sudoku/core/generator';
import { createBoard } from '../../src/games/sudoku/core/grader/board';
import { applyStep, nextStep } from '../../src/games/sudoku/core/grader/solve';
import { createNightmareSearch } from '../../src/games/sudoku/core/nightmare';
import { SCHOOL_TECHNIQUES } from '../../src/games/sudoku/core/school/school-techniques';

const args = process.argv.slice(2);
const countOf = (level: SudokuLevel, fallback: number): number => {
  const arg = args.find((a) => a.startsWith(`--${level}=`));
  return arg ? Number(arg.slice(level.length + 3)) : fallback;
};
const LEVELS: readonly [SudokuLevel, number][] = [
  ['hard', countOf('hard', 60)],
  ['expert', countOf('expert', 120)],
  ['master', countOf('master', 200)],
  ['extreme', countOf('extreme', 2500)],
];
/** Puzzles kept per technique: enough variety for the symmetries to work on. */
const BANK_SIZE = 6;
const OUT = 'src/games/sudoku/core/school/practice-bank.ts';

interface Hit {
  readonly puzzle: string;
  /** Steps before this technique's first step. */
  readonly index: number;
  /** Where the puzzle comes from, for the bank's comments. */
  readonly from: 'generator' | 'nightmare';
}
const hits = new Map<string, Hit[]>();

/** Walks `puzzle` easiest-first, noting each technique's first step; returns those met. */
function walk(puzzle: string, from: Hit['from'], only?: ReadonlySet<string>): Set<string> {
  const { shape, cells } = parsePuzzle(puzzle, 9);
  const board = createBoard(shape, cells);
  const met = new Set<string>();
  for (let index = 0; board.values.includes(0); index++) {
    if (only && [...only].every((t) => met.has(t))) break;
    const step = nextStep(board, Number.POSITIVE_INFINITY, 0, true);
    if (step === null || step === 'exceeded') break;
    if (!met.has(step.technique)) {
      met.add(step.technique);
      if (!only || only.has(step.technique)) {
        const list = hits.get(step.technique) ?? [];
        list.push({ puzzle, index, from });
        hits.set(step.technique, list);
      }
    }
    if (applyStep(board, step) === 0) break;
  }
  return met;
}

for (const [level, count] of LEVELS) {
  const seen = new Map<string, number>();
  let made = 0;
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const g = generateSudoku({ size: 9, level, seed: `bank:${level}:${i}` });
    made += performance.now() - t0;
    for (const technique of walk(g.puzzle, 'generator')) {
      seen.set(technique, (seen.get(technique) ?? 0) + 1);
    }
  }
  console.log(`\n${level}: ${count} puzzles, ${(made / count).toFixed(1)} ms each to make`);
  for (const { id } of SCHOOL_TECHNIQUES) {
    const n = seen.get(id) ?? 0;
    if (n > 0) console.log(`  ${id.padEnd(28)} ${((100 * n) / count).toFixed(1).padStart(5)} %`);
  }
}

const NIGHTMARES = Number(args.find((a) => a.startsWith('--nightmare='))?.slice(12) ?? 30);
const missed = new Set(SCHOOL_TECHNIQUES.filter(({ id }) => !hits.has(id)).map(({ id }) => id));
console.log(`\nnever met in generated puzzles: ${[...missed].join(', ') || 'none'}`);
if (missed.size > 0) {
  for (let i = 0; i < NIGHTMARES; i++) {
    const search = createNightmareSearch(`bank:nightmare:${i}`);
    let found = search.step(1000);
    while (!found) found = search.step(1000);
    walk(found.cells, 'nightmare', missed);
  }
  const still = [...missed].filter((id) => !hits.has(id));
  console.log(`never met in ${NIGHTMARES} Nightmare puzzles either: ${still.join(', ') || 'none'}`);
}

if (args.includes('--write')) {
  const lines = SCHOOL_TECHNIQUES.map(({ id }) => {
    // Stable sort: among equal step counts, the order the puzzles were met.
    const best = [...(hits.get(id) ?? [])].sort((a, b) => a.index - b.index).slice(0, BANK_SIZE);
    const nightmare = best.some((h) => h.from === 'nightmare')
      ? '  // From Nightmare puzzles (see the header).\n'
      : '';
    return `${nightmare}  '${id}': [${best.map((h) => `'${h.puzzle}'`).join(', ')}],`;
  });
  writeFileSync(
    OUT,
    `// Generated by scripts/school/mine-practice-bank.ts (do not edit): for each technique, puzzles
// whose easiest-first walk meets it, those that reach it in the fewest steps first. They come
// from the generator, except for a technique no generated puzzle needed: those come from
// Nightmare puzzles (core/nightmare/, also made here). An empty list: never met, so no practice
// positions (canPractise).
// practice-position.ts walks one again and moves the position by a symmetry; every position
// is checked by hint() before it is served, so a stale entry costs time, never a wrong lesson.

import type { SchoolTechniqueId } from './school-techniques';

export const PRACTICE_BANK: Readonly<Record<SchoolTechniqueId, readonly string[]>> = {
${lines.join('\n')}
};
`,
  );
  console.log(`wrote ${OUT}`);
}
