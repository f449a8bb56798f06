// The Link game screen: top bar (home, title, clock, rules, new board), the board with its
// outer ring, and the tools (hint, reshuffle, undo) where thumbs are. Portrait phones stack
// them; wide windows put the controls beside the board. Every tap is forwarded as an intent.

import { formatCount } from '../../../i18n/format';
import { words } from '../../../i18n/i18n';
import { GameScreenFrame, PANEL_MAX } from '../../../play/game-screen-frame';
import { GameTopBar, TOP_BAR } from '../../../play/game-top-bar';
import { Button } from '../../../ui/button';
import type { RenderLoop } from '../../../ui/render-loop';
import { makeText } from '../../../ui/text';
import { shrinkToFit } from '../../../ui/text-box';
import type { TextureBaker } from '../../../ui/texture-baker';
import { theme } from '../../../ui/theme';
import type { Viewport } from '../../../ui/viewport';
import type { LinkBoard, LinkCell } from '../core/board';
import type { LinkSlide } from '../core/gravity';
import { CountdownBar, type CountdownShown } from '../view/countdown-bar';
import { type LinkBoardUi, LinkBoardView } from '../view/link-board-view';
import { ScoreMeter, type ScoreShown } from '../view/score-meter';

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

/**
 * A moment the board plays once, carried by the model of the redraw that follows it: a pair
 * matched (its path, the tiles going, the slides), a wrong pair's shake, a reshuffle from the
 * board before it, the win's wave.
 */
export type LinkEffect =
  | {
      readonly kind: 'matched';
      readonly path: readonly LinkCell[];
      readonly a: LinkCell;
      readonly b: LinkCell;
      readonly slides: readonly LinkSlide[];
    }
  | { readonly kind: 'wrong'; readonly a: LinkCell; readonly b: LinkCell }
  | { readonly kind: 'reshuffled'; readonly before: LinkBoard }
  | { readonly kind: 'scored'; readonly a: LinkCell; readonly b: LinkCell; readonly points: number }
  | { readonly kind: 'won' };

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
  /** journey: the countdown bar of a stage (null: free play, no bar). */
  countdown: CountdownShown | null;
  /** journey: the score and the combo running (null: free play, no meter). */
  score: ScoreShown | null;
  /** What the board plays once on this redraw (each effect is in one model only). */
  effects: readonly LinkEffect[];
}

const TOOLS = 52;
/** journey: the score meter's row under the countdown (its height and the gap above it). */
const METER = 30;
const GAP = 10;
/** The message strip between the top bar and the board (upright): toasts show here, never on
 *  a tile. */
