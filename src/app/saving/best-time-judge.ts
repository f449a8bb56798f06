// Which imported best times a player could have made. A backup is outside
// input: a file with 10,000 times of one second on a 4×4 would otherwise fill Records with
// times no one can play. The floor of a game × size × level is the fewest moves a win there
// takes on any puzzle Gridwise makes (GameCore.fewestMoves: empty cells, or pairs) times the
// fastest a human taps, a quarter of a second per move (already two taps per Sudoku cell or
// Link pair, four a second, with no time to think). A time over a day of play is refused too:
// the clock stops while the game is paused or hidden, so no real win takes that long.

import { gameOfBucket } from '../../engine/game-core';
import type { TimeJudge, TimeRefusal } from '../../storage/best-time-merge';
import type { BestTime } from '../../storage/records';
import { gameEntry } from '../game-registry';
import { parseBucket } from '../screens/format-records';

export const FASTEST_MOVE_MS = 250;
export const LONGEST_WIN_MS = 24 * 60 * 60 * 1000;

/** The quickest possible win in `bucket` in ms, or null for a bucket Gridwise does not have. */
export function winFloorMs(bucket: string): number | null {
  const info = parseBucket(bucket);
  const core = gameEntry(gameOfBucket(bucket))?.core;
  if (!info || !core) return null;
  try {
    const spec = core.parseSpec(info.size, info.level, 'bucket');
    return core.fewestMoves(spec.size, spec.level) * FASTEST_MOVE_MS;
  } catch {
    return null;
  }
}

export const judgeBestTime: TimeJudge = (run: BestTime): TimeRefusal | null => {
  const floorMs = winFloorMs(run.bucket);
  if (floorMs === null) return { kind: 'unknown-bucket' };
  if (!Number.isFinite(run.ms) || run.ms < floorMs) return { kind: 'too-fast', floorMs };
  if (run.ms > LONGEST_WIN_MS) return { kind: 'too-slow', capMs: LONGEST_WIN_MS };
  return null;
};
