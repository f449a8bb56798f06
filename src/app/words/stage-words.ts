// The stage's English words, handed to the catalogue as the stage loads. Imported first by
// stage.ts, so they are there before any stage module runs.

import { enStage } from '../../i18n/en-stage';
import { provideEnglishStage } from '../../i18n/i18n';

provideEnglishStage(enStage);
