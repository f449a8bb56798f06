// The fast tier's list of unit files it leaves to `npm test` (test/unit/slow-files.ts) names
// only files that exist, once each: a file renamed or removed would otherwise drop out of the
// list unseen, and its new name would run in the fast tier while the old one named nothing.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SLOW_UNIT_FILES } from '../slow-files';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('the fast tier’s slow files', () => {
  it('are unit test files that exist, each named once', () => {
    const missing = SLOW_UNIT_FILES.filter((f) => !existsSync(path.join(ROOT, f)));
    expect(missing).toEqual([]);
    expect(SLOW_UNIT_FILES.every((f) => /^test\/unit\/.+\.test\.ts$/.test(f))).toBe(true);
    expect(new Set(SLOW_UNIT_FILES).size).toBe(SLOW_UNIT_FILES.length);
  });
});
