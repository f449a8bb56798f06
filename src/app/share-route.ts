// Share links on the app's side: the readers of src/games/share-links.ts with this build's games
// as defaults, the link to send for a puzzle, and sending it (Web Share or the clipboard).

import type { CoreTable, MadePuzzle } from '../games/game-core';
import * as links from '../games/share-links';
import { CORES } from './game-registry';

export type { SharedStart, ShareRoute } from '../games/share-links';
export { isShareRoute, shareHash, shareUrl } from '../games/share-links';

export const parseShareRoute = (hash: string, cores: CoreTable = CORES) =>
  links.parseShareRoute(hash, cores);
export const parsePastedCode = (text: string, cores: CoreTable = CORES) =>
  links.parsePastedCode(text, cores);
export const sharedStart = (route: links.ShareRoute, cores: CoreTable = CORES) =>
  links.sharedStart(route, cores);

/** The share link for a puzzle: its code on this page's URL. */
export function shareLinkOf(made: MadePuzzle, pageUrl: string, cores: CoreTable = CORES): string {
  const core = cores.get(made.game);
  if (!core) throw new Error(`no game "${made.game}" to share`);
  return links.shareUrl(pageUrl, made.game, core.encodeShare(made.puzzle));
}

/**
 * Sends `url` with the Web Share API where there is one (phones), else copies it. Returns what
 * to tell the player; the link itself is always in the message, so it can be copied by hand
 * when neither works (an insecure context, a denied permission).
 */
export async function sendLink(url: string, title: string): Promise<string> {
  const nav = navigator as Navigator & { share?: (data: ShareData) => Promise<void> };
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title, text: title, url });
      return 'Shared.';
    } catch (error) {
      if ((error as DOMException).name === 'AbortError') return 'Not shared.';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return `Link copied: ${url}`;
  } catch {
    return `Copy this link to share the puzzle: ${url}`;
  }
}
