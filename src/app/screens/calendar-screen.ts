// calendar: a game's dailies month by month — the grid in the player's week order
// and language (calendar-month.ts), each day won (with its time) or played, months back to a
// year ago, the daily streak and best streak by name, and the month's trophy drawn beside its
// line (a ring filling with the days won, a gold cup once every day is). A tap on a day of the past year (or today)
// plays that date's daily, made on the device by the worker from its date seed, so offline too.
// The layout follows the window alone, never the data: six weeks' room always, so Back and the
// month arrows never move under a finger. Wide short windows (a phone on its side) put the
// words beside the grid.

import { Container } from 'pixi.js';
import { formatLocale } from '../../i18n/format';
import { words } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import type { Screen } from '../../ui/screen';
import { makeText } from '../../ui/text';
import { keepInBox, shrinkToFit } from '../../ui/text-box';
import { MIN_TOUCH, theme } from '../../ui/theme';
import { TrophyArt } from '../../ui/trophy-art';
import type { Viewport } from '../../ui/viewport';
import {
  type CalendarMonth,
  calendarMonth,
  calendarMonths,
  monthTitle,
  weekdayNames,
} from '../daily/calendar-month';
import type { DailySummary } from '../daily/daily-summary';
import { monthDays } from '../daily/daily-summary';
import { CalendarDayCell } from './calendar-day-cell';
import { dailyLevelLabel } from './daily-level';

export interface CalendarIntents {
  back(): void;
  /** The game's daily progress as of today. */
  summary(game: string): DailySummary;
  /** Today's date key, the player's local date. */
  today(): string;
  /** Plays `game`'s daily of the date `key`. */
  play(game: string, key: string): void;
  /** The game's name in the language in use. */
  gameName(game: string): string;
}

/** What the automation reads of the calendar (state().listView on the calendar screen). */
interface CalendarView {
  game: string;
  month: string;
  streak: number;
  bestStreak: number;
  trophy: boolean;
  /** The streak line as drawn (current and best, by name), in the player's words. */
  streakText: string;
  /** The calendar's hint as drawn (how a day late counts). */
  hintText: string;
}

const WEEKS = 6;
const GAP = 8;
/** Windows at least this wide and under SHORT tall put the words beside the grid. */
const SIDE_WIDTH = 700;
const SHORT = 560;
/** The month's trophy art, left of the month's line. */
const TROPHY = 32;

export class CalendarScreen implements Screen {
  readonly name = 'calendar' as const;
  readonly view = new Container({ label: 'screen:calendar' });
  private game = '';
  private month = '';
  private shown: CalendarMonth | null = null;
  private summary: DailySummary | null = null;
  private readonly back: Button;
  private readonly previous: Button;
  private readonly next: Button;
  private readonly title = makeText('', 22, { weight: '800', wrap: 320 });
  private readonly monthName = makeText('', 18, { weight: '700' });
  private readonly streak = makeText('', 15, { weight: '700', wrap: 320 });
  private readonly monthLine = makeText('', 14, { color: theme.inkSoft, wrap: 320 });
  private readonly trophyArt = new TrophyArt();
  private readonly hint = makeText(words().calendar.hint, 13, { color: theme.inkSoft, wrap: 320 });
  private readonly weekdays = Array.from({ length: 7 }, () =>
    makeText('', 13, { weight: '700', color: theme.inkSoft }),
  );
  private readonly cells: CalendarDayCell[];
  private readonly grid = new Container({ label: 'calendar-grid' });
  private viewport: Viewport | null = null;

