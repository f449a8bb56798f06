// @vitest-environment happy-dom
// A journey stage's countdown stands still while something covers the board, in Node on the real
// game run, Link's rules and the real cover watch (board-cover.ts) over a Pixi modal layer: the
// "No pair can be removed" question that comes by itself at a dead end, and the More sheet.
// Time passes under each and the countdown keeps its value; once the board is seen again it
// counts down by exactly the time that passes. The screen around the modal layer is a stand-in
// (the real one is driven in test/e2e/clock-covered.e2e.ts).

import { Container } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/engine/rng';
import { type LinkCell, tileCount } from '../../../src/games/link/core/board';
import type { LinkState } from '../../../src/games/link/core/game';
import { removePair } from '../../../src/games/link/core/gravity';
import { type JourneyBoard, journeyBoard } from '../../../src/games/link/core/journey-board';
import { linkLevel } from '../../../src/games/link/core/levels';
import { joinablePairs } from '../../../src/games/link/core/pairs';
import type { LinkPuzzle } from '../../../src/games/link/core/puzzle-record';
import { LinkRules } from '../../../src/games/link/play/link-rules';
import type { LinkScreen } from '../../../src/games/link/play/link-screen';
import type { LinkSnapshot } from '../../../src/games/link/play/link-snapshot';
import { watchCover } from '../../../src/play/board-cover';
import type { FinishedRun } from '../../../src/play/game-api';
import { GameRun } from '../../../src/play/game-run';
import type { DialogOptions } from '../../../src/ui/dialog';
import { recordingRunDeps } from '../play/recording-run-deps';

/** The stage's pairs, chosen at random from the joinable ones, that end in a dead end (tiles
 *  left and no pair joinable): found once, from the seed, so the test is the same every run. */
function deadEndPairs({ puzzle, board }: JourneyBoard): [LinkCell, LinkCell][] {
  const gravity = linkLevel(puzzle.level).gravity;
  for (let seed = 0; seed < 200; seed++) {
    const rng = createRng(`dead-end-${seed}`);
    const pairs: [LinkCell, LinkCell][] = [];
    let b = board;
    for (let found = joinablePairs(b); found.length > 0; found = joinablePairs(b)) {
      const [a, c] = found[rng.int(found.length)] as [LinkCell, LinkCell];
      pairs.push([a, c]);
      b = removePair(b, a, c, gravity).board;
    }
    if (tileCount(b) > 0) return pairs;
  }
  throw new Error('no dead end in 200 plays');
}

function harness() {
  let now = 0;
  const modal = new Container();
  let dialog: { node: Container; options: DialogOptions } | null = null;
  const closeDialog = (): void => {
    dialog?.node.destroy();
    dialog = null;
  };
  // A question goes into the modal layer and comes out before its answer runs, as the real
  // overlays do (screen-overlays.ts): the cover watch sees both.
  const confirm = (options: DialogOptions): void => {
    closeDialog();
    const node = new Container();
    const answer = (fn: () => void) => () => {
      closeDialog();
      fn();
    };
    dialog = {
      node,
      options: {
        ...options,
        onConfirm: answer(options.onConfirm),
        onCancel: answer(options.onCancel),
      },
    };
    modal.addChild(node);
  };
  const screen = {
    board: { playMatch: () => 0, playReshuffle: () => {}, playWin: () => {}, shakeWrong: () => {} },
    toast: { show: () => {}, hide: () => {} },
    render: () => 0,
    setTimer: () => {},
    confirm,
    closeDialog,
    get dialogOpen() {
      return dialog !== null;
    },
    watchCover: (onChange: (covered: boolean) => void) => watchCover(modal, onChange),
    showResult: () => {},
    hideResult: () => {},
    showProgress: () => {},
    hideProgress: () => {},
    celebrate: () => {},
    result: { visible: false, setNote: () => {}, setFigures: () => {}, setActions: () => {} },
  } as unknown as LinkScreen;
  const runs: FinishedRun<LinkPuzzle>[] = [];
  const deps = { ...recordingRunDeps(runs, []), now: () => now };
  const run = new GameRun<LinkState, LinkPuzzle, LinkSnapshot | null>(
    'link',
    screen,
    deps,
    (r) =>
      new LinkRules(r, screen, {
        ...deps,
        newSeed: () => 'reshuffle',
        playStage: () => {},
        showJourney: () => {},
      }),
  );
  const rules = run.rules as LinkRules;
  return {
    run,
    rules,
    modal,
    dialog: () => dialog,
    at: (ms: number) => {
      now = ms;
    },
    left: () => (rules.snapshot() as LinkSnapshot).journey?.timeLeftMs,
  };
}

/** The stuck board's question comes once the match's animation has played (a timer of 0 here). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("a journey stage's countdown under a cover", () => {
  it('stands still behind "No pair can be removed" and counts on once it is answered', async () => {
    const h = harness();
    // Stage 2 (tiles fall): random play there soon meets a dead end.
    const stage = journeyBoard(2);
    h.run.start(stage.puzzle);
    h.run.setVisible(true);
    const pairs = deadEndPairs(stage);
    let t = 0;
    for (const [a, b] of pairs) {
      t += 1_000;
      h.at(t);
      h.rules.intents.tile(a);
      h.rules.intents.tile(b);
    }
    await settle();
    expect((h.rules.snapshot() as LinkSnapshot).stuck).toBe(true);
    expect(h.dialog()?.options.title).toBe('No pair can be removed');
    expect(h.run.status).toBe('paused');
    const under = h.left();
    expect(under).toBeGreaterThan(30_000);
    // Half a minute with the question up: not a millisecond of the countdown goes.
    h.at(t + 30_000);
    expect(h.left()).toBe(under);
    expect(h.run.session?.clock.elapsedMs()).toBe(t);
    // "Undo last move": the board is seen again and the countdown runs from where it stood
    // (less the undone match's bonus).
    h.dialog()?.options.onCancel();
    expect(h.modal.children.length).toBe(0);
    expect(h.run.status).toBe('playing');
    const back = h.left() as number;
    h.at(t + 35_000);
    expect(h.left()).toBe(back - 5_000);
  });

  it('stands still while the More sheet (any child of the modal layer) is open', () => {
    const h = harness();
    h.run.start(journeyBoard(1).puzzle);
    h.run.setVisible(true);
    h.at(4_000);
    const before = h.left() as number;
    const sheet = new Container();
    h.modal.addChild(sheet);
    h.at(60_000);
    expect(h.left()).toBe(before);
    expect(h.run.status).toBe('paused');
    h.modal.removeChild(sheet);
    h.at(70_000);
    expect(h.left()).toBe(before - 10_000);
    expect(h.run.status).toBe('playing');
  });
});
