// A journey stage's board (journey-board.ts) is the very board the generator worker answers for
// the stage's spec and seed: the worker's own answer() (what its message loop calls) is asked
// for the stage, and the two board texts must be the same. Stages of each size and gravity.
import { describe, expect, it } from 'vitest';
import { formatLinkBoard } from '../../../src/games/link/core/board';
import { journeyBoard } from '../../../src/games/link/core/journey-board';
import { journeyStage } from '../../../src/games/link/core/journey-stages';
import { answer } from '../../../src/worker/answer';
import { MAKER_CORES } from '../../../src/worker/makers';
import { parseRequest } from '../../../src/worker/protocol';

describe('journey board', () => {
  it.each([1, 2, 9, 11, 24, 31, 50, 77, 100])('stage %i is the board the worker makes', (n) => {
    const stage = journeyStage(n);
    const request = parseRequest(
      {
        type: 'generate',
        id: n,
        game: 'link',
        size: stage.size,
        level: stage.level,
        seed: stage.seed,
      },
      MAKER_CORES,
    );
    const response = answer(request, MAKER_CORES);
    if (response.type !== 'generated') throw new Error(`the worker answered ${response.type}`);
    const worker = response.made.puzzle as unknown as { board: string; seed: string; size: string };
    const made = journeyBoard(n);
    expect(made.puzzle.board).toBe(worker.board);
    expect(formatLinkBoard(made.board)).toBe(worker.board);
    expect(worker.size).toBe(stage.size);
    expect(made.stage).toEqual(stage);
  });

  it('a stage read from the ladder and its number make the same board', () => {
    expect(journeyBoard(journeyStage(42)).puzzle).toEqual(journeyBoard(42).puzzle);
  });
});
