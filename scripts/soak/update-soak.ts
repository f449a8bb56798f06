// Soak 3, update mid-game. Two real builds are served in turn on one origin, as a release does:
//
// - "Update": a game in progress (after a win and a changed setting, so records and settings
//   exist) when build B's service worker arrives; the player taps Update; the page reloads into
//   B on the game screen, and the game, records, settings and pool are what they were.
// - "Later, then reload": the player dismisses the offer, plays on, reloads: the same game is one
//   Continue away and the offer is made again; closing the app and coming back runs B.
// - Migration: the app as it shipped with schema v1 (commit V1_COMMIT, built from git) holds a
//   game and records; a second tab takes the update and opens the database as v2 while the old
//   tab is still open (the `versionchange` path). The old tab is told and closes its connection;
//   a move it makes afterwards is refused, not half-written; the new tab shows everything.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import type { Rng } from '../../src/engine/rng';
import { CHROMIUM, CHROMIUM_ARGS } from '../../test/e2e/harness';
import { freePort, ROOT, startPreview } from '../../test/e2e/preview-server';
import {
  act,
  describe,
  essence,
  type GameKind,
  goHome,
  readStore,
  type Snapshot,
  startGame,
  state,
  table,
  tap,
  waitFor,
  waitForTarget,
  winSudoku,
} from './soak-page';

/** The last commit whose database was schema v1 (v2 adds the `clocks` store). */
const V1_COMMIT = 'd629ff7';
const B_BUILD_ID = 'soak-update-B';

function build(sourceDir: string, outDir: string, buildId: string): void {
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
    ],
    { cwd: sourceDir, env: { ...process.env, GRIDWISE_BUILD_ID: buildId }, stdio: 'pipe' },
  );
}

/** Builds the app as it was at `commit`, or returns null when this clone does not have it. */
function buildCommit(commit: string, outDir: string, work: string): string | null {
  try {
    execFileSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: ROOT, stdio: 'pipe' });
  } catch {
    return null;
  }
  const source = path.join(work, 'source');
  execFileSync('mkdir', ['-p', source]);
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${source}"`], { cwd: ROOT });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(source, 'node_modules'));
  build(source, outDir, `soak-v1-${commit}`);
  return outDir;
}

/** What must survive: the game on screen, and every record, setting and pooled puzzle on disk. */
interface Kept {
  game: string;
  bestTimes: string;
  statistics: string;
  settings: string;
  pool: Record<string, number>;
}

const sorted = (records: unknown[]) => JSON.stringify(records.map((r) => JSON.stringify(r)).sort());

async function kept(page: Page): Promise<Kept> {
  const pool: Record<string, number> = {};
  for (const r of (await readStore(page, 'pool')) as { bucket: string }[])
    pool[r.bucket] = (pool[r.bucket] ?? 0) + 1;
  return {
    game: essence((await state(page)).game),
    bestTimes: sorted(await readStore(page, 'bestTimes')),
    statistics: sorted(await readStore(page, 'statistics')),
    settings: sorted(await readStore(page, 'settings')),
    pool,
  };
}

/** What of `before` is not in `after` (the pool may only have grown: top-ups go on). */
function lost(before: Kept, after: Kept): string[] {
  const out: string[] = [];
  if (after.game !== before.game) out.push(`game ${after.game} instead of ${before.game}`);
  for (const key of ['bestTimes', 'statistics', 'settings'] as const)
    if (after[key] !== before[key]) out.push(`${key} changed`);
  for (const [bucket, n] of Object.entries(before.pool))
    if ((after.pool[bucket] ?? 0) < n)
      out.push(`pool ${bucket}: ${after.pool[bucket] ?? 0} < ${n}`);
  return out;
}

async function phone(browser: import('playwright-core').Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
}

async function open(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  // What the page said and which requests failed, to tell why it never became ready.
  const heard: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') heard.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => heard.push(`page error: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400)
      heard.push(`${r.status()} ${r.url()}${r.fromServiceWorker() ? ' (sw)' : ''}`);
  });
  page.on('requestfailed', (r) => heard.push(`failed ${r.url()}: ${r.failure()?.errorText}`));
  await page.goto(`${url}/?lessons=off`);
  await waitFor(page, 'ready').catch(async (e: Error) => {
    const seen = await page
      .evaluate(async () => ({
        boot: document.getElementById('boot')?.textContent ?? null,
        gridwise: 'gridwise' in window,
        controller: navigator.serviceWorker.controller?.scriptURL ?? null,
        scripts: [...document.scripts].map((s) => s.src),
      }))
      .catch((why: Error) => ({ unreadable: why.message }));
    throw new Error(
      `${e.message}\n  the page showed: ${JSON.stringify(seen)}\n  the page heard:\n  ${heard.join('\n  ') || '(nothing)'}`,
    );
  });
  return page;
}

