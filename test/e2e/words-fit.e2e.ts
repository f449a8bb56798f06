// Words fit (words-tour.ts says what is checked): the lobby on the smallest phones, and the
// whole tour upright (390×844) in both languages. Sideways and desktop: words-fit-*.e2e.ts.

import { describe, expect, it } from 'vitest';
import { useBrowser } from './fixture';
import { openApp } from './harness';
import { LANGUAGES, overflows, tourAt, VIEWPORTS } from './words-tour';

const e2e = useBrowser({ drawing: 'layout' });

describe('words fit', () => {
  // The smallest phones, either way up: the lobby's row of daily, Calendar and Open a code (a
  // 640×360 row is under 300 px wide) and its nav.
  for (const language of LANGUAGES) {
    it(`in ${language.name}, the lobby at 640×360 and 360×640`, async () => {
      const problems: string[] = [];
      for (const [width, height] of [
        [640, 360],
        [360, 640],
      ] as const) {
        const context = await e2e.context({
          viewport: { width, height },
          deviceScaleFactor: 1,
          isMobile: true,
          hasTouch: true,
          locale: language.locale,
        });
        const page = await openApp(context);
        problems.push(...(await overflows(page, `home ${width}×${height}`)));
        await context.close();
      }
      expect(problems).toEqual([]);
    });
  }
  for (const language of LANGUAGES) {
    const viewport = VIEWPORTS[0];
    it(`in ${language.name}, ${viewport.name} ${viewport.width}×${viewport.height}`, () =>
      tourAt(e2e, language, viewport));
  }
});
