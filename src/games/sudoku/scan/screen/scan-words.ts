// The scan's words in the language in use. Both languages are a few lines each and come with
// the scan's chunk (src/games/sudoku/words/scan-*.ts), so nothing waits for them.

import { language } from '../../../../i18n/i18n';
import { type ScanWords, scanWordsEn } from '../../words/scan-en';
import { scanWordsZh } from '../../words/scan-zh';

export type { ScanWords };

/** The scan's words in the language in use. */
export function scanWords(): ScanWords {
  return language() === 'zh-Hans' ? scanWordsZh : scanWordsEn;
}

/** The reader's failure (a key of SCAN_MESSAGES) in words; an unknown key gets a general line. */
export function failureWords(message: string): string {
  const w = scanWords();
  return (w.failures as Readonly<Record<string, string>>)[message] ?? w.failedOther;
}
