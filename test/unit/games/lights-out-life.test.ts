// Proof that a game is one folder (#27): Lights Out, a game that lives only in the tests
// (test/games/lights-out/), joins through the same registry calls as the real games and goes
// through its whole life cycle on the real code: the registries' tables, the worker's answer
// and protocol, the generator client, the shared run, the journal and IndexedDB storage
// (fake-indexeddb), a kill and a restore from what the journal wrote, the win and its records,
// today's puzzle, share links and codes, a bad code's words, and its words in both languages.

import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GAME_CARDS } from '../../../src/app/game-cards';
import { CORES, GAMES, gameEntry, registerGame } from '../../../src/app/game-registry';
import { dailyPuzzle } from '../../../src/app/puzzles/daily-start';
import { GeneratorClient, type WorkerLike } from '../../../src/app/puzzles/generator-client';
import {
  parsePastedCode,
  parseShareRoute,
  sharedStart,
  shareLinkOf,
} from '../../../src/app/puzzles/share-route';
import { GameJournal } from '../../../src/app/saving/game-journal';
import { RecordsWriter } from '../../../src/app/saving/records-writer';
import { bucketsOf, recordGames } from '../../../src/app/screens/format-records';
import { problemWords } from '../../../src/app/words/problem-words';
import { dailyKey, dailySpec } from '../../../src/engine/daily';
import type { MadePuzzle, PuzzleBase } from '../../../src/engine/game-core';
import { useLanguage, words } from '../../../src/i18n/i18n';
import type { GameController, GameModuleDeps, PlaySettings } from '../../../src/play/game-api';
import { openDatabase } from '../../../src/storage/database';
import { GridwiseStorage } from '../../../src/storage/storage';
import type { RenderLoop } from '../../../src/ui/render-loop';
import { answer } from '../../../src/worker/answer';
import { MAKER_CORES, MAKERS } from '../../../src/worker/makers';
import { parseRequest, parseResponse } from '../../../src/worker/protocol';
import { lightsCore } from '../../games/lights-out/lights-core';
import { lightsEntry } from '../../games/lights-out/lights-entry';
import { makeLights, pressesFor } from '../../games/lights-out/lights-maker';
import { registerLightsOut } from '../../games/lights-out/lights-out';
import type { LightsScreen } from '../../games/lights-out/lights-play';
import { LIGHTS_ID, type LightsPuzzle } from '../../games/lights-out/lights-puzzle';
import type { LightsSnapshot } from '../../games/lights-out/lights-rules';
import { lightsStageEn, lightsWordsZh } from '../../games/lights-out/lights-words';

/** The generator worker on the test's own thread: the real request check and answer. */
class ThreadWorker implements WorkerLike {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage(message: unknown): void {
    setTimeout(() => {
      // As src/worker/generator-worker.ts does: a request it cannot answer is answered 'failed'.
      let response: unknown;
      try {
        response = answer(parseRequest(message, MAKER_CORES), MAKER_CORES);
      } catch (error) {
        const id = (message as { id: number }).id;
        response = { type: 'failed', id, message: (error as Error).message };
      }
      this.onmessage?.({ data: response } as MessageEvent);
    }, 0);
  }
  terminate(): void {}
}

const SETTINGS: PlaySettings = {
  conflictMode: 'refuse',
  autoCleanNotes: true,
  largeDigits: false,
  inputOrder: 'cell',
};

let dbCount = 0;

/** One launch of the app: its storage (a fresh connection to the same database), journal,
 * records and worker, and the game's controller made by the registry's loader. */
