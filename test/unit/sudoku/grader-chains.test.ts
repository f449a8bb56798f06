// The chain techniques and the other deductions that only show up in real puzzles, on grid
// states taken from the solver's own path through puzzles of the public SE-rated set and the
// forum's hardest list (the candidates are stored as they were at that step). Besides the
// exact deduction, each check is independent of the finder: the deduction must agree with the
// puzzle's solution, and every link of a static chain must hold on the grid as given.

import { describe, expect, it } from 'vitest';
import { parsePuzzle } from '../../../src/games/sudoku/core/codec';
import { shapeFor } from '../../../src/games/sudoku/core/geometry';
import type { Board } from '../../../src/games/sudoku/core/grader/board';
import { nextStep } from '../../../src/games/sudoku/core/grader/solve';
import type { ChainNode, SolveStep } from '../../../src/games/sudoku/core/grader/step';
import { solveUnique } from '../../../src/games/sudoku/core/solver';

interface Fixture {
  name: string;
  rating: number;
  puzzle: string;
  /** Digits on the grid at that step ('.' = empty). */
  values: string;
  /** Candidates of each empty cell, in cell order. */
  cands: string;
  placements: [number, number][];
  eliminations: [number, number][];
}

const FIXTURES: Fixture[] = [
  {
    name: 'BUG Type 2',
    rating: 5.7,
    puzzle: '7....58.1..2.84...6......9.12.3.8....8..5..7....4.1.82.6......8...14.3..2.78....5',
    values: '7....58.1.12.84...658713294126378..9.8..5.173573491682.615....889514.3..2.78...15',
    cands: '34 49 269 26 36 39 69 57 356 67 45 45 49 49 26 26 34 23 79 79 24 27 26 67 34 36 69 49',
    placements: [],
    eliminations: [
      [7, 6],
      [12, 6],
    ],
  },
  {
    name: 'X-Chain',
    rating: 5.5,
    puzzle: '2...5...6.1.....9.6..8.1..3..7.9.6.....7.3...9...8...21.......5.6.9.2.1...3.6.2..',
    values: '2..3591.631.627.9.6.9841.23..72946.1.267139..9.1586..2192478365.6.932.177.31652.9',
    cands: '478 48 478 458 458 48 57 57 58 358 358 458 58 48 34 47 347 458 458 48 48 48',
    placements: [],
    eliminations: [[7, 4]],
  },
  {
    name: 'Forcing Chain',
    rating: 7.1,
    puzzle: '2...5...6.1.....9.6..8.1..3..7.9.6.....7.3...9...8...21.......5.6.9.2.1...3.6.2..',
    values: '2..3591.631.627.9.6.9841.23..72946.1.267139..9.1586..2192478365.6.932.177.31652.9',
    cands: '478 48 78 58 458 48 57 57 58 358 358 458 58 48 34 47 347 458 458 48 48 48',
    placements: [],
    eliminations: [[63, 8]],
  },
  {
    name: 'VWXYZ-Wing',
    rating: 6.3,
    puzzle: '..6..94....73682..2........7...9.5...4..5..3...9.4...7........8..15367....42..6..',
    values: '..6.294..4.73682..2..4.5...7...9.5...4..5..3...9.4...7..59.4..8..15367....428.6..',
    cands:
      '1358 1358 17 1578 135 159 159 159 1389 38 17 1389 16789 1369 1368 238 168 123 12468 1246 168 28 1678 127 189 1269 13568 13568 168 123 18 1268 36 2367 17 13 12 89 28 249 249 39 37 17 159 1359',
    placements: [],
    eliminations: [[26, 3]],
  },
  {
    name: 'Bidirectional Cycle',
    rating: 7.1,
    puzzle: '..6..94....73682..2........7...9.5...4..5..3...9.4...7........8..15367....42..6..',
    values: '..6.294.34.73682..2..4.5...7...9.5...4..5..3...9.4...76.59.43.8..15367....428.6..',
    cands:
      '158 158 17 578 159 159 159 1389 38 17 189 16789 169 1368 238 168 23 12468 1246 18 28 1678 17 189 269 1358 13568 168 23 18 1268 27 17 12 89 28 249 249 39 37 17 159 159',
    placements: [],
    eliminations: [[35, 6]],
  },
  {
    name: 'Unique Rectangle Type 1',
    rating: 4.5,
    puzzle: '.5.....4.2.......8.4..9..7...27153....3.2.9......8....6...7...5...1.2.....15.94..',
    values: '.5..3..4.2...5...8.4..9.57...27153....3.2.9.1...9837..6.4378..5...1428....15694..',
    cands:
      '17 6789 28 167 126 29 13679 679 46 1467 16 139 13 68 28 16 23 489 689 68 46 578 78 46 46 58 145 16 56 256 246 29 12 129 3579 379 579 369 3679 378 2378 23 237',
    placements: [],
    eliminations: [
      [14, 4],
      [14, 6],
    ],
  },
  {
    name: 'Nishio Forcing Chain',
    rating: 7.8,
    puzzle: '..9..46...6.78.......6....55....9..4.1.....3.7..3....64....8.......37.2...51..3..',
    values: '.592146...6.785......693..55..8.9..4.1.....3.7..3.1..64..9.8.......37.2...51..3..',
    cands:
      '38 78 378 123 124 1249 149 1239 128 2478 1247 1248 148 23 236 267 127 17 2689 2468 45 24567 26 25789 2789 2489 248 245 2589 589 237 1237 256 157 567 17 169 89 168 45 45 189 289 2789 246 26 46789 789',
    placements: [],
    eliminations: [[11, 2]],
  },
  {
    name: 'Region Forcing Chains',
    rating: 8.2,
    puzzle: '..9..46...6.78.......6....55....9..4.1.....3.7..3....64....8.......37.2...51..3..',
    values: '.592146...6.785......693..55..8.9..4.1.....3.7..3.1..64..9.8.......37.2...51..3..',
    cands:
      '38 78 378 123 14 1249 149 1239 128 2478 1247 1248 148 23 236 267 127 17 2689 2468 45 24567 26 25789 2789 2489 248 245 2589 589 237 1237 256 157 567 17 169 89 168 45 45 189 289 2789 246 26 46789 789',
    placements: [],
    eliminations: [[36, 8]],
  },
  {
    name: 'Cell Forcing Chains',
    rating: 8.3,
    puzzle: '..9..46...6.78.......6....55....9..4.1.....3.7..3....64....8.......37.2...51..3..',
    values: '.592146...6.785......693..55..8.9..4.1.....3.7..3.1..64..9.8.......37.2...51..3..',
    cands:
      '38 78 378 123 14 1249 149 1239 128 2478 1247 1248 148 23 236 267 127 17 269 2468 45 24567 26 25789 2789 2489 248 245 2589 589 237 1237 256 157 567 17 169 89 168 45 45 189 289 2789 246 26 46789 789',
    placements: [],
    eliminations: [[58, 2]],
  },
  {
    name: 'BUG+1',
    rating: 5.6,
    puzzle: '..4...8......2....9.34.16.7..58.97..6.......8.385.729.....5....36..9..41...1.4...',
    values: '..4...8....6.2.4..953481627..5819763679342158138567294..1.5...23672985415.21.4..6',
    cands: '27 12 69 37 56 13 59 78 18 79 35 13 59 24 24 48 489 67 36 39 78 89 37 39 78',
    placements: [[55, 8]],
    eliminations: [],
  },
  {
    name: 'Dynamic Region Forcing Chains',
    rating: 8.9,
    puzzle: '.4.6.1.9...1.....42.....8..8....54.....378.....24....3..4.....63.....9...5.7.6.4.',
    values: '.4.6.1.9...1.....42.....8..8....54..4..378.....24.9.83..4.....63.....9...5.7.6.4.',
    cands:
      '57 3578 238 237 257 5679 368 2589 23589 237 23567 23567 3679 3679 59 3459 347 13567 157 1369 369 12 126 17 179 169 59 1256 126 1259 1567 167 16 156 179 12789 12589 123589 23 1237 12357 12678 678 1258 12458 24 1257 12578 19 89 12389 123 128',
    placements: [],
    eliminations: [[15, 2]],
  },
  {
    name: 'Y-Cycle',
    rating: 6.8,
    puzzle: '.....9..2.87....1..1.7..9....86..7.....934.....3..82....1..3.5..5....12.6..4.....',
    values: '.36..9.729873...1.21.7..9....86..7..7..934..1..3.782..8.12.3.5.35.8.712.6..4..3..',
    cands:
      '45 15 1458 48 24 26 456 56 45 58 56 3468 3468 145 49 125 125 34 3459 26 25 58 68 15 469 15 469 469 47 69 46 679 49 69 469 27 29 15 15 89 789',
    placements: [],
    eliminations: [[4, 4]],
  },
  {
    name: 'Dynamic Contradiction Forcing Chains (+)',
    rating: 9.9,
    puzzle: '........2..8.1.9..5....3.4....1.93...6..3..8...37......4......53.1.7.8..2........',
    values: '........2..8.1.9..5....3.48...1.93...6..3..8...37......4......53.1.7.8..2........',
    cands:
      '14679 1379 4679 45689 45689 45678 1567 13567 467 237 2456 24567 3567 367 1279 2679 269 269 167 478 2578 2457 24568 2567 467 1479 24579 245 245 12457 1479 1489 12589 24568 24568 12456 12569 1469 6789 679 23689 2689 1268 1267 123679 59 24569 2456 269 469 5789 5679 345689 45689 14568 1467 13679 134679',
    placements: [],
    eliminations: [[2, 7]],
  },
  {
    name: 'Dynamic Double Forcing Chains (+)',
    rating: 9.4,
    puzzle: '.......8...6.8.1..7....3..4.47..5...5..32............53....4..7......9...1.9...6.',
    values: '.......8...6.8.1..7....3..4.47..5...5..32............53....4..7.7....9...1.9...6.',
    cands:
      '1249 2359 123459 124567 145679 12679 23567 2369 249 2359 2457 279 23579 239 2589 12589 1256 1569 256 259 12689 168 169 2368 1239 123689 689 189 16789 4678 1479 1689 12689 23689 12389 14678 14679 16789 2678 1279 25689 2589 12568 156 258 125 2468 2458 12568 1356 1268 12345 1238 248 2458 357 278 23458 238',
    placements: [],
    eliminations: [[20, 5]],
  },
];

