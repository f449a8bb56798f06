// Technique school benchmark (#26): per technique, the wall time to make one practice position
// (makePracticePosition: generate or take from the bank, walk, check with hint()), as the worker
// does on request. One table, one row per technique in teaching order; goal median ≤ 200 ms.
//
// Columns:
//   n            positions made (seeds bench:0 … bench:n-1)
//   median, p95  ms per position, around the call alone
//   max          the slowest one
//   first        the first seed (bench:0): a bank technique's first request also walks its
//                mined puzzle, later ones reuse that walk (practice-position.ts, bankWalks)
//   fresh        positions from a freshly generated puzzle (the rest came from the bank)
//   goal         "miss" when the median is above 200 ms; "none" when the school has no
//                position for it (canPractise: never met in the mined puzzles)
//
// Entry point: runPracticeBench({ quick }) from bench/run.ts (`--only=practice`); or on its own:
//   npx tsx bench/practice-bench.ts [--quick]

import {
  canPractise,
  makeSourcedPosition,
} from '../src/games/sudoku/core/school/practice-position';
import { SCHOOL_TECHNIQUES } from '../src/games/sudoku/core/school/school-techniques';

const GOAL_MS = 200;

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i] ?? Number.NaN;
}

export async function runPracticeBench(options: { quick: boolean }): Promise<void> {
  const seeds = options.quick ? 5 : 15;
  console.log(
    `\nTechnique school: ms to make one practice position (${seeds} seeds per technique, goal median ≤ ${GOAL_MS} ms)`,
  );
  // Untimed warm-up: the first calls compile the generator and the grader.
  makeSourcedPosition('hidden-single', 'warm-up');
  makeSourcedPosition('forcing-chain', 'warm-up');
  const head = `${'technique'.padEnd(28)} ${'n'.padStart(3)} ${'median'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)} ${'first'.padStart(8)} ${'fresh'.padStart(6)}  goal`;
  console.log(head);
  console.log('-'.repeat(head.length));
  const misses: string[] = [];
  const none: string[] = [];
  for (const { id } of SCHOOL_TECHNIQUES) {
    if (!canPractise(id)) {
      none.push(id);
      console.log(`${id.padEnd(28)}   0        –        –        –        –      –  none`);
      continue;
    }
    const times: number[] = [];
    let fresh = 0;
    for (let i = 0; i < seeds; i++) {
      const t0 = performance.now();
      const made = makeSourcedPosition(id, `bench:${i}`);
      times.push(performance.now() - t0);
      if (made.source === 'fresh') fresh++;
    }
    const first = times[0] ?? Number.NaN;
    times.sort((a, b) => a - b);
    const median = quantile(times, 0.5);
    const miss = median > GOAL_MS;
    if (miss) misses.push(id);
    console.log(
      `${id.padEnd(28)} ${String(seeds).padStart(3)} ${median.toFixed(1).padStart(8)} ${quantile(times, 0.95).toFixed(1).padStart(8)} ${(times.at(-1) ?? 0).toFixed(1).padStart(8)} ${first.toFixed(1).padStart(8)} ${String(fresh).padStart(6)}  ${miss ? 'miss' : 'ok'}`,
    );
    // Let the event loop breathe between rows (a long run stays interruptible).
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  console.log(
    misses.length === 0
      ? `every technique with positions has its median within ${GOAL_MS} ms`
      : `median above ${GOAL_MS} ms: ${misses.join(', ')}`,
  );
  if (none.length > 0)
    console.log(`no practice positions (never met in the mined puzzles): ${none.join(', ')}`);
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  await runPracticeBench({ quick: process.argv.includes('--quick') });
}
