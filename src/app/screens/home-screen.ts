// Home: choose the game, size and level, then start (or continue, or today's puzzle).
// The choices are UI state only; starting reports one intent with them. Each game keeps its own
// size and level choice, so switching game and back loses nothing.

import { Container } from 'pixi.js';
import { LINK_SIZE_NAMES, type LinkSizeName } from '../../games/link/core/generator';
import { LINK_LEVELS, type LinkLevelId } from '../../games/link/core/levels';
import { SUDOKU_LEVELS, type SudokuLevel } from '../../games/sudoku/core/generator';
import type { SudokuSize } from '../../games/sudoku/core/geometry';
import { gradesFor } from '../../games/sudoku/core/grader';
import { Button } from '../../ui/button';
import { makeText } from '../../ui/text';
import { MIN_TOUCH, theme } from '../../ui/theme';
import type { Viewport } from '../../ui/viewport';
import { LEVEL_NAMES } from '../level-names';
import { linkLevelName, linkSizeName } from '../link-names';
import type { GameName, PuzzleSpec } from '../puzzle-spec';
import type { Screen } from './screen';

export interface HomeIntents {
  start: (spec: PuzzleSpec) => void;
  resume: (game: GameName) => void;
  rules: () => void;
  daily: (game: GameName) => void;
  openCode: () => void;
  records: () => void;
  stats: () => void;
  settings: () => void;
}

const SIZES: readonly SudokuSize[] = [4, 6, 9];
const LEVELS: readonly SudokuLevel[] = SUDOKU_LEVELS;
/** Level buttons per row: six levels take two rows of three on a phone. */
const LEVELS_PER_ROW = 3;

export class HomeScreen implements Screen {
  readonly name = 'home';
  readonly view = new Container({ label: 'screen:home' });
  private game: GameName = 'sudoku';
  private size: SudokuSize = 9;
  private level: SudokuLevel = 'easy';
  private linkSize: LinkSizeName = 'small';
  private linkLevel: LinkLevelId = 'classic';
  private readonly title = makeText('Gridwise', 34, { weight: '800' });
  private readonly tagline = makeText('Puzzles that work offline.', 15, { color: theme.inkSoft });
  private readonly headings = [
    makeText('Game', 14, { weight: '700', color: theme.inkSoft }),
    makeText('Size', 14, { weight: '700', color: theme.inkSoft }),
    makeText('Level', 14, { weight: '700', color: theme.inkSoft }),
  ];
  private readonly gameButtons: Button[];
  private readonly sizeButtons: Button[];
  private readonly levelButtons: Button[];
  private readonly linkSizeButtons: Button[];
  private readonly linkLevelButtons: Button[];
  private readonly startButton: Button;
  private readonly rulesButton: Button;
  /** Second-line actions, two rows: [daily, open code] and [records, stats, settings, rules]. */
  private readonly moreRows: Button[][];
  private readonly resumeButton: Button;
  private readonly resumable: Record<GameName, boolean> = { sudoku: false, link: false };
  private viewport: Viewport | null = null;

