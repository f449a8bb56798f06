// journey (#25) on the real game run and Link's rules, in Node: a stage's clock counts down and
// each match adds time back; undo takes its match's time with it; the saved game's own part
// brings the countdown and the score back exactly; the countdown running out stops the board and
// offers Try again (a fresh stage) or the map, again after a restore; a clear keeps the stage's
// best and offers Next stage; free play has none of it. The screen is a recording stand-in (the
// real one is driven in test/e2e/link-journey.e2e.ts).

import { describe, expect, it } from 'vitest';
import type { LinkCell } from '../../../src/games/link/core/board';
import type { LinkState } from '../../../src/games/link/core/game';
import { generateLink } from '../../../src/games/link/core/generator';
import { journeyBoard } from '../../../src/games/link/core/journey-board';
import { decodeLinkSaved } from '../../../src/games/link/core/link-own';
import { type LinkPuzzle, linkPuzzleOf } from '../../../src/games/link/core/puzzle-record';
import { solveLink } from '../../../src/games/link/core/solver';
import { LinkRules } from '../../../src/games/link/play/link-rules';
import type { LinkScreen, LinkScreenModel } from '../../../src/games/link/play/link-screen';
import type { LinkSnapshot } from '../../../src/games/link/play/link-snapshot';
import type { FinishedRun, StageResult } from '../../../src/play/game-api';
import type { GameDraft } from '../../../src/play/game-draft';
import { GameRun } from '../../../src/play/game-run';
import { RECORD_FORMAT, type SavedGame } from '../../../src/storage/records';
import type { DialogOptions } from '../../../src/ui/dialog';
import { recordingRunDeps } from '../play/recording-run-deps';

interface Seen {
  dialogs: DialogOptions[];
  results: string[];
  figures: { label: string; value: string }[][];
  next: (() => void) | null;
  cleared: StageResult[];
  played: number[];
  maps: number;
  models: LinkScreenModel[];
}

function harness() {
  const seen: Seen = {
    dialogs: [],
    results: [],
    figures: [],
    next: null,
    cleared: [],
    played: [],
    maps: 0,
    models: [],
  };
  let now = 0;
  const screen = {
    board: { playMatch: () => 0, playReshuffle: () => {}, playWin: () => {}, shakeWrong: () => {} },
    toast: { show: () => {}, hide: () => {} },
    // The models drawn, newest last: the score meter and the points each match scored.
    render: (model: LinkScreenModel) => {
      seen.models.push(model);
      return 0;
    },
    setTimer: () => {},
    confirm: (options: DialogOptions) => seen.dialogs.push(options),
    closeDialog: () => {},
    dialogOpen: false,
    showResult: (headline: string) => seen.results.push(headline),
    hideResult: () => {},
    showProgress: () => {},
    hideProgress: () => {},
    celebrate: () => {},
    result: {
      visible: false,
      setNote: () => {},
      setFigures: (f: { label: string; value: string }[]) => seen.figures.push(f),
      setActions: (actions: { id: string; onTap: () => void }[] | null) => {
        seen.next = actions?.find((a) => a.id === 'btn:next-stage')?.onTap ?? null;
      },
    },
  } as unknown as LinkScreen;
  const runs: FinishedRun<LinkPuzzle>[] = [];
  const drafts: GameDraft[] = [];
  const deps = {
    ...recordingRunDeps(runs, drafts as unknown[]),
    now: () => now,
    // The cleared stage comes with the finish, so the disk keeps both in one write.
    finished: (run: FinishedRun<LinkPuzzle>) => {
      if (run.stage) seen.cleared.push(run.stage);
      runs.push(run);
      return undefined;
    },
    playStage: (_game: string, n: number) => seen.played.push(n),
    showJourney: () => {
      seen.maps++;
    },
  };
  let ids = 0;
  const run = new GameRun<LinkState, LinkPuzzle, LinkSnapshot | null>(
    'link',
    screen,
    deps,
    (r) => new LinkRules(r, screen, { ...deps, newSeed: () => `s${++ids}` }),
  );
  const rules = run.rules as LinkRules;
  return {
    seen,
    run,
    rules,
    drafts,
    at: (ms: number) => {
      now = ms;
    },
    snap: () => rules.snapshot() as LinkSnapshot,
    /** The solver's next pair on the board as it is now, tapped. */
    matchNext: () => {
      const s = rules.snapshot() as LinkSnapshot;
      const state = run.session?.state;
      if (!state) throw new Error('no game');
      const plan = solveLink(state.board, state.gravity);
      if (plan.status !== 'solved') throw new Error(`solver: ${plan.status}\n${s.board}`);
      const [a, b] = plan.moves[0] as [LinkCell, LinkCell];
      rules.intents.tile(a);
      rules.intents.tile(b);
    },
  };
}

