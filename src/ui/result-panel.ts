// The results card after a win: a headline, a line of detail, the figures (time, best, average,
// streak, mistakes, hints), where the win placed, Share result and the next actions. It is a modal
// layer so a stray tap cannot change the finished board, but it never greys the board: the board
// is celebrating behind it (the wave, then particles). The screen hides the controls the card sits
// over, so the card never covers a live control; the controls it leaves in view (the top bar's
// Home and More) stay live: its backdrop lets their taps through (`setOpenings`). A stage of a level journey reuses it as it is:
// the screen passes its actions (a "next stage" button is one more action) and the figures it has.

import { Container, Graphics } from 'pixi.js';
import { Button } from './button';
import { hitAreaBeside } from './hit-area-beside';
import { prefersReducedMotion } from './motion';
import type { RenderLoop } from './render-loop';
import { ease } from './render-loop';
import { StarRow } from './star-row';
import { makeText } from './text';
import { theme } from './theme';
import { TrophyArt, type TrophyShape } from './trophy-art';

/** One figure of the card: a short label over its value. */
interface ResultFigure {
  label: string;
  value: string;
  /** Stars won of three: drawn in colour, flying in, in place of the value's text (which a
   *  screen reader and the card's text still read). */
  stars?: number;
}

const COLUMNS = 3;
const FIGURE_ROW = 44;
const FIGURE_ROWS = 2;
/** The card waits for the board's wave before it slides in (or fades, with reduced motion). */
const CARD_DELAY_MS = 500;
/** The month's trophy beside the daily's line, when this win completed the month. */
const TROPHY = 40;
/** The daily's line is kept to two lines (px at its type size). */
const DAILY_TWO_LINES = 42;
/** The note, too: a place is one line, what help means for the records may take two. */
const NOTE_TWO_LINES = 44;

/** A button of the card's row. */
export type ResultAction = { id: string; text: string; onTap: () => void; primary?: boolean };

export class ResultPanel extends Container {
  private readonly backdrop = new Graphics();
  private readonly card = new Container({ label: 'result-card' });
  private readonly cardBg = new Graphics();
  private readonly headline = makeText('', 26, { weight: '800', color: theme.success });
  private readonly detail = makeText('', 16, { color: theme.ink });
  private readonly figureBox = new Container({ label: 'result-figures' });
  private figures: ResultFigure[] = [];
  /** Where the win placed in the records ("New best time!"), once they are written; or, for a
   *  win with help, what that help means for the records (up to two lines, in plain ink). */
  private readonly note = makeText('', 16, { weight: '700', color: theme.success, wrap: 320 });
  /** The note says what help means: the card has fewer figures (no best, average, streak),
   *  set in one row so the two-line note takes no more room than a second row would. */
  private helpNote = false;
  /** After a daily's win, its daily streak and the month's trophy ('' hides it). */
  private readonly daily = makeText('', 15, { weight: '700', color: theme.accent, wrap: 320 });
  /** The trophy drawn when this win completed its month, with its moment. */
  private readonly trophy = new TrophyArt();
  /** The controls outside the card that stay live while it is up (the top bar's). */
  private openings: () => readonly Container[] = () => [];
  private readonly shareButton: Button;
  private readonly buttons: Button[];
  /** journey: a win's own actions in place of the screen's (Next stage, Stage map). */
  private own: Button[] = [];
  /** Width the card's lines have (set by layout). */
  private textWidth = Number.POSITIVE_INFINITY;
  private lastLayout: Parameters<ResultPanel['layout']> | null = null;
  /** What Share result does; null hides the button (a revealed game has no result to share). */
  private onShare: (() => void) | null = null;

  constructor(
    private readonly loop: RenderLoop,
    actions: ResultAction[],
    shareText = '',
  ) {
    super({ label: 'result' });
    this.backdrop.eventMode = 'static';
    // Takes every tap but those on a live control left in view (Home, More).
    this.backdrop.hitArea = hitAreaBeside(this.backdrop, () => this.openings());
    this.buttons = actions.map((a) => new Button(a));
    this.shareButton = new Button({
      id: 'btn:share-result',
      text: shareText,
      onTap: () => this.onShare?.(),
    });
    this.shareButton.visible = false;
    this.card.addChild(
      this.cardBg,
      this.headline,
      this.detail,
      this.figureBox,
      this.note,
      this.daily,
      this.trophy,
      this.shareButton,
      ...this.buttons,
    );
    this.addChild(this.backdrop, this.card);
    this.visible = false;
  }

