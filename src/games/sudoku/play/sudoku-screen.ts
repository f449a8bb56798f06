// The Sudoku game screen: lays out the top bar, board, tools and number pad for any window from
// a 360×640 phone to a desktop, portrait or landscape, and forwards every tap as an intent.
// Made for the hand: a row of five icon buttons with short labels (undo, redo, notes,
// auto-notes, hint), Pause and More by the clock, and the actions needed now and then (new
// game, share, answer, rules) in the More sheet, so the board takes the room.

import { formatCount } from '../../../i18n/format';
import { words } from '../../../i18n/i18n';
import { GameScreenFrame, PANEL_MAX } from '../../../play/game-screen-frame';
import { GameTopBar, iconButton, TOP_BAR } from '../../../play/game-top-bar';
import { MoreSheet } from '../../../play/more-sheet';
import { Button } from '../../../ui/button';
import { HintPanel } from '../../../ui/hint-panel';
import { PauseCover } from '../../../ui/pause-cover';
import type { RenderLoop } from '../../../ui/render-loop';
import { MIN_TOUCH } from '../../../ui/theme';
import type { Viewport } from '../../../ui/viewport';
import { SudokuBoardView } from '../view/sudoku-board-view';
import { padPlan, SudokuPadView } from '../view/sudoku-pad-view';
import type { SudokuScreenIntents, SudokuScreenModel } from './sudoku-screen-model';

export type { SudokuScreenIntents, SudokuScreenModel } from './sudoku-screen-model';

/** One row of icon buttons, each with its short label under the icon. */
const TOOL_ROW = 58;
/** The smallest gap between the bars, the board and the pad; they grow to MAX_GAP with room. */
const GAP = 8;
const MAX_GAP = 20;
/** The board's side margin on a phone held upright: the board takes the width (≥ 96%). */
const BOARD_MARGIN = 6;

type SudokuTool = 'undo' | 'redo' | 'notes' | 'autoNotes' | 'hint';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where a layout put the board and the controls: the parts placed after them follow it. */
interface Placed {
  boardSize: number;
  boardX: number;
  boardY: number;
  panelX: number;
  panelW: number;
  /** The tool row's top. */
  toolsRowY: number;
  /** The free strip for messages (never over a cell). */
  strip: Box;
}

