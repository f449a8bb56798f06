// A third game is its folder and nothing else. The tests' Lights Out (test/games/lights-out/) is
// added to a scratch copy of the project as src/games/lights-out/, with its unit tests as
// test/unit/lights-out/, and nothing else is written: `git status` there lists those two
// folders' new files only. Then, in that copy: the strict types hold; its unit tests and the
// tests that read the list of games from the code (game names, import directions, manifests,
// words in both languages, every refusal worded) pass with three games; the production build
// has it; and in that build, in real Chromium on a phone by touch, its card is on the lobby, its
// board is made by the worker, drawn by its Pixi view (lit and dark lights differ on screen) and
// played by taps, journaled, survives a reload mid-game through Continue, is won with the shared
// win sequence, lands in Records, and speaks Chinese.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './fixture';
import { PHONE, pageErrors, screenshot, state, tap, targets, waitForState } from './harness';
import { freePort, type PreviewServer, startPreview } from './preview-server';
import { boxPixels } from './screen-pixels';
import { GAME_DIR, type Scratch, scratchWithThirdGame, TESTS_DIR } from './third-game-scratch';

/** Lights Out's part of state().game (its rules' snapshot). */
interface Lights {
  lights: string;
  on: number;
  lastPressed: number | null;
  said: string;
}

/** The unit tests that read the list of games from the code, run with the third game there. */
const GAME_LIST_TESTS = [
  TESTS_DIR,
  'test/unit/architecture',
  'test/unit/app/game-manifests.test.ts',
  'test/unit/i18n/game-words.test.ts',
  'test/unit/i18n/refusal-words.test.ts',
];

const e2e = useBrowser({ drawing: true });
let scratch: Scratch;
let server: PreviewServer | null = null;

beforeAll(() => {
  scratch = scratchWithThirdGame();
});

afterAll(async () => {
  await server?.stop();
  scratch?.remove();
});

