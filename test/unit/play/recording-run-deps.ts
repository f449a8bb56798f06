// The game run's dependencies for a rules test: no pool, no storage, a clock at 0; the drafts
// it journals and the runs it finishes are kept in the given arrays for the test to read.
import type { PuzzleBase } from '../../../src/engine/game-core';
import type { FinishedRun, RunDeps } from '../../../src/play/game-api';
import type { GameDraft } from '../../../src/play/game-draft';

export function recordingRunDeps<P extends PuzzleBase>(
  runs: FinishedRun<P>[],
  drafts: unknown[],
): RunDeps<P> {
  let ids = 0;
  return {
    now: () => 0,
    newPuzzle: () => {
      throw new Error('not used: the test starts its own puzzle');
    },
    newGameId: () => `g${++ids}`,
    changed: (draft: GameDraft) => drafts.push(draft),
    clockMoved: () => {},
    started: () => {},
    played: () => {},
    finished: (finished) => {
      runs.push(finished);
      return undefined;
    },
    goHome: () => {},
    showRules: () => {},
    share: () => {},
  };
}
