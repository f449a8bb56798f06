// Shared puzzles in and out: a share link in the address (at launch or when the hash changes),
// a pasted code, and the Share button. A link is used once (replaceState), so a reload continues
// the game instead of restarting it; a shared puzzle never silently replaces a game in progress.

import type { MadePuzzle } from '../../games/game-core';
import type { Banner } from '../../ui/dom/banner';
import { GAMES, gameEntry } from '../game-registry';
import {
  isShareRoute,
  parsePastedCode,
  parseShareRoute,
  sendLink,
  sharedStart,
  shareLinkOf,
} from '../share-route';
import type { GameSlots } from './game-slots';

export interface ShareRoutingHooks {
  goHome(): void;
  notify(message: string): void;
  start(made: MadePuzzle): void;
}

export class ShareRouting {
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

  /** Opens a route; a pasted bare code is tried as each game's code in turn. */
  open(text: string, pasted = false): void {
    const first = (GAMES[0] as (typeof GAMES)[number]).core.id;
    const parsed = pasted
      ? parsePastedCode(text)
      : parseShareRoute(isShareRoute(text) ? text : `#play/${first}/${text.trim()}`);
    const start = sharedStart(parsed);
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
