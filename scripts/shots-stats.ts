// Screenshots of the Stats and Records screens with zero, one and several wins, at a phone held
// upright (390×844), sideways (844×390) and a desktop window (1280×800), in English and Chinese.
// The app is played as a player plays it (taps on targets()); each state is shot at every size by
// resizing the page. Run after `npm run build`:
//   tsx scripts/shots-stats.ts <out-dir>
// Prints any text the app reports cut (textFit) or overlapping (overlaps) per shot.

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { parseLinkBoard } from '../src/games/link/core/board';
import { solveLink } from '../src/games/link/core/solver';
import type { LinkSnapshot } from '../src/games/link/play/link-snapshot';
import { CHROMIUM, CHROMIUM_ARGS } from '../test/e2e/harness';
import { freePort, startPreview } from '../test/e2e/preview-server';
import { must, playSudoku4, screenIs } from './screenshot-steps';
import { goHome, waitFor, waitIdle } from './soak/soak-page';

const OUT = path.resolve(process.argv[2] ?? 'shots-stats');
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'landscape', width: 844, height: 390 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const onlySize = process.argv.find((a) => a.startsWith('--size='))?.slice(7);
const onlyLang = process.argv.find((a) => a.startsWith('--lang='))?.slice(7);
const onlyStage = process.argv.find((a) => a.startsWith('--stage='))?.slice(8);

async function settle(page: Page): Promise<void> {
  await waitIdle(page);
  await page.evaluate(
    () =>
      new Promise((r) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 150))),
      ),
  );
  await waitIdle(page);
}

async function shootAll(page: Page, lang: string, name: string): Promise<void> {
  for (const s of SIZES) {
    if (onlySize && onlySize !== s.name) continue;
    await page.setViewportSize({ width: s.width, height: s.height });
    await settle(page);
    const file = path.join(OUT, `${s.name}-${lang}-${name}.png`);
    await page.screenshot({ path: file });
    const cut = await page.evaluate(() => window.gridwise.textFit());
    console.log(`  ${path.basename(file)}${cut.length ? ` textFit: ${JSON.stringify(cut)}` : ''}`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await settle(page);
}

async function winLink(page: Page): Promise<void> {
  for (const id of ['game:link', 'size:small', 'level:classic', 'btn:start']) await must(page, id);
  await waitFor(page, 'playing', 60_000);
  for (;;) {
    const link = (await page.evaluate(() => window.gridwise.state().game)) as LinkSnapshot;
    if (link.status !== 'playing') break;
    const plan = solveLink(parseLinkBoard(link.board), 'none');
    if (plan.status !== 'solved') throw new Error(`solver: ${plan.status}`);
    const [a, b] = plan.moves[0] as [{ r: number; c: number }, { r: number; c: number }];
    await must(page, `tile:${a.r}:${a.c}`);
    await must(page, `tile:${b.r}:${b.c}`);
    await page.waitForFunction(
      (left) => (window.gridwise.state().game as LinkSnapshot | null)?.tilesLeft !== left,
      link.tilesLeft,
      { timeout: 20_000, polling: 20 },
    );
  }
  await waitFor(page, 'won', 60_000);
  await goHome(page);
}

async function visit(page: Page, lang: string, stage: string): Promise<void> {
  await must(page, 'btn:stats');
  await screenIs(page, 'stats');
  await must(page, 'stats:game:sudoku');
  await shootAll(page, lang, `${stage}-stats`);
  if (stage === 'several') {
    await must(page, 'stats:rules');
    await shootAll(page, lang, `${stage}-stats-rules`);
    await must(page, 'stats:rules');
    await must(page, 'stats:game:link');
    await shootAll(page, lang, `${stage}-stats-link`);
    await must(page, 'stats:game:sudoku');
    // The charted row's top 10, from Stats, and Back to Stats.
    await must(page, 'stats:records');
    await screenIs(page, 'records');
    await page.waitForFunction(() => (window.gridwise.state().list?.length ?? 0) > 0);
    await shootAll(page, lang, `${stage}-stats-top10`);
    await must(page, 'btn:back');
    await screenIs(page, 'stats');
  }
  await must(page, 'btn:back');
  await screenIs(page, 'home');
  await must(page, 'btn:records');
  await screenIs(page, 'records');
  await shootAll(page, lang, `${stage}-records`);
  if (stage === 'several') {
    await must(page, 'records:game:sudoku');
    await must(page, 'records:size:9');
    await must(page, 'records:level:nightmare');
    await shootAll(page, lang, `${stage}-records-9`);
  }
  await must(page, 'btn:back');
  await screenIs(page, 'home');
}

async function tour(browser: Browser, url: string, chinese: boolean): Promise<void> {
  const lang = chinese ? 'zh' : 'en';
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: chinese ? 'zh-CN' : 'en-GB',
  });
  const page = await context.newPage();
  await page.goto(`${url}/?lessons=off`);
  await waitFor(page, 'ready');
  console.log(lang);
  if (!onlyStage || onlyStage === 'zero') await visit(page, lang, 'zero');
  await playSudoku4(page, 'win');
  if (!onlyStage || onlyStage === 'one') await visit(page, lang, 'one');
  if (onlyStage && onlyStage !== 'several') return context.close();
  for (const ending of ['hinted', 'win', 'win', 'answer'] as const) await playSudoku4(page, ending);
  await winLink(page);
  await visit(page, lang, 'several');
  await context.close();
}

mkdirSync(OUT, { recursive: true });
const server = await startPreview('dist', await freePort());
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  for (const chinese of [false, true]) {
    if (onlyLang && onlyLang !== (chinese ? 'zh' : 'en')) continue;
    await tour(browser, server.url, chinese);
  }
} finally {
  await browser.close();
  await server.stop();
}
