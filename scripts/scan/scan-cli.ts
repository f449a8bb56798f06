// npm run scan -- photo.jpg …  — reads each photo through the reader's own pipeline (the code the
// worker runs) and prints its grid, the unsure cells and the time. JPEG files only (decoded with
// jpeg-js; the browser decodes any picture it can show). A bad file gets one line naming it, and
// the exit code is 1 when any file could not be read.

import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseDigitModel } from '../../src/games/sudoku/scan/read/digit-model';
import { readGray } from '../../src/games/sudoku/scan/read/read-grid';
import { decodeJpeg } from './photo-set';

const MODEL_FILE = path.resolve(
  import.meta.dirname,
  '../../src/games/sudoku/scan/read/model/digits.bin',
);

function printGrid(grid: string): void {
  for (let r = 0; r < 9; r++) {
    if (r % 3 === 0 && r > 0) console.log('  ------+-------+------');
    const row = grid.slice(r * 9, r * 9 + 9);
    console.log(
      `  ${[row.slice(0, 3), row.slice(3, 6), row.slice(6)].map((b) => [...b].join(' ')).join(' | ')}`,
    );
  }
}

function main(): number {
  const files = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  if (files.length === 0) {
    console.error('usage: npm run scan -- photo.jpg [more.jpg …]');
    return 2;
  }
  const model = parseDigitModel(new Uint8Array(readFileSync(MODEL_FILE)).buffer);
  let bad = 0;
  for (const file of files) {
    if (!existsSync(file) || !statSync(file).isFile()) {
      console.error(`scan: ${file}: no such file`);
      bad++;
      continue;
    }
    const started = performance.now();
    let reading: ReturnType<typeof readGray>;
    try {
      const planes = decodeJpeg(readFileSync(file), file);
      reading = readGray(planes.gray, model, planes.ink);
    } catch (error) {
      console.error(`scan: ${error instanceof Error ? error.message : String(error)}`);
      bad++;
      continue;
    }
    const ms = performance.now() - started;
    if (reading.status === 'failed' || reading.grid === null) {
      console.log(`${file}: no grid found (${reading.message}), ${ms.toFixed(0)} ms`);
      bad++;
      continue;
    }
    const unsure =
      reading.unsure.length === 0 ? 'none unsure' : `unsure cells ${reading.unsure.join(', ')}`;
    console.log(`${file}: read in ${ms.toFixed(0)} ms (file to grid, decode included), ${unsure}`);
    printGrid(reading.grid);
    console.log(`  ${reading.grid}`);
  }
  return bad > 0 ? 1 : 0;
}

process.exitCode = main();
