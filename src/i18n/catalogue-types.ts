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
