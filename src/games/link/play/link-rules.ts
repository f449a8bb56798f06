// Link's rules of interaction: tile taps, hint, reshuffle and undo become moves on the shared
// run (so undo, replay and the journal come free). Rules of the game live in the core; this
// file holds the policy: when a reshuffle is offered, what a hint costs, what a win shows.

import type { GameOwn } from '../../../engine/game-own';
import { formatCount } from '../../../i18n/format';
import { words } from '../../../i18n/i18n';
import { dailyHeader } from '../../../play/daily-title';
import type { GameRules, RunDeps, RunWords } from '../../../play/game-api';
import type { GameRun } from '../../../play/game-run';
import { runWordsOf } from '../../../play/run-words';
import { theme } from '../../../ui/theme';
import { formatLinkBoard, kindAt, type LinkCell, tileCount } from '../core/board';
import { type LinkState, linkGame, linkMoves, linkStatus, newLinkState } from '../core/game';
import { LINK_SIZES, type LinkSizeName } from '../core/generator';
import { removePair } from '../core/gravity';
import { findHint } from '../core/hint';
import { type LinkLevelId, linkLevel } from '../core/levels';
import { decodeLinkSaved, encodeLinkSaved } from '../core/link-own';
import { shapeOf, transposedLevel, transposeLinkBoard } from '../core/orientation';
import { findPath } from '../core/path';
import { type LinkPuzzle, parsePresetBoard, validateLinkPuzzle } from '../core/puzzle-record';
import type { LinkBoardUi } from '../view/link-board-view';
import { LinkJourney } from './link-journey';
import { stageEnded, stageTitle, timeUp } from './link-journey-ends';
import { linkKey } from './link-keys';
import { cellWords, linkLevelName, linkSizeName } from './link-names';
import type { LinkScreen, LinkScreenIntents } from './link-screen';
import { type LinkSnapshot, linkSnapshot } from './link-snapshot';

/** Node budget for a hint on the main thread: at most a few tens of ms on a phone. */
const HINT_NODES = 10_000;

/** The run's words, in the language in use when asked. */
function runWords(): RunWords {
  const w = words().link;
  return runWordsOf(w, w.dealing, w.dealFailed);
}

export type LinkRun = GameRun<LinkState, LinkPuzzle, LinkSnapshot | null>;

export class LinkRules implements GameRules<LinkState, LinkPuzzle, LinkSnapshot | null> {
  readonly game = linkGame;
  get words(): RunWords {
    return runWords();
  }
  selected: LinkCell | null = null;
  /** The keyboard's place on the board (a cell index); the accessible grid's focus follows it. */
  cursor = 0;
  hint: LinkBoardUi['hint'] = null;
  private stuckOffer: ReturnType<typeof setTimeout> | null = null;
  /** journey: the stage being played (its countdown, combos and stars), if any. */
  readonly journey = new LinkJourney();
  /** False while an animation already shows the change: the next redraw leaves the board. */
  private drawBoard = true;

  constructor(
    private readonly run: LinkRun,
    private readonly screen: LinkScreen,
    private readonly deps: Pick<
      RunDeps<LinkPuzzle>,
      'feedback' | 'announce' | 'playStage' | 'showJourney'
    > & {
      newSeed: () => string;
    },
  ) {}

  readonly intents: LinkScreenIntents = {
    tile: (cell) => this.tap(cell),
    hint: () => this.showHint(),
    shuffle: () => this.reshuffle(false),
    undo: () => this.undo(),
    newGame: () => this.run.askNewGame(),
    home: () => this.run.deps.goHome(),
    rules: () => this.run.deps.showRules(),
    share: () => this.run.share(),
  };

  validatePuzzle(value: unknown, what: string): LinkPuzzle {
    const { parsed: _parsed, ...puzzle } = validateLinkPuzzle(value, what);
    return puzzle;
  }

