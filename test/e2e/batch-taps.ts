// Taps on board pieces that never move (Sudoku's cells and pad keys) made in one batch where they
// stand, with no settle check between them, as a quick player's fingers: the test waits on the
// app's state once per batch, not on two drawn frames per tap (SwiftShader draws every frame on
// the CPU: a 9×9 filled tap by tap with the frame wait took ~35 s on a loaded machine). A press
// the app's tap guard dropped (a notice moved the layout) shows in the state, and is made again
// the careful way.
import type { Page } from 'playwright-core';
import type { SudokuSnapshot } from '../../src/games/sudoku/play/sudoku-snapshot';
import { solutionOf, tap, targets, waitForState } from './harness';
import { timed } from './timing';
import { tapCentres } from './touch-batch';

/** Taps each of `ids` in turn where it stands now, without waiting in between (tapCentres). */
export async function tapBatch(page: Page, ids: readonly string[]): Promise<void> {
  await timed('input', async () => {
    const where = new Map((await targets(page)).map((t) => [t.id, t]));
    const boxes = ids.map((id) => {
      const t = where.get(id);
      if (!t) throw new Error(`no target ${id} on screen for the batch`);
      return t;
    });
    await tapCentres(page, boxes);
  });
}

/**
 * Fills `cells` (indexes) of the Sudoku on show with their solution digits by touch, in one
 * batch, and waits until the board shows them; a cell a dropped press missed is filled again
 * tap by tap. Returns the game as shown after.
 */
export async function fillCells(
  page: Page,
  game: SudokuSnapshot,
  cells: readonly number[],
): Promise<SudokuSnapshot> {
  const solution = solutionOf(game);
  const cellId = (i: number) => `cell:${Math.floor(i / game.size)}:${i % game.size}`;
  await tapBatch(
    page,
    cells.flatMap((i) => [cellId(i), `pad:${solution[i]}`]),
  );
  const filled = (s: SudokuSnapshot) => cells.every((i) => s.values[i] === solution[i]);
  let shown = (
    await waitForState(
      page,
      (s) => s.storage.pending === 0 && (s.game as SudokuSnapshot | null) !== null,
      'the batch written',
    )
  ).game as SudokuSnapshot;
  for (const i of cells) {
    if (filled(shown)) break;
    if (shown.values[i] === solution[i]) continue;
    await tap(page, cellId(i));
    await tap(page, `pad:${solution[i]}`);
    shown = (await waitForState(page, (s) => s.game?.values[i] === solution[i], `${cellId(i)}`))
      .game as SudokuSnapshot;
  }
  return shown;
}
