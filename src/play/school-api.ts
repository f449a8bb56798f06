// school: a game's technique school as the shell sees it. A game with one (Sudoku today)
// hands the shell this port from its own chunk, loaded when the school first opens
// (GameEntry.school); the shell never names the game or its techniques: it shows the port's
// screen, hands it storage and the worker, and reports what the port reports.

import type { Container } from 'pixi.js';
import type { RenderLoop } from '../ui/render-loop';
import type { Viewport } from '../ui/viewport';
import type { SkillEntry } from './skill-progress';

/** What a school's progress needs of storage (GridwiseStorage provides it). */
interface SchoolStorage {
  loadSkills(kind: string): Promise<Record<string, SkillEntry>>;
  recordPractice(kind: string, skill: string, how: { hinted: boolean }): Promise<SkillEntry>;
  recordLesson(kind: string, skill: string): Promise<SkillEntry>;
  readonly skillsImported: Set<() => void>;
}

/** What the shell hands a school. */
export interface SchoolDeps {
  readonly loop: RenderLoop;
  readonly reducedMotion: () => boolean;
  storage(): SchoolStorage | null;
  /** A practice position for `skill`, made by the worker from `seed` (the game validates it). */
  practice(skill: string, seed: string): Promise<unknown>;
  /** Leaves the school (to where it was opened from). */
  back(): void;
  announce?(text: string, urgent?: boolean): void;
}

/** What state().school reports. */
export interface SchoolReport {
  game: string;
  /** The page on show: the list of skills, one skill's lesson, or practice. */
  page: 'list' | 'lesson' | 'practice';
  /** The skill whose lesson or practice is on show, else null. */
  skill: string | null;
  /** The lesson's worked example is on show (it is made by the worker when the lesson opens). */
  example: boolean;
  /** Every skill's progress (absent: never opened). */
  skills: Record<string, SkillEntry>;
  /** The practice position on show: how many made this visit, found or not, hinted or not. */
  practice: {
    positions: number;
    /** True while the worker makes the next one. */
    making: boolean;
    found: boolean;
    hinted: boolean;
    /** The moment of mastering the technique is on show (this find made it mastered). */
    mastered: boolean;
    /** What finds it (digits to place, or candidates to take out), for tests that play the
     *  position; the player is never shown it. Cells are 0-based, row by row. */
    target: {
      placements: { cell: number; digit: number }[];
      eliminations: { cell: number; digit: number }[];
    } | null;
  } | null;
}

export interface SchoolScreen {
  readonly view: Container;
  layout(viewport: Viewport): void;
  /** Opens the list, or `skill`'s lesson when named. */
  open(skill: string | null): void;
  report(): SchoolReport;
  destroy(): void;
}

export interface GameSchool {
  /** Loads what the school needs in the language in use (its words); awaited before `screen`. */
  prepare(): Promise<void>;
  /** The school's screen (made again for a new look or language). */
  screen(deps: SchoolDeps): SchoolScreen;
}
