// How a catalogue takes in the games' words from a words registry (one entry per game, keyed by
// its id), so no catalogue names a game: a part of each game's words under its id, or every
// game's part merged into one table (the problems, keyed by kind).

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  i: infer I,
) => void
  ? I
  : never;

type Registry<P extends string> = Readonly<Record<string, Readonly<Record<P, unknown>>>>;

/** `part` of each game's words, under the game's id: `{ <id>: …, <other id>: … }`. */
export function gameSlices<P extends string, R extends Registry<P>>(
  registry: R,
  part: P,
): { readonly [K in keyof R]: R[K][P] } {
  return Object.fromEntries(
    Object.entries(registry).map(([id, gameWords]) => [id, gameWords[part]]),
  ) as { readonly [K in keyof R]: R[K][P] };
}

/** `part` of every game's words in one table (each game's keys are its own: prefixed kinds). */
export function mergedSlices<P extends string, R extends Registry<P>>(
  registry: R,
  part: P,
): UnionToIntersection<R[keyof R][P]> {
  return Object.assign({}, ...Object.values(registry).map((gameWords) => gameWords[part]));
}
