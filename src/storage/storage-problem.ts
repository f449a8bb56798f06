// What storage had to do about a record it could not read, as data: the app says it in the
// player's language; `message` is the English (logs, tests, the command line).

/** The stores a damaged record can be set aside from. */
export type SetAsideStore = 'games' | 'clocks' | 'bestTimes' | 'statistics' | 'settings';

export type StorageProblem =
  | {
      readonly kind: 'set-aside';
      readonly store: SetAsideStore;
      /** The validator's English, naming the field: a detail for diagnosis. */
      readonly reason: string;
      readonly message: string;
    }
  | {
      readonly kind: 'pool-dropped';
      readonly count: number;
      readonly reason: string;
      readonly message: string;
    };

/** Called whenever storage set a record aside (never for a write that failed: see SaveHealth). */
export type StorageProblemReport = (problem: StorageProblem) => void;
