// Lights Out's words in the language in use, read from the catalogue, where the words registries
// put them from ../words/ (typed there, by declaration merging).

import { words } from '../../../i18n/i18n';

/** The first screen's words (the card). */
export const lightsStart = () => words().games['lights-out'];

/** The stage's words: its screen's and its texts (rules, share). */
export function lightsStage() {
  const all = words();
  return { ...all['lights-out'], ...all.gameText['lights-out'] };
}
