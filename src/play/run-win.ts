// The one end-of-game sequence, for every game: the card the game's rules word (WinCard) is
// shown, the win is felt and said, and the results card fills in where the win placed. An
// answer shown ends quietly; a journey stage's clear shows its own figures and actions.

import type { PuzzleBase } from '../engine/game-core';
import { words } from '../i18n/i18n';
import type { FinishedRun, GameRules, RunDeps, RunScreen, WinCard, WinEnding } from './game-api';
import { showResults } from './run-results';
import { placeWords, type WinPlace } from './win-place';

type WrittenRun<P extends PuzzleBase> = FinishedRun<P> & {
  placed: Promise<WinPlace | null>;
};

/** What the sequence needs of the run: its screen and deps, the help count, the game on show. */
interface WinStage<P extends PuzzleBase> {
  screen: RunScreen;
  deps: RunDeps<P>;
  hintsUsed: number;
  /** The id of the game on show now (the player may have moved on before a write ends). */
  current: () => string;
}

/**
 * Ends `run` as `ending` says: the rules word its card, the records are written (with a
 * journey stage's clear in the same write), and the card is shown.
 */
export function endRun<P extends PuzzleBase>(
  stage: WinStage<P>,
  run: {
    gameId: string;
    puzzle: P;
    rules: Pick<GameRules<never, P, unknown>, 'winCard' | 'recordOwn'>;
  },
  ending: WinEnding,
): void {
  const card = run.rules.winCard(ending);
  const finished: FinishedRun<P> = {
    gameId: run.gameId,
    puzzle: run.puzzle,
    ms: ending.elapsedMs,
    assisted: ending.assisted,
    revealed: ending.revealed,
    own: run.rules.recordOwn(),
    ...(card.stage ? { stage: card.stage } : {}),
    ...(card.score !== undefined ? { score: card.score } : {}),
  };
  const placed = stage.deps.finished(finished) ?? Promise.resolve(null);
  showWin(stage, { ...finished, placed }, card);
}

function showWin<P extends PuzzleBase>(
  stage: WinStage<P>,
  run: WrittenRun<P>,
  card: WinCard,
): void {
  const { screen, deps } = stage;
  screen.toast.hide();
  screen.showResult(card.title, card.detail, card.tone);
  if (run.revealed) return;
  deps.feedback?.(card.cue ?? 'win');
  if (card.said) deps.announce?.(card.said);
  if (card.stage) {
    if (card.figures) screen.result.setFigures?.(card.figures);
    if (card.actions) screen.result.setActions?.(card.actions);
    if (card.levelUp) screen.result.setDaily?.(card.levelUp, true, 'medal');
    if (card.earned) screen.result.setNote(card.earned);
    screen.celebrate();
    return;
  }
  tellPlace(stage, run, card.said, card.mistakes ?? null);
}

/**
 * Every win celebrates (the board's wave, then particles) and shows its figures and Share
 * result; once the records are written, the card says where it placed, unless the player has
 * moved on to another game. A screen reader hears `said` again with the place, so the last
 * announcement holds both.
 */
function tellPlace<P extends PuzzleBase>(
  stage: WinStage<P>,
  run: WrittenRun<P>,
  said: string,
  mistakes: number | null,
): void {
  const { screen, deps, current } = stage;
  showResults({ ...run, mistakes, hints: stage.hintsUsed }, run.placed, screen, deps, current);
  if (current() === run.gameId) screen.celebrate();
  // A win with help places nowhere: what the help means for the records is said with the win.
  if (run.assisted) deps.announce?.(`${said} ${words().results.helped}`);
  void run.placed.then((place) => {
    const line = placeWords(place);
    if (!line || current() !== run.gameId || !screen.result.visible) return;
    screen.result.setNote(line);
    deps.announce?.(`${said} ${line}`);
  });
}