export class SudokuScreen extends GameScreenFrame {
  readonly board: SudokuBoardView;
  protected readonly top: GameTopBar;
  protected readonly menu: MoreSheet;
  private readonly pad: SudokuPadView;
  private readonly pause: Button;
  private readonly more: Button;
  /** Whether the game on show is won (or revealed): Pause is not shown then. */
  private finished = false;
  private readonly tools: Button[];
  private readonly notesButton: Button;
  private readonly undoButton: Button;
  private readonly redoButton: Button;
  private readonly autoNotesButton: Button;
  private readonly hintButton: Button;
  private readonly hintPanel: HintPanel;
  /** Opens a folded hint card again; it sits in the message strip. */
  private readonly hintPill: Button;
  private readonly pauseCover: PauseCover;
  private size = 0;
  private paused = false;

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
    ({ top: this.top, pause: this.pause, more: this.more } = this.makeTopBar(intents));
    ({
      undo: this.undoButton,
      redo: this.redoButton,
      notes: this.notesButton,
      autoNotes: this.autoNotesButton,
      hint: this.hintButton,
    } = this.makeTools(intents));
    this.tools = [
      this.undoButton,
      this.redoButton,
      this.notesButton,
      this.autoNotesButton,
      this.hintButton,
    ];
    this.menu = this.makeMenu(intents);
    this.hintPanel = new HintPanel({
      more: () => intents.hintMore(),
      close: () => intents.hintClose(),
      apply: () => intents.hintApply(),
      learn: () => intents.hintLearn(),
      collapse: () => intents.hintCollapse(),
    });
    this.hintPill = new Button({
      id: 'btn:hint-show',
      text: w.play.showHint,
      onTap: () => intents.hintExpand(),
    });
    // Shown by render for a folded hint only: never unplaced while the first board is made.
    this.hintPill.visible = false;
    this.pauseCover = new PauseCover(() => intents.resume());
    this.view.addChild(
      this.board,
      this.pad,
      ...this.top.parts,
      ...this.tools,
      this.pauseCover,
      this.hintPanel,
      this.hintPill,
    );
    this.overlays.attachTo(this.view);
  }

  /** The top bar: Home, the title over the clock (and the mistakes count), Pause and More. */
  private makeTopBar(intents: SudokuScreenIntents): {
    top: GameTopBar;
    pause: Button;
    more: Button;
  } {
    const w = words();
    // Icon-only buttons by the clock; their spoken names are the words the icon stands for.
    const pause = iconButton('btn:pause', '', 'pause', () =>
      this.paused ? intents.resume() : intents.pause(),
    );
    pause.accessibleTitle = w.play.pause;
    const more = iconButton('btn:more', '', 'more', () => this.openMenu());
    more.accessibleTitle = w.sudoku.menuTitle;
    const top = new GameTopBar({
      home: () => intents.home(),
      right: [
        { button: pause, width: TOP_BAR },
        { button: more, width: TOP_BAR },
      ],
      clockNote: 'mistakes',
    });
    return { top, pause, more };
  }

  /** The row of five icon tools under the board, each with its short label. */
  private makeTools(intents: SudokuScreenIntents): Record<SudokuTool, Button> {
    const w = words().sudoku;
    return {
      undo: iconButton('btn:undo', w.toolUndo, 'undo', () => intents.undo()),
      redo: iconButton('btn:redo', w.toolRedo, 'redo', () => intents.redo()),
      notes: iconButton('btn:notes', w.toolNotes, 'notes', () => intents.notes()),
      autoNotes: iconButton('btn:autonotes', w.toolAutoNotes, 'autonotes', () =>
        intents.autoNotes(),
      ),
      hint: iconButton('btn:hint', w.toolHint, 'hint', () => intents.hint()),
    };
  }

  /** The More sheet: the actions needed now and then, so the screen keeps the board's room. */
  private makeMenu(intents: SudokuScreenIntents): MoreSheet {
    const w = words();
    return new MoreSheet(
      w.sudoku.menuTitle,
      [
        { id: 'btn:new', icon: 'new', text: w.sudoku.newConfirm, onTap: () => intents.newGame() },
        { id: 'btn:share', icon: 'share', text: w.play.share, onTap: () => intents.share() },
        {
          id: 'btn:answer',
          icon: 'answer',
          text: w.sudoku.answer,
          onTap: () => intents.answer(),
          // A finished game has no answer left to show: its item stays, switched off.
          offWhenFinished: true,
        },
        { id: 'btn:rules', icon: 'rules', text: w.sudoku.menuRules, onTap: () => intents.rules() },
      ],
      { text: w.sudoku.menuClose, onTap: () => this.closeMenu() },
    );
  }

  render(model: SudokuScreenModel): void {
    this.board.update(model.state, model.board);
    if (model.state.shape.size !== this.size) {
      // A new grid size needs new pad keys and a new layout (which redraws the board).
      this.size = model.state.shape.size;
      this.pad.setDigits(this.size);
      if (this.viewport) this.layout(this.viewport);
    }
    this.top.setTitle(model.title);
    this.top.timer.text = model.timer;
    this.top.setNote(
      model.mistakes === null
        ? ''
        : words().sudoku.mistakesShown({ countText: formatCount(model.mistakes) }),
    );
    this.renderControls(model);
    this.renderCovers(model);
    for (const effect of model.effects) {
      if (effect.kind === 'won') this.board.playWin(effect.from);
      else {
        this.board.shakeRefused(effect.cell, effect.digit);
        this.board.flashCells(effect.clashes);
      }
    }
    this.loop.invalidate();
  }

  /** The pad's counts and modes, and which tools are in play. */
  private renderControls(model: SudokuScreenModel): void {
    const counts = new Array<number>(this.size + 1).fill(0);
    for (const v of model.state.values) counts[v] = (counts[v] ?? 0) + 1;
    this.pad.setRemaining((d) => this.size - (counts[d] ?? 0));
    this.pad.setNoteMode(model.noteMode);
    this.pad.setPicked(model.picked);
    this.notesButton.setActive(model.noteMode);
    this.undoButton.setEnabled(model.canUndo && !model.finished);
    this.redoButton.setEnabled(model.canRedo && !model.finished);
    this.autoNotesButton.setEnabled(!model.finished);
    this.hintButton.setEnabled(!model.finished);
    this.menu.setFinished(model.finished);
  }

  /** The pause cover and the hint card, and the pad and tools they take out of play. */
  private renderCovers(model: SudokuScreenModel): void {
    // Pause turns into Resume while the board is covered (the cover has its own Resume too).
    this.paused = model.paused && !model.finished;
    this.pause.setIcon(this.paused ? 'play' : 'pause');
    this.pause.accessibleTitle = this.paused ? words().play.resume : words().play.pause;
    this.pause.setEnabled(!model.finished);
    // A won game has nothing to pause: Pause goes rather than stand greyed by the results card.
    this.finished = model.finished;
    this.pause.visible = this.ready && !model.finished;
    this.pauseCover.visible = this.paused;
    // While the hint card or the pause cover is up, the pad and tools are out of play.
    // A folded hint card gives way to a small "Show the hint" button in the message strip.
    if (model.hint && !model.hint.collapsed)
      this.hintPanel.show(model.hint, model.hint.index, model.hint.count);
    else this.hintPanel.hide();
    this.hintPill.visible = model.hint?.collapsed === true && !model.finished;
    // The results card takes their place after a win (it never sits over a live control).
    const controls = !this.hintPanel.visible && !this.pauseCover.visible && !this.result.visible;
    this.pad.visible = controls;
    for (const b of this.tools) b.visible = controls;
  }

  /** The message the player is reading right now: the hint card, or the More sheet's title. */
  override notice(): string | null {
    return (
      this.overlays.notice() ??
      (this.hintPanel.visible ? this.hintPanel.text : null) ??
      (this.menuOpen ? this.menu.title : null)
    );
  }

  protected get ready(): boolean {
    return this.size !== 0;
  }

  protected margin(width: number): number {
    return Math.max(8, Math.min(16, width / 40));
  }

  protected showWhenReady(ready: boolean): void {
    this.board.visible = ready;
    this.pause.visible = ready && !this.finished;
    this.more.visible = ready;
    // The pad and tools, once there is a game, show as render decides (not under the hint card).
    if (!ready) for (const part of [this.pad, ...this.tools]) part.visible = false;
  }

  protected layoutGame(viewport: Viewport, m: number): void {
    const { safe, width, height } = viewport;
    const landscape = safe.width > safe.height * 1.15;
    const placed = landscape ? this.layoutSideways(safe, m) : this.layoutUpright(safe, m);
    this.placeBoard(placed);
    this.placeHint(placed);
    this.placeMessages(placed);
    // The result card covers the controls, never the solved board.
    // (Sideways too it starts under the top bar, which stays in view and uncovered.)
    const controlsTop = placed.toolsRowY;
    this.result.layout(width, height, {
      x: placed.panelX,
      y: controlsTop,
      width: placed.panelW,
      height: safe.y + safe.height - m - controlsTop,
    });
  }

  /**
   * Sideways: the board takes the whole height but a slim margin; the top bar, tools and pad
   * stand beside it, centred with it as one group; messages go above the panel.
   */
  private layoutSideways(safe: Box, m: number): Placed {
    const keys = this.size + 1;
    const bm = Math.min(m, 8);
    const boardSize = Math.min(safe.height - 2 * bm, safe.width * 0.58);
    // Between board and panel a gap of 2m where the width allows, down to 12 px on a small
    // phone, so five thumb-wide tools still fit in a row beside the board.
    const between = Math.max(12, Math.min(2 * m, safe.width - boardSize - 2 * bm - 440));
    const panelW = Math.min(440, safe.width - boardSize - 2 * bm - between);
    // A keypad of three columns when the height allows thumb-sized rows, else wider rows.
    const padRoom = safe.height - 2 * bm - TOP_BAR - TOOL_ROW - 2 * GAP;
    const keypadRows = Math.ceil(keys / 3);
    const columns = padRoom >= keypadRows * MIN_TOUCH + (keypadRows - 1) * 6 ? 3 : 5;
    // A narrow panel may fit fewer keys per row than asked: size rows for what it fits.
    const { rows } = padPlan(keys, panelW, columns);
    const rowH = Math.min(72, (padRoom - (rows - 1) * 6) / rows);
    const padH = SudokuPadView.heightFor(keys, panelW, rowH, columns);
    // Board and controls are centred as one group, and the controls vertically beside the board.
    const groupW = boardSize + between + panelW;
    const boardX = safe.x + Math.max(bm, (safe.width - groupW) / 2);
    const boardY = safe.y + (safe.height - boardSize) / 2;
    const panelX = boardX + boardSize + between;
    const panelH = TOP_BAR + TOOL_ROW + padH + 2 * GAP;
    const panelY = safe.y + Math.max(bm, (safe.height - panelH) / 2);
    this.top.place(panelX, panelY, panelW);
    const toolsRowY = panelY + TOP_BAR + GAP;
    this.placeTools(panelX, toolsRowY, panelW);
    this.pad.position.set(panelX, toolsRowY + TOOL_ROW + GAP);
    this.pad.layout(panelW, padH, columns);
    const strip = { x: panelX, y: safe.y, width: panelW, height: panelY - safe.y };
    return { boardSize, boardX, boardY, panelX, panelW, toolsRowY, strip };
  }

  /**
   * Upright: the board takes the width, with the top bar above it and the tools and pad right
   * under it; gaps and keys grow with spare height, and what is left over is a band under the
   * pad that holds the messages.
   */
  private layoutUpright(safe: Box, m: number): Placed {
    const keys = this.size + 1;
    const contentW = Math.min(safe.width - 2 * BOARD_MARGIN, PANEL_MAX);
    const panelX = safe.x + (safe.width - contentW) / 2;
    const panelW = contentW;
    let rowH = 52;
    let padH = SudokuPadView.heightFor(keys, panelW, rowH, 10);
    const fixed = 2 * m + TOP_BAR + TOOL_ROW + 3 * GAP;
    const boardSize = Math.max(120, Math.min(contentW, safe.height - fixed - padH));
    let spare = safe.height - fixed - padH - boardSize;
    const gap = GAP + Math.max(0, Math.min(MAX_GAP - GAP, spare / 6));
    spare -= 3 * (gap - GAP);
    const padRows = Math.round((padH + 6) / (rowH + 6));
    const grow = Math.max(0, Math.min(80 - rowH, spare / 2 / padRows));
    rowH += grow;
    padH = SudokuPadView.heightFor(keys, panelW, rowH, 10);
    const top = safe.y + m;
    this.top.place(panelX, top, panelW);
    const boardX = safe.x + (safe.width - boardSize) / 2;
    const boardY = top + TOP_BAR + gap;
    const toolsRowY = boardY + boardSize + gap;
    this.placeTools(panelX, toolsRowY, panelW);
    const padY = toolsRowY + TOOL_ROW + gap;
    this.pad.position.set(panelX, padY);
    this.pad.layout(panelW, padH, 10);
    const below = padY + padH;
    const strip = {
      x: panelX,
      y: below,
      width: panelW,
      height: Math.max(0, safe.y + safe.height - below),
    };
    return { boardSize, boardX, boardY, panelX, panelW, toolsRowY, strip };
  }

  /** The board, centred in its square (it may draw a little smaller), and the pause cover on it. */
  private placeBoard({ boardSize, boardX, boardY }: Placed): void {
    this.board.layout(boardSize);
    const actual = this.board.boardSize;
    this.board.position.set(
      Math.round(boardX + (boardSize - actual) / 2),
      Math.round(boardY + (boardSize - actual) / 2),
    );
    this.pauseCover.position.copyFrom(this.board.position);
    this.pauseCover.layout(actual, actual);
  }

  /** The hint card takes the place of the tools and pad, right under (or beside) the board. */
  private placeHint({ panelX, panelW, toolsRowY }: Placed): void {
    // (Upright it ends with the pad, so the band under it still holds the messages.)
    const controlsBottom = this.pad.y + this.pad.laidOutHeight;
    this.hintPanel.position.set(panelX, toolsRowY);
    this.hintPanel.layout(panelW, Math.max(160, controlsBottom - toolsRowY));
  }

  /**
   * Messages never cover a cell: they sit in the free strip (under the pad upright, above the
   * panel sideways) when there is one, else over the tool row; a toast lets taps through to the
   * buttons under it. The folded hint's button goes the same way.
   */
  private placeMessages({ panelX, panelW, toolsRowY, strip }: Placed): void {
    const toastW = Math.min(360, strip.width);
    const toastX = strip.x + strip.width / 2;
    if (strip.height >= 44)
      this.toast.place(toastX, strip.y + strip.height / 2, toastW, strip.height);
    else
      this.toast.place(
        panelX + panelW / 2,
        toolsRowY + TOOL_ROW / 2,
        Math.min(360, panelW),
        TOOL_ROW,
      );
    const pillW = Math.min(180, toastW);
    const pillH = Math.min(44, Math.max(36, strip.height - 8));
    const pillY =
      strip.height >= 44
        ? strip.y + (strip.height - pillH) / 2
        : toolsRowY + (TOOL_ROW - pillH) / 2;
    this.hintPill.position.set(toastX - pillW / 2, pillY);
    this.hintPill.resize(pillW, pillH, 15);
  }

  private placeTools(x: number, y: number, w: number): void {
    const n = this.tools.length;
    const gap = 6;
    const bw = (w - gap * (n - 1)) / n;
    this.tools.forEach((b, i) => {
      b.position.set(x + i * (bw + gap), y);
      b.resize(bw, TOOL_ROW, 12);
    });
  }
}
