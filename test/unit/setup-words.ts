// Unit tests load modules without the stage: hand the catalogue the stage's English words, as
// src/app/words/stage-words.ts does when the stage loads in the app.
import { enStage } from '../../src/i18n/en-stage';
import { provideEnglishStage } from '../../src/i18n/i18n';

provideEnglishStage(enStage);
