// The game screen as a whole: it fits every window from a 360×640 phone to a desktop without
// scrolling or overlap, plays by keyboard on a desktop, and stops the clock while the page is
// hidden. Whether it draws nothing while nothing changes and animates while something moves is
// sudoku-frames.e2e.ts's, which runs alone (vitest.e2e.config.ts, SOLO).

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Target } from '../../src/app/automation/automation';
import { openSharpPhone, startSudoku, useBrowser } from './fixture';
import {
  openApp,
  screenshot,
  settle,
  state,
  tap,
  targets,
  waitForClock,
  waitForState,
  watchFor,
} from './harness';

const e2e = useBrowser({ drawing: true });

function overlaps(a: Target, b: Target): boolean {
  const eps = 0.5; // shared edges are fine
  return (
    a.x + eps < b.x + b.width &&
    b.x + eps < a.x + a.width &&
    a.y + eps < b.y + b.height &&
    b.y + eps < a.y + a.height
  );
}

const phonePage = (width: number, height: number): Promise<Page> =>
  openSharpPhone(e2e, width, height);

describe('Sudoku game screen', () => {
  const windows: [string, number, number][] = [
    ['phone-portrait-360x640', 360, 640],
    ['phone-landscape-640x360', 640, 360],
    ['phone-landscape-844x390', 844, 390],
    ['tablet-768x1024', 768, 1024],
    ['desktop-1280x800', 1280, 800],
  ];

  it.each(windows)(
    'fits a %s window: everything on screen, nothing overlapping, no scroll',
    async (name, width, height) => {
      const page = await phonePage(width, height);
      for (const screen of ['home', 'sheet', 'game'] as const) {
        // The lobby's New game sheet (sizes, levels, Start) must fit as the lobby does.
        if (screen === 'sheet') await tap(page, 'btn:new-game');
        if (screen === 'game') {
          // Closed as a player closes it, and the game started from the lobby as usual.
          await tap(page, 'btn:sheet-close');
          await startSudoku(page, 9);
        }
        const all = await targets(page);
        const ids = all.map((t) => t.id);
        const expected =
          screen === 'game'
            ? [
                'cell:0:0',
                'cell:8:8',
                'pad:1',
                'pad:9',
                'pad:erase',
                'btn:notes',
                'btn:undo',
              ].concat(['btn:redo', 'btn:hint', 'btn:pause', 'btn:more', 'btn:home'])
            : screen === 'sheet'
              ? ['size:4', 'size:6', 'size:9', 'level:easy', 'level:medium', 'level:hard'].concat([
                  'level:nightmare',
                  'btn:start',
                  'btn:sheet-close',
                ])
              : ['game:sudoku', 'btn:new-game', 'btn:scan'].concat([
                  'btn:daily',
                  'btn:paste',
                  'btn:records',
                  'btn:stats',
                  'btn:settings',
                  'btn:rules',
                ]);
        for (const id of expected) expect(ids, `${id} on the ${screen} screen`).toContain(id);
        expect(new Set(ids).size, 'ids are unique').toBe(ids.length);
        for (const t of all) {
          expect(t.x, `${t.id} left edge`).toBeGreaterThanOrEqual(0);
          expect(t.y, `${t.id} top edge`).toBeGreaterThanOrEqual(0);
          expect(t.x + t.width, `${t.id} right edge`).toBeLessThanOrEqual(width + 0.5);
          expect(t.y + t.height, `${t.id} bottom edge`).toBeLessThanOrEqual(height + 0.5);
          if (!t.id.startsWith('cell:')) {
            // Thumb-sized: 44 CSS px is the accepted minimum for a touch target.
            expect(Math.min(t.width, t.height), `${t.id} size`).toBeGreaterThanOrEqual(44);
          }
        }
        for (let i = 0; i < all.length; i++) {
          for (let j = i + 1; j < all.length; j++) {
            const a = all[i] as Target;
            const b = all[j] as Target;
            expect(overlaps(a, b), `${a.id} overlaps ${b.id}`).toBe(false);
          }
        }
        const scroll = await page.evaluate(() => ({
          h: document.scrollingElement?.scrollHeight ?? 0,
          w: document.scrollingElement?.scrollWidth ?? 0,
        }));
        expect(scroll.h).toBeLessThanOrEqual(height);
        expect(scroll.w).toBeLessThanOrEqual(width);
        await screenshot(page, `layout-${name}-${screen}`);
      }
      // Cells are equal squares, big enough to hit on a phone.
      const cells = (await targets(page)).filter((t) => t.id.startsWith('cell:'));
      expect(cells).toHaveLength(81);
      const size = (cells[0] as Target).width;
      expect(size).toBeGreaterThanOrEqual(30);
      for (const c of cells) {
        expect(Math.abs(c.width - size)).toBeLessThan(0.01);
        expect(Math.abs(c.height - size)).toBeLessThan(0.01);
      }
      await page.context().close();
    },
  );

  it.each([
    ['portrait, notch and home indicator', 390, 844, { top: 47, bottom: 34, left: 0, right: 0 }],
    ['landscape, notch at the side', 844, 390, { top: 0, bottom: 21, left: 47, right: 47 }],
  ])('keeps every control inside the safe area (%s)', async (_name, width, height, insets) => {
    const context = await e2e.context({
      viewport: { width, height },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await openApp(context, '', async (p) => {
      const cdp = await context.newCDPSession(p);
      await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets });
    });
    const inside = async (screen: string) => {
      for (const t of await targets(page)) {
        expect(t.y, `${screen} ${t.id} below the top inset`).toBeGreaterThanOrEqual(insets.top);
        expect(t.x, `${screen} ${t.id} right of the left inset`).toBeGreaterThanOrEqual(
          insets.left,
        );
        expect(t.y + t.height, `${screen} ${t.id} above the bottom inset`).toBeLessThanOrEqual(
          height - insets.bottom + 0.5,
        );
        expect(t.x + t.width, `${screen} ${t.id} left of the right inset`).toBeLessThanOrEqual(
          width - insets.right + 0.5,
        );
      }
    };
    await inside('home');
    await startSudoku(page, 9);
    await inside('game');
    await screenshot(page, `safe-area-${width}x${height}`);
    await context.close();
  });

  it('ignores zoom and scroll gestures on the board: double tap and drag leave the page still', async () => {
    const page = await phonePage(390, 844);
    await startSudoku(page, 9);
    const cell = (await targets(page)).find((t) => t.id === 'cell:4:4') as Target;
    const cx = cell.x + cell.width / 2;
    const cy = cell.y + cell.height / 2;
    await page.touchscreen.tap(cx, cy);
    await page.touchscreen.tap(cx, cy);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: cx, y }],
      });
    await touch('touchStart', cy - 150);
    for (let k = 1; k <= 10; k++) await touch('touchMove', cy - 150 + k * 30);
    await touch('touchEnd', cy + 150);
    await watchFor(page, 300); // a double-tap zoom or a fling would show within this
    const view = await page.evaluate(() => ({
      scale: window.visualViewport?.scale ?? 1,
      scrollY: window.scrollY,
      touchAction: getComputedStyle(document.querySelector('canvas') as Element).touchAction,
      overscroll: getComputedStyle(document.body).overscrollBehaviorY,
    }));
    expect(view).toEqual({ scale: 1, scrollY: 0, touchAction: 'none', overscroll: 'none' });
    expect((await state(page)).screen).toBe('game');
    await page.context().close();
  });

  it('plays by keyboard on a desktop: arrows, digits, Backspace, N, Ctrl+Z, Ctrl+Y', async () => {
    const context = await e2e.context({ viewport: { width: 1280, height: 800 } });
    const page = await openApp(context);
    const click = async (id: string) => {
      await settle(page);
      const t = (await targets(page)).find((x) => x.id === id) as Target;
      await page.mouse.click(t.x + t.width / 2, t.y + t.height / 2);
    };
    await click('btn:new-game');
    await click('size:4');
    await click('btn:start');
    const start = await waitForState(page, (s) => s.game !== null, 'the game');
    const puzzle = start.game?.puzzle ?? '';
    const empty = puzzle.indexOf('.');
    await page.keyboard.press('ArrowRight'); // first arrow selects r1c1
    expect((await state(page)).game?.selected).toEqual([0, 0]);
    for (let i = 0; i < empty % 4; i++) await page.keyboard.press('ArrowRight');
    for (let i = 0; i < Math.floor(empty / 4); i++) await page.keyboard.press('ArrowDown');
    expect((await state(page)).game?.selected).toEqual([Math.floor(empty / 4), empty % 4]);

    // A digit that does not clash anywhere in the cell's houses.
    const { parsePuzzle } = await import('../../src/games/sudoku/core/codec');
    const { clashesFor } = await import('../../src/games/sudoku/core/rules');
    const parsed = parsePuzzle(puzzle);
    const ok = [1, 2, 3, 4].find(
      (d) => clashesFor(parsed.shape, parsed.cells, empty, d).length === 0,
    );
    await page.keyboard.press(String(ok));
    expect((await state(page)).game?.values[empty]).toBe(String(ok));
    await page.keyboard.press('Backspace');
    expect((await state(page)).game?.values[empty]).toBe('.');
    await page.keyboard.press('Control+z');
    expect((await state(page)).game?.values[empty]).toBe(String(ok));
    await page.keyboard.press('Control+y');
    expect((await state(page)).game?.values[empty]).toBe('.');
    await page.keyboard.press('n');
    await page.keyboard.press(String(ok));
    const noted = (await state(page)).game;
    expect(noted?.noteMode).toBe(true);
    expect(noted?.notes.split(',')[empty]).toBe(String(ok));
    await context.close();
  });

  it('stops the clock while the page is hidden and restarts it when shown', async () => {
    const page = await phonePage(390, 844);
    await startSudoku(page, 9);
    await waitForClock(page, 1000);
    // Headless Chromium never hides a tab by itself, so the test flips the page's visibility the
    // way the browser does (visibilityState + visibilitychange) and the app reacts as it would.
    const setHidden = (hidden: boolean) =>
      page.evaluate((h) => {
        Object.defineProperty(document, 'visibilityState', {
          configurable: true,
          get: () => (h ? 'hidden' : 'visible'),
        });
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    const paused = await state(page);
    expect(paused.game?.status).toBe('paused');
    await watchFor(page, 2000);
    const stillPaused = await state(page);
    expect(stillPaused.game?.elapsedMs).toBe(paused.game?.elapsedMs);
    await setHidden(false);
    expect((await state(page)).game?.status).toBe('playing');
    await waitForClock(page, (paused.game?.elapsedMs ?? 0) + 901);
    const resumed = (await state(page)).game?.elapsedMs ?? 0;
    expect(resumed).toBeGreaterThan((paused.game?.elapsedMs ?? 0) + 900);
    expect(resumed).toBeLessThan((paused.game?.elapsedMs ?? 0) + 5000);
    await page.context().close();
  });
});
