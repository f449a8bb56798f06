// A short message over the screen ("3 is already in this row."). The text it shows is what
// window.gridwise.state().notice reports, so tests read exactly what the player reads.

import { Container, Graphics, Text } from 'pixi.js';
import type { RenderLoop } from './render-loop';
import { theme } from './theme';

const SHOW_MS = 2600;

export class Toast extends Container {
  private readonly bg = new Graphics();
  private readonly message = new Text({
    text: '',
    style: {
      fontFamily: theme.fontFamily,
      fontSize: 16,
      fontWeight: '600',
      fill: 0xffffff,
      wordWrap: true,
      // Chinese has no spaces: a line may break between any two characters.
      breakWords: true,
      align: 'center',
    },
  });
  private hideTimer: ReturnType<typeof setTimeout> | null = null;
  private maxWidth = 320;
  /** The height of the message strip it shows in, or 0 for a toast centred on its point. */
  private stripHeight = 0;
  current: string | null = null;

  constructor(private readonly loop: RenderLoop) {
    super({ label: 'toast' });
    this.message.anchor.set(0.5);
    this.addChild(this.bg, this.message);
    this.visible = false;
    // Toasts never block a tap on the board beneath them.
    this.eventMode = 'none';
  }

  /**
   * Centre of the toast, and the widest it may grow. With `stripHeight`, (x, y) is the middle of
   * a message strip that height, and a long message is set smaller to stay inside it.
   */
  place(x: number, y: number, maxWidth: number, stripHeight = 0): void {
    this.position.set(x, y);
    this.maxWidth = maxWidth;
    this.stripHeight = stripHeight;
    if (this.current) this.redraw();
  }

  show(text: string): void {
    this.current = text;
    this.visible = true;
    this.redraw();
    this.alpha = 0;
    this.loop.animate((t) => {
      this.alpha = Math.min(1, t / 120);
      return t < 120;
    });
    if (this.hideTimer) clearTimeout(this.hideTimer);
    this.hideTimer = setTimeout(() => this.hide(), SHOW_MS);
  }

  hide(): void {
    if (this.hideTimer) clearTimeout(this.hideTimer);
    this.hideTimer = null;
    this.current = null;
    this.visible = false;
    this.loop.invalidate();
  }

  private redraw(): void {
    this.message.text = this.current ?? '';
    this.message.style.wordWrapWidth = this.maxWidth - 32;
    this.message.style.fontSize = 16;
    const pad = this.stripHeight > 0 ? 12 : 20;
    for (
      let size = 15;
      size >= 12 && this.stripHeight > 0 && this.message.height + pad > this.stripHeight;
      size--
    )
      this.message.style.fontSize = size;
    const w = Math.min(this.maxWidth, this.message.width + 32);
    const h = this.message.height + pad;
    this.bg
      .clear()
      .roundRect(-w / 2, -h / 2, w, h, 14)
      .fill({ color: theme.overlay, alpha: 0.92 });
  }
}
