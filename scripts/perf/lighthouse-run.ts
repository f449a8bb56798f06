// Runs the project's Lighthouse (the devDependency's CLI) once against a URL with the system
// Chromium and mobile defaults, and returns the parsed report. The CLI (not the Node API) keeps
// every run in its own process and its own fresh Chrome profile, so each run is a cold first
// visit: no HTTP cache, no service worker, no IndexedDB from the run before.

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_COMMON_ARGS } from '../../test/e2e/chromium-args';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Lighthouse's Chromium: the common flags alone. The first visit it measures is the DOM lobby,
 * which draws nothing with WebGL, and WebGL's flags delay its first frame (chromium-args.ts).
 */
export const CHROME_FLAGS = CHROMIUM_COMMON_ARGS;

export interface LighthouseRun {
  /** The parsed JSON report (Lighthouse's LHR), read by figures.ts. */
  report: unknown;
  jsonPath: string;
  htmlPath: string;
}

/**
 * One Lighthouse run; `outBase` is the report path without extension (the CLI appends
 * `.report.json` and `.report.html`). With `saveAssets`, the trace and DevTools log are kept too.
 */
export async function runLighthouse(
  url: string,
  outBase: string,
  options: { chromePath: string; saveAssets?: boolean; cpuSlowdown?: number },
): Promise<LighthouseRun> {
  const args = [
    path.join(ROOT, 'node_modules/lighthouse/cli/index.js'),
    url,
    // Stated explicitly although they are the defaults: the figures mean nothing without them.
    '--form-factor=mobile',
    '--throttling-method=simulate',
    '--output=json',
    '--output=html',
    `--output-path=${outBase}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    '--quiet',
  ];
  if (options.saveAssets) args.push('--save-assets');
  // Set only when calibrated to the host (host-calibration.ts); Lighthouse's default is 4.
  if (options.cpuSlowdown !== undefined)
    args.push(`--throttling.cpuSlowdownMultiplier=${options.cpuSlowdown}`);
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, CHROME_PATH: options.chromePath },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`Lighthouse exited with code ${code} for ${url}:\n${output}`);
  const jsonPath = `${outBase}.report.json`;
  const report: unknown = JSON.parse(readFileSync(jsonPath, 'utf8'));
  return { report, jsonPath, htmlPath: `${outBase}.report.html` };
}
