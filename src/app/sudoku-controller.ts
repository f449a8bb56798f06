// The one place that turns Sudoku intents into moves: taps and keys come in from the screen,
// become move strings for the session, and the screen is redrawn from the resulting state.
// Policy lives here (refuse or mark rule-breaking digits, pause when hidden), rules in core.

import { InvalidInputError } from '../engine/game';
import { Session } from '../engine/session';
import { Stopwatch } from '../engine/stopwatch';
import { cellName } from '../games/sudoku/core/codec';
import {
  formatNotes,
  newSudokuState,
  type SudokuState,
  sudokuGame,
  sudokuMoves,
} from '../games/sudoku/core/game';
import type { SudokuLevel } from '../games/sudoku/core/generator';
import type { SudokuSize } from '../games/sudoku/core/geometry';
import { hint as findHint } from '../games/sudoku/core/grader';
import { type HintStage, hintStages } from '../games/sudoku/core/hint-stages';
import { type SudokuPuzzle, validateSudokuPuzzle } from '../games/sudoku/core/puzzle-record';
import { clashesFor, clashReason, conflictingCells } from '../games/sudoku/core/rules';
import type { SavedGame } from '../storage/records';
import { theme } from '../ui/theme';
import { formatDuration } from './format';
import { type GameDraft, sameMoves } from './game-journal';
import { LEVEL_NAMES } from './level-names';
import { PuzzleWaiter } from './puzzle-waiter';
import type { SudokuScreen, SudokuScreenIntents } from './screens/sudoku-screen';
import { SecondTicker } from './second-ticker';
import type { Settings } from './settings';

export type { SudokuPuzzle };

/** A finished run, as the records store keeps it. */
export interface FinishedRun {
  gameId: string;
  size: SudokuSize;
  level: SudokuLevel;
  ms: number;
  assisted: boolean;
  /** Wrong digits placed (counted in check mode only). */
  mistakes: number;
}

export type GameStatus = 'playing' | 'paused' | 'won';

export interface SudokuSnapshot {
  kind: 'sudoku';
  size: SudokuSize;
  level: SudokuLevel;
  seed: string;
  puzzle: string;
  values: string;
  notes: string;
  elapsedMs: number;
  status: GameStatus;
  assisted: boolean;
  selected: [number, number] | null;
  noteMode: boolean;
  canUndo: boolean;
  canRedo: boolean;
  /** Wrong digits placed so far (check mode counts them). */
  mistakes: number;
  /** The hint stage on show, if any. */
  hint: { index: number; count: number; title: string; text: string } | null;
  /** Set when the player paused (not when the page was merely hidden). */
  pausedByPlayer: boolean;
}

export interface SudokuControllerDeps {
  screen: SudokuScreen;
  settings: Settings;
  now: () => number;
  /** A puzzle for a size and level: at once from the pool, or a promise from the worker. */
  newPuzzle: (size: SudokuSize, level: SudokuLevel) => SudokuPuzzle | Promise<SudokuPuzzle>;
  /** A fresh unique id for a new game. */
  newGameId: () => string;
  /** Called after every change with the whole game, so it can be journaled. */
  changed: (draft: GameDraft) => void;
  /** A game was started (`replaced`: the unfinished game it replaced, if any). */
  started: (puzzle: SudokuPuzzle, replaced: SudokuPuzzle | null) => void;
  /** A game was won or its answer shown. */
  finished: (run: FinishedRun) => void;
  goHome: () => void;
  showRules: () => void;
  /** Offers the puzzle to other people (Web Share or clipboard). */
  share: (puzzle: SudokuPuzzle) => void;
  /** Sound and vibration for what just happened (each the player may switch off). */
  feedback?: (event: 'place' | 'note' | 'error' | 'hint' | 'win') => void;
  /** Something to tell a screen-reader user (placements, errors, hints, the win). */
  announce?: (text: string, urgent?: boolean) => void;
}

