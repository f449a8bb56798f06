// Screens that line up: the records screen's header sits where the statistics and settings
// screens have theirs (it used to sit ~30 px lower, centred with its list), at every size; and
// the iPhone "Add to Home Screen" guide starts every step's words at the same place (step 3,
// which has no icon, used to start further left).

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './fixture';
import { openApp, quiet, tap, targets, waitForState } from './harness';

const e2e = useBrowser({ drawing: 'layout' });

async function backButtonTop(page: Page, id: string, screen: string): Promise<number> {
  await tap(page, id);
  await waitForState(page, (s) => s.screen === screen, screen);
  const back = (await targets(page)).find((t) => t.id === 'btn:back');
  if (!back) throw new Error(`no Back on ${screen}`);
  await tap(page, 'btn:back');
  await waitForState(page, (s) => s.screen === 'home', 'home');
  return back.y;
}

describe('screen headers', () => {
  for (const [width, height] of [
    [390, 844],
    [844, 390],
    [1280, 800],
  ] as const) {
    it(`records, statistics and settings put their header at one height at ${width}×${height}`, async () => {
      const context = await e2e.context({ viewport: { width, height }, hasTouch: true });
      try {
        const page = await openApp(context);
        const records = await backButtonTop(page, 'btn:records', 'records');
        const stats = await backButtonTop(page, 'btn:stats', 'stats');
        const settings = await backButtonTop(page, 'btn:settings', 'settings');
        expect(Math.abs(records - stats)).toBeLessThanOrEqual(2);
        expect(Math.abs(settings - stats)).toBeLessThanOrEqual(2);
      } finally {
        await context.close();
      }
    });
  }

  for (const [width, height, locale] of [
    [844, 390, 'en-US'],
    [844, 390, 'zh-CN'],
    [390, 844, 'zh-CN'],
  ] as const) {
    it(`the rules of both games fit beside Back at ${width}×${height} in ${locale}, in readable type`, async () => {
      const context = await e2e.context({
        viewport: { width, height },
        hasTouch: true,
        locale,
      });
      try {
        const page = await openApp(context);
        for (const game of ['sudoku', 'link']) {
          await tap(page, `game:${game}`);
          await tap(page, 'btn:rules');
          await waitForState(page, (s) => s.screen === 'rules', 'rules');
          // As the player sees it before scrolling: the pictures over the text come with the
          // game's lesson chunk and push the text down; a wheel sent before they came scrolled
          // 36 px short (twice, on a loaded machine).
          await page.waitForFunction(
            () => (window.gridwise.layout()['rules-pictures']?.height ?? 0) > 0,
          );
          await quiet(page);
          const rects = await page.evaluate(() => window.gridwise.layout());
          const back = (await targets(page)).find((t) => t.id === 'btn:back');
          if (!back) throw new Error('no Back on the rules');
          // The room the rules show in: clear of Back and on screen; the type readable.
          const r = rects['rules-room'];
          if (!r) throw new Error('no rules room');
          const overlaps =
            r.x < back.x + back.width &&
            back.x < r.x + r.width &&
            r.y < back.y + back.height &&
            back.y < r.y + r.height;
          expect(overlaps, `${game} rules under Back`).toBe(false);
          expect(r.y + r.height).toBeLessThanOrEqual(height);
          expect(rects['rules-body']?.fontPx ?? 0, `${game} rules type`).toBeGreaterThanOrEqual(12);
          // What does not fit scrolls: the wheel brings the last line into the room.
          await page.mouse.move(r.x + r.width / 2, r.y + r.height / 2);
          await page.mouse.wheel(0, 5000);
          // Playwright sends the wheel without waiting for the page to take it: on a loaded
          // machine the page was still quiet when read, the scroll not yet done (89 px short
          // once). So the last line's place is read until it is in the room (or 10 s pass).
          const lastBottom = async () => {
            const after = await page.evaluate(() => window.gridwise.layout());
            const last = after['rules-body-2'] ?? after['rules-body'];
            if (!last) throw new Error('no rules text');
            return last.y + last.height;
          };
          await expect
            .poll(lastBottom, { timeout: 10_000, message: `${game}: the last line scrolled in` })
            .toBeLessThanOrEqual(r.y + r.height + 2);
          await quiet(page);
          await tap(page, 'btn:back');
          await waitForState(page, (s) => s.screen === 'home', 'home');
        }
      } finally {
        await context.close();
      }
    });
  }

  it('keeps Back where it is while the statistics table loads, at 844×390', async () => {
    const context = await e2e.context({ viewport: { width: 844, height: 390 }, hasTouch: true });
    try {
      const page = await openApp(context);
      // Back's place on every drawn frame from the tap on Statistics until the table is in.
      const watched = page.evaluate(
        () =>
          new Promise<string[]>((resolve) => {
            const seen: string[] = [];
            let after = 0;
            const look = () => {
              const s = window.gridwise.state();
              const back = window.gridwise.targets().find((t) => t.id === 'btn:back');
              if (s.screen === 'stats' && back) seen.push(`${back.x},${back.y}`);
              // A few frames past the table's arrival: a move would show on the next frame.
              if ((s.list?.length ?? 0) > 0) after++;
              if (after > 5) resolve(seen);
              else requestAnimationFrame(look);
            };
            requestAnimationFrame(look);
          }),
      );
      await tap(page, 'btn:stats');
      const places = await watched;
      expect(places.length, 'frames seen on the statistics screen').toBeGreaterThan(5);
      expect(new Set(places), `Back's places: ${places.join(' ')}`).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it('the iPhone install guide starts every step’s words at the same place', async () => {
    const context = await e2e.context({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    });
    try {
      const page = await openApp(context);
      await tap(page, 'btn:install');
      await page.waitForSelector('.gw-guide-step');
      const lefts = await page.$$eval('.gw-guide-step > span:last-child', (spans) =>
        spans.map((s) => Math.round(s.getBoundingClientRect().left)),
      );
      expect(lefts).toHaveLength(3);
      expect(new Set(lefts).size).toBe(1);
    } finally {
      await context.close();
    }
  });
});
