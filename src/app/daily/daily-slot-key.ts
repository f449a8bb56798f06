// The storage key of a game's saved slot. The free slot keeps the plain game id ('sudoku'),
// exactly as stores written before dailies had slots, so older stores load unchanged; a game's
// daily lives under '<id>@daily' beside it, so New game or an opened code (the free slot)
// never replaces the daily. The record inside is validated as before: its `kind` must be the
// key's game id, checked here so a record filed under the wrong key is refused.

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

/** Whether a saved record belongs under `key` (its kind is the key's game). */
export function recordFitsKey(key: string, record: { kind?: unknown }): boolean {
  const read = readSlotKey(key);
  return read !== null && record.kind === read.kind;
}
