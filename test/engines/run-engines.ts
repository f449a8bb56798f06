// `npm run test:engines`: the built app (dist/, served by `vite preview`) in WebKitGTK
// (WebKitWebDriver + MiniBrowser) and Firefox ESR (WebDriver BiDi), the same scenarios in each
// (scenarios.ts), then a table: engine, scenario, pass/fail, time. Exits 1 on any failure.
//
//   npm run test:engines                       both engines
//   npm run test:engines -- --engine=webkit    one engine
//   npm run test:engines -- --screenshots      screenshots into docs/screenshots/engines/
//                                              (else test-results/engines/)
//
// Both browsers need a display (Firefox has WebGL only with one; MiniBrowser is a GTK window):
// without DISPLAY the runner starts itself again under `xvfb-run -a`.

import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ensureFreshBuild } from '../e2e/fresh-build';
import { freePort, type PreviewServer, ROOT, startPreview } from '../e2e/preview-server';
import type { EngineDriver, EngineName } from './engine-driver';
import { EnginePage } from './engine-page';
import { launchFirefox } from './firefox-driver';
import { CHINESE, NO_WEBGL, SCENARIOS, type Scenario } from './scenarios';
import { launchWebKit } from './webkit-driver';

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--engine='))?.slice('--engine='.length);
const toDocs = args.includes('--screenshots');

if (!process.env.DISPLAY) {
  // 24-bit colour: at xvfb-run's default depth Firefox's WebGL and the screenshots suffer.
  const again = spawnSync(
    'xvfb-run',
    [
      '-a',
      '-s',
      '-screen 0 1280x1024x24',
      process.execPath,
      ...process.execArgv,
      ...process.argv.slice(1),
    ],
    { stdio: 'inherit' },
  );
  if (again.error) {
    console.error(
      `engines: no DISPLAY and xvfb-run failed (${again.error.message}); apt-get install xvfb xauth`,
    );
    process.exit(1);
  }
  process.exit(again.status ?? 1);
}

/** A scenario that has not finished in this long has hung (a driver call that never answers). */
const SCENARIO_LIMIT_MS = 120_000;

interface Row {
  engine: EngineName;
  scenario: string;
  ok: boolean;
  ms: number;
  why?: string;
  pendingFix?: string;
}

const rows: Row[] = [];
/** Each result as it comes (CI shows progress), and kept for the table at the end. */
function record(row: Row): void {
  rows.push(row);
  console.log(
    `engines: ${row.engine} / ${row.scenario}: ${row.ok ? 'pass' : 'FAIL'} (${(row.ms / 1000).toFixed(1)} s)`,
  );
}
const notes: string[] = [];
const wall: Record<string, number> = {};
const shots = path.join(ROOT, toDocs ? 'docs/screenshots/engines' : 'test-results/engines');
mkdirSync(shots, { recursive: true });

