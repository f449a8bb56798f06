// The one place that turns Link intents into moves: tile taps, hint, reshuffle and undo come in
// from the screen, become move strings for the session (so undo, replay and the journal come
// free), and the screen is redrawn from the resulting state. Rules live in the core; this file
// holds the policy: when a reshuffle is offered, what a hint costs, when the clock runs.

import { Session } from '../engine/session';
import { Stopwatch } from '../engine/stopwatch';
import {
  formatLinkBoard,
  kindAt,
  type LinkBoard,
  type LinkCell,
  tileCount,
} from '../games/link/core/board';
import {
  type LinkState,
  linkGame,
  linkMoves,
  linkStatus,
  newLinkState,
} from '../games/link/core/game';
import { LINK_SIZES } from '../games/link/core/generator';
import { removePair } from '../games/link/core/gravity';
import { findHint } from '../games/link/core/hint';
import { linkLevel } from '../games/link/core/levels';
import { findPath } from '../games/link/core/path';
import { type LinkPuzzle, validateLinkPuzzle } from '../games/link/core/puzzle-record';
import type { LinkBoardUi } from '../games/link/view/link-board-view';
import type { SavedGame } from '../storage/records';
import { theme } from '../ui/theme';
import { formatDuration } from './format';
import { type GameDraft, sameMoves } from './game-journal';
import { linkLevelName, linkSizeName, tileKindName } from './link-names';
import { PuzzleWaiter } from './puzzle-waiter';
import type { LinkScreen, LinkScreenIntents } from './screens/link-screen';
import { SecondTicker } from './second-ticker';

export type LinkStatus = 'playing' | 'paused' | 'won';

export interface LinkSnapshot {
  kind: 'link';
  size: LinkPuzzle['size'];
  level: LinkPuzzle['level'];
  seed: string;
  rows: number;
  cols: number;
  /** The board as text, rows joined by '\n', '.' for an empty cell. */
  board: string;
  tilesLeft: number;
  reshufflesLeft: number;
  /** True when no pair can be removed (a free reshuffle is offered). */
  stuck: boolean;
  elapsedMs: number;
  status: LinkStatus;
  assisted: boolean;
  selected: [number, number] | null;
  hint: { a: [number, number]; b: [number, number] } | null;
  canUndo: boolean;
}

export interface LinkRun {
  gameId: string;
  puzzle: LinkPuzzle;
  ms: number;
  assisted: boolean;
}

export interface LinkControllerDeps {
  screen: LinkScreen;
  now: () => number;
  newPuzzle: (spec: Pick<LinkPuzzle, 'size' | 'level'>) => LinkPuzzle | Promise<LinkPuzzle>;
  newGameId: () => string;
  /** A fresh seed for a reshuffle move (1–32 of A–Z a–z 0–9 _ -). */
  newSeed: () => string;
  changed: (draft: GameDraft) => void;
  started: (puzzle: LinkPuzzle, replaced: LinkPuzzle | null) => void;
  finished: (run: LinkRun) => void;
  goHome: () => void;
  showRules: () => void;
  share: (puzzle: LinkPuzzle) => void;
  feedback?: (event: 'place' | 'error' | 'hint' | 'win' | 'tap') => void;
  announce?: (text: string, urgent?: boolean) => void;
}

/** Node budget for a hint on the main thread: at most a few tens of ms on a phone. */
const HINT_NODES = 10_000;

const cellOf = (board: LinkBoard, index: number): LinkCell => ({
  r: Math.floor(index / board.cols),
  c: index % board.cols,
});

export class LinkController {
  readonly kind = 'link';
  private session: Session<LinkState> | null = null;
  private puzzle: LinkPuzzle | null = null;
  private selected: LinkCell | null = null;
  /** The keyboard's place on the board (a cell index); the accessible grid's focus follows it. */
  private cursor = 0;
  private hint: LinkBoardUi['hint'] = null;
  private status: LinkStatus = 'playing';
  private assisted = false;
  private hidden = false;
  private gameId = '';
  private startedAt = 0;
  private readonly waiter = new PuzzleWaiter();
  private stuckOffer: ReturnType<typeof setTimeout> | null = null;
  private readonly ticker = new SecondTicker(
    () => this.session?.clock.elapsedMs() ?? 0,
    (persist) => {
      const session = this.session;
      if (!session) return;
      this.deps.screen.setTimer(formatDuration(session.clock.elapsedMs()));
      if (persist) this.save();
    },
  );

