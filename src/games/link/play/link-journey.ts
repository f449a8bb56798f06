// journey: what a journey stage adds to a Link game while it is played — the countdown, the
// combo score and, at the end, the stars. A stage is known by its puzzle's seed (journeySeed), so
// a stage restored after a kill, opened in another tab or replayed is still a stage. Everything
// is worked out from the elapsed time of each match and hint (kept in the saved game's own part)
// and the clock, never counted alongside: an undo drops its match's time, a reload reads them back.

import { formatCount } from '../../../i18n/format';
import { words } from '../../../i18n/i18n';
import { formatDuration } from '../../../play/format';
import {
  clearScore,
  comboAt,
  comboSteps,
  type JourneyPlay,
  type JourneyTally,
  starsFor,
  tally,
  timeLeftMs,
} from '../core/journey-score';
import { type JourneyStage, journeyStage, stageOfSeed } from '../core/journey-stages';
import type { LinkSavedOwn } from '../core/link-own';
import {
  earnedByCombos,
  freezeLeftMs,
  frozenMs,
  mostOf,
  newlyEarned,
  noPowerUps,
  type PowerUpCounts,
} from '../core/power-ups';
import type { LinkPuzzle } from '../core/puzzle-record';
import type { CountdownShown } from '../view/countdown-bar';
import type { ScoreShown } from '../view/score-meter';

/** Under this much time left the countdown is drawn as urgent. */
const URGENT_MS = 10_000;

/** A cleared stage as the results card and the journey's progress keep it. */
export interface StageClear {
  stage: number;
  score: number;
  stars: 1 | 2 | 3;
  bestCombo: number;
  ms: number;
  timeLeftMs: number;
}

export class LinkJourney {
  /** The stage being played, or null in free play (or a daily, or a shared board). */
  stage: JourneyStage | null = null;
  private matches: number[] = [];
  private hints: number[] = [];
  /** When each freeze power-up was used (elapsed ms): the countdown stands still after each. */
  private freezes: number[] = [];
  /** What the combos of this play's best line so far earned (an undo never earns them twice). */
  private earned: PowerUpCounts = noPowerUps();

  /** A game starts or is restored on `puzzle`: a stage when its seed is a journey seed. */
  begin(puzzle: LinkPuzzle | null): void {
    const found = puzzle ? stageOfSeed(puzzle.seed) : null;
    this.stage = found ? journeyStage(found.stage, found.era) : null;
    this.matches = [];
    this.hints = [];
    this.freezes = [];
    this.earned = noPowerUps();
  }

  /** The saved times, cut to the matches the board shows (`done` pairs removed). Free play
   *  keeps them too: its score (freeScore) is counted from them the same way. */
  restore(own: LinkSavedOwn, done: number): void {
    this.matches = (own.times?.matches ?? []).slice(0, done);
    this.hints = [...(own.times?.hints ?? [])];
    this.freezes = [...(own.times?.freezes ?? [])];
    // What the restored play earned was given when it was played: not given again.
    this.earned = earnedByCombos(comboSteps(this.play));
  }

  /** What the saved game keeps of the play (a stage's, or free play's for its score). */
  saved(): LinkSavedOwn['times'] {
    const times = { matches: [...this.matches], hints: [...this.hints] };
    return this.freezes.length > 0 ? { ...times, freezes: [...this.freezes] } : times;
  }

  /** A pair matched at `elapsedMs` (kept in free play too, for its score); returns the
   *  power-ups its combo newly earned on a stage (free play earns none). */
  matched(elapsedMs: number): PowerUpCounts {
    this.matches.push(Math.round(elapsedMs));
    if (!this.stage) return noPowerUps();
    const now = earnedByCombos(comboSteps(this.play));
    const fresh = newlyEarned(this.earned, now);
    this.earned = mostOf(this.earned, now);
    return fresh;
  }

  /** A freeze power-up used at `elapsedMs`. */
  froze(elapsedMs: number): void {
    if (this.stage) this.freezes.push(Math.round(elapsedMs));
  }

  /** How long the countdown still stands still (0: running, or off the journey). */
  freezeLeftMs(elapsedMs: number): number {
    return this.stage ? freezeLeftMs(this.freezes, elapsedMs) : 0;
  }

  hinted(elapsedMs: number): void {
    this.hints.push(Math.round(elapsedMs));
  }

  /** Free play's score: the stage's rules without a countdown (10 a match, more in a combo,
   *  a hint breaks it), so a board cleared quickly and without help scores best. */
  freeScore(): number {
    return this.tally().score;
  }

  /** An undo took pairs back: their matches (and their time bonus) go too. */
  undone(done: number): void {
    this.matches = this.matches.slice(0, done);
  }

  get play(): JourneyPlay {
    return { matches: this.matches, hints: this.hints, freezes: this.freezes };
  }

  tally(): JourneyTally {
    return tally(this.play);
  }

  /** The combo still running at `elapsedMs` (0 once its window has passed). */
  comboNow(elapsedMs: number): number {
    return comboAt(this.play, elapsedMs);
  }

  /** The score and the combo still running at `elapsedMs`, as the meter shows them (null off
   *  the journey): the meter empties once the combo's window has passed. Once the stage is
   *  `cleared` it shows the card's score, the seconds left counted in. */
  meter(elapsedMs: number, cleared = false): ScoreShown | null {
    if (!this.stage) return null;
    const score = cleared ? clearScore(this.stage, this.play, elapsedMs) : this.tally().score;
    const combo = this.comboNow(elapsedMs);
    const w = words().link.journey;
    return {
      score: `${w.score} ${formatCount(score)}`,
      combo,
      comboText: w.combo({ n: formatCount(combo) }),
    };
  }

  /** Countdown left at `elapsedMs` (0 once run out); null in free play. */
  leftMs(elapsedMs: number): number | null {
    if (!this.stage) return null;
    const frozen = frozenMs(this.freezes, elapsedMs);
    return Math.max(0, timeLeftMs(this.stage, this.matches.length, elapsedMs, frozen));
  }

  timedOut(elapsedMs: number): boolean {
    const left = this.leftMs(elapsedMs);
    return left !== null && left <= 0;
  }

  /** The clock's text: the countdown on a stage (rounded up, so 0:00 means time is up). */
  timerText(elapsedMs: number): string | null {
    const left = this.leftMs(elapsedMs);
    return left === null ? null : formatDuration(Math.ceil(left / 1000) * 1000);
  }

  /** The countdown bar: the share of the stage's start still left (may pass 1 with bonuses). */
  bar(elapsedMs: number): CountdownShown | null {
    const left = this.leftMs(elapsedMs);
    if (left === null || !this.stage) return null;
    const frozen = this.freezeLeftMs(elapsedMs) > 0;
    return {
      share: Math.min(1, left / this.stage.startMs),
      urgent: left < URGENT_MS && !frozen,
      frozen,
    };
  }

  /** The stage cleared at `elapsedMs`: its score, stars and best combo. */
  clear(elapsedMs: number): StageClear | null {
    const stage = this.stage;
    if (!stage) return null;
    const score = clearScore(stage, this.play, elapsedMs);
    return {
      stage: stage.stage,
      score,
      stars: starsFor(stage, score),
      bestCombo: this.tally().bestCombo,
      ms: Math.round(elapsedMs),
      timeLeftMs: this.leftMs(elapsedMs) ?? 0,
    };
  }
}
