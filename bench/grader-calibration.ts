// Calibrates the human-technique grader against Sudoku Explainer ratings and times it.
//
// Usage:  npx tsx bench/grader-calibration.ts            every 4th puzzle of the SE set (4,954)
//         npx tsx bench/grader-calibration.ts --all      all 19,815 puzzles
//         npx tsx bench/grader-calibration.ts --every 20 every 20th puzzle (a quick look)
//         npx tsx bench/grader-calibration.ts --above-only   part 3 alone (above SE 8.5)
//           --cap 30        seconds per puzzle in part 3 (default 30)
//           --forum-every 5 part 3 rates every 5th puzzle of the forum's hardest list (0 skips it)
//
// Reads ../shared/data/sudoku/se-rated-train.txt (hash, puzzle, Sukaku Explainer rating 5.0–9.3)
// and prints: Spearman ρ and Pearson r between our score and SE's, how often they agree exactly
// or within 0.1, the most common disagreements, the level distribution, and the time per puzzle
// (median / p95 / max, one run each after a warm-up). The SE set has nothing below 5.0, so the
// second part times 300 random locally minimal 9×9 puzzles (seeded full grid, holes dug in a
// seeded order while the solution stays unique; they spread over every level), by level, and
// the early exit the generator uses (stopAbove at a level's top score).
// The sample is deterministic (every n-th line), so runs can be compared.
// Part 3 (bench/grader-calibration-above.ts) looks above SE 8.5, where the Nightmare tier lives:
// the 154 puzzles of the SE set rated 8.5 or more, and the forum's hardest list, each rating with
// a time cap.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRng } from '../src/engine/rng';
import { parsePuzzle } from '../src/games/sudoku/core/codec';
import { generateFullGrid } from '../src/games/sudoku/core/generator';
import { shapeFor } from '../src/games/sudoku/core/geometry';
import {
  GRADE_MAX_SCORE,
  rateSudoku,
  SUDOKU_GRADES,
  type SudokuGrade,
} from '../src/games/sudoku/core/grader/index';
import { countSolutions } from '../src/games/sudoku/core/solver';
import { runCalibrationAbove } from './grader-calibration-above';

const args = process.argv.slice(2);
const everyArg = args.indexOf('--every');
const every = args.includes('--all') ? 1 : everyArg >= 0 ? Number(args[everyArg + 1]) : 4;
const DATA = fileURLToPath(new URL('../../shared/data/sudoku/', import.meta.url));
const shape = shapeFor(9);
const capArg = args.indexOf('--cap');
const forumArg = args.indexOf('--forum-every');
const above = {
  dataDir: DATA,
  capMs: 1000 * (capArg >= 0 ? Number(args[capArg + 1]) : 30),
  forumEvery: forumArg >= 0 ? Number(args[forumArg + 1]) : 5,
  ranks,
  pearson,
};

function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]?.[0] === order[i]?.[0]) j++;
    for (let k = i; k <= j; k++) out[order[k]?.[1] as number] = (i + j) / 2;
    i = j + 1;
  }
  return out;
}

function pearson(a: readonly number[], b: readonly number[]): number {
  const n = a.length;
  const ma = a.reduce((s, x) => s + x, 0) / n;
  const mb = b.reduce((s, x) => s + x, 0) / n;
  let sab = 0;
  let sa = 0;
  let sb = 0;
  for (let i = 0; i < n; i++) {
    const x = (a[i] as number) - ma;
    const y = (b[i] as number) - mb;
    sab += x * y;
    sa += x * x;
    sb += y * y;
  }
  return sab / Math.sqrt(sa * sb);
}

function quantiles(times: number[]): string {
  const t = [...times].sort((a, b) => a - b);
  const q = (p: number) =>
    (t[Math.min(t.length - 1, Math.floor(t.length * p))] as number).toFixed(2);
  return `median ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${(t[t.length - 1] as number).toFixed(1)} ms`;
}

function timed<T>(f: () => T): [T, number] {
  const t0 = process.hrtime.bigint();
  const out = f();
  return [out, Number(process.hrtime.bigint() - t0) / 1e6];
}

if (args.includes('--above-only')) {
  await runCalibrationAbove(above);
  process.exit(0);
}

