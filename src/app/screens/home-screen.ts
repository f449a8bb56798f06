// Home: choose the game, size and level, then start (or continue, or today's puzzle).
// The choices are UI state only; starting reports one intent with them. Each game keeps its own
// size and level choice, so switching game and back loses nothing. Games, sizes and levels come
// from the game registry.

import { Container } from 'pixi.js';
import type { GameEntry } from '../../play/game-entry';
import { Button } from '../../ui/button';
import type { Screen } from '../../ui/screen';
import { makeText } from '../../ui/text';
import { MIN_TOUCH, theme } from '../../ui/theme';
import type { Viewport } from '../../ui/viewport';
import { GAMES } from '../game-registry';

export interface HomeSpec {
  game: string;
  size: string | number;
  level: string;
}

export interface HomeIntents {
  start: (spec: HomeSpec) => void;
  resume: (game: string) => void;
  rules: () => void;
  daily: (game: string) => void;
  openCode: () => void;
  records: () => void;
  stats: () => void;
  settings: () => void;
}

/** Level buttons per row: six levels take two rows of three on a phone. */
const LEVELS_PER_ROW = 3;

/** One game's choice buttons and what is chosen. */
interface GameChoices {
  readonly entry: GameEntry;
  readonly sizes: { size: string | number; button: Button }[];
  readonly levels: { level: string; button: Button }[];
  size: string | number;
  level: string;
}

export class HomeScreen implements Screen {
  readonly name = 'home';
  readonly view = new Container({ label: 'screen:home' });
  private readonly choices: GameChoices[];
  private chosen: GameChoices;
  private readonly title = makeText('Gridwise', 34, { weight: '800' });
  private readonly tagline = makeText('Puzzles that work offline.', 15, { color: theme.inkSoft });
  private readonly headings = [
    makeText('Game', 14, { weight: '700', color: theme.inkSoft }),
    makeText('Size', 14, { weight: '700', color: theme.inkSoft }),
    makeText('Level', 14, { weight: '700', color: theme.inkSoft }),
  ];
  private readonly gameButtons: Button[];
  private readonly startButton: Button;
  private readonly rulesButton: Button;
  /** Second-line actions, two rows: [daily, open code] and [records, stats, settings, rules]. */
  private readonly moreRows: Button[][];
  private readonly resumeButton: Button;
  private readonly resumable = new Map<string, boolean>();
  private viewport: Viewport | null = null;

  constructor(
    private readonly intents: HomeIntents,
    /** Asks for a frame: every visible change on this screen must be drawn (render on demand). */
    private readonly invalidate: () => void = () => {},
  ) {
    this.choices = GAMES.map((entry) => this.makeChoices(entry));
    this.chosen = this.choices[0] as GameChoices;
    this.gameButtons = this.choices.map(
      (c) =>
        new Button({
          id: `game:${c.entry.core.id}`,
          text: c.entry.name,
          onTap: () => this.chooseGame(c.entry.core.id),
        }),
    );
    this.startButton = new Button({
      id: 'btn:start',
      text: 'Start',
      primary: true,
      onTap: () => {
        const c = this.chosen;
        this.intents.start({ game: c.entry.core.id, size: c.size, level: c.level });
      },
    });
    this.resumeButton = new Button({
      id: 'btn:continue',
      text: 'Continue game',
      primary: true,
      onTap: () => this.intents.resume(this.chosenGame),
    });
    this.rulesButton = new Button({
      id: 'btn:rules',
      text: 'Rules',
      onTap: () => this.intents.rules(),
    });
    const small = (id: string, text: string, onTap: () => void) => new Button({ id, text, onTap });
    this.moreRows = [
      [
        small('btn:daily', 'Daily puzzle', () => this.intents.daily(this.chosenGame)),
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
      ...this.choices.flatMap((c) => [
        ...c.sizes.map((s) => s.button),
        ...c.levels.map((l) => l.button),
      ]),
      this.startButton,
      this.rulesButton,
      this.resumeButton,
    );
    this.refresh();
  }

  /** Shows "Continue game" while an unfinished game of the chosen kind is waiting. */
  setCanResume(game: string, canResume: boolean): void {
    this.resumable.set(game, canResume);
    this.refresh();
  }

  /** Shows `game`'s choices (on launch: the game played last). */
  chooseGame(game: string): void {
    const found = this.choices.find((c) => c.entry.core.id === game);
    if (!found) return;
    this.chosen = found;
    this.refresh();
  }

  /** The game whose choices are showing. */
  get chosenGame(): string {
    return this.chosen.entry.core.id;
  }

  private get canResume(): boolean {
    return this.resumable.get(this.chosenGame) === true;
  }

  private makeChoices(entry: GameEntry): GameChoices {
    const core = entry.core;
    const sizes = core.sizes;
    // Every level any size offers, in the order the largest list gives them.
    const levels: string[] = [];
    for (const size of sizes)
      for (const l of core.levelsAt(size)) if (!levels.includes(l)) levels.push(l);
    const choice: GameChoices = {
      entry,
      size: entry.defaultSize,
      level: core.levelsAt(entry.defaultSize)[0] as string,
      sizes: [],
      levels: [],
    };
    for (const size of sizes) {
      choice.sizes.push({
        size,
        button: new Button({
          id: `size:${size}`,
          text: entry.sizeLabel(size),
          onTap: () => this.pick(choice, { size }),
        }),
      });
    }
    for (const level of levels) {
      choice.levels.push({
        level,
        button: new Button({
          id: `level:${level}`,
          text: entry.levelLabel(level),
          onTap: () => this.pick(choice, { level }),
        }),
      });
    }
    return choice;
  }

  private pick(choice: GameChoices, change: { size?: string | number; level?: string }): void {
    if (change.size !== undefined) {
      choice.size = change.size;
      // Smaller grids offer fewer levels: keep the choice if it exists, else the hardest there.
      const offered = choice.entry.core.levelsAt(choice.size);
      if (!offered.includes(choice.level)) choice.level = offered[offered.length - 1] as string;
    }
    if (change.level !== undefined) choice.level = change.level;
    this.refresh();
  }

  private refresh(): void {
    for (const c of this.choices) {
      const shown = c === this.chosen;
      const offered = c.entry.core.levelsAt(c.size);
      for (const s of c.sizes) {
        s.button.setActive(s.size === c.size);
        s.button.visible = shown;
      }
      for (const l of c.levels) {
        l.button.setActive(l.level === c.level);
        l.button.visible = shown && offered.includes(l.level);
      }
    }
    this.gameButtons.forEach((b, i) => {
      b.setActive(this.choices[i] === this.chosen);
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
    const c = this.chosen;
    const rows = [this.gameButtons, c.sizes.map((s) => s.button), c.levels.map((l) => l.button)];
    let top = y;
    rows.forEach((all, k) => {
      this.headings[k]?.position.set(x, top);
      top += 22;
      const row = all.filter((b) => b.visible);
      // Size and level buttons wrap at three per row; the game buttons share one row.
      const perRow = k === 0 ? row.length : Math.min(LEVELS_PER_ROW, row.length);
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
    const levels = this.chosen.entry.core.levelsAt(this.chosen.size).length;
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
