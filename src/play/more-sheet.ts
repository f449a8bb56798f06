// A game screen's "More" sheet: the actions a player needs now and then (a new game, share, the
// answer, the rules) in one list, so the screen itself keeps a few icon buttons and a larger
// board. It lives in the screen's modal layer: while it is open only its buttons can be
// tapped (targets() and the accessible layer read that layer alone, which also makes it an ARIA
// dialog with the focus kept inside), a tap beside the sheet or Escape closes it, and each item
// closes it before doing what it says. The items keep the ids they had on the screen.

import { Container, Graphics, Rectangle, Text } from 'pixi.js';
import { Button } from '../ui/button';
import type { IconName } from '../ui/icons';
import { theme } from '../ui/theme';

interface MenuItem {
  id: string;
  icon: IconName;
  text: string;
  onTap: () => void;
  /** Switched off once the game is finished (there is no answer left to show). */
  offWhenFinished?: boolean;
}

const ROW = 52;
const GAP = 8;
const PAD = 16;

export class MoreSheet extends Container {
  private readonly backdrop = new Graphics();
  private readonly panel = new Graphics();
  private readonly heading: Text;
  private readonly buttons: Button[];
  /** The items switched off once the game is finished. */
  private readonly offWhenFinished: Button[];
  private readonly closeButton: Button;

  constructor(
    /** The sheet's heading, also what the player is reading while it is open. */
    readonly title: string,
    items: MenuItem[],
    close: { text: string; onTap: () => void },
  ) {
    super({ label: 'menu' });
    this.backdrop.eventMode = 'static';
    this.backdrop.on('pointertap', () => close.onTap());
    // The panel itself takes taps too, so a tap between two items does not close the sheet.
    this.panel.eventMode = 'static';
    this.heading = new Text({
      text: title,
      style: { fontFamily: theme.fontFamily, fontSize: 18, fontWeight: '700', fill: theme.ink },
    });
    this.buttons = items.map((item) => {
      const button = new Button({
        id: item.id,
        text: item.text,
        onTap: () => {
          close.onTap();
          item.onTap();
        },
      });
      button.setIcon(item.icon, true);
      return button;
    });
    this.offWhenFinished = this.buttons.filter((_, i) => items[i]?.offWhenFinished === true);
    this.closeButton = new Button({ id: 'btn:menu-close', text: close.text, onTap: close.onTap });
    this.closeButton.setIcon('close', true);
    this.addChild(this.backdrop, this.panel, this.heading, ...this.buttons, this.closeButton);
  }

  /** A finished game's items that no longer apply stay, switched off. */
  setFinished(finished: boolean): void {
    for (const button of this.offWhenFinished) button.setEnabled(!finished);
  }

  /**
   * Lays the sheet out in a window of `width`×`height`: a column of full-width rows, centred,
   * at most 360 px wide (a sheet a thumb reaches on a phone, a small card on a desktop).
   */
  layout(width: number, height: number): void {
    this.backdrop.clear().rect(0, 0, width, height).fill({ color: 0x000000, alpha: 0.35 });
    this.backdrop.hitArea = new Rectangle(0, 0, width, height);
    const rows = this.buttons.length + 1;
    const panelW = Math.min(360, width - 24);
    const row = Math.max(44, Math.min(ROW, (height - 24 - 2 * PAD - 32 - rows * GAP) / rows));
    const panelH = 2 * PAD + 32 + rows * (row + GAP);
    const x = Math.round((width - panelW) / 2);
    const y = Math.round(Math.max(12, (height - panelH) / 2));
    this.panel
      .clear()
      .roundRect(x, y, panelW, panelH, 16)
      .fill(theme.surface)
      .stroke({ width: 1, color: theme.buttonLine });
    this.panel.hitArea = new Rectangle(x, y, panelW, panelH);
    this.heading.style.fontSize = 18;
    for (let size = 17; size >= 12 && this.heading.width > panelW - 2 * PAD; size--)
      this.heading.style.fontSize = size;
    this.heading.position.set(x + PAD, y + PAD + (32 - this.heading.height) / 2);
    let top = y + PAD + 32 + GAP;
    for (const button of [...this.buttons, this.closeButton]) {
      button.position.set(x + PAD, top);
      button.resize(panelW - 2 * PAD, row, 16);
      top += row + GAP;
    }
  }
}
