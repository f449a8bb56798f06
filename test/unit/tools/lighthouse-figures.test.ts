import { describe, expect, it } from 'vitest';
import { AuditErrored, readFigures } from '../../../scripts/perf/figures';
import { runAgainWhenAuditErrored } from '../../../scripts/perf/run-again';

// The smallest report readFigures accepts, so one audit at a time can be broken.
function report(): Record<string, unknown> {
  const items = (list: unknown[]) => ({ details: { items: list } });
  const num = (n: number) => ({ numericValue: n });
  const cat = (score: number) => ({ score });
  return {
    lighthouseVersion: '11.7.1',
    configSettings: {
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      throttling: { cpuSlowdownMultiplier: 4, rttMs: 150, throughputKbps: 1638.4 },
    },
    categories: {
      performance: cat(0.97),
      seo: cat(1),
      accessibility: cat(1),
      'best-practices': cat(1),
      pwa: cat(1),
    },
    audits: {
      'long-tasks': items([{ duration: 120, url: 'http://x/assets/index.js' }]),
      'network-requests': items([
        { resourceType: 'Script', transferSize: 2048 },
        { resourceType: 'Document', transferSize: 999 },
      ]),
      'unused-javascript': items([{ wastedBytes: 512 }]),
      'installable-manifest': items([]),
      'total-blocking-time': num(40),
      interactive: num(1900),
      'speed-index': num(2100),
      'mainthread-work-breakdown': num(950),
    },
  };
}

describe('readFigures', () => {
  it('reads the figures of a whole report', () => {
    const f = readFigures(report());
    expect(f.jsStartBytes).toBe(2048);
    expect(f.speedIndexMs).toBe(2100);
    expect(f.unusedJsBytes).toBe(512);
    expect(f.longTasks).toEqual([{ ms: 120, script: 'index.js' }]);
    expect(f.conditions).toBe(
      'mobile, simulate throttling, 4× CPU slowdown, 150 ms RTT, 1.6 Mbit/s; Lighthouse 11.7.1',
    );
  });

  it('names an audit Lighthouse failed to compute, with its reason', () => {
    const r = report();
    (r.audits as Record<string, unknown>)['unused-javascript'] = {
      scoreDisplayMode: 'error',
      errorMessage: 'Required JsUsage gatherer encountered an error',
    };
    expect(() => readFigures(r)).toThrowError(AuditErrored);
    expect(() => readFigures(r)).toThrowError(
      'Lighthouse could not compute the audit unused-javascript: Required JsUsage gatherer',
    );
  });

  it('calls a missing figure an error of its own, never a zero', () => {
    const r = report();
    delete (r.audits as Record<string, unknown>).interactive;
    expect(() => readFigures(r)).toThrowError('Lighthouse report: audits.interactive is missing');
    expect(() => readFigures(r)).not.toThrowError(AuditErrored);
  });
});

describe('runAgainWhenAuditErrored', () => {
  it('makes a run again while Lighthouse errored, and says so', async () => {
    const lines: string[] = [];
    let calls = 0;
    const value = await runAgainWhenAuditErrored(async () => {
      calls++;
      if (calls < 3) throw new AuditErrored('unused-javascript', 'coverage failed');
      return 'figures';
    }, lines.push.bind(lines));
    expect(value).toBe('figures');
    expect(calls).toBe(3);
    expect(lines).toEqual([
      'Lighthouse could not compute the audit unused-javascript: coverage failed; this run is made again (attempt 2 of 3)',
      'Lighthouse could not compute the audit unused-javascript: coverage failed; this run is made again (attempt 3 of 3)',
    ]);
  });

  it('fails when every attempt errored', async () => {
    let calls = 0;
    const run = runAgainWhenAuditErrored(
      async () => {
        calls++;
        throw new AuditErrored('interactive', 'no trace');
      },
      () => {},
    );
    await expect(run).rejects.toThrowError('the audit interactive: no trace');
    expect(calls).toBe(3);
  });

  it('never runs again for any other error', async () => {
    let calls = 0;
    const run = runAgainWhenAuditErrored(
      async () => {
        calls++;
        throw new Error('Lighthouse could not load the page');
      },
      () => {},
    );
    await expect(run).rejects.toThrowError('could not load the page');
    expect(calls).toBe(1);
  });
});
