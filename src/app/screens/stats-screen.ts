// Statistics: for one game, every size × level with games started and won, win rate, best and
// average time and streaks. The screen never scrolls, so each level is a two-line row whose type
// shrinks to fit a 390 px phone, and landscape windows split the rows into two columns.

import { Container, Graphics } from 'pixi.js';
import { formatCount } from '../../i18n/format';
import { words } from '../../i18n/i18n';
import type { Statistics } from '../../storage/records';
import { Button } from '../../ui/button';
import type { Screen } from '../../ui/screen';
import { makeText } from '../../ui/text';
import { MIN_TOUCH, theme } from '../../ui/theme';
import type { Viewport } from '../../ui/viewport';
import {
  bucketsOf,
  formatOptionalTime,
  formatWinRate,
  recordGames,
  type StatsRow,
  statsRows,
} from './format-records';

export interface StatsIntents {
  back: () => void;
  /** The statistics of these buckets; one missing from the answer reads as never played. */
  load: (buckets: string[]) => Promise<Statistics[]>;
}

const GAP = 8;
const PAD = 8;
/** Row height above which more room only adds air. */
const MAX_PITCH = 58;
/** Below this a one-column table gets cramped, so wide windows switch to two columns. */
const TWO_COLUMN_PITCH = 40;
const MIN_COLUMN = 300;
const COLUMN_GAP = 24;

interface TableShape {
  columns: 1 | 2;
  columnWidth: number;
  /** Both columns and the gap between them. */
  width: number;
  /** Height of one two-line row. */
  pitch: number;
}

/** Two lines for one size × level: counts and rate on the first, times and streaks below. */
class StatsLine extends Container {
  readonly heading = makeText('', 15, { weight: '700' });
  readonly summary = makeText('', 15, { color: theme.ink });
  readonly detail = makeText('', 13, { color: theme.inkSoft });

  constructor() {
    super();
    this.heading.anchor.set(0, 0.5);
    this.summary.anchor.set(1, 0.5);
    this.detail.anchor.set(0, 0.5);
    this.addChild(this.heading, this.summary, this.detail);
  }

  show(row: StatsRow): void {
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
    this.heading.position.set(PAD, pitch * 0.3);
    this.summary.position.set(width - PAD, pitch * 0.3);
    this.detail.position.set(PAD, pitch * 0.7);
  }
}

