// A tappable rounded button. Its `label` is the stable automation id (e.g. "btn:undo") that
// window.gridwise.targets() reads from the scene graph, so tests tap what players tap.

import { Container, Graphics, Rectangle, Text } from 'pixi.js';
import { shrinkToFit } from './text-box';
import { theme } from './theme';

export interface ButtonOptions {
  id: string;
  text: string;
  onTap: () => void;
  /** Filled accent look for the screen's main action. */
  primary?: boolean;
}

export class Button extends Container {
  private readonly bg = new Graphics();
  private readonly caption: Text;
  private w = 0;
  private h = 0;
  private fontSize = 16;
  private active = false;
  /** Set once setActive is first called: the button is then a toggle (an on/off or a choice). */
  private toggle = false;
  private muted = false;
  private enabled = true;
  private readonly primary: boolean;
  /** A small note in the top-right corner (e.g. how many of a digit are left), made when first set. */
  private badge: Text | null = null;
  /** Where the caption sits, as fractions of the button (the centre unless placed). */
  private captionAt = { x: 0.5, y: 0.5 };

  constructor(options: ButtonOptions) {
    super({ label: options.id });
    this.primary = options.primary ?? false;
    this.caption = new Text({
      text: options.text,
      style: { fontFamily: theme.fontFamily, fontSize: 16, fontWeight: '600', fill: theme.ink },
    });
    this.caption.anchor.set(0.5);
    this.addChild(this.bg, this.caption);
    this.eventMode = 'static';
    this.cursor = 'pointer';
    this.on('pointertap', () => {
      if (this.enabled) options.onTap();
    });
  }

  /** Sizes the button and its caption; `fontSize` defaults to a size that suits the height. */
  resize(width: number, height: number, fontSize = Math.round(Math.min(height * 0.42, 20))): void {
    this.w = width;
    this.h = height;
    this.hitArea = new Rectangle(0, 0, width, height);
    this.fontSize = fontSize;
    this.fit();
    this.caption.position.set(width * this.captionAt.x, height * this.captionAt.y);
    this.placeBadge();
    this.redraw();
  }

  /** Puts the caption's centre at (`x`, `y`), fractions of the button; applied on resize. */
  placeCaption(x: number, y: number): void {
    this.captionAt = { x, y };
    this.caption.position.set(this.w * x, this.h * y);
  }

  /** A small note in the top-right corner; '' hides it. */
  setBadge(text: string): void {
    if (this.badge === null) {
      if (text === '') return;
      this.badge = new Text({
        text,
        style: {
          fontFamily: theme.fontFamily,
          fontSize: 11,
          fontWeight: '600',
          fill: theme.inkSoft,
        },
      });
      this.badge.anchor.set(1, 0);
      this.addChild(this.badge);
      this.placeBadge();
      this.redraw();
      return;
    }
    this.badge.text = text;
  }

  get badgeText(): string {
    return this.badge?.text ?? '';
  }

  private placeBadge(): void {
    if (!this.badge || this.w === 0) return;
    this.badge.style.fontSize = Math.max(10, Math.round(Math.min(this.h * 0.26, 14)));
    this.badge.position.set(this.w - Math.max(4, this.h * 0.08), Math.max(2, this.h * 0.06));
  }

  setText(text: string): void {
    if (this.caption.text === text) return;
    this.caption.text = text;
    this.fit();
  }

  /** How far the caption spills past the button's edges, in its own px (0: it fits). */
  captionOverflow(): number {
    if (!this.visible || this.w === 0 || this.caption.text === '') return 0;
    const x = Math.max(0, this.caption.width - this.w);
    const y = Math.max(0, this.caption.height - this.h);
    return Math.max(x, y);
  }

  /** The caption's text (what a layout check reports). */
  get captionText(): string {
    return this.caption.text;
  }

  /** Shrinks a caption that would spill over the edges (narrow landscape phones); the face is
   *  the box the layout check holds its ink to. */
  private fit(): void {
    if (this.w === 0) return;
    shrinkToFit(this.caption, { x: 0, y: 0, width: this.w, height: this.h }, this.fontSize, {
      margin: 5,
    });
  }

  /** The caption as shown; the accessible layer reads it as the button's name. */
  get text(): string {
    return this.caption.text;
  }

  /** Toggle look, e.g. the notes switch or the chosen level. */
  setActive(active: boolean): void {
    this.toggle = true;
    if (this.active === active) return;
    this.active = active;
    this.redraw();
  }

  /** A quieter look for a choice that still works but is no longer needed (a finished digit). */
  setMuted(muted: boolean): void {
    if (this.muted === muted) return;
    this.muted = muted;
    this.redraw();
  }

  setEnabled(enabled: boolean): void {
    if (this.enabled === enabled) return;
    this.enabled = enabled;
    this.alpha = enabled ? 1 : 0.4;
    this.cursor = enabled ? 'pointer' : 'default';
  }

  get isEnabled(): boolean {
    return this.enabled;
  }

  get isActive(): boolean {
    return this.active;
  }

  /** True for buttons that are switched on and off (setActive has been used on them), so the
   *  accessible layer can report them as pressed or not pressed. */
  get isToggle(): boolean {
    return this.toggle;
  }

  private redraw(): void {
    const filled = this.primary || this.active;
    const radius = Math.min(12, this.h / 3);
    this.bg
      .clear()
      .roundRect(0.5, 0.5, this.w - 1, this.h - 1, radius)
      .fill(filled ? theme.buttonActive : this.muted ? theme.background : theme.buttonFill)
      .stroke({ width: 1, color: filled ? theme.buttonActive : theme.buttonLine });
    this.caption.style.fill = filled ? 0xffffff : this.muted ? theme.gridLine : theme.ink;
    if (this.badge) this.badge.style.fill = filled ? 0xffffff : theme.inkSoft;
  }
}
