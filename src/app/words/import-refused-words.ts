// What an import refused of a file, and why, in the player's language: a statistics table whose
// counts disagree with its own ids, a journey from a newer Gridwise, daily days no one could have
// played, and games in progress the player has moved on since the backup (storage's import-rules.ts
// and backup-stores.ts give them as data). Only the parts that happened are said.

import { formatCount } from '../../i18n/format';
import { words } from '../../i18n/i18n';
import type { ImportSummary } from '../../storage/backup-stores';
import type { RecordRefusal } from '../../storage/import-rules';
import { gameEntry } from '../game-registry';
import { formatRecordTime, parseBucket } from '../screens/format-records';

const count = (n: number) => ({ count: n, n: formatCount(n) });
const gameName = (game: string) => gameEntry(game)?.name ?? game;

/** "Sudoku 4×4 · Easy" */
function bucketWords(bucket: string): string {
  const info = parseBucket(bucket);
  return info ? `${gameName(info.game)} ${info.label}` : bucket;
}

function refusalWords(r: RecordRefusal): string {
  const w = words().importRefused;
  switch (r.kind) {
    case 'table':
      return w.table({
        where: bucketWords(r.bucket),
        field: r.field,
        value: formatCount(r.value),
        other: r.other,
        otherValue: formatCount(r.otherValue),
      });
    case 'journey-era':
      return r.newest === null
        ? w.journeyNone({ game: gameName(r.game) })
        : w.journeyNewer({
            game: gameName(r.game),
            era: formatCount(r.era),
            newest: formatCount(r.newest),
          });
    case 'daily-days': {
      const said = { ...count(r.count), game: gameName(r.game), date: r.first };
      if (r.why.kind === 'before-dailies') return w.dailyBefore({ ...said, first: r.why.first });
      if (r.why.kind === 'future') return w.dailyFuture({ ...said, today: r.why.today });
      return w.dailyTooFast({ ...said, floor: formatRecordTime(r.why.floorMs) });
    }
  }
}

/** Every record refused (with why), then the games in progress kept as further on. */
export function importRefusedWords(summary: ImportSummary): string {
  const said = summary.refusedRecords.map(refusalWords);
  if (summary.gamesAhead > 0)
    said.push(words().importRefused.gamesAhead(count(summary.gamesAhead)));
  return said.join('');
}
