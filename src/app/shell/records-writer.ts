// Writes what the records and statistics keep: a game started (and the one it replaced), and a
// win with its time, help used, input policy and mistakes. Failures are reported, never thrown.

import { bucketOf, type PuzzleBase } from '../../games/game-core';
import type { FinishedRun, PlaySettings } from '../../play/game-api';
import type { GameEntry } from '../../play/game-entry';
import { RECORD_FORMAT } from '../../storage/records';
import type { GridwiseStorage } from '../../storage/storage';

export class RecordsWriter {
  constructor(
    private readonly storage: () => GridwiseStorage | null,
    private readonly settings: PlaySettings,
    private readonly report: (error: unknown) => void,
  ) {}

  started(entry: GameEntry, puzzle: PuzzleBase, replaced: PuzzleBase | null): void {
    const game = entry.core.id;
    const bucket = bucketOf({ game, ...puzzle });
    const abandoned = replaced ? bucketOf({ game, ...replaced }) : null;
    this.storage()
      ?.countStart(bucket, abandoned)
      .catch((e) => this.report(e));
  }

  won(entry: GameEntry, run: FinishedRun): void {
    const storage = this.storage();
    if (!storage) return;
    const game = entry.core.id;
    storage
      .finishGame(game as Parameters<GridwiseStorage['finishGame']>[0], run.gameId)
      .then(() =>
        storage.recordWin({
          format: RECORD_FORMAT,
          id: run.gameId,
          bucket: bucketOf({ game, ...run.puzzle }),
          ms: run.ms,
          date: Date.now(),
          assisted: run.assisted,
          policy: entry.policy(this.settings),
          mistakes: run.mistakes,
        }),
      )
      .catch((e) => this.report(e));
  }
}
