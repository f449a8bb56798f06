// The shared game run (the midend) with a tiny game of its own: a counter that is won at 3.
// Start, journal drafts, restore exactness, a record that does not replay, pause and
// visibility with the clock, finishing once into a record, and the sticky "assisted" flag —
// the run is real; only the game and the screen are small stand-ins.

import { describe, expect, it } from 'vitest';
import { markChecked } from '../../../src/engine/checked-puzzle';
import { type Game, InvalidInputError } from '../../../src/engine/game';
import { type GameOwn, isCellOrNull, ownField } from '../../../src/engine/game-own';
import type {
  FinishedRun,
  GameRules,
  RunScreen,
  WinCard,
  WinEnding,
} from '../../../src/play/game-api';
import type { GameDraft } from '../../../src/play/game-draft';
import { GameRun } from '../../../src/play/game-run';
import type { WinPlace } from '../../../src/play/win-place';
import type { SavedGame } from '../../../src/storage/records';

interface Counter {
  value: number;
  /** Set by the "?" move, like Sudoku's auto-notes: the moves themselves assist. */
  helped: boolean;
}

interface CounterPuzzle {
  size: string;
  level: string;
  seed: string;
  start: number;
}

const counterGame: Game<Counter> = {
  kind: 'counter',
  apply(state, move) {
    if (move === '+') return { ...state, value: state.value + 1 };
    if (move === '?') return { ...state, helped: true };
    // Like Sudoku's Answer: the whole solution at once.
    if (move === '!') return { ...state, value: 3 };
    throw new InvalidInputError(`bad move ${move}`);
  },
  isWon: (state) => state.value >= 3,
};

interface Screen {
  screen: RunScreen;
  timer: string[];
  dialogs: { title: string; onConfirm: () => void; cancelIsDefault?: boolean }[];
  progress: string[];
  notes: string[];
  /** Result cards shown (their headlines) and toasts told. */
  results: string[];
  toasts: (string | null)[];
  /** What the screen tells the run when its board is covered or seen again (watchCover). */
  cover: (covered: boolean) => void;
}

function fakeScreen(): Screen {
  const rec: Screen = {
    ...{ timer: [], dialogs: [], progress: [], notes: [], results: [], toasts: [] },
    screen: null as never,
    cover: () => {
      throw new Error('the run never asked to watch the cover');
    },
  };
  rec.screen = {
    name: 'game',
    view: null as never,
    layout: () => {},
    confirm: (o) => rec.dialogs.push(o),
    dialogOpen: false,
    closeDialog: () => {},
    hideResult: () => {},
    showResult: (headline) => rec.results.push(headline),
    dispose: () => {},
    celebrate: () => rec.notes.push('(confetti)'),
    result: { visible: true, setNote: (t) => rec.notes.push(t) },
    setTimer: (t) => rec.timer.push(t),
    showProgress: (t) => rec.progress.push(t),
    hideProgress: () => {},
    toast: { show: (t) => rec.toasts.push(t), hide: () => rec.toasts.push(null) },
    notice: () => null,
    watchCover: (onChange) => {
      rec.cover = onChange;
    },
  };
  return rec;
}

class CounterRules implements GameRules<Counter, CounterPuzzle, number | null> {
  readonly game = counterGame;
  readonly words = {
    making: 'Making…',
    failed: 'Failed',
    newGame: { title: 'New?', body: 'Lost.', confirm: 'New', cancel: 'Keep' },
  };
  selected: number | null = null;
  renders = 0;
  constructor(private readonly run: GameRun<Counter, CounterPuzzle, number | null>) {}
  /** Puzzles this game has read in full (a checked one is never read again). */
  reads = 0;
  validatePuzzle(value: unknown, what: string): CounterPuzzle {
    this.reads++;
    const p = value as CounterPuzzle;
    if (typeof p?.start !== 'number') throw new InvalidInputError(`${what}.start is missing`);
    return { size: p.size, level: p.level, seed: p.seed, start: p.start };
  }
  initialState = (p: CounterPuzzle): Counter => ({ value: p.start, helped: false });
  stateAssisted = (s: Counter) => s.helped;
  resetUi(): void {
    this.selected = null;
  }
  /** The counter's own part: its selection, checked by the game as Sudoku and Link check theirs. */
  private readSelected(own: GameOwn): number | null {
    const selected = ownField(own, 'selected', 'saved counter', isCellOrNull, 'a cell or null');
    if (selected !== null && selected > 9) throw new InvalidInputError('off board');
    return selected;
  }
  checkSaved(own: GameOwn): void {
    this.readSelected(own);
  }
  restoreUi(own: GameOwn, _s: Counter, keep: boolean): void {
    const selected = this.readSelected(own);
    if (!keep) this.selected = selected;
  }
  saveOwn = (): GameOwn => ({ selected: this.selected });
  recordOwn = (): GameOwn => ({ counted: true });
  /** How the run ended, as the run asked for its card. */
  endings: WinEnding[] = [];
  winCard(ending: WinEnding): WinCard {
    this.endings.push(ending);
    return { title: ending.revealed ? 'Shown' : 'Won', detail: ending.time, said: 'Won.' };
  }
  render(): void {
    this.renders++;
  }
  snapshot = () => this.run.session?.state.value ?? null;
  handleKey = () => false;
}