  constructor(
    private readonly intents: CalendarIntents,
    /** Asks for a frame: every visible change must be drawn (render on demand). */
    private readonly invalidate: () => void,
  ) {
    const w = words();
    this.back = new Button({ id: 'btn:back', text: w.common.back, onTap: () => intents.back() });
    this.previous = new Button({
      id: 'btn:calendar-previous',
      text: w.calendar.previous,
      onTap: () => this.page(-1),
    });
    this.next = new Button({
      id: 'btn:calendar-next',
      text: w.calendar.next,
      onTap: () => this.page(1),
    });
    this.previous.accessibleTitle = w.calendar.previousMonth;
    this.next.accessibleTitle = w.calendar.nextMonth;
    this.cells = Array.from(
      { length: WEEKS * 7 },
      () => new CalendarDayCell((key) => intents.play(this.game, key)),
    );
    for (const t of this.weekdays) t.anchor.set(0.5, 0);
    this.monthName.anchor.set(0.5, 0.5);
    this.grid.addChild(...this.cells);
    this.view.addChild(
      this.back,
      this.title,
      this.streak,
      this.previous,
      this.monthName,
      this.next,
      ...this.weekdays,
      this.grid,
      this.monthLine,
      this.trophyArt,
      this.hint,
    );
  }

  /** The game whose calendar to show; it opens on the month of today. */
  setGame(game: string): void {
    this.game = game;
    this.month = this.intents.today().slice(0, 7);
    this.refresh();
  }

  show(): void {
    // A daily may have been played or won since the calendar was last drawn.
    this.refresh();
  }

  calendarView(): CalendarView | null {
    if (!this.shown || !this.summary) return null;
    return {
      game: this.game,
      month: this.month,
      streak: this.summary.streak,
      bestStreak: this.summary.bestStreak,
      trophy: this.shown.trophy,
      streakText: this.streak.text,
      hintText: this.hint.text,
    };
  }

  private page(step: number): void {
    const months = calendarMonths(this.intents.today());
    const at = months.indexOf(this.month) + step;
    const to = months[Math.max(0, Math.min(months.length - 1, at))];
    if (to === undefined || to === this.month) return;
    this.month = to;
    this.refresh();
  }

  private refresh(): void {
    if (this.game === '') return;
    const today = this.intents.today();
    const locale = formatLocale();
    const months = calendarMonths(today);
    if (!months.includes(this.month)) this.month = today.slice(0, 7);
    const summary = this.intents.summary(this.game);
    this.summary = summary;
    this.shown = calendarMonth(this.month, summary.days, today, locale);
    const w = words().calendar;
    this.title.text = w.title({ game: this.intents.gameName(this.game) });
    this.streak.text = w.streak({ count: summary.streak, best: summary.bestStreak });
    const [y, m] = this.month.split('-').map(Number) as [number, number];
    const keys = monthDays(y, m);
    const won = keys.filter((k) => summary.days[k]?.won).length;
    this.monthLine.text = this.shown.trophy ? w.trophy : w.monthWon({ won, days: keys.length });
    this.monthLine.style.fill = this.shown.trophy ? theme.success : theme.inkSoft;
    this.trophyArt.draw(TROPHY, this.shown.trophy, won / keys.length);
    this.monthName.text = monthTitle(this.month, locale);
    weekdayNames(locale).forEach((name, i) => {
      (this.weekdays[i] as (typeof this.weekdays)[number]).text = name;
    });
    this.previous.setEnabled(this.month !== months[0]);
    this.next.setEnabled(this.month !== months[months.length - 1]);
    if (this.viewport) this.layout(this.viewport);
    this.invalidate();
  }

