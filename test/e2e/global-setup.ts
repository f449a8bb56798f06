// Serves the production build (dist/) with `vite preview` on a free port for the e2e run, and
// stops that server by its PID afterwards. The build itself is made by `npm test` beforehand.

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`vite preview did not answer at ${url} within ${timeoutMs} ms`);
}

let server: ChildProcess | null = null;

export async function setup(project: TestProject): Promise<void> {
  if (!existsSync(path.join(root, 'dist/index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` before the e2e tests (npm test does).');
  }
  const port = await freePort();
  server = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'preview',
      '--port',
      String(port),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  server.stdout?.on('data', (d) => {
    output += d;
  });
  server.stderr?.on('data', (d) => {
    output += d;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${baseUrl}/`, server, 30_000);
  } catch (error) {
    server.kill();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  project.provide('baseUrl', baseUrl);
}

export async function teardown(): Promise<void> {
  if (server?.pid) {
    process.kill(server.pid, 'SIGTERM');
    server = null;
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
