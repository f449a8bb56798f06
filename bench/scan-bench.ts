// npm run bench -- --only=scan — the photo reader over ../shared/data/sudoku-photos: photos read
// exactly and cell error rate held out (k-fold by photo, from scripts/scan/heldout-results.json,
// which `npm run train:digits` writes), and the time per photo from file to grid in Chromium's
// worker on this machine: a page built for the bench alone (bench/scan-page, into
// node_modules/.cache/scan-bench, not dist/) served here and driven by playwright-core with
// /usr/bin/chromium. The browser reads use the shipped model, which was trained on these photos,
// so their exact count is printed apart and is not the held-out figure.

import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { listPhotos } from '../scripts/scan/photo-set';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'node_modules/.cache/scan-bench');
const HELDOUT = path.join(ROOT, 'scripts/scan/heldout-results.json');

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.bin': 'application/octet-stream',
  '.map': 'application/json',
};

function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const wanted = path.normalize(decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/'));
    const file = path.join(dir, wanted === '/' ? 'index.html' : wanted);
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}/` });
    });
  });
}

const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

interface HeldOut {
  summary: { command: string; photos: number; exact: number; cellErrorRate: number; folds: number };
}

/** Prints the scan table; skips with a line when the photo set is absent. */
export async function runScanBench(): Promise<void> {
  const photos = listPhotos();
  if (photos.length === 0) {
    console.log('\nScan: skipped, ../shared/data/sudoku-photos is absent.');
    return;
  }
  await build({
    configFile: false,
    root: path.join(ROOT, 'bench/scan-page'),
    logLevel: 'warn',
    build: { outDir: OUT, emptyOutDir: true, target: 'es2022' },
    worker: { format: 'es' },
  });
  const { server, url } = await serve(OUT);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const reads: { name: string; ms: number; exact: boolean; wrong: number; cells: string[] }[] = [];
  let coldMs = 0;
  try {
    const page = await browser.newPage();
    await page.goto(url);
    await page.waitForFunction(() => window.scanBench !== undefined);
    const read = (file: string) =>
      page.evaluate(
        (b64) => (window.scanBench as NonNullable<typeof window.scanBench>)(b64),
        readFileSync(file).toString('base64'),
      );
    // The first read starts the worker and fetches the weights: timed apart, then every photo.
    coldMs = (await read((photos[0] as { file: string }).file)).ms;
    for (const photo of photos) {
      const r = await read(photo.file);
      let wrong = 0;
      const cells: string[] = [];
      for (let c = 0; c < 81; c++) {
        if (r.grid !== null && r.grid[c] === photo.truth[c]) continue;
        wrong++;
        if (r.grid !== null) cells.push(`${c}:${photo.truth[c]}->${r.grid[c]}`);
      }
      reads.push({ name: photo.name, ms: r.ms, exact: wrong === 0, wrong, cells });
    }
  } finally {
    await browser.close();
    server.close();
  }
  const times = reads.map((r) => r.ms).sort((a, b) => a - b);
  const exact = reads.filter((r) => r.exact).length;
  const wrongCells = reads.reduce((n, r) => n + r.wrong, 0);
  const held: HeldOut | null = existsSync(HELDOUT)
    ? (JSON.parse(readFileSync(HELDOUT, 'utf8')) as HeldOut)
    : null;
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  const rows: string[][] = [['', 'photos exact', 'cell error', 'median ms', 'p95 ms']];
  if (held !== null) {
    const s = held.summary;
    rows.push([
      `Gridwise, held out (${s.folds}-fold by photo)`,
      `${s.exact}/${s.photos} ${pct(s.exact / s.photos)}`,
      `${(100 * s.cellErrorRate).toFixed(3)} %`,
      '',
      '',
    ]);
  }
  rows.push([
    'Gridwise in Chromium worker, shipped model*',
    `${exact}/${reads.length} ${pct(exact / reads.length)}`,
    `${((100 * wrongCells) / (81 * reads.length)).toFixed(3)} %`,
    quantile(times, 0.5).toFixed(0),
    quantile(times, 0.95).toFixed(0),
  ]);
  rows.push(['Wicht & Hennebert v1 (published)', '87.5 %', '', '', '']);
  rows.push(['Wicht & Hennebert v2 (published)', '82.5 %', '', '', '']);
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  console.log(`\nScan reader — ${photos.length} photos of ../shared/data/sudoku-photos`);
  for (const r of rows)
    console.log(
      r
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join('  '),
    );
  console.log(
    `first read (worker start + weights fetch): ${coldMs.toFixed(0)} ms; times are the page's, from the photo's Blob to the grid, decode included`,
  );
  console.log(
    '* trained on all these photos: its exact count is not a held-out figure (the held-out row is).',
  );
  if (held !== null) console.log(`held-out row from: ${held.summary.command}`);
  const misread = reads
    .filter((r) => !r.exact)
    .map(
      (r) =>
        `${r.name} (${r.wrong}${r.cells.length > 0 && r.cells.length <= 5 ? `: ${r.cells.join(' ')}` : ''})`,
    );
  if (misread.length > 0) console.log(`not exact in Chromium (cells wrong): ${misread.join(', ')}`);
}
