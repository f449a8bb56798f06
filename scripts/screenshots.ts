// Screenshots of every screen of the built app, at a phone held upright (390×844), the same phone
// sideways (844×390) and a desktop window (1280×800), taken as a player gets there: by taps on
// the targets the app reports. They go to docs/screenshots/ (named <viewport>-<screen>.png) and
// are what the README and the layout review look at.
// Run: npm run screenshots   (builds first; `-- --only=phone` for one viewport, Chinese included,
// `-- --only=tiles` for the sheet of Link tiles, docs/link-tiles.png, `-- --only=zh` for the
// Chinese screens, `-- --only=stats` for the Stats dashboard alone, in English and Chinese,
// `-- --only=results` for the results screens, `-- --only=lesson` for the first steps and the
// Rules pictures, `-- --only=calendar` for the calendar, `-- --only=journey` for Link's journey
// (map, stage, cleared), `-- --only=school` for the technique school (list, lesson, practice);
// the other tours open the app with ?lessons=off, src/app/shell/first-steps.ts)

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { parseLinkBoard } from '../src/games/link/core/board';
import { solveLink } from '../src/games/link/core/solver';
import type { LinkSnapshot } from '../src/games/link/play/link-snapshot';
import type { SudokuSnapshot } from '../src/games/sudoku/play/sudoku-snapshot';
import { CHROMIUM, CHROMIUM_ARGS, solutionOf } from '../test/e2e/harness';
import { freePort, ROOT, startPreview } from '../test/e2e/preview-server';
import { openTileSheet, startPageServer } from '../test/pages/tile-sheet-server';
import { dailyWonShot, historyBefore, pageToday, seedSudokuDailies } from './screenshot-dailies';
import { journeyShots } from './screenshot-journey';
import { schoolShots } from './screenshot-school';
import { must, playSudoku4, screenIs, solveByTaps } from './screenshot-steps';
import { goHome, tap, waitFor, waitIdle } from './soak/soak-page';

const OUT = path.join(ROOT, 'docs', 'screenshots');

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, scale: 2, mobile: true },
  { name: 'landscape', width: 844, height: 390, scale: 2, mobile: true },
  { name: 'desktop', width: 1280, height: 800, scale: 1, mobile: false },
] as const;

const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);

async function sudoku(page: Page): Promise<SudokuSnapshot> {
  return (await page.evaluate(() => window.gridwise.state().game)) as SudokuSnapshot;
}

async function shoot(page: Page, viewport: string, name: string): Promise<void> {
  await waitIdle(page);
  // Two frames more: the DOM lobby and dialogs have no render loop of their own to wait on.
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
  const file = path.join(OUT, `${viewport}-${name}.png`);
  await page.screenshot({ path: file });
  console.log(`  ${path.relative(ROOT, file)}`);
}

/** A touch context at viewport `v` (its size, density and phone-ness), with `extra` options. */
function viewportContext(
  browser: Browser,
  v: (typeof VIEWPORTS)[number],
  extra: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: v.width, height: v.height },
    deviceScaleFactor: v.scale,
    isMobile: v.mobile,
    hasTouch: true,
    ...extra,
  });
}

/** The app ready at viewport `v`, in Chinese when `zh` (its shots then named `zh-…`). */
async function openIn(
  browser: Browser,
  url: string,
  v: (typeof VIEWPORTS)[number],
  zh: boolean,
): Promise<{ context: BrowserContext; page: Page; prefix: string }> {
  const context = await viewportContext(browser, v, zh ? { locale: 'zh-CN' } : {});
  const page = await context.newPage();
  await page.goto(`${url}/?lessons=off`);
  await waitFor(page, 'ready');
  return { context, page, prefix: zh ? 'zh-' : '' };
}

