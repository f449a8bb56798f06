// journey: power-ups, earned by play and never bought — the Onet family's four staples, kept in
// the journey's progress and spent on a stage. Pure: the rules of earning and spending, and the
// two power-ups that act on the board (the freeze's stopped time, the bomb's pair).
//
// Earning (each at most POWER_UP_CAP held of a kind):
// - a combo that reaches ×4 earns a hint, ×6 a shuffle, ×8 a freeze (one combo can earn all three);
// - a stage's first three-star clear earns a bomb (clearing it with three stars again earns none).
// Earning is read from the stage's play (each match's combo step), never counted alongside, and a
// stage's play only earns what its best line so far reached: an undo and the same matches again
// earn nothing twice.
//
// Spending: a hint shows a pair without a hint's cost (the combo runs on, the game is not marked
// helped); a freeze stands the countdown still for FREEZE_MS; a bomb removes a pair that keeps the
// board clearable (the solver's first move, hint.ts); a shuffle reshuffles without using the
// stage's reshuffles (game.ts's free-reshuffle move).

import type { LinkBoard, LinkCell } from './board';
import type { LinkGravity } from './gravity';
import { findHint } from './hint';

export const POWER_UPS = ['hint', 'freeze', 'bomb', 'shuffle'] as const;
export type PowerUp = (typeof POWER_UPS)[number];
export type PowerUpCounts = Readonly<Record<PowerUp, number>>;

/** The most of one kind a player holds: more earned past it are not kept. */
export const POWER_UP_CAP = 5;
/** How long a freeze stands the countdown still. */
export const FREEZE_MS = 10_000;
/** The combo steps that earn, and what each earns. */
export const COMBO_EARNINGS: readonly { step: number; kind: PowerUp }[] = [
  { step: 4, kind: 'hint' },
  { step: 6, kind: 'shuffle' },
  { step: 8, kind: 'freeze' },
];

export function isPowerUp(value: unknown): value is PowerUp {
  return typeof value === 'string' && (POWER_UPS as readonly string[]).includes(value);
}

export function noPowerUps(): PowerUpCounts {
  return { hint: 0, freeze: 0, bomb: 0, shuffle: 0 };
}

function mapCounts(f: (kind: PowerUp) => number): PowerUpCounts {
  return { hint: f('hint'), freeze: f('freeze'), bomb: f('bomb'), shuffle: f('shuffle') };
}

/** A stored count read for play: unknown kinds dropped, each a whole number in 0..cap. */
export function readPowerUps(raw: Readonly<Record<string, number>> | undefined): PowerUpCounts {
  return mapCounts((kind) => {
    const n = raw?.[kind];
    return typeof n === 'number' && Number.isFinite(n)
      ? Math.min(POWER_UP_CAP, Math.max(0, Math.floor(n)))
      : 0;
  });
}

/** What the combo steps of a stage's play (one per match, tally's order) have earned. */
export function earnedByCombos(steps: readonly number[]): PowerUpCounts {
  return mapCounts((kind) => {
    const at = COMBO_EARNINGS.filter((e) => e.kind === kind).map((e) => e.step);
    return steps.filter((step) => at.includes(step)).length;
  });
}

/** What a clear earns: a bomb for a stage's first three stars (`before`: its best, 0 if none). */
export function earnedByClear(stars: number, before: number): PowerUpCounts {
  return { ...noPowerUps(), bomb: stars === 3 && before < 3 ? 1 : 0 };
}

/** What `now` earned beyond `before` (the best line so far), never below 0. */
export function newlyEarned(before: PowerUpCounts, now: PowerUpCounts): PowerUpCounts {
  return mapCounts((kind) => Math.max(0, now[kind] - before[kind]));
}

/** The larger of each count (a best line's earnings, or two copies of progress merged). */
export function mostOf(a: PowerUpCounts, b: PowerUpCounts): PowerUpCounts {
  return mapCounts((kind) => Math.max(a[kind], b[kind]));
}

/** `earned` added to what is held, each kind up to the cap. */
export function addEarned(held: PowerUpCounts, earned: PowerUpCounts): PowerUpCounts {
  return mapCounts((kind) => Math.min(POWER_UP_CAP, held[kind] + Math.max(0, earned[kind])));
}

/** One of `kind` spent, or null when none is held (a count never goes below 0). */
export function spendOne(held: PowerUpCounts, kind: PowerUp): PowerUpCounts | null {
  if (held[kind] <= 0) return null;
  return { ...held, [kind]: held[kind] - 1 };
}

/**
 * How long the countdown has stood still by `elapsedMs`: the union of each freeze's FREEZE_MS
 * from when it was used (a freeze used during another adds on where that one ends, not twice).
 */
export function frozenMs(freezes: readonly number[], elapsedMs: number): number {
  let total = 0;
  let until = Number.NEGATIVE_INFINITY;
  for (const at of [...freezes].sort((a, b) => a - b)) {
    const start = Math.max(at, until);
    until = Math.max(until, at) + FREEZE_MS;
    total += Math.max(0, Math.min(until, elapsedMs) - start);
    if (start >= elapsedMs) break;
  }
  return total;
}

/** How much of the freezes still runs at `elapsedMs` (0: the countdown is running). */
export function freezeLeftMs(freezes: readonly number[], elapsedMs: number): number {
  let until = Number.NEGATIVE_INFINITY;
  for (const at of [...freezes].sort((a, b) => a - b)) {
    if (at > elapsedMs) break;
    until = Math.max(until, at) + FREEZE_MS;
  }
  return Math.max(0, until - elapsedMs);
}

/**
 * The pair a bomb removes: the solver's first move, so the board stays clearable; null when no
 * pair is proven to keep it so (nothing joins, the board is beyond saving, or the budget ran out:
 * a shuffle is the help then).
 */
export function bombPair(
  board: LinkBoard,
  gravity: LinkGravity,
  maxNodes: number,
): readonly [LinkCell, LinkCell] | null {
  const found = findHint(board, gravity, { maxNodes });
  return found && found.keepsSolvable === 'yes' ? [found.a, found.b] : null;
}
