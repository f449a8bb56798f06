// One game run, whatever the game (Tatham's "midend"): the session and its move log, the clock
// and pause, start, restore and save, "new game", finishing into a record, and sharing. A game
// plugs in its rules of interaction (GameRules) and gets all of this once, so Sudoku and Link
// can never drift apart in how they save, pause or count a win.

import { Session } from '../engine/session';
import { Stopwatch } from '../engine/stopwatch';
import type { PuzzleBase } from '../games/game-core';
import type { SavedGame } from '../storage/records';
import { formatDuration } from './format';
import type { FinishedRun, GameRules, RunDeps, RunScreen, StageResult } from './game-api';
import { type GameDraft, sameMovesAs } from './game-draft';
import { PuzzleWaiter } from './puzzle-waiter';
import { showResults } from './run-results';
import { SecondTicker } from './second-ticker';
import { placeWords, type WinPlace } from './win-place';

export type RunStatus = 'playing' | 'paused' | 'won';

export class GameRun<S, P extends PuzzleBase, Snapshot> {
  readonly rules: GameRules<S, P, Snapshot>;
  private currentSession: Session<S> | null = null;
  private currentPuzzle: P | null = null;
  private runStatus: RunStatus = 'playing';
  /**
   * True only while the shell shows this game's screen on a visible page (setVisible). Off
   * until then: a run made or restored behind the lobby (a restore at launch, another tab's
   * write adopted, a rebuild for a new look, a puzzle made while the player went home) keeps its
   * clock stopped, so time spent elsewhere never reaches best times or statistics.
   */
  private onScreen = false;
  private gameId = '';
  private startedAt = 0;
  /** A hint or similar help was used: the run stays assisted even if those moves are undone. */
  private helped = false;
  /** Times help was asked for (hints, auto-notes) in this run, for the results card. */
  private hintsUsed = 0;
  private userPaused = false;
  /** journey: the game stopped for good without a win (a stage's countdown ran out). */
  private halted = false;
  /** stats: this game has been counted as played (it has had a move), see save(). */
  private counted = false;
  private readonly waiter = new PuzzleWaiter();
  private readonly ticker = new SecondTicker(
    () => this.currentSession?.clock.elapsedMs() ?? 0,
    (persist) => {
      const session = this.currentSession;
      if (!session || this.runStatus !== 'playing') return;
      const ms = session.clock.elapsedMs();
      // journey: a stage's clock counts down, and may run out on this tick.
      this.screen.setTimer(this.rules.timerText?.(ms) ?? formatDuration(ms));
      this.rules.clockTick?.(ms);
      // The clock is saved apart from the moves: a kill between moves costs at most a second,
      // and the tick never rewrites the game or bumps its revision.
      if (persist) this.deps.clockMoved(this.gameId, Math.round(session.clock.elapsedMs()));
    },
  );

  constructor(
    readonly kind: string,
    readonly screen: RunScreen,
    readonly deps: RunDeps<P>,
    rules: (run: GameRun<S, P, Snapshot>) => GameRules<S, P, Snapshot>,
  ) {
    this.rules = rules(this);
  }

  get session(): Session<S> | null {
    return this.currentSession;
  }

  get puzzle(): P | null {
    return this.currentPuzzle;
  }

  get status(): RunStatus {
    return this.runStatus;
  }

  get id(): string {
    return this.gameId;
  }

  /** True while a game can still be continued. */
  get inProgress(): boolean {
    return this.currentSession !== null && this.runStatus !== 'won';
  }

  /**
   * True while a played game (a move made) is in progress and not stopped for good: what a new
   * start in this run would throw away, so the shell asks first.
   */
  get atStake(): boolean {
    return this.inProgress && this.counted && !this.halted;
  }

  /** True while a new puzzle is being made for the player. */
  get generating(): boolean {
    return this.waiter.busy;
  }

  get pausedByPlayer(): boolean {
    return this.userPaused;
  }

