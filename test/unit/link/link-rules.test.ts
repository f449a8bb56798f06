// Link's rules of interaction on the shared game run, in Node: taps become moves, a wrong pair
// is refused, a hint marks the run assisted, a dead end offers a free reshuffle, and a saved
// game restores exactly. The screen is a recording stand-in (the rules and the run are what is
// under test; the real screen is driven end to end in test/e2e/link-play.e2e.ts).

import { describe, expect, it } from 'vitest';
import { isChecked } from '../../../src/engine/checked-puzzle';
import { createRng } from '../../../src/engine/rng';
import { type LinkBoard, type LinkCell, tileCount } from '../../../src/games/link/core/board';
import type { LinkState } from '../../../src/games/link/core/game';
import { generateLink } from '../../../src/games/link/core/generator';
import { removePair } from '../../../src/games/link/core/gravity';
import { linkLevel } from '../../../src/games/link/core/levels';
import { joinablePairs } from '../../../src/games/link/core/pairs';
import {
  type LinkPuzzle,
  linkPuzzleOf,
  validateLinkPuzzle,
} from '../../../src/games/link/core/puzzle-record';
import { LinkRules } from '../../../src/games/link/play/link-rules';
import type { LinkScreen, LinkScreenModel } from '../../../src/games/link/play/link-screen';
import type { LinkSnapshot } from '../../../src/games/link/play/link-snapshot';
import type { FinishedRun } from '../../../src/play/game-api';
import { GameRun } from '../../../src/play/game-run';
import type { SavedGame } from '../../../src/storage/records';
import { recordingRunDeps } from '../play/recording-run-deps';

type LinkRun = FinishedRun<LinkPuzzle>;

import type { DialogOptions } from '../../../src/ui/dialog';

interface Recorder {
  screen: LinkScreen;
  toasts: string[];
  dialogs: DialogOptions[];
  shakes: number;
  results: string[];
}

function fakeScreen(): Recorder {
  const rec: Recorder = { toasts: [], dialogs: [], shakes: 0, results: [], screen: null as never };
  rec.screen = {
    toast: { show: (t: string) => rec.toasts.push(t), hide: () => {} },
    // The board's moments come with the model it is drawn from: a wrong pair shakes.
    render: (model: LinkScreenModel) => {
      rec.shakes += model.effects.filter((e) => e.kind === 'wrong').length;
      return 0;
    },
    setTimer: () => {},
    confirm: (options: DialogOptions) => rec.dialogs.push(options),
    closeDialog: () => {},
    dialogOpen: false,
    showResult: (headline: string) => rec.results.push(headline),
    hideResult: () => {},
    showProgress: () => {},
    hideProgress: () => {},
    // Every win celebrates and shows its figures on the results card (issue #24).
    celebrate: () => {},
    result: { visible: false, setNote: () => {}, setFigures: () => {} },
  } as unknown as LinkScreen;
  return rec;
}

function controller(rec: Recorder, runs: LinkRun[] = [], drafts: unknown[] = []) {
  let ids = 0;
  const run = new GameRun<LinkState, LinkPuzzle, LinkSnapshot | null>(
    'link',
    rec.screen,
    recordingRunDeps(runs, drafts),
    (r) => new LinkRules(r, rec.screen, { newSeed: () => `s${++ids}` }),
  );
  const rules = run.rules as LinkRules;
  return {
    start: (puzzle: LinkPuzzle) => run.start(puzzle),
    intents: rules.intents,
    snapshot: () => rules.snapshot(),
    restore: (saved: SavedGame) => run.restore(saved),
    sameMoves: (saved: SavedGame) => run.sameMoves(saved),
  };
}

/** A small classic board and a seeded random line of play that ends with no pair left. */
function deadEnd(): { puzzle: LinkPuzzle; moves: [LinkCell, LinkCell][] } {
  for (let seed = 0; seed < 500; seed++) {
    const puzzle = linkPuzzleOf(
      generateLink({ size: 'small', seed: `dead${seed}` }),
      'small',
      'classic',
    );
    const rng = createRng(`play${seed}`);
    let board: LinkBoard = generateLink({ size: 'small', seed: `dead${seed}` }).board;
    const moves: [LinkCell, LinkCell][] = [];
    for (;;) {
      const pairs = joinablePairs(board).filter(
        ([a, b]) => board.cells[a.r * 5 + a.c] === board.cells[b.r * 5 + b.c],
      );
      if (pairs.length === 0) break;
      const [a, b] = pairs[rng.int(pairs.length)] as [LinkCell, LinkCell];
      moves.push([a, b]);
      board = removePair(board, a, b, 'none').board;
    }
    if (tileCount(board) > 0) return { puzzle, moves };
  }
  throw new Error('no dead end found in 500 seeds');
}

