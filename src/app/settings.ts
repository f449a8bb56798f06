// Player settings. Held in memory for now; IndexedDB persistence arrives with the storage layer.

export type ConflictMode = 'refuse' | 'mark';

export interface Settings {
  /** What happens to a digit that breaks a rule: refused with a message (default) or only marked. */
  conflictMode: ConflictMode;
}

export const defaultSettings: Settings = { conflictMode: 'refuse' };
