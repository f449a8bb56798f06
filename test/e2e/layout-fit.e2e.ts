// Boards fill the screen and messages never cover them, as a player sees it upright (390×844),
// sideways (844×390) and in a desktop window (1280×800): Link's tile pitch for every size (a
// board is drawn turned when that gives bigger tiles), and, for Link and Sudoku, the message
// strip kept clear of the board; Link's hint message covers neither the tiles left, a journey
// stage's score and combo, nor a control, in free play and on a stage. Sizes come from the
// app's own targets() and layout().

import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { LayoutRect } from '../../src/app/automation/automation';
import { startSudoku, useBrowser } from './fixture';
import { openApp, state, tap, waitForState } from './harness';

const VIEWPORTS = [
  { name: 'upright 390×844', width: 390, height: 844, mobile: true },
  { name: 'sideways 844×390', width: 844, height: 390, mobile: true },
  { name: 'desktop 1280×800', width: 1280, height: 800, mobile: false },
] as const;

/** The least tile pitch (CSS px) per size; the upright phone's Large is as big as it allows. */
const LEAST_PITCH: Record<string, Record<'small' | 'medium' | 'large', number>> = {
  'upright 390×844': { small: 44, medium: 44, large: 36 },
  'sideways 844×390': { small: 44, medium: 44, large: 40 },
  'desktop 1280×800': { small: 44, medium: 44, large: 40 },
};

const e2e = useBrowser({ drawing: 'layout' });
let context: BrowserContext | undefined;

afterAll(async () => {
  await context?.close();
});

async function openAt(viewport: (typeof VIEWPORTS)[number]): Promise<Page> {
  await context?.close();
  context = await e2e.context({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: 1,
    isMobile: viewport.mobile,
    hasTouch: true,
  });
  return openApp(context);
}

/** Waits for a new game of `size` in play (the previous one may still show for a moment). */
async function playing(page: Page, size: string | number): Promise<void> {
  await page.waitForFunction(
    (want) => {
      const game = window.gridwise.state().game as { status?: string; size?: unknown } | null;
      return game?.status === 'playing' && String(game.size) === want && window.gridwise.idle();
    },
    String(size),
    { timeout: 60_000, polling: 50 },
  );
}

async function layout(page: Page): Promise<Record<string, LayoutRect>> {
  return page.evaluate(() => window.gridwise.layout());
}

