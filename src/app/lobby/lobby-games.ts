// The lobby's view of the game registry: each game's card (name, one line, preview), its sizes
// and levels as the lobby offers them, and what a continue card says about a game in progress.
// Only the registry's cheap descriptions are read here: no game screen, no Pixi.

import { words } from '../../i18n/i18n';
import { formatDuration } from '../../play/format';
import type { GameCard } from '../../play/game-entry';
import { dailyTitle } from '../daily/daily-label';
import { dailyDateOfSeed } from '../daily/daily-seed';
import type { LobbyGame, ResumeInfo } from './home-lobby';

/** The lobby's card and choices for each game of the registry, in registry order. */
export function lobbyGames(cards: readonly GameCard[]): LobbyGame[] {
  return cards.map((card) => {
    const sizeOf = (id: string) => card.sizes.find((s) => String(s) === id);
    return {
      id: card.id,
      name: card.name,
      blurb: card.blurb,
      // journey: a game's start words name its journey when it has one (Link).
      journey: (words().games as Record<string, { journey?: string }>)[card.id]?.journey ?? null,
      // school: and its technique school (Sudoku).
      learn: (words().games as Record<string, { learn?: string }>)[card.id]?.learn ?? null,
      // And its scan of a printed puzzle from a photo (Sudoku).
      scan: (words().games as Record<string, { scan?: string }>)[card.id]?.scan ?? null,
      sizes: card.sizes.map((size) => ({ id: String(size), label: card.sizeLabel(size) })),
      levelsFor: (id) => {
        const size = sizeOf(id);
        if (size === undefined) return [];
        // Nightmare: a level made ahead is "being made…" until the pool says it is ready.
        const making = words().lobby.levelMaking;
        return card.levelsAt(size).map((level) => ({
          id: level,
          label: card.levelLabel(level),
          note: card.madeAhead?.(size, level) ? making : null,
        }));
      },
      defaultSize: String(card.defaultSize),
      defaultLevel: card.levelsAt(card.defaultSize)[0] ?? '',
      preview: card.preview,
    };
  });
}

/** A size id from the lobby back to the game's own size value (Sudoku's are numbers). */
export function sizeFromLobby(card: GameCard, id: string): string | number {
  return card.sizes.find((s) => String(s) === id) ?? id;
}

/**
 * What a continue card says about a saved or running game: "Sudoku · 9×9 · Hard", "4:12
 * played". The record is read defensively: a size or level the game does not know shows only
 * the game's name (the game itself reports a bad record when it is opened).
 */
export function resumeInfo(
  card: GameCard,
  game: { puzzle: Record<string, unknown>; elapsedMs: number },
): ResumeInfo {
  const size = card.sizes.find((s) => s === game.puzzle.size);
  const level = game.puzzle.level;
  const known =
    size !== undefined && typeof level === 'string' && card.levelsAt(size).includes(level);
  const w = words().lobby;
  // daily: a daily names its day ("Sudoku · Daily · 26 Nov · Hard") instead of its size.
  const seed = String(game.puzzle.seed ?? '');
  const day = dailyDateOfSeed(seed, card.id);
  // journey: a stage names its number ("Link · Stage 3 · Falling").
  const stage = card.stageTitle?.(seed) ?? null;
  const title = known
    ? w.resumeTitle({
        game: card.name,
        size: stage ?? (day === null ? card.sizeLabel(size) : dailyTitle(day)),
        level: card.levelLabel(level),
      })
    : card.name;
  const ms = Number.isFinite(game.elapsedMs) && game.elapsedMs > 0 ? game.elapsedMs : 0;
  return { title, detail: w.played({ time: formatDuration(ms) }) };
}