  constructor(private readonly deps: LinkControllerDeps) {}

  readonly intents: LinkScreenIntents = {
    tile: (cell) => this.tap(cell),
    hint: () => this.showHint(),
    shuffle: () => this.reshuffle(false),
    undo: () => this.undo(),
    newGame: () => this.askNewGame(),
    home: () => this.deps.goHome(),
    rules: () => this.deps.showRules(),
    share: () => {
      if (this.puzzle) this.deps.share(this.puzzle);
    },
  };

  get inProgress(): boolean {
    return this.session !== null && this.status !== 'won';
  }

  get generating(): boolean {
    return this.waiter.busy;
  }

  startNew(spec: Pick<LinkPuzzle, 'size' | 'level'>): void {
    this.waiter.run(
      () => this.deps.newPuzzle(spec),
      this.deps.screen,
      { progress: 'Dealing a new board…', failure: 'Could not deal a board' },
      (puzzle) => this.start(puzzle),
    );
  }

  start(puzzle: LinkPuzzle): void {
    const { parsed } = validateLinkPuzzle(puzzle, 'new Link board');
    const replaced = this.inProgress ? this.puzzle : null;
    this.ticker.stop();
    this.puzzle = puzzle;
    this.session = new Session(
      linkGame,
      newLinkState(parsed, linkLevel(puzzle.level).gravity),
      new Stopwatch(this.deps.now),
    );
    this.gameId = this.deps.newGameId();
    this.startedAt = Date.now();
    this.assisted = false;
    this.status = 'playing';
    this.cursor = 0;
    this.clearTransient();
    this.deps.started(puzzle, replaced);
    this.refresh();
    this.resumeClock();
  }

  /**
   * Brings back a saved game exactly: the board, every move (undo history and redo branch), the
   * clock, the selected tile and whether a hint was used. Throws InvalidInputError when the
   * record does not replay; the current game is then left untouched.
   */
  restore(saved: SavedGame, options: { keepView?: boolean } = {}): void {
    const { parsed, ...puzzle } = validateLinkPuzzle(saved.puzzle, 'saved Link game');
    const session = Session.replay(
      linkGame,
      newLinkState(parsed, linkLevel(puzzle.level).gravity),
      { moves: saved.moves, applied: saved.applied },
      new Stopwatch(this.deps.now, saved.elapsedMs),
    );
    const board = session.state.board;
    let selected: LinkCell | null = null;
    if (saved.selected !== null) {
      if (saved.selected >= board.rows * board.cols)
        throw new Error(`saved selection ${saved.selected} is outside the board`);
      selected = cellOf(board, saved.selected);
      // A selection on a tile that has since gone (another tab's move) is simply dropped.
      if (kindAt(board, selected) === 0) selected = null;
    }
    this.ticker.stop();
    const keep = options.keepView === true && this.gameId === saved.id;
    const previous = this.selected;
    this.puzzle = puzzle;
    this.session = session;
    this.gameId = saved.id;
    this.startedAt = saved.startedAt;
    this.assisted = saved.assisted;
    this.status = session.isWon ? 'won' : 'playing';
    this.clearTransient();
    this.selected = keep && previous && kindAt(board, previous) !== 0 ? previous : selected;
    this.refresh(false);
    if (this.status === 'playing' && !this.hidden) this.resumeClock();
    else session.clock.pause();
    this.offerReshuffleIfStuck(0);
  }

