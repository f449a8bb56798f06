// Solver and generator benchmark: how fast Gridwise solves public 9×9 sets next to npm peers,
// and how long each (size, level) takes to generate. Plain-text tables, one run, no baselines.
//
// Usage:  npm run bench               17-clue: first 10,000 puzzles; forum-hardest: all 375
//         npm run bench -- --full     17-clue: all 49,158 puzzles
//         npm run bench -- --quick    smoke run: 1,000 / 100 puzzles, 10 seeds per generator cell
//         npm run bench -- --cap=20   seconds each solver may spend on a set (default 20)
// Data is read from ../shared/data/sudoku (beside the clone).
//
// Solvers: the headline is Gridwise counting to two solutions, which is what the generator and
// the paste check run (a uniqueness proof: the whole search tree of a unique puzzle is walked).
// Each solver runs on each set in its own worker thread (a fresh V8 isolate, so no solver's
// JIT state or garbage helps or hurts the next), after a warm-up on the first puzzles. Every
// puzzle is timed with process.hrtime.bigint() around the call alone, inputs are converted to
// the solver's format beforehand, and every answer is checked, so a fast wrong solver shows up
// in the "right" column. A solver still busy when its cap runs out is stopped (the worker is
// terminated if one puzzle outlasts the cap) and its row covers the puzzles it finished.
// tdoku rows are published native figures for this machine kind (shared/data/README.md), a
// reference point, not a contender.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { SudokuSolver } from '@algorithm.ts/sudoku';
import { solve as sudokuCoreSolve } from 'sudoku-core';
import { shapeFor } from '../src/games/sudoku/core/geometry';
import { puzzleLines } from '../src/games/sudoku/core/puzzle-lines';
import { countSolutions, countSolutionsGeneral } from '../src/games/sudoku/core/solver';
import { runGeneratorBench } from './generator-bench';
import { runLinkBench } from './link-bench';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const full = args.includes('--full');
const capArg = args.find((a) => a.startsWith('--cap='));
const CAP_SECONDS = capArg ? Number(capArg.slice('--cap='.length)) : 20;
if (!(CAP_SECONDS > 0)) throw new RangeError(`--cap wants a number of seconds, got ${capArg}`);
const DATA = fileURLToPath(new URL('../../shared/data/sudoku/', import.meta.url));
const SHAPE = shapeFor(9);
/** Puzzles and minimum time each solver warms up on before its timed run. */
const WARM_UP = 300;
const WARM_UP_MS = 500;

function load(name: string, max: number): Uint8Array[] {
  return puzzleLines(readFileSync(DATA + name, 'utf8'), max);
}

/** A complete valid grid that keeps every given; the sets are all unique, so this is "right". */
function isRightAnswer(puzzle: Uint8Array, answer: ArrayLike<number | null> | null): boolean {
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
  /** What one call does: stop at the first solution, or prove there is no second one. */
  mode: 'first' | 'count to two';
  /** An npm peer (ranked for "× best peer") rather than Gridwise itself. */
  peer: boolean;
  prepare(puzzle: Uint8Array): unknown;
  solve(prepared: unknown): ArrayLike<number | null> | null;
}

// 'sudoku' is CommonJS whose exports Node's ESM loader cannot name, so it is required.
const { solvepuzzle } = createRequire(import.meta.url)('sudoku') as typeof import('sudoku');
const dlx = new SudokuSolver({ childMatrixWidth: 3 });
const dlxOut: number[] = new Array<number>(81).fill(-1);

