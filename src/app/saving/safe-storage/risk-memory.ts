// What Gridwise remembers about Safari's seven-day rule, kept with the
// settings in IndexedDB: the last day the player visited, and whether the offer (Add to Home
// Screen / Save a backup) was taken or dismissed.
//
// The reminder rule: on a visit after 4 or more calendar days away (local days, by the device's
// clock), on WebKit outside standalone, the player is told that Safari deletes the data after 7
// days without a visit. Safari counts days of *browser use*, which are never more than calendar
// days, so 4 calendar days away leaves at least 3 days' warning the next time they are away that
// long; a shorter gap would nag players who come every few days. The visit itself restarts
// Safari's count, so the reminder is about the next absence. A day is the device's local date.

export interface RiskMemory {
  /** The local day (days since 1970-01-01 in local time) of the last visit, or null. */
  lastVisitDay: number | null;
  /** The player took the offer (opened the guide or saved a backup): never offered again. */
  offerTaken: boolean;
  /** Times the offer was dismissed: after the second, never offered again. */
  offerDismissed: number;
}

const REMIND_AFTER_DAYS = 4;
const OFFER_DISMISSALS = 2;

export const noRiskMemory: RiskMemory = {
  lastVisitDay: null,
  offerTaken: false,
  offerDismissed: 0,
};

/** The device's local day number of epoch ms `now`. */
export function localDay(now: number): number {
  const offsetMs = new Date(now).getTimezoneOffset() * 60_000;
  return Math.floor((now - offsetMs) / 86_400_000);
}

/** Days away since the last visit when they call for the reminder, else null. */
export function reminderDue(memory: RiskMemory, now: number): number | null {
  if (memory.lastVisitDay === null) return null;
  const away = localDay(now) - memory.lastVisitDay;
  return away >= REMIND_AFTER_DAYS ? away : null;
}

/** True while the offer may still be made (not taken, dismissed fewer than twice). */
export function offerOpen(memory: RiskMemory): boolean {
  return !memory.offerTaken && memory.offerDismissed < OFFER_DISMISSALS;
}

/** A stored copy read back; anything unusable reads as nothing remembered. */
export function readRiskMemory(value: unknown): RiskMemory {
  if (typeof value !== 'object' || value === null) return { ...noRiskMemory };
  const o = value as Record<string, unknown>;
  const day = o.lastVisitDay;
  const dismissed = o.offerDismissed;
  return {
    lastVisitDay: Number.isInteger(day) ? (day as number) : null,
    offerTaken: o.offerTaken === true,
    offerDismissed:
      Number.isInteger(dismissed) && (dismissed as number) >= 0 ? (dismissed as number) : 0,
  };
}
