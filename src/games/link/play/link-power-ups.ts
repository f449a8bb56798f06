// journey: the power-ups as Link's rules use them (core/power-ups.ts holds the rules of earning
// and spending; journey-book.ts keeps the counts with the journey's progress). A tap on a
// power-up's button becomes a verdict the run carries out, like a hint or a reshuffle:
// - hint: the pair shown as a hint is, but free (no combo broken, the game not marked helped);
// - freeze: its time kept in the stage's play (link-journey.ts), so a reload keeps it too;
// - bomb: the solver's next pair, matched as a tap would match it (a move: undo takes it back);
// - shuffle: the free-reshuffle move `p<seed>` (undo takes it back).
// Undo never gives a power-up back: one used stays spent (and redo replays its move for free).

import { words } from '../../../i18n/i18n';
import type { Verdict } from '../../../play/game-api';
import { type LinkCell, tileCount } from '../core/board';
import { linkMoves } from '../core/game';
import { findHint } from '../core/hint';
import { findPath } from '../core/path';
import { bombPair, POWER_UPS, type PowerUp, type PowerUpCounts } from '../core/power-ups';
import type { PowerUpsShown } from '../view/power-up-bar';
import type { JourneyBook } from './journey-book';
import type { LinkJourney } from './link-journey';
import type { LinkRun } from './link-rules';

/** Node budget for a power-up's solver on the main thread (as a hint's). */
const SOLVER_NODES = 10_000;

/** What the power-ups need of Link's rules. */
export interface PowerUpHost {
  readonly journey: LinkJourney;
  /** A pair shown on the board as a hint is. */
  showPair(pair: { a: LinkCell; b: LinkCell; path: LinkCell[] }): void;
  /** The verdict of a pair matched (its effects queued, the journey told), `said` told. */
  matchVerdict(a: LinkCell, b: LinkCell, path: LinkCell[], said: (left: string) => string): Verdict;
  /** The board's marks cleared and its reshuffle animation queued. */
  reshuffling(): void;
  newSeed(): string;
}

export class LinkPowerUps {
  constructor(
    private readonly run: LinkRun,
    private readonly book: JourneyBook,
    private readonly host: PowerUpHost,
  ) {}

  /** What the buttons show (null off the journey). */
  shown(): PowerUpsShown | null {
    if (!this.host.journey.stage) return null;
    const elapsed = this.run.session?.clock.elapsedMs() ?? 0;
    return {
      held: this.book.held(),
      freezeLeftS: Math.ceil(this.host.journey.freezeLeftMs(elapsed) / 1000),
      idle: this.run.status === 'won' || this.run.isHalted,
    };
  }

  /** What state().game reports: the counts held (absent off the journey). */
  held(): PowerUpCounts | null {
    return this.host.journey.stage ? { ...this.book.held() } : null;
  }

  /** Power-ups a match's combo earned: kept, and told. */
  earned(fresh: PowerUpCounts): string | null {
    const kinds = POWER_UPS.filter((kind) => fresh[kind] > 0);
    if (kinds.length === 0) return null;
    this.book.earn(fresh);
    const w = words().link.powerUps;
    return w.earned({ names: kinds.map((kind) => w.names[kind]).join(', ') });
  }

  /** A power-up's button tapped: used (and spent) when it can act, else the player is told why. */
  use(kind: PowerUp): void {
    const session = this.run.session;
    const journey = this.host.journey;
    if (!session || this.run.locked || !journey.stage || this.run.isHalted) return;
    const w = words().link.powerUps;
    if (this.book.held()[kind] <= 0) {
      this.run.act({ tell: w.none({ name: w.names[kind] }) });
      return;
    }
    const verdict = this.verdict(kind);
    if (!verdict) return;
    this.book.spend(kind);
    this.run.act(verdict);
  }

  /** The verdict of using `kind` now, or null (and the player told) when it cannot act. */
  private verdict(kind: PowerUp): Verdict | null {
    const session = this.run.session;
    if (!session) return null;
    const { board, gravity } = session.state;
    const w = words().link.powerUps;
    if (kind === 'hint') {
      const found = findHint(board, gravity, { maxNodes: SOLVER_NODES });
      if (!found) return this.refuse(words().link.hintNone);
      this.host.showPair(found);
      // Not `assist`, and no hint time kept: the power-up's hint costs nothing.
      return { keep: true, cue: 'hint', tell: w.hintUsed };
    }
    if (kind === 'freeze') {
      this.host.journey.froze(session.clock.elapsedMs());
      return { keep: true, tell: w.freezeUsed, say: w.freezeUsed };
    }
    if (kind === 'bomb') {
      const pair = bombPair(board, gravity, SOLVER_NODES);
      if (!pair) return this.refuse(w.bombNone);
      const [a, b] = pair;
      const path = findPath(board, a, b) ?? [a, b];
      return this.host.matchVerdict(a, b, path, (left) => w.bombUsed({ left }));
    }
    if (tileCount(board) === 0) return null;
    this.host.reshuffling();
    return { moves: [linkMoves.powerShuffle(this.host.newSeed())], tell: w.shuffleUsed };
  }

  private refuse(tell: string): null {
    this.run.act({ tell, cue: 'error', say: tell, urgent: true });
    return null;
  }
}