function setup(clock = { t: 0 }, place: WinPlace | null = null) {
  const rec = fakeScreen();
  const drafts: GameDraft[] = [];
  const finished: FinishedRun<CounterPuzzle>[] = [];
  /** stats (#24): the games counted as played, and each start's abandoned (played) game. */
  const played: string[] = [];
  const replaced: (CounterPuzzle | null)[] = [];
  let ids = 0;
  const run = new GameRun<Counter, CounterPuzzle, number | null>(
    'counter',
    rec.screen,
    {
      now: () => clock.t,
      newPuzzle: (spec) => ({ ...spec, size: String(spec.size), seed: 'n', start: 0 }),
      newGameId: () => `g${++ids}`,
      changed: (d) => drafts.push(d),
      clockMoved: () => {},
      started: (_p, r) => replaced.push(r),
      played: (_p, id) => played.push(id),
      finished: (r) => {
        finished.push(r);
        return place ? Promise.resolve(place) : undefined;
      },
      goHome: () => {},
      showRules: () => {},
      share: () => {},
    },
    (r) => new CounterRules(r),
  );
  return { run, rules: run.rules as CounterRules, rec, drafts, finished, clock, played, replaced };
}

const PUZZLE: CounterPuzzle = { size: 's', level: 'l', seed: 'x', start: 0 };

function savedFrom(draft: GameDraft, rev = 1): SavedGame {
  return { ...draft, format: 1, rev, writer: 'w', updatedAt: 1 };
}

