// How long "New game" takes, from the player's tap to the new board drawn, in the built app in
// real Chromium (touch, real worker, real IndexedDB). Run: npm run build && npm run measure
// (Sudoku 9×9 Hard), or `npm run measure -- --link` (Link Large 16×9 Classic); a number sets
// the taps per row (default 50).
//
// - warm pool: before each tap the pool for 9×9 Hard holds a puzzle (the normal case);
// - empty pool: a fresh profile (first run: nothing pooled yet) taps Start at once, so the worker
//   makes the puzzle while the player waits.
// Time is measured inside the page: from the tap's pointerup event to the end of the first
// animation frame that draws the new puzzle.

import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../test/e2e/harness';
import { freePort, startPreview } from '../test/e2e/preview-server';
import { tapId } from './tap-id';

const LINK = process.argv.includes('--link');
const TAPS = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 50);
const CHOICES = LINK ? ['game:link', 'size:large', 'level:classic'] : ['size:9', 'level:hard'];
const BUCKET = LINK ? 'link:large:classic' : 'sudoku:9:hard';
const LABEL = LINK ? 'Link Large 16×9 Classic' : '9×9 Hard';

interface Snapshot {
  game: { seed: string; puzzle?: string; board?: string; status: string } | null;
  pool: Record<string, number>;
  generating: boolean;
}

async function snap(page: Page): Promise<Snapshot> {
  return page.evaluate(() => window.gridwise.state() as unknown as Snapshot);
}

interface Latency {
  ms: number;
  /** Frames drawn from the tap up to and including the one that showed the new board. */
  frames: number;
}

async function tapAndMeasure(page: Page, id: string): Promise<Latency> {
  const find = async () =>
    (await page.evaluate(() => window.gridwise.targets())).find((t) => t.id === id);
  // New game in a game's More sheet, Start in the lobby's New game sheet: the sheet is opened
  // first (not timed), as a player does.
  const opener = await page.evaluate((want) => window.gridwise.opener(want), id);
  if (opener) {
    await tapId(page, opener);
    await page.waitForFunction(() => window.gridwise.idle());
  }
  const target = await find();
  if (!target) throw new Error(`no ${id} button`);
  const game = (await snap(page)).game;
  const before = game?.puzzle ?? game?.board;
  // A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
  // Every animation frame callback is wrapped: the first one in which the app drew a frame
  // while the state already held the new puzzle is the frame that put the new board on screen.
  await page.evaluate(`(() => {
    const previous = ${JSON.stringify(before ?? null)};
    const original = window.__originalRaf || window.requestAnimationFrame.bind(window);
    window.__originalRaf = original;
    window.__drawn = new Promise((resolve) => {
      let tap;
      let framesAtTap;
      addEventListener('pointerup', (e) => {
        tap = e.timeStamp;
        framesAtTap = window.gridwise.framesDrawn();
      }, { once: true, capture: true });
      window.requestAnimationFrame = (cb) => original((t) => {
        const before = window.gridwise.framesDrawn();
        cb(t);
        const game = window.gridwise.state().game;
        if (tap !== undefined && window.gridwise.framesDrawn() > before && game && (game.puzzle ?? game.board) !== previous) {
          window.requestAnimationFrame = original;
          resolve({ ms: performance.now() - tap, frames: window.gridwise.framesDrawn() - framesAtTap });
        }
      });
      setTimeout(() => resolve('no frame within 30 s'), 30000);
    });
  })()`);
  await page.touchscreen.tap(target.x + target.width / 2, target.y + target.height / 2);
  const result = await page.evaluate(
    () => (window as unknown as { __drawn: Promise<Latency | string> }).__drawn,
  );
  if (typeof result === 'string') throw new Error(`no new board drawn: ${result}`);
  return result;
}

function stats(runs: Latency[]): string {
  const values = runs.map((r) => r.ms);
  const frames = [...runs.map((r) => r.frames)].sort((a, b) => a - b);
  const sorted = [...values].sort((a, b) => a - b);
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return `median ${q(0.5).toFixed(1)} ms, p95 ${q(0.95).toFixed(1)} ms, max ${q(1).toFixed(1)} ms (n=${values.length}) | ${frames[Math.floor(frames.length / 2)]} / ${frames[frames.length - 1]}`;
}

const server = await startPreview('dist', await freePort());
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/?lessons=off`);
  await page.waitForFunction(() => window.gridwise?.ready === true);
  const settle = (p: Page) =>
    p.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  for (const id of [...CHOICES, 'btn:start']) await tapId(page, id);
  process.stderr.write(`started a ${LABEL} game\n`);
  await page.waitForFunction(() => window.gridwise.state().game !== null, undefined, {
    timeout: 60_000,
  });

  const warm: Latency[] = [];
  for (let i = 0; i < TAPS; i++) {
    await page.waitForFunction((b) => (window.gridwise.state().pool[b] ?? 0) > 0, BUCKET, {
      timeout: 60_000,
    });
    warm.push(await tapAndMeasure(page, 'btn:new'));
    process.stderr.write(`warm ${i + 1}/${TAPS}: ${warm[i]?.ms.toFixed(1)} ms\n`);
  }
  await context.close();

  const empty: Latency[] = [];
  for (let i = 0; i < TAPS; i++) {
    const fresh = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const first = await fresh.newPage();
    await first.goto(`${server.url}/?lessons=off`);
    await first.waitForFunction(() => window.gridwise?.ready === true);
    const tap = async (id: string) => {
      await settle(first);
      const t = (await first.evaluate(() => window.gridwise.targets())).find((x) => x.id === id);
      if (!t) throw new Error(`no ${id}`);
      await first.touchscreen.tap(t.x + t.width / 2, t.y + t.height / 2);
    };
    for (const id of CHOICES) await tap(id);
    await settle(first);
    empty.push(await tapAndMeasure(first, 'btn:start'));
    process.stderr.write(`empty ${i + 1}/${TAPS}: ${empty[i]?.ms.toFixed(1)} ms\n`);
    await fresh.close();
  }
  console.log(`New game: tap → new board drawn (${LABEL}, phone 390×844 @2x, SwiftShader)`);
  console.log(`| pool  | ${'tap → board drawn'.padEnd(60)} | frames (median / max) |`);
  console.log(`| warm  | ${stats(warm).padEnd(60)} |`);
  console.log(`| empty | ${stats(empty).padEnd(60)} |`);
} finally {
  await browser.close();
  await server.stop();
}
