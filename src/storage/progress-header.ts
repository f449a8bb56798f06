// What every progress record of the settings store starts with (the daily's, the journey's):
// an object of this record format, for a known game. Checked the same way for both, naming the
// field that is wrong.

import { isGameKind } from './game-kind-registry';
import { RECORD_FORMAT, RecordError } from './records';

/** The record's fields once its format and game are checked; throws RecordError otherwise. */
export function progressFields(
  value: unknown,
  what: string,
): { fields: Record<string, unknown>; kind: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new RecordError(`${what} is not an object`);
  const fields = value as Record<string, unknown>;
  if (fields.format !== RECORD_FORMAT)
    throw new RecordError(
      `${what}.format should be ${RECORD_FORMAT}, got ${String(fields.format)}`,
    );
  if (typeof fields.kind !== 'string' || !isGameKind(fields.kind))
    throw new RecordError(`${what}.kind should be a game id, got ${String(fields.kind)}`);
  return { fields, kind: fields.kind };
}