export class SudokuController {
  private session: Session<SudokuState> | null = null;
  private puzzle: SudokuPuzzle | null = null;
  private selected: number | null = null;
  private noteMode = false;
  private status: GameStatus = 'playing';
  private hidden = false;
  private gameId = '';
  private startedAt = 0;
  private readonly waiter = new PuzzleWaiter();
  private readonly ticker = new SecondTicker(
    () => this.session?.clock.elapsedMs() ?? 0,
    (persist) => {
      const session = this.session;
      if (!session || this.status !== 'playing') return;
      this.deps.screen.setTimer(formatDuration(session.clock.elapsedMs()));
      // The clock is part of the saved game: a kill between moves may cost at most a second.
      if (persist) this.save();
    },
  );
  /** A hint or auto-notes was used: the run stays assisted even if those moves are undone. */
  private helped = false;
  private mistakes = 0;
  private userPaused = false;
  private hintStages: HintStage[] | null = null;
  private hintIndex = 0;

  constructor(private readonly deps: SudokuControllerDeps) {}

  readonly intents: SudokuScreenIntents = {
    cell: (cell) => this.select(cell),
    digit: (d) => this.enterDigit(d),
    erase: () => this.erase(),
    notes: () => {
      this.noteMode = !this.noteMode;
      this.refresh();
    },
    undo: () => this.undoRedo('undo'),
    redo: () => this.undoRedo('redo'),
    answer: () => this.askReveal(),
    newGame: () => this.askNewGame(),
    home: () => this.deps.goHome(),
    rules: () => this.deps.showRules(),
    longPress: (cell) => this.longPress(cell),
    autoNotes: () => this.autoNotes(),
    hint: () => this.showHint(),
    hintMore: () => this.moreHint(),
    hintClose: () => this.closeHint(),
    pause: () => this.pause(),
    resume: () => this.resume(),
    share: () => {
      if (this.puzzle) this.deps.share(this.puzzle);
    },
  };

  /** True while a game can still be continued. */
  get inProgress(): boolean {
    return this.session !== null && this.status !== 'won';
  }

  /** True while a new puzzle is being generated for the player. */
  get generating(): boolean {
    return this.waiter.busy;
  }

  /** Starts a new game of (size, level), waiting for the worker if the pool has none ready. */
  startNew(size: SudokuSize, level: SudokuLevel): void {
    this.waiter.run(
      () => this.deps.newPuzzle(size, level),
      this.deps.screen,
      { progress: 'Making a new puzzle…', failure: 'Could not make a puzzle' },
      (puzzle) => this.start(puzzle),
    );
  }

  start(puzzle: SudokuPuzzle): void {
    const screen = this.deps.screen;
    screen.closeDialog();
    screen.hideResult();
    screen.toast.hide();
    const replaced = this.inProgress ? this.puzzle : null;
    this.puzzle = puzzle;
    this.session = new Session(
      sudokuGame,
      newSudokuState(puzzle.puzzle),
      new Stopwatch(this.deps.now),
    );
    this.gameId = this.deps.newGameId();
    this.startedAt = Date.now();
    this.selected = null;
    this.noteMode = false;
    this.status = 'playing';
    this.helped = false;
    this.mistakes = 0;
    this.userPaused = false;
    this.hintStages = null;
    this.deps.started(puzzle, replaced);
    this.refresh();
    this.resumeClock();
  }

  /**
   * Brings back a saved game exactly: the puzzle, every move (undo history and redo branch),
   * the clock, the selection and the notes toggle. Throws InvalidInputError when the record
   * does not replay (a damaged or foreign record); the current game is then left untouched.
   */
  restore(saved: SavedGame, options: { keepView?: boolean } = {}): void {
    const puzzle = validateSudokuPuzzle(saved.puzzle, 'saved game puzzle');
    const initial = newSudokuState(puzzle.puzzle);
    const session = Session.replay(
      sudokuGame,
      initial,
      { moves: saved.moves, applied: saved.applied },
      new Stopwatch(this.deps.now, saved.elapsedMs),
    );
    if (saved.selected !== null && saved.selected >= initial.shape.cellCount)
      throw new InvalidInputError(`saved selection ${saved.selected} is outside the board`);
    this.ticker.stop();
    const keep = options.keepView === true && this.puzzle?.puzzle === puzzle.puzzle;
    this.puzzle = puzzle;
    this.session = session;
    this.gameId = saved.id;
    this.startedAt = saved.startedAt;
    // Adopting another tab's moves keeps this tab's own selection and notes toggle: they are
    // where this player's finger is, not part of the game.
    if (!keep) {
      this.selected = saved.selected;
      this.noteMode = saved.noteMode;
    }
    this.status = session.isWon ? 'won' : 'playing';
    this.helped = saved.assisted && !session.state.assisted;
    this.mistakes = saved.mistakes ?? 0;
    this.hintStages = null;
    if (!keep) this.userPaused = saved.paused ?? false;
    const screen = this.deps.screen;
    screen.closeDialog();
    screen.hideResult();
    this.refresh(false);
    if (this.status === 'playing' && !this.hidden) this.resumeClock();
    else session.clock.pause();
  }

