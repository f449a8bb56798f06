// The Sudoku game screen: lays out the top bar, board, tools and number pad for any window from
// a 360×640 phone to a desktop, portrait or landscape, and forwards every tap as an intent.

import { words } from '../../../i18n/i18n';
import { OverlaidScreen } from '../../../play/screen-overlays';
import { Button } from '../../../ui/button';
import { DomLabel } from '../../../ui/dom-label';
import { HintPanel } from '../../../ui/hint-panel';
import { PauseCover } from '../../../ui/pause-cover';
import type { RenderLoop } from '../../../ui/render-loop';
import type { Screen } from '../../../ui/screen';
import { makeText } from '../../../ui/text';
import { shrinkToFit, type TextBox } from '../../../ui/text-box';
import { MIN_TOUCH, theme } from '../../../ui/theme';
import type { Viewport } from '../../../ui/viewport';
import type { SudokuState } from '../core/game';
import { type SudokuBoardUi, SudokuBoardView } from '../view/sudoku-board-view';
import { SudokuPadView } from '../view/sudoku-pad-view';

export interface SudokuScreenIntents {
  cell: (cell: number) => void;
  digit: (d: number) => void;
  erase: () => void;
  notes: () => void;
  undo: () => void;
  redo: () => void;
  answer: () => void;
  newGame: () => void;
  home: () => void;
  rules: () => void;
  /** A long press on a cell: the notes shortcut. */
  longPress: (cell: number) => void;
  autoNotes: () => void;
  hint: () => void;
  hintMore: () => void;
  hintClose: () => void;
  hintApply: () => void;
  hintCollapse: () => void;
  hintExpand: () => void;
  pause: () => void;
  resume: () => void;
  share: () => void;
}

/** Everything the screen shows, derived by the controller from session + UI state. */
export interface SudokuScreenModel {
  state: SudokuState;
  board: SudokuBoardUi;
  title: string;
  timer: string;
  noteMode: boolean;
  /** Digit-first entry: the digit picked on the pad (null: none, or cell-first entry). */
  picked: number | null;
  canUndo: boolean;
  canRedo: boolean;
  finished: boolean;
  paused: boolean;
  /** The hint stage on show: its text for the card (the board draws model.board.hint). */
  hint: {
    title: string;
    text: string;
    index: number;
    count: number;
    apply: string | null;
    collapsed: boolean;
  } | null;
}

const TOP_BAR = 48;
/** Two rows of tools: editing (undo, redo, notes, auto-notes) and help (hint, pause, share, answer). */
const TOOL_ROW = 44;
const TOOLS = 2 * TOOL_ROW + 6;
const GAP = 10;

export class SudokuScreen extends OverlaidScreen implements Screen {
  readonly board: SudokuBoardView;
  private readonly pad: SudokuPadView;
  private readonly title = makeText('', 15, { weight: '700' });
  private readonly timer = new DomLabel({
    id: 'timer',
    font: `600 16px ${theme.fontFamily}`,
    color: theme.inkSoft,
  });
  private readonly homeButton: Button;
  private readonly newButton: Button;
  private readonly rulesButton: Button;
  private readonly tools: Button[];
  private readonly notesButton: Button;
  private readonly undoButton: Button;
  private readonly redoButton: Button;
  private readonly answerButton: Button;
  private readonly autoNotesButton: Button;
  private readonly hintButton: Button;
  private readonly pauseButton: Button;
  private readonly shareButton: Button;
  private readonly hintPanel: HintPanel;
  /** Opens a folded hint card again; it sits in the message strip. */
  private readonly hintPill: Button;
  private readonly pauseCover: PauseCover;
  private viewport: Viewport | null = null;
  /** Whether the screen is on show (the DOM clock shows only then, and only with a game). */
  private shown = false;
  private size = 0;
  /** The room between Home and the rules button, where the title must fit (parent coords). */
  private titleRoom: TextBox = { x: 0, y: 0, width: 200, height: 28 };

