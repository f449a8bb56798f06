// A journey stage's board, made exactly as the generator worker makes it: the worker's own Link
// maker (src/worker/makers.ts registers linkMaker; answer.ts calls maker.make(spec, seed)) with
// the stage's spec { size, level } and its versioned seed. So the app (through the worker), the
// clearable test and the bench all see the same board for stage n, as the dailies do
// (src/games/link/core/daily.ts).

import type { LinkBoard } from './board';
import { type JourneyStage, journeyStage } from './journey-stages';
import { linkMaker } from './link-maker';
import { type LinkPuzzle, parsePresetBoard } from './puzzle-record';

export interface JourneyBoard {
  readonly stage: JourneyStage;
  /** The puzzle as the worker answers it (board as text). */
  readonly puzzle: LinkPuzzle;
  readonly board: LinkBoard;
}

/** Stage `stage`'s board (a stage number, or a stage already read from the ladder). */
export function journeyBoard(stage: number | JourneyStage): JourneyBoard {
  const read = typeof stage === 'number' ? journeyStage(stage) : stage;
  const puzzle = linkMaker.make({ size: read.size, level: read.level }, read.seed);
  return { stage: read, puzzle, board: parsePresetBoard(puzzle.board, read.size) };
}
