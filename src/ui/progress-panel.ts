// "Making a new puzzle…": shown only when the pool had nothing ready and the worker is making
// one, so the player sees progress instead of a frozen screen, with a line under it on how far a
// long making got ("0:42 so far · 3,120 tried"). The spinner is the only thing animating and
// stops with the panel; it appears after a short delay so instant answers never flash it.

import { Container, Graphics, Rectangle } from 'pixi.js';
import type { RenderLoop } from './render-loop';
import { makeText } from './text';
import { shrinkToFit } from './text-box';
import { theme } from './theme';

const SHOW_AFTER_MS = 120;

export class ProgressPanel extends Container {
  private readonly backdrop = new Graphics();
  private readonly panel = new Graphics();
  private readonly spinner = new Graphics();
  private readonly message = makeText('', 17, { weight: '600' });
  private readonly detail = makeText('', 13);
  private stopSpin: (() => void) | null = null;
  private showTimer: ReturnType<typeof setTimeout> | null = null;
  private size = { width: 0, height: 0 };

  constructor(private readonly loop: RenderLoop) {
    super({ label: 'progress' });
    this.visible = false;
    this.backdrop.eventMode = 'static';
    this.message.anchor.set(0, 0.5);
    this.detail.anchor.set(0, 0.5);
    this.detail.label = 'progress-detail';
    this.addChild(this.backdrop, this.panel, this.spinner, this.message, this.detail);
  }

  get text(): string | null {
    return this.visible ? this.message.text : null;
  }

  /** What the panel says, its line of progress included (null: not on show). */
  get said(): string | null {
    if (!this.visible) return null;
    return this.detail.text ? `${this.message.text} ${this.detail.text}` : this.message.text;
  }

  show(text: string, detail: string | null = null): void {
    const twoLines = ((detail ?? '') !== '') !== (this.detail.text !== '');
    this.message.text = text;
    this.detail.text = detail ?? '';
    if (this.visible) {
      if (twoLines) this.layout(this.size.width, this.size.height);
      this.loop.invalidate();
    }
    if (this.showTimer !== null || this.visible) return;
    this.showTimer = setTimeout(() => {
      this.showTimer = null;
      this.visible = true;
      this.layout(this.size.width, this.size.height);
      this.stopSpin = this.loop.animate((ms) => {
        this.spinner.rotation = (ms / 1000) * Math.PI * 2;
        return true;
      });
    }, SHOW_AFTER_MS);
  }

  hide(): void {
    if (this.showTimer !== null) clearTimeout(this.showTimer);
    this.showTimer = null;
    this.stopSpin?.();
    this.stopSpin = null;
    if (this.visible) {
      this.visible = false;
      this.loop.invalidate();
    }
  }

  layout(width: number, height: number): void {
    this.size = { width, height };
    this.backdrop.clear().rect(0, 0, width, height).fill({ color: theme.overlay, alpha: 0.25 });
    this.backdrop.hitArea = new Rectangle(0, 0, width, height);
    const w = Math.min(320, width - 32);
    const h = 72;
    const x = (width - w) / 2;
    const y = (height - h) / 2;
    this.panel.clear().roundRect(x, y, w, h, 16).fill(theme.surface);
    this.spinner
      .clear()
      .arc(0, 0, 13, 0, Math.PI * 1.4)
      .stroke({ width: 4, color: theme.accent, cap: 'round' });
    this.spinner.position.set(x + 36, y + h / 2);
    // The words, and under them the progress line when there is one, each shrunk to the room.
    const textX = x + 62;
    const room = w - 74;
    const messageY = y + h / 2 - (this.detail.text !== '' ? 10 : 0);
    this.message.position.set(textX, messageY);
    shrinkToFit(this.message, { x: textX, y: messageY - 12, width: room, height: 24 }, 17);
    this.detail.position.set(textX, y + h / 2 + 14);
    this.detail.style.fill = theme.inkSoft;
    shrinkToFit(this.detail, { x: textX, y: y + h / 2 + 5, width: room, height: 18 }, 13);
  }
}