  /** The whole game as the journal stores it; null when there is none or it is over. */
  draft(): GameDraft | null {
    const { session, puzzle } = this;
    if (!session || !puzzle || this.status === 'won') return null;
    const log = session.toLog();
    return {
      kind: 'sudoku',
      id: this.gameId,
      puzzle: { ...puzzle },
      moves: log.moves,
      applied: log.applied,
      elapsedMs: Math.round(session.clock.elapsedMs()),
      selected: this.selected,
      noteMode: this.noteMode,
      assisted: this.assisted,
      startedAt: this.startedAt,
      mistakes: this.mistakes,
      paused: this.userPaused,
    };
  }

  private get assisted(): boolean {
    return this.helped || (this.session?.state.assisted ?? false);
  }

  /** True when `saved` holds exactly the moves this controller shows (only the clock differs). */
  sameMoves(saved: SavedGame): boolean {
    const draft = this.draft();
    return draft !== null && sameMoves(draft, saved);
  }

  /** Called when the game screen is left or shown again, and when the page is hidden/shown. */
  setVisible(visible: boolean): void {
    this.hidden = !visible;
    if (this.hidden) {
      this.session?.clock.pause();
      if (this.status === 'playing') this.status = 'paused';
      this.ticker.stop();
      this.save();
    } else if (!this.userPaused) {
      this.resumeClock();
    }
  }

  snapshot(): SudokuSnapshot | null {
    const { session, puzzle } = this;
    if (!session || !puzzle) return null;
    const state = session.state;
    const size = state.shape.size;
    return {
      kind: 'sudoku',
      size,
      level: puzzle.level,
      seed: puzzle.seed,
      puzzle: puzzle.puzzle,
      values: Array.from(state.values, (v) => (v === 0 ? '.' : String(v))).join(''),
      notes: formatNotes(state),
      elapsedMs: Math.round(session.clock.elapsedMs()),
      status: this.status,
      assisted: this.assisted,
      selected:
        this.selected === null ? null : [Math.floor(this.selected / size), this.selected % size],
      noteMode: this.noteMode,
      canUndo: session.canUndo,
      canRedo: session.canRedo,
      mistakes: this.mistakes,
      hint: this.hintModel(),
      pausedByPlayer: this.userPaused,
    };
  }

  /** True while the player has paused (the board is covered). */
  get pausedByPlayer(): boolean {
    return this.userPaused;
  }

  /** The selected cell's index, or null. */
  get selectedCell(): number | null {
    return this.selected;
  }

  /** A setting that changes what the board shows (input policy) was changed. */
  settingsChanged(): void {
    this.refresh(false);
  }

  /**
   * What a screen reader says for each cell: "Row 2, column 5: 7, given",
   * "Row 1, column 1: empty, notes 2 4 9", "Row 3, column 3: 4, breaks a rule".
   */
  cellNames(): string[] {
    const session = this.session;
    if (!session) return [];
    const state = session.state;
    const { size } = state.shape;
    const wrong = this.wrongCells(state);
    return Array.from(state.values, (v, i) => {
      const where = `Row ${Math.floor(i / size) + 1}, column ${(i % size) + 1}`;
      if (v !== 0) {
        const kind = state.givens[i] !== 0 ? 'given' : wrong.has(i) ? 'wrong' : 'yours';
        return `${where}: ${v}, ${kind}`;
      }
      const notes: number[] = [];
      for (let d = 1; d <= size; d++) if ((state.notes[i] as number) & (1 << d)) notes.push(d);
      return notes.length > 0 ? `${where}: empty, notes ${notes.join(' ')}` : `${where}: empty`;
    });
  }

