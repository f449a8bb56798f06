// `npm run perf`: the first-visit budget of issue #13. Serves the existing production build
// (dist/, made by `npm run build`; this script builds nothing) with `vite preview` and runs the
// project's Lighthouse on it several times (mobile defaults: simulated slow 4G, and a 4× CPU
// slowdown calibrated to the host first, by a plain page: host-calibration.ts). Prints the median
// of each figure next to perf-budget.json and, for the time figures, next to the plain page's,
// and the gzip size of every chunk. Exits 1 naming each figure out of budget; a run in which
// Lighthouse failed to compute an audit we read is made again, printed, at most twice
// (run-again.ts). Options: --runs N (3), --dist DIR (dist), --budget FILE (perf-budget.json),
// --out DIR (test-results/lighthouse), --save-assets (traces), --fixed-slowdown (4× whatever the
// host).

import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { breach, describe, readBudget } from './budget';
import { chunkSizes } from './chunk-sizes';
import { type Figures, median, medianRunIndex } from './figures';
import { calibrate, describeCalibration, describeHost } from './host-calibration';
import { measureReference } from './reference-page';
import { measureSite } from './site-runs';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Row {
  key: string;
  label: string;
  value: (f: Figures) => number;
  format: (n: number) => string;
  /** A time figure: the plain page's median is shown beside it (reference-page.ts). */
  host?: true;
}

