// The journey's score (journey-score.ts), against figures worked out by hand from the rules in
// its header: 10 a match, +5 for each step of a combo (matches at most 3 s apart, no hint
// between), capped at a ×10 combo; 10 a whole second left at the clear; stars at 25 and 40
// points a pair. The stage below is written out (not read from the ladder) so the sums are ours.
import { describe, expect, it } from 'vitest';
import {
  clearScore,
  comboAt,
  starsFor,
  tally,
  timeLeftMs,
} from '../../../src/games/link/core/journey-score';
import { type JourneyStage, journeyStage } from '../../../src/games/link/core/journey-stages';

const STAGE: JourneyStage = {
  stage: 5,
  era: 1,
  size: 'small',
  level: 'drift-right',
  gravity: 'right',
  seed: 'gridwise-journey-v1:5:link',
  pairs: 20,
  startMs: 60_000,
  bonusMs: 2_000,
};

// 1000 → 3000 is 2 s (combo 2), → 6000 exactly 3 s (still a combo: 3), → 9001 3.001 s (broken).
const STEADY = { matches: [1000, 3000, 6000, 9001], hints: [] };

describe('journey score: combos', () => {
  it('nothing played is nothing scored', () => {
    expect(tally({ matches: [], hints: [] })).toEqual({
      score: 0,
      combo: 0,
      bestCombo: 0,
      matches: 0,
    });
  });

  it('a match within 3 s continues the combo (3 s itself included); after, it starts again', () => {
    // 10 + 15 + 20 + 10
    expect(tally(STEADY)).toEqual({ score: 55, combo: 1, bestCombo: 3, matches: 4 });
  });

  it('lone matches are 10 each', () => {
    expect(tally({ matches: [0, 5000, 10_000], hints: [] })).toEqual({
      score: 30,
      combo: 1,
      bestCombo: 1,
      matches: 3,
    });
  });

  it('the combo bonus stops growing at ×10', () => {
    const matches = Array.from({ length: 12 }, (_, i) => 1000 * (i + 1));
    // combos 1–10: 10, 15, …, 55 = 325; combos 11 and 12 are paid as ×10: 55 + 55.
    expect(tally({ matches, hints: [] })).toEqual({
      score: 435,
      combo: 12,
      bestCombo: 12,
      matches: 12,
    });
  });

  it('a hint breaks the combo, even within the window; a hint before or after does not', () => {
    // 1000 (×1) 10, 2000 (×2) 15, hint at 2500, 3000 (×1 again) 10, 4000 (×2) 15.
    const play = { matches: [1000, 2000, 3000, 4000], hints: [2500] };
    expect(tally(play)).toEqual({ score: 50, combo: 2, bestCombo: 2, matches: 4 });
    // Hints given in any order are read in time order; one before the first match and one after
    // the last break nothing: 10 + 15 + 20 + 25.
    expect(tally({ matches: [1000, 2000, 3000, 4000], hints: [9000, 500] }).score).toBe(70);
  });
});

describe('journey score: the clear and the stars', () => {
  it('a clear adds 10 for each whole second left on the countdown', () => {
    // left = 60 000 + 4 × 2 000 − 20 500 = 47 500 ms → 47 s → 470; plus the tally's 55.
    expect(clearScore(STAGE, STEADY, 20_500)).toBe(525);
    // 999 ms left is no whole second: 67 001 elapsed.
    expect(clearScore(STAGE, STEADY, 67_001)).toBe(55);
    // Past the end of the countdown nothing is taken away.
    expect(clearScore(STAGE, STEADY, 90_000)).toBe(55);
  });

  it('one star for a clear, two from 25 points a pair, three from 40 a pair', () => {
    // 20 pairs: two stars at 500, three at 800.
    expect(starsFor(STAGE, 0)).toBe(1);
    expect(starsFor(STAGE, 499)).toBe(1);
    expect(starsFor(STAGE, 500)).toBe(2);
    expect(starsFor(STAGE, 799)).toBe(2);
    expect(starsFor(STAGE, 800)).toBe(3);
    expect(starsFor(STAGE, 5000)).toBe(3);
  });
});

describe('journey score: the countdown', () => {
  it('is the start plus 2 s a match minus the time played, and goes below zero', () => {
    expect(timeLeftMs(STAGE, 0, 0)).toBe(60_000);
    expect(timeLeftMs(STAGE, 3, 10_000)).toBe(56_000);
    expect(timeLeftMs(STAGE, 0, 61_000)).toBe(-1_000);
  });

  it('starts from the size’s seconds, tightened 1.2 % a stage within the size, to 60 % at most', () => {
    expect(journeyStage(1).startMs).toBe(80_000); // small, first of its size
    expect(journeyStage(12).startMs).toBe(168_000); // medium, 170 s × 0.988 = 167.96 → 168 s
    expect(journeyStage(100).startMs).toBe(174_000); // large, 69 stages in: floored at 290 s × 0.6
    expect(journeyStage(100).bonusMs).toBe(2_000);
  });

  it('shows a combo running only while a next match could continue it', () => {
    const play = { matches: [1_000, 2_000, 4_500], hints: [] };
    expect(comboAt({ matches: [], hints: [] }, 9_000)).toBe(0);
    expect(comboAt(play, 4_500)).toBe(3);
    expect(comboAt(play, 7_500)).toBe(3); // 3 s after the last match: still running
    expect(comboAt(play, 7_501)).toBe(0); // the window has passed: the meter empties
    expect(comboAt({ ...play, hints: [5_000] }, 5_500)).toBe(0); // a hint broke it
    expect(comboAt({ ...play, hints: [5_000] }, 4_800)).toBe(3); // the hint is still to come
    expect(tally(play).combo).toBe(3); // the tally keeps the step it reached
  });
});
