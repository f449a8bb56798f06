// The seams between the shared game run (game-run.ts, the "midend"), each game's rules of
// interaction, and the shell. A game plugs in by implementing `GameRules`; the shell sees every
// game through `GameController`. Nothing here knows a game by name.

import type { Game } from '../engine/game';
import type { MakingProgress, PuzzleBase } from '../engine/game-core';
import type { GameOwn, SavedGame } from '../storage/records';
import type { DialogOptions } from '../ui/dialog';
// The cues a game's verdict may ask for (a board game's own moments too: Link's pair, combo
// step, last seconds, power-up and clear), as the feedback player defines them.
import type { FeedbackCue } from '../ui/feedback';
import type { ResultAction } from '../ui/result-panel';
import type { Screen } from '../ui/screen';
import type { GameDraft } from './game-draft';
import type { SettingValues } from './game-settings';
import type { WaitScreen } from './puzzle-waiter';
import type { WinPlace } from './win-place';

export type { FeedbackCue };

/** A run that ended: what the records keep. */
export interface FinishedRun<P extends PuzzleBase = PuzzleBase> {
  gameId: string;
  puzzle: P;
  ms: number;
  assisted: boolean;
  /** stats: finished with Answer: played, never a win, never in Records or best times. */
  revealed: boolean;
  /** The game's own part of the record (what the game counts beyond time and help). */
  own: GameOwn;
  /** A journey stage this win clears: kept with the win, in the same write. */
  stage?: StageResult;
  /** A free-play score the game counts: its size and level's best score is kept with the win. */
  score?: number;
}

/** What the results card says of a daily just won (the app's daily book gives it). */
export interface DailyWinLine {
  streak: number;
  /** Won on its own day: counts for the streak. False: a past day played late. */
  onDay: boolean;
  trophy: string | null;
}

// results: what the results card reads and how Share result sends its text
/** A size and level's figures after a win (its statistics), for the results card. */
export interface WinFigures {
  /** Wins at this size and level, this one included (with help or without). */
  won: number;
  bestMs: number | null;
  averageMs: number | null;
  streak: number;
}

/** How Share result went: the share sheet took it, it went to the clipboard, or neither. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** What the run needs from a game screen (OverlaidScreen provides it all). */
export interface RunScreen extends WaitScreen, Screen {
  confirm(options: DialogOptions): void;
  readonly dialogOpen: boolean;
  closeDialog(): void;
  hideResult(): void;
  /** A key that opens the screen's More sheet (M), if it has one: true when used. */
  menuKey?(key: string): boolean;
  /** The result card: a headline (in `color`, a theme colour) and a line under it. */
  showResult(headline: string, detail: string, color?: number): void;
  /** Takes the screen down for good: its drawing and anything it put on the page. */
  dispose(): void;
  /** A celebration bigger than the board's own wave (a new best time). */
  celebrate(): void;
  /** The result card on show: a line added to it (where the win placed; for a win with help,
   *  what the help means for the records, in the quieter 'help' tone). */
  readonly result: {
    readonly visible: boolean;
    setNote(text: string, tone?: 'place' | 'help'): void;
    /** The results card's figures and Share result (a screen without them shows the note). */
    setFigures?(figures: readonly { label: string; value: string; stars?: number }[]): void;
    setShare?(onShare: (() => void) | null, text: string): void;
    /** The line after a daily win ("Daily streak: 3 days · Trophy for November!"); `trophy`:
     *  this win completed its month, so the card draws the cup and celebrates it. */
    setDaily?(text: string, trophy?: boolean, shape?: 'cup' | 'medal'): void;
    /** journey: the card's own row of actions (Next stage, Stage map); null: the screen's. */
    setActions?(actions: readonly ResultAction[] | null): void;
  };
  setTimer(text: string): void;
  /** Tells `onChange` when a dialog, sheet or card covers the board, and when it is seen again. */
  watchCover?(onChange: (covered: boolean) => void): void;
  toast: { show(text: string): void; hide(): void };
  /** The message the player is reading right now, if any. */
  notice(): string | null;
}

