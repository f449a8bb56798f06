// Makes Link boards reproducibly from (LINK_GENERATOR_VERSION, rows, cols, kinds, gravity,
// seed): every kind appears exactly four times, and the board can be cleared by construction
// (deal.ts plays an anonymous game and hands out kinds in its removal order). The solver then
// checks each candidate independently; see generateLink for what happens when it cannot.
// Bump LINK_GENERATOR_VERSION whenever a change would alter the output for some seed.
//
// Presets (rows × columns, portrait, because the game is phone-first; a desktop shows the same
// boards, only larger):
// - small  8 × 5, 10 kinds: a two-minute game; 5 columns leave big tiles on a phone.
// - medium 12 × 7, 21 kinds.
// - large  16 × 9, 36 kinds: the 144 tiles of classic Onet and Shisen-Sho, where 36 kinds is
//   the traditional count; 9 + 2 ring columns still give ~34 px tiles on a 390 px wide phone.
// Preset boards are full: the ring is the only free space at the start, as in Onet. So with
// four of each kind, kinds = cells / 4. Fewer kinds (leaving holes) would make early moves
// trivial; more would break "four of each". Other sizes may leave holes (4·kinds < cells):
// holes are scattered at random, then packed toward the gravity side on gravity levels so the
// board starts settled.
//
// How hard are they? deal.ts prefers pairs that the player could not see at the start, so a
// generated board offers about as many first moves as a random deal of the same tiles
// (16×9: a median of 9 joinable pairs against 11; adjacent equal tiles 5 against 6), instead of
// the 34 that a plain random peel leaves. `npm run bench` shows how often greedy play fails.

import { InvalidInputError } from '../../../engine/game';
import { createRng, type Rng } from '../../../engine/rng';
import { type LinkBoard, type LinkPair, MAX_LINK_KINDS, MAX_LINK_SIDE } from './board';
import { dealClearable } from './deal';
import { type LinkGravity, settleAll } from './gravity';
import { cellOfPadded, innerIndices, padCells, paddedShape, unpadCells } from './padded';
import { LINK_SIZES, type LinkSize, type LinkSizeName } from './sizes';
import { type LinkSolveResult, solveLink } from './solver';

export {
  isLinkSizeName,
  LINK_SIZE_NAMES,
  LINK_SIZES,
  type LinkSize,
  type LinkSizeName,
} from './sizes';

export const LINK_GENERATOR_VERSION = 1;

interface LinkGenerateOptions {
  /** A preset; rows, cols and kinds, when given, override it. */
  size?: LinkSizeName;
  rows?: number;
  cols?: number;
  kinds?: number;
  gravity?: LinkGravity;
  seed: string | number;
  /** Check the board with the solver (default true), with this node budget
   *  (default GENERATOR_CHECK_NODES). */
  verify?: boolean;
  maxNodes?: number;
}

export interface GeneratedLink {
  readonly board: LinkBoard;
  readonly gravity: LinkGravity;
  readonly seed: string;
  /** The construction's own clearing sequence. */
  readonly witness: LinkPair[];
  /** The independent solver's verdict on the board; absent when verify was false. */
  readonly check?: LinkSolveResult;
  /** Candidates dealt to get this board (1 unless the solver could not confirm earlier ones). */
  readonly attempts: number;
}

function resolveSize(options: LinkGenerateOptions): LinkSize {
  const preset = LINK_SIZES[options.size ?? 'small'];
  const rows = options.rows ?? preset.rows;
  const cols = options.cols ?? preset.cols;
  const kinds = options.kinds ?? preset.kinds;
  const whole = (n: number, lo: number, hi: number): boolean =>
    Number.isInteger(n) && n >= lo && n <= hi;
  if (!whole(rows, 1, MAX_LINK_SIDE) || !whole(cols, 1, MAX_LINK_SIDE)) {
    throw new InvalidInputError(
      `A board is 1–${MAX_LINK_SIDE} rows by 1–${MAX_LINK_SIDE} columns; got ${rows}×${cols}.`,
    );
  }
  if (!whole(kinds, 1, MAX_LINK_KINDS)) {
    throw new InvalidInputError(`Kinds must be 1–${MAX_LINK_KINDS}; got ${kinds}.`);
  }
  if (kinds * 4 > rows * cols) {
    throw new InvalidInputError(
      `${kinds} kinds need ${kinds * 4} cells (four tiles each), but ${rows}×${cols} has ${rows * cols}.`,
    );
  }
  return { rows, cols, kinds };
}

