// A tappable rounded button. Its `label` is the stable automation id (e.g. "btn:undo") that
// window.gridwise.targets() reads from the scene graph, so tests tap what players tap.
// It may carry a vector icon (src/ui/icons.ts) with its caption as a short label under it, and
// it shows a hover state to a mouse (never to a finger, where it would stick after the tap).

import { Container, type FederatedPointerEvent, Graphics, Rectangle, Text } from 'pixi.js';
import { drawIcon, type IconName } from './icons';
import { STAR_DEEP, STAR_GOLD } from './star-row';
import { shrinkToFit } from './text-box';
import { theme } from './theme';

/**
 * Asks for one frame when a button's look changes on its own (a hover). The app sets it to its
 * RenderLoop's invalidate (rendering is on demand, and Pixi's ticker is stopped).
 */
let repaint: () => void = () => {};

export function setButtonRepaint(ask: () => void): void {
  repaint = ask;
}

/** `a` moved towards `b` by `t` (0…1), per RGB channel: the hover tint of a fill. */
function mix(a: number, b: number, t: number): number {
  let out = 0;
  for (const shift of [16, 8, 0]) {
    const x = (a >> shift) & 0xff;
    const y = (b >> shift) & 0xff;
    out |= Math.round(x + (y - x) * t) << shift;
  }
  return out;
}

interface ButtonOptions {
  id: string;
  text: string;
  onTap: () => void;
  /** Filled accent look for the screen's main action. */
  primary?: boolean;
  /** Something earned, not a plain tool (Link's power-ups): a gold edge and a warm fill, so
   *  "Hint ×1" (earned, free) never reads as the tool bar's Hint (which marks the run helped). */
  reward?: boolean;
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
  private readonly reward: boolean;
  /** A small note in the top-right corner (e.g. how many of a digit are left), made when first set. */
  private badge: Text | null = null;
  /** Where the caption sits, as fractions of the button (the centre unless placed). */
  private captionAt = { x: 0.5, y: 0.5 };
  private icon: { name: IconName; art: Graphics; beside: boolean } | null = null;
  /** A mouse is over the button (touch never sets it). */
  private hovered = false;

  constructor(options: ButtonOptions) {
    super({ label: options.id });
    this.primary = options.primary ?? false;
    this.reward = options.reward ?? false;
    this.caption = new Text({
      text: options.text,
      // A caption of two lines (a stage's number over its stars) is centred line by line.
      style: {
        fontFamily: theme.fontFamily,
        fontSize: 16,
        fontWeight: '600',
        fill: theme.ink,
        align: 'center',
      },
    });
    this.caption.anchor.set(0.5);
    this.caption.label = 'caption';
    this.addChild(this.bg, this.caption);
    this.eventMode = 'static';
    this.cursor = 'pointer';
    this.on('pointertap', () => {
      if (this.enabled) options.onTap();
    });
    // Pixi sends these only when the pointer moves (its ticker is stopped): a still mouse
    // draws nothing, and a change of hover asks for exactly one frame.
    this.on('pointerover', (event: FederatedPointerEvent) => this.hover(event, true));
    this.on('pointerout', (event: FederatedPointerEvent) => this.hover(event, false));
  }

  private hover(event: FederatedPointerEvent, on: boolean): void {
    if (event.pointerType !== 'mouse' || this.hovered === on) return;
    this.hovered = on;
    this.redraw();
    repaint();
  }

  /**
   * A vector icon over the caption (which becomes a short label), or beside it (`beside`, or a
   * button too short to stack them); null takes it away.
   */
  setIcon(name: IconName | null, beside = false): void {
    if (name === (this.icon?.name ?? null) && beside === (this.icon?.beside ?? false)) return;
    this.icon?.art.destroy();
    this.icon = null;
    if (name) {
      const art = new Graphics({ label: 'icon' });
      this.icon = { name, art, beside };
      this.addChild(art);
    }
    if (this.w > 0) this.resize(this.w, this.h, this.fontSize);
  }

