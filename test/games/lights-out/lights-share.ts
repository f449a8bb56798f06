// The share code: `lo1` (game and version), the level's letter, the nine lights as three hex
// digits (bit 8 first), and a check letter. Problems are reported with a shared, game-neutral
// kind of src/games/code-problems.ts.

import { type CodeProblem, codeProblem } from '../../../src/games/code-problems';
import type { CodeRefusal } from '../../../src/games/game-core';
import type { LightsLevel } from './lights-puzzle';

const PREFIX = 'lo1';
const LENGTH = PREFIX.length + 1 + 3 + 1;
const LEVEL_LETTERS: Readonly<Record<LightsLevel, string>> = { easy: 'e', hard: 'h' };
const CHECK_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

export interface LightsShare {
  readonly level: LightsLevel;
  readonly lights: string;
}

function check(body: string): string {
  let sum = 0;
  for (const c of body) sum = (sum * 31 + c.charCodeAt(0)) % CHECK_LETTERS.length;
  return CHECK_LETTERS[sum] as string;
}

export function encodeLightsShare(share: LightsShare): string {
  const bits = Number.parseInt(share.lights, 2).toString(16).padStart(3, '0');
  const body = `${PREFIX}${LEVEL_LETTERS[share.level]}${bits}`;
  return body + check(body);
}

export const looksLikeLightsShare = (code: string): boolean => code.startsWith(PREFIX);

function refusal(message: string, problem: CodeProblem): CodeRefusal {
  return { ok: false, message, problem };
}

/**
 * Reads a code, or says why not. Every problem is the shared 'code-typo' for now: a wrong
 * length would deserve a kind of its own ("a Lights Out code has 8 characters"), which needs
 * the hook that lets a game add problem kinds and their words from its folder (#27 words).
 */
export function decodeLightsShare(code: string): ({ ok: true } & LightsShare) | CodeRefusal {
  const typo = refusal(
    'The code has a typo: its last character, a check on the others, does not match them. ' +
      'Compare it with the original, character by character.',
    codeProblem('code-typo', {}),
  );
  if (code.length !== LENGTH || !looksLikeLightsShare(code)) return typo;
  if (check(code.slice(0, -1)) !== code.slice(-1)) return typo;
  const level = (Object.keys(LEVEL_LETTERS) as LightsLevel[]).find(
    (l) => LEVEL_LETTERS[l] === code[PREFIX.length],
  );
  const hex = code.slice(PREFIX.length + 1, PREFIX.length + 4);
  const value = /^[0-9a-f]{3}$/.test(hex) ? Number.parseInt(hex, 16) : -1;
  if (!level || value <= 0 || value >= 512) return typo;
  return { ok: true, level, lights: value.toString(2).padStart(9, '0') };
}
