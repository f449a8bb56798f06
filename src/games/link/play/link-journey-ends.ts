// journey: how a stage ends — cleared (the results card with its score, stars, best combo
// and Next stage; the progress kept with the win) or out of time (the board stops, and a retry
// is offered) — and its name in the header. Apart from link-rules.ts, which asks for these.

import { formatCount } from '../../../i18n/format';
import { words } from '../../../i18n/i18n';
import { formatDuration } from '../../../play/format';
import type { RunDeps, WinCard } from '../../../play/game-api';
import type { GameRun } from '../../../play/game-run';
import { theme } from '../../../ui/theme';
import { tileCount } from '../core/board';
import type { LinkState } from '../core/game';
import { levelReachedBy } from '../core/journey-levels';
import { JOURNEY_STAGES, type JourneyStage } from '../core/journey-stages';
import { earnedByClear } from '../core/power-ups';
import type { LinkPuzzle } from '../core/puzzle-record';
import type { JourneyBook } from './journey-book';
import type { LinkJourney, StageClear } from './link-journey';
import { linkLevelName } from './link-names';
import type { LinkSnapshot } from './link-snapshot';

/** Link's run (as link-rules.ts names it; spelt out here so the two files import one way). */
type LinkRun = GameRun<LinkState, LinkPuzzle, LinkSnapshot | null>;

type JourneyDeps = Pick<RunDeps<LinkPuzzle>, 'feedback' | 'announce' | 'playStage' | 'showJourney'>;

/** A stage's header: "Stage 7 · Falling" (null off the journey). */
export function stageTitle(stage: JourneyStage | null): string | null {
  if (!stage) return null;
  const name = words().games.link.stage({ n: formatCount(stage.stage) });
  return `${name} · ${linkLevelName(stage.level)}`;
}

/** Stars as glyphs, for what is read aloud (the card and the map draw theirs: star-row.ts): ★★☆. */
export function starLine(stars: number): string {
  return '★'.repeat(stars) + '☆'.repeat(Math.max(0, 3 - stars));
}

/** The countdown ran out: the board stops; Try again deals the stage afresh, or the map. */
export function timeUp(run: LinkRun, journey: LinkJourney, deps: JourneyDeps): void {
  const session = run.session;
  const puzzle = run.puzzle;
  if (!session || !puzzle || !journey.stage || run.isHalted) return;
  run.halt();
  const w = words().link.journey;
  const n = formatCount(journey.stage.stage);
  const body = w.timeUpBody({ n, left: formatCount(tileCount(session.state.board)) });
  run.act({
    tell: null,
    cue: 'error',
    say: `${w.timeUpTitle}. ${body}`,
    urgent: true,
    ask: {
      title: w.timeUpTitle,
      body,
      confirm: w.retry,
      cancel: w.map,
      onConfirm: () => run.start(puzzle),
      onCancel: () => deps.showJourney?.('link'),
    },
  });
}

/**
 * The card of a stage the board's clear has just cleared (null off the journey), its figures
 * worked out from the play at `elapsedMs`. `book` still holds the stage's best from before
 * this clear: the win writes the new one after the card is made.
 */
export function clearCard(
  run: LinkRun,
  journey: LinkJourney,
  book: Pick<JourneyBook, 'read'>,
  elapsedMs: number,
  deps: JourneyDeps,
): WinCard | null {
  const clear = journey.clear(elapsedMs);
  if (!clear) return null;
  const level = linkLevelName((run.puzzle as LinkPuzzle).level);
  const before = book.read()[clear.stage]?.stars ?? null;
  return { ...stageCard(run, { ...clear, level, before }, deps), cue: 'clear' };
}

/**
 * What this clear earns beyond the score: the level it reaches (only the first time the stage
 * is cleared: a replay of stage 10 reaches nothing new) and a bomb for its first three stars.
 * `before`: the stage's best stars so far (null: never cleared).
 */
function clearRewards(stage: number, stars: number, before: number | null) {
  const level = before === null ? levelReachedBy(stage) : null;
  const bomb = earnedByClear(stars, before ?? 0).bomb > 0;
  const power = words().link.powerUps;
  return {
    levelUp: level !== null ? words().link.journey.levelUp({ n: formatCount(level) }) : null,
    earned: bomb ? power.earned({ names: power.names.bomb }) : null,
  };
}

/**
 * The card of a cleared stage: its score, stars, best combo and time left, what it earned, and
 * its own row of actions. The clear is kept with the win, in one write: a kill never keeps one
 * without the other. `before`: the stage's best stars until now (null: its first clear).
 */
export function stageCard(
  run: LinkRun,
  clear: StageClear & { level: string; before: number | null },
  deps: JourneyDeps,
): WinCard {
  const { stage, score, stars, bestCombo, ms, timeLeftMs } = clear;
  const w = words().link.journey;
  const headline = w.cleared({ n: formatCount(stage) });
  // The card's own row: the next stage first (none after the last), the map, then Home.
  const next = { id: 'btn:next-stage', text: w.next, primary: true };
  const { levelUp, earned } = clearRewards(stage, stars, clear.before);
  const extra = [levelUp, earned].filter((line): line is string => line !== null);
  return {
    title: headline,
    ...(levelUp !== null ? { levelUp } : {}),
    ...(earned !== null ? { earned } : {}),
    // The headline names the stage; the line under it says its level and the time it took.
    detail: `${clear.level} · ${formatDuration(ms)}`,
    said: [`${headline} ${w.score} ${formatCount(score)}, ${starLine(stars)}.`, ...extra].join(' '),
    tone: theme.success,
    stage: { stage, stars, score, bestCombo, ms },
    figures: [
      { label: w.score, value: formatCount(score) },
      // Drawn in colour and flying in (star-row.ts); the glyphs stay for what is read aloud.
      { label: w.stars, value: starLine(stars), stars },
      { label: w.bestCombo, value: `×${formatCount(bestCombo)}` },
      // As the clock showed it at the clear: whole seconds rounded up (link-journey.ts timerText).
      { label: w.timeLeft, value: formatDuration(Math.ceil(timeLeftMs / 1000) * 1000) },
    ],
    actions: [
      ...(stage < JOURNEY_STAGES
        ? [{ ...next, onTap: () => deps.playStage?.('link', stage + 1) }]
        : []),
      { id: 'btn:stage-map', text: w.map, onTap: () => deps.showJourney?.('link') },
      { id: 'btn:home', text: words().play.home, onTap: () => run.deps.goHome() },
    ],
  };
}
