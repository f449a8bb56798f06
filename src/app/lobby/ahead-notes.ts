// Nightmare: what the lobby says of the levels made ahead — '' for one that is ready, else
// "being made…", with how long the making under way has run. The level can be picked all the
// same: Start then waits for the one being made, its progress on the wait.

import { words } from '../../i18n/i18n';
import { formatDuration } from '../../play/format';
import type { AheadStatus } from '../puzzles/puzzle-pool';

export function aheadNotes(status: Readonly<Record<string, AheadStatus>>): Record<string, string> {
  const w = words().lobby;
  const notes: Record<string, string> = {};
  for (const [bucket, s] of Object.entries(status)) {
    const making = s.making;
    notes[bucket] =
      s.ready > 0
        ? ''
        : making && making.tries > 0
          ? w.levelMakingFor({ time: formatDuration(making.elapsedMs) })
          : w.levelMaking;
  }
  return notes;
}
