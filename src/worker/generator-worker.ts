// The generator worker: makes puzzles off the main thread so that the board never freezes,
// whatever the level costs. One request at a time; the client queues and prioritises.

/// <reference lib="webworker" />
import type { MadePuzzle, PuzzleSpec } from '../app/puzzle-spec';
import { generateLink } from '../games/link/core/generator';
import { linkLevel } from '../games/link/core/levels';
import { linkPuzzleOf } from '../games/link/core/puzzle-record';
import { generateSudoku } from '../games/sudoku/core/generator';
import { type GeneratorResponse, parseRequest } from './protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;

function make(spec: PuzzleSpec, seed: string): MadePuzzle {
  if (spec.game === 'link') {
    const made = generateLink({ size: spec.size, gravity: linkLevel(spec.level).gravity, seed });
    return { game: 'link', puzzle: linkPuzzleOf(made, spec.size, spec.level) };
  }
  const made = generateSudoku({ size: spec.size, level: spec.level, seed });
  return {
    game: 'sudoku',
    puzzle: {
      size: made.size,
      // The level the grader gave it: the requested one unless the attempts ran out.
      level: made.level,
      seed: made.seed,
      puzzle: made.puzzle,
      solution: made.solution,
    },
  };
}

scope.onmessage = (event: MessageEvent<unknown>) => {
  const data = event.data as { id?: unknown } | null;
  const id = typeof data?.id === 'number' ? data.id : -1;
  let response: GeneratorResponse;
  try {
    const request = parseRequest(event.data);
    const started = performance.now();
    const made = make(request, request.seed);
    response = { type: 'generated', id: request.id, made, ms: performance.now() - started };
  } catch (error) {
    response = {
      type: 'failed',
      id,
      message: error instanceof Error ? error.message : String(error),
    };
  }
  scope.postMessage(response);
};
