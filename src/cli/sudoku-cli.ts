// `npm run -s cli -- sudoku <command>`: Sudoku puzzles as text, one per line.
//   solve     prints the solution of each puzzle (no solution or several: an error)
//   count     prints 0, 1 or 2 (2 meaning "two or more") solutions
//   rate      prints "<score>\t<level>\t<hardest technique>", e.g. "4.2\texpert\tXY-Wing"
//   hint      prints the first logical step: "<technique>\t<cells>\t<deduction>\t<explanation>"
//   generate  --size 4|6|9 --level L [--count N] --seed S [--symmetry none|rotational|mirror]
//             prints N lines "<puzzle>\t<level>\t<score>", the i-th (0-based) from seed S + i
// Input (all but generate): one puzzle per line on stdin, 16, 36 or 81 characters, '.' or '0'
// for an empty cell; blank lines and lines starting with '#' are skipped, and anything after
// the first white space on a line is ignored, so rated lists ("<puzzle> <rating>") and
// generate's own output can be piped back in. A bad line gets no stdout line: it is reported
// on stderr as "line N: <reason>", the other lines are still processed, and the exit code is 1.

import { InvalidInputError } from '../engine/game';
import { cellName, formatCells, type ParsedPuzzle, parsePuzzle } from '../games/sudoku/core/codec';
import { newSudokuState } from '../games/sudoku/core/game';
import { generateSudoku, isSudokuLevel, SUDOKU_LEVELS } from '../games/sudoku/core/generator';
import { isSudokuSize } from '../games/sudoku/core/geometry';
import { gradesFor, hint, rateSudoku } from '../games/sudoku/core/grader/index';
import { englishHints } from '../games/sudoku/core/hint-text/en';
import { countSolutions } from '../games/sudoku/core/solver';
import { CLUE_SYMMETRIES, isClueSymmetry } from '../games/sudoku/core/symmetry';
import { type CliCommand, type CliIo, intOption, parseOptions, UsageError } from './io';

const MAX_COUNT = 100_000;
const MAX_SEED = 2 ** 31 - 1;

/** A puzzle of the input and its 1-based line number. */
interface PuzzleLine {
  line: number;
  text: string;
}

/** The puzzle lines of `input`: comments and blank lines dropped, first word of each kept. */
export function puzzleInputLines(input: string): PuzzleLine[] {
  const out: PuzzleLine[] = [];
  input.split('\n').forEach((raw, index) => {
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    out.push({ line: index + 1, text: trimmed.split(/\s/, 1)[0] as string });
  });
  return out;
}

/**
 * Runs `answer` on every puzzle of stdin and prints its line. InvalidInputError (from parsing
 * or from `answer`) reports the line on stderr instead; anything else is a bug and propagates.
 */
async function eachPuzzle(
  io: CliIo,
  answer: (parsed: ParsedPuzzle, text: string) => string,
): Promise<number> {
  let bad = 0;
  for (const { line, text } of puzzleInputLines(await io.readInput())) {
    try {
      io.out(answer(parsePuzzle(text), text));
    } catch (error) {
      if (!(error instanceof InvalidInputError)) throw error;
      io.err(`line ${line}: ${error.message}`);
      bad++;
    }
  }
  return bad > 0 ? 1 : 0;
}

/** A command that reads puzzles and takes no options. */
function perPuzzle(answer: (parsed: ParsedPuzzle, text: string) => string): CliCommand {
  return async (args, io) => {
    parseOptions(args, {});
    return eachPuzzle(io, answer);
  };
}

const solve = perPuzzle(({ shape, cells }) => {
  const { count, solution } = countSolutions(shape, cells, 2);
  if (count === 0 || solution === null) throw new InvalidInputError('The puzzle has no solution.');
  if (count > 1) throw new InvalidInputError('The puzzle has more than one solution.');
  return formatCells(solution);
});

const count = perPuzzle(({ shape, cells }) => String(countSolutions(shape, cells, 2).count));

const rate = perPuzzle(({ shape, cells }) => {
  const rating = rateSudoku(shape, cells);
  return [rating.score.toFixed(1), rating.level, rating.hardest?.name ?? '-'].join('\t');
});

const hintCommand = perPuzzle((_parsed, text) => {
  const state = newSudokuState(text);
  const found = hint(state);
  if (found.kind === 'invalid-puzzle') {
    throw new InvalidInputError(englishHints.stage(found, state.shape).text);
  }
  if (found.kind !== 'step') return found.kind;
  const { step } = found;
  const name = (cell: number): string => cellName(state.shape, cell);
  const deduction = [
    ...step.placements.map(({ cell, digit }) => `${name(cell)}=${digit}`),
    ...step.eliminations.map(({ cell, digit }) => `${name(cell)}<>${digit}`),
  ].join(' ');
  const explanation = englishHints.deduction(step.explanation, state.shape);
  return [step.name, step.cells.map(name).join(' '), deduction, explanation].join('\t');
});

const generate: CliCommand = async (args, io) => {
  const options = parseOptions(args, {
    size: 'value',
    level: 'value',
    count: 'value',
    seed: 'value',
    symmetry: 'value',
  });
  const size = intOption(options, 'size', 9, 4, 9);
  if (!isSudokuSize(size)) throw new UsageError(`--size must be 4, 6 or 9, got ${size}`);
  const level = options.get('level') ?? 'medium';
  if (!isSudokuLevel(level))
    throw new UsageError(`--level must be one of ${SUDOKU_LEVELS.join(', ')}, got "${level}"`);
  if (!gradesFor(size).includes(level)) {
    throw new UsageError(
      `--level ${level} does not occur at ${size}×${size}; use ${gradesFor(size).join(', ')}`,
    );
  }
  const symmetry = options.get('symmetry') ?? 'none';
  if (!isClueSymmetry(symmetry))
    throw new UsageError(
      `--symmetry must be one of ${CLUE_SYMMETRIES.join(', ')}, got "${symmetry}"`,
    );
  if (!options.has('seed')) throw new UsageError('--seed is required');
  const n = intOption(options, 'count', 1, 1, MAX_COUNT);
  const seed = intOption(options, 'seed', 0, 0, MAX_SEED);
  for (let i = 0; i < n; i++) {
    const g = generateSudoku({ size, level, seed: seed + i, symmetry });
    io.out([g.puzzle, g.level, g.rating.toFixed(1)].join('\t'));
    // Rare at some sizes and patterns; the line still says the level the puzzle really has.
    if (g.level !== level)
      io.err(
        `seed ${seed + i}: no ${level} puzzle within the attempt budget; closest is ${g.level}`,
      );
  }
  return 0;
};

export const sudokuCommands: Record<string, CliCommand> = {
  solve,
  count,
  rate,
  hint: hintCommand,
  generate,
};