  /** Desktop keyboard play. Returns true when the key was used. */
  handleKey(event: KeyboardEvent): boolean {
    const session = this.session;
    if (!session) return false;
    const screen = this.deps.screen;
    if (screen.dialogOpen) {
      if (event.key === 'Escape') screen.closeDialog();
      return event.key === 'Escape';
    }
    const key = event.key;
    const ctrl = event.ctrlKey || event.metaKey;
    if (ctrl && (key === 'z' || key === 'Z')) {
      this.undoRedo(event.shiftKey ? 'redo' : 'undo');
      return true;
    }
    if (ctrl && (key === 'y' || key === 'Y')) {
      this.undoRedo('redo');
      return true;
    }
    if (ctrl || event.altKey) return false;
    const size = session.state.shape.size;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const step = moves[key];
    if (step) {
      const cur = this.selected ?? 0;
      const r = (Math.floor(cur / size) + (this.selected === null ? 0 : step[0]) + size) % size;
      const c = ((cur % size) + (this.selected === null ? 0 : step[1]) + size) % size;
      this.select(r * size + c);
      return true;
    }
    if (key === 'Backspace' || key === 'Delete' || key === '0') {
      this.erase();
      return true;
    }
    if (key === 'n' || key === 'N') {
      this.intents.notes();
      return true;
    }
    if (key === 'h' || key === 'H') {
      if (this.hintStages) this.moreHint();
      else this.showHint();
      return true;
    }
    if (key === 'p' || key === 'P') {
      if (this.userPaused) this.resume();
      else this.pause();
      return true;
    }
    if (key === 'Escape' && this.hintStages) {
      this.closeHint();
      return true;
    }
    const d = key.charCodeAt(0) - 48;
    if (key.length === 1 && d >= 1 && d <= size) {
      this.enterDigit(d);
      return true;
    }
    return false;
  }

  private select(cell: number): void {
    if (this.status === 'won' || this.userPaused) return;
    this.selected = cell;
    this.refresh();
  }

  /** Long press: select the cell and switch notes mode (the shortcut for a pencil mark). */
  private longPress(cell: number): void {
    if (this.status === 'won' || this.userPaused) return;
    this.selected = cell;
    this.noteMode = !this.noteMode;
    this.deps.screen.toast.show(this.noteMode ? 'Notes on: digits go in as notes.' : 'Notes off.');
    this.refresh();
  }

  private autoNotes(): void {
    const session = this.session;
    if (!session || this.status === 'won' || this.userPaused) return;
    this.closeHint();
    this.helped = true;
    session.apply(sudokuMoves.autoNotes());
    this.deps.screen.toast.show(
      'Every empty cell now shows its candidates. This game counts as assisted.',
    );
    this.deps.announce?.('Notes filled in for every empty cell.');
    this.refresh();
  }

  /** Hints come in stages: where to look, then the technique, then the exact deduction. */
  private showHint(): void {
    const session = this.session;
    if (!session || this.status === 'won' || this.userPaused) return;
    const found = findHint(session.state);
    this.hintStages = hintStages(found, session.state.shape);
    this.hintIndex = 0;
    if (found.kind === 'step' || found.kind === 'wrong-digit' || found.kind === 'wrong-notes')
      this.helped = true;
    this.deps.feedback?.('hint');
    this.announceHint();
    this.refresh();
  }

  private moreHint(): void {
    const stages = this.hintStages;
    if (!stages || this.hintIndex >= stages.length - 1) return;
    this.hintIndex++;
    this.announceHint();
    this.refresh();
  }

  private closeHint(): void {
    if (!this.hintStages) return;
    this.hintStages = null;
    this.refresh(false);
  }

  private announceHint(): void {
    const stage = this.hintStages?.[this.hintIndex];
    if (stage) this.deps.announce?.(`Hint: ${stage.title}. ${stage.text}`);
  }

  private hintModel(): SudokuSnapshot['hint'] {
    const stage = this.hintStages?.[this.hintIndex];
    if (!stage || !this.hintStages) return null;
    return {
      index: this.hintIndex,
      count: this.hintStages.length,
      title: stage.title,
      text: stage.text,
    };
  }

