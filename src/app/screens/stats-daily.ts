// streak: the Stats dashboard's daily section — one game's daily streak (current and
// longest), the days won and the monthly trophies (a month with every daily won), read from the
// daily progress (daily-summary.ts). Two lines under the totals; each shrinks to the pane.

import { Container } from 'pixi.js';
import { formatCount, formatLocale } from '../../i18n/format';
import { words } from '../../i18n/i18n';
import { makeText } from '../../ui/text';
import { theme } from '../../ui/theme';
import type { DailySummary } from '../daily/daily-summary';

/** What the section shows (and what state().listView reports of it). */
export interface StatsDailyView {
  streak: number;
  bestStreak: number;
  daysWon: number;
  /** 'YYYY-MM' of each month with every daily won, oldest first. */
  trophies: string[];
}

/** The section's height in the dashboard: two lines. */
export const STATS_DAILY_H = 42;
/** The trophies named one by one; older ones are counted ("+3"). */
const TROPHIES_NAMED = 4;

export function statsDailyView(summary: DailySummary): StatsDailyView {
  return {
    streak: summary.streak,
    bestStreak: summary.bestStreak,
    daysWon: Object.values(summary.days).filter((d) => d.won).length,
    trophies: [...summary.trophies],
  };
}

/** "Nov 2026, Oct 2026" (newest first, in the locale: "2026年11月"); older ones as "+N". */
export function trophyList(trophies: readonly string[], locale: string): string {
  const format = new Intl.DateTimeFormat(locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const newest = [...trophies].sort().reverse();
  const named = newest.slice(0, TROPHIES_NAMED).map((ym) => {
    const [y, m] = ym.split('-').map(Number) as [number, number];
    return format.format(new Date(Date.UTC(y, m - 1, 1)));
  });
  const more = newest.length - named.length;
  return [...named, ...(more > 0 ? [`+${formatCount(more)}`] : [])].join(words().stats.trophyJoin);
}

/** The two lines of the daily section. */
export class StatsDaily extends Container {
  readonly streakLine = makeText('', 14, { weight: '700' });
  readonly trophyLine = makeText('', 13, { color: theme.inkSoft });
  private width_ = 320;

  constructor() {
    super({ label: 'stats-daily' });
    this.trophyLine.position.set(0, 22);
    this.addChild(this.streakLine, this.trophyLine);
  }

  show(view: StatsDailyView): void {
    const w = words().stats;
    this.streakLine.text = w.daily({
      streak: formatCount(view.streak),
      longest: formatCount(view.bestStreak),
      days: formatCount(view.daysWon),
    });
    this.trophyLine.text =
      view.trophies.length > 0
        ? w.trophies({ list: trophyList(view.trophies, formatLocale()) })
        : w.noTrophy;
    this.place(this.width_);
  }

  /** The two lines as drawn. */
  lines(): string[] {
    return [this.streakLine.text, this.trophyLine.text];
  }

  /** Shrinks each line until it fits `width` (never under 10 px). */
  place(width: number): void {
    this.width_ = width;
    for (const [text, size] of [
      [this.streakLine, 14],
      [this.trophyLine, 13],
    ] as const) {
      text.style.fontSize = size;
      while (text.width > width && (text.style.fontSize as number) > 10)
        text.style.fontSize = (text.style.fontSize as number) - 1;
    }
  }
}
