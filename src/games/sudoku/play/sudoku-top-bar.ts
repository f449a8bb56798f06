// The Sudoku screen's top bar: Home (a house and its word; the house alone when narrow), the
// title over the clock's row (with "Mistakes 2" beside the clock in Checked mode), Pause and
// More. The screen places it and tells it what to show.

import type { Container } from 'pixi.js';
import { words } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { DomLabel } from '../../../ui/dom-label';
import type { IconName } from '../../../ui/icons';
import { makeText } from '../../../ui/text';
import { shrinkToFit, type TextBox } from '../../../ui/text-box';
import { theme } from '../../../ui/theme';

export const TOP_BAR = 48;

export class SudokuTopBar {
  readonly title = makeText('', 15, { weight: '700' });
  readonly timer = new DomLabel({
    id: 'timer',
    font: `600 16px ${theme.fontFamily}`,
    color: theme.inkSoft,
  });
  /** "Mistakes 2" by the clock, in Checked mode only. */
  readonly mistakes = makeText('', 14, { weight: '600' });
  readonly home: Button;
  readonly pause: Button;
  readonly more: Button;
  /** The room between Home and the right-hand buttons, where the title must fit (parent coords). */
  private titleRoom: TextBox = { x: 0, y: 0, width: 200, height: 28 };
  /** Where the clock's row is centred (the mistakes count shares it in Checked mode). */
  private clockRow = { x: 0, y: 0 };

  constructor(actions: { home: () => void; pause: () => void; more: () => void }) {
    const w = words();
    const iconButton = (id: string, text: string, icon: IconName, onTap: () => void) => {
      const button = new Button({ id, text, onTap });
      button.setIcon(icon);
      return button;
    };
    this.home = iconButton('btn:home', w.play.home, 'home', actions.home);
    this.home.setIcon('home', true);
    this.home.accessibleTitle = w.play.home;
    // Icon-only buttons by the clock; their spoken names are the words the icon stands for.
    this.pause = iconButton('btn:pause', '', 'pause', actions.pause);
    this.pause.accessibleTitle = w.play.pause;
    this.more = iconButton('btn:more', '', 'more', actions.more);
    this.more.accessibleTitle = w.sudoku.menuTitle;
    this.title.anchor.set(0.5);
    this.mistakes.anchor.set(0, 0.5);
    this.mistakes.label = 'mistakes';
    this.mistakes.style.fill = theme.conflict;
    this.mistakes.visible = false;
  }

  /** The bar's canvas parts, in drawing order (the clock is a DOM label of its own). */
  get parts(): Container[] {
    return [this.home, this.title, this.mistakes, this.pause, this.more];
  }

  setTitle(text: string): void {
    if (this.title.text === text) return;
    this.title.text = text;
    this.fitTitle();
  }

  /** The mistakes count by the clock ('' hides it). */
  setMistakes(text: string): void {
    if (this.mistakes.text === text) return;
    this.mistakes.text = text;
    this.placeClockRow();
  }

  /** Pause becomes Resume while the board is covered. */
  setPaused(paused: boolean, finished: boolean): void {
    this.pause.setIcon(paused ? 'play' : 'pause');
    this.pause.accessibleTitle = paused ? words().play.resume : words().play.pause;
    this.pause.setEnabled(!finished);
  }

  place(x: number, y: number, w: number): void {
    // A narrow panel (landscape phone) gets a house icon alone for Home so the title still fits.
    const narrow = w < 340;
    const homeW = narrow ? TOP_BAR : 96;
    this.home.setText(narrow ? '' : words().play.home);
    this.home.position.set(x, y);
    this.home.resize(homeW, TOP_BAR, 16);
    this.more.position.set(x + w - TOP_BAR, y);
    this.more.resize(TOP_BAR, TOP_BAR);
    this.pause.position.set(x + w - 2 * TOP_BAR - 8, y);
    this.pause.resize(TOP_BAR, TOP_BAR);
    // Title above the clock's row, centred between the side buttons.
    const left = x + homeW + 8;
    const right = x + w - 2 * TOP_BAR - 16;
    this.titleRoom = { x: left, y, width: right - left, height: 28 };
    this.fitTitle();
    this.title.position.set((left + right) / 2, y + 14);
    this.clockRow = { x: (left + right) / 2, y: y + 35 };
    this.placeClockRow();
  }

  /** The clock, centred; in Checked mode the clock and "Mistakes 2" share the row, centred as one. */
  private placeClockRow(): void {
    const { x, y } = this.clockRow;
    const shown = this.mistakes.text !== '';
    this.mistakes.visible = shown;
    if (!shown) {
      this.timer.place(x, y);
      return;
    }
    this.mistakes.style.fontSize = 14;
    for (let size = 13; size >= 10 && this.mistakes.width > this.titleRoom.width / 2 - 8; size--)
      this.mistakes.style.fontSize = size;
    // The clock is at most "00:00:00" wide at 16 px: give it a fixed half-room so it never jumps.
    const clockW = Math.min(64, this.titleRoom.width / 2);
    const groupW = clockW + 10 + this.mistakes.width;
    const left = x - groupW / 2;
    this.timer.place(left + clockW / 2, y);
    this.mistakes.position.set(left + clockW + 10, y);
  }

  private fitTitle(): void {
    shrinkToFit(this.title, this.titleRoom, 15);
  }
}
