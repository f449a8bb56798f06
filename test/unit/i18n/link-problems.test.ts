// What is wrong with a pasted link or code, in the player's language: the English catalogue
// says exactly what the core says (so the command line and the app never drift apart), and the
// Chinese says it in Chinese, for every problem the core reports as data.
import { afterAll, describe, expect, it } from 'vitest';
import { parsePastedCode, parseShareRoute } from '../../../src/app/share-route';
import { linkProblemWords } from '../../../src/app/shell/share-routing';
import type { LinkProblem, ShareRoute } from '../../../src/games/share-links';
import { useLanguage } from '../../../src/i18n/i18n';

const failures: [string, ShareRoute][] = [
  ['too long', parsePastedCode('x'.repeat(2001))],
  ['not a link', parseShareRoute('#settings')],
  ['no game', parseShareRoute('#play/')],
  ['unknown game', parseShareRoute('#play/chess/abc')],
  ['no code', parseShareRoute('#play/sudoku/')],
  ['nothing pasted', parsePastedCode('   ')],
  ['not a code', parsePastedCode('hello there')],
];

function failed(route: ShareRoute): { message: string; problem?: LinkProblem } {
  if (route.ok) throw new Error('expected a refusal');
  return route;
}

afterAll(async () => {
  await useLanguage('en');
});

describe('link problems in words', () => {
  it('reports every problem as data, one of each kind', () => {
    const kinds = failures.map(([, route]) => failed(route).problem?.kind);
    expect(new Set(kinds).size).toBe(failures.length);
    expect(kinds).not.toContain(undefined);
  });

  it('says in English exactly what the core says (game ids as the core names them)', () => {
    for (const [what, route] of failures) {
      const read = failed(route);
      if (read.problem?.kind === 'too-long') {
        // Counts go through Intl: 2,001 where the core wrote 2001.
        expect(linkProblemWords(read), what).toBe(
          read.message.replace('2001', '2,001').replace('2000', '2,000'),
        );
        continue;
      }
      if (read.problem?.kind === 'unknown-game') {
        // The app names the games by their names; the core by their ids.
        expect(linkProblemWords(read), what).toBe(
          read.message.replace('sudoku and link', 'Sudoku and Link'),
        );
        continue;
      }
      expect(linkProblemWords(read), what).toBe(read.message);
    }
  });

  it('says every problem in Chinese', async () => {
    await useLanguage('zh-Hans');
    for (const [what, route] of failures) {
      const said = linkProblemWords(failed(route));
      expect(said, what).toMatch(/\p{Script=Han}/u);
      // URLs stay as they are typed; the words around them are Chinese.
      const words = said.replace(/…?#?play\/[a-z]*\/?(<[^>]*>)?/g, '');
      expect(words, what).not.toMatch(/\b(the|this|link|code|is|not)\b/i);
    }
    const unknown = linkProblemWords(failed(parseShareRoute('#play/chess/abc')));
    expect(unknown).toContain('数独和连连看');
  });
});
