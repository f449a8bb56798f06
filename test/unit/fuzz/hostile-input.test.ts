// Hostile input, 10,000 generated cases per door into the app: share links and pasted codes,
// worker messages both ways, every stored record type (with `__proto__` keys), settings, backup
// files and the CLI's stdin. The promise under test: nothing throws past its reader except the
// reader's own named error, and every refusal is a sentence a player (or a CLI user) can act on.
// The slowest single case per door is printed, for the closing notes (not asserted: timing on a
// shared machine is not a test).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSettings } from '../../../src/app/saving/settings';
import { linkCommands } from '../../../src/cli/link-cli';
import { sudokuCommands } from '../../../src/cli/sudoku-cli';
import { InvalidInputError } from '../../../src/engine/game';
import { CoreTable } from '../../../src/engine/game-core';
import { parsePastedCode, parseShareRoute, sharedStart } from '../../../src/engine/share-links';
import { readBackup } from '../../../src/storage/backup';
import {
  RecordError,
  validateBestTime,
  validateClock,
  validatePooledPuzzle,
  validateSavedGame,
  validateSettings,
  validateStatistics,
} from '../../../src/storage/records';
import { MAKERS } from '../../../src/worker/makers';
import { parseRequest, parseResponse } from '../../../src/worker/protocol';

const CORES = new CoreTable(MAKERS.map((m) => m.core));
const RUNS = 10_000;
const slowest: Record<string, number> = {};

/** Runs `check` on every case, keeping the slowest time under `door`. */
function timed<T>(door: string, check: (value: T) => void): (value: T) => void {
  return (value) => {
    const start = performance.now();
    check(value);
    slowest[door] = Math.max(slowest[door] ?? 0, performance.now() - start);
  };
}

/** Text a hostile user would send: unicode, escapes, control characters, near-valid codes. */
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: fc.constantFrom(...'Aa9_-.%/#?&=0123456789\n\t\u0000é一'), maxLength: 120 }),
  fc
    .tuple(
      fc.constantFrom('#play/sudoku/', '#play/link/', 'play/', '#play%2Flink%2F', 'A9', 'Ac'),
      fc.string({ unit: fc.constantFrom(...'ABCabc0123456789-_%'), maxLength: 100 }),
    )
    .map(([a, b]) => a + b),
  fc.integer({ min: 1000, max: 100_000 }).map((n) => 'A'.repeat(n)),
);

/** Objects shaped like records, with hostile keys and wrong types mixed in. */
const hostileObject = fc.oneof(
  fc.anything({ withObjectString: true, withNullPrototype: true, maxDepth: 3 }),
  fc
    .dictionary(
      fc.constantFrom(
        '__proto__',
        'constructor',
        'format',
        'id',
        'kind',
        'moves',
        'applied',
        'bucket',
        'ms',
        'values',
        'puzzle',
        'rev',
        'elapsedMs',
      ),
      fc.oneof(fc.anything({ maxDepth: 2 }), fc.constant(1), fc.constant(-1), fc.constant('x')),
    )
    .map((o) => JSON.parse(JSON.stringify({ format: 1, ...o })) as unknown),
);

function expectSentence(message: string): void {
  expect(message.length).toBeGreaterThan(10);
  expect(message).toMatch(/[a-z]/i);
}

