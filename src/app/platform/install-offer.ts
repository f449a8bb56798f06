// The in-app Install button: shown while the browser offers to install Gridwise (it fired
// `beforeinstallprompt`, whose prompt we keep for the player's tap) or, on iPhone and iPad
// Safari (which never offers one), as the way to a short "Add to Home Screen" guide; never once
// the app runs installed (display-mode: standalone) or has just been installed.

import { needsIosGuide, openIosInstallGuide } from '../../ui/dom/ios-install-guide';

/** Chromium's install prompt event (not in TypeScript's DOM library). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export class InstallOffer {
  private offer: InstallPromptEvent | null = null;
  private readonly ios = needsIosGuide();
  private readonly listeners: ((available: boolean) => void)[] = [];

  constructor() {
    window.addEventListener('beforeinstallprompt', (event) => {
      // Keep the browser's own mini-infobar away; the lobby offers Install instead.
      event.preventDefault();
      if (this.installed()) return;
      this.offer = event as InstallPromptEvent;
      this.tell();
    });
    window.addEventListener('appinstalled', () => this.withdraw());
  }

  get available(): boolean {
    return (this.offer !== null || this.ios) && !this.installed();
  }

  /** Shows the browser's install dialog (the offer is spent either way), or the iOS guide. */
  async prompt(): Promise<'accepted' | 'dismissed' | 'unavailable' | 'guided'> {
    if (this.ios && this.offer === null) {
      openIosInstallGuide(document.body);
      return 'guided';
    }
    const offer = this.offer;
    if (!offer) return 'unavailable';
    this.withdraw();
    await offer.prompt();
    return (await offer.userChoice).outcome;
  }

  /** Calls `listener` with `available` now and whenever it changes. */
  watch(listener: (available: boolean) => void): void {
    this.listeners.push(listener);
    listener(this.available);
  }

  private tell(): void {
    for (const listener of this.listeners) listener(this.available);
  }

  private withdraw(): void {
    this.offer = null;
    this.tell();
  }

  private installed(): boolean {
    return window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  }
}
