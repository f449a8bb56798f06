// `npx tsx scripts/perf/trace-start.ts [--runs 3] [--rate 4] [--dist dist] [--detail]`: where the
// main thread's time goes during a cold first visit of the built app, at a CPU slowdown like
// Lighthouse's. The system Chromium (SwiftShader WebGL) loads the app in Lighthouse's phone
// viewport (412×823, DPR 1.75, touch) with CDP CPU throttling, while a Chrome trace and a V8 CPU
// profile record until the page has been quiet for 3 s after it became ready. Samples are mapped
// through the build's source maps and sorted into parts (start-phases.ts); the table gives the
// median of each part over the runs. --detail adds, per task over 50 ms, what ran inside it.

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../test/e2e/chromium-args';
import { freePort, startPreview } from '../../test/e2e/preview-server';
import { type CpuProfile, type Sample, SourceResolver, samples, summarise } from './cpu-profile';
import { median } from './figures';
import { startPhases } from './start-phases';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string }; beginData?: { url?: string } };
}

interface Task {
  /** ms after the HTML started parsing */
  at: number;
  ms: number;
  from: number;
  to: number;
  inside: string[];
}

interface StartRecord {
  readyAt: number;
  tasks: Task[];
  samples: Sample[];
}

const INTERESTING = new Set([
  'v8.evaluateModule',
  'FireAnimationFrame',
  'TimerFire',
  'GetImageData',
  'MajorGC',
  'MinorGC',
  'ParseHTML',
  'EventDispatch',
]);

async function recordStart(
  browser: Browser,
  url: string,
  rate: number,
  outBase: string,
): Promise<StartRecord> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __lastLong: number; __gw: unknown };
    w.__lastLong = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lastLong = e.startTime + e.duration;
    }).observe({ type: 'longtask', buffered: true });
    // The moment main.ts publishes window.gridwise (ready) becomes a mark in the timeline.
    // Method syntax on purpose: tsx would wrap named arrows in a `__name` helper the page lacks.
    Object.defineProperty(window, 'gridwise', {
      configurable: true,
      get() {
        return w.__gw;
      },
      set(v: unknown) {
        performance.mark('gridwise-ready');
        w.__gw = v;
      },
    });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink'],
  });
  await cdp.send('Profiler.start');
  await page.goto(url);
  // Quiet for 3 s after ready: the same idea as Lighthouse's TTI window.
  await page.waitForFunction(
    () => {
      const w = window as unknown as {
        gridwise?: { ready: boolean; idle: () => boolean };
        __lastLong: number;
      };
      const ready = performance.getEntriesByName('gridwise-ready')[0]?.startTime;
      return (
        w.gridwise?.ready === true &&
        w.gridwise.idle() &&
        ready !== undefined &&
        performance.now() - Math.max(w.__lastLong, ready) > 3000
      );
    },
    undefined,
    { timeout: 120_000, polling: 500 },
  );
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  const buffer = await browser.stopTracing();
  const readyAt = await page.evaluate(
    () => performance.getEntriesByName('gridwise-ready')[0]?.startTime ?? -1,
  );
  await context.close();
  writeFileSync(`${outBase}.trace.json`, buffer);
  writeFileSync(`${outBase}.cpuprofile`, JSON.stringify(profile));

  const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').startsWith(url),
  );
  if (!parse) throw new Error(`no ParseHTML of ${url} in the trace`);
  const main = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
  const tasks = main
    .filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= 50_000)
    .map((e) => {
      const from = e.ts;
      const to = e.ts + (e.dur ?? 0);
      const inside = main
        .filter((c) => c.ts >= from && c.ts < to && INTERESTING.has(c.name))
        .filter((c) => (c.dur ?? 0) >= 5000)
        .map((c) => `${c.name} ${((c.dur ?? 0) / 1000).toFixed(0)} ms`);
      return { at: (from - parse.ts) / 1000, ms: (to - from) / 1000, from, to, inside };
    });
  const resolver = new SourceResolver();
  await resolver.load(new Set(profile.nodes.map((n) => n.callFrame.url)));
  // From the moment the app's HTML starts parsing: the blank page before it is not the app's.
  const own = samples(profile, resolver).filter((x) => x.at >= parse.ts);
  return { readyAt, tasks, samples: own };
}

function pad(s: string, n: number): string {
  return s.length >= n ? s : s + ' '.repeat(n - s.length);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: 'dist' },
      rate: { type: 'string', default: '4' },
      runs: { type: 'string', default: '3' },
      hash: { type: 'string', default: '' },
      out: { type: 'string', default: 'test-results/trace' },
      detail: { type: 'boolean', default: false },
    },
  });
  const dist = path.resolve(ROOT, values.dist);
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${values.dist}/index.html is missing: run \`npm run build\` first.`);
  }
  const rate = Number(values.rate);
  const runs = Number(values.runs);
  const outDir = path.resolve(ROOT, values.out);
  mkdirSync(outDir, { recursive: true });
  const server = await startPreview(path.relative(ROOT, dist), await freePort());
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  });
  const records: StartRecord[] = [];
  try {
    for (let i = 1; i <= runs; i++) {
      const base = path.join(outDir, `start-${i}`);
      records.push(await recordStart(browser, `${server.url}/${values.hash}`, rate, base));
      const r = records[records.length - 1] as StartRecord;
      const busy = r.tasks.reduce((s, t) => s + t.ms, 0);
      console.log(
        `run ${i}: ready at ${r.readyAt.toFixed(0)} ms, tasks ≥ 50 ms: ${busy.toFixed(0)} ms`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  const phases = records.map((r) => startPhases(r.samples));
  const parts = [...new Set(phases.flatMap((p) => [...p.keys()]))];
  console.log(`\nCold start of ${values.dist}/ at ${rate}× CPU (CDP), median of ${runs} (ms):\n`);
  const rows = parts.map((part) => {
    const each = phases.map((p) => p.get(part) ?? 0);
    return { part, median: median(each), each };
  });
  const width = Math.max(...parts.map((p) => p.length));
  for (const row of rows) {
    const each = row.each.map((v) => v.toFixed(0).padStart(6)).join(' ');
    console.log(`${pad(row.part, width)}  ${row.median.toFixed(0).padStart(6)}   (${each} )`);
  }
  const totals = phases.map((p) => [...p.values()].reduce((a, b) => a + b, 0));
  console.log(
    `${pad('Total JS-profiled main thread', width)}  ${median(totals).toFixed(0).padStart(6)}`,
  );
  const ready = median(records.map((r) => r.readyAt));
  console.log(`\nwindow.gridwise.ready at ${ready.toFixed(0)} ms (median).`);

  const last = records[records.length - 1] as StartRecord;
  console.log(`\nTasks ≥ 50 ms in run ${runs}:`);
  for (const task of last.tasks) {
    console.log(
      `  at ${task.at.toFixed(0)} ms: ${task.ms.toFixed(0)} ms  ${task.inside.join(', ')}`,
    );
    if (!values.detail) continue;
    const s = summarise(last.samples, task.from, task.to);
    const top = [...s.inclusive.values()].sort((a, b) => b.ms - a.ms).filter((f) => f.ms >= 10);
    for (const f of top.slice(0, 30))
      console.log(`     ${f.ms.toFixed(0).padStart(5)} ms  ${f.label}`);
  }
  console.log(
    `\nTraces and CPU profiles: ${path.relative(ROOT, outDir)}/start-N.{trace.json,cpuprofile}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
