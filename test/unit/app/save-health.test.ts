// SaveHealth: one notice for any number of failing write sites, catch-ups tried when another
// write lands and on a timer, and the notice taken down only when every site has caught up.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeWriteFailure, SaveHealth } from '../../../src/app/saving/save-health';

const full = () => new DOMException('disk full', 'QuotaExceededError');

function health() {
  const log = { told: [] as string[], recovered: [] as string[] };
  let now = 0;
  const h = new SaveHealth(
    {
      tell: (m) => log.told.push(m),
      recovered: (m) => log.recovered.push(m),
      now: () => now,
    },
    5000,
  );
  return { h, log, advance: (ms: number) => (now += ms) };
}

describe('SaveHealth', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tells once, however many sites fail, in words about what waits', () => {
    const { h, log } = health();
    h.failed('settings', full(), () => {});
    h.failed('moves', full(), () => {});
    h.failed('moves', full(), () => {});
    expect(log.told).toEqual([
      'This device’s storage is full: your settings could not be saved. Gridwise plays on and saves it as soon as there is room.',
    ]);
    expect(h.pending.sort()).toEqual(['moves', 'settings']);
    expect(h.failures).toEqual({ settings: 1, moves: 2 });
  });

  it('names a failure that is not a full disk, with its reason', () => {
    expect(describeWriteFailure('pool', new Error('The transaction was aborted'))).toBe(
      'Saving the puzzles made ahead failed (The transaction was aborted). Gridwise plays on and tries again in a moment.',
    );
  });

  it('tries the other sites when one write lands, and recovers only when all have caught up', () => {
    const { h, log, advance } = health();
    const caughtUp: string[] = [];
    h.failed('records', full(), () => caughtUp.push('records'));
    h.failed('moves', full(), () => caughtUp.push('moves'));
    advance(2000);
    h.succeeded('moves');
    expect(caughtUp).toEqual(['records']);
    expect(log.recovered).toEqual([]);
    h.succeeded('records');
    expect(log.recovered).toEqual([log.told[0]]);
    expect(h.pending).toEqual([]);
    // Everything fine: further successes do nothing.
    h.succeeded('moves');
    expect(log.recovered).toHaveLength(1);
  });

  it('keeps trying on a timer while nothing else writes, and stops once caught up', () => {
    const { h } = health();
    let tries = 0;
    h.failed('settings', full(), () => {
      tries++;
      if (tries === 2) h.succeeded('settings');
    });
    vi.advanceTimersByTime(4999);
    expect(tries).toBe(0);
    vi.advanceTimersByTime(1);
    expect(tries).toBe(1);
    vi.advanceTimersByTime(5000);
    expect(tries).toBe(2);
    vi.advanceTimersByTime(60_000);
    expect(tries).toBe(2);
  });

  it('a new failure after recovering tells again', () => {
    const { h, log } = health();
    h.failed('clock', full(), () => {});
    h.succeeded('clock');
    h.failed('mirror', new Error('gone'), () => {});
    expect(log.told).toHaveLength(2);
    expect(log.told[1]).toMatch(/^Saving the second copy of your data failed \(gone\)/);
  });
});
