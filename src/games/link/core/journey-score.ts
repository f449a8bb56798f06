// A journey stage's countdown, score and stars, all worked out from what a saved game already
// holds: the elapsed time of each match (Link's own part keeps them) and the clock. So a stage
// restored after a kill, or undone a move, has exactly the score and time it showed.
//
// - Countdown: the stage's start, plus its bonus for every match, minus the time played (less
//   any time a freeze power-up stood it still, power-ups.ts); at zero the stage is lost (a retry
//   starts it again).
// - Score: 10 a match; a match within COMBO_WINDOW_MS of the one before continues a combo, and
//   each step of a combo adds 5 more (capped at a ×10 combo); a hint breaks the combo. A clear
//   adds 10 for each whole second left.
// - Stars: one for a clear; two at 25 points a pair, three at 40 a pair (a steady player gets two;
//   three take quick combos and time to spare).

import type { JourneyStage } from './journey-stages';
import { frozenMs } from './power-ups';

const COMBO_WINDOW_MS = 3000;
const MATCH_POINTS = 10;
const COMBO_STEP_POINTS = 5;
/** The combo step the points stop growing at (the meter is full there). */
export const COMBO_CAP = 10;
const SECOND_LEFT_POINTS = 10;
const STAR_POINTS_PER_PAIR = [25, 40] as const;

/** A stage's play as the score reads it: when each match, each hint and each freeze (a
 *  power-up) happened (elapsed ms). */
export interface JourneyPlay {
  readonly matches: readonly number[];
  readonly hints: readonly number[];
  readonly freezes?: readonly number[];
}

export interface JourneyTally {
  readonly score: number;
  /** The combo running now (1 after a lone match, 0 before any) and the longest so far. */
  readonly combo: number;
  readonly bestCombo: number;
  readonly matches: number;
}

/** The countdown left at `elapsedMs` (may be negative: the time ran out); `frozen` ms of the
 *  time played did not count (a freeze). */
export function timeLeftMs(
  stage: JourneyStage,
  matches: number,
  elapsedMs: number,
  frozen = 0,
): number {
  return stage.startMs + stage.bonusMs * matches - elapsedMs + frozen;
}

/** The combo step each match of the play reached (1 for a lone match), in order. */
export function comboSteps(play: JourneyPlay): number[] {
  const hints = [...play.hints].sort((a, b) => a - b);
  const steps: number[] = [];
  let combo = 0;
  let last = Number.NEGATIVE_INFINITY;
  let h = 0;
  for (const at of play.matches) {
    let broken = at - last > COMBO_WINDOW_MS;
    while (h < hints.length && (hints[h] as number) <= at) {
      if ((hints[h] as number) > last) broken = true;
      h++;
    }
    combo = broken ? 1 : combo + 1;
    steps.push(combo);
    last = at;
  }
  return steps;
}

/**
 * The combo still running at `elapsedMs`: the last match's step while a next match could still
 * continue it, 0 once the window has passed or a hint has broken it (the meter empties then, as
 * the combo is over; the tally keeps what it reached).
 */
export function comboAt(play: JourneyPlay, elapsedMs: number): number {
  const last = play.matches[play.matches.length - 1];
  if (last === undefined || elapsedMs - last > COMBO_WINDOW_MS) return 0;
  if (play.hints.some((h) => h > last && h <= elapsedMs)) return 0;
  return comboSteps(play).at(-1) ?? 0;
}

/** The score and combos of a stage's play so far (no clear bonus: see clearScore). */
export function tally(play: JourneyPlay): JourneyTally {
  const steps = comboSteps(play);
  let score = 0;
  for (const combo of steps)
    score += MATCH_POINTS + COMBO_STEP_POINTS * (Math.min(combo, COMBO_CAP) - 1);
  const combo = steps[steps.length - 1] ?? 0;
  return { score, combo, bestCombo: Math.max(0, ...steps), matches: play.matches.length };
}

/** The final score of a cleared stage: its tally plus the seconds left on the countdown. */
export function clearScore(stage: JourneyStage, play: JourneyPlay, elapsedMs: number): number {
  const frozen = frozenMs(play.freezes ?? [], elapsedMs);
  const left = Math.max(0, timeLeftMs(stage, play.matches.length, elapsedMs, frozen));
  return tally(play).score + SECOND_LEFT_POINTS * Math.floor(left / 1000);
}

/** Stars (1–3) for a clear with `score` on `stage`. */
export function starsFor(stage: JourneyStage, score: number): 1 | 2 | 3 {
  const [two, three] = STAR_POINTS_PER_PAIR;
  if (score >= three * stage.pairs) return 3;
  if (score >= two * stage.pairs) return 2;
  return 1;
}