const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`;
const kib = (n: number) => `${n.toFixed(1)} KiB`;
const score = (n: number) => n.toFixed(2);
const count = (n: number) => String(n);
const taskMs = (rank: number) => (f: Figures) => f.longTasks[rank]?.ms ?? 0;

const ROWS: Row[] = [
  {
    key: 'performance',
    label: 'Performance score',
    value: (f) => f.performance,
    format: score,
    host: true,
  },
  { key: 'tbtMs', label: 'Total Blocking Time', value: (f) => f.tbtMs, format: ms, host: true },
  { key: 'ttiMs', label: 'Time to Interactive', value: (f) => f.ttiMs, format: ms, host: true },
  {
    key: 'speedIndexMs',
    label: 'Speed Index',
    value: (f) => f.speedIndexMs,
    format: ms,
    host: true,
  },
  {
    key: 'mainThreadMs',
    label: 'Main-thread work',
    value: (f) => f.mainThreadMs,
    format: ms,
    host: true,
  },
  { key: 'longestTaskMs', label: 'Longest task', value: taskMs(0), format: ms, host: true },
  { key: 'secondTaskMs', label: '2nd longest task', value: taskMs(1), format: ms },
  { key: 'thirdTaskMs', label: '3rd longest task', value: taskMs(2), format: ms },
  {
    key: 'jsStartKiB',
    label: 'JS transferred at start',
    value: (f) => f.jsStartBytes / 1024,
    format: kib,
  },
  {
    key: 'unusedJsKiB',
    label: 'Unused JS at start',
    value: (f) => f.unusedJsBytes / 1024,
    format: kib,
  },
  { key: 'seo', label: 'SEO', value: (f) => f.seo, format: score },
  { key: 'accessibility', label: 'Accessibility', value: (f) => f.accessibility, format: score },
  { key: 'bestPractices', label: 'Best practices', value: (f) => f.bestPractices, format: score },
  { key: 'pwa', label: 'PWA', value: (f) => f.pwa, format: score },
  {
    key: 'installabilityErrors',
    label: 'Installability errors',
    value: (f) => f.installabilityErrors.length,
    format: count,
  },
];

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, c) => cell.padEnd(widths[c] as number)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      dist: { type: 'string', default: 'dist' },
      budget: { type: 'string', default: 'perf-budget.json' },
      out: { type: 'string', default: 'test-results/lighthouse' },
      'save-assets': { type: 'boolean', default: false },
      'fixed-slowdown': { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer`);
  const dist = path.resolve(ROOT, values.dist);
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.error(`${values.dist}/index.html is missing: run \`npm run build\` first.`);
    return 2;
  }
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath)) {
    console.error(`Chromium not found at ${chromePath} (set CHROME_PATH).`);
    return 2;
  }
  const budgetFile = path.resolve(ROOT, values.budget);
  const budget = readBudget(
    budgetFile,
    ROWS.map((r) => r.key),
  );
  const outDir = path.resolve(ROOT, values.out);
  mkdirSync(outDir, { recursive: true });

  // The host first: the plain page's floor sets the CPU slowdown (host-calibration.ts).
  const plain = await measureReference(runs, outDir, chromePath);
  const calibration = calibrate(median(plain.map((f) => f.mainThreadMs)));
  const slowdown = values['fixed-slowdown'] ? undefined : calibration.slowdown;
  const how = values['fixed-slowdown']
    ? `--fixed-slowdown: the app is measured at Lighthouse's 4×, whatever the host ` +
      `(${describeHost(calibration)}).`
    : describeCalibration(calibration);
  console.log(how);

  const { figures, reports } = await measureSite(path.relative(ROOT, dist), runs, {
    chromePath,
    outDir,
    name: 'run',
    label: 'Lighthouse run',
    summary: (f) => `performance ${score(f.performance)}, TBT ${ms(f.tbtMs)}`,
    saveAssets: values['save-assets'],
    cpuSlowdown: slowdown,
  });

  const mid = medianRunIndex(figures);
  const midRun = figures[mid] as Figures;
  const header = [
    'figure',
    'median',
    ...figures.map((_, i) => `run ${i + 1}`),
    'budget',
    '',
    'plain page, 4×',
  ];
  const failures: string[] = [];
  const rows = ROWS.map((row) => {
    const value = median(figures.map(row.value));
    const why = breach(value, budget[row.key]);
    if (why) failures.push(`${row.label}: ${row.format(value)} is ${why}`);
    const rank = ['longestTaskMs', 'secondTaskMs', 'thirdTaskMs'].indexOf(row.key);
    const script = rank >= 0 ? midRun.longTasks[rank]?.script : undefined;
    return [
      script ? `${row.label} (${script})` : row.label,
      row.format(value),
      ...figures.map((f) => row.format(row.value(f))),
      describe(budget[row.key], row.format),
      budget[row.key] ? (why ? 'OVER' : 'ok') : '',
      row.host ? row.format(median(plain.map(row.value))) : '',
    ];
  });

  console.log(`\nFirst load of ${values.dist}/ (${midRun.conditions}), median of ${runs}:\n`);
  console.log(table(header, rows));
  console.log(
    `\nplain page, 4×: the median of ${runs} runs of scripts/perf/reference/index.html (no ` +
      "script, no style) at Lighthouse's 4×, the floor any page pays on this host.\n" +
      how,
  );
  if (midRun.installabilityErrors.length > 0) {
    console.log(`\nInstallability errors: ${midRun.installabilityErrors.join('; ')}`);
  }
  console.log(`\nChunks in ${values.dist}/assets (gzip -9):\n`);
  console.log(
    table(
      ['file', 'raw', 'gzip'],
      chunkSizes(dist).map((c) => [c.file, kib(c.bytes / 1024), kib(c.gzipBytes / 1024)]),
    ),
  );

  const chosen = reports[mid] as { json: string; html: string };
  const medianJson = path.join(outDir, 'median.report.json');
  copyFileSync(chosen.json, medianJson);
  copyFileSync(chosen.html, path.join(outDir, 'median.report.html'));
  console.log(
    `\nReports: ${path.relative(ROOT, outDir)}/run-N.report.{json,html}; the median run ` +
      `(run ${mid + 1}, by TBT) is copied to ${path.relative(ROOT, medianJson)} (+ .html).`,
  );
  if (failures.length > 0) {
    console.log(`\nOut of budget (${path.relative(ROOT, budgetFile)}):`);
    for (const f of failures) console.log(`  - ${f}`);
    return 1;
  }
  console.log(`\nEvery figure is within ${path.relative(ROOT, budgetFile)}.`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  },
);