async function launch(dbName: string, clock: { t: number }) {
  const db = await openDatabase({ onVersionChange() {}, onTerminated() {} }, dbName);
  const store = new GridwiseStorage(db, () => {});
  const journalErrors: unknown[] = [];
  const journal = new GameJournal(store, `tab-${++dbCount}`, {
    onConflict: () => {},
    onWriteError: (e) => journalErrors.push(e),
    onSaved: () => {},
    onClockResult: () => {},
  });
  const recordErrors: unknown[] = [];
  const records = new RecordsWriter(
    () => store,
    (e) => e && recordErrors.push(e),
  );
  const generator = new GeneratorClient(CORES, { makeWorker: () => new ThreadWorker() });
  const entry = gameEntry(LIGHTS_ID);
  if (!entry) throw new Error('Lights Out is not registered');
  const shared: PuzzleBase[] = [];
  let seeds = 0;
  let ids = 0;
  const deps: GameModuleDeps<PuzzleBase> = {
    now: () => clock.t,
    newPuzzle: (spec) =>
      generator
        .generate({ game: LIGHTS_ID, ...spec }, `new-${++seeds}`, true)
        .then((m) => m.puzzle),
    newGameId: () => `${dbName}-game-${++ids}`,
    changed: (draft) => journal.write(draft),
    clockMoved: (id, ms) => void store.saveClock(LIGHTS_ID, id, ms),
    started: (puzzle, replaced) => records.started(entry, puzzle, replaced),
    played: (puzzle, gameId) => records.played(entry, puzzle, gameId),
    finished: (run) => records.won(entry, run),
    goHome: () => {},
    showRules: () => {},
    share: (puzzle) => shared.push(puzzle),
    // The headless screen draws nothing, so it never asks the loop for a frame.
    loop: {} as RenderLoop,
    settings: SETTINGS,
    newSeed: () => 'seed',
    reducedMotion: () => true,
    baker: null,
  };
  const controller: GameController = (await entry.load())(deps);
  const press = (cell: number) => controller.handleKey({ key: String(cell + 1) } as KeyboardEvent);
  const snapshot = () => controller.snapshot() as LightsSnapshot | null;
  return {
    store,
    journal,
    journalErrors,
    recordErrors,
    generator,
    controller,
    screen: controller.screen as unknown as LightsScreen,
    press,
    snapshot,
    shared,
    close: () => db.close(),
  };
}

