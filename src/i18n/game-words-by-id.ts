// Each game's English words, by id, as the catalogues type them: every game's words files add
// their game to these interfaces (declaration merging: `declare module` in
// src/games/<id>/words/en-start.ts and en-stage.ts), so `words().<id>` is typed from the game's
// folder alone; the words registries find the values by import.meta.glob, keyed by folder
// (`../games/<id>/words/…`). Types only: nothing of it is in any chunk.

/** Each game's first-screen words (src/games/<id>/words/en-start.ts), by id. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each game's en-start.ts
export interface GameStartWordsById {}

/** Each game's stage words in English (src/games/<id>/words/en-stage.ts), by id. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each game's en-stage.ts
export interface GameStageWordsById {}

/** A table by id, as a type a catalogue can take in (an interface is not a record). */
export type ById<T> = { readonly [K in keyof T]: T[K] };
