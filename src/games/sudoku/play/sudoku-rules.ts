// Sudoku's rules of interaction: taps and keys become verdicts (moves, refusals, what the player
// is told) under the input policy (refuse or mark rule-breaking digits, or check them), notes,
// hints, the win's card; the run carries them out, and the rest is GameRun's.

import type { GameOwn } from '../../../engine/game-own';
import { formatCount } from '../../../i18n/format';
import { words } from '../../../i18n/i18n';
import { dailyHeader } from '../../../play/daily-title';
import type {
  GameRules,
  PlaySettings,
  RunWords,
  Verdict,
  WinCard,
  WinEnding,
} from '../../../play/game-api';
import type { GameRun } from '../../../play/game-run';
import { theme } from '../../../ui/theme';
import { newSudokuState, type SudokuState, sudokuGame, sudokuMoves } from '../core/game';
import { type SudokuPuzzle, validateSudokuPuzzle } from '../core/puzzle-record';
import { clashesFor, clashHouse, wrongCells } from '../core/rules';
import { decodeSudokuSaved, encodeSudokuRecord, encodeSudokuSaved } from '../core/sudoku-own';
import { SudokuHinting } from './sudoku-hinting';
import { sudokuKey } from './sudoku-keys';
import { placeName, sudokuRunWords as runWords, sudokuLevelName } from './sudoku-names';
import { sudokuResultWords } from './sudoku-result-words';
import type { SudokuScreen, SudokuScreenIntents } from './sudoku-screen';
import type { SudokuEffect } from './sudoku-screen-model';
import { type SudokuSettings, sudokuSettingsOf } from './sudoku-settings';
import { type SudokuSnapshot, sudokuCellNames, sudokuSnapshot } from './sudoku-snapshot';

type SudokuRun = GameRun<SudokuState, SudokuPuzzle, SudokuSnapshot | null>;

export class SudokuRules implements GameRules<SudokuState, SudokuPuzzle, SudokuSnapshot | null> {
  readonly game = sudokuGame;
  get words(): RunWords {
    return runWords();
  }
  selected: number | null = null;
  /** Notes mode as the Notes button sets it (saved with the game). */
  private notesOn = false;
  /** A long press arms one digit of the other kind: a note while writing digits, or the reverse. */
  private oneShot = false;
  /** Digit-first entry: the digit picked on the pad, placed in each cell tapped (null: none). */
  picked: number | null = null;
  /** Sudoku's section of the shell's settings object (the same object: read at use). */
  private readonly settings: SudokuSettings;
  /** Wrong digits placed in this run (check mode), saved with the game and kept with its record. */
  private mistakeCount = 0;
  /** What the board plays once on the next redraw (render hands them over). */
  private effects: SudokuEffect[] = [];
  readonly hinting: SudokuHinting;

  constructor(
    private readonly run: SudokuRun,
    private readonly screen: SudokuScreen,
    settings: PlaySettings,
  ) {
    this.settings = sudokuSettingsOf(settings);
    this.hinting = new SudokuHinting(run);
  }

  readonly intents: SudokuScreenIntents = {
    cell: (cell) => this.tapCell(cell),
    digit: (d) => this.padDigit(d),
    erase: () => this.erase(),
    notes: () => this.toggleNotes(),
    undo: () => this.undoRedo('undo'),
    redo: () => this.undoRedo('redo'),
    answer: () => this.run.act(this.askReveal()),
    newGame: () => this.run.askNewGame(),
    home: () => this.run.deps.goHome(),
    rules: () => this.run.deps.showRules(),
    longPress: (cell) => this.run.act(this.longPress(cell)),
    autoNotes: () => this.run.act(this.autoNotes()),
    hint: () => this.showHint(),
    hintMore: () => this.run.act(this.hinting.more()),
    hintClose: () => this.hinting.close(),
    hintApply: () => this.run.act(this.hinting.apply()),
    hintCollapse: () => this.hinting.fold(true),
    hintExpand: () => this.hinting.fold(false),
    hintLearn: () => this.hinting.learn(),
    pause: () => this.pause(),
    resume: () => this.resume(),
    share: () => this.run.share(),
  };

