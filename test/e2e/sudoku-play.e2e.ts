// A player on a phone (390×844, touch) plays Sudoku in the built app: places digits, is refused a
// rule-breaking one, uses notes, undo and redo, and finishes the puzzle to the win screen.
// Every action is a real touch on coordinates read from window.gridwise.targets().

import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SudokuSnapshot } from '../../src/games/sudoku/play/sudoku-snapshot';
import { startSudoku, useBrowser } from './fixture';
import {
  openApp,
  pageErrors,
  quiet,
  screenshot,
  solutionOf,
  state,
  tap,
  targets,
  waitForState,
  waitForTarget,
} from './harness';

const e2e = useBrowser();
let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  await context?.close();
  context = await e2e.phone();
  page = await openApp(context);
});

async function startGame(
  size: 4 | 6 | 9,
  level: 'easy' | 'medium' | 'hard',
): Promise<SudokuSnapshot> {
  expect((await state(page)).screen).toBe('home');
  const game = await startSudoku(page, size, level);
  expect(game.size).toBe(size);
  expect(game.level).toBe(level);
  expect(game.puzzle).toHaveLength(size * size);
  expect(game.status).toBe('playing');
  return game;
}

async function game(): Promise<SudokuSnapshot> {
  const s = await state(page);
  if (!s.game) throw new Error(`no game on screen ${s.screen}`);
  return s.game;
}

/** Fills every empty cell with its solution digit by tapping cell then pad. */
async function fillFromSolution(solution: string, size: number): Promise<void> {
  const current = await game();
  for (let i = 0; i < size * size; i++) {
    if (current.values[i] !== '.') continue;
    await tap(page, `cell:${Math.floor(i / size)}:${i % size}`);
    await tap(page, `pad:${solution[i]}`);
  }
}

