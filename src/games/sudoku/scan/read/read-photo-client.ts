// The page's side of the photo reader: starts the reader worker on first use (a lazy chunk, so
// the first load carries none of it) and turns each photo into one ScanReading. Anything that goes
// wrong — the worker failing to start, a crash inside it — comes back as a 'failed' reading.
import { SCAN_MESSAGES, type ScanReading } from './scan-api';

interface Reply {
  id: number;
  reading: ScanReading;
}

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, (reading: ScanReading) => void>();

function failed(message: string, ms = 0): ScanReading {
  return {
    status: 'failed',
    grid: null,
    unsure: [],
    confidence: [],
    message,
    warped: null,
    ms,
    corners: null,
  };
}

function readerWorker(): Worker {
  if (worker !== null) return worker;
  const made = new Worker(new URL('./reader-worker.ts', import.meta.url), { type: 'module' });
  made.onmessage = (event: MessageEvent<Reply>) => {
    const done = waiting.get(event.data.id);
    waiting.delete(event.data.id);
    done?.(event.data.reading);
  };
  made.onerror = () => {
    // A worker that failed to load or crashed answers nothing more: fail what waits, start afresh next time.
    for (const done of waiting.values()) done(failed(SCAN_MESSAGES.readerFailed));
    waiting.clear();
    made.terminate();
    if (worker === made) worker = null;
  };
  worker = made;
  return made;
}

/** Reads one photo in the worker; resolves with a 'failed' reading rather than rejecting. */
export function readPhotoInWorker(photo: Blob): Promise<ScanReading> {
  return new Promise((resolve) => {
    const id = nextId++;
    waiting.set(id, resolve);
    try {
      readerWorker().postMessage({ id, photo });
    } catch {
      waiting.delete(id);
      resolve(failed(SCAN_MESSAGES.readerFailed));
    }
  });
}
