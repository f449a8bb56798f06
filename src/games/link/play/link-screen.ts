// The Link game screen: top bar (home, title, clock, rules, new board), the board with its
// outer ring, and the tools (hint, reshuffle, undo) where thumbs are. Portrait phones stack
// them; wide windows put the controls beside the board. Every tap is forwarded as an intent.

import { formatCount } from '../../../i18n/format';
import { words } from '../../../i18n/i18n';
import { OverlaidScreen } from '../../../play/screen-overlays';
import { Button } from '../../../ui/button';
import { DomLabel } from '../../../ui/dom-label';
import type { RenderLoop } from '../../../ui/render-loop';
import type { Screen } from '../../../ui/screen';
import { makeText } from '../../../ui/text';
import { shrinkToFit } from '../../../ui/text-box';
import type { TextureBaker } from '../../../ui/texture-baker';
import { theme } from '../../../ui/theme';
import type { Viewport } from '../../../ui/viewport';
import type { LinkBoard, LinkCell } from '../core/board';
import { type LinkBoardUi, LinkBoardView } from '../view/link-board-view';

export interface LinkScreenIntents {
  tile: (cell: LinkCell) => void;
  hint: () => void;
  shuffle: () => void;
  undo: () => void;
  newGame: () => void;
  home: () => void;
  rules: () => void;
  share: () => void;
}

export interface LinkScreenModel {
  board: LinkBoard;
  ui: LinkBoardUi;
  title: string;
  timer: string;
  tilesLeft: number;
  tilesTotal: number;
  reshufflesLeft: number;
  canShuffle: boolean;
  canUndo: boolean;
  finished: boolean;
}

const TOP_BAR = 48;
const TOOLS = 52;
const GAP = 10;
/** The message strip between the top bar and the board (upright): toasts show here, never on
 *  a tile. */
const STRIP = 48;

export class LinkScreen extends OverlaidScreen implements Screen {
  readonly board: LinkBoardView;
  private readonly title = makeText('', 15, { weight: '700' });
  private readonly tiles = makeText('', 13, { color: theme.inkSoft });
  private readonly timer = new DomLabel({
    id: 'timer',
    font: `600 16px ${theme.fontFamily}`,
    color: theme.inkSoft,
  });
  private readonly homeButton: Button;
  private readonly newButton: Button;
  private readonly rulesButton: Button;
  private readonly hintButton: Button;
  private readonly shuffleButton: Button;
  private readonly undoButton: Button;
  private readonly shareButton: Button;
  private viewport: Viewport | null = null;
  /** Whether the screen is on show (the DOM clock shows only then, and only with a board). */
  private shown = false;
  private shape = '';

  constructor(
    loop: RenderLoop,
    intents: LinkScreenIntents,
    reducedMotion: () => boolean = () => false,
    baker: TextureBaker | null = null,
  ) {
    const w = words();
    super(loop, 'screen:link', [
      { id: 'btn:new', text: w.link.newConfirm, primary: true, onTap: () => intents.newGame() },
      { id: 'btn:home', text: w.play.home, onTap: () => intents.home() },
    ]);
    // Intents are looked up at tap time, so the controller may supply them after construction.
    this.board = new LinkBoardView(loop, (cell) => intents.tile(cell), { reducedMotion, baker });
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
    this.hintButton = new Button({
      id: 'btn:hint',
      text: w.play.hint,
      onTap: () => intents.hint(),
    });
    this.shuffleButton = new Button({
      id: 'btn:shuffle',
      text: w.link.shuffle({ left: '3' }),
      onTap: () => intents.shuffle(),
    });
    this.undoButton = new Button({
      id: 'btn:undo',
      text: w.play.undo,
      onTap: () => intents.undo(),
    });
    this.shareButton = new Button({
      id: 'btn:share',
      text: w.play.share,
      onTap: () => intents.share(),
    });
    this.title.anchor.set(0.5);
    this.tiles.anchor.set(0.5);
    // Named for the layout tests (window.gridwise.layout, textFit).
    this.tiles.label = 'tiles-left';
    this.view.addChild(
      this.board,
      this.homeButton,
      this.title,
      this.tiles,
      this.rulesButton,
      this.newButton,
      this.hintButton,
      this.shuffleButton,
      this.undoButton,
      this.shareButton,
    );
    this.overlays.attachTo(this.view);
  }

