// Lights Out's words on the stage, in English (the source of keys): its screen's
// (`words()['lights-out']`), its rules and share texts (`words().gameText['lights-out']`) and its
// share codes' problems (the core's sentences, ../core/lights-problems.ts). Found by
// src/i18n/game-words-stage-registry.ts (`stageWords`) and composed into the catalogue.

import type { GameStageWords } from '../../../i18n/catalogue-types';
import { LIGHTS_PROBLEMS_EN } from '../core/lights-problems';

export const lightsStageEn = {
  screen: {
    making: 'Making a new board…',
    failed: 'Could not make a board',
    newTitle: 'Start a new board?',
    newBody: 'This board and your progress on it will be lost.',
    newConfirm: 'New board',
    lightsOn: (p: { on: string }) => `${p.on} lights on`,
    allOut: 'All lights out!',
    // The accessible grid's cells, row by row.
    lightOn: (p: { n: string }) => `Light ${p.n}, on`,
    lightOff: (p: { n: string }) => `Light ${p.n}, off`,
  },
  text: {
    pastedForms: [],
    pasteHints: [],
    recordsLegend: [],
    rulesTitle: 'How to play Lights Out',
    rules: [
      'Pressing a light switches it and the lights above, below, left and right of it.',
      'Switch every light off to win.',
      'Keyboard: the keys 1 to 9 press the lights, row by row.',
    ],
    boardLabel: 'Lights Out board',
    sharedNoun: 'Lights Out board',
    shareTitle: 'A Lights Out board from Gridwise',
  },
  problems: LIGHTS_PROBLEMS_EN,
} as const;

/** What the words registry finds (by import.meta.glob). */
export const stageWords: GameStageWords = lightsStageEn;

// Types `words()['lights-out']` and `words().gameText['lights-out']` for the catalogues.
declare module '../../../i18n/game-words-by-id' {
  interface GameStageWordsById {
    readonly 'lights-out': typeof lightsStageEn;
  }
}
