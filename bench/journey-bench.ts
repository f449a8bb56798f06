// Link journey benchmark (issue #25): how long a stage's board takes to make, next to the peer a
// player already waits for, a free-play board. Both through the worker's own code path:
// - a stage: journeyBoard(n) (the worker's linkMaker with the stage's spec and versioned seed),
//   the same seed every run, as every player gets the same board;
// - free play: linkMaker.make(spec, freshId()) as the puzzle pool asks the worker for one, a
//   fresh random seed each run, the levels in turn, for each size.
// Times are per board with performance.now() after a warm-up pass; median and 90th percentile.
// The ratio is the stage's median over free-play Large's (all levels); the stage's own size and
// level in free play is shown beside it (a stage is one seed of that spec). The goal (#25): each
// stage under the wait for a new Large board today, ~1.4 s on a fresh profile (the browser's
// whole path; `npm run measure`), which the bare generation here is a part of.
//
// Usage:  npx tsx bench/journey-bench.ts [--quick]   (bench/run.ts calls runJourneyBench)

import { pathToFileURL } from 'node:url';
import { freshId } from '../src/app/platform/fresh-id';
import { journeyBoard } from '../src/games/link/core/journey-board';
import { journeyStage } from '../src/games/link/core/journey-stages';
import { LINK_LEVELS } from '../src/games/link/core/levels';
import { linkMaker } from '../src/games/link/core/link-maker';
import { LINK_SIZE_NAMES, LINK_SIZES, type LinkSizeName } from '../src/games/link/core/sizes';
import { ms, printTable, quantile } from './link-bench';

/** The stages the issue asks for: the first, and the map's quarter marks. */
const STAGES = [1, 25, 50, 100] as const;
/** A new Large board's wait on a fresh profile today (#25's goal for a stage). */
const GOAL_MS = 1400;

function timed(runs: number, make: (run: number) => void): number[] {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const t = performance.now();
    make(run);
    times.push(performance.now() - t);
  }
  return times;
}

/** Free-play boards of a size as the pool makes them: fresh seeds, the levels in turn. */
function freePlay(size: LinkSizeName, runs: number): number[] {
  return timed(runs, (run) => {
    const level = (LINK_LEVELS[run % LINK_LEVELS.length] ?? LINK_LEVELS[0])?.id ?? 'classic';
    linkMaker.make({ size, level }, freshId());
  });
}

export async function runJourneyBench(opts: { quick: boolean }): Promise<void> {
  const runs = opts.quick ? 15 : 40;
  console.log(
    `\nLink journey: stage boards through journeyBoard (the worker's maker), ${runs} runs each, ` +
      `next to free-play boards made as the pool makes them (fresh seeds, levels in turn)\n`,
  );
  // Warm-up: every size and stage once, so the first timed row does not pay for compilation.
  for (const size of LINK_SIZE_NAMES) freePlay(size, LINK_LEVELS.length);
  for (const n of STAGES) journeyBoard(n);

  const peers = new Map<LinkSizeName, number[]>();
  for (const size of LINK_SIZE_NAMES) peers.set(size, freePlay(size, runs));
  const largeMedian = quantile(peers.get('large') ?? [], 0.5);

  const stageRows = STAGES.map((n) => {
    const stage = journeyStage(n);
    const times = timed(runs, () => journeyBoard(stage));
    const median = quantile(times, 0.5);
    const p90 = quantile(times, 0.9);
    // The same size and level in free play: what this stage's board would cost with any seed.
    const same = timed(runs, () => linkMaker.make(stage, freshId()));
    return [
      `stage ${n}`,
      `${stage.size} ${stage.level}`,
      ms(median),
      ms(p90),
      ms(quantile(same, 0.5)),
      `${(median / largeMedian).toFixed(2)}×`,
      p90 < GOAL_MS ? 'yes' : 'NO',
    ];
  });
  console.log('Journey stages (the same board every run, as every player gets it)');
  printTable(
    [
      'stage',
      'size level',
      'gen ms p50',
      'p90',
      'free same size+level p50',
      'p50 / free Large p50',
      `p90 < ${GOAL_MS} ms`,
    ],
    stageRows,
  );

  console.log('\nFree play, the peer (a fresh random seed every run)');
  printTable(
    ['size', 'board', 'gen ms p50', 'p90'],
    LINK_SIZE_NAMES.map((size) => {
      const { rows, cols, kinds } = LINK_SIZES[size];
      const times = peers.get(size) ?? [];
      return [size, `${rows}×${cols}/${kinds}`, ms(quantile(times, 0.5)), ms(quantile(times, 0.9))];
    }),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runJourneyBench({ quick: process.argv.includes('--quick') });
}
