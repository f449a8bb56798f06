// How the refusal-words test reads a bad link, code or puzzle as the app meets it: pasted (the
// worker's route and start), followed as a link, or thrown by a core's reader. Shared by the
// test and every game's corpus of refusals (test/unit/<game>/refusal-corpus.ts).

import {
  parsePastedCode,
  parseShareRoute,
  sharedStart,
} from '../../../src/app/puzzles/share-route';
import { type CodeProblem, CodeProblemError } from '../../../src/engine/code-problems';

export type Refusal = { readonly message: string; readonly problem: CodeProblem | null };

export function refused(read: { ok: boolean } & Partial<Refusal>, what: string): Refusal {
  if (read.ok || read.message === undefined || read.problem === undefined)
    throw new Error(`${what}: expected a refusal`);
  return { message: read.message, problem: read.problem };
}

/** The text a player would paste, read as the app reads it (in the worker: a route, a start). */
export const pasted = (text: string, what: string) =>
  refused(sharedStart(parsePastedCode(text)), what);
export const linked = (hash: string, what: string) =>
  refused(sharedStart(parseShareRoute(hash)), what);

export function thrown(read: () => unknown, what: string): Refusal {
  try {
    read();
  } catch (error) {
    if (error instanceof CodeProblemError) return error;
  }
  throw new Error(`${what}: expected a CodeProblemError`);
}

/** One refusal per way a game's link, code or puzzle can be wrong, each with what it shows. */
export type Corpus = readonly (readonly [string, Refusal])[];
