// Records and best times, and every write site's result with its catch-up (SaveHealth): what
// the shell keeps writing through, made once at start.

import { words } from '../../i18n/i18n';
import type { GridwiseStorage } from '../../storage/storage';
import type { FrontDoor } from '../boot/front-door';
import type { PuzzlePool } from '../puzzles/puzzle-pool';
import { RecordsWriter } from '../saving/records-writer';
import { WriteSites } from '../saving/write-sites';
import type { GameSlots } from './game-slots';
import type { LookSwitch } from './look-switch';

/** The shell's parts the writers use, read at the moment of use. */
interface WriterParts {
  readonly slots: GameSlots;
  readonly door: FrontDoor;
  storage(): GridwiseStorage | null;
  look(): LookSwitch;
  pool(): PuzzlePool | null;
  /** The write sites made here (a record's result is reported through them). */
  writes(): WriteSites;
}

export function makeWriters(p: WriterParts): { writer: RecordsWriter; writes: WriteSites } {
  const writer = new RecordsWriter(
    () => p.storage(),
    (error) => p.writes().result('records', error),
  );
  // What the records writer has under way is not on disk yet: state().storage.pending says so.
  p.slots.countPending(() => writer.pending);
  const writes = new WriteSites({
    slots: p.slots,
    records: () => writer.catchUp(),
    settings: () => p.look().save(),
    pool: () => p.pool()?.saveUnsaved(),
    mirror: () => p.door.mirror?.flush(),
    tell: (message, actions) => p.door.notify(message, actions),
    recovered: (message) => {
      // The "storage is full" notice must not stay once everything waiting is saved.
      if (p.door.banner.current === message) p.door.banner.hide();
      p.slots.active?.controller.screen.toast.show(words().notices.savingAgain);
    },
  });
  return { writer, writes };
}