  layout(viewport: Viewport): void {
    this.viewport = viewport;
    const { safe } = viewport;
    const top = safe.y + 12;
    const side = safe.width - 32 >= SIDE_WIDTH && safe.height < SHORT;
    const width = Math.min(side ? 1000 : 560, safe.width - 32);
    const x0 = safe.x + (safe.width - width) / 2;
    const backW = Math.min(110, width / 3);
    this.back.position.set(x0, top);
    this.back.resize(backW, MIN_TOUCH);
    // The words' column: beside the grid on a wide short window, above and below it otherwise.
    const wordsW = side ? Math.min(300, width * 0.36) : width;
    const gridX = side ? x0 + wordsW + 24 : x0;
    const gridW = side ? width - wordsW - 24 : width;
    let y: number;
    if (side) {
      y = top + MIN_TOUCH + GAP;
      y = this.place(this.title, x0, y, wordsW) + GAP;
      y = this.place(this.streak, x0, y, wordsW) + GAP;
      y = this.placeMonthLine(x0, y, wordsW) + GAP;
      this.place(this.hint, x0, y, wordsW);
    } else {
      const titleX = x0 + backW + 12;
      this.place(this.title, titleX, top, width - backW - 12);
      // A title that needs two lines shrinks first; Back keeps its row.
      shrinkToFit(this.title, { x: titleX, y: top, width: width - backW - 12, height: 60 }, 22, {
        smallest: 15,
      });
      this.title.y = top + Math.max(0, (MIN_TOUCH - this.title.height) / 2);
      y = Math.max(top + MIN_TOUCH, this.title.y + this.title.height) + GAP;
      y = this.place(this.streak, x0, y, width) + GAP;
    }
    const gridTop = side ? top : y;
    const weekdayY = gridTop + MIN_TOUCH + 4;
    const belowRoom = side ? 0 : 72;
    const spare = safe.y + safe.height - 12 - (weekdayY + 20) - belowRoom;
    const cell = Math.floor(Math.min(gridW / 7, 72, Math.max(MIN_TOUCH, spare / WEEKS)));
    const gridLeft = gridX + (gridW - cell * 7) / 2;
    // The month row spans the grid: ‹ over its first column, › over its last.
    const rowX = gridLeft;
    const rowW = cell * 7;
    // Month row: ‹ month ›.
    const arrowW = MIN_TOUCH + 8;
    this.previous.position.set(rowX, gridTop);
    this.previous.resize(arrowW, MIN_TOUCH);
    this.next.position.set(rowX + rowW - arrowW, gridTop);
    this.next.resize(arrowW, MIN_TOUCH);
    this.monthName.position.set(rowX + rowW / 2, gridTop + MIN_TOUCH / 2);
    shrinkToFit(
      this.monthName,
      { x: rowX + arrowW, y: gridTop, width: rowW - 2 * arrowW, height: MIN_TOUCH },
      18,
      { smallest: 12, margin: 4 },
    );
    this.weekdays.forEach((t, i) => {
      t.position.set(gridLeft + cell * (i + 0.5), weekdayY);
      shrinkToFit(t, { x: gridLeft + cell * i, y: weekdayY, width: cell, height: 20 }, 13);
    });
    this.grid.position.set(gridLeft, weekdayY + 20);
    const days = this.shown?.weeks.flat() ?? [];
    const locale = formatLocale();
    this.cells.forEach((c, i) => {
      c.position.set(cell * (i % 7), cell * Math.floor(i / 7));
      const day = days[i];
      c.show(day ?? null, cell, locale, day ? dailyLevelLabel(this.game, day.key) : '');
    });
    // Each level fits its cell alone; the grid then takes the smallest, so they read alike.
    const sizes = this.cells.map((c) => c.levelSize).filter((s) => s > 0);
    if (sizes.length > 0) for (const c of this.cells) c.matchLevelSize(Math.min(...sizes));
    if (!side) {
      y = weekdayY + 20 + cell * WEEKS + GAP;
      y = this.placeMonthLine(x0, y, width) + 4;
      this.place(this.hint, x0, y, width);
    }
  }

  /** The trophy art at (x, y) and the month's line beside it, centred on it; returns the bottom. */
  private placeMonthLine(x: number, y: number, width: number): number {
    const textX = x + TROPHY + 10;
    this.monthLine.style.wordWrapWidth = width - TROPHY - 10;
    const h = Math.max(TROPHY, this.monthLine.height);
    this.trophyArt.position.set(x + TROPHY / 2, y + h / 2);
    this.place(this.monthLine, textX, y + (h - this.monthLine.height) / 2, width - TROPHY - 10);
    return y + h;
  }

  /** Sets a wrapping text at (x, y) `width` wide and records its box; returns its bottom. */
  private place(text: ReturnType<typeof makeText>, x: number, y: number, width: number): number {
    text.style.wordWrapWidth = width;
    text.position.set(x, y);
    keepInBox(text, { x, y, width, height: text.height + 2 });
    return y + text.height;
  }
}
