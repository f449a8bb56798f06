// Records: the ten fastest wins of one game × size × level. The player picks the list with
// buttons (only combinations that can be played); the list arrives asynchronously from storage,
// so the previous one stays on screen, captioned with what it is, until the new one is in.

import { Container, type Text } from 'pixi.js';
import { formatCount, formatLocale } from '../../i18n/format';
import { gameTextOf } from '../../i18n/game-text';
import { words } from '../../i18n/i18n';
import { BEST_TIMES_KEPT, type BestTime } from '../../storage/records';
import { Button } from '../../ui/button';
import type { Screen } from '../../ui/screen';
import { makeText } from '../../ui/text';
import { MIN_TOUCH, theme } from '../../ui/theme';
import type { Viewport } from '../../ui/viewport';
import { GAMES } from '../game-registry';
import {
  bucketName,
  formatRecordTime,
  formatShortDate,
  levelChoices,
  parseBucket,
  type RecordRow,
  recordGames,
  recordRows,
  sizeChoices,
} from './format-records';

interface RecordsIntents {
  back: () => void;
  /** The stored best times of one bucket (`sudoku:9:easy`, `link:small:classic`). */
  load: (bucket: string) => Promise<BestTime[]>;
  /** stats: the bucket a game was last played in, or null (Records opens there). */
  lastPlayed: () => Promise<string | null>;
}

const LEVELS_PER_ROW = 3;
/** Level rows kept free whatever is chosen, so the list does not jump when the size changes. */
const LEVEL_ROWS = 2;
const GAP = 8;
/** Height of the caption line above the list. */
const CAPTION_H = 28;
const COLUMN_GAP = 14;

/** One line of the list: its columns are separate texts so they align whatever the locale. */
class RecordLine extends Container {
  readonly rank = makeText('', 16, { weight: '700', color: theme.inkSoft });
  readonly time = makeText('', 16, { weight: '700' });
  readonly date = makeText('', 16, { color: theme.inkSoft });
  /** What the game says of the run beyond time and help (GameEntry.recordNote). */
  readonly note = makeText('', 14, { color: theme.inkSoft });
  /** Marks an assisted run in words (and weight), never by colour alone. */
  readonly tag = makeText(words().records.assisted, 14, { weight: '700', color: theme.ink });

  constructor() {
    super();
    this.rank.anchor.set(1, 0.5);
    for (const t of [this.time, this.date, this.note, this.tag]) t.anchor.set(0, 0.5);
    this.addChild(this.rank, this.time, this.date, this.note, this.tag);
  }

  show(row: RecordRow): void {
    const w = words().records;
    this.rank.text = w.rank({ rank: formatCount(row.rank) });
    this.time.text = formatRecordTime(row.ms);
    this.date.text = formatShortDate(row.date, formatLocale());
    this.note.text = row.note;
    this.tag.visible = row.assisted;
    // An assisted time reads quieter than a clean one; the tag carries the meaning.
    this.time.style.fontWeight = row.assisted ? '400' : '700';
  }

  setFont(size: number): void {
    for (const t of [this.rank, this.time, this.date]) t.style.fontSize = size;
    for (const t of [this.note, this.tag]) t.style.fontSize = Math.max(10, size - 2);
  }
}

export class RecordsScreen implements Omit<Screen, 'name'> {
  readonly name = 'records' as const;
  readonly view = new Container({ label: 'screen:records' });
  private game: string = (recordGames()[0] as { id: string }).id;
  /** The size and level last chosen for each game, so switching games back and forth keeps them. */
  private readonly picks = new Map<string, { size: string; level: string }>(
    GAMES.map((g) => [
      g.core.id,
      { size: String(g.defaultSize), level: g.core.levelsAt(g.defaultSize)[0] ?? '' },
    ]),
  );
  /** The chosen size and level of the game shown (every registered game has one). */
  private get pick(): { size: string; level: string } {
    return this.picks.get(this.game) ?? { size: '', level: '' };
  }
  private readonly title = makeText(words().records.title, 26, { weight: '800' });
  private readonly caption = makeText('', 16, { weight: '700' });
  private readonly message = makeText('', 16, { color: theme.inkSoft });
  private readonly legend = makeText(words().records.legend, 13, {
    color: theme.inkSoft,
    wrap: 320,
  });
  private readonly backButton: Button;
  private readonly gameButtons: Button[];
  private readonly sizeButtons: { game: string; id: string; button: Button }[];
  private readonly levelButtons: { id: string; button: Button }[];
  private readonly lines: RecordLine[] = [];
  private readonly list = new Container();
  /** What the list shows now: null until the first answer arrives. */
  private shown: { bucket: string; rows: RecordRow[]; error: string | null } | null = null;
  /** Counts requests, so only the answer to the latest one is shown. */
  private request = 0;
  private viewport: Viewport | null = null;
  private listWidth = 320;
  private lineH = 30;

