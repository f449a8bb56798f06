// Lights Out's refusals, one per way its share code can be wrong, read as the app reads them:
// found by the refusal-words test (test/unit/i18n/refusal-words.test.ts) once this folder is
// test/unit/lights-out/.

import { lightsCore } from '../../../src/games/lights-out/core/lights-core';
import { makeLights } from '../../../src/games/lights-out/core/lights-maker';
import { type Corpus, pasted } from '../i18n/refusal-readers';

const CODE = lightsCore.encodeShare(makeLights('easy', 'refusals'));
/** `body` with its check letter: the one of a–z that the reader takes past the check. */
const withCheck = (body: string): string => {
  for (const c of 'abcdefghijklmnopqrstuvwxyz') {
    const read = lightsCore.decodeShare(body + c);
    if (read.ok || read.problem?.kind !== 'code-typo') return body + c;
  }
  throw new Error(`no check letter passes for ${body}`);
};

export const corpus: Corpus = [
  ['lights: length', pasted(CODE.slice(0, -1), 'length')],
  ['lights: level', pasted(withCheck(`${CODE.slice(0, 3)}x${CODE.slice(4, 7)}`), 'level')],
  ['lights: cells', pasted(withCheck(`${CODE.slice(0, 4)}000`), 'cells')],
];
