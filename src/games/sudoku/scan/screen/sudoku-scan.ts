// Sudoku's scan as the shell loads it (GameEntry.scan): its own chunk, fetched when Scan is first
// tapped; the photo reader's worker and model come later still, with the first photo.

import type { GameScan } from '../../../../play/scan-api';
import { ScanPage } from './scan-page';

export const sudokuScan: GameScan = {
  // The words are in this chunk already (both languages are a few lines each).
  prepare: () => Promise.resolve(),
  screen: (deps) => new ScanPage(deps),
};