describe(`hostile input (${RUNS} cases per door)`, () => {
  it('share links and pasted codes: a puzzle, or a sentence saying what is wrong', () => {
    fc.assert(
      fc.property(
        hostileText,
        timed('share links', (text: string) => {
          for (const read of [parseShareRoute(text, CORES), parsePastedCode(text, CORES)]) {
            const start = sharedStart(read, CORES);
            if (!start.ok) expectSentence(start.message);
            else expect(CORES.get(start.game)).toBeDefined();
          }
        }),
      ),
      { numRuns: RUNS },
    );
  });

  it('worker messages, both ways: parsed, or refused with the field named', () => {
    const refusedByName = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidInputError);
        expect((error as Error).message).toMatch(/^(request|response)/);
      }
    };
    const message = fc.oneof(
      hostileObject,
      fc.record({
        type: fc.constantFrom('generate', 'open-shared', 'generated', 'failed', 'refused', 'x'),
        id: fc.oneof(fc.nat(), fc.constant(-1), fc.double(), fc.string()),
        game: fc.constantFrom('sudoku', 'link', '__proto__', ''),
        size: fc.oneof(fc.constantFrom(4, 6, 9, 'small', 'large'), fc.anything()),
        level: fc.oneof(fc.constantFrom('easy', 'classic'), fc.anything()),
        seed: fc.oneof(fc.string(), fc.anything()),
        text: fc.oneof(hostileText, fc.anything()),
        pasted: fc.oneof(fc.boolean(), fc.anything()),
        made: hostileObject,
        ms: fc.oneof(fc.double(), fc.anything()),
        message: fc.oneof(fc.string(), fc.anything()),
      }),
    );
    fc.assert(
      fc.property(
        message,
        timed('worker messages', (data: unknown) => {
          refusedByName(() => parseRequest(data, CORES));
          refusedByName(() => parseResponse(data, CORES));
        }),
      ),
      { numRuns: RUNS },
    );
  });

  it('stored records of every type: read, or set aside with the field named', () => {
    const readers = [
      validateSavedGame,
      validateBestTime,
      validateStatistics,
      validatePooledPuzzle,
      validateSettings,
      validateClock,
    ];
    fc.assert(
      fc.property(
        hostileObject,
        timed('stored records', (value: unknown) => {
          for (const read of readers) {
            try {
              const record = read(value) as object;
              // A record that passes has no inherited surprises.
              expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
            } catch (error) {
              expect(error).toBeInstanceOf(RecordError);
              expectSentence((error as Error).message);
            }
          }
        }),
      ),
      { numRuns: RUNS },
    );
  });

  it('settings: any stored values give valid settings and a list of what was ignored', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ maxLength: 12 }), fc.anything({ maxDepth: 2 })),
        timed('settings', (values: Record<string, unknown>) => {
          const { settings, problems } = readSettings(values);
          expect(['system', 'light', 'dark']).toContain(settings.theme);
          expect(['refuse', 'mark', 'check']).toContain(settings.conflictMode);
          for (const p of problems) expectSentence(p);
        }),
      ),
      { numRuns: RUNS },
    );
  });

  it('backup files: read with damaged records named, or refused with a sentence', () => {
    const file = fc.oneof(
      hostileText,
      fc.anything({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? ''),
      fc
        .record({
          app: fc.constantFrom('gridwise', 'other'),
          version: fc.oneof(fc.constant(1), fc.constant(2), fc.anything()),
          games: fc.oneof(fc.array(hostileObject, { maxLength: 3 }), fc.anything()),
          bestTimes: fc.oneof(fc.array(hostileObject, { maxLength: 3 }), fc.anything()),
          statistics: fc.oneof(fc.array(hostileObject, { maxLength: 3 }), fc.anything()),
          settings: fc.oneof(hostileObject, fc.constant(null)),
        })
        .map((o) => JSON.stringify(o)),
    );
    fc.assert(
      fc.property(
        file,
        timed('backup files', (text: string) => {
          const read = readBackup(text);
          if (!read.ok) expectSentence(read.message);
          else for (const s of read.skipped) expectSentence(s);
        }),
      ),
      { numRuns: RUNS },
    );
  });

  it("the CLI's stdin: every bad line named on stderr, never a crash", async () => {
    const lines = fc.array(
      fc.oneof(
        fc.string({ unit: fc.constantFrom(...'123456789.0xX \t'), minLength: 0, maxLength: 90 }),
        fc.string({ unit: 'binary', maxLength: 40 }),
      ),
      { maxLength: 4 },
    );
    await fc.assert(
      fc.asyncProperty(lines, fc.constantFrom('count', 'solve', 'link'), async (input, cmd) => {
        const start = performance.now();
        const out: string[] = [];
        const err: string[] = [];
        const io = {
          readInput: async () => input.join('\n'),
          out: (l: string) => out.push(l),
          err: (l: string) => err.push(l),
        };
        const command = cmd === 'link' ? linkCommands.solve : sudokuCommands[cmd];
        if (!command) throw new Error(`no command ${cmd}`);
        const code = await command(cmd === 'link' ? ['--budget', '2000'] : [], io);
        expect([0, 1]).toContain(code);
        for (const e of err) expectSentence(e);
        slowest['CLI stdin'] = Math.max(slowest['CLI stdin'] ?? 0, performance.now() - start);
      }),
      { numRuns: RUNS },
    );
    console.log(
      `slowest single case per door (ms): ${Object.entries(slowest)
        .map(([door, ms]) => `${door} ${ms.toFixed(1)}`)
        .join(', ')}`,
    );
  }, 120_000);
});
