// journey: the ladder's eras, its length and its seeds — light on purpose (no imports), so
// the lobby's first chunk can tell a stage in progress from its seed (the Continue card's
// "Stage 3") without the ladder or the generator. The ladder itself is journey-stages.ts.

/** The journey's eras, oldest first: what a stage seed of that era was made with. */
export const JOURNEY_ERAS: readonly { era: number; generator: number }[] = [
  { era: 1, generator: 1 },
];
export const JOURNEY_ERA = JOURNEY_ERAS[JOURNEY_ERAS.length - 1]?.era ?? 1;
/** Stages on the map. Beyond 100 the ladder would only repeat its hardest step. */
export const JOURNEY_STAGES = 100;

export function journeySeed(stage: number, era: number = JOURNEY_ERA): string {
  return `gridwise-journey-v${era}:${stage}:link`;
}

/** The stage a seed makes, or null when it is not a journey seed of a known era. */
export function stageOfSeed(seed: string): { stage: number; era: number } | null {
  const match = /^gridwise-journey-v(\d+):(\d{1,3}):link$/.exec(seed);
  if (!match) return null;
  const era = Number(match[1]);
  const stage = Number(match[2]);
  if (!JOURNEY_ERAS.some((e) => e.era === era)) return null;
  if (stage < 1 || stage > JOURNEY_STAGES || journeySeed(stage, era) !== seed) return null;
  return { stage, era };
}
