// Statistics: one game's numbers in one place — a headline of big figures (played, won, win
// rate, the win streak now and the best), the daily streak, the chart of one size × level's last
// wins (stats-chart-pane.ts; a line of text until it has a few wins), a row per size × level
// played (best and average times, streaks), and the way to that size × level's top-10 list on
// Records. The rules of counting sit behind a small "How it counts" control, shown in place of
// the rows. The screen never scrolls; wide windows put the headline and chart beside the rows.
// Rows never played are left out (a table of "Not played yet" says nothing); a tap charts one.

import { Container, Graphics, type Rectangle } from 'pixi.js';
import { words } from '../../i18n/i18n';
import type { Statistics } from '../../storage/records';
import { Button } from '../../ui/button';
import type { Screen } from '../../ui/screen';
import { makeText } from '../../ui/text';
import { MIN_TOUCH, theme } from '../../ui/theme';
import type { Viewport } from '../../ui/viewport';
import type { DailySummary } from '../daily/daily-summary';
import {
  bucketsOf,
  chartedRow,
  recordGames,
  type StatsRow,
  type StatsTotals,
  statsRows,
  statsTotals,
} from './format-records';
import { CAPTION_H, StatsChartPane } from './stats-chart-pane';
import { STATS_DAILY_H, StatsDaily, type StatsDailyView, statsDailyView } from './stats-daily';
import { HeadlineBand, StatsLine } from './stats-lines';
import { type StatsHeadline, statsHeadline } from './stats-summary';

interface StatsIntents {
  back: () => void;
  /** The statistics of these buckets; one missing from the answer reads as never played. */
  load: (buckets: string[]) => Promise<Statistics[]>;
  /** streak: the game's daily progress (streak, days won, trophies); absent: no section. */
  daily?: (game: string) => DailySummary;
  /** school: the game's technique school; null for a game without one (no button). */
  learn?: (game: string) => (() => void) | null;
  /** The top-10 list of a size × level on the Records screen; absent: no button. */
  records?: (bucket: string) => void;
}

const GAP = 8;
/** Row height above which more room only adds air. */
const MAX_PITCH = 58;
/** Windows at least this wide put the headline and chart beside the rows. */
const TWO_PANE_WIDTH = 700;
const PANE_GAP = 24;

/** What the automation reads of the dashboard (state().listView on the Stats screen). */
export interface StatsView {
  game: string;
  totals: StatsTotals;
  /** The big figures as shown (streaks are per size × level: now = the one played last). */
  headline: StatsHeadline;
  /** The charted size × level and its times (oldest first); `drawn`: dots on the chart (0 while
   *  `note`, the line that stands in for it, is shown); null: nothing played. */
  chart: {
    bucket: string;
    times: number[];
    assisted: boolean[];
    drawn: number;
    note: string | null;
  } | null;
  /** streak: the daily section (null: none), and its two lines as drawn. */
  daily: (StatsDailyView & { lines: string[] }) | null;
  /** The counting rules are shown in place of the rows. */
  rulesOpen: boolean;
}

export class StatsScreen implements Omit<Screen, 'name'> {
  readonly name = 'stats' as const;
  readonly view = new Container({ label: 'screen:stats' });
  private game: string = (recordGames()[0] as { id: string }).id;
  private readonly title = makeText(words().stats.title, 26, { weight: '800' });
  private readonly message = makeText('', 15, { color: theme.inkSoft, wrap: 320 });
  /** How counting works (first move, Answer, help, the daily streak), behind "How it counts".
   *  The rules are honest-count.ts's, and the Rules screen says them too. */
  private readonly rules = makeText(
    `${words().stats.footnote}\n\n${words().stats.dailyFootnote}`,
    14,
    { color: theme.ink, wrap: 320 },
  );
  private rulesOpen = false;
  private readonly backButton: Button;
  /** school: to the chosen game's technique school, at the foot. */
  private readonly learnButton: Button;
  private readonly rulesButton: Button;
  /** To the charted size × level's top-10 list on Records. */
  private readonly recordsButton: Button;
  private readonly gameButtons: Button[];
  private readonly headline = new HeadlineBand();
  private readonly pane = new StatsChartPane();
  private readonly stripes = new Graphics();
  private readonly table = new Container();
  private readonly lines: StatsLine[];
  /** streak: the daily streak, days won and monthly trophies, under the headline. */
  private readonly daily = new StatsDaily();
  private dailyView: StatsDailyView | null = null;
  /** What the table shows now: null until the first answer arrives. */
  private shown: { game: string; rows: StatsRow[]; error: string | null } | null = null;
  /** The row the player tapped to chart, per game (else the size and level played last). */
  private readonly picked = new Map<string, string>();
  /** Counts requests, so only the answer to the latest one is shown. */
  private request = 0;
  private viewport: Viewport | null = null;