async function tour(browser: Browser, url: string, v: (typeof VIEWPORTS)[number]): Promise<void> {
  const context = await viewportContext(browser, v);
  const page = await context.newPage();
  await page.goto(`${url}/?lessons=off`);
  await waitFor(page, 'ready');
  await shoot(page, v.name, 'home');

  // Sudoku 9×9 in play: some digits placed, notes in one cell, a cell selected.
  for (const id of ['game:sudoku', 'size:9', 'level:medium', 'btn:start']) await must(page, id);
  await waitFor(page, 'playing', 60_000);
  let game = await sudoku(page);
  const solution = solutionOf(game);
  const empties = [...game.values].flatMap((c, i) => (c === '.' ? [i] : []));
  const cell = (i: number) => `cell:${Math.floor(i / 9)}:${i % 9}`;
  for (const i of empties.slice(0, 6)) {
    await must(page, cell(i));
    await must(page, `pad:${solution[i]}`);
  }
  const noted = empties[6] as number;
  await must(page, cell(noted));
  await must(page, 'btn:notes');
  for (const d of [1, 4, 7]) await must(page, `pad:${d}`);
  await must(page, 'btn:notes');
  await must(page, cell(empties[7] as number));
  await shoot(page, v.name, 'sudoku');

  // The hint card, first and last stage.
  await must(page, 'btn:hint');
  await shoot(page, v.name, 'sudoku-hint');
  await must(page, 'btn:hint-collapse');
  await shoot(page, v.name, 'sudoku-hint-folded');
  await must(page, 'btn:hint-show');
  while (await tap(page, 'btn:hint-more')) {
    const hint = (await sudoku(page)).hint;
    if (!hint || hint.index >= hint.count - 1) break;
  }
  await shoot(page, v.name, 'sudoku-hint-last');
  await must(page, 'btn:hint-close');

  await must(page, 'btn:pause');
  await shoot(page, v.name, 'sudoku-paused');
  await must(page, 'btn:resume');

  // The win.
  game = await sudoku(page);
  for (let i = 0; i < 81; i++) {
    if (game.values[i] !== '.') continue;
    await must(page, cell(i));
    await must(page, `pad:${solution[i]}`);
  }
  await waitFor(page, 'won');
  // (The results screen's shots are resultsTour's: `*-sudoku-won.png`, `*-link-won.png`.)
  await must(page, 'btn:home');
  await screenIs(page, 'home');

  // Link, Large: a board in play with a tile selected, then a hint.
  for (const id of ['game:link', 'size:large', 'level:classic', 'btn:start']) await must(page, id);
  await waitFor(page, 'playing', 60_000);
  const link = (await page.evaluate(() => window.gridwise.state().game)) as LinkSnapshot;
  const plan = solveLink(parseLinkBoard(link.board), 'none');
  if (plan.status === 'solved') {
    for (const [a, b] of plan.moves.slice(0, 6)) {
      await must(page, `tile:${a.r}:${a.c}`);
      await must(page, `tile:${b.r}:${b.c}`);
    }
    const next = plan.moves[6];
    if (next) await must(page, `tile:${next[0].r}:${next[0].c}`);
  }
  await shoot(page, v.name, 'link');
  await must(page, 'btn:hint');
  await page.waitForFunction(
    () => Boolean((window.gridwise.state().game as { hint?: unknown } | null)?.hint),
    null,
    { timeout: 10_000, polling: 50 },
  );
  await shoot(page, v.name, 'link-hint');
  await goHome(page);

  for (const [id, screen] of [
    ['btn:rules', 'rules'],
    ['btn:records', 'records'],
    ['btn:stats', 'stats'],
    ['btn:settings', 'settings'],
  ] as const) {
    await must(page, id);
    await screenIs(page, screen);
    await shoot(page, v.name, screen);
    await must(page, 'btn:back');
    await screenIs(page, 'home');
  }

  await must(page, 'btn:paste');
  await page.waitForSelector('.gw-modal');
  // A code with a mistake in it, so the dialog shows how it explains one.
  await page.fill('.gw-modal textarea', 'https://example.com/#play/sudoku/123');
  await shoot(page, v.name, 'open-code');
  await context.close();
}

/** The dark theme (the system's choice) on the phone: home, a Link board and a Sudoku. */
async function darkTour(browser: Browser, url: string): Promise<void> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    colorScheme: 'dark',
  });
  const page = await context.newPage();
  await page.goto(`${url}/?lessons=off`);
  await waitFor(page, 'ready');
  await shoot(page, 'phone', 'dark-home');
  for (const id of ['game:link', 'size:medium', 'level:classic', 'btn:start']) await must(page, id);
  await waitFor(page, 'playing', 60_000);
  await shoot(page, 'phone', 'dark-link');
  await goHome(page);
  for (const id of ['game:sudoku', 'size:9', 'level:easy', 'btn:start']) await must(page, id);
  await waitFor(page, 'playing', 60_000);
  await shoot(page, 'phone', 'dark-sudoku');
  await context.close();
}

