// Unit tests load modules without the stage: hand the catalogue the stage's English words, as
// src/app/words/stage-words.ts does when the stage loads in the app.
import { enStage } from '../../src/i18n/en-stage';
import { provideEnglishStage, useLanguage } from '../../src/i18n/i18n';

provideEnglishStage(enStage);
// And each file starts in English, as a fresh module graph did: the files of one worker share
// their modules (vitest.config.ts), and a file that switched to Chinese would hand it on.
await useLanguage('en');
