// WriteSites: a write that fails because its code could not be loaded (a tab left open across an
// update applied in another tab) is not reported as a saving failure — which would also replace
// the "updated in another tab" notice — but once as an out-of-date tab, with Reload.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isStaleChunkError } from '../../../src/app/platform/stale-build';
import { WriteSites } from '../../../src/app/saving/write-sites';
import type { GameSlots } from '../../../src/app/shell/game-slots';
import type { BannerAction } from '../../../src/ui/dom/banner';

function sites() {
  const told: { message: string; actions: BannerAction[] }[] = [];
  const flushAll = vi.fn(async () => {});
  const writes = new WriteSites({
    slots: { flushAll, all: () => [] } as unknown as GameSlots,
    records: () => {},
    settings: () => {},
    pool: () => {},
    mirror: () => {},
    tell: (message, actions = []) => told.push({ message, actions }),
    recovered: () => {},
  });
  return { writes, told, flushAll };
}

const chromiumStale = () =>
  new TypeError(
    'Failed to fetch dynamically imported module: http://127.0.0.1/assets/mirror-envelope-Cs.js',
  );

describe('WriteSites', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('names each engine’s failed chunk load, and nothing else, as an out-of-date tab', () => {
    expect(isStaleChunkError(chromiumStale())).toBe(true);
    expect(
      isStaleChunkError(
        new TypeError('error loading dynamically imported module: http://x/assets/a.js'),
      ),
    ).toBe(true);
    expect(isStaleChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleChunkError(new DOMException('disk full', 'QuotaExceededError'))).toBe(false);
    expect(isStaleChunkError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('tells an out-of-date tab once, with Reload, and not as a saving failure', async () => {
    vi.stubGlobal('navigator', { serviceWorker: { controller: {} } });
    const { writes, told, flushAll } = sites();
    writes.result('mirror', chromiumStale());
    writes.result('mirror', chromiumStale());
    writes.result('pool', chromiumStale());
    expect(told.map((t) => t.message)).toEqual([
      'Gridwise was updated in another tab. Reload to use the new version.',
    ]);
    expect(told[0]?.actions.map((a) => a.id)).toEqual(['btn:reload']);
    expect(writes.health.pending).toEqual([]);
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    told[0]?.actions[0]?.onTap();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(flushAll).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('before the app is installed, waits for a chunk not yet downloaded and saves once it loads', () => {
    vi.stubGlobal('navigator', { serviceWorker: { controller: null }, onLine: false });
    const { writes, told } = sites();
    writes.result('mirror', chromiumStale());
    expect(told.map((t) => t.message)).toEqual([
      'Gridwise has not finished downloading to this device, so the second copy of your data could not be saved yet. Play on: it is saved once you are back online.',
    ]);
    expect(told[0]?.actions ?? []).toEqual([]);
    expect(writes.health.pending).toEqual(['mirror']);
    // Back online, the catch-up's write loads its chunk and lands.
    writes.result('mirror', null);
    expect(writes.health.pending).toEqual([]);
    vi.unstubAllGlobals();
  });

  it('still reports a real saving failure as one', () => {
    const { writes, told } = sites();
    writes.result('mirror', new DOMException('disk full', 'QuotaExceededError'));
    expect(told).toHaveLength(1);
    expect(told[0]?.message).toMatch(/storage is full/);
    expect(writes.health.pending).toEqual(['mirror']);
  });
});