describe('a third game that lives only in the tests', () => {
  beforeAll(() => registerLightsOut());
  afterAll(() => useLanguage('en'));

  it('joins every table through the registry calls the real games use', () => {
    expect(GAMES.at(-1)).toBe(lightsEntry);
    expect(gameEntry(LIGHTS_ID)).toBe(lightsEntry);
    expect(CORES.get(LIGHTS_ID)).toBe(lightsCore);
    expect(GAME_CARDS.map((c) => c.id)).toContain(LIGHTS_ID);
    expect(MAKERS.map((m) => m.core.id)).toContain(LIGHTS_ID);
    expect(MAKER_CORES.get(LIGHTS_ID)).toBe(lightsCore);
    expect(CORES.allSpecs().filter((s) => s.game === LIGHTS_ID)).toEqual([
      { game: LIGHTS_ID, size: 3, level: 'easy' },
      { game: LIGHTS_ID, size: 3, level: 'hard' },
    ]);
    expect(recordGames().map((g) => g.id)).toContain(LIGHTS_ID);
    expect(bucketsOf(LIGHTS_ID).map((b) => `${b.bucket} ${b.label}`)).toEqual([
      'lights-out:3:easy 3×3 · Easy',
      'lights-out:3:hard 3×3 · Hard',
    ]);
    // One id, one game: a second registration is refused and changes nothing.
    const count = GAMES.length;
    expect(() => registerGame(lightsEntry)).toThrow('two games have the id "lights-out"');
    expect(GAMES.length).toBe(count);
  });

  it('starts, journals its moves, survives a kill, is won and goes to the records', async () => {
    const dbName = 'lights-life';
    const clock = { t: 0 };
    const first = await launch(dbName, clock);
    first.controller.setVisible(true);
    first.controller.startNew({ size: 3, level: 'hard' });
    await vi.waitFor(() => expect(first.controller.inProgress).toBe(true));
    const puzzle = first.controller.draft()?.puzzle as unknown as LightsPuzzle;
    expect(puzzle.level).toBe('hard');
    // The worker made it from its seed: the same board the maker makes for that seed.
    expect(puzzle.lights).toBe(makeLights('hard', puzzle.seed).lights);
    const solution = pressesFor('hard', puzzle.seed);
    expect(solution).toHaveLength(lightsCore.fewestMoves(3, 'hard'));

    // Moves: a wrong press and its undoing (pressing it again), then the first of the solution.
    const wrong = [0, 1, 2, 3, 4, 5, 6, 7, 8].find((c) => !solution.includes(c)) as number;
    clock.t = 4_000;
    first.press(wrong);
    expect(first.snapshot()?.lights).not.toBe(puzzle.lights);
    first.press(wrong);
    expect(first.snapshot()?.lights).toBe(puzzle.lights);
    first.press(solution[0] as number);
    const beforeKill = first.snapshot();
    await first.journal.flush();
    const written = await first.store.loadGame(LIGHTS_ID);
    expect(written?.kind).toBe(LIGHTS_ID);
    expect(written?.moves).toEqual([`p${wrong}`, `p${wrong}`, `p${solution[0]}`]);
    expect(written?.elapsedMs).toBe(4_000);
    expect(first.journalErrors).toEqual([]);
    // Killed: nothing more of this launch runs.
    first.close();

    // A new launch reads what the journal wrote, checks it as the lobby does, and restores it.
    const second = await launch(dbName, clock);
    const saved = await second.store.loadGame(LIGHTS_ID);
    if (!saved) throw new Error('the journal wrote nothing');
    expect(await second.store.quarantined()).toEqual([]);
    CORES.get(saved.kind)?.checkSaved(saved);
    second.controller.restore(saved);
    expect(second.snapshot()).toEqual(beforeKill);
    expect(second.controller.draft()).toMatchObject({ id: saved.id, elapsedMs: 4_000 });
    second.controller.setVisible(true);
    clock.t = 9_000;
    for (const cell of solution.slice(1)) second.press(cell);
    expect(second.snapshot()?.on).toBe(0);
    expect(second.controller.inProgress).toBe(false);

    // The win's records: a best time of the 5 s played in this launch plus the 4 s restored,
    // one game started and won, and the finished game's slot cleared.
    const bucket = 'lights-out:3:hard';
    await vi.waitFor(async () => expect(await second.store.bestTimes(bucket)).toHaveLength(1));
    const [best] = await second.store.bestTimes(bucket);
    expect(best).toMatchObject({ id: saved.id, ms: 9_000, assisted: false });
    // The game's own part of the record: the presses the win took (all moves, undo-free).
    expect(best?.own).toEqual({ presses: 3 + solution.length - 1 });
    expect(await second.store.statistics(bucket)).toMatchObject({ started: 1, won: 1 });
    expect(await second.store.loadGame(LIGHTS_ID)).toBeNull();
    expect(second.recordErrors).toEqual([]);
    second.close();
  });

  it('refuses a saved game whose moves do not replay, naming the move', async () => {
    const saved = {
      puzzle: { size: 3, level: 'easy', seed: 's', lights: '110100000' },
      moves: ['p9'],
      applied: 1,
      own: { lastPressed: null },
    };
    expect(() => lightsCore.checkSaved(saved)).toThrow('"p9" is not a press');
  });

  it("gives today's puzzle, the same for every player, through the shell's daily start", async () => {
    const clock = { t: 0 };
    const app = await launch(`lights-daily-${++dbCount}`, clock);
    const key = dailyKey(new Date());
    const spec = dailySpec(lightsCore, key);
    const made = await new Promise<MadePuzzle>((resolve, reject) => {
      const screen = { showProgress() {}, hideProgress() {}, toast: { show: reject } };
      dailyPuzzle(lightsEntry, app.generator, screen, resolve);
    });
    expect(made.game).toBe(LIGHTS_ID);
    expect(made.puzzle).toEqual(makeLights(spec.level as 'easy' | 'hard', spec.seed));
    // Another player on another device: the same seed, the same board.
    expect(dailySpec(lightsCore, key)).toEqual(spec);
    expect(spec.seed).toBe(`gridwise-daily-v1:${key}:lights-out`);
    expect(dailySpec(lightsCore, '2026-03-14').level).toBe('hard'); // a Saturday
    expect(dailySpec(lightsCore, '2026-03-16').level).toBe('easy'); // a Monday
    app.controller.start(made.puzzle);
    expect(app.snapshot()?.lights).toBe((made.puzzle as LightsPuzzle).lights);
    app.close();
  });

  it('round-trips a share link and a pasted code through the shared routing', () => {
    const puzzle = makeLights('easy', 'to share');
    const link = shareLinkOf({ game: LIGHTS_ID, puzzle }, 'https://gridwise.example/');
    const fromLink = sharedStart(parseShareRoute(new URL(link).hash));
    const code = lightsCore.encodeShare(puzzle);
    expect(link).toContain(code);
    const fromCode = sharedStart(parsePastedCode(code));
    for (const start of [fromLink, fromCode]) {
      expect(start.ok).toBe(true);
      if (!start.ok) continue;
      expect(start.game).toBe(LIGHTS_ID);
      expect(start.puzzle).toMatchObject({ size: 3, level: 'easy', lights: puzzle.lights });
    }
  });

  it("says what is wrong with a bad code, in the player's language", async () => {
    const code = lightsCore.encodeShare(makeLights('easy', 'to break'));
    const broken = code.slice(0, -1) + (code.endsWith('a') ? 'b' : 'a');
    const start = sharedStart(parsePastedCode(broken));
    expect(start.ok).toBe(false);
    if (start.ok) return;
    expect(start.problem?.kind).toBe('code-typo');
    await useLanguage('en');
    expect(problemWords(start)).toBe(start.message);
    await useLanguage('zh-Hans');
    const chinese = problemWords(start);
    expect(chinese).not.toBe(start.message);
    expect(chinese).toMatch(/[\u4e00-\u9fff]/);
    await useLanguage('en');
  });

  it('says its own kinds of problem in both languages, from its folder, across the worker', async () => {
    const code = lightsCore.encodeShare(makeLights('easy', 'to break'));
    const short = sharedStart(parsePastedCode(code.slice(0, -1)));
    expect(short.ok).toBe(false);
    if (short.ok) return;
    expect(short.problem).toEqual({ kind: 'lights-length', length: 7, expected: 8 });
    // As the worker answers it: the protocol reads the game's kind by its core's table.
    const crossed = parseResponse(
      { type: 'refused', id: 7, message: short.message, problem: short.problem },
      CORES,
    );
    expect(crossed).toEqual({
      type: 'refused',
      id: 7,
      message: short.message,
      problem: short.problem,
    });
    if (crossed.type !== 'refused') return;
    // A detail missing from the game's kind is refused at the boundary, not worded with a hole.
    expect(() =>
      parseResponse(
        { type: 'refused', id: 7, message: 'x', problem: { kind: 'lights-length', length: 7 } },
        CORES,
      ),
    ).toThrow('response.problem.expected must be a number for a lights-length problem');
    await useLanguage('en');
    expect(problemWords(crossed)).toBe('A Lights Out code has 8 characters; this one has 7.');
    expect(problemWords(crossed)).toBe(short.message);
    await useLanguage('zh-Hans');
    expect(problemWords(crossed)).toBe('点灯的分享码有 8 个字符，这个有 7 个。');
    // A bad level letter, with its re-checked check letter: the list detail joins in Chinese.
    const body = `${code.slice(0, 3)}x${code.slice(4, 7)}`;
    const level = [...'abcdefghijklmnopqrstuvwxyz']
      .map((c) => sharedStart(parsePastedCode(body + c)))
      .find((s) => !s.ok && s.problem?.kind === 'lights-level');
    expect(level && !level.ok && problemWords(level)).toBe(
      '分享码的第 4 个字符是“x”，不是任何难度（e、h）。',
    );
    await useLanguage('en');
    expect(level && !level.ok && problemWords(level)).toBe(
      'Character 4 of the code is "x", which names no level (e, h).',
    );
  });

  it('speaks English and Simplified Chinese, every word from its own folder', async () => {
    const puzzle = makeLights('hard', 'words');
    await useLanguage('en');
    expect(lightsEntry.name).toBe('Lights Out');
    expect(lightsEntry.title(puzzle)).toBe('3×3 · Hard');
    expect(lightsEntry.rules.title).toBe('How to play Lights Out');
    expect(lightsEntry.levelLabel('easy')).toBe('Easy');
    await useLanguage('zh-Hans');
    expect(lightsEntry.name).toBe('点灯');
    expect(lightsEntry.title(puzzle)).toBe('3×3 · 困难');
    expect(lightsEntry.rules.lines).toEqual(lightsWordsZh.text.rules);
    expect(lightsEntry.boardLabel).toBe('点灯棋盘');
    // The card the first screen shows follows the language too.
    expect(GAME_CARDS.find((c) => c.id === LIGHTS_ID)?.name).toBe('点灯');
    await useLanguage('en');
    // Its words reached the catalogue through the registry, not a pick of its own.
    expect((words().gameText as unknown as Record<string, unknown>)[LIGHTS_ID]).toBe(
      lightsStageEn.text,
    );
    expect(lightsEntry.rules.lines).toEqual(lightsStageEn.text.rules);
    expect(lightsWordsZh.text.rules).toHaveLength(lightsStageEn.text.rules.length);
  });
});
