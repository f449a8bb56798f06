// Shared puzzles in and out: a share link in the address (at launch or when the hash changes),
// a pasted code, and the Share button. A link is used once (replaceState), so a reload continues
// the game instead of restarting it; a shared puzzle never silently replaces a game in progress.
// Links and codes are read in the worker (grading an Extreme Sudoku or proving a Link board
// clears can take seconds on a phone): the board stays live, and a slow check can be cancelled.

import type { MadePuzzle } from '../../games/game-core';
import type { SharedStart } from '../../games/share-links';
import type { Banner } from '../../ui/dom/banner';
import { GAMES, gameEntry } from '../game-registry';
import { CancelledError, type GeneratorClient, type SharedOpening } from '../generator-client';
import { isShareRoute, sendLink, shareLinkOf } from '../share-route';
import type { GameSlots } from './game-slots';

export interface ShareRoutingHooks {
  goHome(): void;
  notify(message: string): void;
  start(made: MadePuzzle): void;
  /** The worker's client, which reads links off the main thread. */
  generator(): Promise<GeneratorClient>;
}

/** How long a check may take before the player is shown that it is running (and can cancel). */
const SHOW_CHECKING_AFTER_MS = 300;
const CHECKING = 'Checking the shared puzzle…';

function firstGame(): string {
  return (GAMES[0] as (typeof GAMES)[number]).core.id;
}

export class ShareRouting {
  private opening: SharedOpening | null = null;

  constructor(
    private readonly slots: GameSlots,
    private readonly banner: Banner,
    private readonly hooks: ShareRoutingHooks,
  ) {}

  /** A share link in the address starts that puzzle. */
  openHash(): void {
    const hash = window.location.hash;
    if (!isShareRoute(hash)) return;
    // The link is used once: a reload continues the game instead of restarting it.
    history.replaceState(null, '', window.location.pathname + window.location.search);
    this.open(hash);
  }

  /** "Open a code": a pasted link, a share code of any game, or a plain Sudoku. */
  openCode(): void {
    const text = window.prompt(
      'Paste a Gridwise puzzle link or code (a 16, 36 or 81-character Sudoku works too):',
    );
    if (text === null) return; // cancelled
    this.open(text, true);
  }

  /** Opens a link, or (`pasted`) a pasted link or bare code of any game, read in the worker. */
  open(text: string, pasted = false): void {
    this.opening?.cancel();
    const route = pasted || isShareRoute(text) ? text : `#play/${firstGame()}/${text.trim()}`;
    void this.hooks.generator().then((generator) => {
      const opening = generator.openShared(route, pasted);
      this.opening = opening;
      const checking = setTimeout(() => {
        this.banner.show(
          CHECKING,
          [{ id: 'btn:cancel-shared', text: 'Cancel', onTap: () => opening.cancel() }],
          true,
        );
      }, SHOW_CHECKING_AFTER_MS);
      const done = () => {
        clearTimeout(checking);
        if (this.opening === opening) this.opening = null;
        if (this.banner.current === CHECKING) this.banner.hide();
      };
      opening.result.then(
        (start) => {
          done();
          this.offer(start);
        },
        (error: unknown) => {
          done();
          if (error instanceof CancelledError) return;
          this.hooks.goHome();
          this.hooks.notify(`That puzzle can't be opened: ${(error as Error).message}`);
        },
      );
    });
  }

  /** A read link: refused with its reason, started, or offered against the unfinished game. */
  private offer(start: SharedStart): void {
    if (!start.ok) {
      this.hooks.goHome();
      this.hooks.notify(`That puzzle can't be opened: ${start.message}`);
      return;
    }
    if (!this.slots.get(start.game)?.controller.inProgress) {
      this.hooks.start(start);
      return;
    }
    const noun = gameEntry(start.game)?.sharedNoun ?? start.game;
    this.banner.show(`Play the shared ${noun}? It replaces your unfinished game.`, [
      { id: 'btn:open-shared', text: 'Play it', onTap: () => this.hooks.start(start) },
      { id: 'btn:keep-mine', text: 'Keep mine', onTap: () => {} },
    ]);
  }

  /** The Share button: Web Share or the clipboard, and the link always shown. */
  share(made: MadePuzzle): void {
    const slot = this.slots.get(made.game);
    const entry = gameEntry(made.game);
    if (!slot || !entry) return;
    const url = shareLinkOf(made, window.location.href);
    void sendLink(url, entry.shareTitle).then((message) =>
      slot.controller.screen.toast.show(message),
    );
  }
}
