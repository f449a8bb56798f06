// Player settings: defaults, and reading a stored copy back field by field, so a setting from
// an older or newer version (or a damaged one) falls back to its default instead of breaking.

export type ConflictMode = 'refuse' | 'mark';

export interface Settings {
  /** What happens to a digit that breaks a rule: refused with a message (default) or only marked. */
  conflictMode: ConflictMode;
}

export const defaultSettings: Settings = { conflictMode: 'refuse' };

export function readSettings(stored: Record<string, unknown>): Settings {
  const mode = stored.conflictMode;
  return {
    conflictMode: mode === 'refuse' || mode === 'mark' ? mode : defaultSettings.conflictMode,
  };
}
