// Link's journey (issue #25): every stage of the map can be cleared, proved the hard way: each
// stage's board (made as the worker makes it, journey-board.ts) is solved by the real solver
// under the stage's gravity, and the solver's moves, replayed through the game's own rules from
// a new game, leave the board empty. Then the ladder's shape: sizes never shrink, the gravity
// changes every stage, a size's countdown only tightens, and every stage has its own seed.

import { describe, expect, it } from 'vitest';
import { linkGame, linkMoves, newLinkState } from '../../../src/games/link/core/game';
import { LINK_GENERATOR_VERSION } from '../../../src/games/link/core/generator';
import { journeyBoard } from '../../../src/games/link/core/journey-board';
import { JOURNEY_ERAS } from '../../../src/games/link/core/journey-seed';
import {
  checkStage,
  JOURNEY_STAGES,
  journeySeed,
  journeyStage,
  stageOfSeed,
} from '../../../src/games/link/core/journey-stages';
import { LINK_SIZE_NAMES } from '../../../src/games/link/core/sizes';
import { solveLink } from '../../../src/games/link/core/solver';

const ALL = Array.from({ length: JOURNEY_STAGES }, (_, i) => i + 1);

describe('journey: every stage is clearable', () => {
  it(`stages 1–${JOURNEY_STAGES}: solved under their gravity, and the moves clear the game`, () => {
    expect(JOURNEY_STAGES).toBeGreaterThanOrEqual(100);
    const failures: string[] = [];
    for (const n of ALL) {
      const { stage, board } = journeyBoard(n);
      const solved = solveLink(board, stage.gravity);
      if (solved.status !== 'solved') {
        failures.push(
          `stage ${n} (${stage.size}, ${stage.gravity}): the solver said ${solved.status}`,
        );
        continue;
      }
      expect(solved.moves).toHaveLength(stage.pairs);
      let state = newLinkState(board, stage.gravity);
      for (const [a, b] of solved.moves) state = linkGame.apply(state, linkMoves.match(a, b));
      if (!linkGame.isWon(state))
        failures.push(`stage ${n}: the solver's moves left tiles on the board`);
    }
    expect(failures).toEqual([]);
  });
});

describe('journey: the ladder', () => {
  it('pins the current era to the generator that makes its boards (a new generator is a new era)', () => {
    expect(JOURNEY_ERAS.at(-1)?.generator).toBe(LINK_GENERATOR_VERSION);
  });

  const stages = ALL.map((n) => journeyStage(n));
  const sizeRank = (size: string) => LINK_SIZE_NAMES.indexOf(size as never);

  it('starts small, ends large, and a stage is never smaller than the one before', () => {
    expect(stages[0]?.size).toBe('small');
    expect(stages.at(-1)?.size).toBe('large');
    for (let i = 1; i < stages.length; i++) {
      const [before, now] = [stages[i - 1], stages[i]];
      if (!before || !now) throw new Error('missing stage');
      expect(sizeRank(now.size), `stage ${now.stage}`).toBeGreaterThanOrEqual(
        sizeRank(before.size),
      );
      expect(now.pairs, `stage ${now.stage}`).toBeGreaterThanOrEqual(before.pairs);
    }
  });

  it('changes gravity from each stage to the next', () => {
    for (let i = 1; i < stages.length; i++)
      expect(stages[i]?.gravity, `stage ${i + 1}`).not.toBe(stages[i - 1]?.gravity);
  });

  it('never gives a later stage of a size a longer countdown', () => {
    for (let i = 1; i < stages.length; i++) {
      const [before, now] = [stages[i - 1], stages[i]];
      if (!before || !now || before.size !== now.size) continue;
      expect(now.startMs, `stage ${now.stage}`).toBeLessThanOrEqual(before.startMs);
      expect(now.startMs).toBeGreaterThan(0);
    }
  });

  it('gives every stage its own seed, and reads the stage back from it', () => {
    expect(new Set(stages.map((s) => s.seed)).size).toBe(JOURNEY_STAGES);
    for (const s of stages) {
      expect(s.seed).toBe(journeySeed(s.stage));
      expect(stageOfSeed(s.seed)).toEqual({ stage: s.stage, era: s.era });
    }
  });

  it('refuses seeds that are not a stage of a known era, and stage numbers off the map', () => {
    for (const bad of [
      '',
      'gridwise-journey-v1:0:link',
      `gridwise-journey-v1:${JOURNEY_STAGES + 1}:link`,
      'gridwise-journey-v1:007:link',
      'gridwise-journey-v1:7:sudoku',
      'gridwise-journey-v99:7:link',
      'gridwise-journey-v1:-7:link',
      'gridwise-journey-v1:7:link ',
      'gridwise-daily-v1:2026-11-27:link',
    ])
      expect(stageOfSeed(bad), bad).toBeNull();
    for (const bad of [0, -1, 1.5, JOURNEY_STAGES + 1, Number.NaN, '3', null])
      expect(() => checkStage(bad)).toThrow(/not a stage/);
    expect(() => journeyStage(0)).toThrow(/not a stage/);
  });
});
