// npm run train:digits — trains the digit classifier the photo reader ships
// (src/games/sudoku/scan/read/model/digits.bin) and measures it honestly first.
//
// Data: the cells the reader's own pipeline cuts from the photos in ../shared/data/sudoku-photos
// (labelled by each photo's .dat truth), plus digits rendered in many faces by headless Chromium
// (synthetic-digits.ts). Held-out measure: k folds by photo — each fold's model trains on the
// other photos plus the synthetic digits and reads its own photos, so every photo is read once
// by a model that never saw it. Then the shipped model trains on all photos. Reproducible from
// --seed. Results per photo go to scripts/scan/heldout-results.json (the bench prints them).
//
// Usage: npm run train:digits [-- --seed=1 --folds=5 --epochs=10 --synthetic=8000 --hidden=64 --jitter=3 --hard=0.3 --no-final]
//        npm run train:digits -- --reuse-folds   (re-measure a changed pipeline with the last fold models)
//        npm run train:digits -- --fold=2        (train and measure one fold's model only, for folds side by side)

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CELL_SAMPLE, DIGIT_INPUTS, digitInput } from '../../src/games/sudoku/scan/read/cell-digit';
import {
  type DigitModel,
  parseDigitModel,
  serializeDigitModel,
} from '../../src/games/sudoku/scan/read/digit-model';
import { turnInput, turnSquare } from '../../src/games/sudoku/scan/read/grid-turn';
import { readCells } from '../../src/games/sudoku/scan/read/read-cells';
import { findGrid, VIEW_SHIFTS } from '../../src/games/sudoku/scan/read/read-grid';
import { codeKey, readCached, writeCached } from './cell-cache';
import { type Samples, seededRandom, trainMlp } from './mlp-train';
import { decodeJpeg, listPhotos } from './photo-set';
import { renderSyntheticCells } from './synthetic-digits';

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const arg = args.find((a) => a.startsWith(`--${name}=`));
  const value = arg === undefined ? fallback : Number(arg.slice(name.length + 3));
  if (!Number.isFinite(value) || value < 0)
    throw new RangeError(`--${name} wants a number, got ${arg}`);
  return value;
};
const SEED = option('seed', 1);
const FOLDS = option('folds', 5);
const EPOCHS = option('epochs', 10);
const SYNTHETIC = option('synthetic', 8000);
const HIDDEN = [option('hidden', 64)];
/** Jittered recuts of each non-empty cell, for training only (never measured). */
const JITTER = option('jitter', 3);
/** Share of synthetic digits drawn dim, faint and blurred from a low resolution (see synthetic-digits.ts). */
const HARD = option('hard', 0);
/** Measures the current pipeline with the fold models the last training left (each still never
 *  saw its held-out photos), for a changed grid finder or read-out; trains nothing. */
const REUSE = args.includes('--reuse-folds');
/** Trains (or with --reuse-folds, reuses) only this fold's model, kept for --reuse-folds, and prints
 *  its held-out photos' figures: folds can train side by side. */
const ONLY_FOLD = args.some((a) => a.startsWith('--fold=')) ? option('fold', 0) : null;
const FINAL = !args.includes('--no-final') && !REUSE;
/** Fold models are kept per seed and training options, so runs of other options keep theirs. */
const FOLD_KEY = `seed${SEED}-h${HIDDEN.join('-')}-e${EPOCHS}-s${SYNTHETIC}-j${JITTER}${HARD > 0 ? `-d${HARD}` : ''}`;
const MODEL_FILE = path.resolve(
  import.meta.dirname,
  '../../src/games/sudoku/scan/read/model/digits.bin',
);
const RESULTS_FILE = path.resolve(import.meta.dirname, 'heldout-results.json');

interface PhotoCells {
  name: string;
  truth: string;
  /** As the reader sees them (the photo maybe turned): what is measured. null: no grid found. */
  inputs: (Float32Array | null)[] | null;
  /** Plainly empty cells read with paler ink counting (measured with the inputs, never trained on). */
  faint: (Float32Array | null)[];
  /** The same cells turned upright to match the truth: what is trained on. */
  upright: (Float32Array | null)[];
  /** JITTER recuts per cell (cell-major), for training only. */
  jittered: (Float32Array | null)[];
  /** The reader's shifted cuts of each cell (cell-major, VIEW_SHIFTS.length a cell), measured with the inputs. */
  views: (Float32Array | null)[];
  /** Each cell's ink contrast as the reader measures it. */
  contrast: number[];
}

