// The navigator's 'scan' screen: whichever game's scan was opened (the game makes its DOM
// screen: GameScan.screen). A DOM screen, as the lobby is, drawn over the stage (which shows
// nothing while it is up); its buttons are tapped through their data-id like the lobby's.

import { Container } from 'pixi.js';
import type { GameScan, ScanDeps, ScanReport, ScanScreen } from '../../play/scan-api';
import { collectDomTargets, type Target } from '../../ui/dom/dom-targets';
import type { Screen } from '../../ui/screen';

export class ScanHost implements Screen {
  readonly name = 'scan' as const;
  readonly view = new Container({ label: 'scan (DOM)' });
  private screen: ScanScreen | null = null;
  private scan: GameScan | null = null;
  private shown = false;

  constructor(private readonly parent: HTMLElement) {}

  /** Shows `scan`'s screen, ready for a photo (made the first time, or anew for another game). */
  open(scan: GameScan, deps: ScanDeps): void {
    if (this.scan !== scan || !this.screen) {
      this.screen?.destroy();
      this.scan = scan;
      this.screen = scan.screen(deps);
      this.screen.element.hidden = !this.shown;
      this.parent.appendChild(this.screen.element);
    }
    this.screen.open();
  }

  layout(): void {
    // The scan lays itself out with CSS.
  }

  show(): void {
    this.shown = true;
    if (this.screen) {
      this.screen.element.hidden = false;
      this.screen.setShown(true);
    }
  }

  hide(): void {
    this.shown = false;
    if (this.screen) {
      this.screen.element.hidden = true;
      this.screen.setShown(false);
    }
  }

  report(): ScanReport | null {
    return this.screen?.report() ?? null;
  }

  /** Its buttons, cells and pad, as targets() lists them (only while shown). */
  targets(): Target[] {
    return this.shown && this.screen ? collectDomTargets(this.screen.element) : [];
  }
}
