// calendar: what the calendar screen reads and does — the game's daily progress
// (the slots' DailyBook), today as the player's local date, and playing a date's daily.

import { dailyKey } from '../../engine/daily';
import type { DailyBook } from '../daily/daily-book';
import { entryOrFirst } from '../game-registry';
import type { CalendarIntents } from '../screens/calendar-screen';

export function calendarHooks(
  book: DailyBook,
  play: (game: string, date: string) => void,
): Omit<CalendarIntents, 'back'> {
  return {
    summary: (game) => book.summary(game),
    today: () => dailyKey(new Date()),
    play,
    gameName: (game) => entryOrFirst(game).name,
  };
}
