// journey power-ups (#38 item 3), in real Chromium at phone size (390×844) by touch: on stage 1
// four quick matches make a combo of ×4, which earns a hint power-up (state().game.powerUps, the
// button's label, and the journey record on disk); the browser is killed and opened again, and the
// hint is still held; tapping btn:power-hint shows a pair for free (the combo runs on, the game is
// not marked helped) and spends it, on disk too. A power-up not held is greyed and plays nothing.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LinkSnapshot } from '../../src/games/link/play/link-snapshot';
import { openReady } from './backup-files';
import { killBrowser, removeBrowserFiles, screenshot, tap, targets, waitForState } from './harness';
import { stageInPlay } from './journey-play';
import { tapLinkPlan } from './link-batch';

type Held = NonNullable<LinkSnapshot['powerUps']>;
const heldOf = (s: { game: unknown }) => (s.game as LinkSnapshot | null)?.powerUps ?? null;

/** The power-ups in the journey record on disk (IndexedDB), read in the page. */
function storedPowerUps(page: Page): Promise<Record<string, number> | null> {
  return page.evaluate(
    () =>
      new Promise<Record<string, number> | null>((resolve, reject) => {
        const open = indexedDB.open('gridwise');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result
            .transaction('settings')
            .objectStore('settings')
            .get('journey:link');
          get.onsuccess = () => {
            open.result.close();
            resolve(
              (get.result as { powerUps?: Record<string, number> } | undefined)?.powerUps ?? null,
            );
          };
          get.onerror = () => reject(get.error);
        };
      }),
  );
}

/** Waits until the journey record on disk holds `count` of `kind` (the app writes it after the
 *  move that earned or spent it, in the background): read in the page as the app's state, by
 *  Playwright's wait, no fixed pause. */
async function waitStored(page: Page, what: string, kind: string, count: number): Promise<void> {
  await page
    .waitForFunction(
      ([k, n]) =>
        new Promise<boolean>((resolve) => {
          // (No helper functions in here: the bundler would name them with a helper the page lacks.)
          const open = indexedDB.open('gridwise');
          open.onerror = () => resolve(false);
          open.onsuccess = () => {
            const get = open.result
              .transaction('settings')
              .objectStore('settings')
              .get('journey:link');
            get.onsuccess = () => {
              open.result.close();
              const held = (get.result as { powerUps?: Record<string, number> } | undefined)
                ?.powerUps;
              resolve(held?.[k as string] === n);
            };
            get.onerror = () => resolve(false);
          };
        }),
      [kind, count] as const,
      { timeout: 10_000, polling: 100 },
    )
    .catch(async () => {
      throw new Error(`${what}: on disk ${JSON.stringify(await storedPowerUps(page))}`);
    });
}

describe('Link journey power-ups', () => {
  it('a combo of ×4 earns a hint, kept across a kill, and used for free', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gridwise-power-ups-'));
    try {
      // Stage 1 is classic (no gravity): tiles never slide, so pairs are tapped as fast as a
      // quick player taps them, each within the combo's 3 s.
      const page = await openReady(dir, { reducedMotion: 'reduce' });
      await tap(page, 'game:link');
      await tap(page, 'btn:journey');
      await waitForState(page, (s) => s.screen === 'journey', 'the stage map', 60_000);
      await tap(page, 'stage:1');
      let game = await stageInPlay(page, 1);
      expect(game.powerUps).toEqual({ hint: 0, freeze: 0, bomb: 0, shuffle: 0 });
      const ids = (await targets(page)).map((t) => t.id);
      for (const kind of ['hint', 'freeze', 'bomb', 'shuffle'])
        expect(ids).toContain(`btn:power-${kind}`);

      // None held: the button is greyed, and a tap on it plays nothing.
      await tap(page, 'btn:power-bomb');
      const idle = await waitForState<LinkSnapshot>(page, () => true, 'state');
      expect(idle.game?.tilesLeft).toBe(game.tilesLeft);
      expect(heldOf(idle)?.bomb).toBe(0);

      // Four pairs in one batch, as quick fingers go (link-batch.ts): well within 3 s apart.
      const left = game.tilesLeft;
      await tapLinkPlan(page, game, 'none', 4);
      game = (
        await waitForState<LinkSnapshot>(page, (x) => x.game?.tilesLeft === left - 8, 'four pairs')
      ).game as LinkSnapshot;
      expect(game.combo).toBe(4);
      expect(game.powerUps).toEqual({ hint: 1, freeze: 0, bomb: 0, shuffle: 0 });
      await waitForState(page, (s) => /Power-up earned: Hint/.test(s.notice ?? ''), 'told earned');
      await waitStored(page, 'the hint earned', 'hint', 1);
      await waitForState(page, (s) => s.storage.pending === 0, 'the game on disk');
      const board = game.board;

      // A kill: the browser dies; opened again, the stage and the hint held are back.
      killBrowser(dir);
      await page
        .context()
        .close()
        .catch(() => {});
      const again = await openReady(dir, { reducedMotion: 'reduce' });
      await tap(again, 'game:link');
      await tap(again, 'btn:continue');
      const back = await stageInPlay(again, 1);
      expect(back.board).toBe(board);
      expect(back.powerUps).toEqual({ hint: 1, freeze: 0, bomb: 0, shuffle: 0 });

      // Used: a pair is shown, the hint is spent (in state and on disk), and it cost nothing.
      await tap(again, 'btn:power-hint');
      const used = await waitForState<LinkSnapshot>(
        again,
        (s) => s.game?.hint !== null && s.game?.powerUps?.hint === 0,
        'the power-up hint shown and spent',
      );
      const shown = used.game as LinkSnapshot;
      expect(shown.assisted).toBe(false);
      expect(shown.powerUps).toEqual({ hint: 0, freeze: 0, bomb: 0, shuffle: 0 } satisfies Held);
      expect(used.notice).toMatch(/Power-up hint/);
      await screenshot(again, 'link-power-up-hint-used');
      await waitStored(again, 'the hint spent', 'hint', 0);
      await again.context().close();
    } finally {
      removeBrowserFiles(dir);
    }
  }, 300_000);
});
