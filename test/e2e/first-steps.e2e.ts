// First steps (issue #24) in real Chromium on a touch phone: a fresh profile opening a game meets
// its lesson on a tiny real board, does every step by touch, then plays; Skip works and the
// lesson does not come back after a reload; a returning player (a saved game) never sees it.
// These pages leave out the harness's `?lessons=off` (harness.appUrl), as a new player would.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LinkSnapshot } from '../../src/games/link/play/link-snapshot';
import { useBrowser } from './fixture';
import {
  appUrl,
  openApp,
  PHONE,
  pageErrors,
  quiet,
  solutionOf,
  state,
  tap,
  waitForState,
} from './harness';

const e2e = useBrowser({ drawing: 'layout' });

async function freshPlayer(): Promise<Page> {
  return openApp(await e2e.phone(), '', undefined, { lessons: true });
}

/** Waits for the lesson of `game` at `step` (0-based). */
function lessonAt(page: Page, game: string, step: number) {
  return waitForState(
    page,
    (s) => s.screen === 'lesson' && s.lesson?.game === game && s.lesson.step === step,
    `${game}'s first steps at step ${step + 1}`,
  );
}

describe('first steps', () => {
  it('Sudoku: a fresh profile does every step by touch, then plays', async () => {
    const page = await freshPlayer();
    await tap(page, 'game:sudoku');
    await tap(page, 'btn:start');
    const first = await lessonAt(page, 'sudoku', 0);
    expect(first.lesson?.steps).toBe(4);
    // Play is not offered before the moves are made; Skip always is.
    const ids = (await page.evaluate(() => window.gridwise.targets())).map((t) => t.id);
    expect(ids).toContain('btn:lesson-skip');
    expect(ids).not.toContain('btn:lesson-next');
    await tap(page, 'cell:0:1');
    await lessonAt(page, 'sudoku', 1);
    await tap(page, 'pad:3'); // wrong: the row already has a 3
    expect((await state(page)).lesson?.step).toBe(1);
    await tap(page, 'pad:2');
    // The refused digit shook while the words changed: nothing broke (it once stopped drawing).
    expect(pageErrors(page)).toEqual([]);
    await lessonAt(page, 'sudoku', 2);
    await tap(page, 'cell:2:2');
    await tap(page, 'pad:4');
    await waitForState(page, (s) => s.lesson?.done === true, 'the lesson done');
    await tap(page, 'btn:lesson-next');
    const game = await waitForState(
      page,
      (s) => s.screen === 'game' && s.game?.status === 'playing',
      'the game after the lesson',
      60_000,
    );
    expect(game.settings.lessonsSeen).toEqual(['sudoku']);
    expect(game.lesson).toBeNull();
    // And plays: a digit goes into the real board.
    const g = game.game;
    if (!g) throw new Error('no game');
    const empty = g.values.indexOf('.');
    await tap(page, `cell:${Math.floor(empty / g.size)}:${empty % g.size}`);
    await tap(page, `pad:${solutionOf(g)[empty]}`);
    await waitForState(page, (s) => (s.game?.values ?? '') !== g.values, 'a digit placed');
    expect(pageErrors(page)).toEqual([]);
  });

  it('Link: a fresh profile joins every pair by touch, then plays', async () => {
    const page = await freshPlayer();
    await tap(page, 'game:link');
    await tap(page, 'btn:start');
    await lessonAt(page, 'link', 0);
    // The pairs of src/games/link/core/link-lesson.ts: no turn, one turn, two turns, the last.
    const pairs = [
      ['tile:1:3', 'tile:2:3'],
      ['tile:0:3', 'tile:2:1'],
      ['tile:0:0', 'tile:1:2'],
      ['tile:0:2', 'tile:1:0'],
    ] as const;
    for (const [i, [a, b]] of pairs.entries()) {
      await lessonAt(page, 'link', i);
      await tap(page, a);
      await tap(page, b);
    }
    await waitForState(page, (s) => s.lesson?.done === true, 'the board cleared');
    await tap(page, 'btn:lesson-next');
    await waitForState<LinkSnapshot>(
      page,
      (s) => s.screen === 'game' && s.game?.kind === 'link' && s.game.status === 'playing',
      'a Link game after the lesson',
      60_000,
    );
    expect(pageErrors(page)).toEqual([]);
  });

  it('Skip goes straight to the game, and the lesson does not come back after a reload', async () => {
    const page = await freshPlayer();
    await tap(page, 'game:link');
    await tap(page, 'btn:start');
    await lessonAt(page, 'link', 0);
    await tap(page, 'btn:lesson-skip');
    // The game in, then the reload (as a player who closes the app mid-game).
    await waitForState(
      page,
      (s) => s.screen === 'game' && s.game?.status === 'playing',
      'the game after Skip',
      60_000,
    );
    await page.reload();
    await page.waitForFunction(() => window.gridwise?.ready === true);
    await waitForState(
      page,
      (s) => (s.settings.lessonsSeen as string[]).includes('link'),
      'Skip remembered after the reload',
    );
    // The other game's lesson is still to come: each game's is its own.
    await tap(page, 'game:sudoku');
    await tap(page, 'btn:start');
    await lessonAt(page, 'sudoku', 0);
  });

  it('in 简体中文, every step of both lessons fits its room and breaks lines as Chinese does', async () => {
    const context = await e2e.context({ ...PHONE, locale: 'zh-CN' });
    const page = await openApp(context, '', undefined, { lessons: true });
    const fits = async (where: string) => {
      const report = await page.evaluate(() => ({
        textFit: window.gridwise.textFit(),
        lineBreaks: window.gridwise.lineBreaks(),
      }));
      expect(report, where).toEqual({ textFit: [], lineBreaks: [] });
    };
    await tap(page, 'game:sudoku');
    await tap(page, 'btn:start');
    await lessonAt(page, 'sudoku', 0);
    await fits('Sudoku step 1');
    await tap(page, 'cell:0:1');
    await lessonAt(page, 'sudoku', 1);
    await tap(page, 'pad:3'); // the "wrong digit" words, the longest
    await fits('Sudoku, a wrong digit');
    await tap(page, 'btn:lesson-skip');
    // The game after Skip, its puzzle in and the screen at rest, before Home is tapped (a tap
    // while the screen was still being built was not taken in one CI run).
    await waitForState(
      page,
      (s) => s.screen === 'game' && s.game?.status === 'playing',
      'the game after Skip',
      60_000,
    );
    await quiet(page);
    await tap(page, 'btn:home');
    await waitForState(page, (s) => s.screen === 'home', 'the lobby');
    await tap(page, 'game:link');
    await tap(page, 'btn:start');
    await lessonAt(page, 'link', 0);
    await fits('Link step 1');
  });

  it('a returning player (a saved game) never sees it', async () => {
    const context = await e2e.phone();
    // The game is made and saved with the lesson off, as a player of an earlier build had one.
    const before = await openApp(context);
    await tap(before, 'game:sudoku');
    await tap(before, 'btn:start');
    await waitForState(before, (s) => s.game?.status === 'playing', 'a game', 60_000);
    await before.close();
    const page = await context.newPage();
    await page.goto(appUrl('', { lessons: true }));
    await page.waitForFunction(() => window.gridwise?.ready === true);
    await tap(page, 'game:sudoku');
    await tap(page, 'btn:start');
    // A new game over one in progress asks first; either way no lesson stands in the way.
    const s = await waitForState(
      page,
      (x) => x.screen === 'game' || x.screen === 'lesson',
      'the game screen',
      60_000,
    );
    expect(s.screen).toBe('game');
    expect(s.lesson).toBeNull();
  });
});
