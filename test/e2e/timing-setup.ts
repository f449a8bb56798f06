// Records each e2e test's wall time and phases (see timing.ts) to test-results/e2e-timings/;
// the global teardown prints them as one table. Time outside tests (browser launch in
// beforeAll, closing in afterAll) is kept as the file's "(file hooks)" row.

import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { type Phase, takePhases, writeRecord } from './timing';

let outside = 0;
let outsidePhases: Partial<Record<Phase, number>> = {};
let mark = 0;
let file = '';

function addOutside(until: number): void {
  outside += until - mark;
  for (const [phase, ms] of Object.entries(takePhases()) as [Phase, number][]) {
    outsidePhases[phase] = (outsidePhases[phase] ?? 0) + ms;
  }
}

beforeAll(() => {
  mark = performance.now();
  outside = 0;
  outsidePhases = {};
});

beforeEach(() => {
  file = expect.getState().testPath ?? file;
  const now = performance.now();
  addOutside(now);
  mark = now;
});

afterEach((context) => {
  const now = performance.now();
  const result = context.task.result;
  // Vitest has settled this attempt's state before afterEach; a retry runs the hooks again.
  const failed = result?.state === 'fail';
  writeRecord({
    file,
    test: context.task.name,
    ms: now - mark,
    phases: takePhases(),
    tier: process.env.E2E_TIER ?? '',
    state: failed ? 'fail' : 'pass',
    attempt: result?.retryCount ?? 0,
    ...(failed ? { error: firstLine(result?.errors?.at(-1)?.message) } : {}),
  });
  mark = now;
});

// Long enough for a "No target … on screen; have: …" line whole (a settings screen lists about
// 30 targets; cut at 300 characters, a CI log once lost the very ids that would have told why).
function firstLine(message: string | undefined): string {
  return (message ?? '').split('\n')[0]?.slice(0, 1500) ?? '';
}

afterAll(() => {
  addOutside(performance.now());
  if (file !== '') writeRecord({ file, test: '(file hooks)', ms: outside, phases: outsidePhases });
});