const contenders: Contender[] = [
  {
    name: 'Gridwise',
    mode: 'count to two',
    peer: false,
    prepare: (p) => p,
    solve: (p) => {
      const r = countSolutions(SHAPE, p as Uint8Array, 2);
      return r.count === 1 ? r.solution : null;
    },
  },
  {
    name: 'Gridwise',
    mode: 'first',
    peer: false,
    prepare: (p) => p,
    solve: (p) => countSolutions(SHAPE, p as Uint8Array, 1).solution,
  },
  {
    // The cell-mask path that 4×4 and 6×6 use (and 9×9 used before the bitboard path).
    name: 'Gridwise general path',
    mode: 'count to two',
    peer: false,
    prepare: (p) => p,
    solve: (p) => {
      const r = countSolutionsGeneral(SHAPE, p as Uint8Array, 2);
      return r.count === 1 ? r.solution : null;
    },
  },
  {
    // Dancing links; stops at the first solution. Digits 0..8, -1 for empty.
    name: '@algorithm.ts/sudoku 4.0.3 (DLX)',
    mode: 'first',
    peer: true,
    prepare: (p) => Array.from(p, (d) => d - 1),
    solve: (p) => (dlx.solve(p as number[], dlxOut) ? dlxOut.map((d) => d + 1) : null),
  },
  {
    // David Bau's solver port; stops at the first solution. Digits 0..8, null for empty.
    name: 'sudoku 0.0.3',
    mode: 'first',
    peer: true,
    prepare: (p) => Array.from(p, (d) => (d === 0 ? null : d - 1)),
    solve: (p) => {
      const answer: unknown = solvepuzzle(p);
      return Array.isArray(answer) ? answer.map((d: number) => d + 1) : null;
    },
  },
  {
    // Human-style strategies to fill the grid, plus a plain backtracking count to two for
    // uniqueness (solve() runs both). Digits 1..9, null for empty.
    name: 'sudoku-core 3.0.3',
    mode: 'count to two',
    peer: true,
    prepare: (p) => Array.from(p, (d) => (d === 0 ? null : d)),
    solve: (p) => {
      const r = sudokuCoreSolve(p as (number | null)[]);
      return r.solved && r.error === undefined && r.board ? r.board : null;
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

/** What a worker is asked to run: one contender on the first `max` puzzles of one set. */
interface SolverJob {
  contender: number;
  set: string;
  max: number;
  capMs: number;
}

/** Worker → main: timings of finished puzzles (in order), then a final message. */
type SolverMessage =
  | { kind: 'ready'; total: number }
  | { kind: 'times'; times: Float64Array; right: number }
  | { kind: 'done'; cpuPerPuzzle: number | null };

/** Runs in the worker: warm-up, then every puzzle timed, batches posted about 10 times a second. */
function runSolverJob(job: SolverJob): void {
  const port = parentPort;
  if (port === null) return;
  const contender = contenders[job.contender] as Contender;
  const puzzles = load(job.set, job.max);
  const prepared = puzzles.map((p) => contender.prepare(p));
  port.postMessage({ kind: 'ready', total: puzzles.length } satisfies SolverMessage);
  const start = performance.now();
  const deadline = start + job.capMs;
  // Warm-up on the first puzzles (a quarter of the set at most): one pass, then more until
  // the JIT has had WARM_UP_MS, but never more than a quarter of the cap, so a slow peer's
  // warm-up on the hardest set stays short.
  const warm = Math.min(WARM_UP, Math.ceil(prepared.length / 4));
  const warmEnd = start + Math.min(WARM_UP_MS, job.capMs / 4);
  for (let i = 0; warm > 0 && (i < warm || performance.now() < warmEnd); i++) {
    if (performance.now() > start + job.capMs / 4) break;
    contender.solve(prepared[i % warm]);
  }
  let batch: number[] = [];
  let right = 0;
  let lastPost = performance.now();
  for (let i = 0; i < prepared.length; i++) {
    const t0 = process.hrtime.bigint();
    const answer = contender.solve(prepared[i]);
    batch.push(Number(process.hrtime.bigint() - t0) / 1000);
    if (isRightAnswer(puzzles[i] as Uint8Array, answer)) right++;
    const now = performance.now();
    if (now - lastPost > 100 || now > deadline || i === prepared.length - 1) {
      port.postMessage({
        kind: 'times',
        times: Float64Array.from(batch),
        right,
      } satisfies SolverMessage);
      batch = [];
      right = 0;
      lastPost = now;
      if (now > deadline) break;
    }
  }
  // Then, if the timed pass finished with time to spare, one plain loop over the whole set
  // measured in process CPU time: a throughput figure that, unlike the per-puzzle clock above,
  // does not count time the thread spends descheduled while other processes run.
  let cpuPerPuzzle: number | null = null;
  const elapsed = performance.now() - start;
  if (performance.now() + elapsed < deadline) {
    const before = process.cpuUsage();
    for (let i = 0; i < prepared.length; i++) contender.solve(prepared[i]);
    const used = process.cpuUsage(before);
    cpuPerPuzzle = (used.user + used.system) / prepared.length;
  }
  port.postMessage({ kind: 'done', cpuPerPuzzle } satisfies SolverMessage);
}

interface SolverRun {
  contender: Contender;
  total: number;
  times: Float64Array;
  right: number;
  /** Stopped by the cap before the last puzzle. */
  capped: boolean;
  /** Process CPU µs per puzzle over a plain loop on the whole set, when time allowed. */
  cpuPerPuzzle: number | null;
}

/** Runs one contender on one set in a fresh worker, stopping it at the cap. */
function runInWorker(job: SolverJob): Promise<SolverRun> {
  // The worker re-imports this file through tsx, which Node does not carry into workers itself.
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const self = import.meta.url;
  const worker = new Worker(
    `import(${JSON.stringify(tsxApi)}).then((api) => api.tsImport(${JSON.stringify(self)}, ${JSON.stringify(self)}));`,
    { eval: true, workerData: job },
  );
  const chunks: Float64Array[] = [];
  let right = 0;
  let total = 0;
  let done = false;
  let cpuPerPuzzle: number | null = null;
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    const finish = (): void => {
      clearTimeout(timer);
      const times = new Float64Array(chunks.reduce((n, c) => n + c.length, 0));
      let at = 0;
      for (const c of chunks) {
        times.set(c, at);
        at += c.length;
      }
      resolve({
        contender: contenders[job.contender] as Contender,
        total,
        times,
        right,
        capped: times.length < total,
        cpuPerPuzzle,
      });
    };
    worker.on('message', (m: SolverMessage) => {
      if (m.kind === 'ready') {
        total = m.total;
        // The worker stops itself after the puzzle that crosses the cap; this catches a single
        // puzzle that never returns.
        timer = setTimeout(() => {
          void worker.terminate();
        }, job.capMs + 2000);
      } else if (m.kind === 'times') {
        chunks.push(m.times);
        right += m.right;
      } else {
        done = true;
        cpuPerPuzzle = m.cpuPerPuzzle;
        void worker.terminate();
      }
    });
    worker.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    worker.on('exit', () => {
      if (!done && total === 0)
        reject(new Error(`worker for job ${JSON.stringify(job)} exited early`));
      else finish();
    });
  });
}

interface Reference {
  mode: Contender['mode'];
  mean: number;
}

/** Times every contender on one set and prints the table. Returns the headline row's stats. */
async function benchSolvers(
  title: string,
  set: string,
  max: number,
  references: Reference[],
): Promise<(Stats & { cpu: number | null }) | null> {
  const runs: { run: SolverRun; s: Stats | null }[] = [];
  for (let i = 0; i < contenders.length; i++) {
    const run = await runInWorker({ contender: i, set, max, capMs: CAP_SECONDS * 1000 });
    runs.push({ run, s: run.times.length > 0 ? stats(run.times) : null });
  }
  const total = (runs[0] as { run: SolverRun }).run.total;
  // The fastest npm peer that got every puzzle it finished right.
  let bestPeer: { name: string; mean: number } | null = null;
  for (const { run, s } of runs) {
    if (!run.contender.peer || s === null || run.right !== run.times.length) continue;
    if (bestPeer === null || s.mean < bestPeer.mean) {
      bestPeer = { name: run.contender.name, mean: s.mean };
    }
  }
  // tdoku's figure for the same mode, else its first-solution figure (a stricter yardstick
  // for count-to-two rows, since counting to two costs more than stopping at the first).
  const tdokuFor = (mode: Contender['mode']): Reference =>
    references.find((r) => r.mode === mode) ?? (references[0] as Reference);
  const rows = runs.map(({ run, s }) => {
    const done = run.times.length;
    const doneText = run.capped
      ? `${done}/${total}, stopped at ${CAP_SECONDS} s`
      : `${done}/${total}`;
    if (s === null)
      return [run.contender.name, run.contender.mode, doneText, '', '', '', '', '', '', ''];
    const tdoku = tdokuFor(run.contender.mode);
    return [
      run.contender.name,
      run.contender.mode,
      doneText,
      `${run.right}/${done}`,
      fmt(s.median),
      fmt(s.p95),
      fmt(s.mean),
      run.cpuPerPuzzle === null ? '' : fmt(run.cpuPerPuzzle),
      bestPeer ? fmt(s.mean / bestPeer.mean, 2) : '',
      `${fmt(s.mean / tdoku.mean, 2)}${tdoku.mode === run.contender.mode ? '' : '*'}`,
    ];
  });
  for (const r of references) {
    rows.push([
      `tdoku, native C++ (published)`,
      r.mode,
      '',
      '',
      '',
      '',
      fmt(r.mean),
      '',
      '',
      '1.00',
    ]);
  }
  console.log(`\n${title}: ${total} puzzles, µs per puzzle`);
  console.log(
    table(
      [
        'solver',
        'mode',
        'done',
        'right',
        'median',
        'p95',
        'mean',
        'loop CPU',
        '× best peer',
        '× tdoku',
      ],
      rows,
    ),
  );
  if (bestPeer) console.log(`best peer: ${bestPeer.name}`);
  if (rows.some((r) => (r[9] ?? '').endsWith('*'))) {
    console.log(
      "* against tdoku's first-solution figure: no count-to-two figure is published for this set.",
    );
  }
  const headline = runs[0] as { run: SolverRun; s: Stats | null };
  return headline.s && { ...headline.s, cpu: headline.run.cpuPerPuzzle };
}

async function main(): Promise<void> {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const cores = cpus().length;
  const load = loadavg()[0] as number;
  console.log(
    `Gridwise bench — Node ${process.version}, ${cpu} (${cores} cores, load ${fmt(load, 2)}), ${quick ? 'quick' : full ? 'full' : 'default'} run, solver cap ${CAP_SECONDS} s per set`,
  );
  // Each solver runs on one thread; other work on the machine shows up as outliers in p95 and
  // the mean (a preempted puzzle), while the median stays put.
  if (load > cores / 2) console.log(`warning: the machine is busy; means and p95 will be noisy.`);

  // ---- Solvers ---------------------------------------------------------------------------
  const clueCount = quick ? 1000 : full ? Number.POSITIVE_INFINITY : 10_000;
  const clue = await benchSolvers('17-clue', '17-clue.txt', clueCount, [
    { mode: 'first', mean: 4.8 },
    { mode: 'count to two', mean: 1e6 / 120_000 },
  ]);
  const hardest = await benchSolvers(
    'forum-hardest-1106',
    'forum-hardest-1106.txt',
    quick ? 100 : Number.POSITIVE_INFINITY,
    [{ mode: 'first', mean: 117 }],
  );
  console.log(
    'loop CPU: process CPU time per puzzle over one more untimed-per-puzzle pass (skipped when the cap is near); unlike the per-puzzle clock, it does not count time the thread spends descheduled.\n' +
      '× best peer, × tdoku: mean time relative to the fastest npm peer that got every puzzle right, and to tdoku (lower is faster).',
  );
  if (clue && hardest) {
    const loop = (cpu: number | null): string => (cpu === null ? '' : `, ${fmt(cpu)} loop CPU`);
    console.log(
      `\nHeadline — Gridwise counting to two:\n` +
        `  17-clue        ${fmt(clue.mean)} µs mean, ${fmt(clue.median)} median${loop(clue.cpu)}; ` +
        `${fmt(clue.mean / (1e6 / 120_000), 2)}× tdoku counting to two\n` +
        `  forum-hardest  ${fmt(hardest.mean)} µs mean, ${fmt(hardest.median)} median${loop(hardest.cpu)}; ` +
        `${fmt(hardest.mean / 117, 2)}× tdoku's first solution`,
    );
  }

  // ---- Generator -------------------------------------------------------------------------
  // Every solver worker re-imports this file, so these modules do nothing at import time.
  await runGeneratorBench({ quick, full });
  // ---- Link ----------------------------------------------------------------------------------
  await runLinkBench({ quick });
}

if (isMainThread) await main();
else runSolverJob(workerData as SolverJob);