export class StatsScreen implements Omit<Screen, 'name'> {
  readonly name = 'stats' as const;
  readonly view = new Container({ label: 'screen:stats' });
  private game: string = (recordGames()[0] as { id: string }).id;
  private readonly title = makeText(words().stats.title, 26, { weight: '800' });
  private readonly message = makeText('', 15, { color: theme.inkSoft, wrap: 320 });
  /** Why a won game can leave best, average and streak unchanged: said under the table. The
   *  rule is storage.ts's (recordWin, countStart), and the Rules screen says it too. */
  private readonly footnote = makeText(words().stats.footnote, 13, {
    color: theme.inkSoft,
    wrap: 320,
  });
  private readonly backButton: Button;
  private readonly gameButtons: Button[];
  private readonly stripes = new Graphics();
  private readonly table = new Container();
  private readonly lines: StatsLine[];
  /** What the table shows now: null until the first answer arrives. */
  private shown: { game: string; rows: StatsRow[]; error: string | null } | null = null;
  /** Counts requests, so only the answer to the latest one is shown. */
  private request = 0;
  private viewport: Viewport | null = null;

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
    this.gameButtons = recordGames().map(
      (g) =>
        new Button({
          id: `stats:game:${g.id}`,
          text: g.label,
          onTap: () => this.choose(g.id),
        }),
    );
    const most = Math.max(...recordGames().map((g) => bucketsOf(g.id).length));
    this.lines = Array.from({ length: most }, () => new StatsLine());
    this.table.addChild(this.stripes, ...this.lines);
    this.view.addChild(
      this.title,
      this.backButton,
      ...this.gameButtons,
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

  /** The rows on screen, in table order. */
  rows(): StatsRow[] {
    return this.shown ? this.shown.rows.map((r) => ({ ...r })) : [];
  }

  /** A read error shown instead of the table, or null. */
  notice(): string | null {
    return this.shown?.error ?? null;
  }

  show(): void {
    // A game may have been started or won since the table was last read.
    this.reload();
  }

  private choose(game: string): void {
    if (game === this.game) return;
    this.game = game;
    this.refresh();
    this.reload();
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
    const rows = this.shown?.rows ?? [];
    this.lines.forEach((line, i) => {
      const row = rows[i];
      line.visible = row !== undefined;
      if (row) line.show(row);
    });
    this.message.text = this.shown?.error ?? '';
    this.message.visible = this.message.text !== '';
    if (this.viewport) this.layout(this.viewport);
    this.invalidate();
  }

  layout(viewport: Viewport): void {
    this.viewport = viewport;
    const { safe } = viewport;
    const rowH = Math.max(MIN_TOUCH, Math.min(52, safe.height / 15));
    const top = safe.y + 12;
    // Back and the title, the game chooser below. When the table needs two columns the window
    // is short and wide, so all three share one row, which leaves the rows more height.
    let tableTop = top + 2 * rowH + 12 + 16;
    let table = this.tableShape(safe, tableTop);
    const oneRowTop = top + rowH + 16;
    const oneRow = table.columns === 2 && this.tableShape(safe, oneRowTop).columns === 2;
    if (oneRow) {
      tableTop = oneRowTop;
      table = this.tableShape(safe, tableTop);
    }
    const x0 = safe.x + (safe.width - table.width) / 2;
    const backW = Math.min(110, table.width / 3);
    this.backButton.position.set(x0, top);
    this.backButton.resize(backW, rowH, 17);
    this.title.anchor.set(0, 0.5);
    this.title.position.set(x0 + backW + 16, top + rowH / 2);
    const choiceX = oneRow ? x0 + table.width / 2 : x0;
    const choiceW = oneRow ? table.width / 2 : table.width;
    const count = this.gameButtons.length;
    const bw = (choiceW - GAP * (count - 1)) / count;
    this.gameButtons.forEach((b, i) => {
      b.position.set(choiceX + i * (bw + GAP), oneRow ? top : top + rowH + 12);
      b.resize(bw, rowH, 16);
    });
    this.message.style.wordWrapWidth = table.width;
    this.message.position.set(x0, tableTop);
    this.table.position.set(x0, tableTop);
    this.placeRows(table);
    this.footnote.position.set(x0, safe.y + safe.height - 8 - this.footnote.height);
  }

  /**
   * One column, or two when the window is wide and one column would be cramped; the row height
   * shares out the room below `tableTop`.
   */
  private tableShape(safe: Viewport['safe'], tableTop: number): TableShape {
    // The shape comes from the rows the chosen game's table will have, not from those on show:
    // the table arrives from storage a moment after the screen opens, and a shape that changed
    // then would move Back and the title under a finger already on its way (a tap on Back at
    // 844×390 landed where Back had been, 126 px to the right, 3 times in 25).
    const count = bucketsOf(this.game).length;
    const oneWidth = Math.min(560, safe.width - 32);
    this.footnote.style.wordWrapWidth = oneWidth;
    this.footnote.visible = this.shown !== null && this.shown.error === null;
    const below = this.footnote.height + 16;
    const room = safe.y + safe.height - below - tableTop;
    const one: TableShape = {
      columns: 1,
      columnWidth: oneWidth,
      width: oneWidth,
      pitch: Math.min(MAX_PITCH, room / Math.max(1, count)),
    };
    if (one.pitch >= TWO_COLUMN_PITCH || safe.width - 32 < 2 * MIN_COLUMN + COLUMN_GAP) return one;
    const columnWidth = Math.min(480, (safe.width - 32 - COLUMN_GAP) / 2);
    return {
      columns: 2,
      columnWidth,
      width: 2 * columnWidth + COLUMN_GAP,
      pitch: Math.min(MAX_PITCH, room / Math.ceil(count / 2)),
    };
  }

  private placeRows({ columns, columnWidth, pitch }: TableShape): void {
    const visible = this.lines.filter((l) => l.visible);
    this.stripes.clear();
    if (visible.length === 0) return;
    // Type follows the row height, then shrinks until the widest row fits its column.
    let font = Math.max(11, Math.min(16, Math.round(pitch * 0.34)));
    for (;;) {
      for (const line of this.lines) line.setFont(font);
      if (font <= 10 || visible.every((l) => l.fits(columnWidth))) break;
      font--;
    }
    const perColumn = Math.ceil(visible.length / columns);
    visible.forEach((line, i) => {
      const x = Math.floor(i / perColumn) * (columnWidth + COLUMN_GAP);
      const y = (i % perColumn) * pitch;
      line.position.set(x, y);
      line.place(columnWidth, pitch);
      // Every other row on a lighter band, so a row's two lines read as one.
      if ((i % perColumn) % 2 === 0)
        this.stripes.rect(x, y, columnWidth, pitch).fill(theme.surface);
    });
  }
}
