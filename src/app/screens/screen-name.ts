// The screens by name: what the navigator shows, window.gridwise reports and a screen asks for.
// A name alone, so the screens and the readings can say it without importing the navigator.

export type ScreenName =
  | 'home'
  | 'game'
  | 'rules'
  | 'records'
  | 'stats'
  | 'settings'
  // lesson: a game's first steps.
  | 'lesson'
  // calendar: a game's month of dailies.
  | 'calendar'
  // journey: Link's map of stages.
  | 'journey'
  // school: a game's technique school (Learn, lessons, practice).
  | 'school'
  // A game's scan of a printed puzzle: a photo read and checked before play.
  | 'scan';
