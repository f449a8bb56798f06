// The window's events, routed to whoever handles them: resize, keys, the share hash, the page
// being hidden or shown (pagehide is the last reliable moment on mobile, where there is no
// beforeunload; freeze comes before a page may be discarded), and the system's dark-mode switch.

interface WindowHandlers {
  resize(): void;
  /** Returns true when the key was used (its default is then prevented). */
  key(event: KeyboardEvent): boolean;
  hashChange(): void;
  visibility(): void;
  pageHide(): void;
  systemThemeChange(): void;
}

export function listenToWindow(handlers: WindowHandlers): void {
  window.addEventListener('resize', () => handlers.resize());
  // The banner took or gave back room at the top (src/ui/dom/banner.ts).
  window.addEventListener('gw-banner-room', () => handlers.resize());
  window.addEventListener('hashchange', () => handlers.hashChange());
  window.addEventListener('keydown', (event) => {
    if (handlers.key(event)) event.preventDefault();
  });
  document.addEventListener('visibilitychange', () => handlers.visibility());
  window.addEventListener('pagehide', () => handlers.pageHide());
  // A frozen page (a background tab or app on Android) may be discarded without another event.
  document.addEventListener('freeze', () => handlers.pageHide());
  window
    .matchMedia?.('(prefers-color-scheme: dark)')
    .addEventListener?.('change', () => handlers.systemThemeChange());
}
