// Each game's section of the player's settings (its keys, defaults and how a stored copy is read
// back), one line per game that has settings. Light on purpose: the front door reads the stored
// settings before any game is loaded, so this lists only the games' pure setting values, never
// their play code (the rows and their words come with the game: GameEntry.settingRows).

import { sudokuSettingValues } from '../games/sudoku/core/sudoku-settings-values';
import type { GameSettings } from '../play/game-settings';

export const GAME_SETTINGS: readonly GameSettings[] = [sudokuSettingValues];
