// Link's refusals, one per way its share code can be wrong, read as the app reads them: found by
// the refusal-words test (test/unit/i18n/refusal-words.test.ts).

import { parseLinkBoard } from '../../../src/games/link/core/board';
import { generateLink } from '../../../src/games/link/core/generator';
import { decodeLinkShare, encodeLinkShare } from '../../../src/games/link/core/share-code';
import { type Corpus, linked, pasted, refused } from '../i18n/refusal-readers';
import { rawLinkCode, withCheck } from '../share/raw-codes';

const LINK = encodeLinkShare(
  generateLink({ size: 'small', gravity: 'down', seed: 'errors' }).board,
  'fall',
);
const lastChanged = (code: string) => code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A');

export const corpus: Corpus = [
  ['link: typo', pasted(lastChanged(LINK), 'typo')],
  ['link: empty', refused(decodeLinkShare('  '), 'link empty')],
  ['link: bad char', linked(`#play/link/${LINK.slice(0, 7)}.${LINK.slice(7)}`, 'char')],
  ['link: version', linked(`#play/link/Z${LINK.slice(1)}`, 'version')],
  ['link: too short', pasted('Afaa', 'too short')],
  ['link: level', linked(`#play/link/Ax${LINK.slice(2)}`, 'level')],
  ['link: board size', linked(`#play/link/${rawLinkCode('c', 0, 2, 1, [])}`, 'board size')],
  ['link: kinds', linked(`#play/link/${withCheck('AcCC_AAAA')}`, 'kinds')],
  [
    'link: shape',
    pasted(encodeLinkShare(parseLinkBoard('ab\nba'), 'classic'), 'a shape no size has'),
  ],
  ['link: length', pasted(LINK.slice(0, 10) + LINK.slice(11), 'length')],
  ['link: cells damaged', refused(decodeLinkShare(rawLinkCode('c', 2, 2, 2, [], 81n)), 'cells')],
  ['link: odd kind', refused(decodeLinkShare(rawLinkCode('c', 2, 2, 2, [1, 2, 2, 0])), 'odd')],
  ['link: no tiles', refused(decodeLinkShare(rawLinkCode('c', 2, 2, 1, [0, 0, 0, 0])), 'none')],
  [
    'link: unclearable',
    refused(decodeLinkShare(encodeLinkShare(parseLinkBoard('ab\nba'), 'classic')), 'unclearable'),
  ],
];
