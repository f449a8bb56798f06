// What keeps a shared link or code from being played, in the player's language. The cores
// report it as data beside their English (src/games/code-problems.ts); the words are the
// catalogue's, and the English catalogue says exactly what the cores say (a unit test checks).

import type { CodeProblem, CodeProblemDetails } from '../../games/code-problems';
import type { LinkProblem } from '../../games/share-links';
import { formatCount } from '../../i18n/format';
import { words } from '../../i18n/i18n';
import { gameEntry } from '../game-registry';

type CodeKind = Exclude<CodeProblem['kind'], LinkProblem['kind']>;

/**
 * The catalogue's words for every code problem: a text for one without details, else a
 * function of its details as text. The assignment below makes a missing kind, or a sentence
 * that asks for a detail the problem lacks, a type error.
 */
type CodeProblemSentences = {
  readonly [K in CodeKind]: [keyof CodeProblemDetails<K>] extends [never]
    ? string
    : (details: { readonly [F in keyof CodeProblemDetails<K>]: string }) => string;
};

function linkProblemWords(problem: LinkProblem): string {
  const w = words().linkProblems;
  switch (problem.kind) {
    case 'too-long':
      return w.tooLong({ length: formatCount(problem.length), max: formatCount(problem.max) });
    case 'not-a-link':
      return w.notALink;
    case 'no-game':
      return w.noGame;
    case 'unknown-game':
      return w.unknownGame({
        asked: problem.asked,
        games: problem.games.map((id) => gameEntry(id)?.name ?? id).join(w.gamesJoin),
      });
    case 'no-code':
      return w.noCode({ game: problem.game });
    case 'nothing-pasted':
      return w.nothingPasted;
    case 'not-a-code':
      return w.notACode;
  }
}

/** Every link problem's kind (a record, so a kind added to LinkProblem must be listed). */
const LINK_KINDS: Readonly<Record<LinkProblem['kind'], true>> = {
  'too-long': true,
  'not-a-link': true,
  'no-game': true,
  'unknown-game': true,
  'no-code': true,
  'nothing-pasted': true,
  'not-a-code': true,
};

function isLinkProblem(problem: CodeProblem): problem is LinkProblem {
  return Object.hasOwn(LINK_KINDS, problem.kind);
}

/** A code problem's details as the catalogue takes them: numbers as written, lists joined. */
function detailsAsText(problem: CodeProblem, listJoin: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(problem)) {
    if (name === 'kind') continue;
    out[name] = Array.isArray(value) ? value.join(listJoin) : String(value);
  }
  return out;
}

/** Why a link or code cannot be played, in the player's language; the core's English when it
 * gave no problem as data. */
export function problemWords(refusal: {
  readonly message: string;
  readonly problem: CodeProblem | null;
}): string {
  const problem = refusal.problem;
  if (!problem) return refusal.message;
  if (isLinkProblem(problem)) return linkProblemWords(problem);
  const catalogue = words().codeProblems;
  const sentences: CodeProblemSentences = catalogue;
  const sentence = sentences[problem.kind] as string | ((details: object) => string);
  return typeof sentence === 'string'
    ? sentence
    : sentence(detailsAsText(problem, catalogue.listJoin));
}
