// Words fit (words-tour.ts says what is checked): the whole tour on a desktop (1280×800) in 简体中文.

import { describe, it } from 'vitest';
import { useBrowser } from './fixture';
import { LANGUAGES, tourAt, VIEWPORTS } from './words-tour';

const e2e = useBrowser({ drawing: 'layout' });

describe('words fit', () => {
  for (const language of LANGUAGES.filter((l) => l.locale === 'zh-CN')) {
    const viewport = VIEWPORTS[2];
    it(`in ${language.name}, ${viewport.name} ${viewport.width}×${viewport.height}`, () =>
      tourAt(e2e, language, viewport));
  }
});
