// How an import's best times and statistics join the player's own. Pure, so
// the rules are tested on their own; backup-stores.ts applies them inside one transaction.
//
// The rules:
// - The player's own entries are never removed by an import. A bucket's list after the merge
//   is every local entry plus the best imported ones that fit in the places left of the ten
//   (BEST_TIMES_KEPT); an imported time may rank above a local one, but never pushes it out.
// - An imported time no player could make is refused, with the reason (the judge, given by the
//   app, knows each game's floor), and so is one already here (same id: counted as already here).
// - Statistics then agree with Records: Stats' best is the best unassisted time Records show (or
//   none), wins are at least the runs Records list, and the average is never below the best.

import { BEST_TIMES_KEPT, type BestTime, compareBestTimes, type Statistics } from './records';

/** Why an imported best time was refused, as data (the app words it). */
export type TimeRefusal =
  /** Quicker than the fewest moves the puzzle needs at a human's fastest tap. */
  | { kind: 'too-fast'; floorMs: number }
  /** Longer than any real game clock (see the judge's cap). */
  | { kind: 'too-slow'; capMs: number }
  /** A game × size × level Gridwise does not have. */
  | { kind: 'unknown-bucket' };

/** Says why a best time cannot be real, or null when it can. */
export type TimeJudge = (run: BestTime) => TimeRefusal | null;

export const acceptAnyTime: TimeJudge = () => null;

export interface RefusedTime {
  run: BestTime;
  why: TimeRefusal;
}

/** One bucket's merge. */
interface BucketMerge {
  /** The bucket's list after the merge, ranked: every local entry, plus `added`. */
  ranked: BestTime[];
  added: BestTime[];
  refused: RefusedTime[];
  /** Possible, but slower than the ten kept (or no place was left beside the player's own). */
  leftOut: number;
  /** Already stored (the same run, e.g. a backup imported twice). */
  alreadyHere: number;
}

/** Merges the imported runs of one bucket into its local ones (see the rules above). */
export function mergeBucket(
  local: readonly BestTime[],
  imported: readonly BestTime[],
  judge: TimeJudge,
): BucketMerge {
  const ids = new Set(local.map((r) => r.id));
  const refused: RefusedTime[] = [];
  const possible: BestTime[] = [];
  let alreadyHere = 0;
  for (const run of imported) {
    if (ids.has(run.id)) {
      alreadyHere++;
      continue;
    }
    ids.add(run.id);
    const why = judge(run);
    if (why) refused.push({ run, why });
    else possible.push(run);
  }
  possible.sort(compareBestTimes);
  const room = Math.max(0, BEST_TIMES_KEPT - local.length);
  const added = possible.slice(0, room);
  return {
    ranked: [...local, ...added].sort(compareBestTimes),
    added,
    refused,
    leftOut: possible.length - added.length,
    alreadyHere,
  };
}

/**
 * A bucket's statistics made to agree with its Records (`ranked`, as stored after the merge):
 * best = the best unassisted time listed, or null; at least as many wins (timed wins) as
 * (unassisted) runs listed; games started at least the finished; the summed time at least the
 * listed unassisted times plus the best for each other timed win, so the average is never
 * below the best. Counts are only ever raised, never lowered: what was counted stays counted.
 */
export function agreeWithRecords(stats: Statistics, ranked: readonly BestTime[]): Statistics {
  const unassisted = ranked.filter((r) => !r.assisted);
  const bestMs = unassisted.length > 0 ? Math.min(...unassisted.map((r) => r.ms)) : null;
  const won = Math.max(stats.won, ranked.length);
  const timedWins = Math.max(stats.timedWins, unassisted.length);
  const listedMs = unassisted.reduce((sum, r) => sum + r.ms, 0);
  const leastMs = listedMs + (timedWins - unassisted.length) * (bestMs ?? 0);
  return {
    ...stats,
    started: Math.max(stats.started, won + stats.revealed),
    won,
    timedWins,
    wonMs: Math.max(stats.wonMs, leastMs),
    bestMs,
    bestStreak: Math.max(stats.bestStreak, stats.streak),
  };
}
