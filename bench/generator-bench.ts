// Generation benchmark: Gridwise at every (size, level) it offers beside the npm generators
// sudoku-gen, sudoku-core, @algorithm.ts/sudoku and sudoku at the levels they offer, on the same
// work: make N puzzles, one call each. One table, one row per contender × (size, level).
//
// Columns:
//   n            puzzles made (a * marks a row stopped by its time cap)
//   median, p95  wall time per puzzle in ms, around the generator call alone
//   × best peer  median relative to the fastest peer row with the same level name (9×9 only)
//   unique       % with exactly one solution (checked by Gridwise's solver)
//   clues        mean number of givens
//   > singles    % that singles (naked and hidden) do not finish
//   graded as    median level by Gridwise's grader (unique puzzles only)
//   at level     % whose graded level is the row's level name (for Gridwise: the level asked for)
//   different    essentially different puzzles among n (distinct canonical forms)
//
// Each row runs in its own worker thread (a fresh V8 isolate) after a short untimed warm-up,
// and stops at N puzzles or at its time cap; a single call that outlasts the cap is cut off by
// terminating the worker and the row covers the puzzles finished. Everything is checked in the
// main thread afterwards, outside the timings.
//
// Entry point: runGeneratorBench({ quick, full }) from bench/run.ts; or on its own:
//   npx tsx bench/generator-bench.ts [--quick | --full]

import { createRequire } from 'node:module';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { SudokuCreator } from '@algorithm.ts/sudoku';
import { generate as sudokuCoreGenerate } from 'sudoku-core';
import { getSudoku } from 'sudoku-gen';
import { createRng } from '../src/engine/rng';
import { canonicalForm } from '../src/games/sudoku/core/canonical';
import {
  generateFullGrid,
  generateSudoku,
  isSudokuLevel,
  type SudokuLevel,
} from '../src/games/sudoku/core/generator';
import { SUDOKU_SIZES, type SudokuSize, shapeFor } from '../src/games/sudoku/core/geometry';
import {
  GRADE_MAX_SCORE,
  gradesFor,
  rateSudoku,
  SUDOKU_GRADES,
} from '../src/games/sudoku/core/grader/index';
import { solvesWithSingles } from '../src/games/sudoku/core/logic';
import { countSolutions } from '../src/games/sudoku/core/solver';

// 'sudoku' is CommonJS whose exports Node's ESM loader cannot name, so it is required.
const { makepuzzle } = createRequire(import.meta.url)('sudoku') as typeof import('sudoku');

/** What one call produced: the puzzle as codec text, and for Gridwise its own level. */
interface Made {
  puzzle: string;
  level?: string;
}

/** A row: one contender at one level; `make(i)` makes the i-th puzzle. */
interface Cell {
  contender: string;
  size: SudokuSize;
  level: string;
  make: (i: number) => Made;
}

const digits = (cells: readonly (number | null)[], offset: number): string =>
  cells.map((d) => (d === null || d < 0 ? '.' : String(d + offset))).join('');

function gridwiseCells(): Cell[] {
  return SUDOKU_SIZES.flatMap((size) =>
    gradesFor(size).map((level) => ({
      contender: 'Gridwise',
      size,
      level,
      make: (i: number): Made => {
        const g = generateSudoku({ size, level, seed: `bench-${i}` });
        return { puzzle: g.puzzle, level: g.level };
      },
    })),
  );
}

function peerCells(): Cell[] {
  const cells: Cell[] = [];
  for (const level of ['easy', 'medium', 'hard', 'expert'] as const) {
    // Empty cells come as '-'.
    cells.push({
      contender: 'sudoku-gen 1.0.2',
      size: 9,
      level,
      make: () => ({ puzzle: getSudoku(level).puzzle.replaceAll('-', '.') }),
    });
  }
  for (const level of ['easy', 'medium', 'hard', 'expert', 'master'] as const) {
    // Digits 1..9, null for empty.
    cells.push({
      contender: 'sudoku-core 3.0.3',
      size: 9,
      level,
      make: () => ({ puzzle: digits(sudokuCoreGenerate(level), 0) }),
    });
  }
  // A difficulty in [0, 1]: the share of cells it tries to empty (0.2 + 0.8·d of them).
  const creator = new SudokuCreator({ childMatrixWidth: 3 });
  for (const d of [0, 0.5, 1]) {
    cells.push({
      contender: '@algorithm.ts/sudoku 4.0.3',
      size: 9,
      level: `d=${d}`,
      make: () => ({ puzzle: digits(creator.createSudoku(d).puzzle, 1) }),
    });
  }
  // One level; digits 0..8, null for empty.
  cells.push({
    contender: 'sudoku 0.0.3',
    size: 9,
    level: 'makepuzzle',
    make: () => ({ puzzle: digits(makepuzzle() as (number | null)[], 1) }),
  });
  return cells;
}

function allCells(): Cell[] {
  return [...gridwiseCells(), ...peerCells()];
}

interface Job {
  role: 'generator-bench';
  cell: number;
  count: number;
  capMs: number;
}