  constructor(
    private readonly intents: HomeIntents,
    /** Asks for a frame: every visible change on this screen must be drawn (render on demand). */
    private readonly invalidate: () => void = () => {},
  ) {
    this.gameButtons = (['sudoku', 'link'] as const).map(
      (game) =>
        new Button({
          id: `game:${game}`,
          text: game === 'sudoku' ? 'Sudoku' : 'Link',
          onTap: () => this.choose({ game }),
        }),
    );
    this.sizeButtons = SIZES.map(
      (s) =>
        new Button({ id: `size:${s}`, text: `${s}×${s}`, onTap: () => this.choose({ size: s }) }),
    );
    this.levelButtons = LEVELS.map(
      (l) =>
        new Button({
          id: `level:${l}`,
          text: LEVEL_NAMES[l],
          onTap: () => this.choose({ level: l }),
        }),
    );
    this.linkSizeButtons = LINK_SIZE_NAMES.map(
      (size) =>
        new Button({
          id: `size:${size}`,
          text: linkSizeName(size),
          onTap: () => this.choose({ linkSize: size }),
        }),
    );
    this.linkLevelButtons = LINK_LEVELS.map(
      ({ id }) =>
        new Button({
          id: `level:${id}`,
          text: linkLevelName(id),
          onTap: () => this.choose({ linkLevel: id }),
        }),
    );
    this.startButton = new Button({
      id: 'btn:start',
      text: 'Start',
      primary: true,
      onTap: () =>
        this.intents.start(
          this.game === 'sudoku'
            ? { game: 'sudoku', size: this.size, level: this.level }
            : { game: 'link', size: this.linkSize, level: this.linkLevel },
        ),
    });
    this.resumeButton = new Button({
      id: 'btn:continue',
      text: 'Continue game',
      primary: true,
      onTap: () => this.intents.resume(this.game),
    });
    this.rulesButton = new Button({
      id: 'btn:rules',
      text: 'Rules',
      onTap: () => this.intents.rules(),
    });
    const small = (id: string, text: string, onTap: () => void) => new Button({ id, text, onTap });
    this.moreRows = [
      [
        small('btn:daily', 'Daily puzzle', () => this.intents.daily(this.game)),
        small('btn:paste', 'Open a code', () => this.intents.openCode()),
      ],
      [
        small('btn:records', 'Records', () => this.intents.records()),
        small('btn:stats', 'Stats', () => this.intents.stats()),
        small('btn:settings', 'Settings', () => this.intents.settings()),
      ],
    ];
    this.view.addChild(
      ...this.moreRows.flat(),
      this.title,
      this.tagline,
      ...this.headings,
      ...this.gameButtons,
      ...this.sizeButtons,
      ...this.levelButtons,
      ...this.linkSizeButtons,
      ...this.linkLevelButtons,
      this.startButton,
      this.rulesButton,
      this.resumeButton,
    );
    this.refresh();
  }

  /** Shows "Continue game" while an unfinished game of the chosen kind is waiting. */
  setCanResume(game: GameName, canResume: boolean): void {
    this.resumable[game] = canResume;
    this.refresh();
  }

  /** Shows `game`'s choices (on launch: the game played last). */
  chooseGame(game: GameName): void {
    this.choose({ game });
  }

  /** The game whose choices are showing. */
  get chosenGame(): GameName {
    return this.game;
  }

  private get canResume(): boolean {
    return this.resumable[this.game];
  }

  private choose(change: {
    game?: GameName;
    size?: SudokuSize;
    level?: SudokuLevel;
    linkSize?: LinkSizeName;
    linkLevel?: LinkLevelId;
  }): void {
    if (change.game) this.game = change.game;
    if (change.linkSize) this.linkSize = change.linkSize;
    if (change.linkLevel) this.linkLevel = change.linkLevel;
    if (change.size) {
      this.size = change.size;
      // Smaller grids offer fewer levels: keep the choice if it exists, else the hardest there.
      const offered = gradesFor(this.size);
      if (!offered.includes(this.level)) this.level = offered[offered.length - 1] as SudokuLevel;
    }
    if (change.level) this.level = change.level;
    this.refresh();
  }

  private refresh(): void {
    const sudoku = this.game === 'sudoku';
    this.gameButtons.forEach((b, i) => {
      b.setActive(i === (sudoku ? 0 : 1));
    });
    SIZES.forEach((size, i) => {
      const b = this.sizeButtons[i] as Button;
      b.setActive(size === this.size);
      b.visible = sudoku;
    });
    const offered = gradesFor(this.size);
    LEVELS.forEach((level, i) => {
      const b = this.levelButtons[i] as Button;
      b.setActive(level === this.level);
      b.visible = sudoku && offered.includes(level);
    });
    LINK_SIZE_NAMES.forEach((size, i) => {
      const b = this.linkSizeButtons[i] as Button;
      b.setActive(size === this.linkSize);
      b.visible = !sudoku;
    });
    LINK_LEVELS.forEach(({ id }, i) => {
      const b = this.linkLevelButtons[i] as Button;
      b.setActive(id === this.linkLevel);
      b.visible = !sudoku;
    });
    this.resumeButton.visible = this.canResume;
    if (this.viewport) this.layout(this.viewport);
    this.invalidate();
  }

