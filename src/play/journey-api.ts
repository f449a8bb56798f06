// journey: a game's ladder of stages as the shell sees it. A game with one (Link today)
// hands the shell this port from its play chunk (GameEntry.journey); the shell never names the
// game: it asks the port for a stage's puzzle, keeps the port's book open on storage, shows the
// port's map, and reports what the port reports.

import type { StageResult } from './game-api';

/** What the worker is asked for to make a stage: the same board for every player. */
interface StageSpec {
  size: string;
  level: string;
  seed: string;
}

/** What state() reports of a game's ladder. */
export interface JourneyReport {
  /** The stage the journey goes on with, the highest one open. */
  current: number;
  open: number;
  /** Stage → stars and best score, for every cleared stage. */
  stars: Record<number, number>;
  scores: Record<number, number>;
}

/** A cleared stage as the finish writes it (storage's FinishWrite['journey']). */
interface StageWrite {
  stage: number;
  result: Omit<StageResult, 'stage'>;
  era: number;
}

/** What a journey's progress needs of storage (GridwiseStorage provides it). */
export interface JourneyStorage {
  loadJourneyProgress(kind: string): Promise<{
    stages: Record<string, { stars: 1 | 2 | 3; score: number; bestCombo: number; ms: number }>;
    powerUps?: Record<string, number>;
  } | null>;
  /** The power-ups held set (name → count). */
  saveJourneyPowerUps(kind: string, powerUps: Record<string, number>, era: number): Promise<void>;
  readonly journeyImported: Set<() => void>;
}

/** The stage map as a screen of the shell (the navigator shows it as 'journey'). */
export interface JourneyMapScreen {
  readonly view: import('pixi.js').Container;
  layout(viewport: import('../ui/viewport').Viewport): void;
  show?(): void;
  /** What state().listView reports while the map is on show. */
  mapView(): unknown;
}

export interface GameJourney {
  /** Stage `n`'s puzzle spec; throws InvalidInputError when there is no such stage. */
  stage(n: number): StageSpec;
  /** The wait while stage `n` is made, and a failure, in the player's words. */
  making(n: number): string;
  failed(why: string): string;
  /** The player's progress: read from storage once it opens, kept on every clear. */
  open(storage: JourneyStorage): Promise<void>;
  /**
   * A stage cleared, kept in memory at once. Returns its best for the disk, which the finish
   * writes with the win in one transaction (the era the ladder is in, and the stage's best).
   */
  cleared(result: StageResult): StageWrite;
  report(): JourneyReport;
  /** The map (made again for a new look). */
  map(
    intents: { back(): void; play(stage: number): void },
    invalidate: () => void,
  ): JourneyMapScreen;
}