  get assisted(): boolean {
    const session = this.currentSession;
    return this.helped || (session !== null && this.rules.stateAssisted(session.state));
  }

  /** True when input should be ignored: no game, the game is over, or the board is covered. */
  get locked(): boolean {
    return (
      this.currentSession === null || this.runStatus === 'won' || this.userPaused || this.halted
    );
  }

  /** Marks the run as helped (a hint, auto-notes): kept even when the help is undone. */
  assist(): void {
    this.helped = true;
    this.hintsUsed++;
  }

  elapsedText(): string {
    return formatDuration(this.currentSession?.clock.elapsedMs() ?? 0);
  }

  /** Starts a new game of (size, level), waiting for the worker if the pool has none ready. */
  startNew(spec: { size: P['size']; level: P['level'] }): void {
    const words = this.rules.words;
    const shaped = this.rules.shapeNew?.(spec);
    this.waiter.run(
      () => this.deps.newPuzzle(shaped?.spec ?? spec),
      this.screen,
      { progress: words.making, failure: words.failed },
      (puzzle) =>
        this.start(shaped ? shaped.fit(this.rules.validatePuzzle(puzzle, 'new puzzle')) : puzzle),
    );
  }

  start(puzzle: P): void {
    const clean = this.rules.validatePuzzle(puzzle, 'new puzzle');
    const screen = this.screen;
    screen.closeDialog();
    screen.hideResult();
    screen.toast.hide();
    // Only a played game (one with a move) is abandoned: one left untouched was never played.
    const replaced = this.inProgress && this.counted ? this.currentPuzzle : null;
    this.ticker.stop();
    this.currentPuzzle = clean;
    this.currentSession = new Session(
      this.rules.game,
      this.rules.initialState(clean),
      new Stopwatch(this.deps.now),
    );
    this.gameId = this.deps.newGameId();
    this.startedAt = Date.now();
    this.runStatus = 'playing';
    this.helped = false;
    this.hintsUsed = 0;
    this.userPaused = false;
    this.halted = false;
    this.counted = false;
    this.rules.resetUi();
    this.deps.started(clean, replaced);
    this.refresh();
    this.resumeClock();
  }

  /**
   * Brings back a saved game exactly: the puzzle, every move (undo history and redo branch),
   * the clock and the game's UI state. Throws InvalidInputError when the record does not
   * replay (a damaged or foreign record); the current game is then left untouched.
   */
  restore(saved: SavedGame, options: { keepView?: boolean } = {}): void {
    const puzzle = this.rules.validatePuzzle(saved.puzzle, `saved ${this.kind} game`);
    const session = Session.replay(
      this.rules.game,
      this.rules.initialState(puzzle),
      { moves: saved.moves, applied: saved.applied },
      new Stopwatch(this.deps.now, saved.elapsedMs),
    );
    this.rules.checkSaved(saved.own, session.state);
    this.ticker.stop();
    // Adopting another tab's moves keeps this tab's own selection: it is where this player's
    // finger is, not part of the game.
    const keep = options.keepView === true && this.gameId === saved.id;
    this.currentPuzzle = puzzle;
    this.currentSession = session;
    this.gameId = saved.id;
    this.startedAt = saved.startedAt;
    // A saved game with moves was counted when its first move was made (in this tab or
    // another, before a reload); counting it again would be a no-op anyway (markPlayed).
    this.counted = saved.moves.length > 0;
    this.runStatus = session.isWon ? 'won' : 'playing';
    this.halted = false;
    this.helped = saved.assisted && !this.rules.stateAssisted(session.state);
    // A saved game keeps whether help was used, not how often: at least once when it was.
    if (!keep) this.hintsUsed = saved.assisted ? 1 : 0;
    if (!keep) this.userPaused = saved.paused ?? false;
    this.rules.restoreUi(saved.own, session.state, keep);
    this.screen.closeDialog();
    this.screen.hideResult();
    this.refresh(false);
    // The replayed session's stopwatch is not running; resumeClock starts it only on screen.
    this.resumeClock();
    this.rules.afterRestore?.();
  }