/** A returning player's state: a win (records), a changed setting, a game in progress. */
async function playSome(page: Page, kind: GameKind, rng: Rng): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  await waitForTarget(page, 'game:sudoku');
  await startGame(page, 'sudoku', 4);
  await winSudoku(page);
  await goHome(page);
  await tap(page, 'btn:settings');
  await tap(page, 'setting:autoclean:off');
  await tap(page, 'btn:back');
  await startGame(page, kind);
  const moves = 3 + rng.int(4);
  for (let m = 0; m < moves; m++) {
    const game = (await state(page)).game as Snapshot;
    if (game.status !== 'playing') break;
    await act(page, game, rng);
  }
  await waitFor(page, 'saved');
}

async function continueGame(page: Page): Promise<void> {
  if (!(await tap(page, 'btn:continue'))) throw new Error('no Continue offered');
  await waitFor(page, 'game');
}

async function newBuildArrives(page: Page): Promise<void> {
  // Coming back to the app is one of the moments it checks for a new version.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await waitForTarget(page, 'btn:update', 60_000);
}

type Way = 'update' | 'later';

async function updateRound(
  browser: import('playwright-core').Browser,
  dirs: { a: string; b: string },
  port: number,
  kind: GameKind,
  way: Way,
  rng: Rng,
): Promise<string[]> {
  let server = await startPreview(dirs.a, port);
  const context = await phone(browser);
  try {
    let page = await open(context, server.url);
    await playSome(page, kind, rng);
    const before = await kept(page);
    await server.stop();
    server = await startPreview(dirs.b, port);
    await newBuildArrives(page);
    if (way === 'update') {
      await tap(page, 'btn:update');
      await page.waitForFunction(
        (id) => window.gridwise?.ready === true && window.gridwise.state().build === id,
        B_BUILD_ID,
        { timeout: 30_000 },
      );
      await waitFor(page, 'game');
      const s = await state(page);
      const problems = lost(before, await kept(page));
      if (s.screen !== 'game') problems.push(`landed on ${s.screen}, not the game`);
      return problems;
    }
    // Later: the offer is dismissed, play goes on, then the page is reloaded.
    await tap(page, 'btn:dismiss');
    const game = (await state(page)).game as Snapshot;
    if (game.status === 'playing') await act(page, game, rng);
    await waitFor(page, 'saved');
    const played = await kept(page);
    await page.reload();
    await waitFor(page, 'ready');
    // The offer comes back a moment after the page is ready, and its banner moves the lobby down:
    // wait for it before tapping Continue, as a player would see the screen settle (a tap taken
    // just before the banner lands above the card, and no game opens).
    const problems: string[] = [];
    await waitForTarget(page, 'btn:update', 60_000).catch(() =>
      problems.push('the update was not offered again after the reload'),
    );
    await continueGame(page);
    problems.push(...lost(played, await kept(page)));
    // Closing the app and coming back: the waiting version takes over once no page uses the old.
    for (let attempt = 0; attempt < 3; attempt++) {
      await page.close();
      page = await open(context, server.url);
      if ((await state(page)).build === B_BUILD_ID) break;
    }
    if ((await state(page)).build !== B_BUILD_ID)
      problems.push('closing and reopening the app did not bring the new version');
    await continueGame(page);
    problems.push(...lost(played, await kept(page)));
    return problems;
  } finally {
    await context.close();
    await server.stop();
  }
}

async function migrationRound(
  browser: import('playwright-core').Browser,
  dirs: { v1: string; v1Source: string; v2: string },
  port: number,
  kind: GameKind,
  rng: Rng,
): Promise<{ problems: string[]; toldOld: boolean; lateMoveRefused: boolean }> {
  // Served as v1 was (its own preview settings: no Content-Security-Policy header then).
  let server = await startPreview(dirs.v1, port, dirs.v1Source);
  const context = await phone(browser);
  try {
    const old = await open(context, server.url);
    await playSome(old, kind, rng);
    const before = await kept(old);
    const schema = await old.evaluate(async () => (await indexedDB.databases())[0]?.version);
    if (schema !== 1)
      return {
        problems: [`v1 build stored schema ${schema}`],
        toldOld: false,
        lateMoveRefused: false,
      };
    await server.stop();
    server = await startPreview(dirs.v2, port);
    // A second tab, still served by the v1 worker, is offered the update and takes it.
    const fresh = await open(context, server.url);
    await newBuildArrives(fresh);
    await tap(fresh, 'btn:update');
    await fresh.waitForFunction(
      (v1) => window.gridwise?.ready === true && !window.gridwise.state().build.startsWith(v1),
      'soak-v1',
      { timeout: 30_000 },
    );
    const problems: string[] = [];
    if ((await state(fresh)).screen !== 'game') await continueGame(fresh);
    const migrated = await kept(fresh);
    problems.push(...lost(before, migrated));
    const version = await fresh.evaluate(async () => (await indexedDB.databases())[0]?.version);
    if (version !== 2) problems.push(`schema after the update: ${version}`);
    // The old tab was told that it no longer saves (its connection closed, so the upgrade was not
    // blocked). v1 says "updated in another tab", and its next clock tick (v1 rewrote the game
    // every second) replaces that with "Saving failed (… connection is closing)": either
    // tells the player this tab keeps moves only while open.
    const toldOld = await old
      .waitForFunction(
        // The banner as the player reads it (v1's state() has no banner field of its own).
        () =>
          /updated in another tab|Saving failed/.test(
            document.querySelector('.gw-banner-text')?.textContent ?? '',
          ),
        undefined,
        { timeout: 10_000 },
      )
      .then(
        () => true,
        () => false,
      );
    if (!toldOld) problems.push(`old tab not told: ${await describe(old)}`);
    // The player ignores that and plays on in the old tab: nothing it does may corrupt the data.
    const oldGame = (await state(old)).game as Snapshot | null;
    if (oldGame?.status === 'playing') await act(old, oldGame, rng);
    await fresh.reload();
    await waitFor(fresh, 'ready');
    await continueGame(fresh);
    const afterLate = await kept(fresh);
    const lateMoveRefused = afterLate.game === migrated.game;
    problems.push(...lost(migrated, afterLate));
    // The old tab reloaded runs the new version on the same data.
    await old.reload();
    await waitFor(old, 'ready');
    await continueGame(old);
    problems.push(...lost(afterLate, await kept(old)).map((p) => `old tab reloaded: ${p}`));
    return { problems, toldOld, lateMoveRefused };
  } finally {
    await context.close();
    await server.stop();
  }
}

