// A game in progress is never thrown away by one tap (src/app/shell/replace-guard.ts), in real
// Chromium at phone size by touch. With a 9×9 Sudoku in progress (moves made): Start in the
// lobby opens that game and asks over it, naming both games and the time played, and Keep
// playing (btn:cancel, the default) keeps every digit; New on the game screen asks the same
// way; a shared link opened over it asks on the banner and Keep mine keeps it; today's daily
// parks it in its own slot, and after the daily the lobby's Continue brings it back intact.
// Only Start new (btn:confirm) replaces it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SudokuSnapshot } from '../../src/games/sudoku/play/sudoku-snapshot';
import { startSudoku, useBrowser } from './fixture';
import { openApp, screenshot, solutionOf, tap, targets, waitForState } from './harness';

const e2e = useBrowser();

/** Two digits of the solution placed: a played game, on disk. */
async function playTwo(page: Page, game: SudokuSnapshot): Promise<SudokuSnapshot> {
  const solution = solutionOf(game);
  const empties = [...game.values].flatMap((v, i) => (v === '.' ? [i] : []));
  for (const i of empties.slice(0, 2)) {
    await tap(page, `cell:${Math.floor(i / game.size)}:${i % game.size}`);
    await tap(page, `pad:${solution[i]}`);
  }
  const s = await waitForState(
    page,
    (x) =>
      x.storage.pending === 0 && (x.game?.values.split('.').length ?? 0) === empties.length - 1,
    'two digits placed and on disk',
  );
  return s.game as SudokuSnapshot;
}

/** The question on screen: its words, and both answers as targets. */
async function question(page: Page): Promise<string> {
  const s = await waitForState(page, (x) => /^Start /.test(x.notice ?? ''), 'the question');
  const ids = (await targets(page)).map((t) => t.id);
  expect(ids).toContain('btn:cancel');
  expect(ids).toContain('btn:confirm');
  return s.notice ?? '';
}

describe('a game in progress is kept', () => {
  it('Start, New, a shared link and a daily never lose a 9×9 in progress', async () => {
    const page = await openApp(await e2e.phone());
    const started = await startSudoku(page, 9);
    const mine = await playTwo(page, started);

    // 1. Start in the lobby over it: asked over the game itself; Keep playing keeps it.
    await tap(page, 'btn:home');
    for (const id of ['size:4', 'level:easy', 'btn:start']) await tap(page, id);
    const asked = await question(page);
    expect(asked).toMatch(
      /^Start a new Sudoku · 4×4 · Easy\? Your Sudoku · 9×9 · Easy in progress \(\d+:\d\d\) will be lost\.$/,
    );
    await screenshot(page, 'keep-game-question');
    await tap(page, 'btn:cancel');
    const kept = await waitForState(
      page,
      (x) => x.screen === 'game' && x.notice === null && x.game?.status === 'playing',
      'the game kept',
    );
    expect(kept.game?.values).toBe(mine.values);
    expect(kept.game?.puzzle).toBe(mine.puzzle);

    // 2. New on the game screen asks too, and Keep playing keeps it.
    await tap(page, 'btn:new');
    await waitForState(page, (x) => x.notice !== null, 'New asks');
    await tap(page, 'btn:cancel');
    const afterNew = await waitForState(page, (x) => x.notice === null, 'the question gone');
    expect(afterNew.game?.values).toBe(mine.values);

    // 3. A shared link (this very puzzle, fresh) opened over it: the banner asks; Keep mine.
    await tap(page, 'btn:more');
    await tap(page, 'btn:share');
    const url = ((await page.textContent('[data-id="text:share-link"]')) ?? '').trim();
    expect(url).toMatch(/#play\/sudoku\//);
    await tap(page, 'btn:close');
    await page.goto(url);
    await waitForState(
      page,
      (x) => /replaces your unfinished game/.test(x.banner ?? ''),
      'the banner asks',
      30_000,
    );
    await tap(page, 'btn:keep-mine');
    // Kept: the game in progress is on show again (from the lobby, its Continue).
    const where = await waitForState(page, (x) => x.banner === null, 'the banner answered');
    if (where.screen === 'home') await tap(page, 'btn:continue');
    const afterLink = await waitForState(
      page,
      (x) => x.screen === 'game' && x.game?.status === 'playing',
      'the game after the link',
    );
    expect(afterLink.game?.values).toBe(mine.values);
    expect(afterLink.game?.puzzle).toBe(mine.puzzle);

    // 4. Today's daily: the free game is parked in its own slot, never asked about or lost.
    await tap(page, 'btn:home');
    await tap(page, 'btn:daily');
    const daily = await waitForState(
      page,
      (x) => /^gridwise-daily-v\d+:/.test((x.game as SudokuSnapshot | null)?.seed ?? ''),
      "today's daily",
      60_000,
    );
    expect(daily.notice ?? '').not.toMatch(/^Start /);
    // New game from the daily's screen goes to the free slot: the 9×9 comes back, and New
    // asks over it (Keep playing keeps it).
    await tap(page, 'btn:new');
    const back = await waitForState(
      page,
      (x) => x.game?.puzzle === mine.puzzle && x.notice !== null,
      'the 9×9 back from its slot, New asking',
      60_000,
    );
    expect(back.game?.values).toBe(mine.values);
    await tap(page, 'btn:cancel');
    const free = await waitForState(page, (x) => x.notice === null, 'the question gone');
    expect(free.game?.values).toBe(mine.values);

    // 5. Only Start new replaces it.
    await tap(page, 'btn:home');
    for (const id of ['size:4', 'level:easy', 'btn:start']) await tap(page, id);
    await question(page);
    await tap(page, 'btn:confirm');
    const replaced = await waitForState(
      page,
      (x) => x.game?.size === 4 && x.game.status === 'playing',
      'a new 4×4',
      60_000,
    );
    expect(replaced.game?.puzzle).not.toBe(mine.puzzle);
  }, 240_000);
});