const shape = shapeFor(9);

function boardOf(f: Fixture): Board {
  const values = Uint8Array.from(f.values, (ch) => (ch === '.' ? 0 : Number(ch)));
  const cand = new Uint16Array(81);
  const lists = f.cands.split(' ');
  let k = 0;
  for (let c = 0; c < 81; c++) {
    if (values[c] !== 0) continue;
    for (const ch of lists[k++] as string) cand[c] = (cand[c] as number) | (1 << Number(ch));
  }
  expect(k).toBe(lists.length);
  return { shape, values, cand };
}

const sees = (a: number, b: number) => a !== b && (shape.peers[a] as Int16Array).includes(b);

/** Whether a → b is a link that holds on `board` without assuming anything else. */
function staticLink(board: Board, a: ChainNode, b: ChainNode): boolean {
  if (a.on && !b.on) {
    return a.cell === b.cell ? a.digit !== b.digit : a.digit === b.digit && sees(a.cell, b.cell);
  }
  if (!a.on && b.on) {
    if (a.cell === b.cell) {
      return a.digit !== b.digit && board.cand[a.cell] === ((1 << a.digit) | (1 << b.digit));
    }
    if (a.digit !== b.digit) return false;
    return shape.houses.some((h) => {
      const places = Array.from(h).filter(
        (c) => ((board.cand[c] as number) & (1 << a.digit)) !== 0,
      );
      return places.length === 2 && places.includes(a.cell) && places.includes(b.cell);
    });
  }
  return false;
}