  /** Draws the model; `board: false` leaves the board to an animation already showing it. */
  render(model: LinkScreenModel, options: { board?: boolean } = {}): void {
    const shape = `${model.board.rows}x${model.board.cols}`;
    if (options.board !== false || shape !== this.shape) this.board.update(model.board, model.ui);
    if (shape !== this.shape) {
      this.shape = shape;
      if (this.viewport) this.layout(this.viewport);
    }
    if (this.title.text !== model.title) {
      this.title.text = model.title;
      if (this.viewport) this.layout(this.viewport);
    }
    this.timer.text = model.timer;
    this.tiles.text = words().link.tilesLeft({
      left: formatCount(model.tilesLeft),
      total: formatCount(model.tilesTotal),
    });
    this.shuffleButton.setText(words().link.shuffle({ left: formatCount(model.reshufflesLeft) }));
    this.shuffleButton.setEnabled(model.canShuffle && !model.finished);
    this.hintButton.setEnabled(!model.finished);
    this.undoButton.setEnabled(model.canUndo && !model.finished);
    this.loop.invalidate();
  }

  setTimer(text: string): void {
    this.timer.text = text;
  }

  show(): void {
    this.shown = true;
    this.timer.visible = this.shape !== '';
  }

  hide(): void {
    this.shown = false;
    this.timer.visible = false;
  }

  override dispose(): void {
    this.timer.remove();
    super.dispose();
  }

  private get tools(): Button[] {
    return [this.hintButton, this.shuffleButton, this.undoButton, this.shareButton];
  }

  /**
   * True when the screen is wider than tall, as laid out last (sideways, a desktop window):
   * a board made landscape gets the bigger tiles there.
   */
  get landscape(): boolean {
    const safe = this.viewport?.safe;
    return safe ? safe.width > safe.height * 1.15 : false;
  }

  layout(viewport: Viewport): void {
    this.viewport = viewport;
    this.overlays.layout(viewport);
    const { safe, width, height } = viewport;
    const m = Math.max(6, Math.min(16, safe.width / 48));
    // Before the first board arrives, only the top bar shows: nothing is drawn unplaced, and
    // Home stays in reach while the board is made.
    const ready = this.shape !== '';
    for (const part of [this.board, this.title, this.tiles, ...this.tools]) part.visible = ready;
    this.timer.visible = ready && this.shown;
    if (!ready) {
      this.placeTopBar(safe.x + m, safe.y + m, Math.min(safe.width - 2 * m, 620));
      return;
    }
    const landscape = this.landscape;
    let resultArea: { x: number; y: number; width: number; height: number };
    if (landscape) {
      // A slim rail of buttons beside the board; the board takes the rest, nearly edge to edge
      // (the view turns it to whichever way gives the bigger tiles).
      const edge = Math.min(m, 6);
      const railW = Math.round(Math.max(150, Math.min(220, safe.width * 0.18)));
      this.board.layout(safe.width - railW - 3 * edge, safe.height - 2 * Math.min(edge, 3));
      const groupW = this.board.boardWidth + edge + railW;
      const boardX = Math.round(safe.x + Math.max(edge, (safe.width - groupW) / 2));
      const boardY = Math.round(safe.y + (safe.height - this.board.boardHeight) / 2);
      this.board.position.set(boardX, boardY);
      this.placeRail(
        boardX + this.board.boardWidth + edge,
        railW,
        safe.y + edge,
        safe.height - 2 * edge,
      );
      // After a win the board is empty: the card sits over it, clear of the rail's buttons.
      resultArea = {
        x: boardX,
        y: boardY,
        width: this.board.boardWidth,
        height: this.board.boardHeight,
      };
    } else {
      const panelW = Math.min(safe.width - 2 * m, 620);
      const panelX = safe.x + (safe.width - panelW) / 2;
      const panelY = safe.y + m;
      this.placeTopBar(panelX, panelY, panelW);
      // Tools hug the bottom edge, where thumbs are. Under the top bar, a strip for messages;
      // the board is centred in what is left and gets the screen's full width.
      const toolsY = safe.y + safe.height - m - TOOLS;
      const bw = (panelW - 3 * 8) / 4;
      this.tools.forEach((b, i) => {
        b.position.set(panelX + i * (bw + 8), toolsY);
        b.resize(bw, TOOLS, 15);
      });
      const strip = panelY + TOP_BAR + 24;
      const top = strip + STRIP;
      const edge = Math.min(m, 4);
      this.board.layout(safe.width - 2 * edge, toolsY - GAP - top);
      this.board.position.set(
        Math.round(safe.x + (safe.width - this.board.boardWidth) / 2),
        Math.round(top + Math.max(0, (toolsY - GAP - top - this.board.boardHeight) / 2)),
      );
      this.toast.place(safe.x + safe.width / 2, strip + STRIP / 2, safe.width - 2 * m, STRIP);
      resultArea = {
        x: panelX,
        y: safe.y + safe.height * 0.55,
        width: panelW,
        height: safe.height * 0.45 - m,
      };
    }
    this.overlays.result.layout(width, height, resultArea);
  }

