// Solver and generator benchmark: how fast Gridwise solves public 9×9 sets next to npm peers,
// and how long each (size, level) takes to generate. Plain-text tables, one run, no baselines.
//
// Usage:  npm run bench               17-clue: first 10,000 puzzles; forum-hardest: all 375
//         npm run bench -- --full     17-clue: all 49,158 puzzles
//         npm run bench -- --quick    smoke run: 1,000 / 100 puzzles, 10 seeds per generator cell
// Data is read from ../shared/data/sudoku (beside the clone). Every solver is timed per puzzle
// with process.hrtime.bigint() after a warm-up pass, and every answer is checked, so a fast
// wrong solver shows up in the "correct" column. Inputs are converted to each solver's format
// before timing.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { SudokuSolver } from '@algorithm.ts/sudoku';
import { parsePuzzle } from '../src/games/sudoku/core/codec';
import { generateSudoku, SUDOKU_LEVELS } from '../src/games/sudoku/core/generator';
import { SUDOKU_SIZES, shapeFor } from '../src/games/sudoku/core/geometry';
import { solvesWithSingles } from '../src/games/sudoku/core/logic';
import { puzzleLines } from '../src/games/sudoku/core/puzzle-lines';
import { countSolutions } from '../src/games/sudoku/core/solver';

const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const full = args.has('--full');
const DATA = fileURLToPath(new URL('../../shared/data/sudoku/', import.meta.url));
const SHAPE = shapeFor(9);
const WARM_UP = 300;

function load(name: string, max: number): Uint8Array[] {
  return puzzleLines(readFileSync(DATA + name, 'utf8'), max);
}

/** A complete valid grid that keeps every given; the sets are all unique, so this is "right". */
function isRightAnswer(puzzle: Uint8Array, answer: ArrayLike<number> | null): boolean {
  if (answer === null || answer.length !== 81) return false;
  for (let c = 0; c < 81; c++) {
    const d = answer[c] as number;
    if (!(d >= 1 && d <= 9) || (puzzle[c] !== 0 && puzzle[c] !== d)) return false;
  }
  for (const house of SHAPE.houses) {
    let seen = 0;
    for (const c of house) seen |= 1 << (answer[c] as number);
    if (seen !== SHAPE.allDigits) return false;
  }
  return true;
}

/** One solver: converts a puzzle ahead of time, then solves it and returns 1..9 digits or null. */
interface Contender {
  name: string;
  prepare(puzzle: Uint8Array): unknown;
  solve(prepared: unknown): ArrayLike<number> | null;
}

// 'sudoku' is CommonJS whose exports Node's ESM loader cannot name, so it is required.
const { solvepuzzle } = createRequire(import.meta.url)('sudoku') as typeof import('sudoku');
const dlx = new SudokuSolver({ childMatrixWidth: 3 });
const dlxOut: number[] = new Array<number>(81).fill(-1);

const contenders: Contender[] = [
  {
    name: 'Gridwise, first solution',
    prepare: (p) => p,
    solve: (p) => countSolutions(SHAPE, p as Uint8Array, 1).solution,
  },
  {
    name: 'Gridwise, count to two',
    prepare: (p) => p,
    solve: (p) => {
      const r = countSolutions(SHAPE, p as Uint8Array, 2);
      return r.count === 1 ? r.solution : null;
    },
  },
  {
    // Dancing links; stops at the first solution. Digits 0..8, -1 for empty.
    name: '@algorithm.ts/sudoku 4.0.3 (DLX, first)',
    prepare: (p) => Array.from(p, (d) => d - 1),
    solve: (p) => (dlx.solve(p as number[], dlxOut) ? dlxOut.map((d) => d + 1) : null),
  },
  {
    // David Bau's solver port; stops at the first solution. Digits 0..8, null for empty.
    name: 'sudoku 0.0.3 (first)',
    prepare: (p) => Array.from(p, (d) => (d === 0 ? null : d - 1)),
    solve: (p) => {
      const answer: unknown = solvepuzzle(p);
      return Array.isArray(answer) ? answer.map((d: number) => d + 1) : null;
    },
  },
];

interface Stats {
  median: number;
  p95: number;
  mean: number;
}

function stats(samples: Float64Array): Stats {
  const sorted = Float64Array.from(samples).sort();
  const at = (q: number): number =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  let sum = 0;
  for (const x of sorted) sum += x;
  return { median: at(0.5), p95: at(0.95), mean: sum / sorted.length };
}

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  // First column left-aligned (names), the rest right-aligned (numbers).
  const line = (cells: string[]): string =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number)))
      .join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const fmt = (x: number, digits = 1): string => x.toFixed(digits);