  constructor(
    private readonly intents: StatsIntents,
    /** Asks for a frame: every visible change on this screen must be drawn (render on demand). */
    private readonly invalidate: () => void,
  ) {
    const w = words().stats;
    this.backButton = new Button({
      id: 'btn:back',
      text: words().common.back,
      onTap: () => intents.back(),
    });
    this.learnButton = new Button({
      id: 'btn:learn',
      text: w.learn,
      onTap: () => intents.learn?.(this.game)?.(),
    });
    this.rulesButton = new Button({
      id: 'stats:rules',
      text: w.rulesShow,
      onTap: () => {
        this.rulesOpen = !this.rulesOpen;
        this.refresh();
      },
    });
    this.recordsButton = new Button({
      id: 'stats:records',
      text: w.topTen,
      onTap: () => {
        const row = this.chartedRow();
        if (row) intents.records?.(row.bucket);
      },
    });
    this.gameButtons = recordGames().map(
      (g) =>
        new Button({
          id: `stats:game:${g.id}`,
          text: g.label,
          onTap: () => this.choose(g.id),
        }),
    );
    const most = Math.max(...recordGames().map((g) => bucketsOf(g.id).length));
    this.lines = Array.from({ length: most }, () => new StatsLine((line) => this.pick(line)));
    this.table.addChild(this.stripes, ...this.lines);
    this.view.addChild(
      this.title,
      this.backButton,
      ...this.gameButtons,
      this.headline,
      this.daily,
      this.pane,
      this.table,
      this.message,
      this.rules,
      this.rulesButton,
      this.recordsButton,
      this.learnButton,
    );
    this.refresh();
  }

  /** The chosen game. */
  chosenGame(): string {
    return this.game;
  }

  /** The game whose table is on screen (may lag the choice while loading), or null. */
  shownGame(): string | null {
    return this.shown?.game ?? null;
  }

  /** Every size × level's figures, in table order (`listed`: shown as a row). */
  rows(): StatsRow[] {
    return this.shown ? this.shown.rows.map((r) => ({ ...r, recent: [...r.recent] })) : [];
  }

  /** The dashboard as shown: totals and the chart (automation), or null before the first read. */
  dashboard(): StatsView | null {
    const shown = this.shown;
    if (!shown || shown.error !== null) return null;
    const charted = this.chartedRow();
    return {
      game: shown.game,
      totals: statsTotals(shown.rows),
      headline: statsHeadline(shown.rows),
      chart: charted && {
        bucket: charted.bucket,
        times: charted.recent.map((w) => w.ms),
        assisted: charted.recent.map((w) => w.assisted),
        drawn: this.pane.drawn,
        note: this.pane.note,
      },
      daily: this.dailyView && { ...this.dailyView, lines: this.daily.lines() },
      rulesOpen: this.rulesOpen,
    };
  }

  /** A read error shown instead of the table, or null. */
  notice(): string | null {
    return this.shown?.error ?? null;
  }

  show(): void {
    // Each visit charts the size and level played last, with the figures (not the rules) open:
    // a row picked on an earlier visit may no longer be what the player is playing.
    this.picked.clear();
    this.rulesOpen = false;
    this.pane.shown(true);
    // A game may have been started or won since the table was last read.
    this.refresh();
    this.reload();
  }

  hide(): void {
    this.pane.shown(false);
  }

  /** Takes down what this screen put on the page (the chart): it is being rebuilt. */
  dispose(): void {
    this.pane.dispose();
  }

  private chartedRow(): StatsRow | null {
    const shown = this.shown;
    if (!shown || shown.error !== null) return null;
    return chartedRow(shown.rows, this.picked.get(shown.game) ?? null);
  }

  private choose(game: string): void {
    if (game === this.game) return;
    this.game = game;
    this.refresh();
    this.reload();
  }

  private pick(line: StatsLine): void {
    if (!line.bucket) return;
    this.picked.set(this.game, line.bucket);
    this.refresh();
  }

