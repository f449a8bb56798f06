// Statistics: one game's dashboard — its totals (played, won, win rate, revealed, total
// time), a chart of the last wins at one size × level (stats-chart.ts, SVG loaded with the
// screen), and a row per size × level played with its games, win rate, best, average and streaks.
// The screen never scrolls: each row is two lines whose type shrinks to fit a 390 px phone, and
// wide windows put the totals and chart beside the rows. Rows never played are left out (a table
// of "Not played yet" says nothing); a tap on a row charts it.

import { Container, Graphics, type Rectangle } from 'pixi.js';
import { formatCount } from '../../i18n/format';
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
  formatRecordTime,
  formatTotalTime,
  formatWinRate,
  recordGames,
  type StatsRow,
  type StatsTotals,
  statsRows,
  statsTotals,
} from './format-records';
import type { StatsChart } from './stats-chart';
import { STATS_DAILY_H, StatsDaily, type StatsDailyView, statsDailyView } from './stats-daily';
import { Figure, StatsLine } from './stats-lines';

export interface StatsIntents {
  back: () => void;
  /** The statistics of these buckets; one missing from the answer reads as never played. */
  load: (buckets: string[]) => Promise<Statistics[]>;
  /** streak: the game's daily progress (streak, days won, trophies); absent: no section. */
  daily?: (game: string) => DailySummary;
  /** school: the game's technique school; null for a game without one (no button). */
  learn?: (game: string) => (() => void) | null;
}

const GAP = 8;
/** Row height above which more room only adds air. */
const MAX_PITCH = 58;
/** Windows at least this wide put the totals and chart beside the rows. */
const TWO_PANE_WIDTH = 700;
const PANE_GAP = 24;
/** Height of the totals band: a figure over its name. */
const TOTALS_H = 50;
const CAPTION_H = 22;

/** What the automation reads of the dashboard (state().listView on the Stats screen). */
export interface StatsView {
  game: string;
  totals: StatsTotals;
  /** The charted size × level and its times (oldest first), as drawn; null: nothing played. */
  chart: { bucket: string; times: number[]; assisted: boolean[]; drawn: number } | null;
  /** streak: the daily section (null: none), and its two lines as drawn. */
  daily: (StatsDailyView & { lines: string[] }) | null;
}

export class StatsScreen implements Omit<Screen, 'name'> {
  readonly name = 'stats' as const;
  readonly view = new Container({ label: 'screen:stats' });
  private game: string = (recordGames()[0] as { id: string }).id;
  private readonly title = makeText(words().stats.title, 26, { weight: '800' });
  private readonly message = makeText('', 15, { color: theme.inkSoft, wrap: 320 });
  /** How counting works (first move, Answer, help): said under the dashboard. The rules are
   *  honest-count.ts's, and the Rules screen says them too. */
  private readonly footnote = makeText(
    `${words().stats.footnote}\n${words().stats.dailyFootnote}`,
    13,
    {
      color: theme.inkSoft,
      wrap: 320,
    },
  );
  private readonly backButton: Button;
  /** school: to the chosen game's technique school, by the footnote. */
  private readonly learnButton: Button;
  private readonly gameButtons: Button[];
  private readonly figures: Figure[];
  private readonly caption = makeText('', 14, { weight: '700' });
  private readonly captionHint = makeText(words().stats.chartTap, 12, { color: theme.inkSoft });
  private readonly chartBand = new Graphics();
  private readonly stripes = new Graphics();
  private readonly table = new Container();
  private readonly lines: StatsLine[];
  /** streak: the daily streak, days won and monthly trophies, between totals and chart. */
  private readonly daily = new StatsDaily();
  private dailyView: StatsDailyView | null = null;
  /** What the table shows now: null until the first answer arrives. */
  private shown: { game: string; rows: StatsRow[]; error: string | null } | null = null;
  /** The row the player tapped to chart, per game (else the size and level played last). */
  private readonly picked = new Map<string, string>();
  /** Counts requests, so only the answer to the latest one is shown. */
  private request = 0;
  private viewport: Viewport | null = null;
  /** The chart, once its module has loaded (it is loaded when the screen is first shown). */
  private chart: StatsChart | null = null;
  private chartLoading: Promise<void> | null = null;
  private onScreen = false;
  private chartBox = { x: 0, y: 0, width: 0, height: 0 };

