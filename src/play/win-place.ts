// Where a win lands among the player's ten best times of its size and level, and how the result
// card says it. Assisted wins are kept apart (they rank after every unassisted one), so they get
// no place.

import { formatCount } from '../i18n/format';
import { words } from '../i18n/i18n';

/** A win's place in its records: `rank` 1–10 in the top ten (null: not in it, or assisted). */
export interface WinPlace {
  rank: number | null;
  /** How many unassisted times the top ten holds, this one included. */
  of: number;
  /** Rank 1 and faster than a time kept before (not the first win at this size and level). */
  newBest: boolean;
  /** A free-play score's record: the best kept now, and whether this win set it (the first
   *  scored win at a size and level sets it too). Absent when the game counts no score. */
  score?: { best: number; newBest: boolean };
}

/** The place of the win `id` in `ranked` (best first, as storage returns a bucket's times). */
export function placeOf(
  id: string,
  ranked: readonly { id: string; assisted: boolean }[],
): WinPlace {
  const timed = ranked.filter((r) => !r.assisted);
  const index = timed.findIndex((r) => r.id === id);
  const rank = index < 0 ? null : index + 1;
  return { rank, of: timed.length, newBest: rank === 1 && timed.length > 1 };
}

/** The result card's line for a place, or null when there is nothing to say. */
export function placeWords(place: WinPlace | null): string | null {
  if (place?.score?.newBest) return words().results.newBestScore;
  const scoreLine = place?.score
    ? words().results.bestScore({ score: formatCount(place.score.best) })
    : null;
  if (!place || place.rank === null) return scoreLine;
  const w = words().play;
  if (scoreLine) {
    const timeLine = place.newBest ? w.newBest : null;
    return timeLine ? `${timeLine} ${scoreLine}` : scoreLine;
  }
  if (place.newBest) return w.newBest;
  if (place.of === 1) return w.firstWin;
  return w.place({ rank: place.rank, of: formatCount(place.of) });
}
