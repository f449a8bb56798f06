// A game in progress as a run hands it to the journal: the saved record without the journal's
// own bookkeeping (format, revision, writer, time of writing). The journal
// (src/app/saving/game-journal.ts) accepts exactly this shape and fills in the rest.

import type { SavedGame } from '../storage/records';

export type GameDraft = Omit<SavedGame, 'format' | 'rev' | 'writer' | 'updatedAt'>;

/** True when `saved` holds exactly the moves of `draft` (only the clock may differ). */
export function sameMovesAs(draft: GameDraft, saved: SavedGame): boolean {
  if (draft.id !== saved.id || draft.applied !== saved.applied) return false;
  return (
    draft.moves.length === saved.moves.length && draft.moves.every((m, i) => m === saved.moves[i])
  );
}