/** The presses that switch every light off (3×3: the fewest of the 512 sets). */
function solve(lights: string): number[] {
  let best: number[] | null = null;
  for (let set = 0; set < 512; set++) {
    const board = [...lights].map((c) => c === '1');
    const presses: number[] = [];
    for (let cell = 0; cell < 9; cell++) {
      if (!(set & (1 << cell))) continue;
      presses.push(cell);
      const [r, c] = [Math.floor(cell / 3), cell % 3];
      for (const [dr, dc] of [
        [0, 0],
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const) {
        const [rr, cc] = [r + dr, c + dc];
        if (rr >= 0 && rr < 3 && cc >= 0 && cc < 3) board[rr * 3 + cc] = !board[rr * 3 + cc];
      }
    }
    if (board.every((on) => !on) && (!best || presses.length < best.length)) best = presses;
  }
  if (!best) throw new Error(`no presses switch off ${lights}`);
  return best;
}

const lightId = (cell: number) => `light:${Math.floor(cell / 3)}:${cell % 3}`;

async function open(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  (page as Page & { errors: string[] }).errors = errors;
  await page.goto(`${server?.url}/?lessons=off&ahead=off&fill=off`);
  await page.waitForFunction(() => window.gridwise?.ready === true, undefined, { timeout: 30_000 });
  return page;
}

/** The mean colour of a light as drawn on screen (its centre's middle half). */
async function drawnColour(page: Page, cell: number): Promise<[number, number, number]> {
  const t = (await targets(page)).find((x) => x.id === lightId(cell));
  if (!t) throw new Error(`${lightId(cell)} is not on screen`);
  // The glow at a lit light's heart is left out: the ring around it is the light's own colour.
  const clip = { x: t.x + t.width * 0.08, y: t.y + t.height * 0.08, width: 8, height: 8 };
  const png = await page.screenshot({ clip });
  const [d = []] = await boxPixels(page.context(), png, [{ x: 0, y: 0, width: 8, height: 8 }]);
  const sum = [0, 1, 2].map((k) => {
    let total = 0;
    for (let i = k; i < d.length; i += 4) total += d[i] ?? 0;
    return total / (d.length / 4);
  });
  return sum as [number, number, number];
}

describe('a third game added as one folder', () => {
  // The compiler and a unit-test run in the scratch copy: a minute of two cores' work when
  // quiet, several at load 15 beside two other files; hence a limit of its own.
  it('changes nothing outside its folder, and passes the types and the game-list tests', {
    timeout: 600_000,
  }, () => {
    const changed = scratch.changed();
    expect(changed.length).toBeGreaterThan(10);
    const outside = changed.filter(
      (line) => !line.startsWith(`?? ${GAME_DIR}/`) && !line.startsWith(`?? ${TESTS_DIR}/`),
    );
    expect(outside).toEqual([]);
    scratch.run('typescript/bin/tsc', ['--noEmit', '-p', 'tsconfig.json']);
    const out = scratch.run('vitest/vitest.mjs', [
      'run',
      '--config',
      'vitest.config.ts',
      '--reporter=verbose',
      ...GAME_LIST_TESTS,
    ]);
    // Its own tests ran, and the refusals test worded its problems (its corpus was found).
    expect(out).toContain(`${TESTS_DIR}/lights-out-life.test.ts`);
    expect(out).toMatch(/refusal-words\.test\.ts.*reports every kind of problem/);
    expect(out).not.toMatch(/\b[1-9]\d* (failed|skipped)/);
  });

  it('is built into the app: a chunk of its own, loaded when first played, precached', {
    timeout: 600_000,
  }, async () => {
    scratch.run('vite/bin/vite.js', ['build', '--logLevel', 'warn']);
    const dist = path.join(scratch.root, 'dist');
    const chunks = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
    const screen = chunks.find((f) =>
      readFileSync(path.join(dist, 'assets', f), 'utf8').includes('screen:lights-out'),
    );
    expect(screen).toBeDefined();
    // Not in the page's first script (the lobby's): loaded when the game is.
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    expect(html).not.toContain(screen);
    expect(readFileSync(path.join(dist, 'sw.js'), 'utf8')).toContain(screen);
    server = await startPreview('dist', await freePort(), scratch.root);
  });

  it('is played on a phone by touch through its whole life', async () => {
    const context = await e2e.phone();
    let page = await open(context);
    expect((await targets(page)).map((t) => t.id)).toContain('game:lights-out');
    for (const id of ['game:lights-out', 'level:hard', 'btn:start']) await tap(page, id);
    let s = await waitForState<Lights>(page, (x) => x.game?.lights !== undefined, 'a board');
    const start = s.game as Lights;
    expect(start.on).toBeGreaterThan(0);
    // The worker made a board the hard level's four presses solve.
    const presses = solve(start.lights);
    expect(presses.length).toBe(4);
    // Its view drew nine lights to tap, big enough for a thumb, and lit ones look lit.
    const lights = (await targets(page)).filter((t) => t.id.startsWith('light:'));
    expect(lights).toHaveLength(9);
    for (const t of lights) expect(Math.min(t.width, t.height)).toBeGreaterThanOrEqual(44);
    const lit = start.lights.indexOf('1');
    const dark = start.lights.indexOf('0');
    const [a, b] = [await drawnColour(page, lit), await drawnColour(page, dark)];
    expect(Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2])).toBeGreaterThan(60);
    await screenshot(page, 'third-game-phone');
    // Its accessible grid, named in English.
    expect(await page.locator('[role="grid"][aria-label="Lights Out board"]').count()).toBe(1);

    // The first press, on disk, then the page is gone (a kill) before the rest.
    await tap(page, lightId(presses[0] as number));
    s = await waitForState<Lights>(
      page,
      (x) => x.game?.lastPressed === presses[0] && x.storage.pending === 0,
      'the first press on disk',
    );
    const before = s.game as Lights;
    expect(before.lights).not.toBe(start.lights);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
    page = await open(context);
    await tap(page, 'btn:continue');
    s = await waitForState<Lights>(page, (x) => x.game?.lights !== undefined, 'the game again');
    expect(s.game).toEqual(before);

    // The rest of the presses win: the shared win sequence's card, then Records has the time.
    for (const cell of presses.slice(1)) await tap(page, lightId(cell));
    s = await waitForState<Lights>(
      page,
      (x) => x.game?.on === 0 && (x.notice ?? '').startsWith('All lights out!'),
      'the win card',
    );
    await tap(page, 'btn:home');
    await tap(page, 'btn:records');
    const records = await waitForState(
      page,
      (x) => x.screen === 'records' && (x.list?.length ?? 0) === 1,
      'the win in Records',
    );
    expect(records.listView).toEqual({ bucket: 'lights-out:3:hard' });
    await tap(page, 'btn:back');
    expect(pageErrors(page)).toEqual([]);
  });

  it('fits its card on the lobby beside the others, upright and sideways, with nothing to scroll', async () => {
    for (const viewport of [PHONE.viewport, { width: 844, height: 390 }]) {
      const page = await open(await e2e.context({ ...PHONE, viewport }));
      const fit = await page.evaluate(() => ({
        scroll: (document.scrollingElement as Element).scrollHeight - innerHeight,
        out: window.gridwise
          .targets()
          .filter(
            (t) => t.x < 0 || t.y < 0 || t.x + t.width > innerWidth || t.y + t.height > innerHeight,
          )
          .map((t) => t.id),
        ids: window.gridwise.targets().map((t) => t.id),
      }));
      expect(fit.scroll, `${viewport.width}×${viewport.height}`).toBeLessThanOrEqual(0);
      expect(fit.out, `${viewport.width}×${viewport.height}`).toEqual([]);
      for (const id of ['game:sudoku', 'game:link', 'game:lights-out', 'btn:records', 'btn:stats'])
        expect(fit.ids).toContain(id);
      await page.close();
    }
  });

  it('speaks Chinese on a Chinese phone, from its own folder', async () => {
    const context = await e2e.context({ ...PHONE, locale: 'zh-CN' });
    const page = await open(context);
    expect((await page.textContent('[data-id="game:lights-out"]')) ?? '').toContain('点灯');
    for (const id of ['game:lights-out', 'level:easy', 'btn:start']) await tap(page, id);
    const s = await waitForState<Lights>(page, (x) => x.game?.lights !== undefined, 'a board');
    expect(s.game?.said).toMatch(/^还有 \d 盏灯亮着$/);
    expect(await page.locator('[role="grid"][aria-label="点灯棋盘"]').count()).toBe(1);
    expect(pageErrors(page)).toEqual([]);
    expect((await state(page)).screen).toBe('game');
  });
});
