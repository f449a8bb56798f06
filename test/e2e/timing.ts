// Where end-to-end time goes. Each test's wall time is split into phases (launching browsers
// and contexts, booting the app, reloads, waiting for a new game, input (taps and keys), other
// waits, fixed sleeps and observation windows, screenshots); what is left is "other" (evaluate
// calls, planning in Node, Lighthouse, builds). Measurement only: it never changes what a test
// does or waits for.

import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const PHASES = [
  'browser',
  'boot',
  'reload',
  'new game',
  'input',
  'waits',
  'sleeps',
  'screenshots',
] as const;
export type Phase = (typeof PHASES)[number];

export interface TimingRecord {
  file: string;
  test: string;
  ms: number;
  phases: Partial<Record<Phase, number>>;
  /** The `E2E_TIER` it ran in ('' by hand): `npm test` runs two, one table for both. */
  tier?: string;
  /** How this attempt ended (absent for file hooks), which attempt it was, and why it failed. */
  state?: 'pass' | 'fail';
  attempt?: number;
  error?: string;
}

export const TIMINGS_DIR = path.resolve(import.meta.dirname, '../../test-results/e2e-timings');

let phases: Partial<Record<Phase, number>> = {};
let depth = 0;
/** The phase the next wait belongs to: after a reload the wait for `ready` is the reload. */
let nextWait: Phase | null = null;

/** Runs `fn`, adding its time to `phase` unless an outer timed call already counts it. */
export async function timed<T>(phase: Phase, fn: () => Promise<T>): Promise<T> {
  if (depth > 0) return fn();
  const as = phase === 'waits' && nextWait !== null ? nextWait : phase;
  if (phase === 'waits') nextWait = null;
  depth++;
  const t0 = performance.now();
  try {
    return await fn();
  } finally {
    depth--;
    phases[as] = (phases[as] ?? 0) + performance.now() - t0;
  }
}

/** Says which phase the next wait belongs to (a tap on Start makes it "new game"). */
export function nextWaitIs(phase: Phase | null): void {
  nextWait = phase;
}

/** Takes the phases counted since the last call. */
export function takePhases(): Partial<Record<Phase, number>> {
  const out = phases;
  phases = {};
  nextWait = null;
  return out;
}

type Method = (...args: never[]) => Promise<unknown>;

/** Wraps methods of a prototype once, so calls made directly in test bodies are counted too. */
function wrap(proto: object, methods: Record<string, Phase>, then?: Record<string, Phase>): void {
  const marked = proto as { gridwiseTimed?: boolean } & Record<string, Method>;
  if (marked.gridwiseTimed) return;
  marked.gridwiseTimed = true;
  for (const [name, phase] of Object.entries(methods)) {
    const original = marked[name] as Method;
    marked[name] = function (this: unknown, ...args: never[]) {
      const outer = depth === 0;
      return timed(phase, () => original.apply(this, args)).finally(() => {
        const after = then?.[name];
        if (after && outer) nextWaitIs(after);
      });
    };
  }
}

export function instrumentBrowser(browser: Browser): void {
  wrap(Object.getPrototypeOf(browser), { newContext: 'browser' });
}

export function instrumentContext(context: BrowserContext): void {
  wrap(Object.getPrototypeOf(context), { newPage: 'browser' });
}

export function instrumentPage(page: Page): void {
  wrap(Object.getPrototypeOf(page.keyboard), { press: 'input' });
  wrap(
    Object.getPrototypeOf(page),
    {
      goto: 'boot',
      reload: 'reload',
      waitForFunction: 'waits',
      waitForEvent: 'waits',
      screenshot: 'screenshots',
    },
    { goto: 'boot', reload: 'reload' },
  );
}

export function writeRecord(record: TimingRecord): void {
  mkdirSync(TIMINGS_DIR, { recursive: true });
  const name = `${path.basename(record.file)}-${process.pid}.jsonl`;
  writeFileSync(path.join(TIMINGS_DIR, name), `${JSON.stringify(record)}\n`, { flag: 'a' });
}

export function clearRecords(): void {
  rmSync(TIMINGS_DIR, { recursive: true, force: true });
}

export function readRecords(): TimingRecord[] {
  let files: string[];
  try {
    files = readdirSync(TIMINGS_DIR).filter((f) => f.endsWith('.jsonl'));
  } catch {
    return [];
  }
  return files.flatMap((f) =>
    readFileSync(path.join(TIMINGS_DIR, f), 'utf8')
      .trim()
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as TimingRecord),
  );
}

const seconds = (ms: number | undefined) => ((ms ?? 0) / 1000).toFixed(1);

/**
 * A Markdown table, slowest first: seconds per phase and the phase that dominates. With
 * `shown`, only that many rows (the total still counts them all).
 */
export function timingTable(records: readonly TimingRecord[], shown = Infinity): string {
  const rows = [...records].sort((a, b) => b.ms - a.ms);
  const head = ['file', 'test', 's', ...PHASES, 'other', 'dominant'];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`];
  for (const r of rows.slice(0, shown)) {
    const counted = PHASES.reduce((n, p) => n + (r.phases[p] ?? 0), 0);
    const other = Math.max(0, r.ms - counted);
    const parts: [string, number][] = [
      ...PHASES.map((p): [string, number] => [p, r.phases[p] ?? 0]),
      ['other', other],
    ];
    const [dominant] = parts.reduce((a, b) => (b[1] > a[1] ? b : a));
    const share =
      r.ms > 0 ? Math.round((100 * (parts.find((p) => p[0] === dominant)?.[1] ?? 0)) / r.ms) : 0;
    lines.push(
      `| ${path.basename(r.file).replace('.e2e.ts', '')} | ${r.test.slice(0, 70)} | ${seconds(r.ms)} | ${PHASES.map((p) => seconds(r.phases[p])).join(' | ')} | ${seconds(other)} | ${dominant} ${share}% |`,
    );
  }
  const total = rows.reduce((n, r) => n + r.ms, 0);
  const hidden = rows.length > shown ? ` (${rows.length - shown} more in the file)` : '';
  lines.push('', `${rows.length} rows${hidden}, ${seconds(total)} s in tests and file hooks.`);
  return lines.join('\n');
}

const testName = (r: TimingRecord) => `${path.basename(r.file)} › ${r.test}`;

/**
 * The tests that failed an attempt, by outcome: `flaky` failed and then passed on a retry,
 * `failed` failed every attempt. Printed last, so a CI log's tail says what went wrong.
 */
export function attemptReport(records: readonly TimingRecord[]): {
  flaky: string[];
  failed: string[];
} {
  const byTest = new Map<string, TimingRecord[]>();
  for (const r of records) {
    if (r.state === undefined) continue;
    const key = testName(r);
    byTest.set(key, [...(byTest.get(key) ?? []), r]);
  }
  const flaky: string[] = [];
  const failed: string[] = [];
  for (const [name, attempts] of byTest) {
    const misses = attempts.filter((a) => a.state === 'fail');
    if (misses.length === 0) continue;
    const why = misses.map(
      (a) => `    attempt ${(a.attempt ?? 0) + 1}: ${a.error ?? '(no message)'}`,
    );
    const line = [name, ...why].join('\n');
    if (attempts.some((a) => a.state === 'pass')) flaky.push(line);
    else failed.push(line);
  }
  return { flaky, failed };
}