  constructor(loop: RenderLoop, intents: SudokuScreenIntents) {
    super(loop, 'screen:game', [
      {
        id: 'btn:new',
        text: words().sudoku.newConfirm,
        primary: true,
        onTap: () => intents.newGame(),
      },
      { id: 'btn:home', text: words().play.home, onTap: () => intents.home() },
    ]);
    // Intents are looked up at tap time, so the controller may supply them after construction.
    this.board = new SudokuBoardView(
      loop,
      (cell) => intents.cell(cell),
      (cell) => intents.longPress(cell),
    );
    this.pad = new SudokuPadView({ digit: (d) => intents.digit(d), erase: () => intents.erase() });
    const w = words();
    this.homeButton = new Button({
      id: 'btn:home',
      text: `‹ ${w.play.home}`,
      onTap: () => intents.home(),
    });
    this.newButton = new Button({
      id: 'btn:new',
      text: w.play.new,
      onTap: () => intents.newGame(),
    });
    this.rulesButton = new Button({ id: 'btn:rules', text: '?', onTap: () => intents.rules() });
    // Spoken names for the symbol captions.
    this.rulesButton.accessibleTitle = w.play.rules;
    this.homeButton.accessibleTitle = w.play.home;
    this.undoButton = new Button({
      id: 'btn:undo',
      text: w.play.undo,
      onTap: () => intents.undo(),
    });
    this.redoButton = new Button({
      id: 'btn:redo',
      text: w.play.redo,
      onTap: () => intents.redo(),
    });
    this.notesButton = new Button({
      id: 'btn:notes',
      text: w.sudoku.notes,
      onTap: () => intents.notes(),
    });
    this.answerButton = new Button({
      id: 'btn:answer',
      text: w.sudoku.answer,
      onTap: () => intents.answer(),
    });
    this.autoNotesButton = new Button({
      id: 'btn:autonotes',
      text: w.sudoku.autoNotes,
      onTap: () => intents.autoNotes(),
    });
    this.hintButton = new Button({
      id: 'btn:hint',
      text: w.play.hint,
      onTap: () => intents.hint(),
    });
    this.pauseButton = new Button({
      id: 'btn:pause',
      text: w.play.pause,
      onTap: () => intents.pause(),
    });
    this.shareButton = new Button({
      id: 'btn:share',
      text: w.play.share,
      onTap: () => intents.share(),
    });
    this.tools = [
      this.undoButton,
      this.redoButton,
      this.notesButton,
      this.autoNotesButton,
      this.hintButton,
      this.pauseButton,
      this.shareButton,
      this.answerButton,
    ];
    this.hintPanel = new HintPanel({
      more: () => intents.hintMore(),
      close: () => intents.hintClose(),
      apply: () => intents.hintApply(),
      collapse: () => intents.hintCollapse(),
    });
    this.hintPill = new Button({
      id: 'btn:hint-show',
      text: words().play.showHint,
      onTap: () => intents.hintExpand(),
    });
    this.pauseCover = new PauseCover(() => intents.resume());
    this.title.anchor.set(0.5);
    this.view.addChild(
      this.board,
      this.pad,
      this.homeButton,
      this.title,
      this.rulesButton,
      this.newButton,
      ...this.tools,
      this.pauseCover,
      this.hintPanel,
      this.hintPill,
    );
    this.overlays.attachTo(this.view);
  }

  render(model: SudokuScreenModel): void {
    this.board.update(model.state, model.board);
    if (model.state.shape.size !== this.size) {
      // A new grid size needs new pad keys and a new layout (which redraws the board).
      this.size = model.state.shape.size;
      this.pad.setDigits(this.size);
      if (this.viewport) this.layout(this.viewport);
    }
    if (this.title.text !== model.title) {
      this.title.text = model.title;
      this.fitTitle();
    }
    this.timer.text = model.timer;
    const counts = new Array<number>(this.size + 1).fill(0);
    for (const v of model.state.values) counts[v] = (counts[v] ?? 0) + 1;
    this.pad.setRemaining((d) => this.size - (counts[d] ?? 0));
    this.pad.setNoteMode(model.noteMode);
    this.pad.setPicked(model.picked);
    this.notesButton.setActive(model.noteMode);
    this.notesButton.setText(model.noteMode ? words().sudoku.notesOn : words().sudoku.notes);
    this.undoButton.setEnabled(model.canUndo && !model.finished);
    this.redoButton.setEnabled(model.canRedo && !model.finished);
    this.answerButton.setEnabled(!model.finished);
    this.autoNotesButton.setEnabled(!model.finished);
    this.hintButton.setEnabled(!model.finished);
    this.pauseButton.setEnabled(!model.finished);
    this.pauseCover.visible = model.paused && !model.finished;
    // While the hint card or the pause cover is up, the pad and tools are out of play.
    // A folded hint card gives way to a small "Show the hint" button in the message strip.
    if (model.hint && !model.hint.collapsed)
      this.hintPanel.show(model.hint, model.hint.index, model.hint.count);
    else this.hintPanel.hide();
    this.hintPill.visible = model.hint?.collapsed === true && !model.finished;
    const controls = !this.hintPanel.visible && !this.pauseCover.visible;
    this.pad.visible = controls;
    for (const b of this.tools) b.visible = controls;
    this.loop.invalidate();
  }