  validatePuzzle(value: unknown, what: string): SudokuPuzzle {
    return validateSudokuPuzzle(value, what);
  }

  initialState(puzzle: SudokuPuzzle): SudokuState {
    return newSudokuState(puzzle.puzzle);
  }

  stateAssisted(state: SudokuState): boolean {
    return state.assisted;
  }

  resetUi(): void {
    this.mistakeCount = 0;
    this.effects = [];
    this.selected = null;
    this.notesOn = false;
    this.oneShot = false;
    this.picked = null;
    this.hinting.reset();
  }

  checkSaved(own: GameOwn, state: SudokuState): void {
    decodeSudokuSaved(own, state.shape.cellCount);
  }

  restoreUi(own: GameOwn, state: SudokuState, keepView: boolean): void {
    const saved = decodeSudokuSaved(own, state.shape.cellCount);
    // The count belongs to the game, not to this tab's view: another tab's mistakes count too.
    this.mistakeCount = saved.mistakes;
    if (!keepView) {
      this.selected = saved.selected;
      this.notesOn = saved.noteMode;
      this.oneShot = false;
    }
    this.hinting.reset();
  }

  saveOwn(): GameOwn {
    return encodeSudokuSaved({
      selected: this.selected,
      noteMode: this.notesOn,
      mistakes: this.mistakeCount,
    });
  }

  recordOwn(): GameOwn {
    return encodeSudokuRecord({ policy: this.settings.conflictMode, mistakes: this.mistakeCount });
  }

  get mistakes(): number {
    return this.mistakeCount;
  }

  /** Whether the next digit goes in as a note (the mode, turned over once by a long press). */
  get noteMode(): boolean {
    return this.notesOn !== this.oneShot;
  }

  snapshot(): SudokuSnapshot | null {
    return sudokuSnapshot(this.run, this);
  }

  /** What a screen reader says for each cell. */
  cellNames(): string[] {
    const state = this.run.session?.state;
    return state ? sudokuCellNames(state, this.wrongCells(state)) : [];
  }

  handleKey(event: KeyboardEvent): boolean {
    return sudokuKey(event, this);
  }

  settingsChanged(): void {
    if (!this.digitFirst) this.picked = null;
    this.run.refresh(false);
  }

  /** Whether the player picks a digit first, then the cells it goes in (a setting). */
  get digitFirst(): boolean {
    return this.settings.inputOrder === 'digit';
  }

  /** A pad digit (or a digit key): written in the selected cell, or, digit first, picked. */
  padDigit(d: number): void {
    if (!this.digitFirst) {
      this.enterDigit(d);
      return;
    }
    if (this.run.locked) return;
    this.picked = this.picked === d ? null : d;
    this.run.act({
      keep: true,
      say:
        this.picked === null
          ? words().sudoku.putDown({ digit: String(d) })
          : words().sudoku.picked({ digit: String(d), asNote: this.noteMode }),
    });
  }

  /** A tap on a cell selects it; digit first, the picked digit also goes in (again: comes out). */
  tapCell(cell: number): void {
    this.select(cell);
    const state = this.run.session?.state;
    if (!this.digitFirst || this.picked === null || this.run.locked || !state) return;
    // A given digit cannot change: tapping one only selects it (and shows where its digit is).
    if (state.givens[cell] !== 0) return;
    this.enterDigit(this.picked);
  }

  /** Enter or Space, digit first: the picked digit in the selected cell, as a tap on it. */
  placePicked(): boolean {
    if (!this.digitFirst || this.selected === null) return false;
    this.tapCell(this.selected);
    return true;
  }

  /** The number of digits (4, 6 or 9); 0 before a game. */
  get boardSize(): number {
    return this.run.session?.state.shape.size ?? 0;
  }

