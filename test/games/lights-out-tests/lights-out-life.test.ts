// Lights Out, a game that lives only in the tests (test/games/lights-out/), copied into a scratch
// copy of the project as src/games/lights-out/ with nothing else changed (this file goes to
// test/unit/lights-out/ there: test/e2e/third-game.e2e.ts does both). Found by the registries
// from its folder alone, it meets the real code: the app's and the worker's tables, the worker's
// answer and protocol, the generator client, today's puzzle, share links and codes, its problems'
// words across the worker, and its words in both languages. Its screen, journal, kill, restore,
// win and records are driven in the browser by the e2e file.

import { afterAll, describe, expect, it } from 'vitest';
import { gridCellPattern, targetIdPattern } from '../../../src/app/automation/target-ids';
import { GAME_CARDS } from '../../../src/app/game-cards';
import { CORES, GAMES, gameEntry } from '../../../src/app/game-registry';
import { dailyPuzzle } from '../../../src/app/puzzles/daily-start';
import { GeneratorClient, type WorkerLike } from '../../../src/app/puzzles/generator-client';
import {
  parsePastedCode,
  parseShareRoute,
  sharedStart,
  shareLinkOf,
} from '../../../src/app/puzzles/share-route';
import { bucketsOf, recordGames } from '../../../src/app/screens/format-records';
import { problemWords } from '../../../src/app/words/problem-words';
import { dailyKey, dailySpec } from '../../../src/engine/daily';
import type { MadePuzzle } from '../../../src/engine/game-core';
import { lightsCore } from '../../../src/games/lights-out/core/lights-core';
import { makeLights, pressesFor } from '../../../src/games/lights-out/core/lights-maker';
import { LIGHTS_ID, type LightsPuzzle } from '../../../src/games/lights-out/core/lights-puzzle';
import { lightsEntry } from '../../../src/games/lights-out/play/lights-entry';
import { lightsStageEn } from '../../../src/games/lights-out/words/en-stage';
import { lightsWordsZh } from '../../../src/games/lights-out/words/zh-hans';
import { useLanguage, words } from '../../../src/i18n/i18n';
import { answer } from '../../../src/worker/answer';
import { MAKER_CORES, MAKERS } from '../../../src/worker/makers';
import { parseRequest, parseResponse } from '../../../src/worker/protocol';

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

/** The app's generator client, its worker on the test's own thread. */
const generator = () => new GeneratorClient(CORES, { makeWorker: () => new ThreadWorker() });

describe('a third game that lives only in the tests', () => {
  afterAll(() => useLanguage('en'));

  it('joins every table from its folder alone, as the real games do', () => {
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
    // What its board draws for a tap is reported by targets(), as its grid's cells.
    expect(targetIdPattern(GAMES).test('light:1:2')).toBe(true);
    expect(gridCellPattern(GAMES).test('light:1:2')).toBe(true);
    // Found in its folder, in its declared place: after the real games.
    expect(GAMES.map((g) => g.id)).toEqual(['sudoku', 'link', LIGHTS_ID]);
  });

  it('is made by the worker from its seed: the board the maker makes, solved by its presses', async () => {
    const made = await generator().generate(
      { game: LIGHTS_ID, size: 3, level: 'hard' },
      'seed-1',
      true,
    );
    const puzzle = made.puzzle as LightsPuzzle;
    expect(puzzle).toEqual(makeLights('hard', puzzle.seed));
    const presses = pressesFor('hard', puzzle.seed);
    expect(presses).toHaveLength(lightsCore.fewestMoves(3, 'hard'));
    const saved = {
      puzzle,
      moves: presses.map((c) => `p${c}`),
      applied: presses.length,
      own: { lastPressed: null },
    };
    expect(() => lightsCore.checkSaved(saved)).not.toThrow();
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
    const key = dailyKey(new Date());
    const spec = dailySpec(lightsCore, key);
    const made = await new Promise<MadePuzzle>((resolve, reject) => {
      const screen = { showProgress() {}, hideProgress() {}, toast: { show: reject } };
      dailyPuzzle(lightsEntry, generator(), screen, resolve);
    });
    expect(made.game).toBe(LIGHTS_ID);
    expect(made.puzzle).toEqual(makeLights(spec.level as 'easy' | 'hard', spec.seed));
    // Another player on another device: the same seed, the same board.
    expect(dailySpec(lightsCore, key)).toEqual(spec);
    expect(spec.seed).toBe(`gridwise-daily-v1:${key}:lights-out`);
    expect(dailySpec(lightsCore, '2026-03-14').level).toBe('hard'); // a Saturday
    expect(dailySpec(lightsCore, '2026-03-16').level).toBe('easy'); // a Monday
    expect(lightsCore.validatePuzzle(made.puzzle, 'daily')).toEqual(made.puzzle);
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
