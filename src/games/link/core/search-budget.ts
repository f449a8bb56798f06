// What the solvers share: a node budget (deterministic, unlike a clock, so "unknown" is
// reproducible on any machine) and 53-bit Zobrist-style keys for the memo of dead positions.

/** Default node budget of solveLink; generated boards need a few hundred nodes at most. */
export const DEFAULT_LINK_NODE_BUDGET = 50_000;

/** Thrown inside a search when the budget runs out; never escapes the solver. */
export class BudgetExhausted extends Error {}

export class NodeBudget {
  nodes = 0;
  constructor(readonly maxNodes: number) {}

  /** Counts one search node; throws BudgetExhausted past the limit. */
  spend(): void {
    if (++this.nodes > this.maxNodes) throw new BudgetExhausted();
  }
}

/** A 32-bit avalanche mix (lowbias32), so XOR-ing many of them gives a well-spread key. */
function mix(x: number): number {
  let h = x | 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Accumulates an order-independent 53-bit key from (place, value) facts. */
export class PositionKey {
  private high = 0;
  private low = 0;

  reset(): void {
    this.high = 0;
    this.low = 0;
  }

  add(place: number, value: number): void {
    const fact = place * 8192 + value;
    this.high ^= mix(fact ^ 0x2545f491);
    this.low ^= mix(fact + 0x632be5ab);
  }

  get value(): number {
    return (this.high & 0x1fffff) * 4294967296 + this.low;
  }
}