  private reload(): void {
    const game = this.game;
    const buckets = bucketsOf(game);
    const ticket = ++this.request;
    let answer: Promise<Statistics[]>;
    try {
      answer = this.intents.load(buckets.map((b) => b.bucket));
    } catch (error) {
      answer = Promise.reject(error);
    }
    answer.then(
      (stats) => {
        if (ticket !== this.request) return;
        this.shown = { game, rows: statsRows(buckets, stats), error: null };
        this.refresh();
      },
      (error: unknown) => {
        if (ticket !== this.request) return;
        const why = error instanceof Error ? error.message : String(error);
        this.shown = { game, rows: [], error: words().stats.unreadable({ why }) };
        this.refresh();
      },
    );
  }

  private refresh(): void {
    this.gameButtons.forEach((b, i) => {
      b.setActive(recordGames()[i]?.id === this.game);
    });
    const shown = this.shown;
    const listed = (shown?.rows ?? []).filter((r) => r.listed);
    this.lines.forEach((line, i) => {
      const row = listed[i];
      line.visible = row !== undefined && !this.rulesOpen;
      if (row) line.show(row);
    });
    const w = words().stats;
    const ready = shown !== null && shown.error === null;
    const played = ready && listed.length > 0;
    this.headline.show(statsHeadline(shown?.rows ?? []), played);
    this.headline.visible = ready;
    // Read at each refresh: a daily won since the last visit shows at once.
    const daily = this.intents.daily;
    this.dailyView = ready && shown && daily ? statsDailyView(daily(shown.game)) : null;
    if (this.dailyView) this.daily.show(this.dailyView);
    this.daily.visible = this.dailyView !== null;
    const charted = this.chartedRow();
    this.pane.setRow(played ? charted : null, listed.length > 1);
    this.rules.visible = ready && this.rulesOpen;
    this.rulesButton.visible = ready;
    this.rulesButton.setActive(this.rulesOpen);
    this.rulesButton.setText(this.rulesOpen ? w.rulesHide : w.rulesShow);
    this.recordsButton.visible = played && charted !== null && this.intents.records !== undefined;
    this.message.text = shown?.error ?? (ready && !played ? w.nothingYet : '');
    this.message.visible = this.message.text !== '' && !this.rulesOpen;
    if (this.viewport) this.layout(this.viewport);
    this.invalidate();
  }

  layout(viewport: Viewport): void {
    this.viewport = viewport;
    const { safe } = viewport;
    const rowH = Math.max(MIN_TOUCH, Math.min(52, safe.height / 15));
    const top = safe.y + 12;
    const twoPane = safe.width - 32 >= TWO_PANE_WIDTH;
    // A short wide window (a phone on its side) puts Back, the title and the game choice on one
    // row. The shape follows the window alone, never the data: a layout that changed when the
    // figures arrive would move Back from under a finger already on its way.
    const oneRow = twoPane && safe.height < 560;
    const width = Math.min(twoPane ? 1100 : 560, safe.width - 32);
    const x0 = safe.x + (safe.width - width) / 2;
    const backW = Math.min(110, width / 3);
    this.backButton.position.set(x0, top);
    this.backButton.resize(backW, rowH, 17);
    this.title.anchor.set(0, 0.5);
    this.title.position.set(x0 + backW + 16, top + rowH / 2);
    const choiceW = oneRow ? Math.min(width / 2, 420) : width;
    const choiceX = oneRow ? x0 + width - choiceW : x0;
    const count = this.gameButtons.length;
    const bw = (choiceW - GAP * (count - 1)) / count;
    this.gameButtons.forEach((b, i) => {
      b.position.set(choiceX + i * (bw + GAP), oneRow ? top : top + rowH + 12);
      b.resize(bw, rowH, 16);
    });
    const bodyTop = oneRow ? top + rowH + 12 : top + 2 * rowH + 12 + 16;
    // The dashboard pane (headline, daily, chart) and the table pane: stacked, or side by side
    // (then the foot's buttons sit under the rows, and the chart may reach the window's foot).
    const paneW = twoPane ? Math.min(480, (width - PANE_GAP) * 0.45) : width;
    const tableX = twoPane ? x0 + paneW + PANE_GAP : x0;
    const tableW = twoPane ? width - paneW - PANE_GAP : width;
    const footTop = this.placeFoot(tableX, safe.y + safe.height - 8 - rowH, tableW, rowH);
    const bodyBottom = footTop - 12;
    let y = bodyTop;
    this.headline.position.set(x0, y);
    this.headline.place(paneW);
    y += HeadlineBand.HEIGHT + 8;
    this.daily.position.set(x0, y);
    this.daily.place(paneW);
    if (this.daily.visible) y += STATS_DAILY_H + 8;
    // Stacked, the chart takes the room the rows leave (room for three at least, so the first
    // rows played do not move it much), between 90 and 180 px.
    const rowsWant = Math.max(3, this.lines.filter((l) => l.visible).length) * 50;
    const chartH = twoPane
      ? // Beside the rows: the room down to the foot, but never taller than wide-ish (a tall
        // narrow chart exaggerates every second).
        Math.max(80, Math.min(safe.y + safe.height - 8 - y - CAPTION_H, 300, paneW * 0.62))
      : Math.round(Math.min(180, Math.max(90, bodyBottom - y - 12 - rowsWant)));
    const paneH = this.pane.heightFor(paneW, chartH);
    // The rules take the place of the rows (and, stacked, of the chart too).
    this.pane.visible = this.pane.hasRow && !(this.rulesOpen && !twoPane);
    this.pane.place(x0, y, paneW, paneH);
    const tableTop = twoPane ? bodyTop : y + (this.pane.visible ? paneH + 12 : 0);
    this.rules.style.wordWrapWidth = tableW;
    this.rules.position.set(tableX, twoPane ? bodyTop : y);
    this.fitRules(tableW, bodyBottom - this.rules.y);
    this.message.style.wordWrapWidth = tableW;
    this.message.position.set(tableX, tableTop);
    this.table.position.set(tableX, tableTop);
    const visible = this.lines.filter((l) => l.visible).length;
    const pitch = Math.min(MAX_PITCH, (bodyBottom - tableTop) / Math.max(1, visible));
    this.placeRows(tableW, pitch);
    this.highlight();
  }

