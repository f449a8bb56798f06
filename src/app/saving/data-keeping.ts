// Whether the browser has promised to keep our data through storage pressure. Asking is left to
// the first win (a player who has won is one who cares, and Chromium grants it to pages used that
// much); until then it is only read. Settings shows the result in words.

import { words } from '../../i18n/i18n';
import { requestPersistence, storagePersisted } from '../../storage/open-storage';

/** What Settings says about how safely the data is kept. */
function keepingWords(durable: boolean, persisted: boolean): string {
  const w = words().notices;
  if (!durable) return w.keptNot;
  return persisted ? w.keptSafe : w.keptMaybe;
}

export class DataKeeping {
  persisted = false;
  private durable = false;

  constructor(private readonly showNote: (note: string) => void) {}

  /** Reads the browser's answer so far, for storage that is `durable` (not memory). */
  async read(durable: boolean): Promise<void> {
    this.durable = durable;
    this.persisted = durable && (await storagePersisted());
    this.showNote(keepingWords(durable, this.persisted));
  }

  /** After a win: asks, once, until it is granted. */
  async afterWin(): Promise<void> {
    if (this.persisted || !this.durable) return;
    this.persisted = await requestPersistence();
    this.showNote(keepingWords(true, this.persisted));
  }
}
