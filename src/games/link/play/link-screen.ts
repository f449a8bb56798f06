// The Link game screen, made for the hand as Sudoku's is: the top bar (Home, the title over the
// clock, More), the board with its outer ring, and a row of icon tools with short labels (hint,
// reshuffle with the count left, undo) where thumbs are; the actions needed now and then (a new
// board, share, the rules) wait in the More sheet. Portrait phones stack them; wide windows put
// the controls in a rail beside the board. Every tap is forwarded as an intent.

import { formatCount } from '../../../i18n/format';
import { words } from '../../../i18n/i18n';
import { GameScreenFrame, PANEL_MAX } from '../../../play/game-screen-frame';
import { GameTopBar, iconButton, TOP_BAR } from '../../../play/game-top-bar';
import { MoreSheet } from '../../../play/more-sheet';
import type { Button } from '../../../ui/button';
import type { IconName } from '../../../ui/icons';
import type { RenderLoop } from '../../../ui/render-loop';
import { makeText } from '../../../ui/text';
import { shrinkToFit } from '../../../ui/text-box';
import type { TextureBaker } from '../../../ui/texture-baker';
import { theme } from '../../../ui/theme';
import type { Viewport } from '../../../ui/viewport';
import type { LinkBoard, LinkCell } from '../core/board';
import type { LinkSlide } from '../core/gravity';
import type { PowerUp } from '../core/power-ups';
import { ClockPulse } from '../view/clock-pulse';
import { CountdownBar, type CountdownShown } from '../view/countdown-bar';
import { type LinkBoardUi, LinkBoardView } from '../view/link-board-view';
import { PowerUpBar, type PowerUpsShown } from '../view/power-up-bar';
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
  /** journey: a power-up's button tapped. */
  power: (kind: PowerUp) => void;
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
  /** journey: the power-ups held (null: free play, no buttons). */
  powerUps: PowerUpsShown | null;
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
/** Upright: the row of icon tools, each label under its icon (Sudoku's row). */
const TOOL_ROW = 58;
/** journey: the power-ups' row over the tools (upright) and their column by the board
 *  (sideways). */
const POWER_ROW = 52;
const POWER_COL = 76;
const POWER_COL_MAX = 116;
/** Sideways: the rail's first row (Home and More) and its least tool height (a thumb's). */
const RAIL_ROW = 44;
const RAIL_TOOL_MIN = 44;
/** Sideways: the message strip's least height, and the height that holds a hint's four lines in
 *  the rail (the message never spills over the tiles left above it or the tools below). */