/** A saved record of the draft last journaled, as storage would hand it back. */
function savedOf(draft: GameDraft): SavedGame {
  return { ...draft, format: RECORD_FORMAT, rev: 1, writer: 't', updatedAt: 0 } as SavedGame;
}

describe('a journey stage on the game run', () => {
  it('counts down, adds time per match, and undo takes the match and its time back', () => {
    const h = harness();
    h.run.start(journeyBoard(1).puzzle);
    h.run.setVisible(true);
    expect(h.snap().journey).toMatchObject({ stage: 1, timeLeftMs: 80_000, score: 0 });
    expect(h.rules.timerText(0)).toBe('1:20');
    h.at(10_000);
    expect(h.rules.timerText(10_000)).toBe('1:10');
    h.matchNext();
    // 80 s + 2 s for the match − 10 s played.
    expect(h.snap().journey).toMatchObject({ timeLeftMs: 72_000, score: 10, combo: 1 });
    h.at(11_000);
    h.matchNext();
    // Within 3 s of the last: a ×2 combo, 10 + 5 points.
    expect(h.snap().journey).toMatchObject({ timeLeftMs: 73_000, score: 25, combo: 2 });
    h.rules.intents.undo();
    expect(h.snap().journey).toMatchObject({ timeLeftMs: 71_000, score: 10, combo: 1 });
    expect(h.snap().tilesLeft).toBe(38);
  });

  it('shows the score live and the combo on the meter, and the points rise from each pair', () => {
    const h = harness();
    h.run.start(journeyBoard(1).puzzle);
    h.run.setVisible(true);
    const last = () => h.seen.models.at(-1) as LinkScreenModel;
    expect(last().score).toMatchObject({ score: 'Score 0', combo: 0 });
    const points = () => h.seen.models.flatMap((m) => m.effects.filter((e) => e.kind === 'scored'));
    h.at(1_000);
    h.matchNext();
    h.at(2_000);
    h.matchNext();
    h.at(3_500);
    h.matchNext();
    // 10, then 15 and 20 as the combo steps up within 3 s of each match.
    expect(points().map((e) => (e.kind === 'scored' ? e.points : 0))).toEqual([10, 15, 20]);
    expect(last().score).toEqual({ score: 'Score 45', combo: 3, comboText: 'Combo ×3' });
    expect(h.snap()).toMatchObject({ score: 45, combo: 3 });
    // A match after more than 3 s starts again at ×1: the meter empties.
    h.at(10_000);
    h.matchNext();
    expect(last().score).toMatchObject({ score: 'Score 55', combo: 1 });
    // Free play has no meter and scores nothing.
    const free = harness();
    free.run.start({ ...journeyBoard(1).puzzle, seed: 'free-play' });
    free.run.setVisible(true);
    free.matchNext();
    expect(free.seen.models.at(-1)?.score).toBeNull();
    expect(free.seen.models.flatMap((m) => m.effects).map((e) => e.kind)).toEqual(['matched']);
  });

  it('brings the countdown and the score back exactly from the saved game', () => {
    const h = harness();
    h.run.start(journeyBoard(2).puzzle);
    h.run.setVisible(true);
    for (const t of [2_000, 3_000, 9_000]) {
      h.at(t);
      h.matchNext();
    }
    const before = h.snap().journey;
    const draft = h.drafts.at(-1) as GameDraft;
    expect(decodeLinkSaved(draft.own, 40).times?.matches).toEqual([2_000, 3_000, 9_000]);
    const again = harness();
    again.at(9_000);
    again.run.restore(savedOf(draft));
    expect(again.snap().journey).toEqual(before);
  });

  it('stops the board when the countdown runs out: Try again deals the stage afresh', () => {
    const h = harness();
    const { puzzle } = journeyBoard(1);
    h.run.start(puzzle);
    h.run.setVisible(true);
    h.at(81_000);
    h.rules.clockTick(81_000);
    expect(h.snap().journey).toMatchObject({ timedOut: true, timeLeftMs: 0 });
    expect(h.seen.dialogs.at(-1)?.title).toBe('Time is up');
    expect(h.run.locked).toBe(true);
    const tiles = h.snap().tilesLeft;
    h.matchNext();
    expect(h.snap().tilesLeft).toBe(tiles);
    // Restored (a kill, another tab), the stage is still out of time, and says so again.
    const again = harness();
    again.at(81_000);
    again.run.restore(savedOf(h.drafts.at(-1) as GameDraft));
    expect(again.seen.dialogs.at(-1)?.title).toBe('Time is up');
    (h.seen.dialogs.at(-1) as DialogOptions).onConfirm();
    expect(h.snap().journey).toMatchObject({ timedOut: false, timeLeftMs: 80_000, score: 0 });
    expect(h.snap().tilesLeft).toBe(40);
    expect(h.snap().seed).toBe(puzzle.seed);
    (again.seen.dialogs.at(-1) as DialogOptions).onCancel();
    expect(again.seen.maps).toBe(1);
  });

  it('keeps a clear as the stage’s best and offers Next stage', () => {
    const h = harness();
    h.run.start(journeyBoard(3).puzzle);
    h.run.setVisible(true);
    let t = 0;
    while (h.snap().status === 'playing') {
      t += 1_000;
      h.at(t);
      h.matchNext();
    }
    expect(h.seen.results).toEqual(['Stage 3 cleared!']);
    const clear = h.seen.cleared[0] as StageResult;
    expect(clear).toMatchObject({ stage: 3, stars: 3, bestCombo: 20, ms: 20_000 });
    // 20 matches a second apart, one combo: 10 + 15 + … + 55 (325), then ten more at 55 (550);
    // stage 3 starts with 78 s, + 2 s a match − 20 s played leaves 98 s: 980. 1,855 in all.
    expect(clear.score).toBe(1855);
    // The meter over the board says the card's score once cleared, the seconds left counted in.
    expect(h.seen.models.at(-1)?.score?.score).toBe('Score 1,855');
    expect(h.seen.figures.at(-1)?.map((f) => f.label)).toEqual([
      'Score',
      'Stars',
      'Best combo',
      'Time left',
    ]);
    h.seen.next?.();
    expect(h.seen.played).toEqual([4]);
  });

  it('leaves free play a free game: the clock counts up, no stage; only its match times are saved (its score, #38)', () => {
    const h = harness();
    const made = generateLink({ size: 'small', seed: 'free' });
    h.run.start(linkPuzzleOf(made, 'small', 'classic'));
    h.run.setVisible(true);
    h.at(5_000);
    h.matchNext();
    expect(h.snap().journey ?? null).toBeNull();
    expect(h.rules.timerText(5_000)).toBeNull();
    expect((h.drafts.at(-1) as GameDraft).own).toEqual({
      selected: null,
      times: { matches: [5_000], hints: [] },
    });
  });
});

describe('a saved stage’s times', () => {
  it('are refused when out of order or not whole ms, naming the field', () => {
    expect(() =>
      decodeLinkSaved({ selected: null, times: { matches: [5, 3], hints: [] } }, 40),
    ).toThrow(/times\.matches should be elapsed ms in order/);
    expect(() =>
      decodeLinkSaved({ selected: null, times: { matches: [], hints: [1.5] } }, 40),
    ).toThrow(/times\.hints/);
    expect(() => decodeLinkSaved({ selected: null, times: 'soon' }, 40)).toThrow(
      /times should be \{ matches, hints \}/,
    );
  });
});