/** The code that cuts cells: a change to any of it recuts the photos. */
const CUTTING = [
  'cell-digit',
  'components',
  'gray-image',
  'grid-cells-find',
  'grid-find',
  'grid-lattice',
  'grid-mesh',
  'homography',
  'read-grid',
  'threshold',
]
  .map((f) => `src/games/sudoku/scan/read/${f}.ts`)
  .concat(['scripts/scan/photo-set.ts', 'scripts/scan/exif-orientation.ts']);

/** Every photo's 81 cell inputs as the pipeline cuts them, and jittered recuts (cached; see cell-cache.ts). */
function cutPhotos(): PhotoCells[] {
  const photos = listPhotos();
  if (photos.length === 0) throw new Error('no photos: ../shared/data/sudoku-photos is absent');
  const key = codeKey(CUTTING, `${photos.map((p) => p.name).join()} ${JITTER} ${SEED}`);
  const row = DIGIT_INPUTS;
  const VIEWS = VIEW_SHIFTS.length;
  // Per photo: 81 cells, their jittered recuts, 81 faint readings, the reader's shifted cuts
  // (see read-grid.ts), then one row holding the 81 cells' contrasts.
  const per = 81 * (2 + JITTER + VIEWS) + 1;
  let table = readCached('photo-cells', key);
  if (table === null) {
    const rnd = seededRandom(SEED);
    table = new Float32Array(photos.length * per * row).fill(Number.NaN);
    for (const [i, p] of photos.entries()) {
      const planes = decodeJpeg(readFileSync(p.file), p.name);
      const found = findGrid(planes.gray, planes.ink);
      if (found === null) continue;
      for (const [cell, input] of found.inputs.entries()) {
        // A found grid's plainly empty cell is marked -1; a photo with no grid stays NaN.
        table.set(input ?? new Float32Array(row).fill(-1), (i * per + cell) * row);
        for (let j = 0; j < JITTER; j++) {
          const moved =
            input === null
              ? null
              : found.recut(cell, () => ({ x: (rnd() - 0.5) * 5, y: (rnd() - 0.5) * 5 }));
          table.set(
            moved ?? new Float32Array(row).fill(-1),
            (i * per + 81 + cell * JITTER + j) * row,
          );
        }
        table.set(
          found.faint[cell] ?? new Float32Array(row).fill(-1),
          (i * per + 81 * (1 + JITTER) + cell) * row,
        );
        for (let v = 0; v < VIEWS; v++)
          table.set(
            found.views[cell * VIEWS + v] ?? new Float32Array(row).fill(-1),
            (i * per + 81 * (2 + JITTER) + cell * VIEWS + v) * row,
          );
      }
      table.set(found.contrast, (i * per + 81 * (2 + JITTER + VIEWS)) * row);
    }
    writeCached('photo-cells', key, table);
  }
  const cells = table;
  const at = (i: number, k: number) => {
    const from = (i * per + k) * row;
    return cells[from] === -1 ? null : cells.slice(from, from + row);
  };
  return photos.map((p, i) => {
    if (Number.isNaN(cells[i * per * row]))
      return {
        name: p.name,
        truth: p.truth,
        inputs: null,
        faint: [],
        upright: [],
        jittered: [],
        views: [],
        contrast: [],
      };
    const inputs = Array.from({ length: 81 }, (_, cell) => at(i, cell));
    const jittered = Array.from({ length: 81 * JITTER }, (_, k) => at(i, 81 + k));
    const faint = Array.from({ length: 81 }, (_, cell) => at(i, 81 * (1 + JITTER) + cell));
    const views = Array.from({ length: 81 * VIEWS }, (_, k) => at(i, 81 * (2 + JITTER) + k));
    const from = (i * per + 81 * (2 + JITTER + VIEWS)) * row;
    const contrast = Array.from(cells.subarray(from, from + 81));
    // A photo shown turned (its EXIF tag) is labelled upright: the turn whose ink matches the truth's digits.
    const turns = truthTurn(inputs, p.truth);
    const upright = turned(inputs, turns, 1);
    return {
      name: p.name,
      truth: p.truth,
      inputs,
      faint,
      upright,
      jittered: turned(jittered, turns, JITTER),
      views,
      contrast,
    };
  });
}

/** Cell-major inputs (`per` of them a cell) turned `turns` quarters clockwise with their grid. */
function turned(
  inputs: (Float32Array | null)[],
  turns: number,
  per: number,
): (Float32Array | null)[] {
  let order = Array.from({ length: 81 }, (_, cell) => cell);
  for (let t = 0; t < turns; t++) order = turnSquare(order, 9);
  return order.flatMap((from) =>
    Array.from({ length: per }, (_, j) => {
      let input = inputs[from * per + j] ?? null;
      for (let t = 0; t < turns && input !== null; t++) input = turnInput(input);
      return input;
    }),
  );
}

