// The second copy: which way it is written in which browser (createWritable, or a sync access
// handle in the mirror worker), what it reports, and its integrity check: a copy changed on disk
// or no longer parsing is never restored nor overwritten, but set aside and said in words.
// Storage on fake-indexeddb; the browser's file system is the in-memory fake-opfs.ts.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mirrorReport } from '../../../src/app/saving/mirror-report';
import { mirrorLineWords } from '../../../src/app/screens/settings-mirror-line';
import { mirrorRecoveryWords } from '../../../src/app/words/backup-words';
import { useLanguage } from '../../../src/i18n/i18n';
import { isEmptyBackup, makeBackup } from '../../../src/storage/backup';
import { openDatabase } from '../../../src/storage/database';
import { MIRROR_FILE, Mirror, recoverFromMirror } from '../../../src/storage/mirror';
import { openMirror, sealMirror } from '../../../src/storage/mirror-envelope';
import { parseMirrorRequest, parseMirrorResponse } from '../../../src/storage/mirror-protocol';
import { answerMirrorRequest } from '../../../src/storage/mirror-sync-write';
import { chooseWriter, type MirrorEnvironment } from '../../../src/storage/mirror-writer';
import { type BestTime, RECORD_FORMAT } from '../../../src/storage/records';
import { GridwiseStorage } from '../../../src/storage/storage';
import { FakeMirrorWorker, FakeOpfs, type Features } from './fake-opfs';
import { savedGame } from './saved-game-fixture';

let n = 0;
async function storage(): Promise<GridwiseStorage> {
  const db = await openDatabase({ onVersionChange() {}, onTerminated() {} }, `mirror-${n++}`);
  return new GridwiseStorage(db, () => {});
}

function run(id: string, ms: number): BestTime {
  return {
    format: RECORD_FORMAT,
    id,
    bucket: 'sudoku:4:easy',
    ms,
    date: 1,
    assisted: false,
    own: { policy: 'refuse' },
  };
}

/** A store with a game in progress and one best time of 5000 ms. */
async function played(): Promise<GridwiseStorage> {
  const store = await storage();
  await store.saveGame(savedGame({ rev: 1 }));
  await store.recordWin(run('w1', 5000));
  return store;
}

/** Browsers, as far as the mirror can tell: the page's file system, and its workers'. */
const CHROMIUM: Features = { writable: true, syncHandle: true };
const SAFARI_PAGE: Features = { writable: false, syncHandle: false };
const SAFARI_WORKER: Features = { writable: false, syncHandle: true };
/** A WebKit build with OPFS on, whose workers have no sync access handles either. */
const NO_SYNC_WORKER: Features = { writable: false, syncHandle: false };

