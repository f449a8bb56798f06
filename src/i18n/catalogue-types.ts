// The shape every catalogue has: the English catalogue's, with each text a string and each
// message with parts a function of the same parameters. So a catalogue with a key missing, a
// key too many, or a placeholder of the wrong name or type does not compile.

export type Shaped<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : Shaped<T[K]>;
};

/**
 * A game's words in another language: the shape of its English first-screen words (`start`)
 * and stage words (its screen, texts and problems), so a missing key does not compile.
 */
export type GameWordsShaped<Start, Stage> = { readonly start: Shaped<Start> } & Shaped<Stage>;

/** What every game's English stage words hold (src/games/<id>/words/en-stage.ts). */
export interface GameStageWords {
  /** The game screen's own words: `words().<game id>`. */
  readonly screen: object;
  /** Its rules, board label and share texts: `words().gameText.<game id>`. */
  readonly text: {
    readonly rulesTitle: string;
    readonly rules: readonly string[];
    readonly boardLabel: string;
    readonly sharedNoun: string;
    readonly shareTitle: string;
    /** What else a pasted text of this game may be, word for word as its core's `pastedForm`
     *  says it in English (none when only its share code reads). */
    readonly pastedForms: readonly string[];
    /** The Open dialog's line about that (none when there is nothing else to paste). */
    readonly pasteHints: readonly string[];
    /** Lines the records list shows above the shared legend: what its rows' notes mean. */
    readonly recordsLegend: readonly string[];
  };
  /** The words of its own kinds of share-code problem: merged into `words().codeProblems`. */
  readonly problems: object;
}
