// An app-wide message bar at the bottom of any screen, for things that are not about a move:
// storage unavailable, storage full, a new version ready ("Update"). It stays until dismissed
// or acted on, unlike a toast, because the player may need to decide something.

import { Container, Graphics, Rectangle } from 'pixi.js';
import { Button } from './button';
import type { RenderLoop } from './render-loop';
import { makeText } from './text';
import { theme } from './theme';

export interface BannerAction {
  id: string;
  text: string;
  onTap: () => void;
}

export class Banner extends Container {
  private readonly bg = new Graphics();
  private readonly message = makeText('', 15, { color: 0xffffff, wrap: 300 });
  private buttons: Button[] = [];
  private area = { x: 0, y: 0, width: 0, height: 0 };
  current: string | null = null;

  constructor(private readonly loop: RenderLoop) {
    super({ label: 'banner' });
    this.visible = false;
    this.eventMode = 'static';
    this.addChild(this.bg, this.message);
  }

  /** Shows `text` with actions; a "Dismiss" is added unless `sticky`. */
  show(text: string, actions: BannerAction[] = [], sticky = false): void {
    for (const b of this.buttons) b.destroy({ children: true });
    const all = sticky
      ? actions
      : [...actions, { id: 'btn:dismiss', text: 'OK', onTap: () => this.hide() }];
    this.buttons = all.map((a) => new Button({ ...a, primary: a.id !== 'btn:dismiss' }));
    this.addChild(...this.buttons);
    this.message.text = text;
    this.current = text;
    this.visible = true;
    this.layout(this.area);
    this.loop.invalidate();
  }

  hide(): void {
    if (!this.visible) return;
    this.visible = false;
    this.current = null;
    this.loop.invalidate();
  }

  /** `area` is the safe area of the window; the bar sits at its bottom edge. */
  layout(area: { x: number; y: number; width: number; height: number }): void {
    this.area = area;
    if (!this.visible) return;
    const pad = 12;
    const w = Math.min(560, area.width - 16);
    const buttonH = 44;
    const buttonW = 96;
    const textW = w - 2 * pad - this.buttons.length * (buttonW + 8);
    const stacked = textW < 160;
    this.message.style.wordWrapWidth = stacked ? w - 2 * pad : textW;
    const h = stacked
      ? pad + this.message.height + 10 + buttonH + pad
      : Math.max(buttonH, this.message.height) + 2 * pad;
    const x = area.x + (area.width - w) / 2;
    const y = area.y + area.height - h - 8;
    this.bg.clear().roundRect(x, y, w, h, 14).fill({ color: theme.overlay, alpha: 0.94 });
    this.hitArea = new Rectangle(x, y, w, h);
    this.message.position.set(x + pad, stacked ? y + pad : y + (h - this.message.height) / 2);
    let bx = x + w - pad - buttonW;
    for (const b of [...this.buttons].reverse()) {
      b.resize(buttonW, buttonH, 15);
      b.position.set(bx, y + h - pad - buttonH);
      bx -= buttonW + 8;
    }
  }
}