function benchSolvers(
  title: string,
  puzzles: Uint8Array[],
  referenceRows: [string, number][],
): void {
  const results: { name: string; correct: number; s: Stats }[] = [];
  for (const contender of contenders) {
    const prepared = puzzles.map((p) => contender.prepare(p));
    // A quarter at most, so the slow peers' warm-up on the hardest set stays short.
    const warm = Math.min(WARM_UP, Math.ceil(prepared.length / 4));
    for (let i = 0; i < warm; i++) contender.solve(prepared[i]);
    const times = new Float64Array(puzzles.length);
    let correct = 0;
    for (let i = 0; i < puzzles.length; i++) {
      const t0 = process.hrtime.bigint();
      const answer = contender.solve(prepared[i]);
      times[i] = Number(process.hrtime.bigint() - t0) / 1000;
      if (isRightAnswer(puzzles[i] as Uint8Array, answer)) correct++;
    }
    results.push({ name: contender.name, correct, s: stats(times) });
  }
  const base = (results[1] as { s: Stats }).s;
  const rows = results.map(({ name, correct, s }) => [
    name,
    `${correct}/${puzzles.length}`,
    fmt(s.median),
    fmt(s.p95),
    fmt(s.mean),
    fmt(s.mean / base.mean, 2),
  ]);
  for (const [name, mean] of referenceRows) {
    rows.push([
      `${name} (reference, not measured here)`,
      '',
      '',
      '',
      fmt(mean),
      fmt(mean / base.mean, 2),
    ]);
  }
  console.log(`\n${title}: ${puzzles.length} puzzles, µs per puzzle`);
  console.log(table(['solver', 'correct', 'median', 'p95', 'mean', '× count-to-two'], rows));
}

function benchGenerator(seedsPerCell: number): void {
  const seeds = Array.from({ length: seedsPerCell }, (_, i) => `bench-${i}`);
  for (const size of SUDOKU_SIZES) {
    for (const level of SUDOKU_LEVELS) {
      for (let i = 0; i < 10; i++) generateSudoku({ size, level, seed: `warm-${i}` });
    }
  }
  const rows: string[][] = [];
  for (const size of SUDOKU_SIZES) {
    const shape = shapeFor(size);
    for (const level of SUDOKU_LEVELS) {
      const times = new Float64Array(seeds.length);
      const givens: number[] = [];
      const needs = [0, 0, 0];
      seeds.forEach((seed, i) => {
        const t0 = process.hrtime.bigint();
        const g = generateSudoku({ size, level, seed });
        times[i] = Number(process.hrtime.bigint() - t0) / 1e6;
        givens.push(g.givens);
        const { cells } = parsePuzzle(g.puzzle, size);
        const depth = solvesWithSingles(shape, cells, false)
          ? 0
          : solvesWithSingles(shape, cells, true)
            ? 1
            : 2;
        needs[depth] = (needs[depth] as number) + 1;
      });
      const s = stats(times);
      givens.sort((a, b) => a - b);
      rows.push([
        `${size}×${size} ${level}`,
        fmt(s.median, 2),
        fmt(s.p95, 2),
        fmt(s.mean, 2),
        String(givens[givens.length >> 1]),
        `${givens[0]}–${givens[givens.length - 1]}`,
        needs.join('/'),
      ]);
    }
  }
  console.log(`\nGenerator: ${seedsPerCell} seeds per size and level, ms per puzzle`);
  console.log(
    table(
      [
        'size, level',
        'median',
        'p95',
        'mean',
        'givens (median)',
        'givens (range)',
        'naked/hidden/beyond',
      ],
      rows,
    ),
  );
  console.log(
    'naked/hidden/beyond: puzzles that naked singles finish / that need hidden singles / that singles do not finish.',
  );
}

const cpu = cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `Gridwise bench — Node ${process.version}, ${cpu}, ${quick ? 'quick' : full ? 'full' : 'default'} run`,
);
const clueCount = quick ? 1000 : full ? Number.POSITIVE_INFINITY : 10_000;
benchSolvers('17-clue', load('17-clue.txt', clueCount), [
  ['tdoku native, first solution', 4.8],
  ['tdoku native, count to two', 1e6 / 120_000],
]);
benchSolvers(
  'forum-hardest-1106',
  load('forum-hardest-1106.txt', quick ? 100 : Number.POSITIVE_INFINITY),
  [['tdoku native, first solution', 117]],
);
console.log('× count-to-two: mean time relative to Gridwise count-to-two (lower is faster).');
benchGenerator(quick ? 10 : 50);
