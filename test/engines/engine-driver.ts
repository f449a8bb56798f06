// What a scenario needs from a browser, whichever engine it is: run an expression in the page,
// tap a point, press a key, reload, take a screenshot. WebKit (WebKitWebDriver, classic
// WebDriver) and Firefox (WebDriver BiDi through puppeteer-core) each implement it in their own
// file; everything else (finding a target, waiting on state) is shared in page-actions.ts.

export type EngineName = 'webkit' | 'firefox';

export interface EngineDriver {
  readonly engine: EngineName;
  /** How the driver is asked to tap (the page records what actually arrives). */
  readonly tapsAskedAs: 'touch' | 'mouse';
  /** Navigates to `url` and waits for the load event; the error catcher is in the page after. */
  open(url: string): Promise<void>;
  /** Evaluates a JavaScript expression in the page (a promise is awaited); JSON comes back. */
  run<T>(expression: string): Promise<T>;
  /** A tap at a point of the viewport, in CSS px. */
  tapAt(x: number, y: number): Promise<void>;
  /** One key press (a character, or `Enter`, `Backspace`, `ArrowUp`…). */
  key(key: string): Promise<void>;
  /** Reloads the page and waits for the load event; the error catcher is in the page after. */
  reload(): Promise<void>;
  /** A PNG of the viewport. */
  screenshot(file: string): Promise<void>;
  /** Errors the driver itself saw outside the page's reach (Firefox: BiDi log); drained. */
  takeDriverErrors(): string[];
  close(): Promise<void>;
}

/**
 * Installed in every page before the app runs where the driver can (Firefox: a preload script),
 * else right after load (WebKitWebDriver has neither BiDi nor init scripts). It keeps on window
 * every error, unhandled rejection, CSP violation and console.error, and the pointer type of
 * every tap that reaches the page (what the engine really delivers: touch or mouse).
 */
export const CATCHER = `(() => {
  if (window.__engineCaught) return;
  const c = (window.__engineCaught = { errors: [], taps: [] });
  addEventListener('error', (e) => {
    const t = e.target;
    const rel = t && t.rel ? ' rel=' + t.rel : '';
    const where = t && t !== window ? ' (<' + t.tagName + rel + ' ' + (t.src || t.href || '') + '>)' : '';
    c.errors.push('error: ' + (e.message || 'failed to load') + where);
  }, true);
  addEventListener('unhandledrejection', (e) => {
    const r = e.reason;
    c.errors.push('unhandledrejection: ' + String((r && r.stack) || r));
  });
  addEventListener('securitypolicyviolation', (e) => {
    c.errors.push('CSP violation: ' + e.violatedDirective + ' blocked ' + e.blockedURI);
  }, true);
  addEventListener('pointerdown', (e) => { c.taps.push(e.pointerType); }, true);
  const original = console.error;
  console.error = (...args) => {
    c.errors.push('console.error: ' + args.map(String).join(' '));
    original.apply(console, args);
  };
})()`;
