// The shell's handle on one game: the shared run plus the game's accessible board. Every game
// module returns one of these, so the shell drives Sudoku and Link the same way.

import type { PuzzleBase } from '../engine/game-core';
import type { SavedGame } from '../storage/records';
import type { AccessibleBoard, GameController } from './game-api';
import type { GameDraft } from './game-draft';
import type { GameRun } from './game-run';

export class RunController<S, P extends PuzzleBase, Snapshot> implements GameController {
  constructor(
    readonly run: GameRun<S, P, Snapshot>,
    readonly screen: GameController['screen'],
    private readonly board: () => AccessibleBoard | null,
  ) {}

  get kind(): string {
    return this.run.kind;
  }

  get inProgress(): boolean {
    return this.run.inProgress;
  }

  get atStake(): boolean {
    return this.run.atStake;
  }

  get generating(): boolean {
    return this.run.generating;
  }

  get pausedByPlayer(): boolean {
    return this.run.pausedByPlayer;
  }

  start(puzzle: PuzzleBase): void {
    // The run validates it as this game's puzzle and throws on anything else.
    this.run.start(puzzle as P);
  }

  startNew(spec: { size: string | number; level: string }): void {
    this.run.startNew(spec as { size: P['size']; level: P['level'] });
  }

  restore(saved: SavedGame, options?: { keepView?: boolean }): void {
    this.run.restore(saved, options);
  }

  park(): void {
    this.run.park();
  }

  askNewGame(): void {
    this.run.askNewGame();
  }

  draft(): GameDraft | null {
    return this.run.draft();
  }

  sameMoves(saved: SavedGame): boolean {
    return this.run.sameMoves(saved);
  }

  setVisible(visible: boolean): void {
    this.run.setVisible(visible);
  }

  snapshot(): Snapshot {
    return this.run.rules.snapshot();
  }

  handleKey(event: KeyboardEvent): boolean {
    return this.run.handleKey(event);
  }

  settingsChanged(): void {
    this.run.rules.settingsChanged?.();
  }

  accessibleBoard(): AccessibleBoard | null {
    return this.board();
  }

  dispose(): void {
    this.run.setVisible(false);
    this.screen.dispose();
  }
}
