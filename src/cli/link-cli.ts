// `npm run -s cli -- link <command>`: Link boards as text on stdin and stdout.
//   generate --rows R --cols C --kinds K | --size small|medium|large
//            [--gravity none|down|up|left|right] [--count N] --seed S
//       prints N boards, the i-th (0-based) from seed S + i, separated by one blank line
//   solve [--gravity …] [--budget NODES]
//       reads boards separated by blank lines; prints one line per board: the moves
//       `r1,c1-r2,c2 …` (0-based, in removal order), `unsolvable`, or `unknown` (budget spent)
// Lines starting with '#' are comments and are skipped. As in the Sudoku CLI, a bad board gets
// no stdout line: it is reported on stderr as "board N (line L): <reason>", the other boards
// are still solved, and the exit code is 1.

import { InvalidInputError } from '../engine/game';
import { formatLinkBoard, parseLinkBoard } from '../games/link/core/board';
import { generateLink, isLinkSizeName, LINK_SIZES } from '../games/link/core/generator';
import { isLinkGravity, LINK_GRAVITIES, type LinkGravity } from '../games/link/core/gravity';
import { DEFAULT_LINK_NODE_BUDGET, formatLinkMoves, solveLink } from '../games/link/core/solver';
import { type CliCommand, intOption, parseOptions, UsageError } from './io';

const MAX_COUNT = 100_000;
const MAX_SEED = 2 ** 31 - 1;

function gravityOption(options: Map<string, string>): LinkGravity {
  const raw = options.get('gravity') ?? 'none';
  if (!isLinkGravity(raw))
    throw new UsageError(`--gravity must be one of ${LINK_GRAVITIES.join(', ')}, got "${raw}"`);
  return raw;
}

/** A board of the input and the 1-based line it starts on. */
interface BoardText {
  text: string;
  line: number;
}

/** Splits input into boards at blank lines (a run of blank lines counts as one separator);
 *  comment lines ('#' first) are dropped. */
export function splitBoards(input: string): BoardText[] {
  const boards: BoardText[] = [];
  let current: string[] = [];
  let start = 0;
  const lines = input.split('\n');
  lines.forEach((raw, index) => {
    const line = raw.replace(/\r$/, '');
    if (line.trimStart().startsWith('#')) return;
    if (line.trim() === '') {
      if (current.length > 0) boards.push({ text: current.join('\n'), line: start + 1 });
      current = [];
      return;
    }
    if (current.length === 0) start = index;
    current.push(line);
  });
  if (current.length > 0) boards.push({ text: current.join('\n'), line: start + 1 });
  return boards;
}

const generate: CliCommand = async (args, io) => {
  const options = parseOptions(args, {
    rows: 'value',
    cols: 'value',
    kinds: 'value',
    size: 'value',
    gravity: 'value',
    count: 'value',
    seed: 'value',
  });
  const sizeName = options.get('size');
  if (sizeName !== undefined && !isLinkSizeName(sizeName))
    throw new UsageError(`--size must be small, medium or large, got "${sizeName}"`);
  const preset = sizeName === undefined ? undefined : LINK_SIZES[sizeName];
  for (const name of ['rows', 'cols', 'kinds'] as const) {
    if (preset === undefined && !options.has(name))
      throw new UsageError(`--${name} is required (or --size small|medium|large)`);
  }
  if (!options.has('seed')) throw new UsageError('--seed is required');
  const rows = intOption(options, 'rows', preset?.rows ?? 0, 1, 40);
  const cols = intOption(options, 'cols', preset?.cols ?? 0, 1, 40);
  const kinds = intOption(options, 'kinds', preset?.kinds ?? 0, 1, 62);
  if (kinds * 4 > rows * cols) {
    throw new UsageError(
      `--kinds ${kinds} needs ${kinds * 4} cells (four tiles each); ${rows}×${cols} has ${rows * cols}`,
    );
  }
  const gravity = gravityOption(options);
  const count = intOption(options, 'count', 1, 1, MAX_COUNT);
  const seed = intOption(options, 'seed', 0, 0, MAX_SEED);
  for (let i = 0; i < count; i++) {
    const { board } = generateLink({ rows, cols, kinds, gravity, seed: seed + i });
    if (i > 0) io.out('');
    io.out(formatLinkBoard(board));
  }
  return 0;
};

const solve: CliCommand = async (args, io) => {
  const options = parseOptions(args, { gravity: 'value', budget: 'value' });
  const gravity = gravityOption(options);
  const maxNodes = intOption(options, 'budget', DEFAULT_LINK_NODE_BUDGET, 1, 100_000_000);
  const boards = splitBoards(await io.readInput());
  if (boards.length === 0) {
    io.err('no board on stdin (R lines of C characters, boards separated by a blank line)');
    return 1;
  }
  let bad = 0;
  boards.forEach(({ text, line }, index) => {
    let board: ReturnType<typeof parseLinkBoard>;
    try {
      board = parseLinkBoard(text);
    } catch (error) {
      if (!(error instanceof InvalidInputError)) throw error;
      io.err(`board ${index + 1} (line ${line}): ${error.message}`);
      bad++;
      return;
    }
    const result = solveLink(board, gravity, { maxNodes });
    io.out(result.status === 'solved' ? formatLinkMoves(result.moves) : result.status);
  });
  return bad > 0 ? 1 : 0;
};

export const linkCommands: Record<string, CliCommand> = { generate, solve };