/** The quarter turns (0..3) after which the cells with ink best match the truth's given cells. */
function truthTurn(inputs: (Float32Array | null)[], truth: string): number {
  let best = 0;
  let bestAgree = -1;
  let order = Array.from({ length: 81 }, (_, cell) => cell);
  for (let t = 0; t < 4; t++) {
    let agree = 0;
    order.forEach((from, cell) => {
      if ((inputs[from] !== null) === (truth[cell] !== '.')) agree++;
    });
    if (agree > bestAgree) {
      bestAgree = agree;
      best = t;
    }
    order = turnSquare(order, 9);
  }
  return best;
}

function samplesOf(photos: PhotoCells[], synthetic: Samples): Samples {
  const rows: Float32Array[] = [];
  const labels: number[] = [];
  for (const photo of photos) {
    photo.upright.forEach((input, cell) => {
      if (input === null) return;
      rows.push(input);
      const t = photo.truth[cell] ?? '.';
      labels.push(t === '.' ? 0 : Number(t));
    });
    photo.jittered.forEach((input, k) => {
      if (input === null) return;
      rows.push(input);
      const t = photo.truth[Math.floor(k / JITTER)] ?? '.';
      labels.push(t === '.' ? 0 : Number(t));
    });
  }
  const real = rows.length;
  const inputs = new Float32Array((real + synthetic.labels.length) * DIGIT_INPUTS);
  for (const [i, r] of rows.entries()) inputs.set(r, i * DIGIT_INPUTS);
  inputs.set(synthetic.inputs, real * DIGIT_INPUTS);
  const all = new Uint8Array(real + synthetic.labels.length);
  all.set(labels);
  all.set(synthetic.labels, real);
  return { inputs, labels: all, width: DIGIT_INPUTS };
}

async function syntheticSamples(): Promise<Samples> {
  const key = codeKey(
    [
      'src/games/sudoku/scan/read/cell-digit.ts',
      'src/games/sudoku/scan/read/components.ts',
      'scripts/scan/synthetic-digits.ts',
    ],
    `${SEED} ${SYNTHETIC}${HARD > 0 ? ` ${HARD}` : ''}`,
  );
  const cached = readCached('synthetic', key);
  if (cached !== null) {
    const count = cached.length / (DIGIT_INPUTS + 1);
    const labels = Uint8Array.from(
      { length: count },
      (_, i) => cached[count * DIGIT_INPUTS + i] ?? 0,
    );
    return { inputs: cached.slice(0, count * DIGIT_INPUTS), labels, width: DIGIT_INPUTS };
  }
  const made = await renderedSamples();
  const table = new Float32Array(made.inputs.length + made.labels.length);
  table.set(made.inputs);
  table.set(made.labels, made.inputs.length);
  writeCached('synthetic', key, table);
  return made;
}

async function renderedSamples(): Promise<Samples> {
  const cells = await renderSyntheticCells(SEED, SYNTHETIC, HARD);
  const rows: Float32Array[] = [];
  const labels: number[] = [];
  const side = CELL_SAMPLE * CELL_SAMPLE;
  for (let k = 0; k < cells.labels.length; k++) {
    const input = digitInput(cells.pixels.subarray(k * side, (k + 1) * side));
    // A rendered digit the cell cleaner drops is no lesson; a speck it keeps is one for "empty".
    if (input === null) continue;
    rows.push(input);
    labels.push(cells.labels[k] ?? 0);
  }
  const inputs = new Float32Array(rows.length * DIGIT_INPUTS);
  for (const [i, r] of rows.entries()) inputs.set(r, i * DIGIT_INPUTS);
  return { inputs, labels: Uint8Array.from(labels), width: DIGIT_INPUTS };
}

function train(samples: Samples, seed: number) {
  return trainMlp(samples, {
    hidden: HIDDEN,
    classes: 10,
    epochs: EPOCHS,
    seed,
    rate: 0.002,
    batch: 32,
  });
}

/** Fold f's model: trained on the photos of the other folds and the synthetic digits. */
function foldModel(photos: PhotoCells[], fold: number[], f: number, synthetic: Samples) {
  const model = train(
    samplesOf(
      photos.filter((_, i) => fold[i] !== f),
      synthetic,
    ),
    SEED + 1 + f,
  );
  // Kept (node_modules/.cache) for measuring a changed pipeline on the held-out photos without
  // training again (--reuse-folds).
  const bytes = serializeDigitModel(model);
  writeCached(
    `fold-${f}-of-${FOLDS}`,
    FOLD_KEY,
    new Float32Array(bytes.buffer, 0, bytes.length / 4),
  );
  return model;
}