const wait = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('Link rules on the game run', () => {
  it('shapes a gravity board for a sideways screen as a valid board of the level asked', () => {
    const rec = fakeScreen();
    (rec.screen as unknown as { landscape: boolean }).landscape = true;
    const run = new GameRun<LinkState, LinkPuzzle, LinkSnapshot | null>(
      'link',
      rec.screen,
      recordingRunDeps([], []),
      (r) => new LinkRules(r, rec.screen, { newSeed: () => 's' }),
    );
    const rules = run.rules as LinkRules;
    for (const level of ['fall', 'rise', 'drift-left', 'drift-right'] as const) {
      const shaped = rules.shapeNew({ size: 'small', level });
      expect(shaped.spec.level).not.toBe(level);
      const gravity = linkLevel(shaped.spec.level).gravity;
      const made = linkPuzzleOf(
        generateLink({ size: 'small', gravity, seed: level }),
        'small',
        shaped.spec.level,
      );
      const fitted = shaped.fit(made);
      // Checked once, where the worker's answer came in; the turned board needs no second check
      // because it is one: the same tiles in the preset's other shape, for the level asked.
      expect(isChecked('link', fitted)).toBe(true);
      const { parsed, ...valid } = validateLinkPuzzle(fitted, 'fitted');
      expect(valid).toEqual({ ...fitted });
      expect(valid.level).toBe(level);
      expect(parsed.cols).toBeGreaterThan(parsed.rows);
    }
  });

  it('offers a free reshuffle at a dead end, and the reshuffle keeps the paid ones', async () => {
    const rec = fakeScreen();
    const c = controller(rec);
    const { puzzle, moves } = deadEnd();
    c.start(puzzle);
    for (const [a, b] of moves) {
      c.intents.tile(a);
      c.intents.tile(b);
    }
    await wait();
    const stuck = c.snapshot();
    expect(stuck?.stuck).toBe(true);
    expect(stuck?.tilesLeft).toBe(40 - 2 * moves.length);
    expect(rec.dialogs.at(-1)?.title).toBe('No pair can be removed');
    (rec.dialogs.at(-1) as DialogOptions).onConfirm();
    const after = c.snapshot();
    expect(after?.reshufflesLeft).toBe(3);
    expect(after?.tilesLeft).toBe(stuck?.tilesLeft);
    expect([...(after?.board ?? '')].sort().join('')).toBe(
      [...(stuck?.board ?? '')].sort().join(''),
    );
    expect(after?.stuck).toBe(false);
  });

  it('refuses a wrong pair, and a hint marks the run assisted through to the record', () => {
    const rec = fakeScreen();
    const runs: LinkRun[] = [];
    const c = controller(rec, runs);
    const made = generateLink({ size: 'small', seed: 'hinted' });
    c.start(linkPuzzleOf(made, 'small', 'classic'));
    const cells = made.board.cells;
    const first = { r: 0, c: 0 };
    const other = [...cells.keys()].find((i) => cells[i] !== cells[0]) as number;
    c.intents.tile(first);
    c.intents.tile({ r: Math.floor(other / 5), c: other % 5 });
    expect(rec.shakes).toBe(1);
    expect(c.snapshot()?.tilesLeft).toBe(40);
    c.intents.hint();
    const hinted = c.snapshot();
    expect(hinted?.assisted).toBe(true);
    expect(hinted?.hint).not.toBeNull();
    for (const [a, b] of made.witness) {
      c.intents.tile(a);
      c.intents.tile(b);
    }
    expect(c.snapshot()?.status).toBe('won');
    expect(runs).toHaveLength(1);
    expect(runs[0]?.assisted).toBe(true);
    expect(rec.results).toEqual(['Cleared!']);
  });

  it('restores a saved game exactly: board, moves, reshuffles, selection, assistance', () => {
    const rec = fakeScreen();
    const drafts: unknown[] = [];
    const c = controller(rec, [], drafts);
    const made = generateLink({ size: 'small', gravity: 'down', seed: 'saved' });
    c.start(linkPuzzleOf(made, 'small', 'fall'));
    for (const [a, b] of made.witness.slice(0, 5)) {
      c.intents.tile(a);
      c.intents.tile(b);
    }
    c.intents.shuffle();
    c.intents.hint();
    const before = c.snapshot();
    const draft = drafts.at(-1) as Omit<SavedGame, 'format' | 'rev' | 'writer' | 'updatedAt'>;
    const saved: SavedGame = { ...draft, format: 1, rev: 3, writer: 't', updatedAt: 1 };
    const back = controller(fakeScreen());
    back.restore(saved);
    const after = back.snapshot();
    expect(after?.board).toBe(before?.board);
    expect(after?.reshufflesLeft).toBe(2);
    expect(after?.assisted).toBe(true);
    expect(after?.canUndo).toBe(true);
    expect(back.sameMoves(saved)).toBe(true);
    // A record whose moves do not replay is refused, and the game shown is untouched.
    expect(() => back.restore({ ...saved, moves: ['m0,0,0,0', ...saved.moves] })).toThrow();
    expect(back.snapshot()?.board).toBe(before?.board);
  });
});