  /**
   * A board with gravity is made in the shape of the screen, since it is never shown turned: on
   * a landscape screen, the transpose of a portrait board of the level whose gravity the
   * transpose turns into this one's (core/orientation.ts). Classic boards turn freely.
   */
  shapeNew(spec: { size: LinkSizeName; level: LinkLevelId }): {
    spec: { size: LinkSizeName; level: LinkLevelId };
    fit(puzzle: LinkPuzzle): LinkPuzzle;
  } {
    const keep = { spec, fit: (puzzle: LinkPuzzle) => puzzle };
    if (linkLevel(spec.level).gravity === 'none' || !this.screen.landscape) return keep;
    return {
      spec: { size: spec.size, level: transposedLevel(spec.level) },
      fit: (puzzle) => {
        const board = parsePresetBoard(puzzle.board, puzzle.size);
        if (shapeOf(board) === 'landscape') return { ...puzzle, level: spec.level };
        return {
          ...puzzle,
          level: spec.level,
          board: formatLinkBoard(transposeLinkBoard(board)),
        };
      },
    };
  }

  initialState(puzzle: LinkPuzzle): LinkState {
    const board = parsePresetBoard(puzzle.board, puzzle.size);
    return newLinkState(board, linkLevel(puzzle.level).gravity);
  }

  stateAssisted(): boolean {
    return false;
  }

  resetUi(): void {
    this.cursor = 0;
    this.clearTransient();
    this.journey.begin(this.run.puzzle);
  }

  /** Pairs removed so far (what the journey's match times are cut to after an undo). */
  private get pairsDone(): number {
    const { session, puzzle } = this.run;
    if (!session || !puzzle) return 0;
    return (LINK_SIZES[puzzle.size].kinds * 4 - tileCount(session.state.board)) / 2;
  }

  private get elapsedMs(): number {
    return this.run.session?.clock.elapsedMs() ?? 0;
  }

  timerText(elapsedMs: number): string | null {
    return this.journey.timerText(elapsedMs);
  }

  /** journey: the countdown bar follows the clock; at zero the stage ends with a retry. */
  clockTick(elapsedMs: number): void {
    if (!this.journey.stage) return;
    this.screen.setCountdown(this.journey.bar(elapsedMs));
    if (this.journey.timedOut(elapsedMs)) timeUp(this.run, this.screen, this.journey, this.deps);
  }

  checkSaved(own: GameOwn, state: LinkState): void {
    const { rows, cols } = state.board;
    decodeLinkSaved(own, rows * cols);
  }

  restoreUi(own: GameOwn, state: LinkState, keepView: boolean): void {
    const board = state.board;
    const saved = decodeLinkSaved(own, board.rows * board.cols);
    const previous = this.selected;
    this.clearTransient();
    let selected: LinkCell | null = null;
    if (saved.selected !== null) {
      selected = { r: Math.floor(saved.selected / board.cols), c: saved.selected % board.cols };
      // A selection on a tile that has since gone (another tab's move) is simply dropped.
      if (kindAt(board, selected) === 0) selected = null;
    }
    this.selected = keepView && previous && kindAt(board, previous) !== 0 ? previous : selected;
    this.journey.begin(this.run.puzzle);
    this.journey.restore(saved, this.pairsDone);
  }

  afterRestore(): void {
    if (this.journey.timedOut(this.elapsedMs))
      timeUp(this.run, this.screen, this.journey, this.deps);
    else this.offerReshuffleIfStuck(0);
  }

  saveOwn(): GameOwn {
    const cols = this.run.session?.state.board.cols ?? 0;
    const times = this.journey.saved();
    return encodeLinkSaved({
      selected: this.selected ? this.selected.r * cols + this.selected.c : null,
      ...(times ? { times } : {}),
    });
  }

  /** A Link win keeps nothing beyond its time and help. */
  recordOwn(): GameOwn {
    return {};
  }

  snapshot(): LinkSnapshot | null {
    const shot = linkSnapshot(this.run, this);
    const stage = this.journey.stage;
    if (!shot || !stage) return shot;
    const { score, combo } = this.journey.tally();
    const timeLeftMs = this.journey.leftMs(this.elapsedMs) ?? 0;
    const timedOut = this.run.isHalted;
    return { ...shot, journey: { stage: stage.stage, timeLeftMs, score, combo, timedOut } };
  }

  handleKey(event: KeyboardEvent): boolean {
    return linkKey(event, this);
  }

  /** Board columns (0 when no game), for the accessible grid. */
  get columns(): number {
    return this.run.session?.state.board.cols ?? 0;
  }