/** Fold f's model as the last training of this seed and fold count left it. */
function cachedFoldModel(f: number): DigitModel {
  const floats = readCached(`fold-${f}-of-${FOLDS}`, FOLD_KEY);
  if (floats === null)
    throw new Error(
      `--reuse-folds: no fold ${f} model of ${FOLD_KEY}, ${FOLDS} folds in node_modules/.cache/gridwise-scan (train without it first)`,
    );
  const bytes = new Uint8Array(floats.buffer, floats.byteOffset, floats.byteLength);
  return parseDigitModel(bytes.slice().buffer);
}

async function main(): Promise<void> {
  const started = Date.now();
  console.log(
    `train:digits seed ${SEED}, ${FOLDS} folds, ${EPOCHS} epochs, hidden ${HIDDEN.join('-')}, ${SYNTHETIC} synthetic (${HARD} hard), ${JITTER} recuts a cell`,
  );
  const photos = cutPhotos();
  const found = photos.filter((p) => p.inputs !== null).length;
  console.log(
    `cut cells from ${photos.length} photos (grid found in ${found}) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  let made: Samples | null = null;
  const synthetic = async (): Promise<Samples> => {
    if (made === null) {
      made = await syntheticSamples();
      console.log(`${made.labels.length} synthetic cells kept of ${SYNTHETIC} rendered`);
    }
    return made;
  };
  const rnd = seededRandom(SEED);
  const fold = photos.map(() => Math.floor(rnd() * FOLDS));
  const results: {
    name: string;
    fold: number;
    read: string | null;
    truth: string;
    wrongCells: number;
  }[] = [];
  for (let f = 0; f < FOLDS; f++) {
    if (ONLY_FOLD !== null && f !== ONLY_FOLD) continue;
    const model = REUSE ? cachedFoldModel(f) : foldModel(photos, fold, f, await synthetic());
    for (const [i, photo] of photos.entries()) {
      if (fold[i] !== f) continue;
      const read =
        photo.inputs === null
          ? null
          : readCells(photo.inputs, model, photo.faint, {
              views: photo.views,
              contrast: photo.contrast,
            }).grid;
      let wrong = 0;
      for (let c = 0; c < 81; c++) if (read === null || read[c] !== photo.truth[c]) wrong++;
      results.push({ name: photo.name, fold: f, read, truth: photo.truth, wrongCells: wrong });
    }
    const sofar = results.filter((r) => r.wrongCells === 0).length;
    console.log(`fold ${f + 1}/${FOLDS}: ${sofar}/${results.length} exact so far`);
  }
  const exact = results.filter((r) => r.wrongCells === 0).length;
  const wrongCells = results.reduce((n, r) => n + r.wrongCells, 0);
  const summary = {
    command: `npm run train:digits -- ${args.join(' ')}`.trim(),
    seed: SEED,
    folds: FOLDS,
    epochs: EPOCHS,
    hidden: HIDDEN.join('-'),
    synthetic: SYNTHETIC,
    jitter: JITTER,
    hard: HARD,
    photos: results.length,
    exact,
    cellErrorRate: wrongCells / (results.length * 81),
  };
  console.log(
    `held out: ${exact}/${results.length} photos exact (${((100 * exact) / results.length).toFixed(1)} %), cell error ${(100 * summary.cellErrorRate).toFixed(3)} %`,
  );
  for (const r of results.filter((x) => x.wrongCells > 0)) {
    const cells = [...r.truth].flatMap((t, c) =>
      r.read !== null && r.read[c] !== t ? [`${c}:${t}->${r.read[c]}`] : [],
    );
    console.log(`  ${r.name}: ${r.read === null ? 'no grid' : cells.join(' ')}`);
  }
  // One fold's figures are printed only: the results file is every photo's, for the bench.
  if (ONLY_FOLD !== null) return;
  writeFileSync(RESULTS_FILE, `${JSON.stringify({ summary, results }, null, 2)}\n`);
  if (FINAL) {
    const model = train(samplesOf(photos, await synthetic()), SEED);
    mkdirSync(path.dirname(MODEL_FILE), { recursive: true });
    const bytes = serializeDigitModel(model);
    writeFileSync(MODEL_FILE, bytes);
    console.log(
      `wrote ${path.relative(process.cwd(), MODEL_FILE)} (${(bytes.length / 1024).toFixed(0)} KB)`,
    );
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

await main();
