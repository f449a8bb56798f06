// stats — what one game adds to its bucket's statistics, honestly: a game is "played" once
// a move is made in it (a game opened and left untouched is not), a game finished with Answer is
// "revealed" (played, never won, never timed, never in Records), and every count is made once per
// game id, whoever asks again (the first move and the finish, a second tab, a reload).
// Pure, so storage.ts applies it inside its transactions and tests check it without a database.

import { IDS_KEPT, RECENT_WINS_KEPT, type Statistics } from './records';

/** Keeps the last `kept` of `list` after adding `item`. */
function bounded<T>(list: readonly T[], item: T, kept: number): T[] {
  return [...list, item].slice(-kept);
}

/**
 * Counts game `id` as played here unless it already is. Counted at its first move (and again,
 * harmlessly, when it ends): counting at the start would count games opened and left untouched;
 * counting only at the end would miss games played and abandoned. The id list makes a repeated
 * count (two tabs both sending the first move, a reload before the write was seen) a no-op.
 * True when it counted.
 */
export function markPlayed(stats: Statistics, id: string, at: number): boolean {
  stats.lastAt = Math.max(stats.lastAt, at);
  if (stats.playedIds.includes(id)) return false;
  stats.started++;
  stats.playedIds = bounded(stats.playedIds, id, IDS_KEPT);
  return true;
}

/** Marks game `id` finished; false when it already was (finished twice: counted once). */
function markFinished(stats: Statistics, id: string): boolean {
  if (stats.finishedIds.includes(id)) return false;
  stats.finishedIds = bounded(stats.finishedIds, id, IDS_KEPT);
  return true;
}

interface WonGame {
  id: string;
  ms: number;
  date: number;
  /** Hints or auto-notes used: a win, but not timed (best, average) and it ends the streak. */
  assisted: boolean;
}

/** A game won. False when this game was already counted as finished. */
export function addWin(stats: Statistics, run: WonGame): boolean {
  markPlayed(stats, run.id, run.date);
  if (!markFinished(stats, run.id)) return false;
  stats.won++;
  stats.totalMs += run.ms;
  stats.recent = bounded(
    stats.recent,
    { ms: run.ms, date: run.date, assisted: run.assisted },
    RECENT_WINS_KEPT,
  );
  if (run.assisted) {
    stats.streak = 0;
  } else {
    stats.wonMs += run.ms;
    stats.timedWins++;
    stats.bestMs = stats.bestMs === null ? run.ms : Math.min(stats.bestMs, run.ms);
    stats.streak++;
    stats.bestStreak = Math.max(stats.bestStreak, stats.streak);
  }
  return true;
}

/** A game finished with Answer: played and revealed, never won; it ends the streak. */
export function addReveal(stats: Statistics, run: Omit<WonGame, 'assisted'>): boolean {
  markPlayed(stats, run.id, run.date);
  if (!markFinished(stats, run.id)) return false;
  stats.revealed++;
  stats.totalMs += run.ms;
  stats.streak = 0;
  return true;
}
