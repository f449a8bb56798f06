// The performance budget (perf-budget.json at the repository root): one threshold per figure of
// the report. A budget file with an unknown figure or a malformed limit is refused with the name
// of what is wrong, so a typo cannot quietly switch a check off.

import { readFileSync } from 'node:fs';

export interface Limit {
  min?: number;
  max?: number;
}

export type Budget = Record<string, Limit>;

export function readBudget(file: string, known: readonly string[]): Budget {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: cannot be read as JSON (${(error as Error).message})`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file}: expected an object of figures`);
  }
  const budget: Budget = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (key.startsWith('$')) continue; // "$comment" and the like
    if (!known.includes(key)) {
      throw new Error(`${file}: unknown figure "${key}" (known: ${known.join(', ')})`);
    }
    if (typeof value !== 'object' || value === null) {
      throw new Error(`${file}: "${key}" must be an object like {"max": 150}`);
    }
    const limit: Limit = {};
    for (const [bound, n] of Object.entries(value)) {
      if (bound !== 'min' && bound !== 'max') {
        throw new Error(`${file}: "${key}.${bound}" is not "min" or "max"`);
      }
      if (typeof n !== 'number' || !Number.isFinite(n)) {
        throw new Error(`${file}: "${key}.${bound}" must be a number`);
      }
      limit[bound] = n;
    }
    if (limit.min === undefined && limit.max === undefined) {
      throw new Error(`${file}: "${key}" has neither "min" nor "max"`);
    }
    budget[key] = limit;
  }
  return budget;
}

/** Why `value` breaks `limit`, or null when it is within it. */
export function breach(value: number, limit: Limit | undefined): string | null {
  if (!limit) return null;
  if (limit.min !== undefined && value < limit.min) return `below the minimum ${limit.min}`;
  if (limit.max !== undefined && value > limit.max) return `above the maximum ${limit.max}`;
  return null;
}

/** The limit as the table prints it, in the figure's own format. */
export function describe(limit: Limit | undefined, format: (n: number) => string): string {
  if (!limit) return '';
  const { min, max } = limit;
  if (min !== undefined && max !== undefined) return `${format(min)}…${format(max)}`;
  return min !== undefined ? `≥ ${format(min)}` : `≤ ${format(max as number)}`;
}
