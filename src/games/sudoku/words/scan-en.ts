// The scan's words in English (the photo picker, the camera and the check screen), the source
// of keys: scan-zh.ts is typed by ScanWords. Loaded with the scan's own chunk, when Scan is first
// tapped; the lobby's Scan button is in the start words.

type ScanFailure = 'scan.noGrid' | 'scan.notImage' | 'scan.readerFailed';

export interface ScanWords {
  readonly title: string;
  readonly checkTitle: string;
  readonly pickLead: string;
  readonly pick: string;
  readonly camera: string;
  readonly cameraLead: string;
  readonly cameraStop: string;
  readonly cameraFailed: (p: { why: string }) => string;
  readonly back: string;
  readonly reading: string;
  readonly retry: string;
  readonly play: string;
  readonly erase: string;
  readonly checkLead: string;
  readonly unsureKey: string;
  readonly failures: Readonly<Record<ScanFailure, string>>;
  readonly failedOther: string;
  readonly unique: string;
  readonly clash: string;
  readonly none: string;
  readonly many: string;
  readonly few: (p: { n: number }) => string;
  readonly cell: (p: { row: number; col: number; digit: string }) => string;
  readonly empty: string;
  readonly unsure: string;
  readonly grid: string;
  readonly pad: string;
}

export const scanWordsEn: ScanWords = {
  title: 'Scan a Sudoku',
  checkTitle: 'Check the grid',
  pickLead:
    'Take or choose a photo of a printed Sudoku: the whole grid in view, as flat and as straight on as you can.',
  pick: 'Choose a photo',
  camera: 'Use the camera',
  cameraLead: 'Hold the grid steady in the frame: it is read when the picture is still.',
  cameraStop: 'Stop the camera',
  cameraFailed: (p) => `The camera could not start (${p.why}). Choose a photo instead.`,
  back: 'Back',
  reading: 'Reading the photo…',
  retry: 'Another photo',
  play: 'Play',
  erase: 'Erase',
  checkLead: 'Compare each digit with the photo. Tap a cell to fix it.',
  unsureKey: 'Outlined: the reader was unsure.',
  failures: {
    'scan.noGrid':
      'No Sudoku grid was found in this photo. Try again with the whole grid in view, flat and well lit.',
    'scan.notImage': 'This file is not a picture the browser can open. Choose a photo.',
    'scan.readerFailed': 'The reader could not start. Try again.',
  },
  failedOther: 'The photo could not be read. Try another.',
  unique: 'One solution: ready to play.',
  clash: 'A digit is repeated in a row, column or box: check the cells in red.',
  none: 'This grid has no solution: a digit was probably misread. Check the marked cells.',
  many: 'This grid has more than one solution: a digit is probably missing. Compare the empty cells with the photo.',
  few: (p) => `Only ${p.n} digits: a Sudoku needs at least 17. Check the empty cells.`,
  cell: (p) => `Row ${p.row}, column ${p.col}: ${p.digit}`,
  empty: 'empty',
  unsure: 'unsure',
  grid: 'The grid as read',
  pad: 'Digits',
};