const RAIL_STRIP_MIN = 56;
const RAIL_STRIP_WANT = 78;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export class LinkScreen extends GameScreenFrame {
  readonly board: LinkBoardView;
  protected readonly top: GameTopBar;
  /** New board, share and the rules: what a player needs now and then. */
  protected readonly menu: MoreSheet;
  private readonly more: Button;
  private readonly tiles = makeText('', 13, { color: theme.inkSoft });
  private readonly hintButton: Button;
  private readonly shuffleButton: Button;
  private readonly undoButton: Button;
  /** Each tool with its icon: over the label in the upright row, beside it in the rail. */
  private readonly toolIcons: readonly (readonly [Button, IconName])[];
  /** journey: under the clock, on a stage only. */
  readonly countdown = new CountdownBar();
  /** journey: the clock swells each second of the countdown's last ten (clock-pulse.ts). */
  private clockPulse: ClockPulse | null = null;
  /** journey: the score and the combo meter, under the countdown. */
  readonly meter = new ScoreMeter();
  /** journey: the power-ups held, on a stage only. */
  readonly powers: PowerUpBar;
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
    // More is an icon by the clock, as on Sudoku's bar; its spoken name is the sheet's title.
    this.more = iconButton('btn:more', '', 'more', () => this.openMenu());
    this.more.accessibleTitle = w.link.menuTitle;
    this.top = new GameTopBar({
      home: () => intents.home(),
      right: [{ button: this.more, width: TOP_BAR }],
    });
    this.menu = new MoreSheet(
      w.link.menuTitle,
      [
        { id: 'btn:new', icon: 'new', text: w.link.newConfirm, onTap: () => intents.newGame() },
        { id: 'btn:share', icon: 'share', text: w.play.share, onTap: () => intents.share() },
        { id: 'btn:rules', icon: 'rules', text: w.link.menuRules, onTap: () => intents.rules() },
      ],
      { text: w.link.menuClose, onTap: () => this.closeMenu() },
    );
    this.hintButton = iconButton('btn:hint', w.play.hint, 'hint', () => intents.hint());
    this.shuffleButton = iconButton('btn:shuffle', w.link.shuffle({ left: '3' }), 'shuffle', () =>
      intents.shuffle(),
    );
    this.powers = new PowerUpBar((kind) => intents.power(kind));
    this.undoButton = iconButton('btn:undo', w.link.toolUndo, 'undo', () => intents.undo());
    this.toolIcons = [
      [this.hintButton, 'hint'],
      [this.shuffleButton, 'shuffle'],
      [this.undoButton, 'undo'],
    ];
    this.tiles.anchor.set(0.5);
    // Named for the layout tests (window.gridwise.layout, textFit).
    this.tiles.label = 'tiles-left';
    this.view.addChild(
      this.board,
      ...this.top.parts,
      this.tiles,
      this.countdown,
      this.meter,
      this.powers,
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
    const powered = this.powers.showing;
    this.powers.set(model.powerUps);
    if (shape !== this.shape || scoring !== this.scoring || powered !== this.powers.showing) {
      this.shape = shape;
      this.scoring = scoring;
      if (this.viewport) this.layout(this.viewport);
    }
    // A new title is fitted again wherever the layout puts it (the bar, or the rail).
    if (this.top.setTitle(model.title) && this.viewport) this.layout(this.viewport);
    this.top.timer.text = model.timer;
    this.clockPulse ??= new ClockPulse(this.top.timer.element);
    this.clockPulse.show(model.countdown?.urgent === true, model.timer);
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
    this.powers.visible = this.powers.showing && this.ready && !this.result.visible;
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
    return [this.hintButton, this.shuffleButton, this.undoButton];
  }

  /** The tools' icons over their labels (`beside` false) or beside them (the rail's rows). */
  private setToolIcons(beside: boolean): void {
    for (const [button, icon] of this.toolIcons) button.setIcon(icon, beside);
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
    for (const part of [this.board, this.tiles, this.more, ...this.tools]) part.visible = ready;
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
    // journey: the power-ups stand in a column on the board's other side, wider on a wide
    // window (a desktop's board has room to spare; a phone's sideways has none).
    const powerW = Math.round(Math.max(POWER_COL, Math.min(POWER_COL_MAX, safe.width * 0.09)));
    const colW = this.powers.showing ? powerW + edge : 0;
    this.board.layout(safe.width - railW - colW - 3 * edge, safe.height - 2 * Math.min(edge, 3));
    const groupW = colW + this.board.boardWidth + edge + railW;
    const boardX = Math.round(safe.x + Math.max(edge, (safe.width - groupW) / 2) + colW);
    const boardY = Math.round(safe.y + (safe.height - this.board.boardHeight) / 2);
    const colH = Math.min(safe.height - 2 * edge, 4 * Math.round(powerW * 0.8) + 3 * 6);
    this.powers.place(
      { x: boardX - colW, y: safe.y + (safe.height - colH) / 2, width: powerW, height: colH },
      false,
    );
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
    const toolsY = safe.y + safe.height - m - TOOL_ROW;
    const n = this.tools.length;
    const bw = (panelW - (n - 1) * 8) / n;
    this.setToolIcons(false);
    this.tools.forEach((b, i) => {
      b.position.set(panelX + i * (bw + 8), toolsY);
      b.resize(bw, TOOL_ROW, 14);
    });
    const meterH = this.scoring ? METER : 0;
    this.meter.place(panelX + 8, panelY + TOP_BAR + 32, panelW - 16, METER - 8);
    const strip = panelY + TOP_BAR + 24 + meterH;
    const top = strip + STRIP;
    const edge = Math.min(m, 4);
    // journey: the power-ups' row over the tools, the board above both.
    const powerY = toolsY - (this.powers.showing ? POWER_ROW + 8 : 0);
    this.powers.place({ x: panelX, y: powerY, width: panelW, height: POWER_ROW }, true);
    this.board.layout(safe.width - 2 * edge, powerY - GAP - top);
    this.board.position.set(
      Math.round(safe.x + (safe.width - this.board.boardWidth) / 2),
      Math.round(top + Math.max(0, (powerY - GAP - top - this.board.boardHeight) / 2)),
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
   * Sideways: the rail beside the board, top to bottom: Home (its house and its word, as on
   * Sudoku's bar) and More; the title, clock and tiles left (the countdown and the score on a
   * stage); the message strip; the tools, each icon beside its label.
   */
  private placeRail(x: number, w: number, top: number, h: number): void {
    const meterH = this.scoring ? METER : 0;
    const info = 62 + meterH;
    const toolsN = this.tools.length;
    // What the strip can have with thumb-high tools: the tools give way down to a thumb's
    // height so the strip holds a hint's lines; a tall window centres the rail's natural height.
    const room = h - RAIL_ROW - 8 - info - 6 - (toolsN - 1) * 8;
    const toolH = Math.max(RAIL_TOOL_MIN, Math.min(TOOLS, (room - RAIL_STRIP_WANT) / toolsN));
    const railStrip = Math.max(RAIL_STRIP_MIN, Math.min(RAIL_STRIP_WANT, room - toolsN * toolH));
    const natural = RAIL_ROW + 8 + info + railStrip + 6 + toolsN * toolH + (toolsN - 1) * 8;
    const y = top + Math.max(0, (h - natural) / 2);
    const home = this.top.home;
    home.setText(this.top.homeText(true));
    home.position.set(x, y);
    home.resize(w - RAIL_ROW - 6, RAIL_ROW, 15);
    this.more.position.set(x + w - RAIL_ROW, y);
    this.more.resize(RAIL_ROW, RAIL_ROW);
    const infoY = y + RAIL_ROW + 8;
    shrinkToFit(this.top.title, { x, y: infoY, width: w, height: 18 }, 15);
    this.top.title.position.set(x + w / 2, infoY + 9);
    this.top.timer.place(x + w / 2, infoY + 30);
    shrinkToFit(this.tiles, { x, y: infoY + 41, width: w, height: 18 }, 13);
    this.tiles.position.set(x + w / 2, infoY + 50);
    this.countdown.place(x + 4, infoY + 59, w - 8, 4);
    this.meter.place(x + 4, infoY + 68, w - 8, METER - 8);
    const stripY = infoY + info;
    this.toast.place(x + w / 2, stripY + railStrip / 2, w, railStrip);
    const toolsY = stripY + railStrip + 6;
    this.setToolIcons(true);
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
