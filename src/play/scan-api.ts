// A game's photo scan as the shell sees it: a game that can read its printed puzzles from a
// photo hands the shell this port from its own chunk, loaded when Scan is first tapped
// (GameEntry.scan). The shell never names the game: it shows the port's DOM screen, hands it a
// way back and the same entry "Open a code" uses (so a game in progress is never thrown away
// unasked), and reports what the port reports as state().scan.

/** What state().scan reports while a photo is read or checked. */
export interface ScanReport {
  /** 'reading' while the photo is read; then 'read' (the check screen) or 'failed'. */
  status: 'reading' | 'read' | 'failed';
  /** The grid as the player now has it, one character a cell ('.' empty); null when failed. */
  grid: string | null;
  /** Cells (0-based, row by row) the reader was unsure of and the player has not yet set. */
  unsure: number[];
  /** What is said under the grid: the reader's failure, or the check's verdict. */
  message: string;
}

/** What the shell hands a scan screen. */
export interface ScanDeps {
  /** Leaves the scan (to where it was opened from). */
  back(): void;
  /** Opens a puzzle text exactly as "Open a code" does (checked, graded, guarded). */
  open(text: string): void;
}

/** The scan's screen: plain DOM, laid out by CSS. */
export interface ScanScreen {
  readonly element: HTMLElement;
  /** Shown anew from Scan: ready for a photo (the last check, if any, is dropped). */
  open(): void;
  /** Null until a photo has been chosen. */
  report(): ScanReport | null;
  /** Shown or hidden by the navigator (a camera is stopped when hidden). */
  setShown(shown: boolean): void;
  destroy(): void;
}

export interface GameScan {
  /** Loads what the scan needs in the language in use (its words); awaited before `screen`. */
  prepare(): Promise<void>;
  screen(deps: ScanDeps): ScanScreen;
}
