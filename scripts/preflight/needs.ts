// What a test run needs from the machine that `npm ci` does not bring, each checked before any
// test runs and, when missing, named in one line with the command that installs it: a missing
// CJK font showed up as a NetworkError deep in a text-fit test after twenty minutes.

/** One thing the run needs, and how to get it. */
export interface Need {
  readonly what: string;
  readonly present: boolean;
  readonly install: string;
}

/** What the machine has, as the probes read it (preflight.ts reads the real machine). */
export interface MachineFacts {
  readonly chromium: string;
  readonly hasChromium: boolean;
  /** The font families fc-list lists (empty when fontconfig itself is missing). */
  readonly fonts: string;
  readonly commands: ReadonlySet<string>;
}

/** What the browser tests need; `engines` adds the WebKit and Firefox tier's. */
export function needsOf(facts: MachineFacts, engines: boolean): Need[] {
  const needs: Need[] = [
    {
      what: `Chromium at ${facts.chromium} (the end-to-end tests; CHROMIUM_PATH names another)`,
      present: facts.hasChromium,
      install: 'apt-get install -y chromium',
    },
    {
      what: 'a CJK font (Noto Sans CJK): Chinese text renders as boxes without it',
      present: /Noto Sans CJK/i.test(facts.fonts),
      install: 'apt-get install -y fonts-noto-cjk fontconfig',
    },
  ];
  if (engines) {
    const has = (c: string) => facts.commands.has(c);
    needs.push(
      {
        what: 'Firefox ESR (the engine tier)',
        present: has('firefox-esr'),
        install: 'apt-get install -y firefox-esr',
      },
      {
        what: "WebKitGTK's WebDriver (the engine tier)",
        present: has('WebKitWebDriver'),
        install: 'apt-get install -y webkit2gtk-driver',
      },
      {
        what: 'a virtual display (xvfb-run, xauth) for WebGL in the engine tier',
        present: has('xvfb-run') && has('xauth'),
        install: 'apt-get install -y xvfb xauth',
      },
    );
  }
  return needs;
}

/** One line per missing need, with its install command; empty when nothing is missing. */
export function missingLines(needs: readonly Need[]): string[] {
  return needs
    .filter((n) => !n.present)
    .map((n) => `preflight: missing ${n.what}. Install it: ${n.install}`);
}
