// Probe (not a test): where the long tasks of the game stage's start go. A saved Sudoku game,
// reload, tap Continue as soon as the lobby is ready (or, with --link, a shared link opened on a
// fresh profile), CPU slowed 4×, with a CPU profile and the long tasks recorded; prints each busy
// stretch with the functions that took most of its time, then the whole profile's top functions.
// Run: npm run build && npx tsx scripts/probe/stage-start-profile.ts [--link]

import { chromium } from 'playwright-core';
import { tapId } from '../../bench/tap-id';
import { CHROMIUM, CHROMIUM_ARGS } from '../../test/e2e/harness';
import { freePort, startPreview } from '../../test/e2e/preview-server';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const server = await startPreview('dist', await freePort());
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const LINK = process.argv.includes('--link');
  const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
  const cdp = await context.newCDPSession(page);
  await page.addInitScript(`(() => {
    window.__tasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__tasks.push({ start: e.startTime + performance.timeOrigin, ms: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  })()`);
  let tapAt = 0;
  if (LINK) {
    // A shared link opened on a fresh profile: the stage starts at boot, with the board.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${server.url}/#play/sudoku/${EASY}`);
  } else {
    await page.goto(`${server.url}/?lessons=off`);
    await page.waitForFunction(() => window.gridwise?.ready === true);
    for (const id of ['game:sudoku', 'size:9', 'level:easy', 'btn:start'])
      await tapId(page, id, 'none');
    await page.waitForFunction(
      () => (window.gridwise.state().game as { status?: string } | null)?.status === 'playing',
      undefined,
      { timeout: 60_000 },
    );
    await page.waitForFunction(() => window.gridwise.state().storage.pending === 0);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.reload();
    await cdp.send('Profiler.start');
    await page.waitForFunction(() => window.gridwise?.ready === true);
    tapAt = await page.evaluate(() => performance.timeOrigin + performance.now());
    await tapId(page, 'btn:continue');
  }
  await page.waitForFunction(
    () =>
      window.gridwise?.ready === true &&
      window.gridwise.state().screen === 'game' &&
      window.gridwise.framesDrawn() > 0 &&
      window.gridwise.idle(),
    undefined,
    { timeout: 60_000 },
  );
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const tasks = (await page.evaluate('window.__tasks')) as { start: number; ms: number }[];
  const origin = (await page.evaluate('performance.timeOrigin')) as number;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let t = profile.startTime;
  const samples: { at: number; node: ProfileNode }[] = [];
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    const node = byId.get(profile.samples[i] as number);
    if (node) samples.push({ at: t / 1000, node });
  }
  // Times below are ms from the profile's start (its own clock).
  const profileStartMs = profile.startTime / 1000;
  if (tapAt) console.log(`tap at ${(tapAt - origin).toFixed(0)} ms after navigation`);
  console.log('long tasks (ms after navigation, duration):');
  for (const task of tasks)
    console.log(`  ${(task.start - origin).toFixed(0)}  ${task.ms.toFixed(0)} ms`);
  // Self time by function over the whole profile, top 40.
  const self = new Map<string, number>();
  let prev = profileStartMs;
  for (const s of samples) {
    const key = `${s.node.callFrame.functionName || '(anon)'} ${s.node.callFrame.url.split('/').pop()}:${s.node.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (s.at - prev));
    prev = s.at;
  }
  const total = new Map<string, number>();
  prev = profileStartMs;
  for (const s of samples) {
    const seen = new Set<string>();
    for (let id: number | undefined = s.node.id; id !== undefined; id = parent.get(id)) {
      const n = byId.get(id);
      if (!n) break;
      seen.add(
        `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`,
      );
    }
    for (const k of seen) total.set(k, (total.get(k) ?? 0) + (s.at - prev));
    prev = s.at;
  }
  // Busy stretches: consecutive samples not idle, split at an idle sample; those over 50 ms are
  // the long tasks (approximately), each printed with its top functions by inclusive time.
  let run: typeof samples = [];
  const stretches: (typeof samples)[] = [];
  for (const s of samples) {
    if (s.node.callFrame.functionName === '(idle)') {
      if (run.length) stretches.push(run);
      run = [];
    } else run.push(s);
  }
  if (run.length) stretches.push(run);
  for (const st of stretches) {
    const first = st[0];
    const last = st[st.length - 1];
    if (!first || !last || last.at - first.at < 50) continue;
    const inc = new Map<string, number>();
    for (let i = 1; i < st.length; i++) {
      const s = st[i] as (typeof samples)[number];
      const dt = s.at - (st[i - 1] as (typeof samples)[number]).at;
      const seen = new Set<string>();
      for (let id: number | undefined = s.node.id; id !== undefined; id = parent.get(id)) {
        const n = byId.get(id);
        if (!n) break;
        seen.add(
          `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`,
        );
      }
      for (const k of seen) inc.set(k, (inc.get(k) ?? 0) + dt);
    }
    console.log(
      `busy stretch at ${(first.at - profileStartMs).toFixed(0)} ms of the profile: ${(last.at - first.at).toFixed(0)} ms`,
    );
    for (const [k, v] of [...inc].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`    ${v.toFixed(1).padStart(7)}  ${k}`);
  }
  console.log('inclusive time, top 50 (ms, 4× slowed):');
  for (const [k, v] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 50))
    console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`);
  console.log('self time, top 40 (ms, 4× slowed):');
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40))
    console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`);
} finally {
  await browser.close();
  await server.stop();
}
