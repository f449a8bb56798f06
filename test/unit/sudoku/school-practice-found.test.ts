// @vitest-environment happy-dom
// school: a practice position found. The cells of the step just carried out glow in the win's
// green, never in the red of a refusal (which made correct cells look wrong); a refused digit
// still pulses red. Mastering the technique shows its moment (headline, cup) under the line,
// with confetti unless the player asks for reduced motion, and a new position takes it down.
// (No layout here: happy-dom has no canvas to measure text; the e2e file lays it out.)

import type { Container, Graphics } from 'pixi.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCells } from '../../../src/games/sudoku/core/codec';
import { newSudokuState, type SudokuState, sudokuGame } from '../../../src/games/sudoku/core/game';
import { hint } from '../../../src/games/sudoku/core/grader';
import type { PracticeSource } from '../../../src/games/sudoku/core/practice-round';
import { solveUnique } from '../../../src/games/sudoku/core/solver';
import { SchoolPractice } from '../../../src/games/sudoku/play/school-practice';
import { loadSchoolWords } from '../../../src/games/sudoku/play/school-words';
import { SudokuBoardView } from '../../../src/games/sudoku/view/sudoku-board-view';
import type { RenderLoop, Tween } from '../../../src/ui/render-loop';
import { theme } from '../../../src/ui/theme';

const PUZZLE = '200050006010000090600801003007090600000703000900080002100000005060902010003060200';

/** The first step of the puzzle, from full candidates, that removes candidates only. */
function removalPosition(): PracticeSource {
  let state: SudokuState = sudokuGame.apply(newSudokuState(PUZZLE), 'N');
  const solution = solveUnique(state.shape, state.givens);
  if (!solution) throw new Error('the puzzle has one solution');
  for (let i = 0; i < 200; i++) {
    const found = hint(state);
    if (found.kind !== 'step') break;
    const { step } = found;
    if (step.placements.length === 0 && step.eliminations.length > 0)
      return {
        puzzle: PUZZLE,
        values: formatCells(state.values),
        notes: [...state.notes],
        solution: formatCells(solution),
        step,
      };
    for (const move of found.moves) state = sudokuGame.apply(state, move);
  }
  throw new Error('no removal step');
}

function fakeLoop(): { loop: RenderLoop; tweens: Tween[] } {
  const tweens: Tween[] = [];
  const loop = {
    animate: (t: Tween) => {
      tweens.push(t);
      return () => {};
    },
    invalidate: () => {},
  } as unknown as RenderLoop;
  return { loop, tweens };
}

/** The colours a Graphics was last filled with. */
function fills(g: Graphics): number[] {
  return g.context.instructions
    .filter((i) => i.action === 'fill')
    .map((i) => (i.data as { style: { color: number } }).style.color);
}

type Inside = { select(cell: number): void; digit(d: number): void; board: SudokuBoardView };

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a practice position found', () => {
  it('glows the step’s cells green, not in the refusal’s red', async () => {
    await loadSchoolWords();
    const flashes = vi.spyOn(SudokuBoardView.prototype, 'flashCells');
    const found = vi.fn();
    const practice = new SchoolPractice(fakeLoop().loop, { found, next: () => {} });
    const position = removalPosition();
    practice.start(position);
    const inside = practice as unknown as Inside;
    for (const { cell, digit } of position.step.eliminations) {
      inside.select(cell);
      inside.digit(digit);
    }
    expect(found).toHaveBeenCalledWith(false);
    expect(practice.reading).toMatchObject({ found: true, hinted: false, mastered: false });
    const cells = position.step.eliminations.map((e) => e.cell);
    expect(flashes).toHaveBeenCalledTimes(1);
    expect(flashes.mock.calls[0]).toEqual([cells, 'found']);
    const flash = (inside.board as unknown as { flash: Graphics }).flash;
    expect(new Set(fills(flash))).toEqual(new Set([theme.success]));
    expect(fills(flash)).not.toContain(theme.conflict);
  });

  it('a refusal still pulses red', () => {
    const { loop } = fakeLoop();
    const view = new SudokuBoardView(loop, () => {});
    view.update(newSudokuState('1.3434.22.434.21'), { selected: null, conflicts: new Set() });
    view.layout(200);
    view.flashCells([1, 2]);
    const flash = (view as unknown as { flash: Graphics }).flash;
    expect(new Set(fills(flash))).toEqual(new Set([theme.conflict]));
  });
});

describe('the mastered moment', () => {
  async function mastered(reduced: boolean) {
    await loadSchoolWords();
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: reduced && q.includes('reduce') }));
    const { loop, tweens } = fakeLoop();
    const practice = new SchoolPractice(loop, { found: () => {}, next: () => {} });
    const position = removalPosition();
    practice.start(position);
    const inside = practice as unknown as Inside;
    for (const { cell, digit } of position.step.eliminations) {
      inside.select(cell);
      inside.digit(digit);
    }
    practice.celebrateMastery('Technique mastered: X-Wing', 'Three found in a row without a hint.');
    const layer = practice.view.children.find((c) => c.label === 'practice-celebration');
    return { practice, position, tweens, layer: layer as Container };
  }

  it('shows the headline and the cup, with confetti over the page', async () => {
    const { practice, position, layer } = await mastered(false);
    expect(practice.reading?.mastered).toBe(true);
    const moment = practice.view.children.find((c) => c.label === 'mastery') as Container;
    expect(moment.visible).toBe(true);
    const text = JSON.stringify(
      moment.children.flatMap((c) =>
        (c as Container).children.map((t) => (t as { text?: string }).text),
      ),
    );
    expect(text).toContain('Technique mastered: X-Wing');
    expect(moment.children.some((c) => c.label === 'trophy-art')).toBe(true);
    expect(layer.children.length).toBe(1);
    // The next position takes the moment down.
    practice.start(position);
    expect(practice.reading?.mastered).toBe(false);
    expect(moment.visible).toBe(false);
  });

  it('with reduced motion: no confetti, the moment still shown', async () => {
    const { practice, layer } = await mastered(true);
    expect(practice.reading?.mastered).toBe(true);
    expect(layer.children.length).toBe(0);
  });
});