  setTimer(text: string): void {
    // A DOM label: no canvas frame is drawn for the clock (see ui/dom-label.ts).
    this.timer.text = text;
  }

  show(): void {
    this.shown = true;
    this.timer.visible = this.size !== 0;
  }

  hide(): void {
    this.shown = false;
    this.timer.visible = false;
  }

  override dispose(): void {
    this.timer.remove();
    super.dispose();
  }

  /** The message the player is reading right now, the hint card included. */
  override notice(): string | null {
    return this.overlays.notice() ?? (this.hintPanel.visible ? this.hintPanel.text : null);
  }

  layout(viewport: Viewport): void {
    this.viewport = viewport;
    this.overlays.layout(viewport);
    const { safe, width, height } = viewport;
    const m = Math.max(8, Math.min(16, safe.width / 40));
    // Before the first puzzle arrives (a fresh profile's first game), only the top bar shows:
    // nothing is drawn unplaced, and Home stays in reach while the puzzle is made.
    const ready = this.size !== 0;
    for (const part of [this.board, this.title]) part.visible = ready;
    // The pad and tools, once there is a game, show as render decides (not under the hint card).
    if (!ready) for (const part of [this.pad, ...this.tools]) part.visible = false;
    this.timer.visible = ready && this.shown;
    if (!ready) {
      this.placeTopBar(safe.x + m, safe.y + m, Math.min(safe.width - 2 * m, 620));
      return;
    }
    const landscape = safe.width > safe.height * 1.15;
    const keys = this.size + 1;
    let boardSize: number;
    let boardX: number;
    let boardY: number;
    let panelX: number;
    let panelW: number;
    /** The tool row's top, and the free strip above the board or panel: where messages go. */
    let toolsRowY: number;
    let strip: { y: number; height: number };
    if (landscape) {
      boardSize = Math.min(safe.height - 2 * m, safe.width * 0.58);
      panelW = Math.min(440, safe.width - boardSize - 4 * m);
      // A keypad of three columns when the height allows thumb-sized rows, else wider rows.
      const padRoom = safe.height - 2 * m - TOP_BAR - TOOLS - 2 * GAP;
      const keypadRows = Math.ceil(keys / 3);
      const columns = padRoom >= keypadRows * MIN_TOUCH + (keypadRows - 1) * 6 ? 3 : 5;
      // A narrow panel may fit fewer keys per row than asked: size rows for what it fits.
      const rows = Math.ceil(keys / SudokuPadView.columnsFor(keys, panelW, columns));
      const rowH = Math.min(72, (padRoom - (rows - 1) * 6) / rows);
      const padH = SudokuPadView.heightFor(keys, panelW, rowH, columns);
      // Board and controls are centred as one group, and the controls vertically beside the board.
      const groupW = boardSize + 2 * m + panelW;
      boardX = safe.x + Math.max(m, (safe.width - groupW) / 2);
      boardY = safe.y + (safe.height - boardSize) / 2;
      panelX = boardX + boardSize + 2 * m;
      const panelH = TOP_BAR + TOOLS + padH + 2 * GAP;
      const panelY = safe.y + Math.max(m, (safe.height - panelH) / 2);
      this.placeTopBar(panelX, panelY, panelW);
      toolsRowY = panelY + TOP_BAR + GAP;
      strip = { y: safe.y, height: panelY - safe.y };
      this.placeTools(panelX, toolsRowY, panelW);
      this.pad.position.set(panelX, panelY + TOP_BAR + TOOLS + 2 * GAP);
      this.pad.layout(panelW, padH, columns);
    } else {
      const contentW = Math.min(safe.width - 2 * m, 620);
      panelX = safe.x + (safe.width - contentW) / 2;
      panelW = contentW;
      const rowH = Math.min(60, Math.max(48, safe.height / 13));
      const padH = SudokuPadView.heightFor(keys, panelW, rowH, 10);
      const available = safe.height - 2 * m - TOP_BAR - TOOLS - padH - 3 * GAP;
      boardSize = Math.max(120, Math.min(contentW, available));
      this.placeTopBar(panelX, safe.y + m, panelW);
      // The pad hugs the bottom edge, where thumbs are; the board is centred in what is left.
      const padY = safe.y + safe.height - m - padH;
      const toolsY = padY - GAP - TOOLS;
      toolsRowY = toolsY;
      this.placeTools(panelX, toolsY, panelW);
      this.pad.position.set(panelX, padY);
      this.pad.layout(panelW, padH, 10);
      const top = safe.y + m + TOP_BAR + GAP;
      boardX = safe.x + (safe.width - boardSize) / 2;
      boardY = top + Math.max(0, (toolsY - GAP - top - boardSize) / 2);
      strip = { y: top - GAP, height: boardY - (top - GAP) };
    }
    this.board.layout(boardSize);
    const actual = this.board.boardSize;
    this.board.position.set(
      Math.round(boardX + (boardSize - actual) / 2),
      Math.round(boardY + (boardSize - actual) / 2),
    );
    this.pauseCover.position.copyFrom(this.board.position);
    this.pauseCover.layout(actual, actual);
    // The hint card takes the place of the tools and pad, right under (or beside) the board.
    const controlsY = landscape ? this.pad.y - TOOLS - GAP : boardY + boardSize + GAP;
    const controlsBottom = landscape ? this.pad.y + this.pad.height : safe.y + safe.height - m;
    this.hintPanel.position.set(panelX, controlsY);
    this.hintPanel.layout(panelW, Math.max(160, controlsBottom - controlsY));
    // Messages never cover a cell: they sit in the free strip above the board (or, sideways,
    // above the panel) when there is one, else over the tool row; a toast lets taps through
    // to the buttons under it.
    const toastW = Math.min(360, landscape ? panelW : safe.width - 24);
    const toastX = landscape ? panelX + panelW / 2 : boardX + boardSize / 2;
    if (strip.height >= 44)
      this.toast.place(toastX, strip.y + strip.height / 2, toastW, strip.height);
    else this.toast.place(panelX + panelW / 2, toolsRowY + TOOLS / 2, Math.min(360, panelW), TOOLS);
    // The folded hint's button: in the strip when there is room, else at the strip's edge of
    // the top bar's row (never on a cell).
    const pillW = Math.min(180, toastW);
    const pillH = Math.min(40, Math.max(32, strip.height - 8));
    const pillY = strip.height >= 36 ? strip.y + (strip.height - pillH) / 2 : toolsRowY;
    this.hintPill.position.set(toastX - pillW / 2, pillY);
    this.hintPill.resize(pillW, pillH, 15);
    // The result card covers the controls, never the solved board.
    const controlsTop = landscape ? safe.y + m : boardY + boardSize + GAP;

    this.result.layout(width, height, {
      x: panelX,
      y: controlsTop,
      width: panelW,
      height: safe.y + safe.height - m - controlsTop,
    });
  }

