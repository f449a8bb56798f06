// What an import did with the backup's best times, in the player's language:
// the player's own kept, and each refusal with its reason. Added times are in importedPartsWords.

import { formatCount } from '../../i18n/format';
import { words } from '../../i18n/i18n';
import type { ImportSummary } from '../../storage/backup-stores';
import type { RefusedTime } from '../../storage/best-time-merge';
import { gameEntry } from '../game-registry';
import { formatRecordTime, parseBucket } from '../screens/format-records';

const count = (n: number) => ({ count: n, n: formatCount(n) });

/** "Sudoku 4×4 · Easy" */
function bucketWords(bucket: string): string {
  const info = parseBucket(bucket);
  if (!info) return bucket;
  return `${gameEntry(info.game)?.name ?? info.game} ${info.label}`;
}

/** The quickest too-fast refusal names the example; the count is over every bucket. */
function tooFastWords(refused: readonly RefusedTime[]): string {
  let first: RefusedTime | null = null;
  let floorMs = 0;
  let n = 0;
  for (const r of refused) {
    if (r.why.kind !== 'too-fast') continue;
    n++;
    if (!first || r.run.ms < first.run.ms) {
      first = r;
      floorMs = r.why.floorMs;
    }
  }
  if (!first) return '';
  return words().importTimes.tooFast({
    ...count(n),
    where: bucketWords(first.run.bucket),
    floor: formatRecordTime(floorMs),
    quickest: formatRecordTime(first.run.ms),
  });
}

/** Own kept, refused (why), left out, already here: only the parts that happened. */
export function importTimesWords(summary: ImportSummary): string {
  const w = words().importTimes;
  const said: string[] = [];
  if (summary.ownKept > 0) said.push(w.ownKept(count(summary.ownKept)));
  said.push(tooFastWords(summary.refused));
  const tooSlow = summary.refused.filter((r) => r.why.kind === 'too-slow');
  const capMs = tooSlow[0]?.why.kind === 'too-slow' ? tooSlow[0].why.capMs : 0;
  if (tooSlow.length > 0)
    said.push(w.tooSlow({ ...count(tooSlow.length), hours: formatCount(capMs / 3_600_000) }));
  const unknown = summary.refused.filter((r) => r.why.kind === 'unknown-bucket').length;
  if (unknown > 0) said.push(w.unknownBucket(count(unknown)));
  if (summary.leftOut > 0) said.push(w.leftOut(count(summary.leftOut)));
  if (summary.alreadyHere > 0) said.push(w.alreadyHere(count(summary.alreadyHere)));
  return said.join('');
}
