// Lights Out's puzzle record: a 3×3 board of lights as nine '0'/'1' characters, row by row.

import { InvalidInputError } from '../../../engine/game';
import type { PuzzleBase } from '../../../engine/game-core';

export const LIGHTS_ID = 'lights-out';
export const SIDE = 3;
export const CELLS = SIDE * SIDE;
export const LIGHTS_SIZES = [3] as const;
export const LIGHTS_LEVELS = ['easy', 'hard'] as const;
export type LightsLevel = (typeof LIGHTS_LEVELS)[number];

/** How many distinct lights the maker presses on a dark board at each level. */
export const PRESSES: Readonly<Record<LightsLevel, number>> = { easy: 2, hard: 4 };

export interface LightsPuzzle extends PuzzleBase {
  readonly size: 3;
  readonly level: LightsLevel;
  readonly seed: string;
  /** Nine '0' (off) or '1' (on), row by row; never all off. */
  readonly lights: string;
}

export const isLightsLevel = (v: unknown): v is LightsLevel =>
  (LIGHTS_LEVELS as readonly unknown[]).includes(v);

export function isLightsText(text: unknown): text is string {
  return typeof text === 'string' && /^[01]{9}$/.test(text) && text.includes('1');
}

/** A clean copy of a puzzle from outside; throws naming the bad field. */
export function validateLightsPuzzle(value: unknown, what: string): LightsPuzzle {
  if (typeof value !== 'object' || value === null)
    throw new InvalidInputError(`${what} is not an object`);
  const o = value as Record<string, unknown>;
  if (o.size !== 3) throw new InvalidInputError(`${what}.size must be 3`);
  if (!isLightsLevel(o.level)) throw new InvalidInputError(`${what}.level must be easy or hard`);
  if (typeof o.seed !== 'string') throw new InvalidInputError(`${what}.seed must be a string`);
  if (!isLightsText(o.lights))
    throw new InvalidInputError(`${what}.lights must be nine 0 or 1, not all 0`);
  return { size: 3, level: o.level, seed: o.seed, lights: o.lights };
}
