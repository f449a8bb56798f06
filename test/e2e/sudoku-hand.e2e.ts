// The Sudoku screen made for the hand (issue #23): at 390×844 the board takes the width and no
// empty band is left between the top bar, the board and the controls; sideways and on a desktop
// everything stays on screen and tappable; in notes mode no two texts on the pad overlap; the
// mistakes count sits by the clock in Checked mode; every action is reachable by touch, keyboard
// and screen reader through the More sheet; and a mouse gets a hover state that costs one frame.
// Sizes come from the app's own targets() and layout().

import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { LayoutRect, Target } from '../../src/app/automation/automation';
import { startSudoku, useBrowser } from './fixture';
import {
  openApp,
  screenshot,
  solutionOf,
  state,
  tap,
  targets,
  waitForState,
  watchFor,
} from './harness';

const e2e = useBrowser({ drawing: true });
let context: BrowserContext | undefined;

afterAll(async () => {
  await context?.close();
});

type Rect = { x: number; y: number; width: number; height: number };

function overlaps(a: Rect, b: Rect, eps = 0.5): boolean {
  return (
    a.x + eps < b.x + b.width &&
    b.x + eps < a.x + a.width &&
    a.y + eps < b.y + b.height &&
    b.y + eps < a.y + a.height
  );
}

async function openAt(width: number, height: number, mobile = true): Promise<Page> {
  await context?.close();
  context = await e2e.context({
    viewport: { width, height },
    deviceScaleFactor: 1,
    isMobile: mobile,
    // The harness taps with touch everywhere; a desktop page has a mouse as well.
    hasTouch: true,
  });
  return openApp(context);
}

/** A 9×9 game in play, the screen still. */
async function startNineByNine(page: Page): Promise<void> {
  await startSudoku(page, 9);
  await page.waitForFunction(() => window.gridwise.idle(), null, { polling: 20 });
}

async function layout(page: Page): Promise<Record<string, LayoutRect>> {
  await page.waitForFunction(() => window.gridwise.idle());
  return page.evaluate(() => window.gridwise.layout());
}

function byId(all: Target[], id: string): Target {
  const t = all.find((x) => x.id === id);
  if (!t) throw new Error(`no ${id} among ${all.map((x) => x.id).join(' ')}`);
  return t;
}

const bottom = (r: Rect) => r.y + r.height;

/** Everything tappable is on screen, thumb-sized, and overlaps nothing else. */
function allTappable(all: Target[], width: number, height: number): void {
  for (const t of all) {
    expect(t.x, `${t.id} left edge`).toBeGreaterThanOrEqual(0);
    expect(t.y, `${t.id} top edge`).toBeGreaterThanOrEqual(0);
    expect(t.x + t.width, `${t.id} right edge`).toBeLessThanOrEqual(width + 0.5);
    expect(t.y + t.height, `${t.id} bottom edge`).toBeLessThanOrEqual(height + 0.5);
    if (!t.id.startsWith('cell:'))
      expect(Math.min(t.width, t.height), `${t.id} size`).toBeGreaterThanOrEqual(44);
  }
  for (let i = 0; i < all.length; i++)
    for (let j = i + 1; j < all.length; j++) {
      const a = all[i] as Target;
      const b = all[j] as Target;
      expect(overlaps(a, b), `${a.id} overlaps ${b.id}`).toBe(false);
    }
}

const TOOLS = ['btn:undo', 'btn:redo', 'btn:notes', 'btn:autonotes', 'btn:hint'];
const TOP_BAR = ['btn:home', 'btn:pause', 'btn:more'];
const MENU = ['btn:new', 'btn:share', 'btn:answer', 'btn:rules', 'btn:menu-close'];

