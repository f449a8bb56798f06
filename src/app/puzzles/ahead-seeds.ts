// `?aheadSeeds=a,b`: the seeds the levels made ahead (Nightmare) are made from, in this order,
// then fresh ones. For the e2e tests: a Nightmare search takes a second to a minute by its seed,
// and a fresh seed made each run of the Nightmare tests wait as long as its luck; a seed known to
// be short keeps the real worker, search, progress and pool while the wait is seconds.
// A player's address never has it.

/** A seed the worker accepts (src/worker/protocol.ts: 1–64 characters), kept to plain ones. */
const SEED = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_SEEDS = 8;

export interface AheadSeeds {
  /** The next seed for a level made ahead: from the list while it lasts, then `fresh()`. */
  next(): string;
}

/** The address's `aheadSeeds`, or why it was refused (then every seed is fresh). */
export function aheadSeedsFromAddress(
  search: string,
  fresh: () => string,
): { seeds: AheadSeeds; problem: string | null } {
  const raw = new URLSearchParams(search).get('aheadSeeds');
  const listed = raw === null ? [] : raw.split(',');
  const bad = listed.findIndex((s) => !SEED.test(s));
  const problem =
    listed.length > MAX_SEEDS
      ? `?aheadSeeds has ${listed.length} seeds, at most ${MAX_SEEDS}: fresh seeds used instead`
      : bad >= 0
        ? `?aheadSeeds: seed ${bad + 1} ("${listed[bad]}") must be 1–64 letters, digits, - or _: fresh seeds used instead`
        : null;
  const queue = problem ? [] : listed;
  return { seeds: { next: () => queue.shift() ?? fresh() }, problem };
}