/** Runs the update rounds and the migration rounds; prints the tables; true when all held. */
export async function updateSoak(
  updateRounds: number,
  migrationRounds: number,
  rng: Rng,
): Promise<boolean> {
  const work = mkdtempSync(path.join(tmpdir(), 'gridwise-soak-update-'));
  const problems: string[] = [];
  try {
    const dirs = {
      a: path.join(ROOT, 'dist'),
      b: path.join(work, 'build-b'),
      v1: path.join(work, 'build-v1'),
    };
    build(ROOT, dirs.b, B_BUILD_ID);
    const v1 = migrationRounds > 0 ? buildCommit(V1_COMMIT, dirs.v1, work) : null;
    const port = await freePort();
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const rows: (string | number)[][] = [];
    try {
      const plan: [GameKind, Way][] = [
        ['sudoku', 'update'],
        ['link', 'later'],
        ['link', 'update'],
        ['sudoku', 'later'],
      ];
      const counts = new Map<string, [number, number]>();
      for (let round = 0; round < updateRounds; round++) {
        const [kind, way] = plan[round % plan.length] as [GameKind, Way];
        const found = await updateRound(browser, dirs, port, kind, way, rng);
        const key = `${way === 'update' ? 'Update' : 'later, then reload'} (${kind})`;
        const [n, ok] = counts.get(key) ?? [0, 0];
        counts.set(key, [n + 1, ok + (found.length === 0 ? 1 : 0)]);
        for (const p of found) problems.push(`${key}, round ${round}: ${p}`);
      }
      for (const [key, [n, ok]] of counts) rows.push([key, n, ok]);
      if (migrationRounds > 0 && v1 === null) {
        console.log(
          `\nMigration v1 → v2 not run: this clone has no commit ${V1_COMMIT} (a shallow clone?).`,
        );
        if (process.argv.includes('--long')) problems.push(`no commit ${V1_COMMIT} to build v1`);
      } else {
        let told = 0;
        let refused = 0;
        let ok = 0;
        for (let round = 0; round < migrationRounds; round++) {
          const kind: GameKind = round % 2 === 0 ? 'sudoku' : 'link';
          const r = await migrationRound(
            browser,
            { v1: dirs.v1, v1Source: path.join(work, 'source'), v2: dirs.a },
            port,
            kind,
            rng,
          );
          told += r.toldOld ? 1 : 0;
          refused += r.lateMoveRefused ? 1 : 0;
          ok += r.problems.length === 0 ? 1 : 0;
          if (!r.toldOld) problems.push(`migration round ${round}: the old tab was not told`);
          if (!r.lateMoveRefused)
            problems.push(`migration round ${round}: the old tab's late move reached the data`);
          for (const p of r.problems) problems.push(`migration round ${round} (${kind}): ${p}`);
        }
        rows.push(
          [`old tab (v1, ${V1_COMMIT}) open during the v1 → v2 migration`, migrationRounds, ok],
          ['  of which: the old tab was told to reload', migrationRounds, told],
          ['  of which: its late move was refused, nothing half-written', migrationRounds, refused],
        );
      }
    } finally {
      await browser.close();
    }
    table(
      'Update mid-game: game, records, settings and pool kept, the player back where they were',
      ['scenario', 'rounds', 'everything kept'],
      rows,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  for (const p of problems) console.log(`  problem: ${p}`);
  return problems.length === 0;
}