type Message = { kind: 'made'; made: Made; ms: number } | { kind: 'done' };

const WARM_UP_CALLS = 3;
const WARM_UP_MS = 1000;

/** Worker side: warm up, then make puzzles until `count` or the cap, posting each. */
function runJob(job: Job): void {
  const port = parentPort;
  if (!port) return;
  const cell = allCells()[job.cell] as Cell;
  const warmStart = performance.now();
  for (let i = 0; i < WARM_UP_CALLS && performance.now() - warmStart < WARM_UP_MS; i++) {
    cell.make(-1 - i);
  }
  const start = performance.now();
  for (let i = 0; i < job.count && performance.now() - start < job.capMs; i++) {
    const t0 = process.hrtime.bigint();
    const made = cell.make(i);
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    port.postMessage({ kind: 'made', made, ms } satisfies Message);
  }
  port.postMessage({ kind: 'done' } satisfies Message);
}

interface CellRun {
  made: Made[];
  times: number[];
  capped: boolean;
}

function runInWorker(job: Job): Promise<CellRun> {
  // The worker re-imports this file through tsx, which Node does not carry into workers itself.
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const self = import.meta.url;
  const worker = new Worker(
    `import(${JSON.stringify(tsxApi)}).then((api) => api.tsImport(${JSON.stringify(self)}, ${JSON.stringify(self)}));`,
    { eval: true, workerData: job },
  );
  const made: Made[] = [];
  const times: number[] = [];
  let done = false;
  return new Promise((resolve, reject) => {
    // Warm-up plus the cap, plus slack; a call still running then is cut off.
    const timer = setTimeout(() => void worker.terminate(), WARM_UP_MS * 2 + job.capMs + 3000);
    worker.on('message', (m: Message) => {
      if (m.kind === 'made') {
        made.push(m.made);
        times.push(m.ms);
      } else {
        done = true;
        void worker.terminate();
      }
    });
    worker.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    worker.on('exit', () => {
      clearTimeout(timer);
      resolve({ made, times, capped: !done || made.length < job.count });
    });
  });
}

interface Row {
  cell: Cell;
  n: number;
  capped: boolean;
  median: number;
  p95: number;
  unique: number;
  clues: number;
  beyondSingles: number;
  gradedAs: string;
  atLevel: number;
  different: number;
}

function quantile(sorted: number[], q: number): number {
  return sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number);
}

/** Checks a row's puzzles with Gridwise's solver, grader and canonical form. */
function analyse(cell: Cell, run: CellRun): Row {
  const shape = shapeFor(cell.size);
  const forms = new Set<string>();
  const levels: number[] = [];
  let unique = 0;
  let clues = 0;
  let beyond = 0;
  let atLevel = 0;
  for (const made of run.made) {
    const cells = Uint8Array.from(made.puzzle, (ch) => (ch === '.' ? 0 : ch.charCodeAt(0) - 48));
    forms.add(canonicalForm(cells));
    clues += cells.filter((d) => d !== 0).length;
    if (!solvesWithSingles(shape, cells, true)) beyond++;
    if (countSolutions(shape, cells, 2).count !== 1) continue;
    unique++;
    // Gridwise reports the grader's level itself; peers are graded here.
    const level = made.level ?? rateSudoku(shape, cells).level;
    levels.push(SUDOKU_GRADES.indexOf(level as SudokuLevel));
    if (level === cell.level) atLevel++;
  }
  const n = run.made.length;
  const sorted = [...run.times].sort((a, b) => a - b);
  levels.sort((a, b) => a - b);
  const pct = (k: number): number => (n === 0 ? Number.NaN : (100 * k) / n);
  return {
    cell,
    n,
    capped: run.capped,
    median: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    unique: pct(unique),
    clues: n === 0 ? Number.NaN : clues / n,
    beyondSingles: pct(beyond),
    gradedAs: levels.length === 0 ? '—' : (SUDOKU_GRADES[quantile(levels, 0.5)] as string),
    atLevel: pct(atLevel),
    different: forms.size,
  };
}

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]): string =>
    cells
      .map((c, i) => (i < 3 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number)))
      .join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const fmt = (x: number, digits = 1): string => (Number.isFinite(x) ? x.toFixed(digits) : '—');

