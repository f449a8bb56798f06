// The Stats dashboard's chart pane: the caption and the chart of one size × level's last wins
// (stats-chart.ts, SVG, loaded with the screen), or, until that size × level has a few wins
// (CHART_MIN_WINS), one line saying what there is and when the chart comes. Kept apart from
// stats-screen.ts so the screen only decides where the pane goes.

import { Container, Graphics } from 'pixi.js';
import { formatCount } from '../../i18n/format';
import { words } from '../../i18n/i18n';
import { makeText } from '../../ui/text';
import { theme } from '../../ui/theme';
import { formatRecordTime, type StatsRow } from './format-records';
import type { StatsChart } from './stats-chart';
import { CHART_MIN_WINS, chartReady } from './stats-summary';

/** Height of the caption line over the chart. */
export const CAPTION_H = 22;

export class StatsChartPane extends Container {
  private readonly caption = makeText('', 14, { weight: '700' });
  private readonly hint = makeText(words().stats.chartTap, 12, { color: theme.inkSoft });
  /** Stands in for the chart while the row has too few wins to chart. */
  private readonly wait = makeText('', 14, { color: theme.inkSoft, wrap: 320 });
  private readonly band = new Graphics();
  private chart: StatsChart | null = null;
  private loading: Promise<void> | null = null;
  private row: StatsRow | null = null;
  private onScreen = false;
  private box = { x: 0, y: 0, width: 0, height: 0 };
  /** Whether "tap a row" is worth saying (more than one row to tap). */
  private hintWanted = false;

  constructor() {
    super({ label: 'stats-chart-pane' });
    this.hint.anchor.set(1, 0);
    this.addChild(this.band, this.caption, this.hint, this.wait);
  }

  /** A row is set to chart (else the pane has nothing to show). */
  get hasRow(): boolean {
    return this.row !== null;
  }

  /** How many wins the chart draws now (0 while the line stands in for it). */
  get drawn(): number {
    return this.chart !== null && this.row !== null && chartReady(this.row) ? this.chart.drawn : 0;
  }

  /** The line shown instead of the chart, or null when the chart is shown (or nothing). */
  get note(): string | null {
    return this.row !== null && !chartReady(this.row) ? this.wait.text : null;
  }

  /** Loads the chart's module (its own small chunk) when the screen is first shown. */
  shown(visible: boolean): void {
    this.onScreen = visible;
    if (visible)
      this.loading ??= import('./stats-chart').then((m) => {
        this.chart = new m.StatsChart();
        this.draw();
      });
    this.draw();
  }

  /** Takes the chart off the page (its screen is being rebuilt). */
  dispose(): void {
    this.onScreen = false;
    this.chart?.remove();
    this.chart = null;
  }

  /** The row to chart (null: nothing played, the pane is hidden) and whether to say "tap a row". */
  setRow(row: StatsRow | null, hint: boolean): void {
    this.row = row;
    this.hintWanted = hint;
    this.visible = row !== null;
    const w = words().stats;
    if (row && !chartReady(row))
      this.wait.text = w.chartWait({
        where: row.label,
        won: formatCount(row.won),
        need: formatCount(CHART_MIN_WINS),
      });
    this.caption.text = row
      ? w.chartTitle({ count: formatCount(row.recent.length), where: row.label })
      : '';
  }

  /** The height the pane takes at `width` when the chart gets `chartH` px. */
  heightFor(width: number, chartH: number): number {
    if (!this.row) return 0;
    if (chartReady(this.row)) return CAPTION_H + chartH;
    this.wait.style.wordWrapWidth = width;
    return this.wait.height;
  }

  /** Places the pane in the box (screen coordinates); the chart takes what the caption leaves. */
  place(x: number, y: number, width: number, height: number): void {
    const ready = this.row !== null && chartReady(this.row);
    this.caption.visible = ready;
    this.band.visible = ready;
    this.wait.visible = !ready;
    this.wait.style.wordWrapWidth = width;
    this.wait.position.set(x, y);
    this.caption.position.set(x, y);
    this.hint.position.set(x + width, y + 2);
    this.hint.visible = ready && this.hintWanted;
    this.fitCaption(width);
    this.box = { x, y: y + CAPTION_H, width, height: Math.max(0, height - CAPTION_H) };
    this.band.clear();
    if (ready) this.band.roundRect(x, this.box.y, width, this.box.height, 8).fill(theme.surface);
    this.draw();
  }

  /** The caption and its hint share the width; the hint gives way first. */
  private fitCaption(width: number): void {
    this.caption.style.fontSize = 14;
    const room = () => width - (this.hint.visible ? this.hint.width + 12 : 0);
    if (this.caption.width > room()) this.hint.visible = false;
    while (this.caption.width > room() && (this.caption.style.fontSize as number) > 10)
      this.caption.style.fontSize = (this.caption.style.fontSize as number) - 1;
  }

  /** Draws the row's chart where the pane was placed, when it has enough wins and is on screen. */
  draw(): void {
    const chart = this.chart;
    if (!chart) return;
    const row = this.row;
    const ready = row !== null && chartReady(row) && this.visible;
    chart.visible = this.onScreen && ready;
    if (!row || !ready) return;
    const wins = row.recent;
    const fastest = Math.min(...wins.map((x) => x.ms));
    const slowest = Math.max(...wins.map((x) => x.ms));
    const latest = wins.at(-1)?.ms ?? 0;
    chart.draw(wins, this.box, {
      label: words().stats.chartLabel({
        count: formatCount(wins.length),
        where: row.label,
        best: formatRecordTime(fastest),
        latest: formatRecordTime(latest),
      }),
      fastest: formatRecordTime(fastest),
      slowest: formatRecordTime(slowest),
    });
  }
}
