// The e2e tests drive the production build in dist/. When dist/ is missing or older than any
// file it is built from, it is built first, so `npm run test:fast` and a single e2e file run
// on their own; `npm test` builds just before, and then nothing is rebuilt here.

import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './preview-server';

/** What the build reads: a change to any of these makes dist/ stale. */
const INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

function newestChange(file: string): number {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(file)) {
    newest = Math.max(newest, newestChange(path.join(file, name)));
  }
  return newest;
}

/** Why dist/ must be built again, or null when it is up to date. */
export function staleBuild(): string | null {
  const built = path.join(ROOT, 'dist/index.html');
  if (!existsSync(built)) return 'dist/ is missing';
  const builtAt = statSync(built).mtimeMs;
  const changed = INPUTS.find((input) => newestChange(path.join(ROOT, input)) > builtAt);
  return changed ? `${changed} changed after the last build` : null;
}

export function ensureFreshBuild(): void {
  const why = staleBuild();
  if (why === null) return;
  console.log(`e2e: ${why}; building the app first (vite build)`);
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: ROOT,
    // vitest sets NODE_ENV=test, and a build made with it would be a development build
    // (import.meta.env.DEV, so no service worker): build exactly as `npm run build` does.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