  draft(): GameDraft | null {
    const { session, puzzle } = this;
    if (!session || !puzzle || this.status === 'won') return null;
    const log = session.toLog();
    const cols = session.state.board.cols;
    return {
      kind: 'link',
      id: this.gameId,
      puzzle: { ...puzzle },
      moves: log.moves,
      applied: log.applied,
      elapsedMs: Math.round(session.clock.elapsedMs()),
      selected: this.selected ? this.selected.r * cols + this.selected.c : null,
      noteMode: false,
      assisted: this.assisted,
      startedAt: this.startedAt,
    };
  }

  sameMoves(saved: SavedGame): boolean {
    const draft = this.draft();
    return draft !== null && sameMoves(draft, saved);
  }

  setVisible(visible: boolean): void {
    this.hidden = !visible;
    if (this.hidden) {
      this.session?.clock.pause();
      if (this.status === 'playing') this.status = 'paused';
      this.ticker.stop();
      this.save();
    } else {
      this.resumeClock();
    }
  }

  snapshot(): LinkSnapshot | null {
    const { session, puzzle } = this;
    if (!session || !puzzle) return null;
    const { board, reshufflesLeft } = session.state;
    const pair = (cell: LinkCell): [number, number] => [cell.r, cell.c];
    return {
      kind: 'link',
      size: puzzle.size,
      level: puzzle.level,
      seed: puzzle.seed,
      rows: board.rows,
      cols: board.cols,
      board: formatLinkBoard(board),
      tilesLeft: tileCount(board),
      reshufflesLeft,
      stuck: linkStatus(session.state) === 'stuck',
      elapsedMs: Math.round(session.clock.elapsedMs()),
      status: this.status,
      assisted: this.assisted,
      selected: this.selected ? pair(this.selected) : null,
      hint: this.hint ? { a: pair(this.hint.a), b: pair(this.hint.b) } : null,
      canUndo: session.canUndo,
    };
  }

  /** The keyboard cursor's cell index. */
  get cursorCell(): number {
    return this.cursor;
  }

  /** Board columns (0 when no game), for the accessible grid. */
  get columns(): number {
    return this.session?.state.board.cols ?? 0;
  }

  /**
   * What a screen reader says for each cell: "red star, row 2, column 3, selected",
   * "empty, row 1, column 4".
   */
  cellNames(): string[] {
    const board = this.session?.state.board;
    if (!board) return [];
    return Array.from(board.cells, (kind, i) => {
      const r = Math.floor(i / board.cols);
      const c = i % board.cols;
      const where = `row ${r + 1}, column ${c + 1}`;
      if (kind === 0) return `empty, ${where}`;
      const picked = this.selected?.r === r && this.selected.c === c ? ', selected' : '';
      const hinted =
        (this.hint?.a.r === r && this.hint.a.c === c) ||
        (this.hint?.b.r === r && this.hint.b.c === c)
          ? ', hinted'
          : '';
      return `${tileKindName(kind)}, ${where}${picked}${hinted}`;
    });
  }

  /** A tap from the accessible grid: the keyboard cursor moves there too. */
  activate(index: number): void {
    const cols = this.columns;
    if (cols === 0) return;
    this.cursor = index;
    this.tap({ r: Math.floor(index / cols), c: index % cols });
  }

  /** Desktop keys: arrows move the cursor, Ctrl+Z undo, H hint, S reshuffle, Escape. */
  handleKey(event: KeyboardEvent): boolean {
    if (!this.session) return false;
    const screen = this.deps.screen;
    if (screen.dialogOpen) {
      if (event.key === 'Escape') screen.closeDialog();
      return event.key === 'Escape';
    }
    const ctrl = event.ctrlKey || event.metaKey;
    if (ctrl && (event.key === 'z' || event.key === 'Z')) {
      this.undo();
      return true;
    }
    if (ctrl || event.altKey) return false;
    const step: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const move = step[event.key];
    if (move) {
      const { rows, cols } = this.session.state.board;
      const r = Math.min(rows - 1, Math.max(0, Math.floor(this.cursor / cols) + move[0]));
      const c = Math.min(cols - 1, Math.max(0, (this.cursor % cols) + move[1]));
      this.cursor = r * cols + c;
      // Only the accessible grid shows the cursor (its focus ring): ask for a frame to sync it.
      this.refresh(false, false);
      return true;
    }
    if (event.key === 'h' || event.key === 'H') this.showHint();
    else if (event.key === 's' || event.key === 'S') this.reshuffle(false);
    else if (event.key === 'Escape') this.select(null);
    else return false;
    return true;
  }

