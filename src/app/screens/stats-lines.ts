// The parts of the Stats dashboard (stats-screen.ts): a size × level's two lines of figures, and
// the headline band of big figures with its small line under. Each shrinks its type to its room.

import { Container, Rectangle } from 'pixi.js';
import { formatCount } from '../../i18n/format';
import { words } from '../../i18n/i18n';
import { makeText } from '../../ui/text';
import { theme } from '../../ui/theme';
import {
  formatOptionalTime,
  formatTotalTime,
  formatWinRate,
  type StatsRow,
} from './format-records';
import type { StatsHeadline } from './stats-summary';

/** A row's inner margin (the Stats screen lays its rows out with the same). */
export const PAD = 8;

/** Two lines for one size × level: counts and rate on the first, times and streaks below. */
export class StatsLine extends Container {
  readonly heading = makeText('', 15, { weight: '700' });
  readonly summary = makeText('', 15, { color: theme.ink });
  readonly detail = makeText('', 13, { color: theme.inkSoft });

  constructor(onTap: (line: StatsLine) => void) {
    super();
    // A tap charts this row (its id is set with the row it shows: stats:row:<bucket>).
    this.eventMode = 'static';
    this.cursor = 'pointer';
    this.on('pointertap', () => onTap(this));
    this.heading.anchor.set(0, 0.5);
    this.summary.anchor.set(1, 0.5);
    this.detail.anchor.set(0, 0.5);
    this.addChild(this.heading, this.summary, this.detail);
  }

  bucket = '';

  show(row: StatsRow): void {
    this.bucket = row.bucket;
    this.label = `stats:row:${row.bucket}`;
    this.accessibleTitle = words().stats.chartRow({ where: row.label });
    this.heading.text = row.label;
    const played = row.started > 0 || row.won > 0;
    const w = words().stats;
    this.summary.text = played
      ? w.summary({
          started: formatCount(row.started),
          won: formatCount(row.won),
          rate: formatWinRate(row.winRate),
        })
      : w.notPlayed;
    this.detail.text = played
      ? w.detail({
          best: formatOptionalTime(row.bestMs),
          average: formatOptionalTime(row.averageMs),
          streak: formatCount(row.streak),
          longest: formatCount(row.bestStreak),
        })
      : '';
  }

  setFont(size: number): void {
    this.heading.style.fontSize = size;
    this.summary.style.fontSize = size;
    this.detail.style.fontSize = Math.max(10, size - 2);
  }

  /** Whether both lines fit `width` at the current type size. */
  fits(width: number): boolean {
    return (
      this.heading.width + 10 + this.summary.width <= width - 2 * PAD &&
      this.detail.width <= width - 2 * PAD
    );
  }

  place(width: number, pitch: number): void {
    this.hitArea = new Rectangle(0, 0, width, pitch);
    this.heading.position.set(PAD, pitch * 0.3);
    this.summary.position.set(width - PAD, pitch * 0.3);
    this.detail.position.set(PAD, pitch * 0.7);
  }
}

/** One figure of the totals band: the number over its name. */
class Figure extends Container {
  readonly value = makeText('', 20, { weight: '800' });
  readonly caption = makeText('', 12, { color: theme.inkSoft });

  constructor(caption: string) {
    super();
    this.caption.text = caption;
    this.value.anchor.set(0.5, 0);
    this.caption.anchor.set(0.5, 0);
    this.addChild(this.value, this.caption);
  }

  place(width: number): void {
    this.value.position.set(width / 2, 2);
    this.caption.position.set(width / 2, 28);
    // Shrinks to its share of the band, never past it (a long Chinese or English total).
    for (const [text, size] of [
      [this.value, 20],
      [this.caption, 12],
    ] as const) {
      text.style.fontSize = size;
      while (text.width > width - 4 && (text.style.fontSize as number) > 9)
        text.style.fontSize = (text.style.fontSize as number) - 1;
    }
  }
}

/** The headline: played, won, win rate, streak and best streak, then time played and revealed. */
export class HeadlineBand extends Container {
  /** The band's height: the figures (50) and the small line under them (20). */
  static readonly HEIGHT = 70;
  private readonly figures: Figure[];
  private readonly timeLine = makeText('', 13, { color: theme.inkSoft });

  constructor() {
    super({ label: 'stats-headline' });
    const w = words().stats;
    this.figures = [w.played, w.won, w.winRate, w.streak, w.bestStreak].map(
      (name) => new Figure(name),
    );
    this.timeLine.position.set(0, 50);
    this.addChild(...this.figures, this.timeLine);
  }

  /** `played`: the small line is worth showing (before any game it says only zeros). */
  show(head: StatsHeadline, played: boolean): void {
    const values = [
      formatCount(head.played),
      formatCount(head.won),
      formatWinRate(head.winRate),
      formatCount(head.streak),
      formatCount(head.bestStreak),
    ];
    this.figures.forEach((f, i) => {
      f.value.text = values[i] ?? '';
    });
    // Revealed games are named once there are some (a zero there only adds words).
    const time = formatTotalTime(head.totalMs);
    this.timeLine.text =
      head.revealed > 0
        ? words().stats.timeLine({ time, revealed: formatCount(head.revealed) })
        : words().stats.timeOnly({ time });
    this.timeLine.visible = played;
  }

  place(width: number): void {
    const figW = width / this.figures.length;
    this.figures.forEach((f, i) => {
      f.position.set(i * figW, 0);
      f.place(figW);
    });
    this.timeLine.style.fontSize = 13;
    while (this.timeLine.width > width && (this.timeLine.style.fontSize as number) > 10)
      this.timeLine.style.fontSize = (this.timeLine.style.fontSize as number) - 1;
  }
}