function withLimit<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} took over ${SCENARIO_LIMIT_MS / 1000} s`)),
      SCENARIO_LIMIT_MS,
    );
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/** Runs `list` on a fresh browser and a fresh server; a failed step reopens the lobby. */
async function session(
  engine: EngineName,
  launch: () => Promise<EngineDriver>,
  list: Scenario[],
  errors: string[],
  taps: Set<string>,
): Promise<void> {
  let server: PreviewServer | null = await startPreview(path.join(ROOT, 'dist'), await freePort());
  const stopServer = async () => {
    await server?.stop();
    server = null;
  };
  let driver: EngineDriver | null = null;
  try {
    const started = performance.now();
    driver = await launch();
    const page = new EnginePage(driver, server.url);
    try {
      // The first steps show only in a new profile on its first page: the scenario that checks
      // them comes first and the page opens with them on (a second navigation to turn them on
      // raced the service worker's first install in WebKit).
      await withLimit(page.open('', { lessons: list[0]?.lessons === true }), 'opening the app');
    } catch (error) {
      record({
        engine,
        scenario: `${list[0]?.name}: boot`,
        ok: false,
        ms: performance.now() - started,
        why: String(error),
      });
      return;
    }
    for (const scenario of list) {
      const t0 = performance.now();
      try {
        await withLimit(
          scenario.run({
            page,
            engine,
            shots,
            stopServer,
            note: (line) => notes.push(`${engine}: ${line}`),
          }),
          scenario.name,
        );
        record({ engine, scenario: scenario.name, ok: true, ms: performance.now() - t0 });
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        record({
          engine,
          scenario: scenario.name,
          ok: false,
          ms: performance.now() - t0,
          why,
          pendingFix: scenario.pendingFix,
        });
        await driver
          .screenshot(
            path.join(
              ROOT,
              'test-results/engines',
              `failed-${engine}-${scenario.name.replace(/\W+/g, '-')}.png`,
            ),
          )
          .catch(() => undefined);
        // The next scenario starts from the lobby, as after any reload (the page's errors
        // gathered first).
        if (server) await withLimit(page.reload(), 'reloading the app').catch(() => undefined);
      }
    }
    await page.harvest();
    errors.push(...page.errors.map((e) => `[${list[0]?.name}] ${e}`));
    for (const t of page.tapKinds) taps.add(t);
    if (page.missedTaps.length > 0) {
      notes.push(`${engine}: taps not taken the first time: ${page.missedTaps.join(', ')}`);
    }
  } finally {
    await driver?.close().catch(() => undefined);
    await stopServer();
  }
}

async function runEngine(engine: EngineName): Promise<void> {
  const started = performance.now();
  const errors: string[] = [];
  const taps = new Set<string>();
  const launchers: [() => Promise<EngineDriver>, Scenario[]][] =
    engine === 'webkit'
      ? [
          [() => launchWebKit({ lang: 'en_US.UTF-8' }), SCENARIOS],
          [() => launchWebKit({ lang: 'zh_CN.UTF-8' }), [CHINESE]],
        ]
      : [
          [() => launchFirefox({ languages: 'en-US,en' }), SCENARIOS],
          [() => launchFirefox({ languages: 'zh-CN,zh' }), [CHINESE]],
          [() => launchFirefox({ languages: 'en-US,en', webglOff: true }), [NO_WEBGL]],
        ];
  for (const [launch, list] of launchers) {
    try {
      await session(engine, launch, list, errors, taps);
    } catch (error) {
      record({
        engine,
        scenario: `${list[0]?.name}: launch`,
        ok: false,
        ms: 0,
        why: String(error),
      });
    }
  }
  // Every page load of every session above: no error, rejection, CSP violation or console error.
  // Firefox fires `error` at a <link rel=modulepreload> that Vite's loader adds for the entry
  // chunk, which the page's own <script type=module> has already loaded (measured with and
  // without the service worker); the module runs and nothing reaches the console, so it is
  // reported, not failed.
  const preloadMisses = errors.filter((e) => e.includes('rel=modulepreload'));
  const real = errors.filter((e) => !preloadMisses.includes(e));
  if (preloadMisses.length > 0) {
    const hrefs = [...new Set(preloadMisses.map((e) => e.replace(/^.* (\S+)>\)$/, '$1')))];
    notes.push(
      `${engine}: ${preloadMisses.length} modulepreload error events (${hrefs.join(', ')})`,
    );
  }
  record({
    engine,
    scenario: 'no console error or CSP violation',
    ok: real.length === 0,
    ms: 0,
    why: real.length ? real.slice(0, 8).join('\n    ') : undefined,
  });
  notes.push(
    `${engine}: taps asked as touch, the page received: ${[...taps].join(', ') || 'nothing'}`,
  );
  wall[engine] = performance.now() - started;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function report(): void {
  const lines = ['', '| engine | scenario | result | time |', '|---|---|---|---|'];
  for (const r of rows) {
    const result = r.ok ? 'pass' : r.pendingFix ? `FAIL (${r.pendingFix})` : 'FAIL';
    lines.push(`| ${r.engine} | ${r.scenario} | ${result} | ${seconds(r.ms)} |`);
  }
  for (const [engine, ms] of Object.entries(wall))
    lines.push(`| ${engine} | whole run (wall clock) | | ${seconds(ms)} |`);
  console.log(lines.join('\n'));
  console.log(`\n${notes.join('\n')}`);
  const failed = rows.filter((r) => !r.ok);
  for (const r of failed) console.log(`\nFAIL ${r.engine} / ${r.scenario}:\n    ${r.why}`);
  console.log(`\nscreenshots: ${path.relative(ROOT, shots)}/`);
}

ensureFreshBuild();
const engines: EngineName[] = only ? [only as EngineName] : ['webkit', 'firefox'];
for (const engine of engines) await runEngine(engine);
report();
process.exit(rows.every((r) => r.ok) ? 0 : 1);