describe('the Sudoku screen made for the hand', () => {
  it('at 390×844 gives the board the width and leaves no empty band over 24 px', async () => {
    const page = await openAt(390, 844);
    await startNineByNine(page);
    const all = await targets(page);
    const parts = await layout(page);
    const board = parts.board as LayoutRect;
    const pad = parts.pad as LayoutRect;
    expect(pad, 'layout() reports the pad').toBeDefined();
    expect(board.width / 390, 'board width / viewport width').toBeGreaterThanOrEqual(0.96);
    const header = Math.max(...TOP_BAR.map((id) => bottom(byId(all, id))));
    const tools = TOOLS.map((id) => byId(all, id));
    const toolsTop = Math.min(...tools.map((t) => t.y));
    const toolsBottom = Math.max(...tools.map(bottom));
    const bands = {
      'top bar → board': board.y - header,
      'board → tools': toolsTop - bottom(board),
      'tools → pad': pad.y - toolsBottom,
    };
    console.log(
      `390×844: board ${board.width.toFixed(0)} px (${((100 * board.width) / 390).toFixed(1)}%), bands ${JSON.stringify(bands)}`,
    );
    for (const [where, band] of Object.entries(bands)) {
      expect(band, where).toBeGreaterThanOrEqual(0);
      expect(band, where).toBeLessThanOrEqual(24);
    }
    allTappable(all, 390, 844);
    await screenshot(page, 'hand-390x844');
  });

  it.each([
    ['844×390', 844, 390, true],
    ['1280×800', 1280, 800, false],
  ] as const)(
    'at %s keeps everything on screen and tappable, the board as tall as it can be',
    async (_name, width, height, touch) => {
      const page = await openAt(width, height, touch);
      await startNineByNine(page);
      const all = await targets(page);
      for (const id of [...TOOLS, ...TOP_BAR, 'pad:1', 'pad:9', 'pad:erase', 'cell:8:8'])
        byId(all, id);
      allTappable(all, width, height);
      const board = (await layout(page)).board as LayoutRect;
      // Sideways the height is what limits the board: it takes nearly all of it.
      expect(board.height / height, 'board height / viewport height').toBeGreaterThanOrEqual(0.92);
      // The controls stand beside the board, not under it.
      for (const id of TOOLS) expect(byId(all, id).x).toBeGreaterThanOrEqual(board.x + board.width);
      await tap(page, 'btn:more');
      await waitForState(page, (s) => s.notice === 'More actions', 'the More sheet');
      const sheet = await targets(page);
      expect(sheet.map((t) => t.id).sort()).toEqual([...MENU].sort());
      allTappable(sheet, width, height);
      await screenshot(page, `hand-${width}x${height}-menu`);
    },
  );

  it('in notes mode, no two texts on the pad overlap and each stays in its key', async () => {
    const page = await openAt(390, 844);
    await startNineByNine(page);
    for (const mode of ['digits', 'notes'] as const) {
      if (mode === 'notes') {
        await tap(page, 'btn:notes');
        await waitForState(page, (s) => s.game?.noteMode === true, 'notes mode');
      }
      const parts = await layout(page);
      const all = await targets(page);
      const texts = Object.entries(parts).filter(([name]) => name.startsWith('padText:'));
      // Every key has its digit (and ⌫); a digit with none left to place shows no count.
      expect(texts.filter(([name]) => name.endsWith(':caption')).length).toBe(10);
      expect(texts.filter(([name]) => name.endsWith(':badge')).length).toBeGreaterThan(0);
      for (let i = 0; i < texts.length; i++) {
        const [nameA, a] = texts[i] as [string, LayoutRect];
        const key = byId(all, nameA.split(':').slice(1, 3).join(':'));
        expect(
          a.x >= key.x - 0.5 && a.x + a.width <= key.x + key.width + 0.5,
          `${nameA} inside its key`,
        ).toBe(true);
        for (let j = i + 1; j < texts.length; j++) {
          const [nameB, b] = texts[j] as [string, LayoutRect];
          expect(overlaps(a, b), `${mode}: ${nameA} overlaps ${nameB}`).toBe(false);
        }
      }
    }
    await screenshot(page, 'hand-notes-pad');
  });

  it('shows the mistakes count by the clock in Checked mode only', async () => {
    const page = await openAt(390, 844);
    await startNineByNine(page);
    expect((await layout(page)).mistakes, 'no count under the default policy').toBeUndefined();
    await tap(page, 'btn:home');
    await tap(page, 'btn:settings');
    await tap(page, 'setting:check');
    await tap(page, 'btn:back');
    await tap(page, 'btn:continue');
    await waitForState(page, (s) => s.screen === 'game' && s.game !== null, 'the game again');
    const zero = (await layout(page)).mistakes;
    expect(zero?.text).toBe('Mistakes 0');
    // A wrong digit: any digit but the solution's, in the first empty cell.
    const game = (await state(page)).game as { values: string; puzzle: string };
    const solution = solutionOf(game);
    const empty = game.values.indexOf('.');
    const wrong = ((Number(solution[empty]) % 9) + 1).toString();
    await tap(page, `cell:${Math.floor(empty / 9)}:${empty % 9}`);
    await tap(page, `pad:${wrong}`);
    await waitForState(page, (s) => s.game?.mistakes === 1, 'one mistake');
    const one = (await layout(page)).mistakes as LayoutRect;
    expect(one.text).toBe('Mistakes 1');
    // In the top bar: level with the buttons there, above the board.
    const all = await targets(page);
    const home = byId(all, 'btn:home');
    expect(one.y).toBeGreaterThanOrEqual(home.y);
    expect(bottom(one)).toBeLessThanOrEqual(bottom(home) + 0.5);
    for (const id of TOP_BAR) expect(overlaps(one, byId(all, id)), `mistakes on ${id}`).toBe(false);
    expect(await page.evaluate(() => window.gridwise.textFit())).toEqual([]);
    await screenshot(page, 'hand-mistakes');
  });

  it('keeps every action reachable: the More sheet by touch, by key and as real buttons', async () => {
    const page = await openAt(1280, 800, false);
    await startNineByNine(page);
    const ids = (await targets(page)).map((t) => t.id);
    for (const id of ['btn:new', 'btn:share', 'btn:answer', 'btn:rules'])
      expect(ids, `${id} is in the sheet, not on the screen`).not.toContain(id);
    // By key: M opens the sheet, its items are focusable buttons in a dialog, Escape closes it.
    await page.keyboard.press('m');
    await waitForState(page, (s) => s.notice === 'More actions', 'the sheet, by key');
    await page.waitForFunction(() => window.gridwise.idle());
    const named = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLButtonElement>('[data-a11y="controls"] button')].map(
        (b) => ({ name: b.getAttribute('aria-label') ?? b.textContent, id: b.dataset.id }),
      ),
    );
    expect(named.map((b) => b.id).sort()).toEqual([...MENU].sort());
    expect(named.map((b) => b.name)).toEqual(
      expect.arrayContaining(['New game', 'Share', 'Answer', 'How to play', 'Close']),
    );
    expect(
      await page.evaluate(() =>
        document.querySelector('[data-a11y="controls"]')?.getAttribute('role'),
      ),
    ).toBe('dialog');
    await page.keyboard.press('Escape');
    await waitForState(page, (s) => s.notice === null, 'the sheet closed by Escape');
    // Every shortcut still works with the sheet closed: N notes, P pause.
    await page.keyboard.press('n');
    await waitForState(page, (s) => s.game?.noteMode === true, 'notes by N');
    await page.keyboard.press('p');
    await waitForState(page, (s) => s.game?.status === 'paused', 'paused by P');
    await page.keyboard.press('p');
    await waitForState(page, (s) => s.game?.status === 'playing', 'resumed by P');
    // A screen reader's (or keyboard's) activation of an item: the rules open.
    await page.keyboard.press('m');
    await waitForState(page, (s) => s.notice === 'More actions', 'the sheet again');
    await page.waitForFunction(() => window.gridwise.idle());
    await page.focus('[data-a11y="controls"] button[data-id="btn:rules"]');
    await page.keyboard.press('Enter');
    await waitForState(page, (s) => s.screen === 'rules', 'the rules, from the sheet');
    // The top bar's icon buttons have names a screen reader speaks.
    await tap(page, 'btn:back');
    await waitForState(page, (s) => s.screen === 'game', 'back in the game');
    await page.waitForFunction(() => window.gridwise.idle());
    const top = await page.evaluate(() =>
      ['btn:home', 'btn:pause', 'btn:more'].map((id) =>
        document
          .querySelector(`[data-a11y="controls"] button[data-id="${id}"]`)
          ?.getAttribute('aria-label'),
      ),
    );
    expect(top).toEqual(['Home', 'Pause', 'More actions']);
  });

  it('answers a mouse over a button or a cell with one frame, and draws nothing while it stays', async () => {
    const page = await openAt(1280, 800, false);
    await startNineByNine(page);
    const all = await targets(page);
    const hint = byId(all, 'btn:hint');
    const cell = byId(all, 'cell:4:4');
    await page.mouse.move(2, 2);
    await page.waitForFunction(() => window.gridwise.idle());
    const pixel = async (t: Target): Promise<string> => {
      const png = await page.screenshot({
        // Beside the middle of the left edge: the fill, clear of icon, label and digit.
        clip: { x: Math.round(t.x + 7), y: Math.round(t.y + t.height / 2), width: 1, height: 1 },
      });
      return png.toString('base64');
    };
    for (const target of [hint, cell]) {
      const before = await pixel(target);
      const frames = await page.evaluate(() => window.gridwise.framesDrawn());
      await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2);
      await page.waitForFunction(() => window.gridwise.idle());
      const after = await page.evaluate(() => window.gridwise.framesDrawn());
      expect(after - frames, `${target.id}: frames for one hover`).toBe(1);
      expect(await pixel(target), `${target.id} looks hovered`).not.toBe(before);
      // The mouse stays still: nothing at all is drawn in 1.5 s on the page's clock.
      await watchFor(page, 1500);
      expect(await page.evaluate(() => window.gridwise.framesDrawn())).toBe(after);
      await page.mouse.move(2, 2);
      await page.waitForFunction(() => window.gridwise.idle());
      expect(await pixel(target), `${target.id} back to rest`).toBe(before);
    }
  });
});