/**
 * 简体中文 (a zh-CN browser) at one size: home, both games' rules, a Sudoku hint, a Link board,
 * the records.
 */
async function chineseTour(
  browser: Browser,
  url: string,
  v: (typeof VIEWPORTS)[number],
): Promise<void> {
  const context = await viewportContext(browser, v, { locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`${url}/?lessons=off`);
  await waitFor(page, 'ready');
  await shoot(page, v.name, 'zh-home');
  // Each game's rules, where Chinese line breaking shows (issue #23).
  for (const game of ['sudoku', 'link']) {
    await must(page, `game:${game}`);
    await must(page, 'btn:rules');
    await screenIs(page, 'rules');
    await shoot(page, v.name, `zh-rules-${game}`);
    await must(page, 'btn:back');
    await screenIs(page, 'home');
  }
  for (const id of ['game:sudoku', 'size:9', 'level:medium', 'btn:start']) await must(page, id);
  await waitFor(page, 'playing', 60_000);
  await must(page, 'btn:hint');
  await page.waitForFunction(
    () => Boolean((window.gridwise.state().game as { hint?: unknown } | null)?.hint),
    null,
    { timeout: 20_000, polling: 50 },
  );
  while (await tap(page, 'btn:hint-more')) {
    const hint = (await sudoku(page)).hint;
    if (!hint || hint.index >= hint.count - 1) break;
  }
  await shoot(page, v.name, 'zh-sudoku-hint');
  await must(page, 'btn:hint-close');
  await goHome(page);
  for (const id of ['game:link', 'size:medium', 'level:classic', 'btn:start']) await must(page, id);
  await waitFor(page, 'playing', 60_000);
  await must(page, 'btn:hint');
  await shoot(page, v.name, 'zh-link');
  await goHome(page);
  // Two 4×4 wins, one with a hint, so the records list has a clean run and an assisted one.
  for (const assisted of [false, true]) {
    for (const id of ['game:sudoku', 'size:4', 'btn:start']) await must(page, id);
    await waitFor(page, 'playing', 60_000);
    if (assisted) {
      await must(page, 'btn:hint');
      await must(page, 'btn:hint-close');
    }
    const game = await sudoku(page);
    const solution = solutionOf(game);
    for (let i = 0; i < 16; i++) {
      if (game.values[i] !== '.') continue;
      await must(page, `cell:${Math.floor(i / 4)}:${i % 4}`);
      await must(page, `pad:${solution[i]}`);
    }
    await waitFor(page, 'won');
    await goHome(page);
  }
  await must(page, 'btn:records');
  await screenIs(page, 'records');
  await must(page, 'records:size:4');
  await shoot(page, v.name, 'zh-records');
  await context.close();
}

/**
 * stats (#24): the Stats dashboard after a few 4×4 games, as a player gets there: three wins
 * (one with a hint, drawn hollow in the chart) and one finished with Answer (revealed), then
 * Stats. `<viewport>-stats-dashboard.png` and `<viewport>-zh-stats-dashboard.png`.
 */
async function statsTour(
  browser: Browser,
  url: string,
  v: (typeof VIEWPORTS)[number],
  chinese: boolean,
): Promise<void> {
  const context = await viewportContext(browser, v, chinese ? { locale: 'zh-CN' } : {});
  const page = await context.newPage();
  await page.goto(`${url}/?lessons=off`);
  await waitFor(page, 'ready');
  // streak (#24): a player with last month's trophy and a daily streak running to yesterday.
  await seedSudokuDailies(page, historyBefore(await pageToday(page)));
  await waitFor(page, 'ready');
  for (const ending of ['win', 'hinted', 'win', 'answer'] as const) await playSudoku4(page, ending);
  await must(page, 'btn:stats');
  await screenIs(page, 'stats');
  await page.waitForFunction(() => document.querySelector('[data-chart] circle') !== null, null, {
    timeout: 10_000,
    polling: 50,
  });
  await shoot(page, v.name, chinese ? 'zh-stats-dashboard' : 'stats-dashboard');
  await context.close();
}

/**
 * calendar (#24): Sudoku's calendar of dailies, this month, from the lobby's btn:calendar, in
 * English (en-GB: weeks from Monday) and Chinese. `<viewport>-calendar.png`, `-zh-calendar.png`.
 * Any word that does not fit (textFit) is printed.
 */
async function calendarTour(
  browser: Browser,
  url: string,
  v: (typeof VIEWPORTS)[number],
  chinese: boolean,
): Promise<void> {
  const context = await browser.newContext({
    viewport: { width: v.width, height: v.height },
    deviceScaleFactor: v.scale,
    isMobile: v.mobile,
    hasTouch: true,
    locale: chinese ? 'zh-CN' : 'en-GB',
  });
  const page = await context.newPage();
  await page.goto(`${url}/?lessons=off`);
  await waitFor(page, 'ready');
  // A regular player's month: every day won but one left unfinished and one missed a week
  // ago (the streak runs from then), with this month's times (last month's are all won).
  const today = await pageToday(page);
  const history = historyBefore(today);
  const missed = history.at(-7);
  const unfinished = history.at(-12);
  const won = history.filter((d) => d !== missed && d !== unfinished);
  await seedSudokuDailies(page, won, unfinished ? [unfinished] : []);
  await waitFor(page, 'ready');
  await must(page, 'btn:calendar');
  await screenIs(page, 'calendar');
  const unfit = await page.evaluate(() => window.gridwise.textFit());
  if (unfit.length > 0) console.log(`${v.name} ${chinese ? 'zh' : 'en'} textFit:`, unfit);
  await shoot(page, v.name, chinese ? 'zh-calendar' : 'calendar');
  await context.close();
}

/** What a tour of its own (journey, school) is lent: taps, waits and its shots' names. */
type Shots = (
  page: Page,
  steps: {
    must: typeof must;
    screenIs: typeof screenIs;
    waitIdle: typeof waitIdle;
    shoot(name: string): Promise<void>;
  },
  label: string,
) => Promise<void>;

/**
 * A tour written in its own file, at one viewport in English or Chinese: journey (#25, Link's
 * map, a stage in play, a cleared stage's card: scripts/screenshot-journey.ts,
 * `<viewport>-journey-*.png`) and school (#26, the Learn list, X-Wing's lesson, a practice
 * position and its hint: scripts/screenshot-school.ts, `<viewport>-school-*.png`); Chinese
 * shots are `<viewport>-zh-*`.
 */
async function ownTour(
  browser: Browser,
  url: string,
  v: (typeof VIEWPORTS)[number],
  zh: boolean,
  shots: Shots,
): Promise<void> {
  const { context, page, prefix } = await openIn(browser, url, v, zh);
  await shots(
    page,
    { must, screenIs, waitIdle, shoot: (name) => shoot(page, v.name, `${prefix}${name}`) },
    `${v.name} ${zh ? 'zh' : 'en'}`,
  );
  await context.close();
}

// results (issue #24): the results card after a Sudoku and a Link win, in English and Chinese.
/** Waits for the results card with the figures read from the records (a best time shown). */
async function resultsShown(page: Page): Promise<void> {
  await waitFor(page, 'won', 120_000);
  await page.waitForFunction(
    () => /(Best|最佳) \d/.test(window.gridwise.state().notice ?? ''),
    null,
    {
      timeout: 30_000,
      polling: 50,
    },
  );
  await waitIdle(page);
}

async function resultsTour(
  browser: Browser,
  url: string,
  v: (typeof VIEWPORTS)[number],
  zh: boolean,
): Promise<void> {
  const { context, page, prefix } = await openIn(browser, url, v, zh);
  // Two 4×4 wins, so the card has a best, an average, a streak of 2 and a place to show.
  for (let round = 0; round < 2; round++) {
    if (round === 0) for (const id of ['game:sudoku', 'size:4', 'btn:start']) await must(page, id);
    else await must(page, 'btn:new');
    await waitFor(page, 'playing', 60_000);
    await solveByTaps(page);
    await resultsShown(page);
  }
  await shoot(page, v.name, `${prefix}sudoku-won`);
  await must(page, 'btn:home');
  await screenIs(page, 'home');
  await dailyWonShot(page, { must, screenIs, waitFor, resultsShown }, async () => {
    await shoot(page, v.name, `${prefix}sudoku-daily-won`);
  });
  // The lobby with a streak at stake (the days before won on their day), then with today's won.
  await shoot(page, v.name, `${prefix}home-daily-streak`);
  await must(page, 'btn:daily');
  await waitFor(page, 'playing', 60_000);
  await solveByTaps(page);
  await resultsShown(page);
  await must(page, 'btn:home');
  await screenIs(page, 'home');
  await shoot(page, v.name, `${prefix}home-daily-done`);
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
  await resultsShown(page);
  await shoot(page, v.name, `${prefix}link-won`);
  const cut = await page.evaluate(() => window.gridwise.textFit());
  if (cut.length > 0) console.log(`  text cut on ${v.name} ${prefix}link-won:`, cut);
  await context.close();
}

/**
 * lesson (issue #24): a step of each game's first steps and each game's Rules pictures, as a new
 * player meets them (no ?lessons=off), in English and Chinese.
 */
async function lessonTour(
  browser: Browser,
  url: string,
  v: (typeof VIEWPORTS)[number],
  locale: 'en-GB' | 'zh-CN',
): Promise<void> {
  const context = await viewportContext(browser, v, { locale });
  const prefix = locale === 'zh-CN' ? 'zh-' : '';
  const page = await context.newPage();
  await page.goto(`${url}/`);
  await waitFor(page, 'ready');
  for (const [game, first] of [
    ['sudoku', 'cell:0:1'],
    ['link', 'tile:1:3'],
  ] as const) {
    await must(page, `game:${game}`);
    await must(page, 'btn:rules');
    await screenIs(page, 'rules');
    // The pictures load on first use (a small chunk): wait for their frame to be drawn.
    await page.waitForFunction(() => window.gridwise.framesDrawn() > 0);
    await waitIdle(page);
    await shoot(page, v.name, `${prefix}rules-pictures-${game}`);
    await must(page, 'btn:back');
    await screenIs(page, 'home');
    await must(page, `game:${game}`);
    await must(page, 'btn:start');
    await screenIs(page, 'lesson');
    await must(page, first);
    await shoot(page, v.name, `${prefix}lesson-${game}`);
    await must(page, 'btn:lesson-skip');
    await screenIs(page, 'game');
    await goHome(page);
  }
  await context.close();
}

/** Every Link tile kind, named, drawn by the app's tile art: docs/link-tiles.png. */
async function tileSheet(browser: Browser): Promise<void> {
  const pages = await startPageServer();
  try {
    const url = pages.url('tile-sheet.html', { size: 64, kinds: 62, cols: 9, names: 1 });
    const page = await openTileSheet(browser, url, { width: 900, height: 700 }, 2);
    const sheet = await page.locator('#sheet').boundingBox();
    if (!sheet) throw new Error('the tile sheet has no size');
    await page.screenshot({ path: path.join(ROOT, 'docs', 'link-tiles.png'), clip: sheet });
    await page.close();
    console.log('docs/link-tiles.png');
  } finally {
    await pages.stop();
  }
}

mkdirSync(OUT, { recursive: true });
const server = await startPreview('dist', await freePort());
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  if (only === 'stats') {
    for (const v of VIEWPORTS)
      for (const chinese of [false, true]) await statsTour(browser, server.url, v, chinese);
  }
  if (!only || only === 'calendar') {
    for (const v of VIEWPORTS)
      for (const chinese of [false, true]) await calendarTour(browser, server.url, v, chinese);
  }
  if (!only || only === 'journey') {
    for (const v of VIEWPORTS)
      for (const zh of [false, true]) await ownTour(browser, server.url, v, zh, journeyShots);
  }
  if (!only || only === 'school') {
    for (const v of VIEWPORTS)
      for (const zh of [false, true]) await ownTour(browser, server.url, v, zh, schoolShots);
  }
  if (!only || only === 'tiles') await tileSheet(browser);
  if (!only || only === 'lesson') {
    for (const v of VIEWPORTS)
      for (const locale of ['en-GB', 'zh-CN'] as const)
        await lessonTour(browser, server.url, v, locale);
  }
  // `--only=results`: the results screen's shots alone (issue #24).
  for (const v of VIEWPORTS) {
    if (only && only !== 'results') continue;
    for (const zh of [false, true]) await resultsTour(browser, server.url, v, zh);
  }
  for (const v of VIEWPORTS) {
    if (only && only !== v.name) continue;
    console.log(`${v.name} ${v.width}×${v.height}`);
    await tour(browser, server.url, v);
  }
  if (!only || only === 'phone') await darkTour(browser, server.url);
  for (const v of VIEWPORTS) {
    if (!only || only === v.name || only === 'zh') await chineseTour(browser, server.url, v);
    if (!only)
      for (const chinese of [false, true]) await statsTour(browser, server.url, v, chinese);
  }
} finally {
  await browser.close();
  await server.stop();
}
