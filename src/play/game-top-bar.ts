// A game screen's top bar: Home on the left, the title over the clock's row in the middle (with
// an optional note beside the clock, e.g. "Mistakes 2"), and the game's own buttons on the right
// (Pause and More, or More alone). Home is a house and its word (the house alone when narrow),
// the same in every game. The screen places the bar and tells it what to show; a sideways
// layout may place the parts itself.

import type { Container } from 'pixi.js';
import { words } from '../i18n/i18n';
import { Button } from '../ui/button';
import { DomLabel } from '../ui/dom-label';
import type { IconName } from '../ui/icons';
import { makeText } from '../ui/text';
import { shrinkToFit, type TextBox } from '../ui/text-box';
import { theme } from '../ui/theme';

export const TOP_BAR = 48;
/** Below this width the bar keeps Home's symbol alone, so the title still fits. */
const NARROW = 340;

/** A button on the bar's right, in the order it stands, with its width and caption size. */
interface BarButton {
  readonly button: Button;
  readonly width: number;
  /** The caption's size; the button's own default when absent. */
  readonly fontSize?: number;
}

interface TopBarOptions {
  home: () => void;
  right: readonly BarButton[];
  /** The automation label of a note shown beside the clock; none when absent. */
  clockNote?: string;
}

/** A button with a vector icon (the bar's and the tool rows' buttons). */
export function iconButton(id: string, text: string, icon: IconName, onTap: () => void): Button {
  const button = new Button({ id, text, onTap });
  button.setIcon(icon);
  return button;
}

export class GameTopBar {
  readonly title = makeText('', 15, { weight: '700' });
  readonly timer = new DomLabel({
    id: 'timer',
    font: `600 16px ${theme.fontFamily}`,
    color: theme.inkSoft,
  });
  /** The note by the clock ("Mistakes 2"), when the game has one. */
  readonly note: ReturnType<typeof makeText> | null;
  readonly home: Button;
  readonly right: readonly BarButton[];
  /** The room between Home and the right-hand buttons, where the title must fit (parent coords). */
  private titleRoom: TextBox = { x: 0, y: 0, width: 200, height: 28 };
  /** Where the clock's row is centred (the note shares it when shown). */
  private clockRow = { x: 0, y: 0 };

  constructor(options: TopBarOptions) {
    const w = words();
    this.right = options.right;
    this.home = iconButton('btn:home', w.play.home, 'home', options.home);
    this.home.setIcon('home', true);
    // The symbol alone is what a narrow bar shows: its spoken name is the word.
    this.home.accessibleTitle = w.play.home;
    this.title.anchor.set(0.5);
    this.title.label = 'game-title'; // state().slots reads the header by it (daily slot)
    this.note = options.clockNote === undefined ? null : this.makeNote(options.clockNote);
  }

  private makeNote(label: string): ReturnType<typeof makeText> {
    const note = makeText('', 14, { weight: '600' });
    note.anchor.set(0, 0.5);
    note.label = label;
    note.style.fill = theme.conflict;
    note.visible = false;
    return note;
  }

  /** The bar's canvas parts, in drawing order (the clock is a DOM label of its own). */
  get parts(): Container[] {
    const note = this.note ? [this.note] : [];
    return [this.home, this.title, ...note, ...this.right.map((r) => r.button)];
  }

  /** Sets the title; true when it changed. */
  setTitle(text: string): boolean {
    if (this.title.text === text) return false;
    this.title.text = text;
    this.fitTitle();
    return true;
  }

  /** The note by the clock ('' hides it). */
  setNote(text: string): void {
    if (!this.note || this.note.text === text) return;
    this.note.text = text;
    this.placeClockRow();
  }

  /** Home's caption for a bar (or rail cell) `wide` enough for the word, or the symbol alone. */
  homeText(wide: boolean): string {
    return wide ? words().play.home : '';
  }

  place(x: number, y: number, w: number): void {
    const narrow = w < NARROW;
    const homeW = narrow ? TOP_BAR : 96;
    this.home.setText(this.homeText(!narrow));
    this.home.position.set(x, y);
    this.home.resize(homeW, TOP_BAR, 16);
    // The right-hand buttons from the right edge inwards, 8 px apart.
    let edge = x + w;
    for (const { button, width, fontSize } of [...this.right].reverse()) {
      edge -= width;
      button.position.set(edge, y);
      button.resize(width, TOP_BAR, fontSize);
      edge -= 8;
    }
    // Title above the clock's row, centred between the side buttons.
    const left = x + homeW + 8;
    const right = edge;
    this.titleRoom = { x: left, y, width: right - left, height: 28 };
    this.fitTitle();
    this.title.position.set((left + right) / 2, y + 14);
    this.clockRow = { x: (left + right) / 2, y: y + 35 };
    this.placeClockRow();
  }

  /** The clock, centred; with a note, the clock and the note share the row, centred as one. */
  private placeClockRow(): void {
    const { x, y } = this.clockRow;
    const note = this.note;
    const shown = note !== null && note.text !== '';
    if (note) note.visible = shown;
    if (!note || !shown) {
      this.timer.place(x, y);
      return;
    }
    note.style.fontSize = 14;
    for (let size = 13; size >= 10 && note.width > this.titleRoom.width / 2 - 8; size--)
      note.style.fontSize = size;
    // The clock is at most "00:00:00" wide at 16 px: give it a fixed half-room so it never jumps.
    const clockW = Math.min(64, this.titleRoom.width / 2);
    const groupW = clockW + 10 + note.width;
    const left = x - groupW / 2;
    this.timer.place(left + clockW / 2, y);
    note.position.set(left + clockW + 10, y);
  }

  private fitTitle(): void {
    shrinkToFit(this.title, this.titleRoom, 15);
  }
}
