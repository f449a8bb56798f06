// Share links on the app's side: the readers of src/engine/share-links.ts with this build's games
// as defaults, and the link to send for a puzzle (src/ui/dom/share-dialog.ts shows it).

import type { CoreTable, MadePuzzle } from '../../engine/game-core';
import * as links from '../../engine/share-links';
import { CORES } from '../game-registry';

export type { SharedStart, ShareRoute } from '../../engine/share-links';
export { isShareRoute, shareHash, shareUrl } from '../../engine/share-links';

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
