// What storage had to do, in the player's language: why the game plays without saving, and a
// record set aside. Storage reports data (src/storage/storage-problem.ts, OpenFailure); the
// validator's reason stays as written, a detail for diagnosis inside the sentence.

import { formatCount } from '../../i18n/format';
import { words } from '../../i18n/i18n';
import type { OpenFailure } from '../../storage/database';
import type { StorageProblem } from '../../storage/storage-problem';

/** Why the game is playing on the in-memory fallback, and what to do. */
export function fallbackNotice(failure: OpenFailure): string {
  const w = words().notices;
  if (failure === 'newer') return w.storageNewer;
  if (failure === 'timeout') return w.storageTimeout;
  return w.storageUnavailable;
}

export function storageProblemWords(problem: StorageProblem): string {
  const w = words().notices;
  if (problem.kind === 'set-aside')
    return w.recordSetAside({ what: w.stores[problem.store], why: problem.reason });
  return w.poolDropped({
    count: problem.count,
    n: formatCount(problem.count),
    why: problem.reason,
  });
}
