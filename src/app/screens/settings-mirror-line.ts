// The Settings line that says whether Gridwise's second copy (the mirror file, src/storage/
// mirror.ts) is being kept in this browser: a player on a browser that cannot keep it learns
// that a backup file is their only spare.

import { words } from '../../i18n/i18n';
import type { MirrorStatus } from '../../storage/mirror';

export function mirrorLineWords(status: MirrorStatus): string {
  const w = words().settings;
  switch (status.state) {
    case 'active':
      return w.mirrorOn;
    case 'ready':
      return w.mirrorReady;
    case 'unavailable':
      return w.mirrorUnavailable;
    case 'failing':
      return w.mirrorFailing({ error: status.error });
  }
}
