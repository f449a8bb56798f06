// Serves the production build (dist/) with `vite preview` on a free port for the e2e run, and
// stops that server by its PID afterwards. `npm test` builds just before; when dist/ is missing
// or stale (a single file or the fast tier run on their own) it is built here first. At the
// end, prints where the time went (timing.ts) and, last, every test that failed an attempt.

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureFreshBuild } from './fresh-build';
import { freePort, type PreviewServer, startPreview } from './preview-server';
import { launchWorkerBrowsers } from './shared-browsers';
import { attemptReport, clearRecords, readRecords, TIMINGS_DIR, timingTable } from './timing';

let server: PreviewServer | null = null;
let browsers: Awaited<ReturnType<typeof launchWorkerBrowsers>> | null = null;

export async function setup(project: TestProject): Promise<void> {
  ensureFreshBuild();
  // The solo tier follows the shared one in one `npm run test:e2e`: one table for both.
  if (process.env.E2E_TIER !== 'solo') clearRecords();
  server = await startPreview('dist', await freePort());
  project.provide('baseUrl', server.url);
  // One Chromium per worker, reused by its files (shared-browsers.ts).
  browsers = await launchWorkerBrowsers(project.config.maxWorkers);
  project.provide('browserEndpoints', browsers.endpoints);
}

export async function teardown(): Promise<void> {
  await browsers?.close();
  browsers = null;
  await server?.stop();
  server = null;
  const records = readRecords();
  if (records.length === 0) return;
  const table = timingTable(records);
  writeFileSync(path.join(TIMINGS_DIR, 'table.md'), `${table}\n`);
  // The console gets the slowest rows only: a CI log shows its tail, and that tail must be
  // what failed (below), not the fastest tests.
  const slowest = timingTable(records, SLOWEST_SHOWN);
  console.log(`\nThe slowest e2e tests (all: test-results/e2e-timings/table.md):\n${slowest}\n`);
  // This run's attempts only: the shared tier has printed its own, and the table is for both.
  const { flaky, failed } = attemptReport(records.filter((r) => (r.tier ?? '') === TIER));
  if (flaky.length > 0) {
    console.log(`FLAKY: failed, then passed on a retry (${flaky.length}):\n${flaky.join('\n')}\n`);
  }
  if (failed.length > 0) {
    console.log(`FAILED (${failed.length}):\n${failed.join('\n')}\n`);
  }
}

const SLOWEST_SHOWN = 12;
const TIER = process.env.E2E_TIER ?? '';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Each worker's Chromium (by VITEST_POOL_ID, from 1), for files with the usual flags. */
    browserEndpoints: string[];
  }
}
