// How long "Continue" takes after a cold reload, from the player's tap to the restored board
// drawn, with a long move log to replay: Sudoku 9×9 with 200 moves, and Link Large 16×9 played
// down to its last pairs. The first tap also loads the game stage (Pixi and the game's screen;
// from the HTTP cache here, from the service worker's cache on a phone), so it is the full cost
// a returning player sees. Also reported: the longest main-thread task in that window. The tap
// comes 1.5 s after the lobby is ready (a player reading it; `--read=0` taps at once), time in
// which a returning player's stage is made ready (src/main.ts).
// Run: npm run build && npx tsx bench/resume-latency.ts [reloads per game, default 10]
//      [--read=ms before the tap, default 1500] [--slow=CPU slowdown, default 1]

import { chromium, type Page } from 'playwright-core';
import { parseLinkBoard } from '../src/games/link/core/board';
import { solveLink } from '../src/games/link/core/solver';
import { CHROMIUM, CHROMIUM_ARGS } from '../test/e2e/harness';
import { freePort, startPreview } from '../test/e2e/preview-server';
import { tapId } from './tap-id';

const RELOADS = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 10);
/** How long the player looks at the lobby before tapping Continue (`--read=0`: taps at once). */
const READ_MS = Number(process.argv.find((a) => a.startsWith('--read='))?.slice(7) ?? 1500);
/** CPU slowdown (`--slow=4`: Lighthouse's mobile setting, a mid-range phone). */
const SLOWDOWN = Number(process.argv.find((a) => a.startsWith('--slow='))?.slice(7) ?? 1);

interface Measured {
  ms: number;
  longestTaskMs: number;
  moves: number;
}

/** Reload, tap Continue, and time it to the first frame drawn with the game on screen. */
async function resumeOnce(page: Page): Promise<Measured> {
  await page.reload();
  await page.waitForFunction(() => window.gridwise?.ready === true);
  // A player looks at the lobby before tapping Continue: READ_MS of reading time.
  await page.waitForTimeout(READ_MS);
  await page.evaluate(`(() => {
    window.__longest = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration);
    }).observe({ type: 'longtask' });
    const original = window.requestAnimationFrame.bind(window);
    window.__drawn = new Promise((resolve) => {
      let tap;
      addEventListener('pointerup', (e) => { tap = e.timeStamp; }, { once: true, capture: true });
      const poll = () => {
        const s = window.gridwise.state();
        if (tap !== undefined && s.screen === 'game' && s.game && window.gridwise.framesDrawn() > 0 && window.gridwise.idle()) {
          resolve({ ms: window.gridwise.lastFrameAt() - tap, moves: 0 });
          return;
        }
        original(poll);
      };
      original(poll);
      setTimeout(() => resolve('not drawn within 60 s'), 60000);
    });
  })()`);
  await tapId(page, 'btn:continue');
  const result = (await page.evaluate('window.__drawn')) as Measured | string;
  if (typeof result === 'string') throw new Error(result);
  result.longestTaskMs = (await page.evaluate('window.__longest')) as number;
  result.moves = await savedMoves(page);
  await tapId(page, 'btn:home');
  await page.waitForFunction(() => window.gridwise.state().screen === 'home');
  return result;
}

/** How many moves the saved game of the game on screen holds (read from IndexedDB). */
function savedMoves(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const kind = (window.gridwise.state().game as { kind?: string } | null)?.kind ?? 'sudoku';
        const open = indexedDB.open('gridwise');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('games').objectStore('games').get(kind);
          get.onsuccess = () =>
            resolve((get.result as { moves?: string[] } | undefined)?.moves?.length ?? 0);
        };
      }),
  );
}

