// The second copy's state as the automation surface reports it (state().storage): the engine
// tests read it to know whether a browser keeps the mirror, and how.

import type { Mirror, MirrorStatus } from '../../storage/mirror';
import type { MirrorMethod } from '../../storage/mirror-writer';

export interface MirrorReport {
  /** `unavailable` also when storage is in memory (there is nothing to copy). */
  mirror: MirrorStatus['state'];
  mirrorMethod: MirrorMethod | null;
  /** The failing write's error name (UnknownError …), else null. */
  mirrorError: string | null;
}

export function mirrorReport(mirror: Mirror | null): MirrorReport {
  const status: MirrorStatus = mirror?.status ?? { state: 'unavailable' };
  return {
    mirror: status.state,
    mirrorMethod: status.state === 'unavailable' ? null : status.method,
    mirrorError: status.state === 'failing' ? status.error : null,
  };
}
