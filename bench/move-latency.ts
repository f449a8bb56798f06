// What holding a move's frame until the move is on disk costs the player (RenderLoop.holdUntil):
// the time from a tap on the number pad to the end of the frame that shows the note, and how
// long that frame waited for the journal's commit, on a 9×9 game in the built app (real
// Chromium, real IndexedDB, touch taps through the DevTools protocol).
// Run: npm run build && npx tsx bench/move-latency.ts [taps, default 60]

import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../test/e2e/harness';
import { freePort, startPreview } from '../test/e2e/preview-server';
import { tapId } from './tap-id';

const TAPS = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 60);

interface OneTap {
  /** pointerup → the end of the frame that shows the move. */
  drawnMs: number;
  /** How long that frame waited for the move's commit (0 when it was on disk in time). */
  heldMs: number;
}

/** Taps `pad:<digit>` and times it to the frame that shows it, and that frame's wait. */
async function timedTap(page: Page, digit: number): Promise<OneTap> {
  await page.evaluate(`(() => {
    const frames = window.gridwise.framesDrawn();
    const held = window.gridwise.held().frames;
    window.__tap = new Promise((resolve) => {
      let tap;
      addEventListener('pointerup', (e) => { tap = performance.now(); }, { once: true, capture: true });
      const poll = () => {
        if (tap !== undefined && window.gridwise.framesDrawn() > frames && window.gridwise.idle()) {
          const h = window.gridwise.held();
          resolve({ drawnMs: window.gridwise.lastFrameAt() - tap,
            heldMs: h.frames > held ? h.lastMs : 0 });
          return;
        }
        requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    });
  })()`);
  await tapId(page, `pad:${digit}`);
  return (await page.evaluate('window.__tap')) as OneTap;
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

async function main(): Promise<void> {
  const server = await startPreview('dist', await freePort());
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/?lessons=off`);
    await page.waitForFunction(() => window.gridwise?.ready === true);
    for (const id of ['game:sudoku', 'size:9', 'level:easy', 'btn:start']) await tapId(page, id);
    await page.waitForFunction(
      () => (window.gridwise.state().game as { status?: string } | null)?.status === 'playing',
      undefined,
      { timeout: 60_000 },
    );
    const empty = (await page.evaluate(() =>
      (window.gridwise.state().game as { values: string }).values.indexOf('.'),
    )) as number;
    await tapId(page, `cell:${Math.floor(empty / 9)}:${empty % 9}`);
    await tapId(page, 'btn:notes');
    const runs: OneTap[] = [];
    for (let i = 0; i < TAPS; i++) runs.push(await timedTap(page, (i % 9) + 1));
    const rows = [
      ['tap → move drawn', runs.map((r) => r.drawnMs)],
      ['of which the frame waited for the commit', runs.map((r) => r.heldMs)],
    ] as const;
    const waited = runs.filter((r) => r.heldMs > 0).length;
    console.log(`\n${TAPS} note taps on a 9×9 game, 390×844 at DPR 2, headless Chromium\n`);
    console.log('| measure | median ms | p90 ms | max ms |');
    console.log('|---|---|---|---|');
    for (const [name, values] of rows) {
      const f = (v: number) => v.toFixed(1);
      console.log(
        `| ${name} | ${f(quantile(values, 0.5))} | ${f(quantile(values, 0.9))} | ${f(Math.max(...values))} |`,
      );
    }
    console.log(
      `\nTaps whose frame waited for the commit: ${waited} of ${TAPS}. "Drawn" is the end of` +
        ' the frame, so it includes the draw itself (software WebGL here).',
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

void main();
