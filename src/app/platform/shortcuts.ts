import { formatCount } from '../../i18n/format';
import { words } from '../../i18n/i18n';

// The home-screen shortcuts of the installed app (manifest `shortcuts`): `/?play=sudoku`,
// `/?play=link` and `/?play=daily` open straight into a game. The parameter comes from outside
// (a shortcut, a bookmark, a typed URL), so it is checked: an unknown value is named in a clear
// message and the lobby is shown, with nothing else changed.

type Shortcut = { kind: 'play'; game: string } | { kind: 'daily' };

type ShortcutRead = { ok: true; shortcut: Shortcut | null } | { ok: false; message: string };

/** Reads `?play=` from a URL's query string; `games` are the registry's ids. */
export function readShortcut(search: string, games: readonly string[]): ShortcutRead {
  const params = new URLSearchParams(search);
  const values = params.getAll('play');
  if (values.length === 0) return { ok: true, shortcut: null };
  if (values.length > 1) {
    return {
      ok: false,
      message: words().install.tooMany({ count: formatCount(values.length) }),
    };
  }
  const value = values[0] ?? '';
  if (value === 'daily') return { ok: true, shortcut: { kind: 'daily' } };
  if (games.includes(value)) return { ok: true, shortcut: { kind: 'play', game: value } };
  const shown = value.length > 24 ? `${value.slice(0, 24)}…` : value;
  return {
    ok: false,
    message: words().install.unknownGame({ asked: shown, games: games.join(', ') }),
  };
}

/** The URL without its `play` parameter (so a reload does not start another game). */
export function withoutShortcut(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('play');
  return url.pathname + (url.search === '?' ? '' : url.search) + url.hash;
}
