// The share code: `lo1` (game and version), the level's letter, the nine lights as three hex
// digits (bit 8 first), and a check letter. A failed check is the shared 'code-typo'; a wrong
// length, level or board is one of the game's own kinds (lights-problems.ts), said in English by
// the sentences in lights-problems.ts (the catalogues' English words are those).

import { type CodeProblem, codeProblem } from '../../../engine/code-problems';
import type { CodeRefusal } from '../../../engine/game-core';
import { LIGHTS_PROBLEMS_EN, lightsProblem } from './lights-problems';
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

const said = LIGHTS_PROBLEMS_EN;

/** The shared kind for a check character that does not match (the catalogues word it). */
const typo = (): CodeRefusal =>
  refusal(
    'The code has a typo: its last character, a check on the others, does not match them. ' +
      'Compare it with the original, character by character.',
    codeProblem('code-typo', {}),
  );

/** Reads a code, or says why not, in English and as data. */
export function decodeLightsShare(code: string): ({ ok: true } & LightsShare) | CodeRefusal {
  if (!looksLikeLightsShare(code)) return typo();
  if (code.length !== LENGTH)
    return refusal(
      said['lights-length']({ length: String(code.length), expected: String(LENGTH) }),
      lightsProblem('lights-length', { length: code.length, expected: LENGTH }),
    );
  if (check(code.slice(0, -1)) !== code.slice(-1)) return typo();
  const char = code[PREFIX.length] as string;
  const level = (Object.keys(LEVEL_LETTERS) as LightsLevel[]).find(
    (l) => LEVEL_LETTERS[l] === char,
  );
  if (!level) {
    const levels = Object.values(LEVEL_LETTERS);
    return refusal(
      said['lights-level']({ char, levels: levels.join(', ') }),
      lightsProblem('lights-level', { char, levels }),
    );
  }
  const cells = code.slice(PREFIX.length + 1, PREFIX.length + 4);
  const value = /^[0-9a-f]{3}$/.test(cells) ? Number.parseInt(cells, 16) : -1;
  if (value <= 0 || value >= 512)
    return refusal(said['lights-cells']({ cells }), lightsProblem('lights-cells', { cells }));
  return { ok: true, level, lights: value.toString(2).padStart(9, '0') };
}
