// The keys of a game's two saved slots (free and daily) live with storage, which files the
// records under them (src/storage/slot-key.ts); the app names them from here.

export {
  readSlotKey,
  recordFitsKey,
  recordKey,
  type SlotName,
  slotKey,
  slotOf,
} from '../../storage/slot-key';
