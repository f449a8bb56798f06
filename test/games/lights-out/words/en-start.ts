// Lights Out's words on the first screen (its card), in English, the source of keys: found by
// src/i18n/game-words-start-registry.ts (`startWords`), composed into the catalogue as
// `words().games['lights-out']`.

export const lightsStartEn = {
  name: 'Lights Out',
  blurb: 'Press a light to switch it and its neighbours; switch them all off.',
  size: '3×3',
  levels: { easy: 'Easy', hard: 'Hard' },
} as const;

/** What the words registry finds (by import.meta.glob). */
export const startWords = lightsStartEn;

// Types `words().games['lights-out']` for the catalogues, which name no game.
declare module '../../../i18n/game-words-by-id' {
  interface GameStartWordsById {
    readonly 'lights-out': typeof lightsStartEn;
  }
}
