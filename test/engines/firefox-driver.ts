// Firefox ESR through WebDriver BiDi, with puppeteer-core (24: it talks BiDi to Firefox itself,
// with no geckodriver, which Debian does not package and npm's would download). A fresh profile
// per launch (puppeteer makes a temporary one). Not headless: Firefox has WebGL only with a
// display, so the run is under Xvfb. Taps are touch pointers (BiDi input actions).

import puppeteer, { type Browser, type KeyInput, type Page } from 'puppeteer-core';
import { CATCHER, type EngineDriver } from './engine-driver';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export interface FirefoxOptions {
  /** `intl.accept_languages`: what navigator.languages says. */
  languages: string;
  /** `webgl.disabled`: no WebGL at all, as on a machine with a blocklisted GPU. */
  webglOff?: boolean;
}

export async function launchFirefox(opts: FirefoxOptions): Promise<EngineDriver> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: false,
    args: ['--width=390', '--height=844'],
    extraPrefsFirefox: {
      'intl.accept_languages': opts.languages,
      'intl.locale.requested': opts.languages.startsWith('zh') ? 'zh-CN' : 'en-US',
      'dom.serviceWorkers.enabled': true,
      'webgl.disabled': opts.webglOff === true,
      // No first-run pages, no update checks, no telemetry: nothing but the app.
      'browser.shell.checkDefaultBrowser': false,
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
    },
  });
  const page: Page = await browser.newPage();
  await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 2, hasTouch: true });
  await page.evaluateOnNewDocument(CATCHER);
  const seen: string[] = [];
  page.on('pageerror', (e) => seen.push(`pageerror: ${String(e)}`));
  page.on('console', (m) => {
    // An Error object logged reads "JSHandle@error" here: where it was logged says more.
    const at = m.location();
    if (m.type() === 'error')
      seen.push(`console: ${m.text()} at ${at.url ?? '?'}:${at.lineNumber ?? '?'}`);
  });

  return {
    engine: 'firefox',
    tapsAskedAs: 'touch',
    async open(url) {
      await page.goto(url, { waitUntil: 'load' });
      // The preload script ran before the app; this is a no-op unless it could not.
      await page.evaluate(CATCHER);
    },
    async run<T>(expression: string): Promise<T> {
      return (await page.evaluate(`Promise.resolve().then(() => (${expression}))`)) as T;
    },
    async tapAt(x, y) {
      await page.touchscreen.tap(x, y);
    },
    async key(key) {
      await page.keyboard.press(key as KeyInput);
    },
    async reload() {
      await page.reload({ waitUntil: 'load' });
      await page.evaluate(CATCHER);
    },
    async screenshot(file) {
      await page.screenshot({ path: file as `${string}.png` });
    },
    takeDriverErrors: () => seen.splice(0),
    async close() {
      await browser.close();
    },
  };
}
