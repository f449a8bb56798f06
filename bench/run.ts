// Solver, generator and Link benchmarks: Gridwise next to native tdoku and the npm peers, and how
// long each (size, level) takes to generate. Plain-text tables, one run, no baselines.
//
// Usage:  npm run bench               17-clue: first 10,000 puzzles; other sets whole; 5 runs
//         npm run bench -- --full     17-clue: all 49,158 puzzles
//         npm run bench -- --quick    smoke run: 1,000 17-clue puzzles, 3 runs, 10 seeds per
//                                     generator cell
//         npm run bench -- --cap=20   seconds each JS solver may spend on a set (default 20)
//         npm run bench -- --runs=5   timed runs per solver and set
//         npm run bench -- --only=solver   the solver tables only (also: generator, link, journey,
//                                     practice: the technique school's positions;
//                                     nightmare; scan: the photo reader, only when asked)
// Data is read from ../shared/data/sudoku (beside the clone); tdoku is built from
// ../shared/reference/tdoku when a C++ compiler is present (bench/tdoku.ts).
//
// The solver method is described in bench/solver-bench.ts; the headline is Gridwise counting to
// two solutions, which is what the generator and the paste check run (a uniqueness proof: the
// whole search tree of a unique puzzle is walked).

import { cpus, loadavg } from 'node:os';
import { runGeneratorBench } from './generator-bench';
import { runJourneyBench } from './journey-bench';
import { runLinkBench } from './link-bench';
import { runNightmareBench } from './nightmare-bench';
import { runPracticeBench } from './practice-bench';
import { runScanBench } from './scan-bench';
import { runSolverBench } from './solver-bench';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const full = args.includes('--full');
const numberArg = (name: string, fallback: number): number => {
  const arg = args.find((a) => a.startsWith(`--${name}=`));
  if (arg === undefined) return fallback;
  const value = Number(arg.slice(name.length + 3));
  if (!(value > 0)) throw new RangeError(`--${name} wants a positive number, got ${arg}`);
  return value;
};
const CAP_SECONDS = numberArg('cap', 20);
const RUNS = Math.round(numberArg('runs', quick ? 3 : 5));
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const ONLY = ['solver', 'generator', 'link', 'journey', 'practice', 'nightmare', 'scan'];
if (only !== undefined && !ONLY.includes(only)) {
  throw new RangeError(`--only wants one of ${ONLY.join(', ')}, got ${only}`);
}
const fmt = (x: number, digits = 1): string => x.toFixed(digits);

async function main(): Promise<void> {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const cores = cpus().length;
  const load = loadavg()[0] ?? 0;
  console.log(
    `Gridwise bench — Node ${process.version}, ${cpu} (${cores} cores, load ${fmt(load, 2)}), ${quick ? 'quick' : full ? 'full' : 'default'} run, ${RUNS} runs, JS solver cap ${CAP_SECONDS} s per set`,
  );
  // Each solver runs on one thread; other work on the machine shows up as outliers in p95 and
  // the mean (a preempted puzzle), while the median, min and CPU columns stay put.
  if (load > cores / 2) console.log('warning: the machine is busy; means and p95 will be noisy.');

  if (only === undefined || only === 'solver') {
    await runSolverBench({
      clueCount: quick ? 1000 : full ? Number.POSITIVE_INFINITY : 10_000,
      runs: RUNS,
      capMs: CAP_SECONDS * 1000,
    });
  }
  if (only === undefined || only === 'generator') await runGeneratorBench({ quick, full });
  if (only === undefined || only === 'link') await runLinkBench({ quick });
  if (only === undefined || only === 'journey') await runJourneyBench({ quick });
  if (only === undefined || only === 'practice') await runPracticeBench({ quick });
  if (only === undefined || only === 'nightmare') await runNightmareBench({ quick });
  // The photo reader needs Chromium and the photo set: run on its own, `--only=scan`.
  if (only === 'scan') await runScanBench();
}

await main();
