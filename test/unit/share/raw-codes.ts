// Share codes written straight from their documented layouts (src/games/*/core/share-code.ts),
// independent of the encoders, so tests can build codes the encoders refuse to make.

import { SHARE_ALPHABET, shareCheckChar, writeShareNumber } from '../../../src/engine/share-text';

export const withCheck = (payload: string): string => payload + shareCheckChar(payload);

/**
 * A Sudoku code written straight from the documented layout, independent of the encoder, so
 * tests can build codes the encoder refuses to make (clashing givens, overflowing digits).
 */
export function rawSudokuCode(
  size: number,
  cells: readonly number[],
  digitsOverride?: bigint,
): string {
  let bitmap = '';
  for (let i = 0; i < Math.ceil(cells.length / 6) * 6; i += 6) {
    let v = 0;
    for (let k = 0; k < 6; k++) v = v * 2 + ((cells[i + k] ?? 0) > 0 ? 1 : 0);
    bitmap += SHARE_ALPHABET[v];
  }
  const givens = cells.filter((d) => d > 0);
  let value = 0n;
  for (const d of givens) value = value * BigInt(size) + BigInt(d - 1);
  const range = BigInt(size) ** BigInt(givens.length);
  let chars = 0;
  while (64n ** BigInt(chars) < range) chars++;
  return withCheck(`A${size}${bitmap}${writeShareNumber(digitsOverride ?? value, chars)}`);
}

/** A Link code from the documented layout, for boards the encoder would not produce. */
export function rawLinkCode(
  levelChar: string,
  rows: number,
  cols: number,
  kinds: number,
  cells: readonly number[],
  valueOverride?: bigint,
): string {
  let value = 0n;
  for (const k of cells) value = value * BigInt(kinds + 1) + BigInt(k);
  let chars = 0;
  while (64n ** BigInt(chars) < BigInt(kinds + 1) ** BigInt(rows * cols)) chars++;
  const header = `A${levelChar}${SHARE_ALPHABET[rows]}${SHARE_ALPHABET[cols]}${SHARE_ALPHABET[kinds]}`;
  return withCheck(header + writeShareNumber(valueOverride ?? value, chars));
}
