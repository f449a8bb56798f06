// Runs the project's Lighthouse (the devDependency's CLI) once against a URL with the system
// Chromium and mobile defaults, and returns the parsed report. The CLI (not the Node API) keeps
// every run in its own process and its own fresh Chrome profile, so each run is a cold first
// visit: no HTTP cache, no service worker, no IndexedDB from the run before.

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The flags every headless Chromium of this project uses (COMMON.md). Lighthouse runs with these
 * alone: the first visit it measures is the DOM lobby, which draws nothing with WebGL.
 */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * SwiftShader for WebGL, for a browser that draws the game stage (Pixi). Not for Lighthouse: with
 * them the compositor also runs on SwiftShader, and a trace of the app's first visit showed the
 * page painted at 322 ms while the GPU process's main thread, compiling SwiftShader programs for
 * the lobby's rounded, shadowed cards, held the first frame back until 2,876 ms (one task of
 * 1,717 ms); Lighthouse observed first paint there, and Speed Index followed it (4.8 s). No phone
 * draws its compositor frames with a CPU emulation of a GPU. Without them first paint was observed
 * at 174–199 ms here (BENCHMARKS.md, 2026-11-27 evening).
 */
export const WEBGL_FLAGS = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

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
