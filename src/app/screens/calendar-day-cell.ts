// calendar: one day of the calendar's grid — its number, and when won a filled face
// with the winning time under the number (full when won on its day, pale when won late: it
// fills the month, not the streak), else the level of that day's daily under the number (so a
// player sees which days are hard before playing); a day played but not won gets a ring;
// today an outline.
// Tappable (id `day:YYYY-MM-DD`) only when its daily may be played: today or up to a year back.

import { Container, Graphics, Rectangle } from 'pixi.js';
import { formatDuration } from '../../play/format';
import { makeText } from '../../ui/text';
import { shrinkToFit } from '../../ui/text-box';
import { theme } from '../../ui/theme';
import type { CalendarDay } from '../daily/calendar-month';
import { dayAccessibleName } from '../daily/calendar-words';

export class CalendarDayCell extends Container {
  private readonly face = new Graphics();
  private readonly number = makeText('', 16, { weight: '700' });
  private readonly time = makeText('', 11, { weight: '600' });
  /** The level of the day's daily, shown while the day is not won (then the time is). */
  private readonly level = makeText('', 10, { weight: '600' });
  private day: CalendarDay | null = null;

  constructor(private readonly onTap: (key: string) => void) {
    super({ label: 'day' });
    this.number.anchor.set(0.5);
    this.time.anchor.set(0.5);
    this.level.anchor.set(0.5);
    this.addChild(this.face, this.number, this.time, this.level);
    this.on('pointertap', () => {
      if (this.day?.playable) this.onTap(this.day.key);
    });
  }

  /** The level's type size as fitted (0 when no level shows). */
  get levelSize(): number {
    return this.level.visible ? (this.level.style.fontSize as number) : 0;
  }

  /** Sets the level's type size (no larger than fitted): every day's level reads alike. */
  matchLevelSize(size: number): void {
    if (this.level.visible && size < (this.level.style.fontSize as number))
      this.level.style.fontSize = size;
  }

  /** Shows `day` (null: a blank before the 1st or after the last) in a `size` px square, with
   *  `level`, its daily's level in words ('' when unknown). */
  show(day: CalendarDay | null, size: number, locale = 'en', level = ''): void {
    this.day = day;
    this.visible = day !== null;
    if (!day) {
      this.eventMode = 'none';
      return;
    }
    this.label = `day:${day.key}`;
    // Read out in full: the control layer names a control by its accessibleTitle first.
    this.accessibleTitle = dayAccessibleName(day, locale, level);
    this.eventMode = day.playable ? 'static' : 'none';
    this.cursor = day.playable ? 'pointer' : 'default';
    this.hitArea = new Rectangle(0, 0, size, size);
    const won = day.state === 'won';
    const inset = 2;
    const g = this.face.clear();
    g.roundRect(inset, inset, size - 2 * inset, size - 2 * inset, 8);
    if (won) g.fill({ color: theme.success, alpha: day.late ? 0.35 : 1 });
    else if (day.playable) g.fill({ color: theme.surface });
    if (day.today) g.stroke({ color: theme.accent, width: 2.5 });
    if (day.state === 'played') {
      g.circle(size / 2, size / 2, size * 0.3).stroke({ color: theme.inkSoft, width: 1.5 });
    }
    const ink = won && !day.late ? theme.surface : day.playable || won ? theme.ink : theme.inkSoft;
    this.number.text = String(day.day);
    this.number.style.fill = ink;
    this.time.text = won && day.ms !== null ? formatDuration(day.ms) : '';
    this.time.style.fill = ink;
    this.time.visible = this.time.text !== '';
    // Under the number when there is no time to show, no ring (a day played) and room for a
    // second line; quieter on a day out of reach.
    this.level.text = this.time.visible || day.state === 'played' || size < 36 ? '' : level;
    this.level.style.fill = theme.inkSoft;
    this.level.alpha = day.playable ? 1 : 0.6;
    this.level.visible = this.level.text !== '';
    const box = { x: inset, y: inset, width: size - 2 * inset, height: size - 2 * inset };
    const numberSize = Math.round(Math.min(18, Math.max(12, size * 0.34)));
    shrinkToFit(this.number, box, numberSize, { margin: 2 });
    const second = this.time.visible ? this.time : this.level.visible ? this.level : null;
    if (second) {
      const most = second === this.time ? 13 : 11;
      shrinkToFit(second, box, Math.round(Math.min(most, Math.max(9, size * 0.24))), {
        smallest: 7,
        margin: 2,
      });
      this.number.position.set(size / 2, size * 0.38);
      second.position.set(size / 2, size * 0.72);
    } else {
      this.number.position.set(size / 2, size / 2);
    }
  }
}