/** The run's collaborators, supplied by the shell (storage, pool, navigation, feedback). */
export interface RunDeps<P extends PuzzleBase> {
  now: () => number;
  /**
   * A puzzle of a size and level: at once from the pool, or a promise from the worker, whose
   * making is told to `progress` as it goes where the maker reports it (a Nightmare's tries).
   */
  newPuzzle: (
    spec: { size: P['size']; level: P['level'] },
    progress?: (p: MakingProgress) => void,
  ) => P | Promise<P>;
  /** A fresh unique id for a new game. */
  newGameId: () => string;
  /** Called after every change with the whole game, so it can be journaled. */
  changed: (draft: GameDraft) => void;
  /** The running clock passed a whole second (saved apart from the moves, see StoredClock). */
  clockMoved: (gameId: string, elapsedMs: number) => void;
  /**
   * daily slot: New game asked for where the shell starts it elsewhere (a daily is live:
   * the new game goes to the free slot, the daily is kept); true when the shell took it.
   */
  newGameElsewhere?: (spec: { size: P['size']; level: P['level'] }) => boolean;
  /** A game was started (`replaced`: the unfinished game it replaced, when that was played). */
  started: (puzzle: P, replaced: P | null) => void;
  /** stats: the game had its first move, so it counts as played (a start does not). */
  played: (puzzle: P, gameId: string) => void;
  /** A game was won: its records are written, and where the win placed is told when known. */
  finished: (run: FinishedRun<P>) => Promise<WinPlace | null> | undefined;
  goHome: () => void;
  showRules: () => void;
  /** Offers the puzzle to other people (Web Share or clipboard). */
  share: (puzzle: P) => void;
  // results
  /** The figures of the puzzle's size and level, read once its win is written. */
  figures?: (puzzle: P) => Promise<WinFigures | null>;
  /** The game's name and the puzzle's size and level as players read them, and its share link. */
  describe?: (puzzle: P) => { game: string; title: string; url: string };
  /** After a daily's win: the daily streak, whether this day counts for it (won on its own
   *  day), and the month it completed, if any. */
  dailyWin?: (puzzle: P) => DailyWinLine | null;
  /** journey: the stage after `stage` is played (the results card's Next stage). */
  playStage?: (game: string, stage: number) => void;
  /** journey: the game's map of stages. */
  showJourney?: (game: string) => void;
  /** school: the game's technique school, at `skill`'s lesson when named ("Learn X-Wing"). */
  showSchool?: (game: string, skill: string | null) => void;
  /** Sends a result's text: the share sheet where there is one, else the clipboard. */
  sendText?: (text: string) => Promise<ShareOutcome>;
  /** Sound and vibration (each the player may switch off). */
  /** A cue felt and heard (when the settings allow); `step` raises a combo's pitch. */
  feedback?: (cue: FeedbackCue, step?: number) => void;
  /** Something to tell a screen-reader user. */
  announce?: (text: string, urgent?: boolean) => void;
}

/** journey: a cleared stage as the game's progress keeps it. */
export interface StageResult {
  stage: number;
  stars: 1 | 2 | 3;
  score: number;
  bestCombo: number;
  ms: number;
}

/** Words the run says on a game's behalf. */
export interface RunWords {
  making: string;
  failed: string;
  newGame: { title: string; body: string; confirm: string; cancel: string };
}

/**
 * What a game's rules make of one intent (Tatham's interpret_move): data the run carries out.
 * Moves are played, journaled and checked for a win by the run; the rest is what the player is
 * told. None of it is shown when the moves win: the win has its own sequence (WinCard).
 */
export interface Verdict {
  /** Moves to play, in order (a hint's last stage may hold several). */
  readonly moves?: readonly string[];
  /** The moves show the answer: the game ends as revealed, never as a win. */
  readonly reveal?: boolean;
  /** Help was used (a hint, auto-notes): the run stays assisted even if it is undone. */
  readonly assist?: boolean;
  /** A line for the player's eyes (the toast); null takes the one on show down. */
  readonly tell?: string | null;
  /** What a screen reader hears; `urgent` for a refusal. */
  readonly say?: string;
  readonly urgent?: boolean;
  readonly cue?: FeedbackCue;
  /** A combo cue's step (its pitch rises with it). */
  readonly cueStep?: number;
  /** The game's own UI state changed with no move (a selection): journal it. */
  readonly keep?: boolean;
  /** A question first: its answers lead to the player's next intents. */
  readonly ask?: DialogOptions;
}

/** How a run ended, as the rules are told when asked for its card. */
export interface WinEnding {
  revealed: boolean;
  assisted: boolean;
  elapsedMs: number;
  /** The elapsed time as the clock shows it. */
  time: string;
}

/** What the results card of a win says (the run shows it, the same way for every game). */
export interface WinCard {
  title: string;
  detail: string;
  /** Said to a screen reader at the win (empty: the card says it all, e.g. an answer shown). */
  said: string;
  /** The headline's colour (a theme colour); the screen's own when absent. */
  tone?: number;
  /** Mistakes the game counted, for the results card (null or absent: it counts none). */
  mistakes?: number | null;
  /** journey: the stage this win clears, kept with the win; the card then shows `figures` and
   *  `actions` instead of the size's records. */
  stage?: StageResult;
  /** A free-play score the game counts (none: the game keeps times only). */
  score?: number;
  figures?: readonly { label: string; value: string; stars?: number }[];
  /** The cue the win is felt with ('win' when absent). */
  cue?: FeedbackCue;
  /** journey: a level reached with this clear ("Level 3 reached"), drawn with a medal. */
  levelUp?: string;
  /** journey: a power-up this clear earned ("Power-up earned: Bomb!"), the card's note line. */
  earned?: string;
  actions?: readonly ResultAction[];
}

/**
 * A game's rules of interaction: only what is its own. They interpret intents into verdicts
 * (GameRun.act carries them out) and draw the screen from the run's state (render); they never
 * apply a move or call the view any other way.
 */
