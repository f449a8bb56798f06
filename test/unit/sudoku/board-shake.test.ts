// @vitest-environment happy-dom
// The refused digit's shake runs 450 ms on the render loop; the board may be laid out again
// meanwhile (a phone turned, the message under the board), which rebuilds every cell and so
// destroys the shaking digit with its cell. The shake must then simply end, not write to a
// destroyed sprite on every frame (which throws in Pixi and stops the loop's other tweens).
import { describe, expect, it } from 'vitest';
import { newSudokuState } from '../../../src/games/sudoku/core/game';
import { SudokuBoardView } from '../../../src/games/sudoku/view/sudoku-board-view';
import type { RenderLoop, Tween } from '../../../src/ui/render-loop';

const PUZZLE = '1.3434.22.434.21';

function board() {
  const tweens: Tween[] = [];
  const loop = {
    animate: (t: Tween) => {
      tweens.push(t);
      return () => {};
    },
    invalidate: () => {},
  } as unknown as RenderLoop;
  const view = new SudokuBoardView(loop, () => {});
  view.update(newSudokuState(PUZZLE), { selected: null, conflicts: new Set() });
  view.layout(200);
  return { view, tweens };
}

describe('SudokuBoardView shake', () => {
  it('shakes the refused digit for 450 ms, then stops', () => {
    const { view, tweens } = board();
    view.shakeRefused(1, 3);
    const shake = tweens.at(-1) as Tween;
    expect(shake(100)).toBe(true);
    expect(shake(450)).toBe(false);
  });

  it('ends quietly when the board is laid out again mid-shake', () => {
    const { view, tweens } = board();
    view.shakeRefused(1, 3);
    const shake = tweens.at(-1) as Tween;
    expect(shake(50)).toBe(true);
    view.layout(300); // every cell made again: the shaking digit went with its cell
    expect(() => shake(100)).not.toThrow();
    expect(shake(120)).toBe(false);
  });
});