  layout(viewport: Viewport): void {
    this.viewport = viewport;
    const { safe } = viewport;
    const rowH = Math.max(MIN_TOUCH, Math.min(56, safe.height / 13));
    const gap = Math.min(22, Math.max(8, safe.height / 40));
    const rowsShown = 3;
    const choicesH = rowsShown * (22 + rowH + gap) - gap + this.extraLevelRows() * (rowH + 8);
    const actionsH = (this.canResume ? 5 : 4) * (rowH + 12) - 12;
    const headerH = 44 + 22;
    // One column when it fits (phones in portrait); otherwise the choices move to a second
    // column beside the title and actions (phones in landscape).
    const oneColumnH = headerH + 2 * gap + choicesH + gap + actionsH;
    const twoColumns = oneColumnH > safe.height - 32 && safe.width > safe.height;
    if (!twoColumns) {
      const width = Math.min(480, safe.width - 32);
      const x0 = safe.x + (safe.width - width) / 2;
      let y = safe.y + Math.max(16, (safe.height - oneColumnH) / 2);
      y = this.placeHeader(x0, y);
      y = this.placeChoices(x0, y + 2 * gap, width, rowH, gap);
      this.placeActions(x0, y + gap, width, rowH);
      return;
    }
    const colGap = 24;
    const width = Math.min(420, (safe.width - 32 - colGap) / 2);
    const x0 = safe.x + (safe.width - 2 * width - colGap) / 2;
    const leftH = headerH + 2 * gap + actionsH;
    const top = safe.y + Math.max(12, (safe.height - leftH) / 2);
    this.placeActions(x0, this.placeHeader(x0, top) + 2 * gap, width, rowH);
    this.placeChoices(
      x0 + width + colGap,
      safe.y + Math.max(12, (safe.height - choicesH) / 2),
      width,
      rowH,
      gap,
    );
  }

  private placeHeader(x: number, y: number): number {
    this.title.position.set(x, y);
    this.tagline.position.set(x, y + 44);
    return y + 44 + 22;
  }

  private placeChoices(x: number, y: number, width: number, rowH: number, gap: number): number {
    const sudoku = this.game === 'sudoku';
    const rows = sudoku
      ? [this.gameButtons, this.sizeButtons, this.levelButtons]
      : [this.gameButtons, this.linkSizeButtons, this.linkLevelButtons];
    let top = y;
    rows.forEach((all, k) => {
      this.headings[k]?.position.set(x, top);
      top += 22;
      const row = all.filter((b) => b.visible);
      // Level buttons wrap at three per row; Link's long size names take one row each.
      const perRow =
        k === 2
          ? Math.min(LEVELS_PER_ROW, row.length)
          : k === 1 && !sudoku
            ? Math.min(LEVELS_PER_ROW, row.length)
            : row.length;
      const bw = (width - 8 * (perRow - 1)) / perRow;
      row.forEach((b, i) => {
        const line = Math.floor(i / perRow);
        b.position.set(x + (i % perRow) * (bw + 8), top + line * (rowH + 8));
        b.resize(bw, rowH, 17);
      });
      top += Math.ceil(row.length / perRow) * (rowH + 8) - 8 + gap;
    });
    return top - gap;
  }

  /** Rows the level buttons need beyond the first. */
  private extraLevelRows(): number {
    const levels = this.game === 'sudoku' ? gradesFor(this.size).length : LINK_LEVELS.length;
    return Math.ceil(levels / LEVELS_PER_ROW) - 1;
  }

  private placeActions(x: number, y: number, width: number, rowH: number): void {
    const main = this.canResume ? [this.resumeButton, this.startButton] : [this.startButton];
    main.forEach((b, i) => {
      b.position.set(x, y + i * (rowH + 12));
      b.resize(width, rowH, 19);
    });
    let top = y + main.length * (rowH + 12);
    const rows = [
      this.moreRows[0] as Button[],
      [...(this.moreRows[1] as Button[]), this.rulesButton],
    ];
    for (const row of rows) {
      const bw = (width - 8 * (row.length - 1)) / row.length;
      row.forEach((b, i) => {
        b.position.set(x + i * (bw + 8), top);
        b.resize(bw, rowH, 15);
      });
      top += rowH + 12;
    }
  }
}
