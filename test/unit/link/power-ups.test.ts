// Link's power-ups as the pure core rules them (issue #38 item 3): what a combo and a clear earn,
// the cap, spending never below zero, a freeze's stopped time, and a bomb's pair keeping the board
// clearable.
import { describe, expect, it } from 'vitest';
import { parseLinkBoard, tileCount } from '../../../src/games/link/core/board';
import { linkGame, linkMoves, newLinkState } from '../../../src/games/link/core/game';
import { generateLink } from '../../../src/games/link/core/generator';
import { removePair } from '../../../src/games/link/core/gravity';
import { comboSteps, timeLeftMs } from '../../../src/games/link/core/journey-score';
import { journeyStage } from '../../../src/games/link/core/journey-stages';
import {
  addEarned,
  bombPair,
  earnedByClear,
  earnedByCombos,
  FREEZE_MS,
  freezeLeftMs,
  frozenMs,
  mostOf,
  newlyEarned,
  noPowerUps,
  POWER_UP_CAP,
  readPowerUps,
  spendOne,
} from '../../../src/games/link/core/power-ups';
import { solveLink } from '../../../src/games/link/core/solver';

const none = noPowerUps();

describe('earning', () => {
  it('a combo reaching ×4 earns a hint, ×6 a shuffle, ×8 a freeze', () => {
    expect(earnedByCombos([1, 2, 3])).toEqual(none);
    expect(earnedByCombos([1, 2, 3, 4])).toEqual({ ...none, hint: 1 });
    expect(earnedByCombos([1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual({
      ...none,
      hint: 1,
      shuffle: 1,
      freeze: 1,
    });
    // Two combos of four: two hints.
    expect(earnedByCombos([1, 2, 3, 4, 1, 2, 3, 4])).toEqual({ ...none, hint: 2 });
  });

  it('reads combo steps from match times, a hint breaking the combo', () => {
    const matches = [1000, 2000, 3000, 4000];
    expect(comboSteps({ matches, hints: [] })).toEqual([1, 2, 3, 4]);
    expect(comboSteps({ matches, hints: [2500] })).toEqual([1, 2, 1, 2]);
    expect(comboSteps({ matches: [1000, 5000], hints: [] })).toEqual([1, 1]);
  });

  it('an undo and the same combo again earn nothing twice (the best line is kept)', () => {
    const first = earnedByCombos([1, 2, 3, 4]);
    let best = mostOf(none, first);
    expect(newlyEarned(none, first)).toEqual({ ...none, hint: 1 });
    // Undo two matches (the combo back to ×2), then two more: ×4 again.
    const again = earnedByCombos([1, 2, 3, 4]);
    expect(newlyEarned(best, again)).toEqual(none);
    best = mostOf(best, again);
    // A second combo of four in the same stage does earn.
    expect(newlyEarned(best, earnedByCombos([1, 2, 3, 4, 1, 2, 3, 4]))).toEqual({
      ...none,
      hint: 1,
    });
  });

  it('a stage’s first three-star clear earns a bomb, later ones none', () => {
    expect(earnedByClear(3, 0)).toEqual({ ...none, bomb: 1 });
    expect(earnedByClear(3, 2)).toEqual({ ...none, bomb: 1 });
    expect(earnedByClear(3, 3)).toEqual(none);
    expect(earnedByClear(2, 0)).toEqual(none);
  });

  it('holds at most the cap of each kind', () => {
    const full = addEarned({ ...none, hint: POWER_UP_CAP - 1 }, { ...none, hint: 3, bomb: 1 });
    expect(full).toEqual({ ...none, hint: POWER_UP_CAP, bomb: 1 });
    expect(readPowerUps({ hint: 99, bomb: -2, wand: 3 })).toEqual({ ...none, hint: POWER_UP_CAP });
  });
});

describe('spending', () => {
  it('takes one, and never goes below zero', () => {
    expect(spendOne({ ...none, freeze: 2 }, 'freeze')).toEqual({ ...none, freeze: 1 });
    expect(spendOne(none, 'bomb')).toBeNull();
  });

  it('a freeze stands the countdown still for FREEZE_MS, overlapping ones adding on', () => {
    expect(frozenMs([5000], 4000)).toBe(0);
    expect(frozenMs([5000], 8000)).toBe(3000);
    expect(frozenMs([5000], 60_000)).toBe(FREEZE_MS);
    expect(frozenMs([5000, 10_000], 60_000)).toBe(2 * FREEZE_MS);
    expect(frozenMs([5000, 30_000], 32_000)).toBe(FREEZE_MS + 2000);
    expect(freezeLeftMs([5000], 8000)).toBe(FREEZE_MS - 3000);
    expect(freezeLeftMs([5000], 20_000)).toBe(0);
    const stage = journeyStage(1);
    const still = timeLeftMs(stage, 0, 5000);
    expect(timeLeftMs(stage, 0, 5000 + FREEZE_MS, frozenMs([5000], 5000 + FREEZE_MS))).toBe(still);
  });

  it('a bomb removes a pair that keeps the board clearable, on every size and gravity', () => {
    for (const [size, gravity] of [
      ['small', 'none'],
      ['medium', 'down'],
      ['large', 'left'],
    ] as const) {
      const { board } = generateLink({ size, gravity, seed: `bomb-${size}` });
      const pair = bombPair(board, gravity, 10_000);
      expect(pair).not.toBeNull();
      const [a, b] = pair as NonNullable<typeof pair>;
      const after = removePair(board, a, b, gravity).board;
      expect(tileCount(after)).toBe(tileCount(board) - 2);
      expect(solveLink(after, gravity).status).toBe('solved');
    }
  });

  it('a bomb refuses a board where no pair can go', () => {
    // No pair joins (each kind's two tiles sit corner to corner, walled by the other kind).
    const board = parseLinkBoard('ab\nba');
    expect(bombPair(board, 'none', 10_000)).toBeNull();
  });

  it('the power-up shuffle never uses the game’s reshuffles', () => {
    const { board } = generateLink({ size: 'small', gravity: 'none', seed: 'power-shuffle' });
    let state = newLinkState(board, 'none', 0);
    expect(() => linkGame.apply(state, linkMoves.reshuffle('x1'))).toThrow(/no reshuffles left/);
    state = linkGame.apply(state, linkMoves.powerShuffle('x1'));
    expect(state.reshufflesLeft).toBe(0);
    expect(tileCount(state.board)).toBe(tileCount(board));
  });
});
