// Shared puzzles in and out: a share link in the address (at launch or when the hash changes),
// a pasted code, and the Share button. A link is used once (replaceState), so a reload continues
// the game instead of restarting it; a shared puzzle never silently replaces a game in progress.
// Links and codes are read in the worker (a game's check of a code, grading or solving the
// puzzle, can take seconds on a phone): the board stays live, and a slow check can be cancelled.

import type { MadePuzzle } from '../../engine/game-core';
import type { SharedStart } from '../../engine/share-links';
import { gameTextOf } from '../../i18n/game-text';
import { words } from '../../i18n/i18n';
import type { Banner } from '../../ui/dom/banner';
import { type CodeCheck, openCodeDialog } from '../../ui/dom/code-dialog';
import { openShareDialog } from '../../ui/dom/share-dialog';
import { GAMES, gameEntry } from '../game-registry';
import { freeInProgress } from '../shell/daily-slot';
import type { GameSlots } from '../shell/game-slots';
import { problemWords } from '../words/problem-words';
import { CancelledError, type GeneratorClient, type SharedOpening } from './generator-client';
import { isShareRoute, parsePastedCode, shareLinkOf } from './share-route';

interface ShareRoutingHooks {
  goHome(): void;
  notify(message: string): void;
  start(made: MadePuzzle): void;
  /** The worker's client, which reads links off the main thread. */
  generator(): Promise<GeneratorClient>;
}

/** How long a check may take before the player is shown that it is running (and can cancel). */
const SHOW_CHECKING_AFTER_MS = 300;

/** What the dialog says about pasted text before anything is opened. */
function checkPasted(text: string): CodeCheck {
  const read = parsePastedCode(text);
  if (!read.ok) return { ok: false, message: problemWords(read) };
  const noun = gameEntry(read.game)?.sharedNoun ?? read.game;
  return { ok: true, message: words().share.pastedOk({ noun }) };
}

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

  /**
   * "Open a code": a dialog with a text field for a pasted link, a share code of any game, or
   * another form a game reads (GameCore.pastedForm). The text is read as the player types (the pure readers: a bounded, quick
   * check that says what is wrong and where); Open hands it to the worker, which checks that the
   * puzzle can be played (grading, solving) off the main thread.
   */
  openCode(): void {
    const w = words().share;
    // Then each game's line about what else it reads when pasted (a Sudoku as digits…).
    const more = GAMES.flatMap((g) => gameTextOf(g.core.id)?.pasteHints ?? []);
    openCodeDialog(document.body, {
      title: w.openTitle,
      hint: w.openHint + more.map((hint) => w.openHintMore({ hint })).join(''),
      placeholder: w.openPlaceholder,
      open: w.openConfirm,
      cancel: w.cancel,
      emptyMessage: w.emptyField,
      check: (text) => checkPasted(text),
      onOpen: (text) => this.open(text, true),
    });
  }

  /** Opens a link, or (`pasted`) a pasted link or bare code of any game, read in the worker. */
  open(text: string, pasted = false): void {
    this.opening?.cancel();
    const route = pasted || isShareRoute(text) ? text : `#play/${firstGame()}/${text.trim()}`;
    void this.hooks.generator().then((generator) => {
      const opening = generator.openShared(route, pasted);
      this.opening = opening;
      const said = words().share.checking;
      const checking = setTimeout(() => {
        this.banner.show(
          said,
          [{ id: 'btn:cancel-shared', text: words().share.cancel, onTap: () => opening.cancel() }],
          true,
        );
      }, SHOW_CHECKING_AFTER_MS);
      const done = () => {
        clearTimeout(checking);
        if (this.opening === opening) this.opening = null;
        if (this.banner.current === said) this.banner.hide();
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
          this.hooks.notify(words().share.cannotOpen({ why: (error as Error).message }));
        },
      );
    });
  }

  /** A read link: refused with its reason, started, or offered against the unfinished game. */
  private offer(start: SharedStart): void {
    if (!start.ok) {
      this.hooks.goHome();
      this.hooks.notify(words().share.cannotOpen({ why: problemWords(start) }));
      return;
    }
    // daily slot: a shared puzzle goes to the free slot; only a free game is replaced.
    const slot = this.slots.get(start.game);
    if (!slot || !freeInProgress(slot)) {
      this.hooks.start(start);
      return;
    }
    const noun = gameEntry(start.game)?.sharedNoun ?? start.game;
    const w = words().share;
    this.banner.show(w.replaceAsk({ noun }), [
      { id: 'btn:open-shared', text: w.playIt, onTap: () => this.hooks.start(start) },
      { id: 'btn:keep-mine', text: w.keepMine, onTap: () => {} },
    ]);
  }

  /**
   * The Share button: a dialog with the link shown whole (wrapped, selectable), Copy, and the
   * system share sheet where the browser has one.
   */
  share(made: MadePuzzle): void {
    const entry = gameEntry(made.game);
    if (!entry) return;
    const url = shareLinkOf(made, window.location.href);
    const nav = navigator as Navigator & { share?: (data: ShareData) => Promise<void> };
    const system = typeof nav.share === 'function';
    const w = words().share;
    openShareDialog(document.body, {
      title: w.shareTitle({ noun: entry.sharedNoun }),
      body: w.shareBody,
      url,
      copy: w.copy,
      copied: w.copied,
      copyFailed: w.copyFailed,
      shareSystem: system ? w.shareSystem : undefined,
      onShareSystem: () =>
        void nav.share?.({ title: entry.shareTitle, text: entry.shareTitle, url }).catch(() => {
          // Closed without sharing: the dialog stays, with Copy.
        }),
      close: w.done,
      writeClipboard: (text) =>
        navigator.clipboard.writeText(text).then(
          () => true,
          () => false,
        ),
    });
  }
}