const STRIP = 48;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export class LinkScreen extends GameScreenFrame {
  readonly board: LinkBoardView;
  protected readonly top: GameTopBar;
  /** Link keeps its actions on the screen: no More sheet. */
  protected readonly menu = null;
  private readonly tiles = makeText('', 13, { color: theme.inkSoft });
  private readonly newButton: Button;
  private readonly rulesButton: Button;
  private readonly hintButton: Button;
  private readonly shuffleButton: Button;
  private readonly undoButton: Button;
  private readonly shareButton: Button;
  /** journey: under the clock, on a stage only. */
  readonly countdown = new CountdownBar();
  /** journey: the score and the combo meter, under the countdown. */
  readonly meter = new ScoreMeter();
  private shape = '';
  /** journey: a stage is shown, with its score meter (the layout leaves it a row). */
  private scoring = false;

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
    this.newButton = new Button({
      id: 'btn:new',
      text: w.play.new,
      onTap: () => intents.newGame(),
    });
    this.rulesButton = new Button({ id: 'btn:rules', text: '?', onTap: () => intents.rules() });
    // Spoken name for the symbol caption.
    this.rulesButton.accessibleTitle = w.play.rules;
    this.top = new GameTopBar({
      home: () => intents.home(),
      homeLook: 'chevron',
      right: [
        { button: this.rulesButton, width: TOP_BAR, fontSize: 18 },
        { button: this.newButton, width: 64, fontSize: 16 },
      ],
    });
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
    this.tiles.anchor.set(0.5);
    // Named for the layout tests (window.gridwise.layout, textFit).
    this.tiles.label = 'tiles-left';
    this.view.addChild(
      this.board,
      ...this.top.parts,
      this.tiles,
      this.countdown,
      this.meter,
      ...this.tools,
    );
    this.overlays.attachTo(this.view);
  }

  /**
   * Draws the model and plays its effects; returns how long the animations started take (ms),
   * after which the board stands still.
   */
  render(model: LinkScreenModel): number {
    const shape = `${model.board.rows}x${model.board.cols}`;
    const settlesIn = this.playMoves(model);
    const animated = model.effects.some((e) => e.kind === 'matched' || e.kind === 'reshuffled');
    // A match or reshuffle already put its board up (playMoves); the board view leaves the
    // same board be (a clock tick), so an animation still playing is not cut short.
    if (!animated || shape !== this.shape) this.board.update(model.board, model.ui);
    for (const effect of model.effects) {
      if (effect.kind === 'wrong') this.board.shakeWrong(effect.a, effect.b);
      else if (effect.kind === 'scored')
        this.board.floatPoints(effect.a, effect.b, `+${formatCount(effect.points)}`);
      // The wave waits for a match still playing (the board view sees to it).
      else if (effect.kind === 'won') this.board.playWin();
    }
    // A stage makes room for its score under the countdown; free play gives it to the board.
    const scoring = model.score !== null;
    if (shape !== this.shape || scoring !== this.scoring) {
      this.shape = shape;
      this.scoring = scoring;
      if (this.viewport) this.layout(this.viewport);
    }
    // A new title is fitted again wherever the layout puts it (the bar, or the rail).
    if (this.top.setTitle(model.title) && this.viewport) this.layout(this.viewport);
    this.top.timer.text = model.timer;
    this.countdown.set(model.countdown);
    this.meter.set(model.score);
    this.tiles.text = words().link.tilesLeft({
      left: formatCount(model.tilesLeft),
      total: formatCount(model.tilesTotal),
    });
    this.shuffleButton.setText(words().link.shuffle({ left: formatCount(model.reshufflesLeft) }));
    this.shuffleButton.setEnabled(model.canShuffle && !model.finished);
    this.hintButton.setEnabled(!model.finished);
    this.undoButton.setEnabled(model.canUndo && !model.finished);
    // The results card takes the tools' place after a win (it never sits over a live control).
    for (const b of this.tools) b.visible = this.ready && !this.result.visible;
    this.loop.invalidate();
    return settlesIn;
  }

  /** A match or a reshuffle: the board animates from what it showed to the model's board. */
  private playMoves(model: LinkScreenModel): number {
    let ms = 0;
    for (const effect of model.effects) {
      if (effect.kind === 'matched') {
        const { path, a, b, slides } = effect;
        ms = this.board.playMatch(path, a, b, slides, model.board, model.ui);
      } else if (effect.kind === 'reshuffled')
        this.board.playReshuffle(effect.before, model.board, model.ui);
    }
    return ms;
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

  protected get ready(): boolean {
    return this.shape !== '';
  }

  protected margin(width: number): number {
    return Math.max(6, Math.min(16, width / 48));
  }

  protected showWhenReady(ready: boolean): void {
    for (const part of [this.board, this.tiles, ...this.tools]) part.visible = ready;
  }

  protected layoutGame(viewport: Viewport, m: number): void {
    const { width, height } = viewport;
    const resultArea = this.landscape
      ? this.layoutSideways(viewport.safe, m)
      : this.layoutUpright(viewport.safe, m);
    this.overlays.result.layout(width, height, resultArea);
  }

  /**
   * Sideways: a slim rail of buttons beside the board; the board takes the rest, nearly edge
   * to edge (the view turns it to whichever way gives the bigger tiles). Returns where the
   * result card goes: after a win the board is empty, and the card sits over it, clear of the
   * rail's buttons.
   */
  private layoutSideways(safe: Box, m: number): Box {
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
    return { x: boardX, y: boardY, width: this.board.boardWidth, height: this.board.boardHeight };
  }

  /**
   * Upright: the top bar, the tiles left under it, a strip for messages, the board centred in
   * what is left at the screen's full width, and the tools at the bottom edge, where thumbs
   * are. Returns where the result card goes (the lower part of the screen).
   */
  private layoutUpright(safe: Box, m: number): Box {
    const panelW = Math.min(safe.width - 2 * m, PANEL_MAX);
    const panelX = safe.x + (safe.width - panelW) / 2;
    const panelY = safe.y + m;
    this.placeTopBar(panelX, panelY, panelW);
    const toolsY = safe.y + safe.height - m - TOOLS;
    const bw = (panelW - 3 * 8) / 4;
    this.tools.forEach((b, i) => {
      b.position.set(panelX + i * (bw + 8), toolsY);
      b.resize(bw, TOOLS, 15);
    });
    const meterH = this.scoring ? METER : 0;
    this.meter.place(panelX + 8, panelY + TOP_BAR + 32, panelW - 16, METER - 8);
    const strip = panelY + TOP_BAR + 24 + meterH;
    const top = strip + STRIP;
    const edge = Math.min(m, 4);
    this.board.layout(safe.width - 2 * edge, toolsY - GAP - top);
    this.board.position.set(
      Math.round(safe.x + (safe.width - this.board.boardWidth) / 2),
      Math.round(top + Math.max(0, (toolsY - GAP - top - this.board.boardHeight) / 2)),
    );
    this.toast.place(safe.x + safe.width / 2, strip + STRIP / 2, safe.width - 2 * m, STRIP);
    return {
      x: panelX,
      y: safe.y + safe.height * 0.55,
      width: panelW,
      height: safe.height * 0.45 - m,
    };
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
    const meterH = this.scoring ? METER : 0;
    const natural = rowH + 8 + 62 + meterH + railStrip + 6 + 4 * TOOLS + 3 * 8;
    const y = top + Math.max(0, (h - natural) / 2);
    const third = (w - 2 * 6) / 3;
    this.top.home.setText(this.top.homeText(third >= 66));
    for (const [i, b] of [this.top.home, this.rulesButton, this.newButton].entries()) {
      b.position.set(x + i * (third + 6), y);
      b.resize(third, rowH, i === 1 ? 20 : third >= 66 ? 14 : i === 0 ? 20 : 15);
    }
    const infoY = y + rowH + 8;
    shrinkToFit(this.top.title, { x, y: infoY, width: w, height: 18 }, 15);
    this.top.title.position.set(x + w / 2, infoY + 9);
    this.top.timer.place(x + w / 2, infoY + 30);
    shrinkToFit(this.tiles, { x, y: infoY + 41, width: w, height: 18 }, 13);
    this.tiles.position.set(x + w / 2, infoY + 50);
    this.countdown.place(x + 4, infoY + 59, w - 8, 4);
    this.meter.place(x + 4, infoY + 68, w - 8, METER - 8);
    const stripY = infoY + 62 + meterH;
    this.toast.place(x + w / 2, stripY + railStrip / 2, w, railStrip);
    const toolsY = stripY + railStrip + 6;
    const toolH = Math.min(TOOLS, (top + h - toolsY - 3 * 8) / 4);
    this.tools.forEach((b, i) => {
      b.position.set(x, toolsY + i * (toolH + 8));
      b.resize(w, toolH, 15);
    });
  }

  /** Upright: the shared top bar, and the tiles left spanning the bar under it. */
  private placeTopBar(x: number, y: number, w: number): void {
    this.top.place(x, y, w);
    shrinkToFit(this.tiles, { x, y: y + TOP_BAR + 2, width: w, height: 20 }, 13);
    this.tiles.position.set(x + w / 2, y + TOP_BAR + 12);
    this.countdown.place(x + 8, y + TOP_BAR + 23, w - 16, 5);
  }
}
