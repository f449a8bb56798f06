// Chains that combine several lines of reasoning, with Sudoku Explainer's bases:
//   Nishio 7.5                              one digit, dynamic: an assumption about it ends
//                                           in a contradiction;
//   Cell / Region Forcing Chains 8.0        every candidate of a cell, or every place of a
//                                           digit in a house, implies the same thing;
//   Dynamic Forcing Chains 8.5              the same with dynamic links, plus contradictions
//                                           and "on and off both imply" (double) chains;
//   Dynamic Forcing Chains (+) 9.0          dynamic chains that may also use locked
//                                           candidates and pairs on the way.
// Ratings grow with the number of nodes the conclusion rests on (the length penalty). Each
// finder returns its easiest conclusion, or any rated at or below `floor` (see static-chains).

import type { Board } from '../board';
import {
  ancestorCount,
  type Closure,
  type ClosureOptions,
  closure,
  closurePath,
} from '../chain-closure';
import {
  type ChainContext,
  cellOfNode,
  chainContext,
  chainNode,
  chainRating,
  digitOfNode,
  nodeOf,
} from '../chain-engine';
import type { ChainFamily, ContradictionExplanation, Explanation } from '../explanation';
import type { SolveStep, TechniqueId } from '../step';
import {
  beats,
  bounded,
  chainStep,
  DYNAMIC_FORCING_CHAIN,
  DYNAMIC_FORCING_CHAIN_PLUS,
  type FinderResult,
  isUseful,
  MULTIPLE_FORCING_CHAIN,
  NISHIO,
  TRIAL,
} from './chain-steps';

interface Conclusion {
  rating: number;
  complexity: number;
  build: () => SolveStep;
}

class ClosureCache {
  private readonly map = new Map<number, Closure>();
  readonly scratch: Int32Array;
  epoch = 0;
  constructor(
    readonly ctx: ChainContext,
    readonly opts: ClosureOptions,
  ) {
    this.scratch = new Int32Array(ctx.nodeCount);
  }
  get(node: number): Closure {
    let c = this.map.get(node);
    if (!c) {
      c = closure(this.ctx, [node], this.opts);
      this.map.set(node, c);
    }
    return c;
  }
  ancestors(c: Closure, node: number): number {
    return ancestorCount(c, node, this.scratch, ++this.epoch);
  }
}

function contradictionConclusion(
  cache: ClosureCache,
  start: number,
  base: number,
  technique: TechniqueId,
  name: string,
  family: ContradictionExplanation['family'],
): Conclusion | null {
  const c = cache.get(start);
  if (!c.contradiction) return null;
  const [on, off] = c.contradiction;
  const complexity = cache.ancestors(c, on) + cache.ancestors(c, off);
  const ctx = cache.ctx;
  return {
    rating: chainRating(base, complexity),
    complexity,
    build: () => {
      const conclusion = start ^ 1;
      return chainStep(
        ctx,
        technique,
        name,
        chainRating(base, complexity),
        conclusion,
        [closurePath(c, on), closurePath(c, off)],
        {
          kind: 'contradiction',
          family,
          assumption: chainNode(ctx, start),
          clash: { cell: cellOfNode(ctx, on), digit: digitOfNode(ctx, on) },
          conclusion: chainNode(ctx, conclusion),
        },
      );
    },
  };
}

/** Conclusions shared by every branch (closures of mutually exclusive, exhaustive starts). */
function sharedConclusions(
  cache: ClosureCache,
  branches: readonly number[],
  base: number,
  describe: (
    ctx: ChainContext,
    conclusion: number,
  ) => {
    technique: TechniqueId;
    name: string;
    explanation: Explanation;
  },
  keep: (c: Conclusion) => void,
): void {
  const ctx = cache.ctx;
  const closures = branches.map((b) => cache.get(b));
  const first = closures[0] as Closure;
  for (let i = 0; i < first.size; i++) {
    const node = first.order[i] ?? 0;
    if (!closures.every((c) => c.reached[node] === 1)) continue;
    if (!isUseful(ctx.board, ctx, node)) continue;
    let complexity = 0;
    for (const c of closures) complexity += cache.ancestors(c, node);
    const rating = chainRating(base, complexity);
    keep({
      rating,
      complexity,
      build: () => {
        const { technique, name, explanation } = describe(ctx, node);
        return chainStep(
          ctx,
          technique,
          name,
          rating,
          node,
          closures.map((c) => closurePath(c, node)),
          explanation,
        );
      },
    });
  }
}

interface MultiOptions {
  base: number;
  dynamic: boolean;
  yLinks: boolean;
  plus: boolean;
  contradictions: boolean;
  /** Cells and regions with this many options or more start cell and region chains. */
  minOptions: number;
  /** Cell and region chains at all (Nishio has only contradictions). */
  multiple: boolean;
  /** "Assume on" and "assume off" both imply the same (dynamic chains only). */
  double: boolean;
  names: { contradiction: string; cell: string; region: string; double: string };
  ids: { contradiction: TechniqueId; multiple: TechniqueId };
  /** The families the explanations name: of cell and region chains, of contradictions. */
  family: ChainFamily;
  contradictionFamily: ContradictionExplanation['family'];
}