  private pause(): void {
    if (!this.session || this.status === 'won' || this.userPaused) return;
    this.userPaused = true;
    this.session.clock.pause();
    this.status = 'paused';
    this.ticker.stop();
    this.deps.announce?.('Paused. The board is hidden until you resume.');
    this.refresh();
  }

  private resume(): void {
    if (!this.userPaused) return;
    this.userPaused = false;
    this.resumeClock();
    this.deps.announce?.('Resumed.');
    this.refresh();
  }

  private enterDigit(d: number): void {
    const session = this.session;
    if (!session || this.status === 'won' || this.userPaused) return;
    const cell = this.selected;
    const screen = this.deps.screen;
    if (cell === null) {
      screen.toast.show('Tap a cell first, then a digit.');
      return;
    }
    const state = session.state;
    const size = state.shape.size;
    const r = Math.floor(cell / size);
    const c = cell % size;
    if (state.givens[cell] !== 0) {
      screen.toast.show(`${cellName(state.shape, cell)} is a given digit and can't change.`);
      return;
    }
    if (this.noteMode) {
      if (state.values[cell] !== 0) {
        screen.toast.show('Notes go in empty cells. Clear the digit first.');
        return;
      }
      this.play(sudokuMoves.note(r, c, d));
      this.deps.feedback?.('note');
      return;
    }
    if (state.values[cell] === d) {
      // Tapping the digit a cell already holds clears it, as in most Sudoku apps.
      this.play(sudokuMoves.write(r, c, 0));
      return;
    }
    const clashes = clashesFor(state.shape, state.values, cell, d);
    const policy = this.deps.settings.conflictMode;
    if (clashes.length > 0 && policy === 'refuse') {
      screen.board.shakeRefused(cell, d);
      screen.board.flashCells(clashes);
      const reason = clashReason(state.shape, cell, clashes[0] as number, d);
      screen.toast.show(reason);
      this.deps.feedback?.('error');
      this.deps.announce?.(reason, true);
      return;
    }
    const wrong = policy === 'check' && this.solutionDigit(cell) !== d;
    this.play(
      this.deps.settings.autoCleanNotes
        ? sudokuMoves.writeAndClean(r, c, d)
        : sudokuMoves.write(r, c, d),
    );
    // play() may have finished the game (TypeScript cannot see that through the call).
    if ((this.status as GameStatus) === 'won') return;
    const where = cellName(state.shape, cell);
    const spoken = `row ${r + 1}, column ${c + 1}`;
    if (wrong) {
      this.mistakes++;
      const text = `${d} is not the right digit for ${where} (mistake ${this.mistakes}).`;
      screen.toast.show(text);
      this.deps.feedback?.('error');
      this.deps.announce?.(text, true);
      this.refresh();
    } else {
      this.deps.feedback?.('place');
      this.deps.announce?.(`${d} in ${spoken}.`);
    }
  }

  private solutionDigit(cell: number): number {
    return (this.puzzle as SudokuPuzzle).solution.charCodeAt(cell) - 48;
  }

  /** Cells drawn as wrong: rule clashes always; in check mode also digits that differ from the solution. */
  private wrongCells(state: SudokuState): Set<number> {
    const cells = conflictingCells(state.shape, state.values);
    if (this.deps.settings.conflictMode !== 'check') return cells;
    for (let i = 0; i < state.values.length; i++) {
      const v = state.values[i] as number;
      if (v !== 0 && state.givens[i] === 0 && v !== this.solutionDigit(i)) cells.add(i);
    }
    return cells;
  }

  private erase(): void {
    const session = this.session;
    if (!session || this.status === 'won' || this.selected === null) return;
    const state = session.state;
    const cell = this.selected;
    if (state.givens[cell] !== 0) {
      this.deps.screen.toast.show(
        `${cellName(state.shape, cell)} is a given digit and can't change.`,
      );
      return;
    }
    if (state.values[cell] === 0 && state.notes[cell] === 0) return;
    const size = state.shape.size;
    this.play(sudokuMoves.erase(Math.floor(cell / size), cell % size));
  }

