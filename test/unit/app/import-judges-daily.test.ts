// A backup's daily day whose win is dated after tomorrow cannot have been played: the import
// refuses it as from the future (src/app/saving/import-judges.ts), like a day after tomorrow.
import { describe, expect, it } from 'vitest';
import { importRules } from '../../../src/app/saving/import-judges';

const NOW = Date.UTC(2026, 10, 26, 12);

describe('importing a daily day with the date of its win', () => {
  const judge = importRules(() => NOW).dailyDay;
  it('takes a win on its day or later, up to tomorrow', () => {
    expect(judge('sudoku', '2026-11-20', { won: true, ms: 600_000, wonOn: '2026-11-20' })).toBe(
      null,
    );
    expect(judge('sudoku', '2026-11-20', { won: true, ms: 600_000, wonOn: '2026-11-27' })).toBe(
      null,
    );
    expect(judge('sudoku', '2026-11-20', { won: true, ms: 600_000 })).toBe(null);
  });
  it('refuses a win dated after tomorrow as from the future', () => {
    expect(
      judge('sudoku', '2026-11-20', { won: true, ms: 600_000, wonOn: '2026-12-01' }),
    ).toMatchObject({ kind: 'future' });
  });
});