function overlap(a: LayoutRect, b: LayoutRect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

type Seen = Window & { messageSeen?: Record<string, LayoutRect> };

/**
 * Runs `trigger` (the tap that brings a message) and returns the screen's parts as laid out the
 * moment the message's toast first shows, read in the page by a 10 ms watch started before the
 * tap. A toast shows for 2.6 s: on a loaded machine, reading the state and then the layout from
 * the test, after the tap's own checks, once came after it had gone (the notice seen, then no
 * toast; at desktop size under a third browser, none seen at all). If none shows in 10 s, the
 * error says what the notice was and which parts were there.
 */
async function partsWithMessage(
  page: Page,
  trigger: () => Promise<void>,
): Promise<Record<string, LayoutRect>> {
  await page.evaluate(() => {
    const w = window as Seen;
    delete w.messageSeen;
    const watch = setInterval(() => {
      const parts = window.gridwise.layout();
      if (!parts.toast) return;
      w.messageSeen = parts;
      clearInterval(watch);
    }, 10);
  });
  await trigger();
  try {
    const handle = await page.waitForFunction(
      () => (window as Seen).messageSeen ?? null,
      undefined,
      {
        polling: 50,
        timeout: 10_000,
      },
    );
    return (await handle.jsonValue()) as Record<string, LayoutRect>;
  } catch {
    const notice = await page.evaluate(() => window.gridwise.state().notice);
    const parts = Object.keys(await layout(page)).filter((k) => !k.startsWith('control:'));
    throw new Error(
      `the message: no toast shown in 10 s; notice ${JSON.stringify(notice)}, parts ${parts.join(', ')}`,
    );
  }
}

/** The message on show (`parts`, from partsWithMessage) stays off the board. */
function messageClearOfBoard(parts: Record<string, LayoutRect>): void {
  expect(parts.board, 'the board').toBeDefined();
  const { board, toast } = parts as { board: LayoutRect; toast: LayoutRect };
  expect(
    overlap(board, toast),
    `message ${JSON.stringify(toast)} on board ${JSON.stringify(board)}`,
  ).toBe(false);
  // And on screen.
  for (const r of [board, toast]) {
    expect(r.x).toBeGreaterThanOrEqual(0);
    expect(r.y).toBeGreaterThanOrEqual(0);
  }
}

/** The message on show over none of Link's tiles left, score, combo or controls. */
function messageClearOfLinkParts(parts: Record<string, LayoutRect>, where: string): void {
  const toast = parts.toast as LayoutRect;
  expect(parts['tiles-left'], 'the tiles left').toBeDefined();
  const covered = Object.entries(parts)
    .filter(([name]) => /^(tiles-left|score|combo|control:.*)$/.test(name))
    .filter(([, rect]) => overlap(rect, toast))
    .map(([name, rect]) => `${name} ${JSON.stringify(rect)}`);
  expect(covered, `${where}: the message ${JSON.stringify(toast)} covers`).toEqual([]);
}

describe('pencil marks', () => {
  it('are at least 11 CSS px on a 9×9 at 390 px wide, and a size up with Large digits', async () => {
    const page = await openAt(VIEWPORTS[0]);
    const markPx = async (): Promise<number> => {
      const mark = (await layout(page)).mark;
      expect(mark?.fontPx, 'a pencil mark on show').toBeDefined();
      return mark?.fontPx ?? 0;
    };
    const game = await startSudoku(page, 9);
    await playing(page, 9);
    const empty = game.values.indexOf('.');
    await tap(page, `cell:${Math.floor(empty / 9)}:${empty % 9}`);
    await tap(page, 'btn:notes');
    await tap(page, 'pad:1');
    await page.waitForFunction(() => window.gridwise.idle());
    const normal = await markPx();
    expect(normal).toBeGreaterThanOrEqual(11);
    await tap(page, 'btn:home');
    await tap(page, 'btn:settings');
    await tap(page, 'setting:digits:large');
    await tap(page, 'btn:back');
    await tap(page, 'btn:continue');
    await waitForState(page, (s) => s.screen === 'game', 'the game');
    await page.waitForFunction(() => window.gridwise.idle());
    const large = await markPx();
    expect(large).toBeGreaterThan(normal);
    console.log(
      `pencil marks at 390×844: ${normal.toFixed(1)} px, with Large digits ${large.toFixed(1)} px`,
    );
  });
});

describe.each(VIEWPORTS)('layout $name', (viewport) => {
  it('gives Link tiles their least pitch at every size, and keeps messages off the board', async () => {
    const page = await openAt(viewport);
    const pitches: string[] = [];
    for (const size of ['small', 'medium', 'large'] as const) {
      if ((await state(page)).screen !== 'home') {
        await tap(page, 'btn:home');
        await waitForState(page, (s) => s.screen === 'home', 'the lobby');
      }
      for (const id of ['game:link', `size:${size}`, 'level:classic', 'btn:start'])
        await tap(page, id);
      await playing(page, size);
      const tiles = (await page.evaluate(() => window.gridwise.targets())).filter((t) =>
        t.id.startsWith('tile:'),
      );
      expect(tiles.length).toBeGreaterThan(0);
      const pitch = Math.min(...tiles.map((t) => Math.min(t.width, t.height)));
      pitches.push(`${size} ${pitch.toFixed(0)} px`);
      expect(pitch, `${size} tile pitch`).toBeGreaterThanOrEqual(
        LEAST_PITCH[viewport.name]?.[size] ?? 0,
      );
      // Every tile on screen.
      for (const t of tiles) {
        expect(t.x + t.width).toBeLessThanOrEqual(viewport.width + 0.5);
        expect(t.y + t.height).toBeLessThanOrEqual(viewport.height + 0.5);
      }
      if (size === 'large') {
        const parts = await partsWithMessage(page, () => tap(page, 'btn:hint'));
        messageClearOfBoard(parts);
        messageClearOfLinkParts(parts, `${viewport.name}, Large`);
      }
    }
    console.log(`Link tile pitch, ${viewport.name}: ${pitches.join(', ')}`);
  });

  it("keeps Link's hint message off the board, the tiles left, the score and the controls on a journey stage", async () => {
    const page = await openAt(viewport);
    await tap(page, 'game:link');
    await tap(page, 'btn:journey');
    await waitForState(page, (s) => s.screen === 'journey', 'the stage map', 60_000);
    await tap(page, 'stage:1');
    await waitForState(
      page,
      (s) => (s.game as { journey?: { stage: number } | null } | null)?.journey?.stage === 1,
      'stage 1 in play',
      60_000,
    );
    await page.waitForFunction(() => window.gridwise.idle());
    const parts = await partsWithMessage(page, () => tap(page, 'btn:hint'));
    messageClearOfBoard(parts);
    messageClearOfLinkParts(parts, `${viewport.name}, stage 1`);
  });

  it("keeps a refused digit's message off the Sudoku board", async () => {
    const page = await openAt(viewport);
    const game = await startSudoku(page, 9);
    await playing(page, 9);
    const given = [...game.values].findIndex((v) => v !== '.');
    await tap(page, `cell:${Math.floor(given / 9)}:${given % 9}`);
    messageClearOfBoard(await partsWithMessage(page, () => tap(page, 'pad:1')));
  });
});
