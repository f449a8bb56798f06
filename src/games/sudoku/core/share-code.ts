// Sudoku share codes: a puzzle as a short, URL-safe text that a player can send, paste or put
// in a link (`#play/sudoku/<code>`). A 9×9 puzzle with 25 givens takes 30 characters instead
// of 81. Layout (every character from SHARE_ALPHABET, see engine/share-text.ts):
//
//   'A'       version 1 (versions are letters, so a code never looks like a plain puzzle)
//   '4' '6' '9'  the size
//   bitmap    which cells are givens, 6 cells per character, row by row, zero-padded
//   digits    the givens' digits minus one, in reading order, as one base-`size` number
//   check     Luhn mod 64 over everything before it, so a typo is caught
//
// The decoder also takes a plain puzzle string (16, 36 or 81 characters of digits, '.' or '0'),
// and it checks everything the player needs to know before a game starts: it never throws, and
// every refusal is a sentence that says what is wrong and where.

import { type CodeProblem, CodeProblemError, codeProblem } from '../../../engine/code-problems';
import { InvalidInputError } from '../../../engine/game';
import {
  charsForRange,
  cleanShareInput,
  firstBadShareChar,
  hasValidCheckChar,
  readShareNumber,
  shareCharValue,
  shareCheckChar,
  writeShareNumber,
} from '../../../engine/share-text';
import { formatCells, parsePuzzle } from './codec';
import { isSudokuSize, type SudokuSize, shapeFor } from './geometry';
import { sudokuProblem } from './problems';
import { countSolutions } from './solver';

const SUDOKU_SHARE_VERSION = 'A';

export interface SudokuShare {
  readonly size: SudokuSize;
  /** Codec text, '.' for an empty cell. */
  readonly puzzle: string;
  /** The one solution, as codec text. */
  readonly solution: string;
}

type SudokuShareResult =
  | ({ readonly ok: true } & SudokuShare)
  | { readonly ok: false; readonly message: string; readonly problem: CodeProblem | null };

/** Characters of the givens bitmap at a size. */
function bitmapChars(size: SudokuSize): number {
  return Math.ceil((size * size) / 6);
}

/** Characters of the digits part for `givens` givens. */
function digitChars(size: SudokuSize, givens: number): number {
  return charsForRange(BigInt(size) ** BigInt(givens));
}

/**
 * The share code of a puzzle (codec text: digits, '.' or '0'). Throws InvalidInputError when
 * the text is not a puzzle of that size; it does not check that the solution is unique (the
 * decoder does).
 */
export function encodeSudokuShare(puzzle: string, size: SudokuSize): string {
  const { cells } = parsePuzzle(puzzle, size);
  let bitmap = '';
  for (let start = 0; start < cells.length; start += 6) {
    let value = 0;
    // The last chunk of 6 runs past the board's end: a cell that is not there counts as empty.
    for (let k = 0; k < 6; k++) {
      value = value * 2 + ((cells[start + k] ?? 0) !== 0 ? 1 : 0);
    }
    bitmap += writeShareNumber(BigInt(value), 1);
  }
  let digits = 0n;
  let givens = 0;
  for (const d of cells) {
    if (d === 0) continue;
    digits = digits * BigInt(size) + BigInt(d - 1);
    givens++;
  }
  const payload = `${SUDOKU_SHARE_VERSION}${size}${bitmap}${writeShareNumber(digits, digitChars(size, givens))}`;
  return payload + shareCheckChar(payload);
}

const fail = (message: string, problem: CodeProblem | null): SudokuShareResult => ({
  ok: false,
  message,
  problem,
});

/** A codec error as a refusal; anything else is a bug and propagates. */
function parseOrFail(
  text: string,
  size: SudokuSize | undefined,
): ReturnType<typeof parsePuzzle> | SudokuShareResult {
  try {
    return parsePuzzle(text, size);
  } catch (error) {
    if (error instanceof InvalidInputError)
      return fail(error.message, error instanceof CodeProblemError ? error.problem : null);
    throw error;
  }
}

/** Checks that the givens have exactly one solution and returns the decoded puzzle. */
function solved(size: SudokuSize, cells: Uint8Array): SudokuShareResult {
  const { count, solution } = countSolutions(shapeFor(size), cells, 2);
  if (count === 0 || solution === null) {
    return fail(
      'This puzzle has no solution: its givens contradict each other further on.',
      sudokuProblem('sudoku-no-solution', {}),
    );
  }
  if (count > 1) {
    return fail(
      'This puzzle has more than one solution, so logic alone cannot finish it: a given is missing.',
      sudokuProblem('sudoku-many-solutions', {}),
    );
  }
  return { ok: true, size, puzzle: formatCells(cells), solution: formatCells(solution) };
}

function decodePlain(text: string): SudokuShareResult {
  const parsed = parseOrFail(text, undefined);
  if ('ok' in parsed) return parsed;
  return solved(parsed.shape.size, parsed.cells);
}

