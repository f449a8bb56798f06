// A backup of everything a player would miss: the games in progress, the best times, the
// statistics and the settings, as one JSON text. The same text is the file a player exports
// (to move to a new phone) and the mirror Gridwise keeps in a second storage area (mirror.ts)
// to recover from a browser that lost its IndexedDB. Reading one never throws: a file that is
// not a backup is refused with a sentence, and a bad record inside is skipped and named, so
// one damaged line never costs the rest.

import { MAX_BACKUP_DEPTH, tooDeepAt } from './backup-depth';
import { type BestScoreRecord, validateBestScores } from './best-score-record';
import { type DailyProgressRecord, validateDailyProgress } from './daily-progress-record';
import { type JourneyProgressRecord, validateJourneyProgress } from './journey-progress-record';
import {
  type BestTime,
  RECORD_FORMAT,
  RecordError,
  type SavedGame,
  type Statistics,
  validateBestTime,
  validateSavedGame,
  validateSettings,
  validateStatistics,
} from './records';
import { type SkillProgressRecord, validateSkillProgress } from './skill-progress-record';
import { recordKey } from './slot-key';

const BACKUP_APP = 'gridwise';
export const BACKUP_VERSION = 1;
/** Far above any real backup (ten best times per bucket, two games): bounds the parse. */
const MAX_BACKUP_BYTES = 5_000_000;

export interface BackupContent {
  games: SavedGame[];
  bestTimes: BestTime[];
  statistics: Statistics[];
  settings: Record<string, unknown> | null;
  /** Each game's daily progress; absent from older backups, read as none. */
  daily?: DailyProgressRecord[];
  /** Each game's journey progress; absent from older backups, read as none. */
  journey?: JourneyProgressRecord[];
  /** Each game's technique-school progress; absent from older backups, read as none. */
  skills?: SkillProgressRecord[];
  /** Each game's best free-play scores; absent from older backups, read as none. */
  bestScores?: BestScoreRecord[];
}

interface BackupFile extends BackupContent {
  app: typeof BACKUP_APP;
  version: number;
  /** Epoch ms when it was written. */
  savedAt: number;
}

/** Why a text is not a backup, as data (the app words it; `message` is the English). */
export type BackupProblem =
  | { kind: 'too-big'; megabytes: number }
  | { kind: 'not-json'; detail: string }
  | { kind: 'no-object' }
  | { kind: 'not-gridwise' }
  | { kind: 'no-version' }
  | { kind: 'newer'; version: number }
  /** Nested deeper than any backup (MAX_BACKUP_DEPTH) at `path`: refused before any write. */
  | { kind: 'too-deep'; path: string; limit: number };

export type BackupRead =
  | { ok: true; backup: BackupFile; skipped: string[] }
  | { ok: false; message: string; problem: BackupProblem };

export function makeBackup(content: BackupContent, savedAt: number): BackupFile {
  return { app: BACKUP_APP, version: BACKUP_VERSION, savedAt, ...content };
}

/** True when there is nothing in it worth restoring. */
export function isEmptyBackup(content: BackupContent): boolean {
  return (
    content.games.length === 0 &&
    content.bestTimes.length === 0 &&
    content.statistics.length === 0 &&
    content.settings === null &&
    (content.daily ?? []).length === 0 &&
    (content.journey ?? []).length === 0 &&
    (content.skills ?? []).length === 0 &&
    (content.bestScores ?? []).length === 0
  );
}

/** Reads a backup text (a file or the mirror). Never throws. */
export function readBackup(text: string): BackupRead {
  if (text.length > MAX_BACKUP_BYTES) {
    const megabytes = Math.round(text.length / 1e6);
    return {
      ok: false,
      message: `The file is ${megabytes} MB; a Gridwise backup is far smaller, so this is not one.`,
      problem: { kind: 'too-big', megabytes },
    };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const detail = (error as Error).message;
    return {
      ok: false,
      message: `The file is not a Gridwise backup: it is not JSON (${detail}).`,
      problem: { kind: 'not-json', detail },
    };
  }
  const deep = tooDeepAt(data);
  if (deep !== null)
    return {
      ok: false,
      message: `The file is not a Gridwise backup: it nests too deep at ${shortPath(deep)} (more than ${MAX_BACKUP_DEPTH} levels).`,
      problem: { kind: 'too-deep', path: shortPath(deep), limit: MAX_BACKUP_DEPTH },
    };
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return {
      ok: false,
      message: 'The file is not a Gridwise backup: it holds no object.',
      problem: { kind: 'no-object' },
    };
  const o = data as Record<string, unknown>;
  if (o.app !== BACKUP_APP)
    return {
      ok: false,
      message: 'The file is not a Gridwise backup (it does not say "gridwise").',
      problem: { kind: 'not-gridwise' },
    };
  if (typeof o.version !== 'number' || !Number.isInteger(o.version) || o.version < 1)
    return {
      ok: false,
      message: 'The backup has no version number; it may be damaged.',
      problem: { kind: 'no-version' },
    };
  if (o.version > BACKUP_VERSION) {
    return {
      ok: false,
      message: `The backup is from a newer Gridwise (backup version ${o.version}); update Gridwise to read it.`,
      problem: { kind: 'newer', version: o.version },
    };
  }
  const skipped: string[] = [];
  const list = <T>(name: string, check: (value: unknown, what: string) => T): T[] => {
    const raw = o[name];
    if (raw === undefined) return [];
    if (!Array.isArray(raw)) {
      skipped.push(`${name} is not a list`);
      return [];
    }
    const good: T[] = [];
    raw.forEach((value, i) => {
      try {
        good.push(check(value, `${name}[${i}]`));
      } catch (error) {
        if (!(error instanceof RecordError)) throw error;
        skipped.push(error.message);
      }
    });
    return good;
  };
  const games = list('games', validateSavedGame);
  // One game per slot of a game (its free game and its daily, slot-key.ts): a second in the
  // same slot is a damaged backup's.
  const kinds = new Set<string>();
  const oneEach = games.filter((g) => {
    const key = recordKey(g);
    if (kinds.has(key)) {
      skipped.push(`games: a second ${key} game (${g.id}) was left out`);
      return false;
    }
    kinds.add(key);
    return true;
  });
  let settings: Record<string, unknown> | null = null;
  if (o.settings !== undefined && o.settings !== null) {
    try {
      settings = validateSettings({ format: RECORD_FORMAT, values: o.settings }).values;
    } catch (error) {
      if (!(error instanceof RecordError)) throw error;
      skipped.push(error.message);
    }
  }
  const savedAt = typeof o.savedAt === 'number' && Number.isFinite(o.savedAt) ? o.savedAt : 0;
  return {
    ok: true,
    backup: makeBackup(
      {
        games: oneEach,
        bestTimes: list('bestTimes', validateBestTime),
        statistics: list('statistics', validateStatistics),
        settings,
        daily: list('daily', validateDailyProgress),
        journey: list('journey', validateJourneyProgress),
        skills: list('skills', validateSkillProgress),
        bestScores: list('bestScores', validateBestScores),
      },
      savedAt,
    ),
    skipped,
  };
}

/** A path as a sentence can hold it: its start, then "…". */
function shortPath(path: string): string {
  return path.length > 60 ? `${path.slice(0, 60)}…` : path;
}
