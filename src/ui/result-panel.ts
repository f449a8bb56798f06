// The end-of-game card: a headline, a line of detail and the next actions. It is a modal layer
// so a stray tap cannot change the finished board, but the board stays visible behind it.

import { Container, Graphics, Rectangle } from 'pixi.js';
import { Button } from './button';
import { prefersReducedMotion } from './motion';
import type { RenderLoop } from './render-loop';
import { ease } from './render-loop';
import { makeText } from './text';
import { theme } from './theme';

export class ResultPanel extends Container {
  private readonly backdrop = new Graphics();
  private readonly card = new Container();
  private readonly cardBg = new Graphics();
  private readonly headline = makeText('', 26, { weight: '800', color: theme.success });
  private readonly detail = makeText('', 16, { color: theme.ink });
  /** Where the win placed in the records ("New best time!"), once they are written. */
  private readonly note = makeText('', 16, { weight: '700', color: theme.success });
  private readonly buttons: Button[];
  /** Width the card's lines have (set by layout). */
  private textWidth = Number.POSITIVE_INFINITY;

  constructor(
    private readonly loop: RenderLoop,
    actions: { id: string; text: string; onTap: () => void; primary?: boolean }[],
  ) {
    super({ label: 'result' });
    this.backdrop.eventMode = 'static';
    this.buttons = actions.map((a) => new Button(a));
    this.card.addChild(this.cardBg, this.headline, this.detail, this.note, ...this.buttons);
    this.addChild(this.backdrop, this.card);
    this.visible = false;
  }

  show(headline: string, detail: string, headlineColor: number = theme.success): void {
    this.headline.text = headline;
    this.headline.style.fill = headlineColor;
    this.detail.text = detail;
    this.note.text = '';
    this.visible = true;
    this.card.alpha = 0;
    // Let the board's win wave play first, then slide the card in (only fade it with reduced motion).
    const slide = prefersReducedMotion() ? 0 : -24;
    this.loop.animate((t) => {
      const p = Math.max(0, Math.min(1, (t - 500) / 350));
      this.card.alpha = p;
      this.card.pivot.y = slide * (1 - ease.outCubic(p));
      return p < 1;
    });
  }

  /** Adds the line that says where the win placed (it comes once the records are written). */
  setNote(text: string): void {
    this.note.text = text;
    this.fitNote();
    this.loop.invalidate();
  }

  /** A long note is set smaller rather than spilling past the card. */
  private fitNote(): void {
    this.note.style.fontSize = 16;
    for (let size = 15; size >= 11 && this.note.width > this.textWidth; size--)
      this.note.style.fontSize = size;
  }

  get text(): string {
    return [this.headline.text, this.detail.text, this.note.text].filter(Boolean).join(' ');
  }

  hide(): void {
    this.visible = false;
    this.loop.invalidate();
  }

  /**
   * Places the card inside `area` (the controls, not the board, so the solved grid stays in
   * view), buttons side by side; the backdrop still covers the whole window.
   */
  layout(
    width: number,
    height: number,
    area: { x: number; y: number; width: number; height: number },
  ): void {
    this.backdrop.clear().rect(0, 0, width, height).fill({ color: theme.overlay, alpha: 0.12 });
    this.backdrop.hitArea = new Rectangle(0, 0, width, height);
    const w = Math.min(420, area.width);
    const pad = 18;
    const buttonH = 50;
    // Room for the note line always, so the card does not grow when the note arrives.
    const h = pad + 36 + 28 + 26 + 14 + buttonH + pad;
    const x = area.x + (area.width - w) / 2;
    const y = Math.max(8, Math.min(height - h - 8, area.y + (area.height - h) / 2));
    this.cardBg
      .clear()
      .roundRect(x, y, w, h, 18)
      .fill(theme.surface)
      .stroke({ width: 1, color: theme.buttonLine });
    this.headline.position.set(x + pad, y + pad - 2);
    this.detail.position.set(x + pad, y + pad + 36);
    this.note.position.set(x + pad, y + pad + 36 + 28);
    this.textWidth = w - 2 * pad;
    this.fitNote();
    const n = this.buttons.length;
    const bw = (w - 2 * pad - 10 * (n - 1)) / n;
    this.buttons.forEach((b, i) => {
      b.position.set(x + pad + i * (bw + 10), y + h - pad - buttonH);
      b.resize(bw, buttonH, 17);
    });
  }
}
