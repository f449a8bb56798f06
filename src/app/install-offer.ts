// The in-app Install button: shown only while the browser offers to install Gridwise (it fired
// `beforeinstallprompt`, whose prompt we keep for the player's tap), and never once the app runs
// installed (display-mode: standalone) or has just been installed.

/** Chromium's install prompt event (not in TypeScript's DOM library). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export class InstallOffer {
  private offer: InstallPromptEvent | null = null;

  constructor(private readonly changed: (available: boolean) => void) {
    window.addEventListener('beforeinstallprompt', (event) => {
      // Keep the browser's own mini-infobar away; the lobby offers Install instead.
      event.preventDefault();
      if (this.installed()) return;
      this.offer = event as InstallPromptEvent;
      this.changed(true);
    });
    window.addEventListener('appinstalled', () => this.withdraw());
  }

  get available(): boolean {
    return this.offer !== null && !this.installed();
  }

  /** Shows the browser's install dialog; the offer is spent either way. */
  async prompt(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
    const offer = this.offer;
    if (!offer) return 'unavailable';
    this.withdraw();
    await offer.prompt();
    return (await offer.userChoice).outcome;
  }

  private withdraw(): void {
    this.offer = null;
    this.changed(false);
  }

  private installed(): boolean {
    return window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  }
}
