// Serves the production build (dist/) with `vite preview` on a free port for the e2e run, and
// stops that server by its PID afterwards. The build itself is made by `npm test` beforehand.

import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, type PreviewServer, ROOT, startPreview } from './preview-server';
import { clearRecords, readRecords, TIMINGS_DIR, timingTable } from './timing';

let server: PreviewServer | null = null;

export async function setup(project: TestProject): Promise<void> {
  if (!existsSync(path.join(ROOT, 'dist/index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` before the e2e tests (npm test does).');
  }
  clearRecords();
  server = await startPreview('dist', await freePort());
  project.provide('baseUrl', server.url);
}

export async function teardown(): Promise<void> {
  await server?.stop();
  server = null;
  const records = readRecords();
  if (records.length > 0) {
    const table = timingTable(records);
    writeFileSync(path.join(TIMINGS_DIR, 'table.md'), `${table}\n`);
    console.log(`\nWhere the e2e time went (test-results/e2e-timings/table.md):\n${table}\n`);
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