  /** Moves the keyboard cursor; only the accessible grid shows it, so only a frame is asked. */
  moveCursor(dr: number, dc: number): void {
    const board = this.run.session?.state.board;
    if (!board) return;
    const r = Math.min(board.rows - 1, Math.max(0, Math.floor(this.cursor / board.cols) + dr));
    const c = Math.min(board.cols - 1, Math.max(0, (this.cursor % board.cols) + dc));
    this.cursor = r * board.cols + c;
    this.redraw(false, false);
  }

  /** A tap from the accessible grid: the keyboard cursor moves there too. */
  activate(index: number): void {
    const cols = this.columns;
    if (cols === 0) return;
    this.cursor = index;
    this.tap({ r: Math.floor(index / cols), c: index % cols });
  }

  tap(cell: LinkCell): void {
    const session = this.run.session;
    if (!session || this.run.locked) return;
    const board = session.state.board;
    if (kindAt(board, cell) === 0) return;
    const first = this.selected;
    if (first === null || (first.r === cell.r && first.c === cell.c)) {
      // A first tile is chosen; tapping it again puts it down.
      this.select(first === null ? cell : null);
      return;
    }
    const screen = this.screen;
    if (kindAt(board, first) !== kindAt(board, cell)) {
      // Another kind: the pair is wrong, and the new tile becomes the selection.
      screen.board.shakeWrong(first, cell);
      this.deps.feedback?.('error');
      this.deps.announce?.(words().link.different, true);
      this.select(cell);
      return;
    }
    const path = findPath(board, first, cell);
    if (path === null) {
      screen.board.shakeWrong(first, cell);
      screen.toast.show(words().link.noLine);
      this.deps.feedback?.('error');
      this.deps.announce?.(words().link.noLine, true);
      this.select(cell);
      return;
    }
    const { slides } = removePair(board, first, cell, session.state.gravity);
    session.apply(linkMoves.match(first, cell));
    this.journey.matched(session.clock.elapsedMs());
    this.selected = null;
    this.hint = null;
    screen.toast.hide();
    const duration = screen.board.playMatch(
      path,
      first,
      cell,
      slides,
      session.state.board,
      this.ui(),
    );
    if (session.isWon) this.finish();
    else {
      this.deps.feedback?.('place');
      this.deps.announce?.(
        words().link.removed({ left: formatCount(tileCount(session.state.board)) }),
      );
      const combo = this.journey.tally().combo;
      if (combo >= 2) screen.toast.show(words().link.journey.combo({ n: formatCount(combo) }));
    }
    this.redraw(true, false);
    this.offerReshuffleIfStuck(duration);
  }

  select(cell: LinkCell | null): void {
    this.selected = cell;
    this.run.refresh();
  }

  showHint(): void {
    const session = this.run.session;
    if (!session || this.run.locked) return;
    const found = findHint(session.state.board, session.state.gravity, { maxNodes: HINT_NODES });
    if (!found) {
      this.offerReshuffleIfStuck(0);
      return;
    }
    this.run.assist();
    this.journey.hinted(session.clock.elapsedMs());
    this.deps.feedback?.('hint');
    this.deps.announce?.(words().link.hintSaid({ a: cellWords(found.a), b: cellWords(found.b) }));
    this.hint = { a: found.a, b: found.b, path: found.path };
    this.selected = null;
    // The solver's verdict, told as it is: 'unknown' means its budget ran out (rare, large
    // gravity boards), so the pair can go but is not proven to keep the board clearable.
    const toast = this.screen.toast;
    if (found.keepsSolvable === 'no') toast.show(words().link.hintNone);
    else if (found.keepsSolvable === 'unknown') toast.show(words().link.hintUnsure);
    else toast.show(words().link.hintSure);
    this.run.refresh();
  }

  reshuffle(offered: boolean): void {
    const session = this.run.session;
    if (!session || this.run.locked) return;
    const stuck = linkStatus(session.state) === 'stuck';
    if (!stuck && session.state.reshufflesLeft <= 0) {
      this.screen.toast.show(words().link.noShuffles);
      return;
    }
    const before = session.state.board;
    session.apply(linkMoves.reshuffle(this.deps.newSeed()));
    this.selected = null;
    this.hint = null;
    this.screen.board.playReshuffle(before, session.state.board, this.ui());
    if (!offered && !stuck)
      this.screen.toast.show(
        words().link.reshuffled({ left: formatCount(session.state.reshufflesLeft) }),
      );
    this.redraw(true, false);
  }