  constructor(
    private readonly intents: RecordsIntents,
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
          id: `records:game:${g.id}`,
          text: g.label,
          onTap: () => this.choose({ game: g.id }),
        }),
    );
    this.sizeButtons = recordGames().flatMap((g) =>
      sizeChoices(g.id).map((s) => ({
        game: g.id,
        id: s.id,
        button: new Button({
          id: `records:size:${s.id}`,
          text: s.label,
          onTap: () => this.choose({ size: s.id }),
        }),
      })),
    );
    // Every level of every game and size, each button once; refresh() shows the offered ones.
    const levels = new Map<string, string>();
    for (const g of recordGames())
      for (const s of sizeChoices(g.id))
        for (const l of levelChoices(g.id, s.id)) levels.set(l.id, l.label);
    this.levelButtons = [...levels].map(([id, label]) => ({
      id,
      button: new Button({
        id: `records:level:${id}`,
        text: label,
        onTap: () => this.choose({ level: id }),
      }),
    }));
    for (let i = 0; i < BEST_TIMES_KEPT; i++) this.lines.push(new RecordLine());
    this.list.addChild(...this.lines);
    this.view.addChild(
      this.title,
      this.backButton,
      ...this.gameButtons,
      ...this.sizeButtons.map((s) => s.button),
      ...this.levelButtons.map((l) => l.button),
      this.caption,
      this.list,
      this.message,
      this.legend,
    );
    this.refresh();
  }

  /** The chosen list's bucket name. */
  bucket(): string {
    const pick = this.pick;
    return bucketName(this.game, pick.size, pick.level);
  }

  /** The bucket whose list is on screen (may lag `bucket()` while loading), or null. */
  shownBucket(): string | null {
    return this.shown?.bucket ?? null;
  }

  /** The rows on screen, best first. */
  rows(): RecordRow[] {
    return this.shown ? this.shown.rows.map((r) => ({ ...r })) : [];
  }

  /** The line shown instead of (or after) rows: the empty-list text or a read error. */
  notice(): string | null {
    return this.message.visible && this.message.text !== '' ? this.message.text : null;
  }

  /** Opens a given list, e.g. the one a game just finished in. False if it is not offered. */
  select(bucket: string): boolean {
    const info = parseBucket(bucket);
    if (!info) return false;
    this.game = info.game;
    this.picks.set(info.game, { size: info.size, level: info.level });
    this.refresh();
    this.reload();
    return true;
  }

  show(): void {
    // Opens at the size and level last played, unless the player picks a list before
    // storage answers; either way the list is read again: storage may have a new win.
    const asked = ++this.request;
    let last: Promise<string | null>;
    try {
      last = this.intents.lastPlayed();
    } catch (error) {
      last = Promise.reject(error);
    }
    last
      .catch(() => null)
      .then((bucket) => {
        if (asked !== this.request) return;
        if (bucket === null || !this.select(bucket)) this.reload();
      });
  }

  private choose(change: { game?: string; size?: string; level?: string }): void {
    const before = this.bucket();
    if (change.game) this.game = change.game;
    const pick = this.pick;
    if (change.size) {
      pick.size = change.size;
      // Smaller Sudoku grids offer fewer levels: keep the level if it exists, else the hardest.
      const offered = levelChoices(this.game, pick.size);
      if (!offered.some((l) => l.id === pick.level))
        pick.level = offered[offered.length - 1]?.id ?? pick.level;
    }
    if (change.level) pick.level = change.level;
    this.refresh();
    if (this.bucket() !== before) this.reload();
  }

  private reload(): void {
    const bucket = this.bucket();
    const ticket = ++this.request;
    let answer: Promise<BestTime[]>;
    try {
      answer = this.intents.load(bucket);
    } catch (error) {
      answer = Promise.reject(error);
    }
    answer.then(
      (times) => {
        if (ticket !== this.request) return;
        this.shown = { bucket, rows: recordRows(times), error: null };
        this.refresh();
      },
      (error: unknown) => {
        if (ticket !== this.request) return;
        const why = error instanceof Error ? error.message : String(error);
        this.shown = { bucket, rows: [], error: words().records.unreadable({ why }) };
        this.refresh();
      },
    );
  }

  /** Brings every visible thing in line with the choices and the shown list, then asks to draw. */
  private refresh(): void {
    this.gameButtons.forEach((b, i) => {
      b.setActive(recordGames()[i]?.id === this.game);
    });
    const pick = this.pick;
    for (const s of this.sizeButtons) {
      s.button.visible = s.game === this.game;
      s.button.setActive(s.game === this.game && s.id === pick.size);
    }
    const offered = levelChoices(this.game, pick.size);
    for (const l of this.levelButtons) {
      l.button.visible = offered.some((o) => o.id === l.id);
      l.button.setActive(l.id === pick.level);
    }
    const shown = this.shown;
    const info = shown ? parseBucket(shown.bucket) : null;
    this.caption.text = info
      ? `${recordGames().find((g) => g.id === info.game)?.label ?? info.game} · ${info.label}`
      : '';
    this.lines.forEach((line, i) => {
      const row = shown?.rows[i];
      line.visible = row !== undefined;
      if (row) line.show(row);
    });
    this.message.text =
      shown?.error ?? (shown && shown.rows.length === 0 ? words().records.empty : '');
    this.message.visible = this.message.text !== '';
    // The legend explains the tags on rows, so it goes with them: the game's lines, then the
    // shared one.
    this.legend.text = [
      ...(gameTextOf(info?.game ?? this.game)?.recordsLegend ?? []),
      words().records.legend,
    ].join('\n');
    this.legend.visible = (shown?.rows.length ?? 0) > 0;
    if (this.viewport) this.layout(this.viewport);
    this.invalidate();
  }

  layout(viewport: Viewport): void {
    this.viewport = viewport;
    const { safe } = viewport;
    const rowH = Math.max(MIN_TOUCH, Math.min(52, safe.height / 15));
    const headerH = rowH + 12;
    const choicesH = (2 + this.levelRows()) * (rowH + GAP) - GAP;
    // Caption, rows, then the legend wrapped to the list's width.
    const listH = (width: number, lineH: number): number => {
      this.legend.style.wordWrapWidth = width;
      return CAPTION_H + BEST_TIMES_KEPT * lineH + 12 + this.legend.height;
    };
    const fitLines = (room: number): number => Math.max(20, Math.min(32, room / BEST_TIMES_KEPT));
    const width = Math.min(520, safe.width - 32);
    const oneColumnH = headerH + choicesH + 16 + listH(width, 30);
    const twoColumns = oneColumnH > safe.height - 24 && safe.width > safe.height;
    if (!twoColumns) {
      const x0 = safe.x + (safe.width - width) / 2;
      this.lineH = fitLines(safe.height - 24 - headerH - choicesH - 16 - listH(width, 0));
      // The header sits where every other screen's does (it was centred with the list, ~30 px
      // lower on a phone); the space a short list leaves is at the bottom.
      const y = safe.y + 12;
      const below = this.placeChoices(x0, this.placeHeader(x0, y, width, rowH), width, rowH);
      this.placeList(x0, below + 16, width);
      return;
    }
    // Landscape phones: choices on the left, the list on the right.
    const colGap = 24;
    const colW = Math.min(440, (safe.width - 32 - colGap) / 2);
    const x0 = safe.x + (safe.width - 2 * colW - colGap) / 2;
    const top = safe.y + 12;
    this.placeChoices(x0, this.placeHeader(x0, top, colW, rowH), colW, rowH);
    this.lineH = fitLines(safe.height - 24 - listH(colW, 0));
    const listTop = top;
    this.placeList(x0 + colW + colGap, listTop, colW);
  }

  private placeHeader(x: number, y: number, width: number, rowH: number): number {
    const backW = Math.min(110, width / 3);
    this.backButton.position.set(x, y);
    this.backButton.resize(backW, rowH, 17);
    this.title.anchor.set(0, 0.5);
    this.title.position.set(x + backW + 16, y + rowH / 2);
    return y + rowH + 12;
  }

  private placeChoices(x: number, y: number, width: number, rowH: number): number {
    let top = y;
    const place = (row: Button[], perRow: number, lines: number): void => {
      const bw = (width - GAP * (perRow - 1)) / perRow;
      row.forEach((b, i) => {
        b.position.set(x + (i % perRow) * (bw + GAP), top + Math.floor(i / perRow) * (rowH + GAP));
        b.resize(bw, rowH, 16);
      });
      top += lines * (rowH + GAP);
    };
    place(this.gameButtons, this.gameButtons.length, 1);
    const sizes = this.sizeButtons.filter((s) => s.button.visible).map((s) => s.button);
    place(sizes, Math.max(1, sizes.length), 1);
    const levels = this.levelButtons.filter((l) => l.button.visible).map((l) => l.button);
    place(levels, Math.max(1, Math.min(LEVELS_PER_ROW, levels.length)), this.levelRows());
    return top - GAP;
  }

  /**
   * Rows the level buttons take: as many as the size with the most levels needs, so the list
   * stays put when the size changes, and a seventh level (9×9 Nightmare) gets a row of its own
   * instead of sitting on the list's heading.
   */
  private levelRows(): number {
    const most = Math.max(
      1,
      ...recordGames().flatMap((g) =>
        sizeChoices(g.id).map((s) => levelChoices(g.id, s.id).length),
      ),
    );
    return Math.max(LEVEL_ROWS, Math.ceil(most / LEVELS_PER_ROW));
  }

  private placeList(x: number, y: number, width: number): void {
    this.listWidth = width;
    this.caption.position.set(x, y);
    const top = y + CAPTION_H;
    this.list.position.set(x, top);
    this.placeColumns();
    this.lines.forEach((line, i) => {
      line.position.set(0, i * this.lineH + this.lineH / 2);
    });
    const shownRows = this.shown?.rows.length ?? 0;
    const afterRows = top + shownRows * this.lineH + 8;
    this.message.position.set(x, afterRows);
    this.legend.style.wordWrapWidth = width;
    this.legend.position.set(x, afterRows + 4);
  }

  /**
   * Columns as wide as their widest entry (dates differ in length by locale), shrinking the type
   * until a line fits the list's width.
   */
  private placeColumns(): void {
    const visible = this.lines.filter((l) => l.visible);
    let font = Math.max(12, Math.min(17, Math.round(this.lineH * 0.55)));
    for (;;) {
      for (const line of this.lines) line.setFont(font);
      const widest = (pick: (l: RecordLine) => Text): number =>
        Math.max(0, ...visible.map((l) => (pick(l).visible ? pick(l).width : 0)));
      const rankW = Math.max(
        widest((l) => l.rank),
        font * 1.6,
      );
      const timeX = rankW + 10;
      const dateX = timeX + widest((l) => l.time) + COLUMN_GAP;
      const noteX = dateX + widest((l) => l.date) + COLUMN_GAP;
      const tagX = noteX + widest((l) => l.note) + 8;
      const end = tagX + widest((l) => l.tag);
      if (end <= this.listWidth || font <= 10) {
        for (const line of this.lines) {
          line.rank.x = rankW;
          line.time.x = timeX;
          line.date.x = dateX;
          line.note.x = noteX;
          line.tag.x = tagX;
        }
        return;
      }
      font--;
    }
  }
}