function searchMultiple(board: Board, o: MultiOptions, floor: number): SolveStep | null {
  const ctx = chainContext(board);
  const cache = new ClosureCache(ctx, { dynamic: o.dynamic, yLinks: o.yLinks, plus: o.plus });
  const { cand, values, shape } = board;
  const { size } = shape;
  let best: Conclusion | null = null;
  let done = false;
  const keep = (c: Conclusion): void => {
    if (!beats(c.rating, c.complexity, best)) return;
    best = c;
    if (c.rating <= floor) done = true;
  };
  for (let cell = 0; cell < ctx.cells && !done; cell++) {
    if (values[cell] !== 0) continue;
    const mask = cand[cell] ?? 0;
    const digits: number[] = [];
    for (let d = 1; d <= size; d++) if (mask & (1 << d)) digits.push(d);
    if (digits.length < 2) continue;
    for (const d of digits) {
      if (done) break;
      const on = nodeOf(ctx, cell, d, true);
      if (o.contradictions) {
        for (const start of [on, on ^ 1]) {
          const c = contradictionConclusion(
            cache,
            start,
            o.base,
            o.ids.contradiction,
            o.names.contradiction,
            o.contradictionFamily,
          );
          if (c) keep(c);
        }
      }
      if (o.double && digits.length >= 3) {
        sharedConclusions(
          cache,
          [on, on ^ 1],
          o.base,
          (cx, n) => ({
            technique: o.ids.multiple,
            name: o.names.double,
            explanation: {
              kind: 'double-forcing',
              plus: o.plus,
              cell,
              digit: d,
              conclusion: chainNode(cx, n),
            },
          }),
          keep,
        );
      }
    }
    if (o.multiple && digits.length >= o.minOptions && !done) {
      sharedConclusions(
        cache,
        digits.map((d) => nodeOf(ctx, cell, d, true)),
        o.base,
        (cx, n) => ({
          technique: o.dynamic ? o.ids.multiple : 'cell-forcing-chain',
          name: o.names.cell,
          explanation: {
            kind: 'cell-forcing',
            family: o.family,
            cell,
            digits,
            conclusion: chainNode(cx, n),
          },
        }),
        keep,
      );
    }
  }
  if (o.multiple) {
    for (let house = 0; house < shape.houses.length && !done; house++) {
      for (let d = 1; d <= size && !done; d++) {
        const places = Array.from(shape.houses[house] as Int16Array).filter(
          (c) => ((cand[c] ?? 0) & (1 << d)) !== 0,
        );
        if (places.length < o.minOptions) continue;
        sharedConclusions(
          cache,
          places.map((c) => nodeOf(ctx, c, d, true)),
          o.base,
          (cx, n) => ({
            technique: o.dynamic ? o.ids.multiple : 'region-forcing-chain',
            name: o.names.region,
            explanation: {
              kind: 'region-forcing',
              family: o.family,
              house,
              digit: d,
              cells: places,
              conclusion: chainNode(cx, n),
            },
          }),
          keep,
        );
      }
    }
  }
  return (best as Conclusion | null)?.build() ?? null;
}

export function findNishio(board: Board, limit: number, floor = 0): FinderResult {
  return bounded(limit, MULTIPLE_FORCING_CHAIN, () => {
    const step = searchMultiple(
      board,
      {
        base: NISHIO,
        dynamic: true,
        yLinks: false,
        plus: false,
        contradictions: true,
        minOptions: 99,
        multiple: false,
        double: false,
        names: {
          contradiction: 'Nishio Forcing Chain',
          cell: '',
          region: '',
          double: '',
        },
        ids: { contradiction: 'nishio', multiple: 'nishio' },
        family: 'dynamic',
        contradictionFamily: 'nishio',
      },
      floor,
    );
    return step;
  });
}

export function findMultipleForcingChain(board: Board, limit: number, floor = 0): FinderResult {
  return bounded(limit, DYNAMIC_FORCING_CHAIN, () =>
    searchMultiple(
      board,
      {
        base: MULTIPLE_FORCING_CHAIN,
        dynamic: false,
        yLinks: true,
        plus: false,
        contradictions: false,
        // Two-option cells and houses reduce to plain forcing chains, found earlier.
        minOptions: 3,
        multiple: true,
        double: false,
        names: {
          contradiction: '',
          cell: 'Cell Forcing Chains',
          region: 'Region Forcing Chains',
          double: '',
        },
        ids: { contradiction: 'cell-forcing-chain', multiple: 'cell-forcing-chain' },
        family: 'static',
        contradictionFamily: 'dynamic',
      },
      floor,
    ),
  );
}

export function findDynamicForcingChain(
  board: Board,
  limit: number,
  plus: boolean,
  floor = 0,
): FinderResult {
  const base = plus ? DYNAMIC_FORCING_CHAIN_PLUS : DYNAMIC_FORCING_CHAIN;
  const id: TechniqueId = plus ? 'dynamic-forcing-chain-plus' : 'dynamic-forcing-chain';
  const suffix = plus ? ' (+)' : '';
  return bounded(limit, plus ? TRIAL : DYNAMIC_FORCING_CHAIN_PLUS, () =>
    searchMultiple(
      board,
      {
        base,
        dynamic: true,
        yLinks: true,
        plus,
        contradictions: true,
        minOptions: 2,
        multiple: true,
        double: true,
        names: {
          contradiction: `Dynamic Contradiction Forcing Chains${suffix}`,
          cell: `Dynamic Cell Forcing Chains${suffix}`,
          region: `Dynamic Region Forcing Chains${suffix}`,
          double: `Dynamic Double Forcing Chains${suffix}`,
        },
        ids: { contradiction: id, multiple: id },
        family: plus ? 'dynamic-plus' : 'dynamic',
        contradictionFamily: plus ? 'dynamic-plus' : 'dynamic',
      },
      floor,
    ),
  );
}
