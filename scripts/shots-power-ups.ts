// Screenshots of Link's journey power-ups (#38 item 3): stage 1 after a combo of ×8 (a hint, a
// shuffle and a freeze earned, the buttons showing their counts), then with the freeze in use
// (the countdown stood still, its button counting down). Phone, sideways and desktop, English
// and Chinese; each in a fresh profile, so each earns its own. Run after `npm run build`:
//   npx tsx scripts/shots-power-ups.ts [out dir]

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { parseLinkBoard } from '../src/games/link/core/board';
import { solveLink } from '../src/games/link/core/solver';
import type { LinkSnapshot } from '../src/games/link/play/link-snapshot';
import { CHROMIUM, CHROMIUM_ARGS } from '../test/e2e/harness';
import { freePort, ROOT, startPreview } from '../test/e2e/preview-server';
import { must, quickTap, screenIs, TOUR_VIEWPORTS } from './screenshot-steps';
import { waitIdle } from './soak/soak-page';

const OUT = path.resolve(process.argv[2] ?? path.join(ROOT, 'test-results/shots-power-ups'));
const VIEWPORTS = TOUR_VIEWPORTS;

const game = (page: Page) =>
  page.evaluate(() => window.gridwise.state().game) as Promise<LinkSnapshot>;

async function shoot(page: Page, name: string): Promise<void> {
  await waitIdle(page);
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
  const file = path.join(OUT, `${name}.png`);
  await page.screenshot({ path: file });
  console.log(`  ${path.relative(ROOT, file)}`);
}

async function tour(browser: Browser, url: string, v: (typeof VIEWPORTS)[number], zh: boolean) {
  const context = await browser.newContext({
    viewport: { width: v.width, height: v.height },
    deviceScaleFactor: v.scale,
    isMobile: v.mobile,
    hasTouch: true,
    locale: zh ? 'zh-CN' : 'en-GB',
  });
  const page = await context.newPage();
  await page.goto(`${url}/?lessons=off&ahead=off&fill=off`);
  await page.waitForFunction(() => window.gridwise?.ready === true);
  for (const id of ['game:link', 'btn:journey']) await must(page, id);
  await screenIs(page, 'journey');
  await must(page, 'stage:1');
  await page.waitForFunction(() => {
    const g = window.gridwise.state().game as { journey?: { stage: number } | null } | null;
    return g?.journey?.stage === 1;
  });
  // Eight quick pairs (stage 1 has no gravity): a combo of ×8 earns a hint, a shuffle, a freeze.
  // A loaded machine may break a combo: pairs go on until a freeze is earned.
  for (let m = 0; m < 18; m++) {
    const g = await game(page);
    if ((g.powerUps?.freeze ?? 0) > 0) break;
    const plan = solveLink(parseLinkBoard(g.board), 'none');
    if (plan.status !== 'solved') throw new Error('solver');
    const [a, b] = plan.moves[0] as [{ r: number; c: number }, { r: number; c: number }];
    await quickTap(page, `tile:${a.r}:${a.c}`);
    await quickTap(page, `tile:${b.r}:${b.c}`);
    await page.waitForFunction(
      (left) => (window.gridwise.state().game as { tilesLeft?: number } | null)?.tilesLeft === left,
      g.tilesLeft - 2,
    );
  }
  const held = (await game(page)).powerUps;
  console.log(
    `${v.name} ${zh ? 'zh' : 'en'}: combo ${(await game(page)).combo}, held ${JSON.stringify(held)}`,
  );
  const prefix = `${zh ? 'zh-' : ''}${v.name}`;
  await shoot(page, `${prefix}-power-ups-earned`);
  await must(page, 'btn:power-freeze');
  await page.waitForFunction(() => {
    const g = window.gridwise.state().game as { powerUps?: { freeze: number } } | null;
    return g?.powerUps?.freeze === 0;
  });
  await shoot(page, `${prefix}-power-up-freeze-in-use`);
  await context.close();
}

mkdirSync(OUT, { recursive: true });
const server = await startPreview('dist', await freePort());
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  for (const v of VIEWPORTS) for (const zh of [false, true]) await tour(browser, server.url, v, zh);
} finally {
  await browser.close();
  await server.stop();
}