/** Node budget of the solver's check of each candidate board. */
export const GENERATOR_CHECK_NODES = 20_000;
/** Candidates tried (each from a seed derived from the requested one) before settling. */
export const GENERATOR_ATTEMPTS = 16;

/**
 * A board for (size, kinds, gravity, seed). Candidates come from dealClearable; the first one
 * the solver clears within GENERATOR_CHECK_NODES is returned. A candidate the solver cannot
 * confirm is not wrong (it clears by construction), but it is one where few move orders
 * succeed (measured: random play clears such a 16×9 falling board about 1 time in 300), which
 * makes a frustrating game and slow hints, so the next candidate is tried instead. On 16×9
 * with vertical gravity that happens to a few percent of candidates; elsewhere almost never.
 */
export function generateLink(options: LinkGenerateOptions): GeneratedLink {
  const { rows, cols, kinds } = resolveSize(options);
  const gravity = options.gravity ?? 'none';
  const seed = String(options.seed);
  let fallback: GeneratedLink | null = null;
  for (let attempt = 0; attempt < GENERATOR_ATTEMPTS; attempt++) {
    const rng = createRng(
      `link/${LINK_GENERATOR_VERSION}/${rows}x${cols}/${kinds}/${gravity}/${seed}/${attempt}`,
    );
    const { board, witness } = dealBoard(rows, cols, kinds, gravity, rng);
    if (options.verify === false) return { board, gravity, seed, witness, attempts: 1 };
    const check = solveLink(board, gravity, {
      maxNodes: options.maxNodes ?? GENERATOR_CHECK_NODES,
    });
    // The deal is clearable by construction, so "unsolvable" can only mean a bug somewhere.
    if (check.status === 'unsolvable') {
      throw new Error(`generateLink: seed ${seed} produced a board the solver calls unsolvable`);
    }
    const generated = { board, gravity, seed, witness, check, attempts: attempt + 1 };
    if (check.status === 'solved') return generated;
    fallback ??= generated;
  }
  // None confirmed: the first candidate is still clearable by construction (see its witness).
  return { ...(fallback as GeneratedLink), attempts: GENERATOR_ATTEMPTS };
}

function dealBoard(
  rows: number,
  cols: number,
  kinds: number,
  gravity: LinkGravity,
  rng: Rng,
): { board: LinkBoard; witness: LinkPair[] } {
  const shape = paddedShape(rows, cols);
  const inner = innerIndices(shape);
  const occupied = padCells({ rows, cols, kinds, cells: new Uint8Array(rows * cols).fill(1) });
  const holes = rows * cols - kinds * 4;
  if (holes > 0) {
    for (const i of rng.shuffle(Array.from(inner)).slice(0, holes)) occupied[i] = 0;
    if (gravity !== 'none') settleAll(occupied, shape, gravity);
  }
  const pairKinds: number[] = [];
  for (let k = 1; k <= kinds; k++) pairKinds.push(k, k);
  rng.shuffle(pairKinds);
  const deal = dealClearable(shape, occupied, inner, pairKinds, gravity, rng);
  const witness: LinkPair[] = [];
  for (let i = 0; i < deal.witness.length; i += 2) {
    witness.push([
      cellOfPadded(shape, deal.witness[i] ?? 0),
      cellOfPadded(shape, deal.witness[i + 1] ?? 0),
    ]);
  }
  return { board: { rows, cols, kinds, cells: unpadCells(shape, deal.grid) }, witness };
}
