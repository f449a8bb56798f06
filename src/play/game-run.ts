// One game run, whatever the game (Tatham's "midend"): the session and its move log, every move
// played (act), undo and redo, the clock and pause, start, restore and save, "new game", the one
// win sequence into a record, and sharing. A game plugs in its rules of interaction (GameRules),
// which interpret intents into verdicts, so Sudoku and Link can never drift apart in how they
// play, save, pause or count a win.

import { checkOnce } from '../engine/checked-puzzle';
import type { PuzzleBase } from '../engine/game-core';
import { type PlayedSession, Session } from '../engine/session';
import { Stopwatch } from '../engine/stopwatch';
import { words } from '../i18n/i18n';
import type { SavedGame } from '../storage/records';
import { formatDuration } from './format';
import type { GameRules, RunDeps, RunScreen, Verdict } from './game-api';
import { type GameDraft, sameMovesAs } from './game-draft';
import { askNewGame } from './new-game-ask';
import { makingSoFar, PuzzleWaiter } from './puzzle-waiter';
import { endRun } from './run-win';
import { SecondTicker } from './second-ticker';

type RunStatus = 'playing' | 'paused' | 'won';

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
  /** A dialog, the More sheet or a card covers the board (watchCover): the clock waits. */
  private covered = false;
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
    screen.watchCover?.((covered) => this.setCovered(covered));
  }

  /** The session as the rules read it: only the run plays, undoes or redoes a move. */
  get session(): PlayedSession<S> | null {
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

  /** `puzzle` checked by the game, once: a puzzle checked where it came in is not read again. */
  private check(puzzle: unknown, what: string): P {
    return checkOnce(this.kind, puzzle, (value) => this.rules.validatePuzzle(value, what));
  }

  /** True when input should be ignored: no game, the game is over, or the board is covered. */
  get locked(): boolean {
    return (
      this.currentSession === null || this.runStatus === 'won' || this.userPaused || this.halted
    );
  }

  /** Marks the run as helped (a hint, auto-notes): kept even when the help is undone. */
  private assist(): void {
    this.helped = true;
    this.hintsUsed++;
  }

  elapsedText(): string {
    return formatDuration(this.currentSession?.clock.elapsedMs() ?? 0);
  }

  /** Starts a new game of (size, level), waiting for the worker if the pool has none ready. */
  startNew(spec: { size: P['size']; level: P['level'] }): void {
    const said = this.rules.words;
    const shaped = this.rules.shapeNew?.(spec);
    this.waiter.run(
      // A long making (a Nightmare) says how long it has run and how far it got.
      (tell) => this.deps.newPuzzle(shaped?.spec ?? spec, (p) => tell(makingSoFar(p))),
      this.screen,
      { progress: said.making, failure: said.failed },
      (puzzle) => this.start(shaped ? shaped.fit(this.check(puzzle, 'new puzzle')) : puzzle),
    );
  }

  start(puzzle: P): void {
    const clean = this.check(puzzle, 'new puzzle');
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
    const puzzle = this.check(saved.puzzle, `saved ${this.kind} game`);
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
      this.stopClock();
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
    if (!this.currentSession || this.runStatus === 'won' || this.userPaused) return false;
    this.userPaused = true;
    this.stopClock();
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
   * Carries out what the rules made of an intent: a question asked first, or the moves played
   * and journaled, then the win checked (its sequence runs once, here, for every game), or what
   * the player is told. Moves are never played on a locked board.
   */
  act(verdict: Verdict | null | undefined): void {
    if (!verdict) return;
    if (verdict.ask) {
      this.tell(verdict);
      this.rules.render();
      this.screen.confirm(verdict.ask);
      return;
    }
    const session = this.currentSession;
    const moves = verdict.moves ?? [];
    if (moves.length > 0 && (!session || this.locked)) return;
    if (verdict.assist) this.assist();
    for (const move of moves) session?.apply(move);
    if (moves.length > 0) this.rules.moved?.('play');
    if (session && moves.length > 0 && session.isWon) {
      this.win(verdict.reveal === true);
      this.refresh();
      return;
    }
    this.tell(verdict);
    if (moves.length > 0 || verdict.keep) this.refresh();
    else this.rules.render();
  }

  /** Takes back the last move (or plays it again); "nothing to undo" when there is none. */
  undo(which: 'undo' | 'redo' = 'undo'): void {
    const session = this.currentSession;
    if (!session || this.locked) return;
    const done = which === 'undo' ? session.undo() : session.redo();
    if (done) this.rules.moved?.(which);
    else {
      const w = words().common;
      this.screen.toast.show(which === 'undo' ? w.nothingToUndo : w.nothingToRedo);
    }
    this.refresh();
  }

  private tell(verdict: Verdict): void {
    if (verdict.tell === null) this.screen.toast.hide();
    else if (verdict.tell !== undefined) this.screen.toast.show(verdict.tell);
    if (verdict.cue) this.deps.feedback?.(verdict.cue, verdict.cueStep);
    if (verdict.say) this.deps.announce?.(verdict.say, verdict.urgent === true);
  }

  /**
   * The game is won (or its answer shown): the clock stops, the records are written (with the
   * journey stage the win clears, in the same write), and the card the rules word is shown.
   */
  private win(revealed: boolean): void {
    const session = this.currentSession as Session<S>;
    this.runStatus = 'won';
    session.clock.pause();
    this.ticker.stop();
    const ending = {
      revealed,
      assisted: revealed || this.assisted,
      elapsedMs: Math.round(session.clock.elapsedMs()),
      time: this.elapsedText(),
    };
    const { screen, deps, hintsUsed, gameId } = this;
    const run = { gameId, puzzle: this.currentPuzzle as P, rules: this.rules };
    endRun({ screen, deps, hintsUsed, current: () => this.gameId }, run, ending);
  }

  /** "New game": at once when nothing would be lost, else after the player confirms. */
  askNewGame(): void {
    askNewGame(this);
  }

  share(): void {
    if (this.currentPuzzle) this.deps.share(this.currentPuzzle);
  }

  /** Shared keys (Escape closes a question, M opens a More sheet), then the game's own. */
  handleKey(event: KeyboardEvent): boolean {
    if (!this.currentSession) return false;
    if (this.screen.dialogOpen) {
      if (event.key === 'Escape') this.screen.closeDialog();
      return event.key === 'Escape';
    }
    const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
    if (plain && this.screen.menuKey?.(event.key)) return true;
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
    if (!this.currentSession || this.runStatus === 'won') return;
    this.halted = true;
    this.stopClock();
    this.save();
  }

  get isHalted(): boolean {
    return this.halted;
  }

  /** The board is covered (a dialog, a sheet) or seen again: the clock stops or goes on. */
  setCovered(covered: boolean): void {
    this.covered = covered;
    if (covered) this.stopClock();
    else this.resumeClock();
  }

  /** Stops the clock and its ticker; a game in play is paused (a won one stays won). */
  private stopClock(): void {
    this.currentSession?.clock.pause();
    if (this.runStatus === 'playing') this.runStatus = 'paused';
    this.ticker.stop();
  }

  /** Starts the clock when time can count: on screen, uncovered, not won, halted or paused. */
  private resumeClock(): void {
    const session = this.currentSession;
    if (!session || this.runStatus === 'won') return;
    if (!this.onScreen || this.userPaused || this.halted || this.covered) {
      session.clock.pause();
      this.runStatus = 'paused';
      return;
    }
    this.runStatus = 'playing';
    session.clock.start();
    this.ticker.start();
  }
}
