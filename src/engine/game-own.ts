// A game's own part of what is stored about it (Simon Tatham's encode_ui / decode_ui): plain
// JSON that only the game writes, reads and checks. Storage checks the common envelope around it
// (ids, moves, clock…) and keeps this as it is; shared code never reads a field of it.

import { InvalidInputError } from './game';

export type GameOwn = Readonly<Record<string, unknown>>;

/** A field of an own part; throws naming the field and what it should be when it is not. */
export function ownField<T>(
  own: GameOwn,
  name: string,
  what: string,
  check: (v: unknown) => v is T,
  expected: string,
): T {
  const v = own[name];
  if (check(v)) return v;
  const got = v === undefined ? 'nothing' : (JSON.stringify(v) ?? String(v)).slice(0, 40);
  throw new InvalidInputError(`${what}.${name} should be ${expected}, got ${got}`);
}

export const isWholeNumber = (v: unknown): v is number =>
  Number.isSafeInteger(v) && (v as number) >= 0;
export const isCellOrNull = (v: unknown): v is number | null => v === null || isWholeNumber(v);
export const isFlag = (v: unknown): v is boolean => typeof v === 'boolean';
