// The screens by name: what the navigator shows, window.gridwise reports and a screen asks for.
// A name alone, so the screens and the readings can say it without importing the navigator.

export type ScreenName =
  | 'home'
  | 'game'
  | 'rules'
  | 'records'
  | 'stats'
  | 'settings'
  // lesson (issue #24): a game's first steps.
  | 'lesson'
  // calendar (issue #24): a game's month of dailies.
  | 'calendar'
  // journey (issue #25): Link's map of stages.
  | 'journey'
  // school (issue #26): a game's technique school (Learn, lessons, practice).
  | 'school'
  // A game's scan of a printed puzzle: a photo read and checked before play.
  | 'scan';