function decodeCode(code: string): SudokuShareResult {
  const bad = firstBadShareChar(code);
  if (bad >= 0) {
    return fail(
      `Character ${bad + 1} of the code is "${code[bad]}"; a share code uses only A–Z, a–z, 0–9, - and _ ` +
        '(and a puzzle string only digits and .).',
      sudokuProblem('sudoku-bad-char', { at: bad + 1, char: code[bad] as string }),
    );
  }
  if (code[0] !== SUDOKU_SHARE_VERSION) {
    return fail(
      'This code may be from a newer version of Gridwise (update to open it), or it is not a ' +
        `Gridwise Sudoku code: it starts with "${code[0]}", and this version reads codes that ` +
        `start with "${SUDOKU_SHARE_VERSION}".`,
      sudokuProblem('sudoku-version', { first: code[0] as string, expected: SUDOKU_SHARE_VERSION }),
    );
  }
  const size = Number(code[1]);
  if (code.length < 2 || !isSudokuSize(size)) {
    return code.length < 2
      ? fail(
          'The code is too short: it ends after its first character.',
          sudokuProblem('sudoku-no-size', {}),
        )
      : fail(
          `Character 2 of the code is "${code[1]}"; it gives the grid size, which must be 4, 6 or 9.`,
          sudokuProblem('sudoku-size', { char: code[1] as string }),
        );
  }
  const cellCount = size * size;
  const bitmapEnd = 2 + bitmapChars(size);
  if (code.length < bitmapEnd + 1) {
    return fail(
      `The code is too short: a ${size}×${size} code has at least ${bitmapEnd + 1} characters; ` +
        `this one has ${code.length}.`,
      sudokuProblem('sudoku-too-short', { size, min: bitmapEnd + 1, length: code.length }),
    );
  }
  const cells = new Uint8Array(cellCount);
  let givens = 0;
  for (let i = 2; i < bitmapEnd; i++) {
    const bits = shareCharValue(code[i] as string);
    for (let k = 0; k < 6; k++) {
      if (((bits >> (5 - k)) & 1) === 0) continue;
      const cell = (i - 2) * 6 + k;
      if (cell >= cellCount) {
        return fail(
          `The code has a typo: character ${i + 1} marks a given beyond the last cell of a ${size}×${size} grid.`,
          sudokuProblem('sudoku-given-beyond', { at: i + 1, size }),
        );
      }
      cells[cell] = 1;
      givens++;
    }
  }
  const expected = bitmapEnd + digitChars(size, givens) + 1;
  if (code.length !== expected) {
    return fail(
      `The code has ${code.length} characters, but a ${size}×${size} code with these ${givens} givens ` +
        `has ${expected}: a character is missing or extra, or one was mistyped.`,
      sudokuProblem('sudoku-length', { length: code.length, size, givens, expected }),
    );
  }
  if (!hasValidCheckChar(code)) {
    return fail(
      'The code has a typo: its last character, a check on the others, does not match them. ' +
        'Compare it with the original, character by character.',
      codeProblem('code-typo', {}),
    );
  }
  let digits = readShareNumber(code.slice(bitmapEnd, -1));
  if (digits >= BigInt(size) ** BigInt(givens)) {
    return fail(
      'The code is damaged: its digits part is larger than its givens allow.',
      sudokuProblem('sudoku-digits-damaged', {}),
    );
  }
  for (let cell = cellCount - 1; cell >= 0; cell--) {
    if (cells[cell] === 0) continue;
    cells[cell] = Number(digits % BigInt(size)) + 1;
    digits /= BigInt(size);
  }
  // The codec names clashing givens (two equal digits in a house) exactly as for plain text.
  const parsed = parseOrFail(formatCells(cells), size);
  if ('ok' in parsed) return parsed;
  return solved(size, parsed.cells);
}

/**
 * Reads a share code or a plain puzzle string (16, 36 or 81 characters: digits, '.' or '0').
 * White space anywhere and percent-escapes are ignored. Never throws: the result is the puzzle
 * with its one solution, or a message saying what is wrong and where (a character position or
 * a cell name like r3c5).
 */
/**
 * True when `text` is shaped like a Sudoku code (version, then a size) or a plain puzzle
 * string (digits and dots, at most two other characters in a grid's worth), broken or not.
 */
export function looksLikeSudokuShare(text: string): boolean {
  const clean = cleanShareInput(String(text));
  // A pasted grid with a stray letter or two is still a grid: its reader names the character.
  const gridLike = clean.replace(/[^0-9.]/g, '').length;
  if (clean.length > 0 && gridLike >= Math.max(clean.length - 2, 1) && gridLike >= 14) return true;
  if (/^[0-9.]+$/.test(clean)) return true;
  return clean[0] === SUDOKU_SHARE_VERSION && '469'.includes(clean[1] ?? '-');
}

export function decodeSudokuShare(text: string): SudokuShareResult {
  const clean = cleanShareInput(String(text));
  if (clean === '') {
    return fail(
      'There is nothing to read: paste a share code, or a puzzle of 16, 36 or 81 characters.',
      sudokuProblem('sudoku-empty', {}),
    );
  }
  // Codes start with a letter and never hold '.', so anything else is meant as a puzzle string.
  const first = clean[0] as string;
  const plain = clean.includes('.') || (first >= '0' && first <= '9');
  return plain ? decodePlain(clean) : decodeCode(clean);
}
