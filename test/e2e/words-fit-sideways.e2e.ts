// Words fit (words-tour.ts says what is checked): the whole tour sideways (844×390), in both
// languages.

import { describe, it } from 'vitest';
import { useBrowser } from './fixture';
import { LANGUAGES, tourAt, VIEWPORTS } from './words-tour';

const e2e = useBrowser({ drawing: 'layout' });

describe('words fit', () => {
  for (const language of LANGUAGES) {
    const viewport = VIEWPORTS[1];
    it(`in ${language.name}, ${viewport.name} ${viewport.width}×${viewport.height}`, () =>
      tourAt(e2e, language, viewport));
  }
});