// --- Part 1: agreement with Sudoku Explainer ---------------------------------------------------
const lines = readFileSync(`${DATA}se-rated-train.txt`, 'utf8').trim().split('\n');
const sample = lines
  .filter((_, i) => i % every === 0)
  .map((line) => {
    const [, puzzle, rating] = line.trim().split(/\s+/);
    return { cells: parsePuzzle(puzzle as string).cells, se: Number(rating) };
  });
for (const { cells } of sample.slice(0, 30)) rateSudoku(shape, cells);

const se: number[] = [];
const ours: number[] = [];
const times: number[] = [];
const levels = new Map<SudokuGrade, number>();
const misses = new Map<string, number>();
let exact = 0;
let close = 0;
const started = Date.now();
for (const { cells, se: rating } of sample) {
  const [r, ms] = timed(() => rateSudoku(shape, cells));
  se.push(rating);
  ours.push(r.score);
  times.push(ms);
  levels.set(r.level, (levels.get(r.level) ?? 0) + 1);
  const diff = Math.abs(r.score - rating);
  if (diff < 0.05) exact++;
  if (diff < 0.15) close++;
  else {
    const key = `SE ${rating.toFixed(1)} → ${r.score.toFixed(1)} (${r.hardest?.name})`;
    misses.set(key, (misses.get(key) ?? 0) + 1);
  }
}
const n = sample.length;
const pct = (k: number) => `${((100 * k) / n).toFixed(1)} %`;
console.log(
  `SE-rated set: ${n} of ${lines.length} puzzles (every ${every}th), ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
console.log(
  `  Spearman ρ ${pearson(ranks(se), ranks(ours)).toFixed(4)}   Pearson r ${pearson(se, ours).toFixed(4)}`,
);
console.log(`  same rating ${pct(exact)}, within 0.1 ${pct(close)}`);
console.log(`  time per puzzle: ${quantiles(times)}`);
console.log(
  `  levels: ${SUDOKU_GRADES.map((g) => `${g} ${levels.get(g) ?? 0}`).join(', ')}` +
    `  (limits ${SUDOKU_GRADES.map((g) => GRADE_MAX_SCORE[g]).join(' / ')})`,
);
console.log('  most common disagreements (more than 0.1 apart):');
for (const [key, count] of [...misses].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
  console.log(`    ${String(count).padStart(5)}  ${key}`);
}

// --- Part 2: the common case, and the generator's early exit ---------------------------------
/** A locally minimal puzzle: every remaining given is needed for a unique solution. */
function minimalPuzzle(seed: number): Uint8Array {
  const rng = createRng(`grader-calibration/${seed}`);
  const puzzle = generateFullGrid(shape, rng);
  for (const cell of rng.shuffle(Array.from({ length: 81 }, (_, i) => i))) {
    const digit = puzzle[cell] as number;
    puzzle[cell] = 0;
    if (countSolutions(shape, puzzle, 2).count !== 1) puzzle[cell] = digit;
  }
  return puzzle;
}
const generated = Array.from({ length: 300 }, (_, seed) => minimalPuzzle(seed));
for (const cells of generated.slice(0, 30)) rateSudoku(shape, cells);
const byLevel = new Map<SudokuGrade, number[]>();
for (const cells of generated) {
  const [r, ms] = timed(() => rateSudoku(shape, cells));
  const list = byLevel.get(r.level) ?? [];
  list.push(ms);
  byLevel.set(r.level, list);
}
console.log('\n300 random locally minimal 9×9 puzzles, rateSudoku by level:');
for (const g of SUDOKU_GRADES) {
  const list = byLevel.get(g);
  if (list) console.log(`  ${g.padEnd(8)} ${String(list.length).padStart(4)}  ${quantiles(list)}`);
}
for (const limit of ['medium', 'hard', 'expert', 'master'] as const) {
  const stop = GRADE_MAX_SCORE[limit];
  const t = generated.map((cells) => timed(() => rateSudoku(shape, cells, { stopAbove: stop }))[1]);
  console.log(`  all 300 with stopAbove ${stop} (${limit}): ${quantiles(t)}`);
}
for (const limit of ['expert', 'master'] as const) {
  const stop = GRADE_MAX_SCORE[limit];
  const t = sample
    .slice(0, 400)
    .map(({ cells }) => timed(() => rateSudoku(shape, cells, { stopAbove: stop }))[1]);
  console.log(`  SE set, first 400 of the sample, stopAbove ${stop} (${limit}): ${quantiles(t)}`);
}

// --- Part 3: above SE 8.5 ---------------------------------------------------------------------
await runCalibrationAbove(above);
