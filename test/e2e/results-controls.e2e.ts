// The results card never leaves a dead control on show (issue #24), in real Chromium by touch at
// phone size upright and sideways: while the card is up, every control targets() lists is one a
// finger reaches and does what it says — the card's Share result, New game and Home, and the top
// bar beside it: More opens its sheet over the card (Close brings the card back), Home goes home.
// Pause, meaningless after a win, is not shown. No listed control lies under the card. Link's
// bar too (Home and More, as Sudoku's): the More sheet's How to play opens the rules and Back
// returns to the card; its New board starts a board.

import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { LayoutRect } from '../../src/app/automation/automation';
import type { Target } from '../../src/ui/dom/dom-targets';
import { startSudoku, useBrowser } from './fixture';
import {
  clearLinkBoard,
  openApp,
  pageErrors,
  playToWin,
  startLinkGame,
  state,
  targets,
  waitForState,
} from './harness';
import { quiet } from './page-waits';

const e2e = useBrowser({ drawing: 'layout' });
let context: BrowserContext | undefined;

afterAll(async () => {
  await context?.close();
});

async function open(viewport: { width: number; height: number }): Promise<Page> {
  await context?.close();
  context = await e2e.context({ viewport, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  // Share result goes to the clipboard here (no share sheet), as on a desktop.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  return openApp(context);
}

function overlap(a: LayoutRect, b: LayoutRect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function tapAt(page: Page, t: Target): Promise<void> {
  await page.touchscreen.tap(t.x + t.width / 2, t.y + t.height / 2);
}

/** A 4×4 won with the card up and still; its targets, the card's rectangle. */
async function wonWithCard(page: Page): Promise<{ listed: Target[]; card: LayoutRect }> {
  await playToWin(page);
  await waitForState(
    page,
    (s) => /Win streak \d/.test(s.notice ?? ''),
    'the card with its figures',
  );
  await quiet(page);
  const listed = await targets(page);
  const card = (await page.evaluate(() => window.gridwise.layout()))['result-card'] as LayoutRect;
  return { listed, card };
}

/** The listed control with `id` outside the card (the top bar's), or the one inside it. */
function find(listed: Target[], id: string, card: LayoutRect, inCard: boolean): Target {
  const found = listed.find((t) => t.id === id && overlap(t, card) === inCard);
  if (!found)
    throw new Error(`no ${id} ${inCard ? 'on' : 'beside'} the card: ${JSON.stringify(listed)}`);
  return found;
}

describe('results card: no dead control', () => {
  it.each([
    { name: 'upright 390×844', width: 390, height: 844 },
    { name: 'sideways 844×390', width: 844, height: 390 },
  ])(
    'every control listed with the card up works: $name',
    async (v) => {
      const page = await open({ width: v.width, height: v.height });
      await startSudoku(page, 4, 'easy');
      const { listed, card } = await wonWithCard(page);
      // Exactly these: the card's three actions, and the top bar's Home and More beside it.
      expect(listed.map((t) => t.id).sort()).toEqual(
        ['btn:home', 'btn:home', 'btn:more', 'btn:new', 'btn:share-result'].sort(),
      );
      expect(listed.filter((t) => t.disabled)).toEqual([]);
      // Beside the card means beside it: the top bar's controls are not under the card.
      const beside = listed.filter((t) => !overlap(t, card));
      expect(beside.map((t) => t.id).sort()).toEqual(['btn:home', 'btn:more']);

      // More: its sheet opens over the card; Close brings the card back, unchanged.
      const shown = (await state(page)).notice;
      await tapAt(page, find(listed, 'btn:more', card, false));
      const sheet = await waitForState(page, (s) => s.notice === 'More actions', 'the More sheet');
      expect(sheet.game?.status).toBe('won');
      await quiet(page);
      const inSheet = (await targets(page)).map((t) => t.id);
      expect(inSheet).toContain('btn:menu-close');
      expect(inSheet).not.toContain('btn:share-result');
      await tapAt(page, (await targets(page)).find((t) => t.id === 'btn:menu-close') as Target);
      await waitForState(page, (s) => s.notice === shown, 'the card back');
      await quiet(page);

      // Share result: the text goes to the clipboard.
      await tapAt(page, find(await targets(page), 'btn:share-result', card, true));
      await waitForState(page, (s) => /Result copied/.test(s.notice ?? ''), 'the copied toast');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Gridwise Sudoku/);

      // The card's New game: a new game at the same size and level.
      await tapAt(page, find(await targets(page), 'btn:new', card, true));
      await waitForState(page, (s) => s.game?.status === 'playing', 'a new 4×4');

      // The top bar's Home, with the card up: home.
      const second = await wonWithCard(page);
      await tapAt(page, find(second.listed, 'btn:home', second.card, false));
      await waitForState(page, (s) => s.screen === 'home', 'home from the top bar');

      // The card's own Home too.
      await startSudoku(page, 4, 'easy');
      const third = await wonWithCard(page);
      await tapAt(page, find(third.listed, 'btn:home', third.card, true));
      await waitForState(page, (s) => s.screen === 'home', 'home from the card');
      expect(pageErrors(page)).toEqual([]);
    },
    240_000,
  );

  it("Link's top bar beside the card works too: More's rules and back to the card, New board", async () => {
    const page = await open({ width: 390, height: 844 });
    await startLinkGame(page, 'small', 'classic');
    await clearLinkBoard(page);
    await waitForState(
      page,
      (s) => /Win streak \d/.test(s.notice ?? ''),
      'the card with its figures',
    );
    await quiet(page);
    const listed = await targets(page);
    const card = (await page.evaluate(() => window.gridwise.layout()))['result-card'] as LayoutRect;
    expect(
      listed
        .filter((t) => !overlap(t, card))
        .map((t) => t.id)
        .sort(),
    ).toEqual(['btn:home', 'btn:more']);
    expect(listed.filter((t) => t.disabled)).toEqual([]);
    const shown = (await state(page)).notice;
    /** More beside the card, then the sheet's item `id`. */
    const fromSheet = async (id: string): Promise<void> => {
      await tapAt(page, find(await targets(page), 'btn:more', card, false));
      await waitForState(page, (s) => s.notice === 'More actions', 'the More sheet');
      await quiet(page);
      await tapAt(page, (await targets(page)).find((t) => t.id === id) as Target);
    };
    await fromSheet('btn:rules');
    await waitForState(page, (s) => s.screen === 'rules', 'the rules from the More sheet');
    await quiet(page);
    await tapAt(page, (await targets(page)).find((t) => t.id === 'btn:back') as Target);
    await waitForState(page, (s) => s.screen === 'game' && s.notice === shown, 'the card again');
    await quiet(page);
    await fromSheet('btn:new');
    await waitForState(page, (s) => s.game?.status === 'playing', 'a new Link board');
    expect(pageErrors(page)).toEqual([]);
  }, 180_000);
});
