// A game's own section of the player's settings: the game names its settings, their
// defaults and how a stored copy is read back (GameSettings, listed light in
// src/app/settings-registry.ts: the first screen reads settings before any game is loaded), and
// the rows the settings screen shows for them (GameEntry.settingRows, with their words). The
// shell keeps the values with its own in one record and never reads a game's field by name.

/** The settings values as the shell keeps them (its own and every game's, one flat record). */
export type SettingValues = Readonly<Record<string, unknown>>;

/** One button of a settings row: its automation id, its words, and the value it sets. */
export interface SettingChoice {
  readonly id: string;
  readonly text: string;
  readonly key: string;
  readonly value: unknown;
}

/** A row on the settings screen: a heading over its choices, and maybe a line under them. */
export interface SettingRow {
  readonly heading: string;
  readonly choices: readonly SettingChoice[];
  /** A line under the row that explains the current choice. */
  note?(values: SettingValues): string;
}

export interface GameSettings {
  /** Each of the game's settings with its default. Keys are shared with the shell's: unique. */
  readonly defaults: SettingValues;
  /**
   * Reads the game's fields of a stored copy: a missing field takes its default quietly, an
   * unusable one its default and a problem naming it (`settings.<key> should be …, got …`).
   */
  read(stored: Readonly<Record<string, unknown>>): { values: SettingValues; problems: string[] };
}
