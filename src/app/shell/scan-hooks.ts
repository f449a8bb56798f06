// What the shell does for a game's photo scan (the game's port: src/play/scan-api.ts): loads it
// the first time Scan is tapped (its own chunk; the reader's only when a photo is read), shows
// it, and opens the checked grid through the same entry as "Open a code", so a game in
// progress is asked about before it is replaced. Back returns to where it was opened from.

import type { ScanDeps } from '../../play/scan-api';
import { GAMES } from '../game-registry';
import type { ScanHost } from '../screens/scan-host';
import type { ScreenName } from '../screens/screen-name';

/** The shell as the scan's routes see it: the screen on show, and a way to show one. */
interface ScanShell {
  readonly screenName: string;
  show(name: ScreenName): void;
}

export class ScanRoutes {
  private returnTo: ScreenName = 'home';

  constructor(
    private readonly shell: ScanShell,
    /** The 'scan' screen, and "Open a code"'s entry (ShareRouting.open: a pasted text read in
     *  the worker, offered against a game in progress), read when used. */
    private readonly parts: () => {
      host: ScanHost;
      share: { open(text: string, pasted: boolean): void };
    },
  ) {}

  /** `game`'s scan, ready for a photo; Back comes back here. Rejects when it cannot load. */
  async show(game: string): Promise<void> {
    const entry = GAMES.find((e) => e.core.id === game);
    if (!entry?.scan) return;
    const from = this.shell.screenName as ScreenName;
    if (from !== 'scan') this.returnTo = from;
    const scan = await entry.scan();
    await scan.prepare();
    this.parts().host.open(scan, this.deps());
    this.shell.show('scan');
  }

  private deps(): ScanDeps {
    return {
      back: () => this.shell.show(this.returnTo),
      open: (text) => this.parts().share.open(text, true),
    };
  }
}
