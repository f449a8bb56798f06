// Public face of the Nightmare tier's core: the resumable search for 9×9 puzzles rated ≥ 9.0.

export {
  createNightmareSearch,
  NIGHTMARE_MIN_SCORE,
  NIGHTMARE_VERSION,
  type NightmareOptions,
  type NightmareProgress,
  type NightmareResult,
  type NightmareSearch,
} from './search';
