// WebKitGTK through WebKitWebDriver (Debian `webkit2gtk-driver`), which speaks classic
// WebDriver only (HTTP + JSON; no BiDi, no init scripts, no console log): a client of a few
// commands is all it takes, so no library. The browser is the MiniBrowser shipped with the
// driver; it takes its language from LANG (zh_CN.UTF-8 must be a generated locale) and will not
// make its window narrower than 447 px, so "phone" here is 450×844 (about 447×806 of page).

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { freePort } from '../e2e/preview-server';
import { CATCHER, type EngineDriver } from './engine-driver';

const MINIBROWSER_DIRS = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1',
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.0',
  '/usr/lib/x86_64-linux-gnu/webkitgtk-6.0',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1',
  '/usr/libexec/webkit2gtk-4.1',
  '/usr/libexec/webkit2gtk-4.0',
];

export function miniBrowserPath(): string | null {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  const dir = MINIBROWSER_DIRS.find((d) => existsSync(`${d}/MiniBrowser`));
  return dir ? `${dir}/MiniBrowser` : null;
}

/** WebDriver's key codes for the keys the scenarios press by name. */
const KEYS: Record<string, string> = {
  Enter: '\uE007',
  Backspace: '\uE003',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
};

interface WireAnswer {
  value: unknown;
}

export async function launchWebKit(opts: { lang: string }): Promise<EngineDriver> {
  const binary = miniBrowserPath();
  if (!binary) throw new Error('no MiniBrowser found (apt-get install webkit2gtk-driver)');
  const port = await freePort();
  const driver: ChildProcess = spawn('WebKitWebDriver', [`--port=${port}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
    // The browser it starts inherits this: its language comes from LANG.
    env: { ...process.env, LANG: opts.lang, LC_ALL: opts.lang, LANGUAGE: '' },
  });
  let driverLog = '';
  driver.stderr?.on('data', (d) => {
    driverLog += d;
  });
  const base = `http://127.0.0.1:${port}`;

  const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const response = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as WireAnswer;
    const value = answer.value as { error?: string; message?: string } | null;
    if (!response.ok || (value && typeof value === 'object' && 'error' in value)) {
      throw new Error(`WebKitWebDriver ${method} ${path}: ${value?.error} ${value?.message ?? ''}`);
    }
    return answer.value;
  };

  // The driver answers once it listens; its status says so (polled: it has no other signal).
  const deadline = Date.now() + 15_000;
  for (;;) {
    const up = await fetch(`${base}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || driver.exitCode !== null) {
      throw new Error(`WebKitWebDriver did not start\n${driverLog}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  const session = (await call('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary, args: ['--automation'] },
      },
    },
  })) as { sessionId: string };
  const s = `/session/${session.sessionId}`;
  await call('POST', `${s}/timeouts`, { script: 60_000, pageLoad: 60_000 });
  await call('POST', `${s}/window/rect`, { width: 450, height: 844 });

  const run = async <T>(expression: string): Promise<T> => {
    // execute/async: the expression's value (or promise) goes back through the callback, an
    // exception as text (the wire would lose its message otherwise).
    const script = `const done = arguments[arguments.length - 1];
      Promise.resolve().then(() => (${expression})).then(
        (v) => done({ ok: v === undefined ? null : v }),
        (e) => done({ err: String((e && e.stack) || e) }));`;
    const out = (await call('POST', `${s}/execute/async`, { script, args: [] })) as {
      ok?: T;
      err?: string;
    };
    if (out.err !== undefined) throw new Error(`in the page: ${out.err}`);
    return out.ok as T;
  };
  const catchErrors = () => run(CATCHER);

  return {
    engine: 'webkit',
    // WebKitGTK accepts touch pointer actions but delivers them as mouse events (measured: the
    // page sees pointerType "mouse"); asking for touch costs nothing and is what a phone does.
    tapsAskedAs: 'touch',
    async open(url) {
      await call('POST', `${s}/url`, { url });
      await catchErrors();
    },
    run,
    async tapAt(x, y) {
      await call('POST', `${s}/actions`, {
        actions: [
          {
            type: 'pointer',
            id: 'finger',
            parameters: { pointerType: 'touch' },
            actions: [
              { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport' },
              { type: 'pointerDown', button: 0 },
              { type: 'pointerUp', button: 0 },
            ],
          },
        ],
      });
      await call('DELETE', `${s}/actions`);
    },
    async key(key) {
      const value = KEYS[key] ?? key;
      await call('POST', `${s}/actions`, {
        actions: [
          {
            type: 'key',
            id: 'keyboard',
            actions: [
              { type: 'keyDown', value },
              { type: 'keyUp', value },
            ],
          },
        ],
      });
      await call('DELETE', `${s}/actions`);
    },
    async reload() {
      await call('POST', `${s}/refresh`, {});
      await catchErrors();
    },
    async screenshot(file) {
      const png = (await call('GET', `${s}/screenshot`)) as string;
      writeFileSync(file, Buffer.from(png, 'base64'));
    },
    takeDriverErrors: () => [],
    async close() {
      await call('DELETE', s).catch(() => undefined);
      if (driver.exitCode === null && driver.pid) {
        const exited = new Promise((r) => driver.once('exit', r));
        process.kill(driver.pid, 'SIGTERM');
        await exited;
      }
    },
  };
}