  show(headline: string, detail: string, headlineColor: number = theme.success): void {
    this.headline.text = headline;
    this.headline.style.fill = headlineColor;
    this.detail.text = detail;
    this.note.text = '';
    this.helpNote = false;
    this.daily.text = '';
    this.trophy.settle();
    this.trophy.visible = false;
    this.setCovered(false);
    this.setFigures([]);
    this.setShare(null, '');
    this.setActions(null);
    this.visible = true;
    this.card.alpha = 0;
    // Let the board's win wave play first, then slide the card in (only fade it with reduced motion).
    const slide = prefersReducedMotion() ? 0 : -24;
    this.loop.animate((t) => {
      const p = Math.max(0, Math.min(1, (t - CARD_DELAY_MS) / 350));
      this.card.alpha = p;
      this.card.pivot.y = slide * (1 - ease.outCubic(p));
      return p < 1;
    });
  }

  /** Adds the line that says where the win placed (it comes once the records are written);
   *  `tone` 'help': the line says what help used means for the records, quieter than a place. */
  setNote(text: string, tone: 'place' | 'help' = 'place'): void {
    this.note.text = text;
    this.helpNote = tone === 'help';
    this.note.style.fill = tone === 'help' ? theme.ink : theme.success;
    this.note.style.fontWeight = tone === 'help' ? '400' : '700';
    if (this.lastLayout) this.layout(...this.lastLayout);
    else this.fitNote();
    this.loop.invalidate();
  }

  /** The daily's line under the note ('' for a win that is not a daily's); `trophy`: this win
   *  completed its month: the cup is drawn beside the line and celebrated. A journey's level
   *  reached takes the same line, with a medal (`shape`) in the cup's place. */
  setDaily(text: string, trophy = false, shape: TrophyShape = 'cup'): void {
    this.daily.text = text;
    this.trophy.visible = trophy && text !== '';
    if (this.trophy.visible) {
      this.trophy.draw(TROPHY, true, 1, shape);
      this.trophy.celebrate(this.loop);
    }
    if (this.lastLayout) this.layout(...this.lastLayout);
    this.loop.invalidate();
  }

  /** Whether the card shows a trophy earned by this win (what the automation reads). */
  get trophyShown(): boolean {
    return this.visible && this.trophy.visible && this.trophy.shape === 'cup';
  }

  /** Whether the card shows a journey's level reached (its medal). */
  get medalShown(): boolean {
    return this.visible && this.trophy.visible && this.trophy.shape === 'medal';
  }

  /** The controls outside the card a tap still reaches while it is up (the screen's top bar). */
  setOpenings(parts: () => readonly Container[]): void {
    this.openings = parts;
  }

  /** Whether the card is out of sight under a sheet opened over it (More); it stays the win's. */
  get covered(): boolean {
    return !this.card.visible;
  }

  setCovered(covered: boolean): void {
    this.card.visible = !covered;
    this.backdrop.visible = !covered;
    this.loop.invalidate();
  }

  /** The figures of the win (up to six, three to a row); the card keeps room for them. */
  setFigures(figures: readonly ResultFigure[]): void {
    this.figures = figures.slice(0, COLUMNS * FIGURE_ROWS);
    for (const c of this.figureBox.removeChildren()) c.destroy({ children: true });
    for (const f of this.figures) {
      const cell = new Container({ label: 'result-figure' });
      let value: Container = makeText(f.value, 18, { weight: '700', color: theme.ink });
      if (f.stars !== undefined) {
        const row = new StarRow(3, 22).draw(f.stars);
        row.flyIn(this.loop);
        value = row;
      }
      cell.addChild(makeText(f.label, 12, { color: theme.inkSoft }), value);
      this.figureBox.addChild(cell);
    }
    this.placeFigures();
    this.loop.invalidate();
  }

  /** Shows Share result with its caption, or hides it (`onShare` null). */
  setShare(onShare: (() => void) | null, text: string): void {
    this.onShare = onShare;
    if (text) this.shareButton.setText(text);
    this.shareButton.visible = onShare !== null;
    if (this.lastLayout) this.layout(...this.lastLayout);
    this.loop.invalidate();
  }

  /**
   * journey: this win's own row of actions in place of the screen's (a cleared stage: Next
   * stage, Stage map, Home); null puts the screen's back (every new card starts with them).
   */
  setActions(actions: readonly ResultAction[] | null): void {
    for (const b of this.own) b.destroy({ children: true });
    this.own = (actions ?? []).map((a) => new Button(a));
    if (this.own.length > 0) this.card.addChild(...this.own);
    for (const b of this.buttons) b.visible = this.own.length === 0;
    if (this.lastLayout) this.layout(...this.lastLayout);
    this.loop.invalidate();
  }

  /** A long note (or daily line, or headline: "Stage 3 cleared!") is set smaller rather than
   *  spilling past the card. */
  private fitNote(): void {
    this.headline.style.fontSize = 26;
    for (let size = 25; size >= 16 && this.headline.width > this.textWidth; size--)
      this.headline.style.fontSize = size;
    // The note wraps (two lines at most), shrinking to fit them.
    this.note.style.wordWrapWidth = Math.max(40, this.textWidth);
    this.note.style.fontSize = 16;
    for (let size = 15; size >= 11 && this.note.height > NOTE_TWO_LINES; size--)
      this.note.style.fontSize = size;
    // The daily's line wraps (two lines at most) beside the trophy, shrinking to fit them.
    const room = this.textWidth - (this.trophy.visible ? TROPHY + 8 : 0);
    this.daily.style.wordWrapWidth = Math.max(40, room);
    this.daily.style.fontSize = 15;
    for (let size = 14; size >= 11 && this.daily.height > DAILY_TWO_LINES; size--)
      this.daily.style.fontSize = size;
  }