  /**
   * daily slot: the game is put away, kept in its own slot on disk (a daily while the
   * free game plays, or the other way), so it is neither shown nor abandoned: the next start
   * replaces nothing, as on a fresh start. Restoring it from its slot brings it back.
   */
  park(): void {
    this.ticker.stop();
    this.currentSession?.clock.pause();
    this.currentSession = null;
    this.currentPuzzle = null;
    this.gameId = '';
    this.counted = false;
    this.userPaused = false;
  }

  /** The whole game as the journal stores it; null when there is none or it is over. */
  draft(): GameDraft | null {
    const session = this.currentSession;
    const puzzle = this.currentPuzzle;
    if (!session || !puzzle || this.runStatus === 'won') return null;
    const log = session.toLog();
    return {
      kind: this.kind as GameDraft['kind'],
      id: this.gameId,
      puzzle: { ...(puzzle as object) },
      moves: log.moves,
      applied: log.applied,
      elapsedMs: Math.round(session.clock.elapsedMs()),
      assisted: this.assisted,
      startedAt: this.startedAt,
      paused: this.userPaused,
      own: this.rules.saveOwn(),
    };
  }

  /** True when `saved` holds exactly the moves this run shows (only the clock differs). */
  sameMoves(saved: SavedGame): boolean {
    const draft = this.draft();
    return draft !== null && sameMovesAs(draft, saved);
  }

  /** Called when the game screen is left or shown again, and when the page is hidden/shown. */
  setVisible(visible: boolean): void {
    const wasOnScreen = this.onScreen;
    this.onScreen = visible;
    if (!visible) {
      this.currentSession?.clock.pause();
      if (this.runStatus === 'playing') this.runStatus = 'paused';
      this.ticker.stop();
      // Only the game that was on screen has a clock to keep. A game behind the lobby (or the
      // other game) has nothing new, and writing it would stamp it "played last": a page
      // hidden after a Sudoku move reopened on Link, in Firefox, where those writes finish.
      if (wasOnScreen) this.save();
    } else if (!this.userPaused) {
      this.resumeClock();
    }
  }

  /** The player pauses: the board is covered and the clock stops until they resume. */
  pause(): boolean {
    const session = this.currentSession;
    if (!session || this.runStatus === 'won' || this.userPaused) return false;
    this.userPaused = true;
    session.clock.pause();
    this.runStatus = 'paused';
    this.ticker.stop();
    this.refresh();
    return true;
  }

  resume(): boolean {
    if (!this.userPaused) return false;
    this.userPaused = false;
    this.resumeClock();
    this.refresh();
    return true;
  }

  /**
   * Applies a move, journals it and redraws. It does not finish a won game: the game's rules
   * see the win in the new state and call finish() themselves.
   */
  play(move: string): void {
    const session = this.currentSession;
    if (!session) return;
    session.apply(move);
    this.refresh();
  }

  /**
   * The game is won: the clock stops and the records are written, with the journey `stage` the
   * win clears, if any, in the same write. `placed` tells, once they are, where the win ranks
   * (null when that cannot be known: nothing stored, or a failed write).
   */
  finish(
    revealed = false,
    stage?: StageResult,
  ): FinishedRun<P> & { placed: Promise<WinPlace | null> } {
    const session = this.currentSession as Session<S>;
    const puzzle = this.currentPuzzle as P;
    this.runStatus = 'won';
    session.clock.pause();
    this.ticker.stop();
    const run: FinishedRun<P> = {
      gameId: this.gameId,
      puzzle,
      ms: Math.round(session.clock.elapsedMs()),
      assisted: revealed || this.assisted,
      revealed,
      own: this.rules.recordOwn(),
      ...(stage ? { stage } : {}),
    };
    const placed = this.deps.finished(run) ?? Promise.resolve(null);
    return { ...run, placed };
  }