  /** The foot's buttons (rules, top 10, learn) in one row at `y`; gives the row's top. */
  private placeFoot(x0: number, y: number, width: number, rowH: number): number {
    const offered = this.intents.learn?.(this.game) ? 1 : 0;
    this.learnButton.visible = offered > 0 && this.shown !== null;
    const foot = [this.rulesButton, this.recordsButton, this.learnButton].filter((b) => b.visible);
    const bw = Math.min(220, (width - GAP * (foot.length - 1)) / Math.max(1, foot.length));
    // The rules at the left; the ways elsewhere (top 10, learn) at the right.
    foot.forEach((b, i) => {
      const fromRight = foot.length - 1 - i;
      const x = i === 0 ? x0 : x0 + width - (fromRight + 1) * bw - fromRight * GAP;
      b.position.set(x, y);
      b.resize(bw, rowH, 15);
    });
    return y;
  }

  /** The rules shrink (never under 11 px) until they fit the room above the foot. */
  private fitRules(width: number, room: number): void {
    this.rules.style.wordWrapWidth = width;
    this.rules.style.fontSize = 15;
    while (this.rules.height > room && (this.rules.style.fontSize as number) > 11)
      this.rules.style.fontSize = (this.rules.style.fontSize as number) - 1;
  }

  /** The charted row is outlined, so the chart says which row it is without reading the caption. */
  private highlight(): void {
    const row = this.chartedRow();
    const line = row && this.lines.find((l) => l.visible && l.bucket === row.bucket);
    if (!line) return;
    const area = line.hitArea as Rectangle | null;
    if (!area) return;
    this.stripes
      .roundRect(line.x + 1, line.y + 1, area.width - 2, area.height - 2, 6)
      .stroke({ width: 2, color: theme.accent });
  }

  private placeRows(width: number, pitch: number): void {
    const visible = this.lines.filter((l) => l.visible);
    this.stripes.clear();
    if (visible.length === 0) return;
    // Type follows the row height, then shrinks until the widest row fits.
    let font = Math.max(11, Math.min(16, Math.round(pitch * 0.34)));
    for (;;) {
      for (const line of this.lines) line.setFont(font);
      if (font <= 10 || visible.every((l) => l.fits(width))) break;
      font--;
    }
    visible.forEach((line, i) => {
      const y = i * pitch;
      line.position.set(0, y);
      line.place(width, pitch);
      // Every other row on a lighter band, so a row's two lines read as one.
      if (i % 2 === 0) this.stripes.rect(0, y, width, pitch).fill(theme.surface);
    });
  }
}