  get text(): string {
    const figures = this.figures.map((f) => `${f.label} ${f.value}`).join(' · ');
    return [this.headline.text, this.detail.text, this.note.text, this.daily.text, figures]
      .filter(Boolean)
      .join(' ');
  }

  hide(): void {
    this.visible = false;
    this.loop.invalidate();
  }

  private figureTop = 0;
  private figureLeft = 0;

  /** Rows the figures are given: one beside a note on help (four or five figures), else two. */
  private get figureRows(): number {
    return this.helpNote ? 1 : FIGURE_ROWS;
  }

  /** The figures in a grid under the detail line: three columns, or one row beside help. */
  private placeFigures(): void {
    const columns = this.helpNote ? Math.max(4, this.figures.length) : COLUMNS;
    const colW = this.textWidth / columns;
    this.figureBox.children.forEach((cell, i) => {
      cell.position.set(
        this.figureLeft + (i % columns) * colW,
        this.figureTop + Math.floor(i / columns) * FIGURE_ROW,
      );
      const [label, value] = cell.children as [Container, Container];
      label.position.set(0, 0);
      value.position.set(0, value instanceof StarRow ? 19 : 16);
      // A long label or value is scaled down to its column rather than touching the next.
      for (const t of [label, value]) {
        t.scale.set(1);
        if (t.width > colW - 6) t.scale.set((colW - 6) / t.width);
      }
    });
  }

  /**
   * Places the card inside `area` (the controls, not the board, so the solved grid stays in
   * view), buttons side by side; the backdrop (clear: nothing is greyed) takes every tap outside.
   */
  layout(
    width: number,
    height: number,
    area: { x: number; y: number; width: number; height: number },
  ): void {
    this.lastLayout = [width, height, area];
    this.backdrop.clear();
    const w = Math.min(420, area.width);
    const pad = 16;
    const buttonH = 48;
    const gap = 10;
    // Room for the figures and the note always, so the card does not grow when they arrive.
    const figuresH = this.figureRows * FIGURE_ROW;
    // A daily's win has a line more (its streak; two when it wraps), beside its trophy if any.
    this.textWidth = w - 2 * pad;
    this.fitNote();
    const lineH = this.daily.text ? Math.max(22, Math.ceil(this.daily.height) + 4) : 0;
    const dailyH = this.trophy.visible ? Math.max(TROPHY + 4, lineH) : lineH;
    // The note's one line is always kept (a place arrives late); a second line grows the card.
    const noteH = Math.max(24, Math.ceil(this.note.height) + 4);
    const body = pad + 34 + 26 + figuresH + noteH + dailyH + 8 + buttonH + pad;
    // Share result gets a row of its own where the area is tall enough; else (a phone held
    // sideways) it joins the actions' row, so the card stays inside its area.
    const sharing = this.shareButton.visible;
    const ownRow = sharing && body + buttonH + gap <= area.height;
    const h = body + (ownRow ? buttonH + gap : 0);
    const x = area.x + (area.width - w) / 2;
    const y = Math.max(8, Math.min(height - h - 8, area.y + (area.height - h) / 2));
    this.cardBg
      .clear()
      .roundRect(x, y, w, h, 18)
      .fill(theme.surface)
      .stroke({ width: 1, color: theme.buttonLine });
    this.headline.position.set(x + pad, y + pad - 2);
    this.detail.position.set(x + pad, y + pad + 34);
    this.figureLeft = x + pad;
    this.figureTop = y + pad + 34 + 28;
    this.placeFigures();
    this.note.position.set(x + pad, this.figureTop + figuresH);
    const dailyY = this.figureTop + figuresH + noteH;
    this.daily.position.set(x + pad, dailyY + Math.max(0, (dailyH - 4 - this.daily.height) / 2));
    this.trophy.position.set(x + w - pad - TROPHY / 2, dailyY + TROPHY / 2);
    const buttonsY = y + h - pad - buttonH;
    if (ownRow) {
      this.shareButton.position.set(x + pad, buttonsY - buttonH - gap);
      this.shareButton.resize(w - 2 * pad, buttonH, 17);
    }
    const actions = this.own.length > 0 ? this.own : this.buttons;
    const row = sharing && !ownRow ? [this.shareButton, ...actions] : actions;
    const n = row.length;
    const bw = (w - 2 * pad - 10 * (n - 1)) / n;
    row.forEach((b, i) => {
      b.position.set(x + pad + i * (bw + 10), buttonsY);
      b.resize(bw, buttonH, n > 2 ? 15 : 17);
    });
  }
}
