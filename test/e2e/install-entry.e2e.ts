import { describe, expect, it } from 'vitest';
import type { LinkSnapshot } from '../../src/games/link/play/link-snapshot';
import { useBrowser } from './fixture';
import {
  appUrl,
  openApp,
  pageErrors,
  state,
  tap,
  targets,
  waitForState,
  waitForTarget,
} from './harness';

const e2e = useBrowser({ serviceWorker: true });

interface Manifest {
  name: string;
  theme_color: string;
  shortcuts: { name: string; url: string; icons: { src: string }[] }[];
  screenshots: { src: string; sizes: string; form_factor: string }[];
}

describe('install', () => {
  it('offers Install only when the browser does, and calls its prompt on a tap', async () => {
    const page = await openApp(await e2e.phone());
    expect((await targets(page)).map((t) => t.id)).not.toContain('btn:install');
    await page.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
        prompt: () => Promise<void>;
        userChoice: Promise<{ outcome: string }>;
      };
      offer.prompt = () => {
        (window as { prompted?: number }).prompted =
          ((window as { prompted?: number }).prompted ?? 0) + 1;
        return Promise.resolve();
      };
      offer.userChoice = Promise.resolve({ outcome: 'accepted' });
      window.dispatchEvent(offer);
      (window as { offerCancelled?: boolean }).offerCancelled = offer.defaultPrevented;
    });
    await waitForTarget(page, 'btn:install');
    expect(await page.evaluate(() => (window as { offerCancelled?: boolean }).offerCancelled)).toBe(
      true,
    );
    // Settings offers it too.
    await tap(page, 'btn:settings');
    await waitForState(page, (s) => s.screen === 'settings', 'the settings screen', 30_000);
    await waitForTarget(page, 'btn:install');
    await tap(page, 'btn:back');
    await waitForState(page, (s) => s.screen === 'home', 'home');
    await tap(page, 'btn:install');
    await page.waitForFunction(() => (window as { prompted?: number }).prompted === 1);
    // The offer is spent: the button goes until the browser offers again.
    await page.waitForFunction(
      () => !window.gridwise.targets().some((t) => t.id === 'btn:install'),
    );
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('names the app (not a list of games), and lists shortcuts and screenshots that are served', async () => {
    const page = await openApp(await e2e.phone());
    const manifest = (await page.evaluate(async () =>
      (await fetch('/manifest.webmanifest')).json(),
    )) as Manifest;
    // A new game is its folder alone: the app's name does not list the games; each game's
    // shortcut names it.
    expect(manifest.name).toMatch(/^Gridwise/);
    expect(manifest.name).not.toMatch(/Sudoku|Link/);
    expect(manifest.shortcuts.map((s) => s.url)).toEqual([
      '/?play=daily',
      '/?play=sudoku',
      '/?play=link',
    ]);
    expect(manifest.shortcuts.map((s) => s.name)).toEqual([
      'Daily puzzle',
      'Play Sudoku',
      'Play Link',
    ]);
    expect(new Set(manifest.screenshots.map((s) => s.form_factor))).toEqual(
      new Set(['narrow', 'wide']),
    );
    const files = [
      ...manifest.shortcuts.flatMap((s) => s.icons.map((i) => i.src)),
      ...manifest.screenshots.map((s) => s.src),
    ];
    const served = await page.evaluate(
      (srcs) =>
        Promise.all(
          srcs.map(async (src) => {
            const response = await fetch(src);
            return `${src} ${response.status} ${response.headers.get('content-type')}`;
          }),
        ),
      files,
    );
    expect(served).toEqual(files.map((src) => `${src} 200 image/png`));
    await page.context().close();
  });
});

describe('shortcuts', () => {
  it('open their game straight from the home screen, offline too', async () => {
    const context = await e2e.phone();
    const page = await openApp(context);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);

    await page.goto(appUrl('?play=link'));
    const link = await waitForState<LinkSnapshot>(
      page,
      (s) => s.screen === 'game' && s.game?.kind === 'link' && s.game.status === 'playing',
      'a Link game from the shortcut',
      60_000,
    );
    expect(link.game?.tilesLeft).toBeGreaterThan(0);
    // The shortcut is used up: a reload does not start another game.
    // (The harness's own parameters stay: only `play` is taken out.)
    expect(await page.evaluate(() => location.search)).toBe(new URL(appUrl()).search);

    // "Play Link" again: the game in progress comes back, not a new one.
    await page.goto(appUrl('?play=link'));
    const again = await waitForState<LinkSnapshot>(
      page,
      (s) => s.screen === 'game' && s.game?.kind === 'link',
      'the Link game again',
      60_000,
    );
    expect(again.game?.board).toBe(link.game?.board);

    await page.goto(appUrl('?play=daily'));
    const daily = await waitForState<LinkSnapshot>(
      page,
      (s) =>
        s.screen === 'game' && s.game?.status === 'playing' && s.game.board !== link.game?.board,
      "today's puzzle from the shortcut",
      60_000,
    );
    expect(daily.game?.kind).toBe('link');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('names a shortcut it does not know and stays on the lobby', async () => {
    const page = await openApp(await e2e.phone(), '?play=chess');
    const s = await state(page);
    expect(s.screen).toBe('home');
    expect(s.notice).toMatch(/“chess”/);
    await tap(page, 'btn:dismiss');
    await waitForState(page, (x) => x.notice === null, 'the notice dismissed');
    await page.context().close();
  });
});
