// The Stats dashboard's headline: the few big numbers a player looks for first (played, won,
// win rate, the win streak now and the best one), and whether the chart of times is worth
// drawing yet. Pure, over the rows format-records.ts builds, so the figures are unit-tested.

import { chartedRow, type StatsRow, statsTotals } from './format-records';

/** Wins at one size × level before their times are charted: one or two dots say nothing a line
 *  of text cannot, and a lone dot on a large empty chart reads as a broken screen. */
export const CHART_MIN_WINS = 3;

export interface StatsHeadline {
  played: number;
  won: number;
  /** Whole percent of played games won, null before the first. */
  winRate: number | null;
  /** Wins in a row without help at the size × level played last (0 before any). */
  streak: number;
  /** The longest such run at any one size × level. */
  bestStreak: number;
  /** Clock time of every finished game, won or revealed. */
  totalMs: number;
  /** Games finished with Answer: played, never won. */
  revealed: number;
}

/** The headline of one game's rows (all of its sizes and levels). */
export function statsHeadline(rows: readonly StatsRow[]): StatsHeadline {
  const totals = statsTotals(rows);
  // Win streaks are kept per size × level (a 4×4 win says nothing of a 9×9 run): "now" is the
  // one the player is on, the level played last, whichever row is charted.
  const last = chartedRow(rows, null);
  return {
    played: totals.played,
    won: totals.won,
    winRate: totals.winRate,
    streak: last?.streak ?? 0,
    bestStreak: rows.reduce((n, r) => Math.max(n, r.bestStreak), 0),
    totalMs: totals.totalMs,
    revealed: totals.revealed,
  };
}

/** Whether a row's recent wins are charted (else a line of text stands in for the chart). */
export function chartReady(row: Pick<StatsRow, 'recent'>): boolean {
  return row.recent.length >= CHART_MIN_WINS;
}
