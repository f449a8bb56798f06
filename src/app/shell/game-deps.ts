// What each game is handed when its module loads: the shell's services (the render loop, the
// settings, puzzles from the pool, the journal, records, sharing, feedback), tied to that game's
// slot. The shell gives the services; this file ties them to one game.

import { bucketOf, type MadePuzzle, type PuzzleBase } from '../../engine/game-core';
import { words } from '../../i18n/i18n';
import type { GameModuleDeps } from '../../play/game-api';
import type { GameEntry } from '../../play/game-entry';
import type { Statistics } from '../../storage/records';
import type { Feedback } from '../../ui/feedback';
import type { RenderLoop } from '../../ui/render-loop';
import type { TextureBaker } from '../../ui/texture-baker';
import { freshId } from '../platform/fresh-id';
import type { PuzzlePool } from '../puzzles/puzzle-pool';
import { sendResultText } from '../puzzles/result-sending';
import { shareLinkOf } from '../puzzles/share-route';
import type { RecordsWriter } from '../saving/records-writer';
import type { Settings } from '../saving/settings';
import type { WriteSites } from '../saving/write-sites';
import type { GameSlots } from './game-slots';

/**
 * How long the frame showing a win may wait for the win to reach the disk (one transaction of
 * a few ms; longer than a move's hold, as it reads and ranks the records). Past this the disk is
 * unusually slow: the win is drawn anyway, and state().storage.pending says it is not on disk.
 */
const WIN_WRITE_HOLD_MS = 400;

/** The shell's services a game uses. */
interface GameServices {
  readonly loop: RenderLoop;
  readonly baker: TextureBaker;
  readonly settings: Settings;
  readonly slots: GameSlots;
  readonly writes: WriteSites;
  readonly writer: RecordsWriter;
  readonly feedback: Feedback;
  /** The pool once it is made (null while the app starts). */
  pool(): PuzzlePool | null;
  /** A win: ask the browser to keep our data, and Safari's seven-day offer. */
  afterWin(): void;
  goHome(): void;
  showRules(): void;
  share(made: MadePuzzle): void;
  announce(text: string, urgent?: boolean): void;
  /** results: a size and level's statistics (null: no storage). */
  statistics(bucket: string): Promise<Statistics> | null;
  /** journey: a stage to play, the map of stages. */
  readonly journey: Pick<GameModuleDeps<PuzzleBase>, 'playStage' | 'showJourney'>;
  /** school: the game's technique school. */
  showSchool(game: string, skill: string | null): void;
  /** daily slot: a New game of `game` in its free slot, the daily kept. */
  startFree(game: string, spec: { size: string | number; level: string }): void;
}

/** The services `s`, tied to the game of `entry`. */
export function gameDeps(entry: GameEntry, s: GameServices): GameModuleDeps<PuzzleBase> {
  const game = entry.core.id;
  return {
    loop: s.loop,
    settings: s.settings,
    now: () => performance.now(),
    newPuzzle: (spec, progress) =>
      s.pool()?.takePuzzle({ game, ...spec }, progress) ??
      Promise.reject(new Error(words().notices.stillStarting)),
    newGameId: freshId,
    newSeed: freshId,
    changed: (draft) => {
      s.slots.write(game, draft, s.loop);
      s.pool()?.scheduleFill();
    },
    clockMoved: (id, elapsedMs) => s.writes.clockMoved(game, id, elapsedMs),
    started: (puzzle, replaced) => s.writer.started(entry, puzzle, replaced),
    // A daily is "played" on its first move, as every game is counted (honest counting).
    played: (puzzle, gameId) => {
      s.slots.daily.started(game, puzzle);
      return s.writer.played(entry, puzzle, gameId);
    },
    finished: (run) => {
      // The app's memory takes the win at once (the calendar's day, the journey's stage); the
      // disk takes it whole, in one transaction with the records, and the frame that shows the
      // win waits for it, so what the player saw is what a kill keeps. A daily finished by
      // Answer is revealed, not won: the calendar keeps it played only.
      const daily = run.revealed ? null : s.slots.daily.won(game, run.puzzle, run.ms);
      const journey = run.stage ? s.slots.get(game)?.journey?.cleared(run.stage) : undefined;
      s.afterWin();
      const placed = s.writer.won(entry, run, {
        ...(daily ? { daily } : {}),
        ...(journey ? { journey } : {}),
      });
      s.loop.holdUntil(placed, WIN_WRITE_HOLD_MS);
      return placed;
    },
    // results: the results card's figures and Share result
    figures: async (puzzle) => {
      const stats = await s.statistics(bucketOf({ game, ...puzzle }));
      if (!stats) return null;
      return {
        won: stats.won,
        bestMs: stats.bestMs,
        averageMs: stats.timedWins > 0 ? Math.round(stats.wonMs / stats.timedWins) : null,
        streak: stats.streak,
      };
    },
    // streak: the results card's daily streak and trophy after a daily's win
    dailyWin: (puzzle) => s.slots.daily.winReport(game, puzzle),
    describe: (puzzle) => ({
      game: entry.name,
      title: entry.title(puzzle),
      url: shareLinkOf({ game, puzzle }, window.location.href),
    }),
    sendText: sendResultText,
    // daily slot: New game from a daily goes to the free slot; the daily stays kept.
    newGameElsewhere: (spec) => {
      if (s.slots.get(game)?.live !== 'daily') return false;
      s.startFree(game, spec);
      return true;
    },
    ...s.journey,
    showSchool: (g, skill) => s.showSchool(g, skill),
    goHome: () => s.goHome(),
    showRules: () => s.showRules(),
    share: (puzzle) => s.share({ game, puzzle }),
    feedback: (cue, step) => s.feedback.cue(cue === 'tap' ? 'place' : cue, step),
    announce: (text, urgent) => s.announce(text, urgent),
    reducedMotion: () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
    baker: s.baker,
  };
}
