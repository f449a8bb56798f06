// The lobby as a front door (issue #35 item 3), in Chromium as a player meets it: Continue first,
// one big New game that says what it starts and asks the size and level in a sheet, today's
// daily, the rest one tap away; one screen without scrolling at 390×844 and 844×390 with two
// games in progress; and the sheet by keyboard (focus in, Escape out, focus back) and by screen
// reader (a named dialog, the lobby behind it unreachable).

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './fixture';
import {
  openApp,
  pageErrors,
  playToWin,
  screenshot,
  startLinkGame,
  tap,
  targets,
  waitForState,
} from './harness';

const e2e = useBrowser();

const ids = async (page: Page): Promise<string[]> => (await targets(page)).map((t) => t.id);

/** The y of a target's top edge on the page. */
async function topOf(page: Page, id: string): Promise<number> {
  const t = (await targets(page)).find((x) => x.id === id);
  if (!t) throw new Error(`no ${id} on screen; have ${(await ids(page)).join(' ')}`);
  return t.y;
}

/** How far the lobby scrolls (0: everything is on one screen). */
function lobbyOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const lobby = document.querySelector('.gw-lobby') as HTMLElement;
    return lobby.scrollHeight - lobby.clientHeight;
  });
}

async function goHome(page: Page): Promise<void> {
  await tap(page, 'btn:home');
  await waitForState(page, (s) => s.screen === 'home', 'the lobby');
}

describe('the lobby as a front door', () => {
  it('asks size and level in a sheet, then puts Continue first, on one screen', async () => {
    const page = await openApp(await e2e.phone());
    const first = await ids(page);
    // The front door: the games, New game and the daily; the choices wait in the sheet.
    for (const id of ['game:sudoku', 'game:link', 'btn:new-game', 'btn:daily', 'btn:calendar'])
      expect(first).toContain(id);
    for (const id of ['size:9', 'level:easy', 'btn:start']) expect(first).not.toContain(id);
    const newGame = page.locator('[data-id="btn:new-game"]');
    expect(await newGame.textContent()).toBe('New game9×9 · Easy');

    await tap(page, 'btn:new-game');
    const sheet = page.locator('.gw-sheet [role="dialog"]');
    expect(await sheet.getAttribute('aria-label')).toBe('New game');
    expect(await sheet.getAttribute('aria-modal')).toBe('true');
    const inSheet = await ids(page);
    // Only the sheet can be reached while it is up: the lobby behind it is inert.
    expect(inSheet).toContain('size:6');
    expect(inSheet).not.toContain('btn:daily');
    await tap(page, 'size:6');
    await tap(page, 'level:medium');
    expect(await ids(page)).toContain('btn:start'); // a pick keeps the sheet open
    await tap(page, 'btn:start');
    const game = await waitForState(page, (s) => s.game !== null, 'the 6×6', 60_000);
    expect(game.game?.size).toBe(6);
    expect(game.game?.level).toBe('medium');

    await goHome(page);
    expect(await newGame.textContent()).toBe('New game6×6 · Medium');
    // A game in progress: its Continue card comes before everything else a player taps.
    const continueAt = await topOf(page, 'btn:continue');
    for (const id of ['game:sudoku', 'btn:new-game', 'btn:daily'])
      expect(continueAt, `Continue above ${id}`).toBeLessThan(await topOf(page, id));
    // Two games in progress still leave the whole lobby on one phone screen, upright and sideways.
    await startLinkGame(page, 'small', 'classic');
    await goHome(page);
    expect(await ids(page)).toContain('btn:continue:sudoku');
    await screenshot(page, 'front-door-two-games-phone');
    expect(await lobbyOverflow(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 844, height: 390 });
    await waitForState(page, (s) => s.screen === 'home', 'the lobby sideways');
    await screenshot(page, 'front-door-two-games-sideways');
    expect(await lobbyOverflow(page)).toBeLessThanOrEqual(0);
    expect(pageErrors(page)).toEqual([]);
  }, 240_000);

  it('opens the sheet by keyboard, keeps focus in it, and gives it back on Escape', async () => {
    const page = await openApp(await e2e.context({ viewport: { width: 1280, height: 800 } }));
    const focusedId = () =>
      page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.id ?? null);
    for (let presses = 0; presses < 30 && (await focusedId()) !== 'btn:new-game'; presses++)
      await page.keyboard.press('Tab');
    expect(await focusedId()).toBe('btn:new-game');
    await page.keyboard.press('Enter');
    // Focus lands on the chosen size, the first thing a keyboard player changes.
    await page.waitForFunction(() => document.querySelector('.gw-sheet') !== null);
    expect(await focusedId()).toBe('size:9');
    // Tab goes round the sheet, never out to the lobby behind it.
    const seen = new Set<string>();
    for (let presses = 0; presses < 16; presses++) {
      await page.keyboard.press('Tab');
      const id = await focusedId();
      expect(
        await page.evaluate(() => document.activeElement?.closest('.gw-sheet') !== null),
        `focus on ${id} stays in the sheet`,
      ).toBe(true);
      if (id) seen.add(id);
    }
    expect(seen).toContain('btn:start');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.querySelector('.gw-sheet') === null);
    expect(await focusedId()).toBe('btn:new-game');
    // Start by keyboard: Enter on New game, Tab to Start, Enter.
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('.gw-sheet') !== null);
    for (let presses = 0; presses < 16 && (await focusedId()) !== 'btn:start'; presses++)
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const s = await waitForState(page, (x) => x.game !== null, 'a game by keyboard', 60_000);
    expect(s.game?.size).toBe(9);
    expect(pageErrors(page)).toEqual([]);
  }, 240_000);

  it('names the daily streak at stake the next day, on the daily button', async () => {
    const context = await e2e.phone();
    // Yesterday's daily won on its day; today it is still to play: the streak is at stake.
    await context.clock.install({ time: new Date('2026-11-30T10:00:00') });
    const page = await openApp(context);
    expect(await page.textContent('[data-id="btn:daily"] .gw-badge')).toBe('Today');
    await tap(page, 'btn:daily');
    await waitForState(page, (s) => s.game?.status === 'playing', "the day's daily", 60_000);
    await playToWin(page);
    await waitForState(page, (s) => s.storage.pending === 0, 'the win on disk');
    await context.clock.setSystemTime(new Date('2026-12-01T10:00:00'));
    await page.reload();
    await page.waitForFunction(() => window.gridwise?.ready === true);
    await page.waitForFunction(
      () => document.querySelector('[data-id="btn:daily"] .gw-badge')?.textContent !== 'Today',
      undefined,
      { timeout: 30_000 },
    );
    expect(await page.textContent('[data-id="btn:daily"]')).toBe('Daily puzzle Today · streak 1');
    expect(pageErrors(page)).toEqual([]);
  }, 240_000);
});
