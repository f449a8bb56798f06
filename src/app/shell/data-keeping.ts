// Whether the browser has promised to keep our data through storage pressure. Asking is left to
// the first win (a player who has won is one who cares, and Chromium grants it to pages used that
// much); until then it is only read. Settings shows the result in words.

import { requestPersistence, storageNote, storagePersisted } from '../../storage/open-storage';

export class DataKeeping {
  persisted = false;
  private durable = false;

  constructor(private readonly showNote: (note: string) => void) {}

  /** Reads the browser's answer so far, for storage that is `durable` (not memory). */
  async read(durable: boolean): Promise<void> {
    this.durable = durable;
    this.persisted = durable && (await storagePersisted());
    this.showNote(storageNote(durable, this.persisted));
  }

  /** After a win: asks, once, until it is granted. */
  async afterWin(): Promise<void> {
    if (this.persisted || !this.durable) return;
    this.persisted = await requestPersistence();
    this.showNote(storageNote(true, this.persisted));
  }
}