  undo(): void {
    const session = this.run.session;
    if (!session || this.run.locked) return;
    if (!session.undo()) {
      this.screen.toast.show(words().common.nothingToUndo);
      return;
    }
    this.journey.undone(this.pairsDone);
    this.clearTransient();
    this.run.refresh();
  }

  render(): void {
    const { session, puzzle } = this.run;
    if (!session || !puzzle) return;
    const state = session.state;
    const stuck = linkStatus(state) === 'stuck';
    const board = this.drawBoard;
    this.drawBoard = true;
    this.screen.render(
      {
        board: state.board,
        ui: this.ui(),
        title: this.title(),
        timer: this.journey.timerText(this.elapsedMs) ?? this.run.elapsedText(),
        countdown: this.journey.bar(this.elapsedMs),
        tilesLeft: tileCount(state.board),
        tilesTotal: LINK_SIZES[puzzle.size].kinds * 4,
        reshufflesLeft: state.reshufflesLeft,
        canShuffle: stuck || state.reshufflesLeft > 0,
        canUndo: session.canUndo,
        finished: this.run.status === 'won',
      },
      { board },
    );
  }

  ui(): LinkBoardUi {
    const gravity = this.run.session?.state.gravity ?? 'none';
    return { selected: this.selected, hint: this.hint, fixedShape: gravity !== 'none' };
  }

  /** Redraws; `board` false leaves the board to an animation that already shows the change. */
  private redraw(persist: boolean, board: boolean): void {
    this.drawBoard = board;
    this.run.refresh(persist);
    this.drawBoard = true;
  }

  /** When no pair is left, offers a free reshuffle once the last animation has played. */
  private offerReshuffleIfStuck(afterMs: number): void {
    const session = this.run.session;
    if (this.stuckOffer !== null) clearTimeout(this.stuckOffer);
    this.stuckOffer = null;
    if (!session || this.run.status === 'won' || linkStatus(session.state) !== 'stuck') return;
    this.stuckOffer = setTimeout(() => {
      this.stuckOffer = null;
      if (this.run.session !== session || linkStatus(session.state) !== 'stuck') return;
      this.screen.confirm({
        title: words().link.stuckTitle,
        body: words().link.stuckBody,
        confirm: words().link.stuckConfirm,
        cancel: session.canUndo ? words().link.stuckUndo : words().link.stuckLater,
        onConfirm: () => this.reshuffle(true),
        onCancel: () => {
          if (session.canUndo) this.undo();
        },
      });
    }, afterMs);
  }

  private finish(): void {
    const clear = this.journey.clear(this.elapsedMs);
    if (clear) {
      const level = linkLevelName((this.run.puzzle as LinkPuzzle).level);
      stageEnded(this.run, this.screen, { ...clear, level }, this.deps);
      return;
    }
    const run = this.run.finish();
    const screen = this.screen;
    screen.toast.hide();
    screen.board.playWin();
    this.deps.feedback?.('win');
    const time = this.run.elapsedText();
    const said = words().link.clearedIn({ time });
    this.deps.announce?.(said);
    screen.showResult(
      words().link.cleared,
      words().play.titleIn({
        title: this.title(),
        time,
        assisted: run.assisted ? words().play.assistedMark : '',
      }),
      theme.success,
    );
    this.run.tellPlace(run, said);
  }

  private clearTransient(): void {
    this.selected = null;
    this.hint = null;
    if (this.stuckOffer !== null) clearTimeout(this.stuckOffer);
    this.stuckOffer = null;
    this.screen.closeDialog();
    this.screen.hideResult();
    this.screen.toast.hide();
  }

  title(): string {
    const puzzle = this.run.puzzle as LinkPuzzle;
    // daily slot: a daily is named by its day ("Daily · 26 Nov"), any other by its size.
    return (
      stageTitle(this.journey.stage) ??
      dailyHeader(puzzle, this.run.kind) ??
      `${linkSizeName(puzzle.size)} · ${linkLevelName(puzzle.level)}`
    );
  }
}
