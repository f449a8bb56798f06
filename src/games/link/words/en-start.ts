// Link's words on the first screen (the lobby's card: name, blurb, sizes and levels), in English,
// the source of keys. Small on purpose: it is in the first chunk, found by
// src/i18n/game-words-start-registry.ts (`startWords`), composed into the catalogue (as
// `words().games.link`).

export const linkStartWords = {
  name: 'Link',
  blurb: 'Join equal tiles by a path with at most two turns.',
  // journey: the lobby's button to the ladder of stages.
  journey: 'Journey',
  stage: (p: { n: string }) => `Stage ${p.n}`,
  sizes: { small: 'Small', medium: 'Medium', large: 'Large' },
  levels: {
    classic: 'Classic',
    fall: 'Falling',
    'drift-left': 'Drift left',
    rise: 'Rising',
    'drift-right': 'Drift right',
  },
} as const;

/** What the words registry finds (src/i18n/game-words-start-registry.ts, by import.meta.glob). */
export const startWords = linkStartWords;

// Types `words().games.link` for the catalogues, which name no game.
declare module '../../../i18n/game-words-by-id' {
  interface GameStartWordsById {
    readonly link: typeof linkStartWords;
  }
}
