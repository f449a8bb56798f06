// "Daily · 26 Nov": made in the play room (src/play/daily-title.ts), where a game's header can
// use it too; the lobby and the calendar name it from here.

export { dailyDateText, dailyTitle } from '../../play/daily-title';
