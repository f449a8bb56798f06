// Whether two records hold the same, whatever order their fields were written in: a record read
// back and checked (records.ts builds it field by field) and the one stored may list the same
// fields in another order. An import that would write what is already there writes nothing.

export function sameRecord(a: unknown, b: unknown): boolean {
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

function sorted(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(sorted);
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sorted((value as Record<string, unknown>)[k])]),
  );
}
