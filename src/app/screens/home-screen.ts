// Home: choose the game, size and level, the rule-breaking policy, then start. The choices are
// UI state only; starting reports one intent with them.

import { Container } from 'pixi.js';
import { SUDOKU_LEVELS, type SudokuLevel } from '../../games/sudoku/core/generator';
import type { SudokuSize } from '../../games/sudoku/core/geometry';
import { gradesFor } from '../../games/sudoku/core/grader';
import { Button } from '../../ui/button';
import { makeText } from '../../ui/text';
import { MIN_TOUCH, theme } from '../../ui/theme';
import type { Viewport } from '../../ui/viewport';
import { LEVEL_NAMES } from '../level-names';
import type { ConflictMode } from '../settings';
import type { Screen } from './screen';

export interface HomeIntents {
  start: (size: SudokuSize, level: SudokuLevel) => void;
  resume: () => void;
  rules: () => void;
  conflictMode: (mode: ConflictMode) => void;
}

const SIZES: readonly SudokuSize[] = [4, 6, 9];
const LEVELS: readonly SudokuLevel[] = SUDOKU_LEVELS;
/** Level buttons per row: six levels take two rows of three on a phone. */
const LEVELS_PER_ROW = 3;

export class HomeScreen implements Screen {
  readonly name = 'home';
  readonly view = new Container({ label: 'screen:home' });
  private size: SudokuSize = 9;
  private level: SudokuLevel = 'easy';
  private readonly title = makeText('Gridwise', 34, { weight: '800' });
  private readonly tagline = makeText('Puzzles that work offline.', 15, { color: theme.inkSoft });
  private readonly headings = [
    makeText('Game', 14, { weight: '700', color: theme.inkSoft }),
    makeText('Size', 14, { weight: '700', color: theme.inkSoft }),
    makeText('Level', 14, { weight: '700', color: theme.inkSoft }),
    makeText('A digit that breaks a rule is…', 14, { weight: '700', color: theme.inkSoft }),
  ];
  private readonly gameButtons: Button[];
  private readonly sizeButtons: Button[];
  private readonly levelButtons: Button[];
  private readonly modeButtons: Button[];
  private readonly startButton: Button;
  private readonly rulesButton: Button;
  private readonly resumeButton: Button;
  private canResume = false;
  private viewport: Viewport | null = null;

  constructor(
    private readonly intents: HomeIntents,
    private conflictMode: ConflictMode,
    /** Asks for a frame: every visible change on this screen must be drawn (render on demand). */
    private readonly invalidate: () => void = () => {},
  ) {
    this.gameButtons = [new Button({ id: 'game:sudoku', text: 'Sudoku', onTap: () => {} })];
    this.gameButtons[0]?.setActive(true);
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
    this.modeButtons = (['refuse', 'mark'] as const).map(
      (m) =>
        new Button({
          id: `setting:${m}`,
          text: m === 'refuse' ? 'Refused' : 'Marked red',
          onTap: () => this.choose({ mode: m }),
        }),
    );
    this.startButton = new Button({
      id: 'btn:start',
      text: 'Start',
      primary: true,
      onTap: () => this.intents.start(this.size, this.level),
    });
    this.resumeButton = new Button({
      id: 'btn:continue',
      text: 'Continue game',
      primary: true,
      onTap: () => this.intents.resume(),
    });
    this.rulesButton = new Button({
      id: 'btn:rules',
      text: 'How to play',
      onTap: () => this.intents.rules(),
    });
    this.view.addChild(
      this.title,
      this.tagline,
      ...this.headings,
      ...this.gameButtons,
      ...this.sizeButtons,
      ...this.levelButtons,
      ...this.modeButtons,
      this.startButton,
      this.rulesButton,
      this.resumeButton,
    );
    this.refresh();
  }

  /** Shows "Continue game" while an unfinished game is waiting. */
  setCanResume(canResume: boolean): void {
    this.canResume = canResume;
    this.resumeButton.visible = canResume;
    if (this.viewport) this.layout(this.viewport);
    this.invalidate();
  }

  /** Reflects a stored setting loaded after the screen was built. */
  setConflictMode(mode: ConflictMode): void {
    this.conflictMode = mode;
    this.refresh();
  }

  private choose(change: { size?: SudokuSize; level?: SudokuLevel; mode?: ConflictMode }): void {
    if (change.size) {
      this.size = change.size;
      // Smaller grids offer fewer levels: keep the choice if it exists, else the hardest there.
      const offered = gradesFor(this.size);
      if (!offered.includes(this.level)) this.level = offered[offered.length - 1] as SudokuLevel;
      if (this.viewport) this.layout(this.viewport);
    }
    if (change.level) this.level = change.level;
    if (change.mode) {
      this.conflictMode = change.mode;
      this.intents.conflictMode(change.mode);
    }
    this.refresh();
  }

  private refresh(): void {
    SIZES.forEach((size, i) => {
      this.sizeButtons[i]?.setActive(size === this.size);
    });
    const offered = gradesFor(this.size);
    LEVELS.forEach((level, i) => {
      this.levelButtons[i]?.setActive(level === this.level);
      if (this.levelButtons[i]) (this.levelButtons[i] as Button).visible = offered.includes(level);
    });
    this.modeButtons[0]?.setActive(this.conflictMode === 'refuse');
    this.modeButtons[1]?.setActive(this.conflictMode === 'mark');
    this.invalidate();
  }

  layout(viewport: Viewport): void {
    this.viewport = viewport;
    const { safe } = viewport;
    const rowH = Math.max(MIN_TOUCH, Math.min(56, safe.height / 13));
    const gap = Math.min(22, Math.max(8, safe.height / 40));
    const choicesH = 4 * (22 + rowH + gap) - gap + this.extraLevelRows() * (rowH + 8);
    const actionsH = (this.canResume ? 3 : 2) * (rowH + 12) - 12;
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
    const rows = [this.gameButtons, this.sizeButtons, this.levelButtons, this.modeButtons];
    let top = y;
    rows.forEach((all, k) => {
      this.headings[k]?.position.set(x, top);
      top += 22;
      const row = all.filter((b) => b.visible);
      const perRow = k === 2 ? Math.min(LEVELS_PER_ROW, row.length) : row.length;
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
    return Math.ceil(gradesFor(this.size).length / LEVELS_PER_ROW) - 1;
  }

  private placeActions(x: number, y: number, width: number, rowH: number): void {
    const buttons = this.canResume
      ? [this.resumeButton, this.startButton, this.rulesButton]
      : [this.startButton, this.rulesButton];
    buttons.forEach((b, i) => {
      b.position.set(x, y + i * (rowH + 12));
      b.resize(width, rowH, b === this.rulesButton ? 17 : 19);
    });
  }
}
