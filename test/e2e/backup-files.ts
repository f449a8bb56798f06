// The e2e tests' way to carry data between profiles as a player does: Settings → Save a backup
// (a real download), then Settings → Import in another profile (a real file chooser), and a
// persistent profile opened ready, for tests that kill the browser.

import path from 'node:path';
import type { Page } from 'playwright-core';
import { appUrl, persistentPhone, tap } from './harness';
import { waitForState } from './page-waits';

/** A persistent phone profile in `dir`, the app open and ready. */
export async function openReady(
  dir: string,
  options?: Parameters<typeof persistentPhone>[1],
): Promise<Page> {
  const context = await persistentPhone(dir, options);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(appUrl());
  await page.waitForFunction(() => window.gridwise?.ready === true, undefined, { timeout: 30_000 });
  return page;
}

/** From Settings (already open), saves a backup into `dir`; returns the file's path. */
export async function saveBackup(page: Page, dir: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    tap(page, 'btn:export-backup'),
  ]);
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  await waitForState(page, (s) => /^Backup saved/.test(s.notice ?? ''), 'saved');
  return file;
}

/** From Settings (already open), imports `file`; resolves with the notice that says so. */
export async function importBackup(page: Page, file: string): Promise<string> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    tap(page, 'btn:import-backup'),
  ]);
  await chooser.setFiles(file);
  const told = await waitForState(page, (s) => /^Backup imported/.test(s.notice ?? ''), 'import');
  return told.notice ?? '';
}
