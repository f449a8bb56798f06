// One Chromium per vitest worker for the whole e2e run, instead of one per file: a file's
// browser cost seconds to launch on a loaded machine, and most files ask for nothing but the
// usual flags. The run's global setup launches them as browser servers; a file on worker n
// connects to the n-th (harness launch()) and opens fresh contexts in it, as before, so no test
// shares a page, a profile or storage with another. Files that need other flags (no WebGL, a
// fake camera) and persistent profiles still launch their own.
import { readFileSync } from 'node:fs';
import { type BrowserServer, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, E2E_SPEED_ARGS, featuresDropped } from './chromium-args';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launches `count` browser servers; returns their endpoints and a way to close them all. */
export async function launchWorkerBrowsers(
  count: number,
): Promise<{ endpoints: string[]; close: () => Promise<void> }> {
  const servers: BrowserServer[] = [];
  try {
    for (let i = 0; i < count; i++) {
      servers.push(
        await chromium.launchServer({
          executablePath: CHROMIUM,
          args: [...CHROMIUM_ARGS, ...E2E_SPEED_ARGS],
          headless: true,
        }),
      );
    }
    checkFeatures(servers[0]);
  } catch (error) {
    await Promise.all(servers.map((s) => s.close().catch(() => {})));
    throw error;
  }
  return {
    endpoints: servers.map((s) => s.wsEndpoint()),
    close: async () => {
      await Promise.all(servers.map((s) => s.close().catch(() => {})));
    },
  };
}

/**
 * Stops the run when Playwright (after an upgrade) switches off a feature that chromium-args.ts's
 * own `--disable-features`, the one Chromium reads, no longer does. Read from the browser's
 * command line in /proc (Linux, where the suite runs; elsewhere there is nothing to read).
 */
function checkFeatures(server: BrowserServer | undefined): void {
  const pid = server?.process().pid;
  let cmdline: string;
  try {
    cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return;
  }
  const dropped = featuresDropped(cmdline.split('\0'));
  if (dropped.length > 0)
    throw new Error(
      `Playwright now disables ${dropped.join(', ')}, which test/e2e/chromium-args.ts's ` +
        '--disable-features (the one Chromium reads) leaves on: add them to its ' +
        'PLAYWRIGHT_DISABLED_FEATURES.',
    );
}
