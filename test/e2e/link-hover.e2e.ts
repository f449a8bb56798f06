// On a desktop, a Link tile under the mouse shows it will take a click (a thin outline), drawn
// in one frame and gone when the mouse leaves; with the mouse still, nothing more is drawn.
// Read from pixels of the built app in real Chromium, with a real mouse.

import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Target } from '../../src/app/automation/automation';
import { useBrowser } from './fixture';
import { openApp, quiet, startLinkGame, targets } from './harness';

const e2e = useBrowser({ drawing: true });
let context: BrowserContext;

beforeAll(async () => {
  // Touch for the harness's taps to the game; the hover itself is a real mouse's.
  context = await e2e.context({ viewport: { width: 1280, height: 800 }, hasTouch: true });
});

afterAll(async () => {
  await context?.close();
});

describe('Link on a desktop', () => {
  it('outlines the tile under the mouse, and only while it is there', async () => {
    const page = await openApp(context);
    await startLinkGame(page, 'small', 'classic');
    const tile = (await targets(page)).find((t) => t.id === 'tile:2:2') as Target;
    const clip = { x: tile.x, y: tile.y, width: tile.width, height: tile.height };
    await page.mouse.move(5, 5);
    await quiet(page);
    const before = await page.screenshot({ clip });
    const frames = await page.evaluate(() => window.gridwise.framesDrawn());
    await page.mouse.move(tile.x + tile.width / 2, tile.y + tile.height / 2);
    await page.waitForFunction((n) => window.gridwise.framesDrawn() > n, frames);
    await quiet(page);
    const hovered = await page.screenshot({ clip });
    expect(hovered.equals(before)).toBe(false);
    // Still mouse: nothing more is drawn.
    const still = await page.evaluate(() => window.gridwise.framesDrawn());
    await page.mouse.move(tile.x + tile.width / 2 + 2, tile.y + tile.height / 2 + 1);
    await quiet(page);
    expect(await page.evaluate(() => window.gridwise.framesDrawn())).toBe(still);
    await page.mouse.move(5, 5);
    await quiet(page);
    expect((await page.screenshot({ clip })).equals(before)).toBe(true);
  });
});