  /** Sizes the button and its caption; `fontSize` defaults to a size that suits the height. */
  resize(width: number, height: number, fontSize = Math.round(Math.min(height * 0.42, 20))): void {
    this.w = width;
    this.h = height;
    this.hitArea = new Rectangle(0, 0, width, height);
    this.fontSize = fontSize;
    this.fit();
    this.caption.position.set(width * this.captionAt.x, height * this.captionAt.y);
    this.placeIcon();
    this.placeBadge();
    this.redraw();
  }

  /** The icon's size: stacked over the label in a tall button, beside it (or alone) otherwise. */
  private get iconSize(): number {
    return Math.round(Math.min(this.h * (this.stacked ? 0.44 : 0.5), 28));
  }

  private get stacked(): boolean {
    return this.icon !== null && !this.icon.beside && this.caption.text !== '' && this.h >= 50;
  }

  private placeIcon(): void {
    if (!this.icon || this.w === 0) return;
    const s = this.iconSize;
    const art = this.icon.art;
    if (this.stacked) {
      // Icon and label as one group, centred: the label's line under the icon.
      const labelH = this.caption.height;
      const top = Math.max(2, (this.h - s - 2 - labelH) / 2);
      art.position.set(Math.round((this.w - s) / 2), Math.round(top));
      this.caption.position.set(this.w / 2, top + s + 2 + labelH / 2);
    } else if (this.caption.text !== '') {
      const groupW = s + 6 + this.caption.width;
      const left = Math.max(4, (this.w - groupW) / 2);
      art.position.set(Math.round(left), Math.round((this.h - s) / 2));
      this.caption.position.set(left + s + 6 + this.caption.width / 2, this.h / 2);
    } else {
      art.position.set(Math.round((this.w - s) / 2), Math.round((this.h - s) / 2));
    }
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
      this.badge.label = 'badge';
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
    if (this.icon && this.w > 0) this.resize(this.w, this.h, this.fontSize);
  }

  /** How far the caption spills past the button's edges, in its own px (0: it fits). */
  captionOverflow(): number {
    if (!this.visible || this.w === 0 || this.caption.text === '') return 0;
    const room = this.icon && !this.stacked ? this.w - this.iconSize - 6 : this.w;
    const x = Math.max(0, this.caption.width - room);
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
    // Beside an icon, the caption has the room the icon leaves.
    const beside = this.icon && !this.stacked ? this.iconSize + 6 : 0;
    shrinkToFit(
      this.caption,
      { x: beside, y: 0, width: this.w - beside, height: this.h },
      this.fontSize,
      { margin: 5 },
    );
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
    this.redraw();
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
    const plain = filled ? theme.buttonActive : this.muted ? theme.background : theme.buttonFill;
    const fill = this.reward && !filled ? mix(plain, STAR_GOLD, 0.16) : plain;
    // Hover: the fill leans a little towards the ink (or, filled, towards white) and the
    // outline darkens, so the button under the mouse reads in light and dark themes alike.
    const hover = this.hovered && this.enabled;
    const rest = this.reward ? STAR_DEEP : theme.buttonLine;
    const line = filled ? theme.buttonActive : hover ? theme.inkSoft : rest;
    this.bg
      .clear()
      .roundRect(0.5, 0.5, this.w - 1, this.h - 1, radius)
      .fill(hover ? mix(fill, filled ? 0xffffff : theme.ink, filled ? 0.14 : 0.07) : fill)
      .stroke({ width: hover || this.reward ? 1.5 : 1, color: line });
    const ink = filled ? 0xffffff : this.muted ? theme.gridLine : theme.ink;
    this.caption.style.fill = ink;
    const iconInk = this.reward && !filled && !this.muted ? STAR_DEEP : ink;
    if (this.icon) drawIcon(this.icon.art, this.icon.name, this.iconSize, iconInk);
    if (this.badge) this.badge.style.fill = filled ? 0xffffff : theme.inkSoft;
  }
}