  /** Moves the selection (arrow keys wrap around the board). */
  step(dr: number, dc: number): void {
    const size = this.run.session?.state.shape.size ?? 0;
    if (size === 0) return;
    const cur = this.selected ?? 0;
    const moved = this.selected !== null;
    const r = (Math.floor(cur / size) + (moved ? dr : 0) + size) % size;
    const c = ((cur % size) + (moved ? dc : 0) + size) % size;
    this.select(r * size + c);
  }

  toggleNotes(): void {
    this.notesOn = !this.notesOn;
    this.oneShot = false;
    this.run.refresh();
  }

  togglePause(): void {
    if (this.run.pausedByPlayer) this.resume();
    else this.pause();
  }

  select(cell: number): void {
    if (this.run.locked) return;
    // A long press's one note (or digit) was for the cell pressed.
    if (cell !== this.selected) this.oneShot = false;
    this.selected = cell;
    this.run.refresh();
  }

  /**
   * Long press: select the cell, and the next digit goes in as a note (in notes mode: as a
   * digit); then the mode is what it was. A second long press takes it back.
   */
  private longPress(cell: number): Verdict | null {
    if (this.run.locked) return null;
    this.oneShot = this.selected === cell ? !this.oneShot : true;
    this.selected = cell;
    if (!this.oneShot) return { keep: true };
    return { keep: true, tell: this.notesOn ? words().sudoku.oneNote : words().sudoku.oneNoteOn };
  }

  private autoNotes(): Verdict {
    return {
      moves: [sudokuMoves.autoNotes()],
      assist: true,
      tell: words().sudoku.autoNotesAssisted,
      say: words().sudoku.autoNotesSaid,
    };
  }

  /** Hint: its first stage, once the hint words are loaded in the language in use. */
  private showHint(): void {
    const shown = this.hinting.show();
    if (shown !== 'loading') this.run.act(shown);
    else
      void this.hinting.load().then(() => {
        const loaded = this.hinting.show();
        if (loaded !== 'loading') this.run.act(loaded);
      });
  }

  private pause(): void {
    if (this.run.pause()) this.run.act({ say: words().sudoku.pausedSaid });
  }

  private resume(): void {
    if (this.run.resume()) this.run.act({ say: words().sudoku.resumedSaid });
  }

  enterDigit(d: number): void {
    this.run.act(this.digitVerdict(d));
  }

  /** What digit `d` does in the selected cell: a note, a digit, or a refusal that says why. */
  private digitVerdict(d: number): Verdict | null {
    const session = this.run.session;
    if (!session || this.run.locked) return null;
    const cell = this.selected;
    if (cell === null)
      return { tell: this.digitFirst ? words().sudoku.pickDigit : words().sudoku.pickCell };
    const state = session.state;
    const size = state.shape.size;
    const r = Math.floor(cell / size);
    const c = cell % size;
    if (state.givens[cell] !== 0)
      return { tell: words().sudoku.givenCell({ where: placeName(state.shape, cell) }) };
    if (this.noteMode) {
      if (state.values[cell] !== 0) return { tell: words().sudoku.notesEmptyOnly };
      this.oneShot = false;
      return { moves: [sudokuMoves.note(r, c, d)], cue: 'note' };
    }
    // Tapping the digit a cell already holds clears it, as in most Sudoku apps.
    if (state.values[cell] === d) {
      this.oneShot = false;
      return { moves: [sudokuMoves.write(r, c, 0)] };
    }
    const clashes = clashesFor(state.shape, state.values, cell, d);
    const policy = this.settings.conflictMode;
    if (clashes.length > 0 && policy === 'refuse') {
      this.effects.push({ kind: 'refused', cell, digit: d, clashes });
      const reason = words().sudoku.clash({
        digit: String(d),
        house: clashHouse(state.shape, cell, clashes[0] as number),
      });
      return { tell: reason, cue: 'error', say: reason, urgent: true };
    }
    this.oneShot = false;
    const move = this.settings.autoCleanNotes
      ? sudokuMoves.writeAndClean(r, c, d)
      : sudokuMoves.write(r, c, d);
    const where = placeName(state.shape, cell);
    if (policy === 'check' && this.solutionDigit(cell) !== d) {
      const mistakes = ++this.mistakeCount;
      const text = words().sudoku.wrongDigit({
        digit: String(d),
        where,
        mistakes: formatCount(mistakes),
      });
      return { moves: [move], tell: text, cue: 'error', say: text, urgent: true };
    }
    return { moves: [move], cue: 'place', say: words().sudoku.placed({ digit: String(d), where }) };
  }