  /**
   * Once the records are written, the result card of the win `run` says where it placed, unless
   * the player has moved on to another game meanwhile. A screen reader hears `said` (what was
   * announced at the win) again with the place, so the last announcement holds both.
   */
  tellPlace(
    run: { gameId: string; puzzle: P; ms: number; placed: Promise<WinPlace | null> },
    said: string,
    counts: { mistakes: number | null } = { mistakes: null },
  ): void {
    // results: the figures and Share result; every win celebrates (wave, then
    // particles), not only a best time.
    showResults(
      { ...run, mistakes: counts.mistakes, hints: this.hintsUsed },
      run.placed,
      this.screen,
      this.deps,
      () => this.gameId,
    );
    if (this.gameId === run.gameId) this.screen.celebrate();
    void run.placed.then((place) => {
      const words = placeWords(place);
      if (!words || this.gameId !== run.gameId || !this.screen.result.visible) return;
      this.screen.result.setNote(words);
      this.deps.announce?.(`${said} ${words}`);
    });
  }

  /** "New game": at once when nothing would be lost, else after the player confirms. */
  askNewGame(): void {
    const puzzle = this.currentPuzzle;
    if (!puzzle) return;
    const spec = { size: puzzle.size, level: puzzle.level };
    // A daily is kept in its own slot: nothing is lost, no question asked (daily-slot.ts).
    if (this.deps.newGameElsewhere?.(spec)) return;
    const startNew = () => this.startNew(spec);
    if (this.runStatus === 'won' || !this.currentSession?.canUndo) {
      startNew();
      return;
    }
    // Keep playing is the default answer: a quick tap never loses the game in progress.
    this.screen.confirm({
      ...this.rules.words.newGame,
      cancelIsDefault: true,
      onConfirm: startNew,
      onCancel: () => {},
    });
  }

  share(): void {
    if (this.currentPuzzle) this.deps.share(this.currentPuzzle);
  }

  /** Shared keys (Escape closes a question), then the game's own. */
  handleKey(event: KeyboardEvent): boolean {
    if (!this.currentSession) return false;
    if (this.screen.dialogOpen) {
      if (event.key === 'Escape') this.screen.closeDialog();
      return event.key === 'Escape';
    }
    return this.rules.handleKey(event);
  }

  /** Redraws from the session; `persist` journals the change (false only for a restore). */
  refresh(persist = true): void {
    if (!this.currentSession || !this.currentPuzzle) return;
    if (persist) this.save();
    this.rules.render();
  }

  save(): void {
    const draft = this.draft();
    if (!draft) return;
    this.deps.changed(draft);
    // stats: the first move makes the game played. Every move is journaled through here,
    // whichever game made it, so this is the one place that sees it; a game won or revealed by
    // its first move is counted by the finish (storage counts a game once, see markPlayed).
    if (!this.counted && draft.moves.length > 0) {
      this.counted = true;
      this.deps.played(this.currentPuzzle as P, draft.id);
    }
  }

  /**
   * journey: the game stops where it is, without a win: the clock stops and the board takes
   * no more moves until a new game or a restore (a stage whose countdown ran out).
   */
  halt(): void {
    const session = this.currentSession;
    if (!session || this.runStatus === 'won') return;
    this.halted = true;
    session.clock.pause();
    this.ticker.stop();
    this.runStatus = 'paused';
    this.save();
  }

  get isHalted(): boolean {
    return this.halted;
  }

  /** Starts the clock when the game can count time: on screen, not won, not paused by the player. */
  private resumeClock(): void {
    const session = this.currentSession;
    if (!session || this.runStatus === 'won') return;
    if (!this.onScreen || this.userPaused || this.halted) {
      session.clock.pause();
      this.runStatus = 'paused';
      return;
    }
    this.runStatus = 'playing';
    session.clock.start();
    this.ticker.start();
  }
}
