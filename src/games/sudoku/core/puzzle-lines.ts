// Puzzle collections as text: one puzzle per line, '.' or '0' for an empty cell, lines starting
// with '#' are comments. The format of the public data sets and of command-line input.

/** The puzzles in `text` as digit arrays (0 = empty), at most `max` of them. Only the first
 *  81 characters of a line are read, so rated lists ("<puzzle> <rating>") work too. */
export function puzzleLines(text: string, max = Number.POSITIVE_INFINITY): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (const line of text.split('\n')) {
    if (out.length >= max) break;
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    out.push(
      Uint8Array.from(trimmed.slice(0, 81), (ch) => (ch === '.' ? 0 : ch.charCodeAt(0) - 48)),
    );
  }
  return out;
}
