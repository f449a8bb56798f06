// What the automation hook (`state()`) reads of the app: the screen, its notice and banner,
// the game's own snapshot, settings, storage counters, the pool and the listed rows.

import type { JourneyReport } from '../../play/journey-api';
import type { LessonReading } from '../../play/lesson-screen';
import type { ScanReport } from '../../play/scan-api';
import type { SchoolReport } from '../../play/school-api';
import type { RendererKind } from '../boot/renderer-choice';
import type { DailyReport } from '../daily/daily-book';
import type { MirrorReport } from '../saving/mirror-report';
import type { Settings } from '../saving/settings';
import type { ScreenName } from '../screens/screen-name';
import type { SlotReport } from '../shell/daily-slot';

export interface AppSnapshot {
  screen: ScreenName;
  notice: string | null;
  /** The banner's message alone (storage, updates), whatever the screen shows over it. */
  banner: string | null;
  game: unknown;
  settings: Settings;
  storage: MirrorReport & {
    durable: boolean;
    /** Game snapshots not yet committed to IndexedDB (0 = everything shown is on disk). */
    pending: number;
    committed: number;
    /** Clock ticks written (apart from the game, so they never change its revision). */
    clockWrites: number;
    /** Copies written to the mirror (the second storage area, src/storage/mirror.ts). */
    mirrored: number;
    persisted: boolean;
  };
  pool: Record<string, number>;
  generating: boolean;
  /** The rows the records or statistics screen shows (null on other screens). */
  list: unknown[] | null;
  /** stats: Records' list shown ({bucket}) or the Stats dashboard (totals, chart); else null. */
  listView: unknown;
  build: string;
  /** What draws the stage; null until the stage has loaded (the lobby is DOM). */
  renderer: RendererKind | null;
  /** lesson: the first steps on show (game, step, steps, done), or null. */
  lesson: LessonReading | null;
  /** daily: per game, the daily calendar (date → played / won, time) and streak;
   *  null until the stage has loaded (the progress is read with it). */
  daily: Record<string, DailyReport> | null;
  /** daily slot: per game, which slot is live ('free' or 'daily') and the date of its
   *  daily in progress (live or kept on disk), or null; null until the stage has loaded. */
  slots: Record<string, SlotReport> | null;
  /** journey: Link's ladder — the stage to play next, the highest open, stars and best
   *  score per cleared stage; null until the stage has loaded. */
  journey: Record<string, JourneyReport> | null;
  /** school: the school opened this visit — its page, the technique on show, every
   *  technique's progress and the practice position's; null until a school has opened. */
  school: SchoolReport | null;
  /** A game's photo scan while its screen is up: the photo reading, read or failed, the grid
   *  as the player has it, the cells still unsure and what is said; null on other screens. */
  scan: ScanReport | null;
}