function expectStaticChain(board: Board, chain: readonly ChainNode[]): void {
  for (let i = 0; i + 1 < chain.length; i++) {
    expect(staticLink(board, chain[i] as ChainNode, chain[i + 1] as ChainNode), `link ${i}`).toBe(
      true,
    );
  }
}

const asPairs = (list: readonly { cell: number; digit: number }[]) =>
  list.map((e) => [e.cell, e.digit]);

describe.each(FIXTURES)('$name', (f) => {
  const board = boardOf(f);
  const solution = solveUnique(shape, parsePuzzle(f.puzzle).cells) as Uint8Array;
  const step = nextStep(board) as SolveStep;

  it('is the easiest step there, with the expected rating and deduction', () => {
    // The stored grid agrees with the solution, so the state is a real one.
    for (let c = 0; c < 81; c++) {
      if (board.values[c]) expect(board.values[c]).toBe(solution[c]);
      else expect((board.cand[c] as number) & (1 << (solution[c] as number))).not.toBe(0);
    }
    expect(step.name).toBe(f.name);
    expect(step.rating).toBe(f.rating);
    expect(asPairs(step.placements)).toEqual(f.placements);
    expect(asPairs(step.eliminations)).toEqual(f.eliminations);
  });

  it('agrees with the solution', () => {
    for (const e of step.eliminations) expect(solution[e.cell]).not.toBe(e.digit);
    for (const p of step.placements) expect(solution[p.cell]).toBe(p.digit);
    expect(step.explanation.length).toBeGreaterThan(20);
  });
});

