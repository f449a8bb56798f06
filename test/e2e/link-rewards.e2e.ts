// Link's rewards (issue #38 items 4 and 6), at phone size by touch: a cleared stage's stars are
// drawn in colour on the card (gold pixels where the old card had black glyphs); the journey map
// is a region with a name and says what opens its first locked stage; free play keeps a best
// score per size and gravity: the first win says "New best score", a worse one does not.

import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LinkCell } from '../../src/games/link/core/board';
import { parseLinkBoard } from '../../src/games/link/core/board';
import { solveLink } from '../../src/games/link/core/solver';
import type { LinkSnapshot } from '../../src/games/link/play/link-snapshot';
import { useBrowser } from './fixture';
import {
  clearLinkBoard,
  openApp,
  quiet,
  screenshot,
  startLinkGame,
  state,
  tap,
  targets,
  waitForState,
} from './harness';
import { clearStage } from './journey-play';
import { boxPixels } from './screen-pixels';

const e2e = useBrowser({ drawing: true });

/** Pixels of a box near the stars' gold (trophy-art's and star-row's 0xf2c230) and near grey. */
async function starPixels(context: BrowserContext, page: Page) {
  const ids = await targets(page);
  const next = ids.find((t) => t.id === 'btn:next-stage');
  const home = ids.find((t) => t.id === 'btn:home' && next && Math.abs(t.y - next.y) < 4);
  if (!next || !home) throw new Error('the cleared card’s row is not on show');
  // The card's figures sit over its row of buttons.
  const box = {
    x: Math.round(next.x),
    y: Math.max(0, Math.round(next.y - 200)),
    width: Math.round(home.x + home.width - next.x),
    height: 190,
  };
  const png = await page.screenshot({ scale: 'css' });
  const [d] = await boxPixels(context, png, [box]);
  let gold = 0;
  for (let i = 0; i < (d as number[]).length; i += 4) {
    const [r, g, b] = [(d as number[])[i], (d as number[])[i + 1], (d as number[])[i + 2]] as [
      number,
      number,
      number,
    ];
    if (Math.abs(r - 242) < 30 && Math.abs(g - 194) < 30 && Math.abs(b - 48) < 40) gold++;
  }
  return { gold };
}

describe('Link rewards', () => {
  it('draws a cleared stage’s stars in colour on the card', async () => {
    const context = await e2e.phone();
    const page = await openApp(context);
    await tap(page, 'game:link');
    await tap(page, 'btn:journey');
    await waitForState(page, (s) => s.screen === 'journey', 'the stage map', 60_000);
    await tap(page, 'stage:1');
    await clearStage(page, 1);
    await waitForState(page, (s) => (s.journey?.link?.stars[1] ?? 0) >= 1, 'stage 1’s stars');
    await quiet(page);
    const { gold } = await starPixels(context, page);
    await screenshot(page, 'link-rewards-stars');
    // A drawn star of 22 px fills about 150 pixels: one won star is well over 60 gold pixels.
    expect(gold).toBeGreaterThan(60);
  });

  it('shows the map as a region and says what opens a locked stage', async () => {
    const page = await openApp(await e2e.phone());
    await tap(page, 'game:link');
    await tap(page, 'btn:journey');
    const s = await waitForState(page, (x) => x.screen === 'journey', 'the stage map', 60_000);
    const map = s.listView as {
      region?: { index: number; name: string };
      reason?: string | null;
    };
    expect(map.region).toEqual({ index: 0, name: 'Bamboo Grove' });
    expect(map.reason).toMatch(/Stage 2, locked · Clear stage 1 to open/);
    // The page turns to the next region.
    await tap(page, 'btn:stages-next');
    const later = await waitForState(
      page,
      (x) => (x.listView as { page?: number }).page === 2,
      'the second page',
    );
    expect((later.listView as { region?: { name: string } }).region?.name).toBe('Lotus Lake');
    // The locked stage says it to a screen reader too.
    const a11y = await page.evaluate(() =>
      [...document.querySelectorAll('[aria-label],[title]')].map(
        (e) => e.getAttribute('aria-label') ?? e.getAttribute('title') ?? '',
      ),
    );
    expect(a11y.some((t) => /Stage 22, locked: clear stage 21 to open/.test(t))).toBe(true);
  });

  it('says New best score on a free-play win the first time, not on a worse one', async () => {
    const context = await e2e.phone();
    // The page's clock is Playwright's, so the second game can be played slowly (no combos).
    await context.clock.install();
    const page = await openApp(context);
    await startLinkGame(page, 'small', 'classic');
    await clearLinkBoard(page);
    const first = await waitForState(
      page,
      (x) => /New best score/.test(x.notice ?? '') && x.storage.pending === 0,
      'the first win’s New best score',
    );
    expect(first.notice).toMatch(/Score \d+/);
    await tap(page, 'btn:new');
    await waitForState<LinkSnapshot>(
      page,
      (x) => x.game?.kind === 'link' && x.game.status === 'playing' && x.game.tilesLeft > 0,
      'a new board',
      60_000,
    );
    await quiet(page);
    // Slowly: four seconds between pairs, so no match continues a combo (a lower score).
    let g = (await state<LinkSnapshot>(page)).game as LinkSnapshot;
    while (g.status === 'playing') {
      const plan = solveLink(parseLinkBoard(g.board), 'none');
      if (plan.status !== 'solved') throw new Error(`solver: ${plan.status} on\n${g.board}`);
      const [a, b] = plan.moves[0] as [LinkCell, LinkCell];
      await page.clock.fastForward(4000);
      await tap(page, `tile:${a.r}:${a.c}`, { settle: 'steady' });
      await tap(page, `tile:${b.r}:${b.c}`, { settle: 'steady' });
      const left = g.tilesLeft;
      g = (
        await waitForState<LinkSnapshot>(
          page,
          (x) => x.game?.tilesLeft === left - 2,
          'the pair to go',
        )
      ).game as LinkSnapshot;
    }
    const second = await waitForState(
      page,
      (x) => /Best score \d+/.test(x.notice ?? '') && x.storage.pending === 0,
      'the worse win’s line',
    );
    expect(second.notice).not.toMatch(/New best score/);
  });
});
