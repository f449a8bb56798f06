// journey (#38 item 4): what a cleared stage's card says it earned. A level is reached once, on
// the stage's first clear (a replay of stage 10 reaches nothing new); a bomb is earned by the
// stage's first three stars, and the card says so, as the toast does for a combo's power-up.

import { describe, expect, it } from 'vitest';
import { stageCard } from '../../../src/games/link/play/link-journey-ends';
import type { LinkRun } from '../../../src/games/link/play/link-rules';

const deps = { showJourney: () => {}, playStage: () => {} };
// The run is only reached by the card's buttons, which these tests never tap.
const run = {} as LinkRun;

function card(stage: number, stars: 1 | 2 | 3, before: number | null) {
  const clear = { stage, score: 900, stars, bestCombo: 4, ms: 61_000, timeLeftMs: 9_000 };
  return stageCard(run, { ...clear, level: 'Classic', before }, deps);
}

describe('a cleared stage’s card', () => {
  it('reaches a level on the first clear of every tenth stage, and only then', () => {
    expect(card(10, 2, null).levelUp).toBe('Level 2 reached!');
    expect(card(20, 1, null).levelUp).toBe('Level 3 reached!');
    expect(card(10, 2, 1).levelUp).toBeUndefined();
    expect(card(10, 3, 3).levelUp).toBeUndefined();
    expect(card(9, 3, null).levelUp).toBeUndefined();
    expect(card(10, 2, null).said).toMatch(/Level 2 reached!$/);
    expect(card(10, 2, 1).said).not.toMatch(/Level/);
  });

  it('says a bomb was earned by the stage’s first three stars', () => {
    expect(card(4, 3, null).earned).toBe('Power-up earned: Bomb!');
    expect(card(4, 3, 2).earned).toBe('Power-up earned: Bomb!');
    expect(card(4, 3, 3).earned).toBeUndefined();
    expect(card(4, 2, null).earned).toBeUndefined();
    expect(card(10, 3, null).said).toMatch(/Level 2 reached! Power-up earned: Bomb!$/);
  });
});
