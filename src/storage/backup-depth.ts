// How deep a backup's JSON nests, measured before anything reads or writes it. A real backup nests
// a handful of levels (a game's puzzle and its own part); a doctored one nested thousands deep
// would overflow the stack of whatever walks it next (IndexedDB's structured clone on `put`
// throws "Maximum call stack size exceeded"), so the file is refused first, in words that say
// where. The walk keeps its own stack, so measuring never overflows either.

/** Far above any record Gridwise writes (the deepest is a game's own part, under ten levels). */
export const MAX_BACKUP_DEPTH = 64;

/** The path where `value` first nests deeper than `limit` levels (e.g. `games[0].puzzle.a.a`), or
 *  null when it does not. */
export function tooDeepAt(value: unknown, limit = MAX_BACKUP_DEPTH): string | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: v, path, depth } = stack.pop() as (typeof stack)[number];
    if (typeof v !== 'object' || v === null) continue;
    if (depth >= limit) return path || '(the top)';
    const entries: [string, unknown][] = Array.isArray(v)
      ? v.map((item, i) => [`${path}[${i}]`, item])
      : Object.entries(v).map(([key, item]) => [path ? `${path}.${key}` : key, item]);
    for (const [at, item] of entries) stack.push({ value: item, path: at, depth: depth + 1 });
  }
  return null;
}
