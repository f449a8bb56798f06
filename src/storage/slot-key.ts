// The storage key of a game's saved slot. The free slot keeps the plain game id ('sudoku'),
// exactly as stores written before dailies had slots, so older stores load unchanged; a game's
// daily lives under '<id>@daily' beside it, so New game or an opened code (the free slot)
// never replaces the daily. A record says its own slot (`slot: 'daily'`, absent for the free
// one), so a backup or the mirror, which list records without keys, put each back in its
// place; the record is validated against its key so one filed under the wrong key is refused.

export type SlotName = 'free' | 'daily';

const DAILY_SUFFIX = '@daily';

export function slotKey(kind: string, slot: SlotName): string {
  if (!/^[a-z][a-z0-9-]*$/.test(kind)) throw new RangeError(`"${kind}" is not a game id.`);
  return slot === 'daily' ? `${kind}${DAILY_SUFFIX}` : kind;
}

/** The game id and slot of a stored key, or null for a key no slot writes. */
export function readSlotKey(key: string): { kind: string; slot: SlotName } | null {
  const daily = key.endsWith(DAILY_SUFFIX);
  const kind = daily ? key.slice(0, -DAILY_SUFFIX.length) : key;
  if (!/^[a-z][a-z0-9-]*$/.test(kind)) return null;
  return { kind, slot: daily ? 'daily' : 'free' };
}

/** The slot a record says it belongs to (records from before slots are the free one's). */
export function slotOf(record: { slot?: unknown }): SlotName {
  return record.slot === 'daily' ? 'daily' : 'free';
}

/** The key a record is filed under: its game's, in its own slot. */
export function recordKey(record: { kind: string; slot?: unknown }): string {
  return slotKey(record.kind, slotOf(record));
}

/** Whether a saved record belongs under `key`: its kind is the key's game, its slot the key's. */
export function recordFitsKey(key: string, record: { kind?: unknown; slot?: unknown }): boolean {
  const read = readSlotKey(key);
  return read !== null && record.kind === read.kind && slotOf(record) === read.slot;
}

/** Why a record may not be read under `key` (for the quarantine's reason and the notice). */
export function misfiledReason(key: string, record: { kind?: unknown; slot?: unknown }): string {
  return `a ${String(record.kind)} game of the ${slotOf(record)} slot was filed under "${key}"`;
}