export interface GameRules<S, P extends PuzzleBase, Snapshot> {
  readonly game: Game<S>;
  readonly words: RunWords;
  /** The session changed by a move, an undo or a redo (before the win check and the redraw). */
  moved?(how: 'play' | 'undo' | 'redo'): void;
  /** The card of the win (or the answer shown) that just ended the run. */
  winCard(ending: WinEnding): WinCard;
  validatePuzzle(value: unknown, what: string): P;
  initialState(puzzle: P): S;
  /** True when the moves themselves make the run assisted (e.g. Sudoku's auto-notes move). */
  stateAssisted(state: S): boolean;
  /** A new game starts: forget selection, hints and other transient UI state. */
  resetUi(): void;
  /**
   * Optional: how a new game of `spec` is made for the screen it will be played on: the spec to
   * ask the pool for, and what to make of the puzzle it gives (Link makes a gravity board in the
   * shape of the screen: src/games/link/core/orientation.ts). Shared and daily puzzles are never
   * shaped: they are the same puzzle for everyone.
   */
  shapeNew?(spec: { size: P['size']; level: P['level'] }): {
    spec: { size: P['size']; level: P['level'] };
    fit(puzzle: P): P;
  };
  // the game's own part of a saved game and of a record, encoded and read by the game
  /** Throws when a saved game's own part does not fit `state` (a selection off the board). */
  checkSaved(own: GameOwn, state: S): void;
  /** Takes the saved own part; `keepView` keeps this tab's own selection (another tab's moves). */
  restoreUi(own: GameOwn, state: S, keepView: boolean): void;
  /** The game's own part the journal keeps (its view state and counts): plain JSON. */
  saveOwn(): GameOwn;
  /** The game's own part of the record of a run won now (how it was played, what it counted). */
  recordOwn(): GameOwn;
  /** journey: what the clock shows at `elapsedMs` instead of the time played (a countdown). */
  timerText?(elapsedMs: number): string | null;
  /** journey: the clock passed a whole second while the game is played. */
  clockTick?(elapsedMs: number): void;
  /** After a restore: anything the game does once its state is back (offer a reshuffle…). */
  afterRestore?(): void;
  /** Redraws the screen from the run's state. */
  render(): void;
  snapshot(): Snapshot;
  /** Keys beyond the shared ones; true when the key was used. */
  handleKey(event: KeyboardEvent): boolean;
  /** The player's settings changed (the game's own section among them). */
  settingsChanged?(): void;
}

/** A game's accessible board: cell names for the ARIA grid and where it lies on the canvas. */
export interface AccessibleBoard {
  label: string;
  names: string[];
  columns: number;
  /** Drawn turned a quarter: each row of `names` stands as a column on screen. */
  turned?: boolean;
  focus: number | null;
  /** The grid's rectangle in canvas (stage) units. */
  rect: { x: number; y: number; width: number; height: number };
  /** A cell chosen from the accessible grid (keyboard or screen reader). */
  activate(cell: number): void;
}

/** What the shell sees of any game. */
export interface GameController {
  readonly kind: string;
  readonly screen: RunScreen & { readonly modal: { readonly children: readonly unknown[] } };
  readonly inProgress: boolean;
  /** A played game is in progress that a new start would throw away (the shell asks first). */
  readonly atStake: boolean;
  readonly generating: boolean;
  /** True while the player has paused (the board is covered). */
  readonly pausedByPlayer: boolean;
  start(puzzle: PuzzleBase): void;
  startNew(spec: { size: string | number; level: string }): void;
  restore(saved: SavedGame, options?: { keepView?: boolean }): void;
  draft(): GameDraft | null;
  /** daily slot: puts the game away (kept in its slot on disk), never abandoning it. */
  park(): void;
  /** New game as its button asks for it: at once, or after the player confirms a loss. */
  askNewGame(): void;
  sameMoves(saved: SavedGame): boolean;
  setVisible(visible: boolean): void;
  snapshot(): unknown;
  handleKey(event: KeyboardEvent): boolean;
  settingsChanged(): void;
  /** The board for the accessible grid, or null when none is shown. */
  accessibleBoard(): AccessibleBoard | null;
  /** Stops the clock and takes the screen down for good (a new look builds a new one). */
  dispose(): void;
}

/**
 * The settings games read: the shell's settings object, read at the moment of use. A game reads
 * only its own section's keys (GameEntry.settings), which the shell has read back through it.
 */
export type PlaySettings = SettingValues;

/** Everything the shell hands a game when it creates it. */
export interface GameModuleDeps<P extends PuzzleBase> extends RunDeps<P> {
  loop: import('../ui/render-loop').RenderLoop;
  settings: PlaySettings;
  /** A fresh seed for moves that need one (Link's reshuffle). */
  newSeed: () => string;
  reducedMotion: () => boolean;
  /** Draws vector art once into textures (null where there is no renderer: tests). */
  baker: import('../ui/texture-baker').TextureBaker | null;
}
