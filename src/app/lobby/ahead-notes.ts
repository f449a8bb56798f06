// Nightmare: what the lobby says of the levels made ahead — '' for one that is ready,
// else "being made…" with how many candidates the worker has tried so far.

import { formatCount } from '../../i18n/format';
import { words } from '../../i18n/i18n';
import type { AheadStatus } from '../puzzles/puzzle-pool';

export function aheadNotes(status: Readonly<Record<string, AheadStatus>>): Record<string, string> {
  const w = words().lobby;
  const notes: Record<string, string> = {};
  for (const [bucket, s] of Object.entries(status)) {
    const tries = s.making?.tries ?? 0;
    notes[bucket] =
      s.ready > 0
        ? ''
        : tries > 0
          ? w.levelMakingTries({ tries: formatCount(tries) })
          : w.levelMaking;
  }
  return notes;
}
