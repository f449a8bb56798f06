// Installable and updatable: Chrome's own installability check, Lighthouse 11's PWA audits,
// and a real update from build A to build B that keeps the game in progress.

import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { afterAll, describe, expect, it } from 'vitest';
import { startSudoku } from './fixture';
import {
  appUrl,
  baseUrl,
  CHROMIUM,
  CHROMIUM_ARGS,
  fileNeeds,
  persistentPhone,
  removeBrowserFiles,
  state,
  tap,
  waitForState,
  waitForTarget,
} from './harness';
import { freePort, ROOT, startPreview } from './preview-server';

// The file tests install and updates: its profiles keep the app's service worker.
fileNeeds({ serviceWorker: true });

const temporary: string[] = [];
function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of temporary) removeBrowserFiles(dir);
});

describe('installable', () => {
  it("has no installability errors in Chrome's own check", async () => {
    const context = await persistentPhone(tempDir('gridwise-install-'));
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(appUrl());
    await page.waitForFunction(() => window.gridwise?.ready === true);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/manifest\.webmanifest$/);
    await context.close();
  });

  it("passes every audit of Lighthouse 11's PWA category", async () => {
    const port = await freePort();
    const profile = tempDir('gridwise-lighthouse-');
    const chrome = spawn(
      CHROMIUM,
      [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    try {
      // Chrome says on stderr when its DevTools endpoint listens.
      await new Promise<void>((resolve, reject) => {
        let said = '';
        const timer = setTimeout(
          () => reject(new Error(`no DevTools endpoint within 20 s; Chrome said: ${said}`)),
          20_000,
        );
        chrome.stderr?.on('data', (chunk) => {
          said += chunk;
          if (said.includes('DevTools listening on')) {
            clearTimeout(timer);
            resolve();
          }
        });
        chrome.once('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`Chrome exited (${code}) before listening; it said: ${said}`));
        });
      });
      const result = await lighthouse(`${baseUrl()}/`, {
        port,
        onlyCategories: ['pwa'],
        logLevel: 'error',
        output: 'json',
      });
      const lhr = result?.lhr;
      expect(lhr).toBeDefined();
      const category = lhr?.categories.pwa;
      const failed = (category?.auditRefs ?? [])
        .map((ref) => lhr?.audits[ref.id])
        .filter((a) => a && a.scoreDisplayMode !== 'manual' && a.score !== 1)
        .map((a) => `${a?.id}: ${a?.explanation ?? a?.title}`);
      console.log(
        `lighthouse ${lhr?.lighthouseVersion} PWA score ${category?.score}; audits: ${(category?.auditRefs ?? []).map((r) => `${r.id}=${lhr?.audits[r.id]?.score ?? lhr?.audits[r.id]?.scoreDisplayMode}`).join(', ')}`,
      );
      expect(failed).toEqual([]);
      expect(category?.score).toBe(1);
    } finally {
      if (chrome.pid) process.kill(chrome.pid, 'SIGKILL');
    }
  });
});

describe('update', () => {
  it('offers a new version, and applying it keeps the game in progress', async () => {
    // Build B: the same app with another build id, so every hashed chunk and the precache
    // manifest change the way a real release does.
    const outB = tempDir('gridwise-build-b-');
    execFileSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/vite/bin/vite.js'),
        'build',
        '--outDir',
        outB,
        '--emptyOutDir',
      ],
      { cwd: ROOT, env: { ...process.env, GRIDWISE_BUILD_ID: 'update-test-B' }, stdio: 'pipe' },
    );
    const port = await freePort();
    let server = await startPreview(path.join(ROOT, 'dist'), port);
    const context = await persistentPhone(tempDir('gridwise-update-'));
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${server.url}/?lessons=off`);
      await page.waitForFunction(() => window.gridwise?.ready === true);
      const buildA = (await state(page)).build;
      expect(buildA).not.toBe('update-test-B');
      // A returning player: the page is controlled by build A's service worker.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const game = await startSudoku(page, 4);
      const empty = game.values.indexOf('.');
      await tap(page, `cell:${Math.floor(empty / 4)}:${empty % 4}`);
      await tap(page, 'btn:notes');
      await tap(page, 'pad:1');
      await tap(page, 'pad:3');
      const before = await waitForState(page, (s) => s.storage.pending === 0, 'saved');

      await server.stop();
      server = await startPreview(outB, port);
      // Coming back to the app is one of the moments it checks for a new version.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await waitForTarget(page, 'btn:update', 60_000);
      expect((await state(page)).notice).toMatch(/new version/);
      // A second tab, open on the lobby, sees the same offer.
      const other = await context.newPage();
      await other.goto(`${server.url}/?lessons=off`);
      await other.waitForFunction(() => window.gridwise?.ready === true);
      await waitForTarget(other, 'btn:update', 60_000);
      // The game is still being played while the prompt is up.
      expect((await state(page)).game?.notes).toBe(before.game?.notes);
      await tap(page, 'btn:update');
      await page.waitForFunction(
        () => window.gridwise?.ready === true && window.gridwise.state().build === 'update-test-B',
        undefined,
        { timeout: 30_000 },
      );
      // Back on the game screen the player was on, not on Home.
      const after = await waitForState(
        page,
        (s) => s.screen === 'game' && s.game !== null,
        'the game after the update',
      );
      // The other tab no longer offers an update that was applied: it offers a reload.
      const told = await waitForState(
        other,
        (s) => /updated in another tab/.test(s.notice ?? ''),
        'the other tab told',
      );
      expect(told.notice).toMatch(/Reload to use the new version/);
      expect(after.game?.puzzle).toBe(game.puzzle);
      expect(after.game?.notes).toBe(before.game?.notes);
      expect(after.game?.canUndo).toBe(true);
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