  private play(move: string): void {
    const session = this.session as Session<SudokuState>;
    // A move changes the grid the hint was about: the hint is closed.
    this.hintStages = null;
    session.apply(move);
    if (session.isWon) this.finish(false);
    this.refresh();
  }

  private undoRedo(which: 'undo' | 'redo'): void {
    const session = this.session;
    if (!session || this.status === 'won') return;
    this.hintStages = null;
    const done = which === 'undo' ? session.undo() : session.redo();
    if (!done)
      this.deps.screen.toast.show(which === 'undo' ? 'Nothing to undo.' : 'Nothing to redo.');
    this.refresh();
  }

  private askReveal(): void {
    if (!this.session || this.status === 'won') return;
    this.deps.screen.confirm({
      title: 'Show the answer?',
      body: 'The whole solution will be filled in and this game will count as assisted.',
      confirm: 'Show answer',
      cancel: 'Keep playing',
      onConfirm: () => {
        const session = this.session;
        const puzzle = this.puzzle;
        if (!session || !puzzle || this.status === 'won') return;
        session.apply(`A${puzzle.solution}`);
        this.finish(true);
        this.refresh();
      },
      onCancel: () => {},
    });
  }

  private askNewGame(): void {
    const puzzle = this.puzzle;
    if (!puzzle) return;
    const startNew = () => this.startNew(puzzle.size, puzzle.level);
    if (this.status === 'won' || !this.session?.canUndo) {
      startNew();
      return;
    }
    this.deps.screen.confirm({
      title: 'Start a new game?',
      body: 'This puzzle and your progress on it will be lost.',
      confirm: 'New game',
      cancel: 'Keep playing',
      onConfirm: startNew,
      onCancel: () => {},
    });
  }

  private finish(revealed: boolean): void {
    const session = this.session as Session<SudokuState>;
    const puzzle = this.puzzle as SudokuPuzzle;
    this.status = 'won';
    session.clock.pause();
    this.ticker.stop();
    this.deps.finished({
      gameId: this.gameId,
      size: puzzle.size,
      level: puzzle.level,
      ms: Math.round(session.clock.elapsedMs()),
      assisted: revealed || this.assisted,
      mistakes: this.mistakes,
    });
    const time = formatDuration(session.clock.elapsedMs());
    const where = `${puzzle.size}×${puzzle.size} · ${LEVEL_NAMES[puzzle.level]}`;
    const screen = this.deps.screen;
    screen.toast.hide();
    if (revealed) {
      screen.showResult('Answer shown', `${where} · ${time} · counts as assisted`, theme.inkSoft);
    } else {
      screen.board.playWin(this.selected ?? 0);
      const notes = [
        this.assisted ? 'assisted' : '',
        this.mistakes > 0 ? `${this.mistakes} mistake${this.mistakes === 1 ? '' : 's'}` : '',
      ].filter(Boolean);
      screen.showResult(
        'Solved!',
        `${where} in ${time}${notes.length ? ` (${notes.join(', ')})` : ''}`,
      );
      this.deps.feedback?.('win');
      this.deps.announce?.(`Solved! ${where} in ${time}.`);
    }
    this.selected = null;
  }

  private resumeClock(): void {
    if (!this.session || this.hidden || this.status === 'won' || this.userPaused) return;
    this.status = 'playing';
    this.session.clock.start();
    this.ticker.start();
  }

  private save(): void {
    const draft = this.draft();
    if (draft) this.deps.changed(draft);
  }

  /** Redraws from the session; `persist` journals the change (false only for a restore). */
  private refresh(persist = true): void {
    const { session, puzzle } = this;
    if (!session || !puzzle) return;
    if (persist) this.save();
    const state = session.state;
    this.deps.screen.render({
      state,
      board: {
        selected: this.selected,
        conflicts: this.wrongCells(state),
        hint: this.hintStages?.[this.hintIndex] ?? null,
      },
      title: `${puzzle.size}×${puzzle.size} · ${LEVEL_NAMES[puzzle.level]}`,
      timer: formatDuration(session.clock.elapsedMs()),
      noteMode: this.noteMode,
      canUndo: session.canUndo,
      canRedo: session.canRedo,
      finished: this.status === 'won',
      paused: this.userPaused,
      hint: this.hintModel(),
    });
  }
}