  /**
   * Sideways: the rail beside the board, top to bottom: Home, rules and New; the title, clock
   * and tiles left; the message strip; the tools.
   */
  private placeRail(x: number, w: number, top: number, h: number): void {
    const rowH = 44;
    const railStrip = 56;
    // The rail's natural height; on a short screen the tools give way, on a tall one the rail
    // is centred beside the board.
    const natural = rowH + 8 + 62 + railStrip + 6 + 4 * TOOLS + 3 * 8;
    const y = top + Math.max(0, (h - natural) / 2);
    const third = (w - 2 * 6) / 3;
    this.homeButton.setText(third >= 66 ? `‹ ${words().play.home}` : '‹');
    for (const [i, b] of [this.homeButton, this.rulesButton, this.newButton].entries()) {
      b.position.set(x + i * (third + 6), y);
      b.resize(third, rowH, i === 1 ? 20 : third >= 66 ? 14 : i === 0 ? 20 : 15);
    }
    const infoY = y + rowH + 8;
    shrinkToFit(this.title, { x, y: infoY, width: w, height: 18 }, 15);
    this.title.position.set(x + w / 2, infoY + 9);
    this.timer.place(x + w / 2, infoY + 30);
    shrinkToFit(this.tiles, { x, y: infoY + 41, width: w, height: 18 }, 13);
    this.tiles.position.set(x + w / 2, infoY + 50);
    const stripY = infoY + 62;
    this.toast.place(x + w / 2, stripY + railStrip / 2, w, railStrip);
    const toolsY = stripY + railStrip + 6;
    const toolH = Math.min(TOOLS, (top + h - toolsY - 3 * 8) / 4);
    this.tools.forEach((b, i) => {
      b.position.set(x, toolsY + i * (toolH + 8));
      b.resize(w, toolH, 15);
    });
  }

  private placeTopBar(x: number, y: number, w: number): void {
    const narrow = w < 340;
    const homeW = narrow ? TOP_BAR : 88;
    this.homeButton.setText(narrow ? '‹' : `‹ ${words().play.home}`);
    this.homeButton.position.set(x, y);
    this.homeButton.resize(homeW, TOP_BAR, narrow ? 22 : 16);
    this.newButton.position.set(x + w - 64, y);
    this.newButton.resize(64, TOP_BAR, 16);
    this.rulesButton.position.set(x + w - 64 - 8 - TOP_BAR, y);
    this.rulesButton.resize(TOP_BAR, TOP_BAR, 18);
    const left = x + homeW + 8;
    const right = x + w - 64 - 8 - TOP_BAR - 8;
    // The title sits between Home and the rules button; the tiles left span the bar under them.
    shrinkToFit(this.title, { x: left, y, width: right - left, height: 28 }, 15);
    this.title.position.set((left + right) / 2, y + 14);
    this.timer.place((left + right) / 2, y + 35);
    shrinkToFit(this.tiles, { x, y: y + TOP_BAR + 2, width: w, height: 20 }, 13);
    this.tiles.position.set(x + w / 2, y + TOP_BAR + 12);
  }
}
