// Starts `vite preview` for a build directory on a port, and stops it by its PID.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
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

export interface PreviewServer {
  url: string;
  stop(): Promise<void>;
}

/** Serves `outDir` with the preview settings (headers) of the project at `projectRoot`. */
export async function startPreview(
  outDir: string,
  port: number,
  projectRoot = ROOT,
): Promise<PreviewServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/vite/bin/vite.js'),
      'preview',
      '--outDir',
      outDir,
      '--port',
      String(port),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    // No colours: the URL is looked for in the output.
    {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1' },
    },
  );
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.pid && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(child.pid, 'SIGTERM');
      await exited;
    }
  };
  // vite prints its URL once the server listens; then one request proves it answers.
  const listening = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 30_000);
    const check = () => {
      if (output.includes(url)) {
        clearTimeout(timer);
        resolve(true);
      }
    };
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(false);
    });
    check();
  });
  if (child.exitCode !== null) {
    throw new Error(`vite preview exited with code ${child.exitCode}\n${output}`);
  }
  if (listening && (await fetch(`${url}/`).catch(() => null))?.ok) return { url, stop };
  await stop();
  throw new Error(`vite preview did not answer at ${url} within 30 s\n${output}`);
}