  erase(): void {
    const state = this.run.session?.state;
    const cell = this.selected;
    if (!state || this.run.status === 'won' || cell === null) return;
    if (state.givens[cell] !== 0) {
      this.run.act({ tell: words().sudoku.givenCell({ where: placeName(state.shape, cell) }) });
      return;
    }
    if (state.values[cell] === 0 && state.notes[cell] === 0) return;
    const size = state.shape.size;
    this.run.act({ moves: [sudokuMoves.erase(Math.floor(cell / size), cell % size)] });
  }

  undoRedo(which: 'undo' | 'redo'): void {
    this.run.undo(which);
  }

  /** A move, an undo or a redo changes the grid a hint was about, so the hint closes. */
  moved(): void {
    this.hinting.reset();
  }

  /** Cells drawn as wrong: rule clashes always; in check mode also digits off the solution. */
  wrongCells(state: SudokuState): Set<number> {
    const check = this.settings.conflictMode === 'check';
    const solution = check ? (this.run.puzzle as SudokuPuzzle).solution : null;
    return wrongCells(state.shape, state.values, state.givens, solution);
  }

  render(): void {
    const { session, puzzle } = this.run;
    if (!session || !puzzle) return;
    const state = session.state;
    const sized = `${puzzle.size}×${puzzle.size} · ${sudokuLevelName(puzzle.level)}`;
    this.screen.render({
      state,
      board: {
        selected: this.selected,
        digit: this.digitFirst ? this.picked : null,
        conflicts: this.wrongCells(state),
        hint: this.hinting.stage,
      },
      title: dailyHeader(puzzle, this.run.kind) ?? sized, // a daily says its day
      timer: this.run.elapsedText(),
      noteMode: this.noteMode,
      picked: this.digitFirst ? this.picked : null,
      canUndo: session.canUndo,
      canRedo: session.canRedo,
      finished: this.run.status === 'won',
      paused: this.run.pausedByPlayer,
      mistakes: this.settings.conflictMode === 'check' ? this.mistakeCount : null,
      effects: this.takeEffects(),
      hint: this.hinting.model(),
    });
  }

  private solutionDigit(cell: number): number {
    return (this.run.puzzle as SudokuPuzzle).solution.charCodeAt(cell) - 48;
  }

  /** The effects not yet drawn: each goes to one redraw only. */
  private takeEffects(): SudokuEffect[] {
    const effects = this.effects;
    this.effects = [];
    return effects;
  }

  private askReveal(): Verdict | null {
    const puzzle = this.run.puzzle;
    if (!this.run.session || !puzzle || this.run.status === 'won') return null;
    return {
      ask: {
        title: words().sudoku.revealTitle,
        body: words().sudoku.revealBody,
        confirm: words().sudoku.revealConfirm,
        cancel: words().common.keepPlaying,
        onConfirm: () => this.run.act({ moves: [`A${puzzle.solution}`], reveal: true }),
        onCancel: () => {},
      },
    };
  }

  /** The card of the win or of the answer shown; a win's wave starts from the cell in hand. */
  winCard(ending: WinEnding): WinCard {
    const said = sudokuResultWords(this.run.puzzle as SudokuPuzzle, ending.time, {
      revealed: ending.revealed,
      assisted: ending.assisted,
      mistakes: this.mistakeCount,
    });
    if (!ending.revealed) this.effects.push({ kind: 'won', from: this.selected ?? 0 });
    this.selected = null;
    return {
      ...said,
      ...(ending.revealed ? { tone: theme.inkSoft } : {}),
      mistakes: this.mistakeCount,
    };
  }
}
