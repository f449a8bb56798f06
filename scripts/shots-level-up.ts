// Screenshots of Link's journey rewards (#38 item 4) that take a journey part-way played: stage
// 10's first clear (the level reached, with its medal, and a first three stars' Bomb), the map of
// the first region with nine stages starred, the countdown's last ten seconds and its end. Stages 1–9
// come from a backup imported in Settings, as another phone's progress would. Phone, sideways and
// desktop, English and Chinese, each in a fresh profile. The last-ten-seconds shot waits on the
// real clock (a third of a minute or so) and is taken at phone size alone. Run after a build:
//   npx tsx scripts/shots-level-up.ts [out dir] [phone|landscape|desktop]

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import type { LinkSnapshot } from '../src/games/link/play/link-snapshot';
import { CHROMIUM, CHROMIUM_ARGS } from '../test/e2e/harness';
import { freePort, ROOT, startPreview } from '../test/e2e/preview-server';
import { play, stageInPlay } from './screenshot-journey';
import { must, screenIs, TOUR_VIEWPORTS } from './screenshot-steps';
import { waitIdle } from './soak/soak-page';

const OUT = path.resolve(process.argv[2] ?? path.join(ROOT, 'test-results/shots-level-up'));
const VIEWPORTS = TOUR_VIEWPORTS;

/** A backup holding stages 1–9 cleared (two or three stars each), as another phone made it. */
function progressFile(): string {
  const stages: Record<string, object> = {};
  for (let n = 1; n <= 9; n++)
    stages[n] = { stars: n % 3 === 0 ? 2 : 3, score: 800 + n * 10, bestCombo: 4, ms: 60_000 };
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'gridwise-shots-')), 'journey.json');
  writeFileSync(
    file,
    JSON.stringify({
      app: 'gridwise',
      version: 1,
      savedAt: Date.now(),
      games: [],
      bestTimes: [],
      journey: [{ format: 1, kind: 'link', era: 1, stages }],
    }),
  );
  return file;
}

async function shoot(page: Page, name: string): Promise<void> {
  await waitIdle(page);
  const cut = await page.evaluate(() => window.gridwise.textFit());
  if (cut.length > 0) console.log(`  text cut on ${name}:`, cut);
  const file = path.join(OUT, `${name}.png`);
  await page.screenshot({ path: file });
  console.log(`  ${path.relative(ROOT, file)}`);
}

/** Taps and waits, as the journey's own screenshot tour lends them. */
const steps = { must, waitIdle };

async function tour(
  browser: Browser,
  url: string,
  v: (typeof VIEWPORTS)[number],
  zh: boolean,
  file: string,
) {
  // The backup goes in at phone size, where Settings shows Import without scrolling; the
  // window then takes the tour's size.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: v.scale,
    isMobile: v.mobile,
    hasTouch: true,
    locale: zh ? 'zh-CN' : 'en-GB',
  });
  const page = await context.newPage();
  const prefix = `${zh ? 'zh-' : ''}${v.name}`;
  await page.goto(`${url}/?lessons=off&ahead=off&fill=off`);
  await page.waitForFunction(() => window.gridwise?.ready === true);
  await must(page, 'btn:settings');
  await screenIs(page, 'settings');
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    must(page, 'btn:import-backup'),
  ]);
  await chooser.setFiles(file);
  await page.waitForFunction(() => window.gridwise.state().journey?.link?.stars[9] === 2);
  // The notice read, it is put away, as a player does.
  if ((await page.evaluate(() => window.gridwise.state().banner)) !== null) {
    await must(page, 'btn:dismiss');
    await page.waitForFunction(() => window.gridwise.state().banner === null);
  }
  await must(page, 'btn:back');
  await page.setViewportSize({ width: v.width, height: v.height });
  await screenIs(page, 'home');
  for (const id of ['game:link', 'btn:journey']) await must(page, id);
  await screenIs(page, 'journey');
  await shoot(page, `${prefix}-journey-map-nine`);
  await must(page, 'stage:10');
  await stageInPlay(page, steps, 10);
  await play(page, steps, Number.POSITIVE_INFINITY);
  await page.waitForFunction(() => (window.gridwise.state().journey?.link?.stars[10] ?? 0) >= 1);
  const stars = await page.evaluate(() => window.gridwise.state().journey?.link?.stars[10]);
  console.log(`${prefix}: stage 10 cleared, ${stars} stars`);
  await shoot(page, `${prefix}-level-up`);
  if (v.name === 'phone') {
    // Stage 10 again: a few pairs, then the clock let run to its last 10 s.
    await must(page, 'btn:stage-map');
    await screenIs(page, 'journey');
    await must(page, 'stage:10');
    await stageInPlay(page, steps, 10);
    await play(page, steps, 6);
    await page.waitForFunction(
      () => {
        const j = (window.gridwise.state().game as LinkSnapshot | null)?.journey;
        return j != null && j.timeLeftMs < 8_500 && !j.timedOut;
      },
      undefined,
      { timeout: 180_000, polling: 100 },
    );
    await shoot(page, `${prefix}-last-ten-seconds`);
    // Then let it run out: the stage stops and offers Try again or the map.
    await page.waitForFunction(
      () => (window.gridwise.state().game as LinkSnapshot | null)?.journey?.timedOut === true,
      undefined,
      { timeout: 30_000, polling: 100 },
    );
    await shoot(page, `${prefix}-time-up`);
  }
  await context.close();
}

mkdirSync(OUT, { recursive: true });
const file = progressFile();
const server = await startPreview('dist', await freePort());
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const only = process.argv[3];
  for (const v of VIEWPORTS.filter((x) => !only || x.name === only))
    for (const zh of [false, true]) await tour(browser, server.url, v, zh, file);
} finally {
  await browser.close();
  await server.stop();
}
