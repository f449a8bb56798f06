// school: what the shell does for a game's technique school (the game's port:
// src/play/school-api.ts): loads it the first time it opens (its own chunk), hands it storage
// and the worker, and shows it; Back returns to the screen it was opened from.

import type { GameEntry } from '../../play/game-entry';
import type { SchoolDeps } from '../../play/school-api';
import type { GridwiseStorage } from '../../storage/storage';
import type { RenderLoop } from '../../ui/render-loop';
import { GAMES } from '../game-registry';
import type { GeneratorClient } from '../puzzles/generator-client';
import type { SchoolHost } from '../screens/school-host';
import type { ScreenName } from '../screens/screen-name';

/** The shell's parts the school's routes use, read at the moment of use. */
interface SchoolParts {
  loop(): RenderLoop;
  storage(): GridwiseStorage | null;
  generator(): GeneratorClient | null;
  host(): SchoolHost;
  /** The screen on show now, and a way to show one. */
  current(): ScreenName;
  show(name: ScreenName): void;
  announce(text: string, urgent?: boolean): void;
  /** A school that could not load: the player is told. */
  failed(error: unknown): void;
}

export class SchoolRoutes {
  private returnTo: ScreenName = 'home';

  constructor(private readonly parts: SchoolParts) {}

  /** True when `game` has a school (the lobby and Stats offer Learn only then). */
  static offers(game: string): boolean {
    return GAMES.some((e) => e.core.id === game && e.school !== undefined);
  }

  /** `game`'s school, on its list or at `skill`'s lesson; Back comes back here. */
  readonly show = (game: string, skill: string | null = null): void => {
    const entry = GAMES.find((e: GameEntry) => e.core.id === game);
    if (!entry?.school) return;
    const from = this.parts.current();
    if (from !== 'school') this.returnTo = from;
    // Its chunk the first time, and its words in the language in use (a new language loads them).
    entry
      .school()
      .then(async (school) => {
        await school.prepare();
        this.parts.host().open(school, this.deps(game), skill);
        this.parts.show('school');
      })
      .catch((error: unknown) => this.parts.failed(error));
  };

  private deps(game: string): SchoolDeps {
    const p = this.parts;
    return {
      loop: p.loop(),
      reducedMotion: () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
      storage: () => p.storage(),
      practice: (skill, seed) => {
        const generator = p.generator();
        if (!generator) return Promise.reject(new Error('the puzzle maker is still starting'));
        return generator.practicePosition(game, skill, seed);
      },
      back: () => p.show(this.returnTo),
      announce: (text, urgent) => p.announce(text, urgent),
    };
  }
}