  private placeTopBar(x: number, y: number, w: number): void {
    // A narrow panel (landscape phone) gets an icon-only Home button so the title still fits.
    const homeW = w < 340 ? TOP_BAR : 88;
    this.homeButton.setText(w < 340 ? '‹' : `‹ ${words().play.home}`);
    this.homeButton.position.set(x, y);
    this.homeButton.resize(homeW, TOP_BAR, w < 340 ? 22 : 16);
    this.newButton.position.set(x + w - 64, y);
    this.newButton.resize(64, TOP_BAR, 16);
    this.rulesButton.position.set(x + w - 64 - 8 - TOP_BAR, y);
    this.rulesButton.resize(TOP_BAR, TOP_BAR, 18);
    // Title above timer, centred between the side buttons.
    const left = x + homeW + 8;
    const right = x + w - 64 - 8 - TOP_BAR - 8;
    this.titleRoom = { x: left, y, width: right - left, height: 28 };
    this.fitTitle();
    this.title.position.set((left + right) / 2, y + 14);
    this.timer.place((left + right) / 2, y + 35);
  }

  private fitTitle(): void {
    shrinkToFit(this.title, this.titleRoom, 15);
  }

  private placeTools(x: number, y: number, w: number): void {
    const perRow = this.tools.length / 2;
    const bw = (w - 6 * (perRow - 1)) / perRow;
    this.tools.forEach((b, i) => {
      b.position.set(x + (i % perRow) * (bw + 6), y + Math.floor(i / perRow) * (TOOL_ROW + 6));
      b.resize(bw, TOOL_ROW, 14);
    });
  }
}
