// A game as the app's registry lists it: a cheap description (names, sizes, levels, rules text)
// that the lobby, records and routing read, and `load()`, which brings in the game's screen and
// rules only when it is first played. Today's puzzle is the core's (`GameCore.daily`).

import type { GameCore, PuzzleBase } from '../engine/game-core';
import type { GameOwn } from '../engine/game-own';
import type { GameController, GameModuleDeps } from './game-api';
import type { SettingRow } from './game-settings';
import type { GameJourney } from './journey-api';
import type { FirstSteps } from './lesson-api';
import type { GameScan } from './scan-api';
import type { GameSchool } from './school-api';

/**
 * What the lobby shows of a game before anything of it is loaded: its id, name, sizes and
 * levels and their words. Light on purpose: the first screen imports only this.
 */
export interface GameCard<P extends PuzzleBase = PuzzleBase> {
  readonly id: string;
  /** The game's name as players read it ("Sudoku", "Link"). */
  readonly name: string;
  /** One line under the name on the lobby's card. */
  readonly blurb: string;
  /** The picture on the lobby's card (SVG from code, coloured by the palette's CSS variables). */
  preview(): SVGSVGElement;
  readonly sizes: readonly P['size'][];
  /** The levels a size offers (Sudoku's small grids offer fewer). */
  levelsAt(size: P['size']): readonly P['level'][];
  /** Nightmare: a level made ahead (the lobby offers it once one is ready). */
  madeAhead?(size: P['size'], level: P['level']): boolean;
  /** The size the lobby offers first (Sudoku: 9×9; Link: Small). */
  readonly defaultSize: P['size'];
  /** A size as the lobby and titles show it ("9×9", "Small 8×5"). */
  sizeLabel(size: P['size']): string;
  /** A size in the records' short form ("9×9", "Small"). */
  sizeShort(size: P['size']): string;
  levelLabel(level: P['level']): string;
  /** journey: a stage's name from its puzzle's seed ("Stage 3"), null for any other. */
  stageTitle?(seed: string): string | null;
}

export interface GameEntry<P extends PuzzleBase = PuzzleBase> extends GameCard<P> {
  readonly core: GameCore<P>;
  /** The game in progress as players describe it: "9×9 · Hard". */
  title(puzzle: P): string;
  /** The accessible grid's name ("Sudoku board"); the game's AccessibleBoard uses the same. */
  readonly boardLabel: string;
  /**
   * How the ids of the things its screens draw for a tap begin (`cell` for `cell:3:4`, `pad`,
   * `tile`…): targets() reports a canvas node whose label starts with one of them (or with one
   * of the shell's own), so a game's new kind of target is seen without a line in the shell.
   */
  readonly targetPrefixes: readonly string[];
  /**
   * Which of those prefixes are its board's cells: the accessible layer shows them as the cells
   * of the board's ARIA grid, never as buttons of their own.
   */
  readonly gridCellPrefixes: readonly string[];
  /** What a shared puzzle of this game is called: "Sudoku", "Link board". */
  readonly sharedNoun: string;
  /** The title sent with a share link. */
  readonly shareTitle: string;
  // a record's own part is put into words by its game
  /** What a best time's own part says on its records row (Sudoku: "Checked · 1 mistake"), or ''. */
  recordNote(own: GameOwn): string;
  /** The game's rows on the settings screen, in the language in use (its keys, defaults and
   *  reading are listed light in src/app/settings-registry.ts). */
  settingRows(): readonly SettingRow[];
  /** How to play, one paragraph per line. */
  readonly rules: { readonly title: string; readonly lines: readonly string[] };
  /** The game's screen and rules, loaded when first needed. */
  load(): Promise<(deps: GameModuleDeps<P>) => GameController>;
  /** lesson: the first-steps lesson and the Rules pictures, loaded on first use. */
  firstSteps?(): Promise<FirstSteps>;
  /** journey: the game's ladder of stages, when it has one, loaded with its screen. */
  journey?(): Promise<GameJourney>;
  /** school: the game's technique school, when it has one, loaded when first opened. */
  school?(): Promise<GameSchool>;
  /** A game that reads its printed puzzles from a photo: its scan, loaded when first used. */
  scan?(): Promise<GameScan>;
}
