// What keeps a shared link or code from being played, in the player's language. The cores
// report it as data beside their English (src/engine/code-problems.ts); the words are the
// catalogue's, and the English catalogue says exactly what the cores say (a unit test checks).
// The shared kinds are worded here; a game's own kinds by its words (src/games/<id>/words/),
// which the catalogue merges into `codeProblems`, keyed by kind.

import {
  type CodeProblem,
  SHARED_PROBLEM_KINDS,
  type SharedProblem,
} from '../../engine/code-problems';
import { formatCount } from '../../i18n/format';
import { gameTextOf } from '../../i18n/game-text';
import { words } from '../../i18n/i18n';
import { GAMES, gameEntry } from '../game-registry';

/** A kind's words: a text, or a function of its details as text. */
type Sentence = string | ((details: Readonly<Record<string, string>>) => string);

/** A shared problem of the link or pasted text, before any game reads a code. */
type ShareProblem = Exclude<SharedProblem, { kind: 'code-typo' }>;

/** One example link per registered game, as the cores' English lists them. */
function shareLinkExamples(): string {
  const w = words().shareProblems;
  return GAMES.map((g) => w.shareLinkExample({ game: g.core.id })).join(w.linksJoin);
}

/** What else each registered game reads when pasted, each after `formLead`. */
function pastedForms(): string {
  const lead = words().shareProblems.formLead;
  return GAMES.flatMap((g) => gameTextOf(g.core.id)?.pastedForms ?? [])
    .map((form) => lead + form)
    .join('');
}

function shareProblemWords(problem: ShareProblem): string {
  const w = words().shareProblems;
  switch (problem.kind) {
    case 'too-long':
      return w.tooLong({ length: formatCount(problem.length), max: formatCount(problem.max) });
    case 'not-a-link':
      return w.notALink({ links: shareLinkExamples() });
    case 'no-game':
      return w.noGame({ links: shareLinkExamples() });
    case 'unknown-game':
      return w.unknownGame({
        asked: problem.asked,
        games: problem.games.map((id) => gameEntry(id)?.name ?? id).join(w.gamesJoin),
      });
    case 'no-code':
      return w.noCode({ game: problem.game, links: shareLinkExamples() });
    case 'nothing-pasted':
      return w.nothingPasted;
    case 'not-a-code':
      return w.notACode({ links: shareLinkExamples(), forms: pastedForms() });
  }
}

function isShareProblem(problem: CodeProblem): problem is ShareProblem {
  return problem.kind !== 'code-typo' && (SHARED_PROBLEM_KINDS as string[]).includes(problem.kind);
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
 * gave no problem as data, or a kind no game has words for. */
export function problemWords(refusal: {
  readonly message: string;
  readonly problem: CodeProblem | null;
}): string {
  const problem = refusal.problem;
  if (!problem) return refusal.message;
  if (isShareProblem(problem)) return shareProblemWords(problem);
  const catalogue = words().codeProblems;
  // Keyed by kind: the shared 'code-typo', then each game's own (checked per game by
  // ProblemSentences in its words, and across games by test/unit/i18n/game-words.test.ts).
  const sentences = catalogue as unknown as Readonly<Record<string, Sentence>>;
  const sentence = Object.hasOwn(sentences, problem.kind) ? sentences[problem.kind] : undefined;
  if (sentence === undefined) return refusal.message;
  return typeof sentence === 'string'
    ? sentence
    : sentence(detailsAsText(problem, catalogue.listJoin));
}
