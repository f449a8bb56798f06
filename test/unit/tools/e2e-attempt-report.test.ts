// The e2e teardown's last lines are what a CI log shows: they must name every test that failed
// an attempt, split into flaky (a later attempt passed) and failed (none did).
import { describe, expect, it } from 'vitest';
import { attemptReport, type TimingRecord } from '../../e2e/timing';

const record = (test: string, state: 'pass' | 'fail', attempt: number, error?: string) =>
  ({
    file: '/x/test/e2e/calendar.e2e.ts',
    test,
    ms: 10,
    phases: {},
    state,
    attempt,
    ...(error ? { error } : {}),
  }) satisfies TimingRecord;

describe('attemptReport', () => {
  it('says nothing when every test passed on its first attempt', () => {
    expect(attemptReport([record('a', 'pass', 0), record('b', 'pass', 0)])).toEqual({
      flaky: [],
      failed: [],
    });
  });

  it('names a test that passed on a retry as flaky, with the first error', () => {
    const report = attemptReport([record('a', 'fail', 0, 'timed out'), record('a', 'pass', 1)]);
    expect(report.failed).toEqual([]);
    expect(report.flaky).toEqual(['calendar.e2e.ts › a\n    attempt 1: timed out']);
  });

  it('names a test that failed every attempt as failed, with each error', () => {
    const report = attemptReport([
      record('b', 'fail', 0, 'one'),
      record('b', 'fail', 1, 'two'),
      { file: '/x/test/e2e/calendar.e2e.ts', test: '(file hooks)', ms: 5, phases: {} },
    ]);
    expect(report.flaky).toEqual([]);
    expect(report.failed).toEqual(['calendar.e2e.ts › b\n    attempt 1: one\n    attempt 2: two']);
  });
});
