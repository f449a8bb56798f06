// The typed messages between the app and the generator worker. Both sides validate what they
// receive: a message is outside input like any other, and a malformed one must produce a clear
// error on its own request instead of a puzzle that breaks the game later. Which games exist is
// the caller's table of cores (the worker's makers, the app's registry), never a list here.

import { type CodeProblem, readCodeProblem } from '../engine/code-problems';
import { InvalidInputError } from '../engine/game';
import type { CoreTable, GameCore, MadePuzzle, PuzzleSpec } from '../engine/game-core';
import { MAX_SHARE_TEXT } from '../engine/share-links';

export type GenerateRequest = { type: 'generate'; id: number; seed: string } & PuzzleSpec;

/**
 * A shared link or a pasted code to read and check, off the main thread: checking a code can
 * take seconds (a game may grade or solve the puzzle to check it).
 */
type OpenSharedRequest = { type: 'open-shared'; id: number; text: string; pasted: boolean };

/** a practice position of a game's technique school, where `technique` is the
 *  next step needed; the same (game, technique, seed) always gives the same position. */
export type PracticeRequest = {
  type: 'practice';
  id: number;
  game: string;
  technique: string;
  seed: string;
};

export type WorkerRequest = GenerateRequest | OpenSharedRequest | PracticeRequest;

export type GeneratorResponse =
  | { type: 'generated'; id: number; made: MadePuzzle; ms: number }
  /** Nightmare: a long making's progress; its answer follows later. */
  | { type: 'progress'; id: number; tries: number; elapsedMs: number }
  /** `position` passed the game's PracticeCore.validatePosition (app side). */
  | {
      type: 'practised';
      id: number;
      game: string;
      position: { readonly technique: string };
      ms: number;
    }
  /** The link or code cannot be played: `message` says why in English, `problem` as data. */
  | { type: 'refused'; id: number; message: string; problem: CodeProblem | null }
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

/** Worker side: what the app asked for. */
export function parseRequest(data: unknown, cores: CoreTable): WorkerRequest {
  const o = record(data, 'request');
  const id = messageId(o, 'request');
  if (o.type === 'open-shared') {
    if (typeof o.text !== 'string') throw new InvalidInputError('request.text must be a string');
    if (typeof o.pasted !== 'boolean')
      throw new InvalidInputError('request.pasted must be true or false');
    // Longer texts are refused by the reader with a message; the cap only bounds the copy.
    return { type: 'open-shared', id, text: o.text.slice(0, MAX_SHARE_TEXT + 1), pasted: o.pasted };
  }
  if (o.type !== 'generate' && o.type !== 'practice')
    throw new InvalidInputError(`request.type "${String(o.type)}" unknown`);
  const core = cores.get(o.game);
  if (!core) throw new InvalidInputError(`request.game "${String(o.game)}" unknown`);
  if (o.type === 'practice') return practiceRequest(o, id, core);
  const spec = core.parseSpec(o.size, o.level, 'request');
  return { type: 'generate', id, game: core.id, ...spec, seed: seedOf(o) };
}

function seedOf(o: Record<string, unknown>): string {
  if (typeof o.seed !== 'string' || o.seed.length === 0 || o.seed.length > 64)
    throw new InvalidInputError('request.seed must be a string of 1–64 characters');
  return o.seed;
}

function practiceRequest(o: Record<string, unknown>, id: number, core: GameCore): PracticeRequest {
  if (!core.practice) throw new InvalidInputError(`request.game "${core.id}" has no school`);
  if (!core.practice.isTechnique(o.technique))
    throw new InvalidInputError(`request.technique "${String(o.technique)}" is not taught`);
  const technique = o.technique as string;
  return { type: 'practice', id, game: core.id, technique, seed: seedOf(o) };
}

/** A refusal's problem: absent or null when the worker gave none; else it must read whole. */
function refusalProblem(data: unknown, cores: CoreTable): CodeProblem | null {
  if (data === undefined || data === null) return null;
  const read = readCodeProblem(data, 'response.problem', cores.problemTables());
  if (!read.ok) throw new InvalidInputError(read.message);
  return read.problem;
}

/** App side: what the worker answered. */
export function parseResponse(data: unknown, cores: CoreTable): GeneratorResponse {
  const o = record(data, 'response');
  const id = messageId(o, 'response');
  if (o.type === 'failed' || o.type === 'refused') {
    if (typeof o.message !== 'string')
      throw new InvalidInputError('response.message must be a string');
    if (o.type === 'failed') return { type: o.type, id, message: o.message };
    return { type: o.type, id, message: o.message, problem: refusalProblem(o.problem, cores) };
  }
  if (o.type === 'progress') {
    const count = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0;
    if (!count(o.tries) || !count(o.elapsedMs))
      throw new InvalidInputError('response.tries and response.elapsedMs must be counts');
    return { type: 'progress', id, tries: o.tries as number, elapsedMs: o.elapsedMs as number };
  }
  if (o.type !== 'generated' && o.type !== 'practised')
    throw new InvalidInputError(`response.type "${String(o.type)}" unknown`);
  if (typeof o.ms !== 'number' || !(o.ms >= 0))
    throw new InvalidInputError('response.ms must be a duration');
  if (o.type === 'practised') {
    const practice = cores.get(o.game)?.practice;
    if (!practice) throw new InvalidInputError(`response.game "${String(o.game)}" has no school`);
    const position = practice.validatePosition(o.position, 'response.position');
    return { type: 'practised', id, game: o.game as string, position, ms: o.ms };
  }
  const made = record(o.made, 'response.made');
  if (!cores.get(made.game))
    throw new InvalidInputError(`response.made.game "${String(made.game)}" unknown`);
  return {
    type: 'generated',
    id,
    made: cores.validateMade(made.game, made.puzzle, 'response.made.puzzle'),
    ms: o.ms,
  };
}
