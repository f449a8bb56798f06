// What outside input costs the main thread on a mid-range phone: the built app in Chromium with
// the CPU slowed 4× (Lighthouse's mobile setting), measured from navigation:
//
// 1. Opening a shared link to one of the hardest known Sudokus (an Extreme puzzle: it is checked
//    and graded in the worker, not on the main thread): navigation → the board drawn, and the
//    longest main-thread task meanwhile.
// 2. A boot with 200 bad records in the puzzle pool (100 that are not records at all, 100 that are
//    records of broken puzzles): navigation → the lobby ready, the pool loaded, the longest task
//    in the first 10 s, how many notices the player saw, and whether the bad records are gone.
//
// Run: npm run build && npx tsx bench/outside-input-latency.ts [runs, default 5]

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { sudokuMaker } from '../src/games/sudoku/core/sudoku-maker';
import { RECORD_FORMAT } from '../src/storage/records';
import { CHROMIUM, CHROMIUM_ARGS } from '../test/e2e/harness';
import { freePort, ROOT, startPreview } from '../test/e2e/preview-server';

const RUNS = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 5);
const SLOWDOWN = 4;
const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const HARDEST = path.resolve(ROOT, '../shared/data/sudoku/forum-hardest-1106.txt');

/** Watches long tasks and banner messages from the first byte of the page. */
const WATCH = `
  window.__longest = 0;
  window.__longTasks = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__longest = Math.max(window.__longest, e.duration);
      window.__longTasks++;
    }
  }).observe({ type: 'longtask', buffered: true });
  window.__notices = [];
  setInterval(() => {
    const text = document.querySelector('.gw-banner-text')?.textContent;
    if (text && window.__notices.at(-1) !== text) window.__notices.push(text);
  }, 20);
`;

async function throttledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript({ content: WATCH });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  return page;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2
    ? (s[(s.length - 1) / 2] as number)
    : ((s[s.length / 2 - 1] as number) + (s[s.length / 2] as number)) / 2;
};
const max = (xs: number[]) => Math.max(...xs);

async function phone(browser: import('playwright-core').Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
}

async function sharedExtreme(
  browser: import('playwright-core').Browser,
  url: string,
  puzzle: string,
): Promise<{ drawnMs: number; longestMs: number }> {
  const context = await phone(browser);
  try {
    const page = await throttledPage(context);
    await page.goto(`${url}/#play/sudoku/${puzzle}`);
    await page.waitForFunction(
      () => {
        const g = window.gridwise;
        if (g?.ready !== true) return false;
        const s = g.state();
        return s.screen === 'game' && s.game !== null && g.framesDrawn() > 0 && g.idle();
      },
      undefined,
      { timeout: 120_000, polling: 50 },
    );
    const drawnMs = await page.evaluate(() => window.gridwise.lastFrameAt());
    const longestMs = (await page.evaluate('window.__longest')) as number;
    return { drawnMs, longestMs };
  } finally {
    await context.close();
  }
}

async function badPoolBoot(
  browser: import('playwright-core').Browser,
  url: string,
): Promise<{ readyMs: number; longestMs: number; notices: number; badLeft: number }> {
  const context = await phone(browser);
  try {
    const setup = await context.newPage();
    await setup.goto(`${url}/?lessons=off`);
    await setup.waitForFunction(() => window.gridwise?.ready === true);
    const version = sudokuMaker.core.generatorVersion;
    await setup.evaluate(
      ({ format, generator }) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('gridwise');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction('pool', 'readwrite');
            const store = tx.objectStore('pool');
            for (let i = 0; i < 100; i++) store.add({ hello: i });
            for (let i = 0; i < 100; i++)
              store.add({
                format,
                bucket: 'sudoku:9:easy',
                generator,
                puzzle: { size: 9, level: 'easy', seed: `bad${i}`, puzzle: '1'.repeat(81) },
                createdAt: 0,
              });
            tx.oncomplete = () => {
              open.result.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
        }),
      { format: RECORD_FORMAT, generator: version },
    );
    await setup.close();
    const page = await throttledPage(context);
    await page.goto(`${url}/?lessons=off`);
    await page.waitForFunction(() => window.gridwise?.ready === true, undefined, {
      timeout: 60_000,
    });
    const readyMs = await page.evaluate(() => performance.now());
    // The pool loads after the lobby is up, in idle time: watch 10 s of that.
    await page.waitForTimeout(10_000);
    const longestMs = (await page.evaluate('window.__longest')) as number;
    const notices = ((await page.evaluate('window.__notices')) as string[]).length;
    const badLeft = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('gridwise');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const get = open.result.transaction('pool').objectStore('pool').getAll();
            get.onsuccess = () => {
              open.result.close();
              resolve(
                get.result.filter(
                  (r: { hello?: unknown; puzzle?: { seed?: string } }) =>
                    r.hello !== undefined || /^bad/.test(r.puzzle?.seed ?? ''),
                ).length,
              );
            };
          };
        }),
    );
    return { readyMs, longestMs, notices, badLeft };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const puzzles = readFileSync(HARDEST, 'utf8')
    .split('\n')
    .filter((l) => /^[0-9.]{81}$/.test(l.trim()))
    .slice(0, RUNS);
  const server = await startPreview(path.join(ROOT, 'dist'), await freePort());
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const shared = [];
    for (const p of puzzles) shared.push(await sharedExtreme(browser, server.url, p));
    // The control: the same path with an easy puzzle (grading is trivial), so what remains of
    // the longest task is the stage's own start (Pixi, WebGL), not the puzzle.
    const easy = [];
    for (let i = 0; i < RUNS; i++) easy.push(await sharedExtreme(browser, server.url, EASY));
    const boots = [];
    for (let i = 0; i < RUNS; i++) boots.push(await badPoolBoot(browser, server.url));
    console.log(`\nOutside input on the main thread, CPU slowed ${SLOWDOWN}×, ${RUNS} runs each\n`);
    console.log('| case | median (max) | longest task, median (max) | other |');
    console.log('|---|---|---|---|');
    console.log(
      `| shared link to one of the hardest Sudokus: navigation → board drawn | ${median(shared.map((s) => s.drawnMs)).toFixed(0)} ms (${max(shared.map((s) => s.drawnMs)).toFixed(0)}) | ${median(shared.map((s) => s.longestMs)).toFixed(0)} ms (${max(shared.map((s) => s.longestMs)).toFixed(0)}) | |`,
    );
    console.log(
      `| shared link to an easy Sudoku (the control): navigation → board drawn | ${median(easy.map((s) => s.drawnMs)).toFixed(0)} ms (${max(easy.map((s) => s.drawnMs)).toFixed(0)}) | ${median(easy.map((s) => s.longestMs)).toFixed(0)} ms (${max(easy.map((s) => s.longestMs)).toFixed(0)}) | |`,
    );
    console.log(
      `| boot with 200 bad pool records: navigation → lobby ready | ${median(boots.map((b) => b.readyMs)).toFixed(0)} ms (${max(boots.map((b) => b.readyMs)).toFixed(0)}) | ${median(boots.map((b) => b.longestMs)).toFixed(0)} ms (${max(boots.map((b) => b.longestMs)).toFixed(0)}), first 10 s | notices seen: ${boots.map((b) => b.notices).join(', ')}; bad records left: ${boots.map((b) => b.badLeft).join(', ')} |`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

void main();