  constructor(
    private readonly intents: StatsIntents,
    /** Asks for a frame: every visible change on this screen must be drawn (render on demand). */
    private readonly invalidate: () => void,
  ) {
    this.backButton = new Button({
      id: 'btn:back',
      text: words().common.back,
      onTap: () => intents.back(),
    });
    this.learnButton = new Button({
      id: 'btn:learn',
      text: words().stats.learn,
      onTap: () => intents.learn?.(this.game)?.(),
    });
    this.gameButtons = recordGames().map(
      (g) =>
        new Button({
          id: `stats:game:${g.id}`,
          text: g.label,
          onTap: () => this.choose(g.id),
        }),
    );
    const w = words().stats;
    this.figures = [w.played, w.won, w.winRate, w.revealed, w.totalTime].map(
      (name) => new Figure(name),
    );
    const most = Math.max(...recordGames().map((g) => bucketsOf(g.id).length));
    this.lines = Array.from({ length: most }, () => new StatsLine((line) => this.pick(line)));
    this.table.addChild(this.stripes, ...this.lines);
    this.view.addChild(
      this.title,
      this.backButton,
      this.learnButton,
      ...this.gameButtons,
      ...this.figures,
      this.daily,
      this.chartBand,
      this.caption,
      this.captionHint,
      this.table,
      this.message,
      this.footnote,
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
    const charted = chartedRow(shown.rows, this.picked.get(shown.game) ?? null);
    return {
      game: shown.game,
      totals: statsTotals(shown.rows),
      chart: charted && {
        bucket: charted.bucket,
        times: charted.recent.map((w) => w.ms),
        assisted: charted.recent.map((w) => w.assisted),
        drawn: this.chart?.drawn ?? 0,
      },
      daily: this.dailyView && { ...this.dailyView, lines: this.daily.lines() },
    };
  }

  /** A read error shown instead of the table, or null. */
  notice(): string | null {
    return this.shown?.error ?? null;
  }

  show(): void {
    this.onScreen = true;
    // Loaded with the screen, not at start: the chart's module is its own small chunk.
    this.chartLoading ??= import('./stats-chart').then((m) => {
      this.chart = new m.StatsChart();
      this.drawChart();
    });
    // Each visit charts the size and level played last: a row picked on an earlier visit may
    // no longer be what the player is playing.
    this.picked.clear();
    // A game may have been started or won since the table was last read.
    this.reload();
  }

  hide(): void {
    this.onScreen = false;
    if (this.chart) this.chart.visible = false;
  }

  /** Takes down what this screen put on the page (the chart): it is being rebuilt. */
  dispose(): void {
    this.onScreen = false;
    this.chart?.remove();
    this.chart = null;
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
      line.visible = row !== undefined;
      if (row) line.show(row);
    });
    const totals = statsTotals(shown?.rows ?? []);
    const values = [
      formatCount(totals.played),
      formatCount(totals.won),
      formatWinRate(totals.winRate),
      formatCount(totals.revealed),
      formatTotalTime(totals.totalMs),
    ];
    this.figures.forEach((f, i) => {
      f.value.text = values[i] ?? '';
    });
    const ready = shown !== null && shown.error === null;
    const played = ready && listed.length > 0;
    for (const f of this.figures) f.visible = ready;
    // Read at each refresh: a daily won since the last visit shows at once.
    const daily = this.intents.daily;
    this.dailyView = ready && shown && daily ? statsDailyView(daily(shown.game)) : null;
    if (this.dailyView) this.daily.show(this.dailyView);
    this.daily.visible = this.dailyView !== null;
    this.chartBand.visible = played;
    this.caption.visible = played;
    this.captionHint.visible = played && listed.length > 1;
    this.message.text = shown?.error ?? (ready && !played ? words().stats.nothingYet : '');
    this.message.visible = this.message.text !== '';
    if (this.viewport) this.layout(this.viewport);
    this.drawChart();
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
    // school: the chosen game's school, at the foot's right (its note keeps the rest).
    const learnW = this.intents.learn?.(this.game) ? Math.min(220, width * 0.42) : 0;
    this.learnButton.visible = learnW > 0;
    this.footnote.style.wordWrapWidth = width - (learnW > 0 ? learnW + 12 : 0);
    const footTop =
      safe.y + safe.height - 8 - Math.max(this.footnote.height, learnW > 0 ? rowH : 0);
    this.learnButton.resize(learnW, rowH, 15);
    this.learnButton.position.set(x0 + width - learnW, footTop);
    this.footnote.position.set(x0, footTop);
    this.footnote.visible = this.shown !== null && this.shown.error === null;
    const bodyBottom = footTop - 12;
    // The dashboard pane (totals, daily, chart) and the table pane: stacked, or side by side.
    const paneW = twoPane ? Math.min(480, (width - PANE_GAP) * 0.45) : width;
    const tableX = twoPane ? x0 + paneW + PANE_GAP : x0;
    const tableW = twoPane ? width - paneW - PANE_GAP : width;
    let y = bodyTop;
    const figW = paneW / this.figures.length;
    this.figures.forEach((f, i) => {
      f.position.set(x0 + i * figW, y);
      f.place(figW);
    });
    y += TOTALS_H + 8;
    this.daily.position.set(x0, y);
    this.daily.place(paneW);
    if (this.daily.visible) y += STATS_DAILY_H + 8;
    // Stacked, the chart takes the room the rows leave (room for three at least, so the first
    // rows played do not move it much), between 90 and 240 px.
    const rowsWant = Math.max(3, this.lines.filter((l) => l.visible).length) * 50;
    const chartH = twoPane
      ? // Beside the rows: the room down to the footnote, but never taller than wide-ish (a
        // tall narrow chart exaggerates every second).
        Math.max(80, Math.min(bodyBottom - y - CAPTION_H, 300, paneW * 0.62))
      : Math.round(Math.min(240, Math.max(90, bodyBottom - y - CAPTION_H - 12 - rowsWant)));
    this.caption.position.set(x0, y);
    this.captionHint.anchor.set(1, 0);
    this.captionHint.position.set(x0 + paneW, y + 2);
    this.fitCaption(paneW);
    y += CAPTION_H;
    this.chartBox = { x: x0, y, width: paneW, height: chartH };
    this.chartBand.clear();
    this.chartBand.roundRect(x0, y, paneW, chartH, 8).fill(theme.surface);
    const tableTop = twoPane ? bodyTop : y + chartH + 12;
    this.message.style.wordWrapWidth = tableW;
    this.message.position.set(tableX, tableTop);
    this.table.position.set(tableX, tableTop);
    const visible = this.lines.filter((l) => l.visible).length;
    const pitch = Math.min(MAX_PITCH, (bodyBottom - tableTop) / Math.max(1, visible));
    this.placeRows(tableW, pitch);
    this.drawChart();
  }

  /** The caption and its hint share the pane's width; the hint gives way first. */
  private fitCaption(width: number): void {
    this.caption.style.fontSize = 14;
    const room = () => width - (this.captionHint.visible ? this.captionHint.width + 12 : 0);
    if (this.caption.width > room()) this.captionHint.visible = false;
    while (this.caption.width > room() && (this.caption.style.fontSize as number) > 10)
      this.caption.style.fontSize = (this.caption.style.fontSize as number) - 1;
  }

  /** Draws the chart of the charted row where the layout left room for it. */
  private drawChart(): void {
    const chart = this.chart;
    if (!chart) return;
    const shown = this.shown;
    const row =
      shown && shown.error === null
        ? chartedRow(shown.rows, this.picked.get(shown.game) ?? null)
        : null;
    chart.visible = this.onScreen && row !== null;
    const w = words().stats;
    if (!row) return;
    const wins = row.recent;
    this.caption.text =
      wins.length > 0
        ? w.chartTitle({ count: formatCount(wins.length), where: row.label })
        : w.chartNone({ where: row.label });
    const fastest = wins.length > 0 ? Math.min(...wins.map((x) => x.ms)) : 0;
    const slowest = wins.length > 0 ? Math.max(...wins.map((x) => x.ms)) : 0;
    const latest = wins.at(-1)?.ms ?? 0;
    chart.draw(wins, this.chartBox, {
      label:
        wins.length > 0
          ? w.chartLabel({
              count: formatCount(wins.length),
              where: row.label,
              best: formatRecordTime(fastest),
              latest: formatRecordTime(latest),
            })
          : w.chartNone({ where: row.label }),
      fastest: formatRecordTime(fastest),
      slowest: formatRecordTime(slowest),
    });
    // The charted row is outlined, so the chart says which row it is without reading the caption.
    this.highlight(row.bucket);
  }

  private highlight(bucket: string): void {
    const line = this.lines.find((l) => l.visible && l.bucket === bucket);
    if (!line || !this.viewport) return;
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