function browser(
  opfs: FakeOpfs,
  page: Features,
  worker: Features | null = null,
): MirrorEnvironment & { workers: FakeMirrorWorker[] } {
  const workers: FakeMirrorWorker[] = [];
  return {
    workers,
    getDirectory: async () => opfs.directory(page),
    hasWritable: page.writable,
    makeWorker: worker
      ? () => {
          const w = new FakeMirrorWorker(async () => opfs.directory(worker));
          workers.push(w);
          return w;
        }
      : null,
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the writer the browser gets', () => {
  it('writes with createWritable where the page has it, sealed, and reports active', async () => {
    const opfs = new FakeOpfs();
    const env = browser(opfs, CHROMIUM, CHROMIUM);
    const mirror = new Mirror(await played(), () => 1000, env);
    expect(mirror.status).toEqual({ state: 'ready', method: 'writable' });
    await mirror.flush();
    expect(opfs.writtenBy.get(MIRROR_FILE)).toBe('writable');
    expect(env.workers).toHaveLength(0);
    expect(mirror.status).toEqual({ state: 'active', method: 'writable' });
    expect(mirrorReport(mirror)).toEqual({
      mirror: 'active',
      mirrorMethod: 'writable',
      mirrorError: null,
    });
    const opened = await openMirror(opfs.text(MIRROR_FILE) as string);
    expect(opened.kind).toBe('sealed');
  });

  it('writes through the worker with a sync access handle where createWritable is missing', async () => {
    const opfs = new FakeOpfs();
    const env = browser(opfs, SAFARI_PAGE, SAFARI_WORKER);
    const mirror = new Mirror(await played(), () => 1000, env);
    expect(mirror.status).toEqual({ state: 'ready', method: 'sync-handle' });
    // Not at start: the worker is made by the first write.
    expect(env.workers).toHaveLength(0);
    await mirror.flush();
    expect(env.workers).toHaveLength(1);
    expect(opfs.writtenBy.get(MIRROR_FILE)).toBe('sync-handle');
    expect(mirror.status).toEqual({ state: 'active', method: 'sync-handle' });
    // What the worker wrote reads back as the store's content.
    const wiped = await storage();
    const recovery = await recoverFromMirror(wiped, mirror);
    expect(recovery).toMatchObject({ kind: 'restored', verified: true });
    expect((await wiped.loadGame('sudoku'))?.id).toBe('g1');
    // A second write truncates: a shorter content leaves no tail of the longer one.
    const before = opfs.text(MIRROR_FILE) as string;
    const smaller = await storage();
    await smaller.saveSettings({ theme: 'dark' });
    const second = new Mirror(smaller, () => 2000, env);
    await second.flush();
    const after = opfs.text(MIRROR_FILE) as string;
    expect(after.length).toBeLessThan(before.length);
    expect((await openMirror(after)).kind).toBe('sealed');
  });

  it('reports unavailable, without a failure to retry, where the worker has no sync handles', async () => {
    const opfs = new FakeOpfs();
    const mirror = new Mirror(
      await played(),
      () => 1000,
      browser(opfs, SAFARI_PAGE, NO_SYNC_WORKER),
    );
    const results: unknown[] = [];
    mirror.onWriteResult = (error) => results.push(error);
    await mirror.flush();
    expect(mirror.status).toEqual({ state: 'unavailable' });
    expect(results).toEqual([null]);
    expect(opfs.text(MIRROR_FILE) ?? '').toBe('');
  });

  it('reports unavailable where there is no file system at all, and never schedules', async () => {
    const env: MirrorEnvironment = { getDirectory: null, hasWritable: false, makeWorker: null };
    expect(chooseWriter(env)).toBeNull();
    const mirror = new Mirror(await played(), () => 1000, env);
    expect(mirror.status).toEqual({ state: 'unavailable' });
    expect(mirrorReport(null)).toEqual({
      mirror: 'unavailable',
      mirrorMethod: null,
      mirrorError: null,
    });
    expect(mirrorLineWords(mirror.status)).toMatch(
      /not available here; a backup file is your only spare/,
    );
  });

  it('reports failing with the error name when writes fail (WebKit: UnknownError)', async () => {
    const opfs = new FakeOpfs();
    const mirror = new Mirror(
      await played(),
      () => 1000,
      browser(opfs, { ...CHROMIUM, failWith: 'UnknownError' }),
    );
    const results: unknown[] = [];
    mirror.onWriteResult = (error) => results.push(error);
    await mirror.flush();
    expect(mirror.status).toEqual({ state: 'failing', method: 'writable', error: 'UnknownError' });
    expect((results[0] as Error).name).toBe('UnknownError');
    expect(mirrorLineWords(mirror.status)).toBe('Second copy: failing (UnknownError)');
    // The same through the worker: the error's name crosses the thread.
    const viaWorker = new Mirror(
      await played(),
      () => 1000,
      browser(opfs, SAFARI_PAGE, { ...SAFARI_WORKER, failWith: 'QuotaExceededError' }),
    );
    await viaWorker.flush();
    expect(viaWorker.status).toEqual({
      state: 'failing',
      method: 'sync-handle',
      error: 'QuotaExceededError',
    });
  });

  it('says the state in both languages', async () => {
    try {
      await useLanguage('zh-Hans');
      expect(mirrorLineWords({ state: 'active', method: 'sync-handle' })).toMatch(
        /^备份副本：已开启/,
      );
      expect(mirrorLineWords({ state: 'unavailable' })).toMatch(/不支持/);
      expect(mirrorLineWords({ state: 'failing', method: 'writable', error: 'UnknownError' })).toBe(
        '备份副本：写入失败（UnknownError）',
      );
    } finally {
      await useLanguage('en');
    }
    expect(mirrorLineWords({ state: 'active', method: 'writable' })).toBe(
      'Second copy: on (a file apart from the main store)',
    );
  });
});

describe('the mirror worker protocol', () => {
  it('refuses a malformed request with a clear error, and writes nothing', async () => {
    const opfs = new FakeOpfs();
    const root = async () => opfs.directory(SAFARI_WORKER);
    const bytes = new Uint8Array([1]);
    expect(() => parseMirrorRequest({ type: 'write', id: 1, name: '../etc', bytes })).toThrow(
      /request.name "..\/etc" is not a mirror file's name/,
    );
    expect(() =>
      parseMirrorRequest({ type: 'write', id: 1, name: MIRROR_FILE, bytes: 'x' }),
    ).toThrow(/request.bytes must be a Uint8Array/);
    expect(() => parseMirrorRequest({ type: 'read', id: 1 })).toThrow(
      /request.type "read" unknown/,
    );
    expect(() => parseMirrorRequest(null)).toThrow(/request is not an object/);
    const answer = await answerMirrorRequest({ type: 'write', id: 7, name: 'x.json', bytes }, root);
    expect(answer).toMatchObject({ type: 'failed', id: 7, name: 'MirrorProtocolError' });
    expect(opfs.files.size).toBe(0);
  });

  it('fails the write when the worker answers something that is not the protocol', async () => {
    expect(() => parseMirrorResponse({ type: 'written', id: -1 })).toThrow(/response.id/);
    expect(() => parseMirrorResponse({ type: 'failed', id: 1, name: 3, message: '' })).toThrow(
      /response.name must be a string/,
    );
    const opfs = new FakeOpfs();
    const env = browser(opfs, SAFARI_PAGE, SAFARI_WORKER);
    const make = env.makeWorker as () => FakeMirrorWorker;
    env.makeWorker = () => {
      const worker = make();
      worker.answerWith = () => ({ type: 'written', id: 'one' });
      return worker;
    };
    const mirror = new Mirror(await played(), () => 1000, env);
    await mirror.flush();
    expect(mirror.status).toMatchObject({ state: 'failing', error: 'MirrorProtocolError' });
  });
});

