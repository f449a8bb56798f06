// The journey's rewards (issue #38 item 4): a level every ten stages, a region every twenty,
// and what opens a locked stage.
import { describe, expect, it } from 'vitest';
import {
  levelOfStage,
  levelReachedBy,
  opensAfter,
  REGIONS,
  regionOfStage,
} from '../../../src/games/link/core/journey-levels';
import { JOURNEY_STAGES } from '../../../src/games/link/core/journey-stages';

describe('journey levels and regions', () => {
  it('reaches the next level on every tenth stage, and only there', () => {
    expect(levelReachedBy(10)).toBe(2);
    expect(levelReachedBy(20)).toBe(3);
    expect(levelReachedBy(90)).toBe(10);
    const reached = [];
    for (let n = 1; n <= JOURNEY_STAGES; n++) if (levelReachedBy(n) !== null) reached.push(n);
    expect(reached).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90]);
  });

  it('has no level after the last stage nor off the ladder', () => {
    expect(levelReachedBy(JOURNEY_STAGES)).toBeNull();
    for (const n of [0, -10, 10.5, Number.NaN, JOURNEY_STAGES + 10])
      expect(levelReachedBy(n)).toBeNull();
  });

  it('a level reached is the level the next stage is played in', () => {
    for (let n = 1; n < JOURNEY_STAGES; n++) {
      const level = levelReachedBy(n);
      if (level !== null) expect(levelOfStage(n + 1)).toBe(level);
      else expect(levelOfStage(n + 1)).toBe(levelOfStage(n));
    }
    expect(levelOfStage(1)).toBe(1);
    expect(levelOfStage(11)).toBe(2);
  });

  it('changes region every twenty stages, five in all', () => {
    expect(REGIONS).toBe(5);
    expect([1, 20, 21, 40, 41, 81, 100].map(regionOfStage)).toEqual([0, 0, 1, 1, 2, 4, 4]);
  });

  it('a locked stage is opened by clearing the one before it', () => {
    expect(opensAfter(13)).toBe(12);
    expect(opensAfter(1)).toBe(1);
  });
});