export async function runGeneratorBench(opts: { quick: boolean; full?: boolean }): Promise<void> {
  const count = opts.quick ? 20 : opts.full ? 1000 : 200;
  const capMs = (opts.quick ? 3 : opts.full ? 30 : 12) * 1000;
  const cells = allCells();
  console.log(
    `\nGeneration: up to ${count} puzzles per row, each row capped at ${capMs / 1000} s (ms per puzzle)`,
  );
  const rows: Row[] = [];
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i] as Cell;
    const run = await runInWorker({ role: 'generator-bench', cell: i, count, capMs });
    rows.push(analyse(cell, run));
  }
  // Per level name, the fastest peer median (9×9 rows only; peers make nothing else).
  const bestPeer = new Map<string, number>();
  for (const r of rows) {
    if (r.cell.contender === 'Gridwise' || r.n === 0) continue;
    const best = bestPeer.get(r.cell.level);
    if (best === undefined || r.median < best) bestPeer.set(r.cell.level, r.median);
  }
  const printed = rows.map((r) => {
    const best = r.cell.size === 9 ? bestPeer.get(r.cell.level) : undefined;
    return [
      r.cell.contender,
      `${r.cell.size}×${r.cell.size}`,
      r.cell.level,
      `${r.n}${r.capped ? '*' : ''}`,
      fmt(r.median, 2),
      fmt(r.p95, 2),
      best === undefined ? '—' : fmt(r.median / best, 2),
      fmt(r.unique),
      fmt(r.clues),
      fmt(r.beyondSingles),
      r.gradedAs,
      isSudokuLevel(r.cell.level) ? fmt(r.atLevel) : '—',
      `${r.different}/${r.n}`,
    ];
  });
  console.log(
    table(
      [
        'contender',
        'size',
        'level',
        'n',
        'median',
        'p95',
        '× best peer',
        'unique %',
        'clues',
        '> singles %',
        'graded as',
        'at level %',
        'different',
      ],
      printed,
    ),
  );
  console.log(
    '* stopped by the time cap. × best peer: median ÷ the fastest peer median at the same level name (lower is faster).\n' +
      'graded as / at level: by the Gridwise grader (SE-like score levels); different: distinct canonical forms.',
  );
  benchGraderPerAttempt(opts.quick ? 100 : 400);
}

/**
 * What one generator attempt costs at the harder 9×9 levels, split by outcome: random locally
 * minimal puzzles (as the generator digs them) graded with `stopAbove` at each level's top
 * (Extreme's floor for Extreme, where going over is a hit, so nothing is "exceeded").
 * "below" puzzles are too easy, "exceeded" too hard (stopped as soon as that is known).
 * Attempts per hit = 1 / share in window, so grading ms per hit ≈ mean ms per call × that.
 */
export function benchGraderPerAttempt(samples: number): void {
  const shape = shapeFor(9);
  const rng = createRng('grader-per-attempt');
  const puzzles: Uint8Array[] = [];
  let digMs = 0;
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now();
    const p = generateFullGrid(shape, rng);
    for (const c of rng.shuffle(Array.from({ length: 81 }, (_, k) => k))) {
      const d = p[c] as number;
      p[c] = 0;
      if (countSolutions(shape, p, 2).count !== 1) p[c] = d;
    }
    digMs += performance.now() - t0;
    puzzles.push(p);
  }
  const rows: string[][] = [];
  for (const level of ['hard', 'expert', 'master', 'extreme'] as const) {
    const i = SUDOKU_GRADES.indexOf(level);
    const low = GRADE_MAX_SCORE[SUDOKU_GRADES[i - 1] as SudokuLevel];
    const high = GRADE_MAX_SCORE[level];
    // Extreme has no top: the generator stops at its floor, and going over it is a hit.
    const open = !Number.isFinite(high);
    const stop = open ? low : high;
    const ms = { below: [] as number[], within: [] as number[], exceeded: [] as number[] };
    for (const p of puzzles) {
      const t0 = process.hrtime.bigint();
      const r = rateSudoku(shape, p, { stopAbove: stop });
      const t = Number(process.hrtime.bigint() - t0) / 1e6;
      if (r.exceeded) (open ? ms.within : ms.exceeded).push(t);
      else (r.score > low ? ms.within : ms.below).push(t);
    }
    const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
    const all = [...ms.below, ...ms.within, ...ms.exceeded];
    const share = (xs: number[]): string => fmt((100 * xs.length) / all.length);
    const perHit = ms.within.length === 0 ? Number.NaN : all.length / ms.within.length;
    rows.push([
      `${level} (stopAbove ${stop})`,
      `${share(ms.below)} / ${share(ms.within)} / ${share(ms.exceeded)}`,
      `${fmt(mean(ms.below), 2)} / ${fmt(mean(ms.within), 2)} / ${fmt(mean(ms.exceeded), 2)}`,
      fmt(mean(all), 2),
      fmt(perHit, 1),
      fmt(perHit * (mean(all) + digMs / samples), 1),
    ]);
  }
  console.log(
    `\nGrader cost per generator attempt: ${samples} random locally minimal 9×9 puzzles (dig: ${fmt(digMs / samples, 2)} ms each)`,
  );
  console.log(
    table(
      [
        'level',
        'share % below/in/exceeded',
        'mean ms below/in/exceeded',
        'mean ms',
        'attempts/hit',
        'dig+grade ms/hit',
      ],
      rows,
    ),
  );
}

if (!isMainThread && (workerData as Partial<Job> | null)?.role === 'generator-bench') {
  runJob(workerData as Job);
} else if (isMainThread && process.argv[1] === new URL(import.meta.url).pathname) {
  const args = new Set(process.argv.slice(2));
  await runGeneratorBench({ quick: args.has('--quick'), full: args.has('--full') });
}
