// The typed messages between the app and the generator worker. Both sides validate what they
// receive: a message is outside input like any other, and a malformed one must produce a clear
// error on its own request instead of a puzzle that breaks the game later.

import { type MadePuzzle, type PuzzleSpec, validateMade } from '../app/puzzle-spec';
import { InvalidInputError } from '../engine/game';
import { isLinkSizeName } from '../games/link/core/generator';
import { isLinkLevelId } from '../games/link/core/levels';
import { isSudokuLevel } from '../games/sudoku/core/generator';
import { isSudokuSize } from '../games/sudoku/core/geometry';

export type GenerateRequest = { type: 'generate'; id: number; seed: string } & PuzzleSpec;

export type GeneratorResponse =
  | { type: 'generated'; id: number; made: MadePuzzle; ms: number }
  | { type: 'failed'; id: number; message: string };

function record(data: unknown, what: string): Record<string, unknown> {
  if (typeof data !== 'object' || data === null)
    throw new InvalidInputError(`${what} is not an object`);
  return data as Record<string, unknown>;
}

function messageId(o: Record<string, unknown>, what: string): number {
  if (!Number.isSafeInteger(o.id) || (o.id as number) < 0)
    throw new InvalidInputError(`${what}.id must be a non-negative integer`);
  return o.id as number;
}

function specOfRequest(o: Record<string, unknown>): PuzzleSpec {
  if (o.game === 'sudoku') {
    if (!isSudokuSize(o.size)) throw new InvalidInputError('request.size must be 4, 6 or 9');
    if (!isSudokuLevel(o.level))
      throw new InvalidInputError(`request.level "${String(o.level)}" is not a level`);
    return { game: 'sudoku', size: o.size, level: o.level };
  }
  if (o.game === 'link') {
    if (!isLinkSizeName(o.size))
      throw new InvalidInputError('request.size must be small, medium or large');
    if (!isLinkLevelId(o.level))
      throw new InvalidInputError(`request.level "${String(o.level)}" is not a Link level`);
    return { game: 'link', size: o.size, level: o.level };
  }
  throw new InvalidInputError(`request.game "${String(o.game)}" unknown`);
}

/** Worker side: what the app asked for. */
export function parseRequest(data: unknown): GenerateRequest {
  const o = record(data, 'request');
  const id = messageId(o, 'request');
  if (o.type !== 'generate')
    throw new InvalidInputError(`request.type "${String(o.type)}" unknown`);
  const spec = specOfRequest(o);
  if (typeof o.seed !== 'string' || o.seed.length === 0 || o.seed.length > 64)
    throw new InvalidInputError('request.seed must be a string of 1–64 characters');
  return { type: 'generate', id, ...spec, seed: o.seed };
}

/** App side: what the worker answered. */
export function parseResponse(data: unknown): GeneratorResponse {
  const o = record(data, 'response');
  const id = messageId(o, 'response');
  if (o.type === 'failed') {
    if (typeof o.message !== 'string')
      throw new InvalidInputError('response.message must be a string');
    return { type: 'failed', id, message: o.message };
  }
  if (o.type !== 'generated')
    throw new InvalidInputError(`response.type "${String(o.type)}" unknown`);
  if (typeof o.ms !== 'number' || !(o.ms >= 0))
    throw new InvalidInputError('response.ms must be a duration');
  const made = record(o.made, 'response.made');
  if (made.game !== 'sudoku' && made.game !== 'link')
    throw new InvalidInputError(`response.made.game "${String(made.game)}" unknown`);
  return {
    type: 'generated',
    id,
    made: validateMade(made.game, made.puzzle, 'response.made.puzzle'),
    ms: o.ms,
  };
}
