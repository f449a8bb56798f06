// The reader worker: decodes a photo (createImageBitmap + OffscreenCanvas), runs the pure pipeline
// (read-grid.ts) and answers one ScanReading per photo. The model's weights are fetched on the
// first photo only; the worker, its code and the weights are a lazy chunk nothing on the first
// screen loads. Every failure is a 'failed' reading with its words, never a thrown error.

import { type DigitModel, parseDigitModel } from './digit-model';
import { grayFromRgba, inkFromRgba } from './gray-image';
import { readGray } from './read-grid';
import { SCAN_MESSAGES, type ScanReading } from './scan-api';

/** Pictures beyond this side are drawn smaller (the pipeline works at ~900 px anyway). */
const MAX_DECODE_SIDE = 3600;

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<{ id: number; photo: Blob }>) => void) | null;
  postMessage: (message: unknown, transfer?: Transferable[]) => void;
};

let model: Promise<DigitModel> | null = null;

function loadModel(): Promise<DigitModel> {
  model ??= fetch(new URL('./model/digits.bin', import.meta.url)).then(async (response) => {
    if (!response.ok) throw new Error(`digit model: HTTP ${response.status}`);
    return parseDigitModel(await response.arrayBuffer());
  });
  // A failed fetch (offline before the first scan) is tried again on the next photo.
  model.catch(() => {
    model = null;
  });
  return model;
}

function failed(message: string, started: number): ScanReading {
  return {
    status: 'failed',
    grid: null,
    unsure: [],
    confidence: [],
    message,
    warped: null,
    ms: performance.now() - started,
    corners: null,
  };
}

async function read(photo: Blob, started: number): Promise<ScanReading> {
  const weights = loadModel();
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(photo);
  } catch {
    return failed(SCAN_MESSAGES.notImage, started);
  }
  const scale = Math.min(1, MAX_DECODE_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (context === null) return failed(SCAN_MESSAGES.readerFailed, started);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const rgba = context.getImageData(0, 0, width, height).data;
  const gray = grayFromRgba(rgba, width, height);
  const ink = inkFromRgba(rgba, width, height);
  let digits: DigitModel;
  try {
    digits = await weights;
  } catch {
    return failed(SCAN_MESSAGES.readerFailed, started);
  }
  const reading = readGray(gray, digits, ink);
  if (reading.corners !== null && scale < 1) {
    reading.corners = reading.corners.map((p) => ({ x: p.x / scale, y: p.y / scale }));
  }
  reading.ms = performance.now() - started;
  return reading;
}

scope.onmessage = (event) => {
  const { id, photo } = event.data;
  const started = performance.now();
  read(photo, started)
    .catch(() => failed(SCAN_MESSAGES.readerFailed, started))
    .then((reading) => {
      const transfer = reading.warped === null ? [] : [reading.warped.pixels.buffer];
      scope.postMessage({ id, reading }, transfer);
    });
};
