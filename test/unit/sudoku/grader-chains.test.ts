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
import { englishHints } from '../../../src/games/sudoku/core/hint-text/en';
import { solveUnique } from '../../../src/games/sudoku/core/solver';
import { boardOf, FIXTURES, type Fixture } from './grader-states';

const shape = shapeFor(9);

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
    expect(englishHints.deduction(step.explanation, shape).length).toBeGreaterThan(20);
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