describe('recovering from the mirror', () => {
  /** The mirror of `store`, written through createWritable into `opfs`. */
  async function mirrored(opfs: FakeOpfs, store: GridwiseStorage): Promise<Mirror> {
    const mirror = new Mirror(store, () => Date.UTC(2026, 10, 24), browser(opfs, CHROMIUM));
    await mirror.flush();
    return mirror;
  }

  it('restores a good copy when the store came back empty, and says so', async () => {
    const opfs = new FakeOpfs();
    await mirrored(opfs, await played());
    const wiped = await storage();
    const recovery = await recoverFromMirror(
      wiped,
      new Mirror(wiped, Date.now, browser(opfs, CHROMIUM)),
    );
    expect(recovery).toMatchObject({
      kind: 'restored',
      savedAt: Date.UTC(2026, 10, 24),
      verified: true,
    });
    expect(recovery && mirrorRecoveryWords(recovery)).toMatch(
      /lost Gridwise's saved data.*\(saved .*2026.*\): 1 game in progress, 1 best time/,
    );
    expect((await wiped.loadGame('sudoku'))?.id).toBe('g1');
    expect(isEmptyBackup(await wiped.readAll())).toBe(false);
  });

  it('does nothing on a first visit (no mirror) or when the store has data', async () => {
    const opfs = new FakeOpfs();
    const first = await storage();
    expect(
      await recoverFromMirror(first, new Mirror(first, Date.now, browser(opfs, CHROMIUM))),
    ).toBeNull();
    await mirrored(opfs, await played());
    const busy = await storage();
    await busy.saveSettings({ theme: 'dark' });
    expect(
      await recoverFromMirror(busy, new Mirror(busy, Date.now, browser(opfs, CHROMIUM))),
    ).toBeNull();
    expect(await busy.loadGame('sudoku')).toBeNull();
  });

  it('never restores a copy with one changed byte in a best time: sets it aside and says so', async () => {
    const opfs = new FakeOpfs();
    await mirrored(opfs, await played());
    const genuine = opfs.text(MIRROR_FILE) as string;
    // Edited on disk so that it still parses: the best time 5000 ms becomes 4000 ms (the best
    // time's own field, after its bucket: the statistics' recent wins hold 5000 ms too).
    const bestTime = /(\\"bucket\\":\\"[^"\\]+\\",\\"ms\\":)5000/g;
    expect(genuine.match(bestTime)).toHaveLength(1);
    const edited = genuine.replace(bestTime, '$14000');
    opfs.put(MIRROR_FILE, edited);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const wiped = await storage();
    const at = Date.UTC(2026, 10, 25, 9, 30);
    const recovery = await recoverFromMirror(
      wiped,
      new Mirror(wiped, () => at, browser(opfs, CHROMIUM)),
    );
    expect(recovery).toEqual({
      kind: 'damaged',
      reason: 'checksum',
      setAsideAs: 'gridwise-mirror.damaged-2026-11-25T09-30-00-000Z.json',
    });
    expect(recovery && mirrorRecoveryWords(recovery)).toBe(
      "Gridwise's second copy of your data was damaged and was set aside; nothing was restored from it.",
    );
    // Nothing restored; the damaged bytes kept, exactly, under their own name.
    expect(isEmptyBackup(await wiped.readAll())).toBe(true);
    expect(opfs.text('gridwise-mirror.damaged-2026-11-25T09-30-00-000Z.json')).toBe(edited);
    expect(opfs.files.has(MIRROR_FILE)).toBe(false);
  });

  it('never restores a copy that does not parse, and shows no parser message', async () => {
    const opfs = new FakeOpfs();
    await mirrored(opfs, await played());
    const cut = (opfs.text(MIRROR_FILE) as string).slice(0, 504);
    opfs.put(MIRROR_FILE, cut);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const wiped = await storage();
    const recovery = await recoverFromMirror(
      wiped,
      new Mirror(wiped, () => 5, browser(opfs, CHROMIUM)),
    );
    expect(recovery).toMatchObject({ kind: 'damaged', reason: 'unparsable' });
    const said = recovery ? mirrorRecoveryWords(recovery) : '';
    expect(said).toMatch(/damaged and was set aside; nothing was restored/);
    expect(said).not.toMatch(/JSON|position|Unterminated|Unexpected/);
    // The raw message goes to the console, for whoever diagnoses it.
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/JSON|Unterminated|Unexpected/);
    expect(isEmptyBackup(await wiped.readAll())).toBe(true);
    expect(opfs.text('gridwise-mirror.damaged-1970-01-01T00-00-00-005Z.json')).toBe(cut);
    // In Chinese too.
    try {
      await useLanguage('zh-Hans');
      expect(recovery && mirrorRecoveryWords(recovery)).toBe(
        'Gridwise 的数据备份副本已损坏，已另行存放，没有从中恢复任何数据。',
      );
    } finally {
      await useLanguage('en');
    }
  });

  it('leaves a damaged copy untouched when it cannot be set aside, and never overwrites it', async () => {
    const opfs = new FakeOpfs();
    opfs.put(MIRROR_FILE, '{"app":"gridwise-mirror","sha256":"00","content":"{}"}');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const wiped = await storage();
    const failing = browser(opfs, { ...CHROMIUM, failWith: 'UnknownError' });
    const recovery = await recoverFromMirror(wiped, new Mirror(wiped, () => 5, failing));
    expect(recovery).toEqual({ kind: 'damaged', reason: 'checksum', setAsideAs: null });
    expect(recovery && mirrorRecoveryWords(recovery)).toMatch(
      /could not be set aside, so it stays/,
    );
    // The player plays on; the next mirror write must not replace the damaged copy.
    const store = await played();
    const mirror = new Mirror(store, () => 6, failing);
    await mirror.flush();
    expect(opfs.text(MIRROR_FILE)).toBe('{"app":"gridwise-mirror","sha256":"00","content":"{}"}');
    expect(mirror.status.state).toBe('failing');
  });

  it('sets a damaged copy aside before the first write replaces it, and starts a fresh one', async () => {
    const opfs = new FakeOpfs();
    opfs.put(MIRROR_FILE, '{"app":"gridwise","version":1,"games":[');
    const store = await played();
    const mirror = new Mirror(store, () => 7, browser(opfs, SAFARI_PAGE, SAFARI_WORKER));
    const told: unknown[] = [];
    mirror.onDamaged = (damaged) => told.push(damaged);
    await mirror.flush();
    expect(told).toEqual([
      { reason: 'unparsable', setAsideAs: 'gridwise-mirror.damaged-1970-01-01T00-00-00-007Z.json' },
    ]);
    expect(opfs.text('gridwise-mirror.damaged-1970-01-01T00-00-00-007Z.json')).toBe(
      '{"app":"gridwise","version":1,"games":[',
    );
    expect(opfs.writtenBy.get('gridwise-mirror.damaged-1970-01-01T00-00-00-007Z.json')).toBe(
      'sync-handle',
    );
    expect((await openMirror(opfs.text(MIRROR_FILE) as string)).kind).toBe('sealed');
  });

  it('reads a mirror from before checksums once, as unverified, and seals it on the next write', async () => {
    const opfs = new FakeOpfs();
    const from = await played();
    // What the previous release wrote: the plain backup text.
    opfs.put(MIRROR_FILE, JSON.stringify(makeBackup(await from.readAll(), 42)));
    const wiped = await storage();
    const mirror = new Mirror(wiped, () => 50, browser(opfs, CHROMIUM));
    const recovery = await recoverFromMirror(wiped, mirror);
    expect(recovery).toMatchObject({ kind: 'restored', savedAt: 42, verified: false });
    expect((await wiped.loadGame('sudoku'))?.id).toBe('g1');
    await mirror.flush();
    expect((await openMirror(opfs.text(MIRROR_FILE) as string)).kind).toBe('sealed');
  });

  it('seals the exact bytes: any change to the content is caught', async () => {
    const content = JSON.stringify(
      makeBackup({ games: [], bestTimes: [run('w', 5000)], statistics: [], settings: null }, 1),
    );
    const sealed = await sealMirror(content);
    expect((await openMirror(sealed)).kind).toBe('sealed');
    const envelope = JSON.parse(sealed) as { content: string };
    for (const changed of [
      content.replace('5000', '5001'),
      `${content} `,
      content.replace('"w"', '"x"'),
    ]) {
      const text = JSON.stringify({ ...envelope, content: changed });
      expect(await openMirror(text)).toMatchObject({ kind: 'damaged', reason: 'checksum' });
    }
  });
});
