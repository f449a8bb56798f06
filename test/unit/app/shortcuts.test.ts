import { describe, expect, it } from 'vitest';
import { readShortcut, withoutShortcut } from '../../../src/app/platform/shortcuts';

const GAMES = ['sudoku', 'link'];

describe('home-screen shortcuts (?play=)', () => {
  it('reads a game, the daily puzzle, or nothing', () => {
    expect(readShortcut('?play=sudoku', GAMES)).toEqual({
      ok: true,
      shortcut: { kind: 'play', game: 'sudoku' },
    });
    expect(readShortcut('?play=link&x=1', GAMES)).toEqual({
      ok: true,
      shortcut: { kind: 'play', game: 'link' },
    });
    expect(readShortcut('?play=daily', GAMES)).toEqual({ ok: true, shortcut: { kind: 'daily' } });
    expect(readShortcut('', GAMES)).toEqual({ ok: true, shortcut: null });
    expect(readShortcut('?other=1', GAMES)).toEqual({ ok: true, shortcut: null });
  });

  it('names what is wrong with an unknown or repeated value', () => {
    const unknown = readShortcut('?play=chess', GAMES);
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.message).toContain('“chess”');
    const long = readShortcut(`?play=${'x'.repeat(100)}`, GAMES);
    if (!long.ok) expect(long.message).toContain(`“${'x'.repeat(24)}…”`);
    expect(long.ok).toBe(false);
    const twice = readShortcut('?play=sudoku&play=link', GAMES);
    expect(twice).toEqual({ ok: false, message: 'The link asks to play 2 things at once.' });
  });

  it('drops only the play parameter from the address', () => {
    expect(withoutShortcut('https://x.test/?play=link')).toBe('/');
    expect(withoutShortcut('https://x.test/?a=1&play=link#s=abc')).toBe('/?a=1#s=abc');
  });
});