describe('chain structure', () => {
  const find = (name: string) => {
    const f = FIXTURES.find((x) => x.name === name) as Fixture;
    const board = boardOf(f);
    return { board, step: nextStep(board) as SolveStep };
  };

  it('a forcing chain runs from an assumption to its negation through valid links', () => {
    const { board, step } = find('Forcing Chain');
    const chain = step.chains?.[0] as ChainNode[];
    expectStaticChain(board, chain);
    const first = chain[0] as ChainNode;
    const last = chain[chain.length - 1] as ChainNode;
    expect([last.cell, last.digit, last.on]).toEqual([first.cell, first.digit, !first.on]);
    expect(asPairs(step.eliminations)).toEqual([[first.cell, first.digit]]);
  });

  it.each(['Bidirectional Cycle', 'Y-Cycle'])(
    'a %s closes and eliminates only what both readings exclude',
    (name) => {
      const { board, step } = find(name);
      const loop = step.chains?.[0] as ChainNode[];
      expectStaticChain(board, loop);
      expect(loop[0]).toEqual(loop[loop.length - 1]);
      for (const e of step.eliminations) {
        const seen = loop.filter((n) => n.digit === e.digit && sees(n.cell, e.cell));
        expect(seen.some((n) => n.on)).toBe(true);
        expect(seen.some((n) => !n.on)).toBe(true);
      }
    },
  );

  it('cell and region forcing chains start from every option and end in the conclusion', () => {
    for (const name of ['Cell Forcing Chains', 'Region Forcing Chains']) {
      const { board, step } = find(name);
      const chains = step.chains as ChainNode[][];
      const starts = chains.map((c) => c[0] as ChainNode);
      expect(starts.every((s) => s.on)).toBe(true);
      if (name.startsWith('Cell')) {
        const cell = (starts[0] as ChainNode).cell;
        expect(starts.every((s) => s.cell === cell)).toBe(true);
        expect(starts.map((s) => s.digit)).toEqual(
          [1, 2, 3, 4, 5, 6, 7, 8, 9].filter(
            (d) => ((board.cand[cell] as number) & (1 << d)) !== 0,
          ),
        );
      } else {
        const digit = (starts[0] as ChainNode).digit;
        expect(starts.every((s) => s.digit === digit)).toBe(true);
        expect(
          shape.houses.some((h) => {
            const places = Array.from(h).filter(
              (c) => ((board.cand[c] as number) & (1 << digit)) !== 0,
            );
            return places.length === starts.length && starts.every((s) => places.includes(s.cell));
          }),
        ).toBe(true);
      }
      const [e] = step.eliminations;
      for (const chain of chains) {
        expectStaticChain(board, chain);
        const end = chain[chain.length - 1] as ChainNode;
        expect([end.cell, end.digit, end.on]).toEqual([e?.cell, e?.digit, false]);
      }
    }
  });
});