describe('GameRun', () => {
  it('starts a game, journals every change, and finishes once into a record', () => {
    const { run, drafts, finished } = setup();
    run.start(PUZZLE);
    expect(run.inProgress).toBe(true);
    expect(drafts.at(-1)?.moves).toEqual([]);
    run.act({ moves: ['+'] });
    run.refresh();
    expect(drafts.at(-1)?.moves).toEqual(['+']);
    run.act({ moves: ['+'] });
    run.act({ moves: ['+'] });
    // The move that wins finishes the run, once: no game's rules call finish themselves.
    expect(run.session?.isWon).toBe(true);
    expect(finished).toHaveLength(1);
    expect(finished[0]).toMatchObject({ gameId: 'g1', assisted: false, own: { counted: true } });
    expect(run.inProgress).toBe(false);
    // A finished game is not journaled any more (nothing to continue).
    expect(run.draft()).toBeNull();
  });

  it('tells on the result card where a win placed once the records are written', async () => {
    const { run, rec } = setup({ t: 0 }, { rank: 1, of: 4, newBest: true });
    run.start(PUZZLE);
    for (let i = 0; i < 3; i++) run.act({ moves: ['+'] });
    await Promise.resolve();
    await Promise.resolve();
    // Every win celebrates at once (issue #24); the place follows once the records are written.
    expect(rec.notes).toEqual(['(confetti)', 'New best time!']);
  });

  it('tells nothing of a win whose place is unknown, or of a game since replaced', async () => {
    const unknown = setup();
    unknown.run.start(PUZZLE);
    for (let i = 0; i < 3; i++) unknown.run.act({ moves: ['+'] });
    await Promise.resolve();
    await Promise.resolve();
    // The win still celebrates; no place is said.
    expect(unknown.rec.notes).toEqual(['(confetti)']);

    const moved = setup({ t: 0 }, { rank: 3, of: 5, newBest: false });
    moved.run.start(PUZZLE);
    for (let i = 0; i < 2; i++) moved.run.act({ moves: ['+'] });
    // The won card's place comes after the player has started another game: it is not told.
    moved.rec.screen.celebrate = () => moved.run.start(PUZZLE);
    moved.run.act({ moves: ['+'] });
    await Promise.resolve();
    await Promise.resolve();
    expect(moved.rec.notes).toEqual([]);
  });

  it('reads a new puzzle once: one checked where it came in is not read again', () => {
    const { run, rules } = setup();
    const checked = markChecked('counter', { ...PUZZLE });
    run.start(checked);
    expect(rules.reads).toBe(0);
    expect(run.puzzle).toBe(checked);
    run.start({ ...PUZZLE });
    expect(rules.reads).toBe(1);
  });

  it('refuses a puzzle its game does not accept, and leaves the current game as it was', () => {
    const { run } = setup();
    run.start(PUZZLE);
    expect(() =>
      run.start({ size: 's', level: 'l', seed: 'x' } as unknown as CounterPuzzle),
    ).toThrow('start is missing');
    expect(run.puzzle).toEqual(PUZZLE);
  });

  it('restores a saved game exactly: moves, redo branch, clock, selection, assistance', () => {
    const clock = { t: 0 };
    const a = setup(clock);
    a.run.setVisible(true);
    a.run.start(PUZZLE);
    a.rules.selected = 4;
    a.run.act({ moves: ['+'] });
    a.run.act({ moves: ['?'] });
    a.run.act({ moves: ['+'] });
    a.run.undo();
    clock.t = 5_000;
    a.run.save();
    const saved = savedFrom(a.drafts.at(-1) as GameDraft);
    expect(saved.elapsedMs).toBe(5_000);
    const b = setup({ t: 100_000 });
    b.run.restore(saved);
    expect(b.run.session?.state.value).toBe(1);
    expect(b.run.session?.canRedo).toBe(true);
    expect(b.run.assisted).toBe(true);
    expect(b.rules.selected).toBe(4);
    expect(b.run.sameMoves(saved)).toBe(true);
    expect(Math.round(b.run.session?.clock.elapsedMs() ?? 0)).toBe(5_000);
    expect(b.run.id).toBe(saved.id);
  });

  it('keeps the game shown when a record does not replay or does not fit', () => {
    const a = setup();
    a.run.start(PUZZLE);
    a.run.act({ moves: ['+'] });
    a.run.save();
    const saved = savedFrom(a.drafts.at(-1) as GameDraft);
    const b = setup();
    b.run.restore(saved);
    expect(() => b.run.restore({ ...saved, moves: ['x'], applied: 1 })).toThrow('bad move');
    expect(() => b.run.restore({ ...saved, own: { selected: 12 } })).toThrow('off board');
    expect(() => b.run.restore({ ...saved, own: { selected: -1 } })).toThrow('a cell or null');
    expect(b.run.session?.state.value).toBe(1);
    expect(b.run.sameMoves(saved)).toBe(true);
  });

  it('keeps the run assisted once helped, even when the help is undone', () => {
    const { run } = setup();
    run.start(PUZZLE);
    run.act({ assist: true });
    run.act({ moves: ['+'] });
    expect(run.assisted).toBe(true);
    run.start(PUZZLE);
    expect(run.assisted).toBe(false);
    run.act({ moves: ['?'] });
    expect(run.assisted).toBe(true);
    run.undo();
    expect(run.assisted).toBe(false);
  });

  it('stops the clock while hidden or paused by the player, and saves when hidden', () => {
    const clock = { t: 0 };
    const { run, drafts } = setup(clock);
    run.setVisible(true);
    run.start(PUZZLE);
    clock.t = 1_000;
    run.setVisible(false);
    expect(run.status).toBe('paused');
    expect(drafts.at(-1)?.elapsedMs).toBe(1_000);
    clock.t = 9_000;
    run.setVisible(true);
    expect(run.status).toBe('playing');
    clock.t = 10_000;
    expect(run.session?.clock.elapsedMs()).toBe(2_000);
    expect(run.pause()).toBe(true);
    expect(run.locked).toBe(true);
    clock.t = 20_000;
    // Showing the page again does not undo the player's own pause.
    run.setVisible(true);
    expect(run.pausedByPlayer).toBe(true);
    expect(run.session?.clock.elapsedMs()).toBe(2_000);
    expect(drafts.at(-1)?.paused).toBe(true);
    expect(run.resume()).toBe(true);
    clock.t = 21_000;
    expect(run.session?.clock.elapsedMs()).toBe(3_000);
  });

  it('counts no time while a dialog or sheet covers the board, and counts again once it is seen', () => {
    const clock = { t: 0 };
    const { run, rec, drafts } = setup(clock);
    run.setVisible(true);
    run.start(PUZZLE);
    clock.t = 1_000;
    rec.cover(true);
    expect(run.status).toBe('paused');
    const writes = drafts.length;
    clock.t = 21_000;
    expect(run.session?.clock.elapsedMs()).toBe(1_000);
    rec.cover(false);
    expect(run.status).toBe('playing');
    clock.t = 22_500;
    expect(run.session?.clock.elapsedMs()).toBe(2_500);
    // Covering is not a move and not a hide: nothing is journaled for it.
    expect(drafts.length).toBe(writes);
    // Uncovered behind the lobby, or under the player's own pause, the clock still waits.
    rec.cover(true);
    run.setVisible(false);
    rec.cover(false);
    clock.t = 30_000;
    expect(run.session?.clock.elapsedMs()).toBe(2_500);
    run.setVisible(true);
    expect(run.pause()).toBe(true);
    rec.cover(true);
    rec.cover(false);
    clock.t = 40_000;
    expect(run.session?.clock.elapsedMs()).toBe(2_500);
    expect(run.status).toBe('paused');
    // A dialog opened on a won game leaves it won.
    expect(run.resume()).toBe(true);
    run.act({ moves: ['+'] });
    run.act({ moves: ['+'] });
    run.act({ moves: ['+'] });
    rec.cover(true);
    rec.cover(false);
    expect(run.status).toBe('won');
  });

  it('writes nothing when a game that is not on screen is hidden (it was not played last)', () => {
    // The page hidden (pagehide, a switch of apps) hides every game; only the one on screen has
    // a clock to keep. A write of the other would make it the lobby's "played last".
    const clock = { t: 0 };
    const { run, drafts } = setup(clock);
    run.setVisible(true);
    run.start(PUZZLE);
    run.act({ moves: ['+'] });
    run.setVisible(false);
    const written = drafts.length;
    clock.t = 5_000;
    run.setVisible(false);
    run.setVisible(false);
    expect(drafts).toHaveLength(written);
    const restored = setup(clock);
    restored.run.restore(savedFrom(drafts.at(-1) as GameDraft));
    restored.run.setVisible(false);
    expect(restored.drafts).toHaveLength(0);
  });

  it('counts no time until the game is shown: a restore, a new game or an adopted write behind the lobby', () => {
    // Issue #22: a game restored at launch counted the seconds the player spent on the lobby.
    const clock = { t: 0 };
    const a = setup(clock);
    a.run.setVisible(true);
    a.run.start(PUZZLE);
    a.run.act({ moves: ['+'] });
    clock.t = 2_000;
    a.run.save();
    const saved = savedFrom(a.drafts.at(-1) as GameDraft);

    const b = setup(clock);
    b.run.restore(saved);
    clock.t = 10_000;
    expect(b.run.session?.clock.elapsedMs()).toBe(2_000);
    // Another tab's write adopted while still on the lobby: the clock stays stopped too.
    b.run.restore(savedFrom({ ...saved, elapsedMs: 2_500 }, 2), { keepView: true });
    clock.t = 14_000;
    expect(b.run.session?.clock.elapsedMs()).toBe(2_500);
    // Shown: from now on it runs.
    b.run.setVisible(true);
    clock.t = 15_000;
    expect(b.run.session?.clock.elapsedMs()).toBe(3_500);
    expect(b.run.status).toBe('playing');
    // Left for the lobby, and a new puzzle arrives there (made in the background): it waits.
    b.run.setVisible(false);
    b.run.start(PUZZLE);
    clock.t = 30_000;
    expect(b.run.session?.clock.elapsedMs()).toBe(0);
    b.run.setVisible(true);
    clock.t = 31_000;
    expect(b.run.session?.clock.elapsedMs()).toBe(1_000);
  });

  it('asks before a new game throws progress away, and not when nothing would be lost', () => {
    const { run, rec } = setup();
    run.start(PUZZLE);
    run.askNewGame();
    expect(rec.dialogs).toHaveLength(0);
    expect(run.id).toBe('g2');
    run.act({ moves: ['+'] });
    run.askNewGame();
    expect(rec.dialogs.at(-1)?.title).toBe('New?');
    expect(run.id).toBe('g2');
    // Keep playing is the default answer (the primary button).
    expect(rec.dialogs.at(-1)?.cancelIsDefault).toBe(true);
    rec.dialogs.at(-1)?.onConfirm();
    expect(run.id).toBe('g3');
    expect(run.session?.state.value).toBe(0);
  });

  it('is at stake (a start elsewhere asks first) only once a move is made, until won or halted', () => {
    const { run } = setup();
    expect(run.atStake).toBe(false);
    run.start(PUZZLE);
    expect(run.atStake).toBe(false); // untouched: nothing to lose
    run.act({ moves: ['+'] });
    run.save();
    expect(run.atStake).toBe(true);
    run.halt();
    expect(run.atStake).toBe(false); // a stage out of time is over
    run.start(PUZZLE);
    run.act({ moves: ['+'] });
    run.save();
    run.act({ moves: ['+', '+'] });
    expect(run.atStake).toBe(false);
  });

  // daily slot (#24): a daily is kept in its own slot; New game there starts in the free slot.
  it('hands New game to the shell when it starts elsewhere (a daily is live): no question, nothing replaced', () => {
    const { run, rec, replaced } = setup();
    const asked: unknown[] = [];
    run.deps.newGameElsewhere = (spec) => asked.push(spec) > 0;
    run.start(PUZZLE);
    run.act({ moves: ['+'] });
    run.askNewGame();
    expect(asked).toEqual([{ size: 's', level: 'l' }]);
    expect(rec.dialogs).toHaveLength(0);
    expect(run.id).toBe('g1'); // the daily stays as it is, for its slot
    expect(replaced).toEqual([null]);
  });

  it('puts a game away without abandoning it: the next start replaces nothing', () => {
    const { run, replaced } = setup();
    run.start(PUZZLE);
    run.act({ moves: ['+'] });
    run.save();
    run.park();
    expect(run.inProgress).toBe(false);
    expect(run.draft()).toBeNull();
    run.start(PUZZLE);
    expect(replaced).toEqual([null, null]);
  });

  // stats (#24): a game is played from its first move; Answer finishes it revealed, not won.
  it('counts a game as played at its first move only, once, and not a game left untouched', () => {
    const { run, played, replaced } = setup();
    run.start(PUZZLE);
    run.refresh();
    expect(played).toEqual([]);
    // Left with no move for another: not played, and nothing abandoned (no streak lost).
    run.start(PUZZLE);
    expect(replaced).toEqual([null, null]);
    expect(played).toEqual([]);
    run.act({ moves: ['+'] });
    run.refresh();
    run.act({ moves: ['+'] });
    run.refresh();
    expect(played).toEqual(['g2']);
    // Undone back to no move and played again: still the same one game.
    run.undo();
    run.undo();
    run.refresh();
    run.act({ moves: ['+'] });
    run.refresh();
    expect(played).toEqual(['g2']);
    // Left after a move for a new game: that one was played and is abandoned.
    run.start(PUZZLE);
    expect(replaced.at(-1)).toEqual(PUZZLE);
  });

  it('does not count again a restored game that already had moves, but counts one that had none', () => {
    const { run, drafts, played } = setup();
    run.start(PUZZLE);
    run.act({ moves: ['+'] });
    run.refresh();
    const withMove = savedFrom(drafts.at(-1) as GameDraft);
    const again = setup();
    again.run.restore(withMove);
    again.run.act({ moves: ['+'] });
    again.run.refresh();
    expect(again.played).toEqual([]);
    expect(played).toEqual(['g1']);
    const untouched = setup();
    untouched.run.restore({ ...withMove, moves: [], applied: 0 });
    untouched.run.act({ moves: ['+'] });
    untouched.run.refresh();
    expect(untouched.played).toEqual([withMove.id]);
  });

  it('finishes a revealed game as revealed (and assisted), a won one as not revealed', () => {
    const { run, finished } = setup();
    run.start(PUZZLE);
    run.act({ moves: ['+'] });
    run.act({ moves: ['!'], reveal: true });
    expect(finished[0]).toMatchObject({ revealed: true, assisted: true });
    run.start(PUZZLE);
    for (let i = 0; i < 3; i++) run.act({ moves: ['+'] });
    expect(finished[1]).toMatchObject({ revealed: false, assisted: false });
    expect(finished.map((r) => r.revealed)).toEqual([true, false]);
  });
});
