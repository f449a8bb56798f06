// journey: the four power-up buttons of a stage (hint, freeze, bomb, shuffle), shaped like Link's
// other tools but edged in gold (earned, not tools): each its icon over its label with the count
// held ("Bomb ×2"), greyed when none is held. A freeze running shows the seconds it still stands
// the countdown still. Hidden off the journey. Taps are reported as the power-up's name; the
// rules decide what happens.

import { Container } from 'pixi.js';
import { formatCount } from '../../../i18n/format';
import { words } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import type { IconName } from '../../../ui/icons';
import { POWER_UPS, type PowerUp, type PowerUpCounts } from '../core/power-ups';

/** What the bar shows: the counts held, and the freeze's seconds left (0: none running). */
export interface PowerUpsShown {
  held: PowerUpCounts;
  freezeLeftS: number;
  /** The board is finished or stopped: nothing can be used. */
  idle: boolean;
}

const ICONS: Readonly<Record<PowerUp, IconName>> = {
  hint: 'hint',
  freeze: 'freeze',
  bomb: 'bomb',
  shuffle: 'shuffle',
};

export class PowerUpBar extends Container {
  readonly buttons: readonly Button[];
  private shown: PowerUpsShown | null = null;

  constructor(use: (kind: PowerUp) => void) {
    super({ label: 'power-ups' });
    this.buttons = POWER_UPS.map((kind) => {
      const text = words().link.powerUps.names[kind];
      const button = new Button({
        id: `btn:power-${kind}`,
        text,
        onTap: () => use(kind),
        reward: true,
      });
      button.setIcon(ICONS[kind]);
      return button;
    });
    this.addChild(...this.buttons);
    this.visible = false;
  }

  get showing(): boolean {
    return this.shown !== null;
  }

  /** Lays the four out in `box`: a row (upright) or a column (sideways), each icon over its
   *  label. */
  place(box: { x: number; y: number; width: number; height: number }, row: boolean): void {
    const n = this.buttons.length;
    const gap = row ? 8 : 6;
    const along = ((row ? box.width : box.height) - (n - 1) * gap) / n;
    // A column wide enough (a desktop's) takes a larger caption; the icon stays over it.
    const font = !row && box.width >= 100 ? 15 : 13;
    this.buttons.forEach((b, i) => {
      if (row) {
        b.position.set(box.x + i * (along + gap), box.y);
        b.resize(along, box.height, font);
      } else {
        b.position.set(box.x, box.y + i * (along + gap));
        b.resize(box.width, along, font);
      }
    });
  }

  /** The counts held (null: not a stage, the bar hides). */
  set(shown: PowerUpsShown | null): void {
    this.shown = shown;
    this.visible = shown !== null;
    if (!shown) return;
    const w = words().link.powerUps;
    this.buttons.forEach((b, i) => {
      const kind = POWER_UPS[i] as PowerUp;
      const n = formatCount(shown.held[kind]);
      const name = w.names[kind];
      const freezing = kind === 'freeze' && shown.freezeLeftS > 0;
      b.setText(freezing ? w.frozen({ s: formatCount(shown.freezeLeftS) }) : w.button({ name, n }));
      b.accessibleTitle = w.said({ name, n });
      // A freeze running is not greyed even when none is left: it is the one in use.
      b.setEnabled((shown.held[kind] > 0 || freezing) && !shown.idle);
    });
  }
}