describe('Sudoku on a phone', () => {
  it('places a digit, refuses a rule-breaking one with a message, undoes and redoes, and wins', async () => {
    const start = await startGame(9, 'easy');
    const solution = solutionOf(start);
    // A rule-breaking digit: one that is already given in the same row.
    const { empty, clash } = clashingEntry(start.values);
    const r = Math.floor(empty / 9);
    const c = empty % 9;
    await tap(page, `cell:${r}:${c}`);
    await tap(page, `pad:${clash}`);
    const refused = await waitForState(page, (s) => s.notice !== null, 'the refusal message');
    expect(refused.notice).toMatch(new RegExp(`^${clash} is already in this (row|column|box)\\.$`));
    expect(refused.game?.values).toBe(start.values);

    // The right digit is placed.
    await tap(page, `pad:${solution[empty]}`);
    const placed = await game();
    expect(placed.values[empty]).toBe(solution[empty]);
    expect(placed.canUndo).toBe(true);

    await tap(page, 'btn:undo');
    expect((await game()).values[empty]).toBe('.');
    await tap(page, 'btn:redo');
    expect((await game()).values[empty]).toBe(solution[empty]);

    await screenshot(page, 'sudoku-9x9-playing');
    await fillFromSolution(solution, 9);
    const won = await waitForState(page, (s) => s.game?.status === 'won', 'the win');
    expect(won.game?.values).toBe(solution);
    expect(won.game?.assisted).toBe(false);
    expect(won.notice).toMatch(/^Solved! 9×9 · Easy in \d+:\d\d/);
    await waitForTarget(page, 'btn:new');
    const ids = (await targets(page)).map((t) => t.id);
    expect(ids).not.toContain('cell:0:0'); // the finished board is behind the result card
    await quiet(page); // let the win animation finish before the picture
    await screenshot(page, 'sudoku-9x9-won');

    // "New game" from the result card starts a fresh puzzle of the same kind.
    await tap(page, 'btn:new');
    const next = await waitForState(page, (s) => s.game?.status === 'playing', 'a new game');
    expect(next.game?.puzzle).not.toBe(start.puzzle);
    expect(next.game?.size).toBe(9);
    expect(pageErrors(page)).toEqual([]);
  });

  it('plays a 4×4 game to the win', async () => {
    // 4×4 offers one level: every unique 4×4 puzzle falls to singles (see grader/levels.ts).
    const start = await startGame(4, 'easy');
    await fillFromSolution(solutionOf(start), 4);
    const won = await waitForState(page, (s) => s.game?.status === 'won', 'the 4×4 win');
    expect(won.notice).toMatch(/^Solved! 4×4 · Easy/);
    // Once the records are written, the card says where the win placed: a fresh profile's
    // first win at this level.
    await waitForState(
      page,
      (s) => /Your first win at this level/.test(s.notice ?? ''),
      'the win placed in the records',
    );
    await screenshot(page, 'sudoku-4x4-won');
  });

  it('digit first: a picked digit goes in each cell tapped, out on a second tap, by keys too, and wins a 4×4', async () => {
    await tap(page, 'btn:settings');
    await tap(page, 'setting:order:digit');
    expect((await state(page)).settings.inputOrder).toBe('digit');
    await tap(page, 'btn:back');
    const start = await startGame(4, 'easy');
    const solution = solutionOf(start);
    const empties = [...start.values].flatMap((v, i) => (v === '.' ? [i] : []));
    const first = empties[0] as number;
    const cellId = (i: number) => `cell:${Math.floor(i / 4)}:${i % 4}`;
    const digit = Number(solution[first]);
    await tap(page, `pad:${digit}`);
    expect((await game()).picked).toBe(digit);
    await tap(page, cellId(first));
    expect((await game()).values[first]).toBe(String(digit));
    await screenshot(page, 'sudoku-digit-first');
    // A second tap on a cell holding the picked digit takes it out again.
    await tap(page, cellId(first));
    expect((await game()).values[first]).toBe('.');
    // Keys: a digit key picks (another digit first, then this one), Enter places it in the
    // selected cell.
    await page.keyboard.press(String((digit % 4) + 1));
    expect((await game()).picked).toBe((digit % 4) + 1);
    await page.keyboard.press(String(digit));
    expect((await game()).picked).toBe(digit);
    await page.keyboard.press('Enter');
    expect((await game()).values[first]).toBe(String(digit));
    // The rest digit by digit: pick it once, then tap every cell it goes in.
    for (let d = 1; d <= 4; d++) {
      const cells = empties.filter((i) => i !== first && solution[i] === String(d));
      if (cells.length === 0) continue;
      if ((await game()).picked !== d) await tap(page, `pad:${d}`);
      for (const i of cells) await tap(page, cellId(i));
    }
    const won = await waitForState(page, (x) => x.game?.status === 'won', 'the digit-first win');
    expect(won.notice).toMatch(/^Solved! 4×4 · Easy/);
  });

  it('plays a 6×6 game to the win', async () => {
    const start = await startGame(6, 'hard');
    await fillFromSolution(solutionOf(start), 6);
    await waitForState(page, (s) => s.game?.status === 'won', 'the 6×6 win');
  });

  it('pencils notes, and a digit written in the cell replaces them', async () => {
    const start = await startGame(9, 'medium');
    const empty = start.values.indexOf('.');
    const id = `cell:${Math.floor(empty / 9)}:${empty % 9}`;
    await tap(page, id);
    await tap(page, 'btn:notes');
    expect((await game()).noteMode).toBe(true);
    await tap(page, 'pad:1');
    await tap(page, 'pad:7');
    await tap(page, 'pad:3');
    await tap(page, 'pad:7'); // toggles 7 off again
    expect((await game()).notes.split(',')[empty]).toBe('13');
    await tap(page, 'btn:undo');
    expect((await game()).notes.split(',')[empty]).toBe('137');
    // Tapping a given 3 lights every 3 on the board and the pencilled 3 in the empty cell. A
    // puzzle may give no 3 at all (one digit may be missing from the givens: a run failed on
    // `cell:-1:-1`), so the first of the pencilled 3, 1 and 7 that it gives; two of them must be.
    const pencilled = ['3', '1', '7'].find((d) => start.puzzle.includes(d)) as string;
    const three = start.puzzle.indexOf(pencilled);
    const rc = (i: number) => [Math.floor(i / 9), i % 9];
    await tap(page, `cell:${rc(three).join(':')}`);
    const lit = (await game()).highlight;
    expect(lit?.digit).toBe(Number(pencilled));
    expect(lit?.cells).toContainEqual(rc(three));
    expect(lit?.notes).toEqual([rc(empty)]);
    await screenshot(page, 'sudoku-notes');
    await tap(page, id);
    expect((await game()).highlight).toBeNull();
    await tap(page, 'btn:notes');
    const solution = solutionOf(start);
    await tap(page, `pad:${solution[empty]}`);
    const after = await game();
    expect(after.values[empty]).toBe(solution[empty]);
    expect(after.notes.split(',')[empty]).toBe('');
    await tap(page, 'pad:erase');
    expect((await game()).values[empty]).toBe('.');
  });

  it('shows the answer only after a confirm, and marks the game assisted', async () => {
    const start = await startGame(9, 'hard');
    await tap(page, 'btn:answer');
    const asking = await waitForState(
      page,
      (s) => s.notice?.startsWith('Show the answer?') ?? false,
      'the confirm',
    );
    // Asked, not yet answered: nothing revealed; the clock stands still while the question
    // covers the board (paused), as behind every dialog.
    expect(asking.game?.status).toBe('paused');
    const dialogIds = (await targets(page)).map((t) => t.id).sort();
    expect(dialogIds).toEqual(['btn:cancel', 'btn:confirm']);
    await tap(page, 'btn:cancel');
    expect((await game()).values).toBe(start.values);
    await tap(page, 'btn:answer');
    await tap(page, 'btn:confirm');
    const shown = await waitForState(page, (s) => s.game?.status === 'won', 'the revealed answer');
    expect(shown.game?.assisted).toBe(true);
    expect(shown.game?.values).toBe(solutionOf(start));
    expect(shown.notice).toMatch(/^Answer shown/);
  });

  it('marks a rule-breaking digit instead of refusing it when the player chooses so', async () => {
    await tap(page, 'btn:settings');
    await tap(page, 'setting:mark');
    expect((await state(page)).settings.conflictMode).toBe('mark');
    await tap(page, 'btn:back');
    const start = await startGame(9, 'easy');
    // An empty cell and a digit already given in its row, chosen from the state: whatever puzzle
    // the pool hands out, some empty cell shares a row with a given (not always the first one).
    const { empty, clash } = clashingEntry(start.values);
    const r = Math.floor(empty / 9);
    await tap(page, `cell:${r}:${empty % 9}`);
    await tap(page, `pad:${clash}`);
    const marked = await game();
    expect(marked.values[empty]).toBe(clash);
    expect(marked.status).toBe('playing');
    await screenshot(page, 'sudoku-conflict-marked');
  });

  it('asks before "New game" throws away progress, and keeps the game on "Keep playing"', async () => {
    const start = await startGame(4, 'easy');
    const solution = solutionOf(start);
    const empty = start.values.indexOf('.');
    await tap(page, `cell:${Math.floor(empty / 4)}:${empty % 4}`);
    await tap(page, `pad:${solution[empty]}`);
    await tap(page, 'btn:new');
    await waitForState(
      page,
      (s) => s.notice?.startsWith('Start a new game?') ?? false,
      'the confirm',
    );
    await tap(page, 'btn:cancel');
    expect((await game()).puzzle).toBe(start.puzzle);
    // Home keeps the game: "Continue game" brings it back as it was.
    await tap(page, 'btn:home');
    await waitForState(page, (s) => s.screen === 'home', 'home');
    await tap(page, 'btn:continue');
    const back = await game();
    expect(back.puzzle).toBe(start.puzzle);
    expect(back.values[empty]).toBe(solution[empty]);
    // Confirming starts a fresh puzzle of the same size and level.
    await tap(page, 'btn:new');
    await tap(page, 'btn:confirm');
    const fresh = await waitForState(page, (s) => s.game?.puzzle !== start.puzzle, 'a new puzzle');
    expect(fresh.game?.size).toBe(4);
    expect(fresh.game?.level).toBe('easy');
    expect(fresh.game?.canUndo).toBe(false);
    expect(fresh.notice).toBeNull();
  });

  it('shows the rules and comes back to where the player was', async () => {
    await tap(page, 'btn:rules');
    await waitForState(page, (s) => s.screen === 'rules', 'the rules screen');
    await screenshot(page, 'rules');
    await tap(page, 'btn:back');
    await waitForState(page, (s) => s.screen === 'home', 'home again');
    await startGame(9, 'easy');
    await tap(page, 'btn:rules');
    await waitForState(page, (s) => s.screen === 'rules', 'the rules screen');
    await tap(page, 'btn:back');
    await waitForState(page, (s) => s.screen === 'game', 'the game again');
  });
});

/** The first empty cell whose row holds a digit, and that digit: placing it breaks a rule. */
function clashingEntry(values: string): { empty: number; clash: string } {
  for (let cell = 0; cell < 81; cell++) {
    if (values[cell] !== '.') continue;
    const r = Math.floor(cell / 9);
    const clash = values.slice(r * 9, r * 9 + 9).replaceAll('.', '')[0];
    if (clash) return { empty: cell, clash };
  }
  throw new Error(`no empty cell shares a row with a digit in ${values}`);
}