  private tap(cell: LinkCell): void {
    const session = this.session;
    if (!session || this.status === 'won') return;
    const board = session.state.board;
    if (kindAt(board, cell) === 0) return;
    const first = this.selected;
    if (first === null || (first.r === cell.r && first.c === cell.c)) {
      // A first tile is chosen; tapping it again puts it down.
      this.select(first === null ? cell : null);
      return;
    }
    const screen = this.deps.screen;
    if (kindAt(board, first) !== kindAt(board, cell)) {
      // Another kind: the pair is wrong, and the new tile becomes the selection.
      screen.board.shakeWrong(first, cell);
      this.deps.feedback?.('error');
      this.deps.announce?.('Those two tiles are different.', true);
      this.select(cell);
      return;
    }
    const path = findPath(board, first, cell);
    if (path === null) {
      screen.board.shakeWrong(first, cell);
      screen.toast.show('No line with at most two turns joins those two tiles.');
      this.deps.feedback?.('error');
      this.deps.announce?.('No line with at most two turns joins those two tiles.', true);
      this.select(cell);
      return;
    }
    const { slides } = removePair(board, first, cell, session.state.gravity);
    session.apply(linkMoves.match(first, cell));
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
      this.deps.announce?.(`Pair removed. ${tileCount(session.state.board)} tiles left.`);
    }
    this.refresh(true, false);
    this.offerReshuffleIfStuck(duration);
  }

  private select(cell: LinkCell | null): void {
    this.selected = cell;
    this.refresh();
  }

  private showHint(): void {
    const session = this.session;
    if (!session || this.status === 'won') return;
    const screen = this.deps.screen;
    const found = findHint(session.state.board, session.state.gravity, { maxNodes: HINT_NODES });
    if (!found) {
      this.offerReshuffleIfStuck(0);
      return;
    }
    this.assisted = true;
    this.deps.feedback?.('hint');
    this.deps.announce?.(
      `Hint: row ${found.a.r + 1}, column ${found.a.c + 1} with row ${found.b.r + 1}, column ${found.b.c + 1}.`,
    );
    this.hint = { a: found.a, b: found.b, path: found.path };
    this.selected = null;
    // The solver's verdict, told as it is: 'unknown' means its budget ran out (rare, large
    // gravity boards), so the pair can go but is not proven to keep the board clearable.
    if (found.keepsSolvable === 'no')
      screen.toast.show('No pair keeps this board clearable now: undo, or reshuffle.');
    else if (found.keepsSolvable === 'unknown')
      screen.toast.show(
        'Hint: these two tiles can go (not checked to the end). Counts as assisted.',
      );
    else screen.toast.show('Hint: these two tiles can go. This game now counts as assisted.');
    this.refresh();
  }

  private reshuffle(offered: boolean): void {
    const session = this.session;
    if (!session || this.status === 'won') return;
    const screen = this.deps.screen;
    const stuck = linkStatus(session.state) === 'stuck';
    if (!stuck && session.state.reshufflesLeft <= 0) {
      screen.toast.show('No reshuffles left in this game. A free one comes when no pair is left.');
      return;
    }
    const before = session.state.board;
    session.apply(linkMoves.reshuffle(this.deps.newSeed()));
    this.selected = null;
    this.hint = null;
    screen.board.playReshuffle(before, session.state.board, this.ui());
    if (!offered && !stuck)
      screen.toast.show(`Reshuffled. ${session.state.reshufflesLeft} left in this game.`);
    this.refresh(true, false);
  }

  private undo(): void {
    const session = this.session;
    if (!session || this.status === 'won') return;
    if (!session.undo()) {
      this.deps.screen.toast.show('Nothing to undo.');
      return;
    }
    this.clearTransient();
    this.refresh();
  }

  /** When no pair is left, offers a free reshuffle once the last animation has played. */
  private offerReshuffleIfStuck(afterMs: number): void {
    const session = this.session;
    if (this.stuckOffer !== null) clearTimeout(this.stuckOffer);
    this.stuckOffer = null;
    if (!session || this.status === 'won' || linkStatus(session.state) !== 'stuck') return;
    this.stuckOffer = setTimeout(() => {
      this.stuckOffer = null;
      if (this.session !== session || linkStatus(session.state) !== 'stuck') return;
      this.deps.screen.confirm({
        title: 'No pair can be removed',
        body: 'Reshuffle the tiles that are left? This one is free.',
        confirm: 'Reshuffle',
        cancel: session.canUndo ? 'Undo last move' : 'Not now',
        onConfirm: () => this.reshuffle(true),
        onCancel: () => {
          if (session.canUndo) this.undo();
        },
      });
    }, afterMs);
  }

  private askNewGame(): void {
    const puzzle = this.puzzle;
    if (!puzzle) return;
    const startNew = () => this.startNew({ size: puzzle.size, level: puzzle.level });
    if (this.status === 'won' || !this.session?.canUndo) {
      startNew();
      return;
    }
    this.deps.screen.confirm({
      title: 'Deal a new board?',
      body: 'This board and your progress on it will be lost.',
      confirm: 'New board',
      cancel: 'Keep playing',
      onConfirm: startNew,
      onCancel: () => {},
    });
  }

  private finish(): void {
    const session = this.session as Session<LinkState>;
    const puzzle = this.puzzle as LinkPuzzle;
    this.status = 'won';
    session.clock.pause();
    this.ticker.stop();
    const ms = Math.round(session.clock.elapsedMs());
    this.deps.finished({ gameId: this.gameId, puzzle, ms, assisted: this.assisted });
    const screen = this.deps.screen;
    screen.toast.hide();
    screen.board.playWin();
    this.deps.feedback?.('win');
    this.deps.announce?.(`Cleared in ${formatDuration(ms)}.`);
    screen.showResult(
      'Cleared!',
      `${this.title()} in ${formatDuration(ms)}${this.assisted ? ' (assisted)' : ''}`,
      theme.success,
    );
  }

  private clearTransient(): void {
    this.selected = null;
    this.hint = null;
    if (this.stuckOffer !== null) clearTimeout(this.stuckOffer);
    this.stuckOffer = null;
    const screen = this.deps.screen;
    screen.closeDialog();
    screen.hideResult();
    screen.toast.hide();
  }

  private resumeClock(): void {
    if (!this.session || this.hidden || this.status === 'won') return;
    this.status = 'playing';
    this.session.clock.start();
    this.ticker.start();
  }

  private save(): void {
    const draft = this.draft();
    if (draft) this.deps.changed(draft);
  }

  private ui(): LinkBoardUi {
    return { selected: this.selected, hint: this.hint };
  }

  private title(): string {
    const puzzle = this.puzzle as LinkPuzzle;
    return `${linkSizeName(puzzle.size)} · ${linkLevelName(puzzle.level)}`;
  }

  /**
   * Redraws from the session. `persist` journals the change (false only for a restore);
   * `board` false leaves the board to an animation that is already showing the change.
   */
  private refresh(persist = true, board = true): void {
    const { session, puzzle } = this;
    if (!session || !puzzle) return;
    if (persist) this.save();
    const state = session.state;
    const stuck = linkStatus(state) === 'stuck';
    this.deps.screen.render(
      {
        board: state.board,
        ui: this.ui(),
        title: this.title(),
        timer: formatDuration(session.clock.elapsedMs()),
        tilesLeft: tileCount(state.board),
        tilesTotal: LINK_SIZES[puzzle.size].kinds * 4,
        reshufflesLeft: state.reshufflesLeft,
        canShuffle: stuck || state.reshufflesLeft > 0,
        canUndo: session.canUndo,
        finished: this.status === 'won',
      },
      { board },
    );
  }
}
