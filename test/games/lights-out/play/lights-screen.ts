// The Lights Out screen: the shared frame's top bar (Home, title, clock, rules and New), the
// board, and how many lights are still on under it. Upright it stacks them; sideways the board
// stands beside the bar. Every tap is forwarded as an intent.

import { words } from '../../../i18n/i18n';
import { GameScreenFrame, PANEL_MAX } from '../../../play/game-screen-frame';
import { GameTopBar, TOP_BAR } from '../../../play/game-top-bar';
import { Button } from '../../../ui/button';
import type { RenderLoop } from '../../../ui/render-loop';
import { makeText } from '../../../ui/text';
import { shrinkToFit } from '../../../ui/text-box';
import type { Viewport } from '../../../ui/viewport';
import { LightsBoardView } from '../view/lights-board-view';
import { lightsStage } from './lights-words-of';

export interface LightsIntents {
  press: (cell: number) => void;
  newGame: () => void;
  home: () => void;
  rules: () => void;
}

export interface LightsScreenModel {
  /** Nine '0'/'1', row by row. */
  readonly lights: string;
  readonly lastPressed: number | null;
  readonly title: string;
  /** "3 lights on", in the language in use. */
  readonly said: string;
}

/** The row under the board that says how many lights are on. */
const SAID = 28;

export class LightsScreen extends GameScreenFrame {
  readonly board: LightsBoardView;
  protected readonly top: GameTopBar;
  protected readonly menu = null;
  private readonly said = makeText('', 15, { weight: '600' });
  private drawn = false;

  constructor(loop: RenderLoop, intents: LightsIntents) {
    const w = words();
    super(loop, 'screen:lights-out', [
      {
        id: 'btn:new',
        text: lightsStage().newConfirm,
        primary: true,
        onTap: () => intents.newGame(),
      },
      { id: 'btn:home', text: w.play.home, onTap: () => intents.home() },
    ]);
    // Intents are looked up at tap time, so the rules may fill them in after construction.
    this.board = new LightsBoardView(loop, (cell) => intents.press(cell));
    const rules = new Button({ id: 'btn:rules', text: '?', onTap: () => intents.rules() });
    rules.accessibleTitle = w.play.rules;
    const fresh = new Button({ id: 'btn:new', text: w.play.new, onTap: () => intents.newGame() });
    this.top = new GameTopBar({
      home: () => intents.home(),
      right: [
        { button: rules, width: TOP_BAR, fontSize: 18 },
        { button: fresh, width: 64, fontSize: 16 },
      ],
    });
    this.said.anchor.set(0.5);
    // Named for the layout and text-fit checks (window.gridwise.layout).
    this.said.label = 'lights-on';
    this.view.addChild(this.board, ...this.top.parts, this.said);
    this.overlays.attachTo(this.view);
  }

  render(model: LightsScreenModel): void {
    const first = !this.drawn;
    this.drawn = true;
    this.board.update(model.lights, model.lastPressed);
    this.said.text = model.said;
    if (this.top.setTitle(model.title) || first) {
      if (this.viewport) this.layout(this.viewport);
    }
    this.loop.invalidate();
  }

  protected get ready(): boolean {
    return this.drawn;
  }

  protected margin(width: number): number {
    return Math.max(8, Math.min(16, width / 40));
  }

  protected showWhenReady(ready: boolean): void {
    this.board.visible = ready;
    this.said.visible = ready;
  }

  protected layoutGame(viewport: Viewport, m: number): void {
    const { safe } = viewport;
    const sideways = safe.width > safe.height * 1.15;
    const panelW = Math.min(safe.width - 2 * m, PANEL_MAX);
    if (sideways) {
      // The bar and the count on the left, the board as tall as the screen beside them.
      const barW = Math.min(panelW / 2, 360);
      const boardSide = Math.min(safe.height - 2 * m, safe.width - barW - 3 * m);
      const groupX = safe.x + (safe.width - (barW + m + boardSide)) / 2;
      this.top.place(groupX, safe.y + m, barW);
      this.placeSaid(groupX, safe.y + m + TOP_BAR + 16, barW);
      this.board.layout(boardSide, boardSide);
      this.board.position.set(Math.round(groupX + barW + m), Math.round(safe.y + m));
      this.toast.place(groupX + barW / 2, safe.y + m + TOP_BAR + 60, barW, 44);
    } else {
      const x = safe.x + (safe.width - panelW) / 2;
      this.top.place(x, safe.y + m, panelW);
      const top = safe.y + m + TOP_BAR + 56;
      const side = Math.min(panelW, safe.height - (top - safe.y) - SAID - 3 * m);
      this.board.layout(side, side);
      this.board.position.set(Math.round(safe.x + (safe.width - side) / 2), Math.round(top));
      this.placeSaid(x, top + side + m, panelW);
      this.toast.place(safe.x + safe.width / 2, safe.y + m + TOP_BAR + 28, panelW, 44);
    }
    const b = this.board;
    this.overlays.result.layout(viewport.width, viewport.height, {
      x: b.x,
      y: b.y,
      width: b.boardSize,
      height: b.boardSize,
    });
  }

  private placeSaid(x: number, y: number, width: number): void {
    shrinkToFit(this.said, { x, y, width, height: SAID }, 15);
    this.said.position.set(x + width / 2, y + SAID / 2);
  }
}