async function makeSudokuLog(page: Page): Promise<void> {
  for (const id of ['game:sudoku', 'size:9', 'level:hard', 'btn:start'])
    await tapId(page, id, 'frame');
  await page.waitForFunction(
    () => (window.gridwise.state().game as { status?: string } | null)?.status === 'playing',
    undefined,
    { timeout: 60_000 },
  );
  const empty = (await page.evaluate(() =>
    (window.gridwise.state().game as { values: string }).values.indexOf('.'),
  )) as number;
  await tapId(page, `cell:${Math.floor(empty / 9)}:${empty % 9}`);
  // 200 moves: notes toggled on and off in one empty cell (each is one move in the log, and
  // none is refused whatever the input policy).
  await tapId(page, 'btn:notes');
  for (let i = 0; i < 200; i++) await tapId(page, `pad:${(i % 9) + 1}`);
  await page.waitForFunction(() => window.gridwise.state().storage.pending === 0);
  await tapId(page, 'btn:home');
}

async function makeLinkLog(page: Page): Promise<void> {
  for (const id of ['game:link', 'size:large', 'level:classic', 'btn:start'])
    await tapId(page, id, 'frame');
  await page.waitForFunction(
    () => (window.gridwise.state().game as { status?: string } | null)?.status === 'playing',
    undefined,
    { timeout: 60_000 },
  );
  // Clear all but the last four pairs, as a solver plays it.
  for (;;) {
    const g = (await page.evaluate(() => window.gridwise.state().game)) as {
      board: string;
      tilesLeft: number;
    };
    if (g.tilesLeft <= 8) break;
    const plan = solveLink(parseLinkBoard(g.board), 'none');
    if (plan.status !== 'solved') throw new Error(`solver: ${plan.status}`);
    const [a, b] = plan.moves[0] as [{ r: number; c: number }, { r: number; c: number }];
    await tapId(page, `tile:${a.r}:${a.c}`);
    await tapId(page, `tile:${b.r}:${b.c}`);
    await page.waitForFunction(
      (left) =>
        (window.gridwise.state().game as { tilesLeft: number }).tilesLeft === left - 2 &&
        window.gridwise.idle(),
      g.tilesLeft,
      { timeout: 20_000 },
    );
  }
  await page.waitForFunction(() => window.gridwise.state().storage.pending === 0);
  await tapId(page, 'btn:home');
}

function row(name: string, runs: Measured[]): string {
  const ms = runs.map((r) => r.ms).sort((a, b) => a - b);
  const tasks = runs.map((r) => r.longestTaskMs).sort((a, b) => a - b);
  const med = (v: number[]) => v[Math.floor(v.length / 2)] ?? 0;
  const max = (v: number[]) => v[v.length - 1] ?? 0;
  return `| ${name.padEnd(28)} | ${String(runs[0]?.moves ?? 0).padStart(5)} | ${med(ms).toFixed(0).padStart(6)} | ${max(ms).toFixed(0).padStart(6)} | ${med(tasks).toFixed(0).padStart(8)} | ${max(tasks).toFixed(0).padStart(8)} | ${runs.length} |`;
}

const server = await startPreview('dist', await freePort());
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const lines: string[] = [];
  for (const [name, make] of [
    ['Sudoku 9×9 Hard', makeSudokuLog],
    ['Link Large 16×9 Classic', makeLinkLog],
  ] as const) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/?lessons=off`);
    await page.waitForFunction(() => window.gridwise?.ready === true);
    await make(page);
    if (SLOWDOWN > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    }
    const runs: Measured[] = [];
    for (let i = 0; i < RELOADS; i++) {
      runs.push(await resumeOnce(page));
      process.stderr.write(`${name} ${i + 1}/${RELOADS}: ${runs[i]?.ms.toFixed(0)} ms\n`);
    }
    lines.push(row(name, runs));
    await context.close();
  }
  console.log(
    `Continue after a reload, tapped ${READ_MS} ms after the lobby is ready: tap → restored board drawn (phone 390×844 @2x, SwiftShader, CPU ${SLOWDOWN > 1 ? `slowed ${SLOWDOWN}×` : 'not slowed'})`,
  );
  console.log(
    '| game and log                 | median ms | max ms | longest task median | max | n |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const line of lines) console.log(line);
} finally {
  await browser.close();
  await server.stop();
}
