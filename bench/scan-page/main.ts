// The scan bench's page: reads photo bytes handed over by bench/scan-bench.ts through the same
// readPhoto() the app calls (its lazy worker, its weights fetched on first use), and times each
// read in the page from the Blob to the grid.

import { readPhoto } from '../../src/games/sudoku/scan/read/scan-api';

/** One read as the bench sees it. */
interface BenchRead {
  status: string;
  grid: string | null;
  message: string;
  /** Page's wall clock from the Blob to the reading (decode and worker messaging included). */
  ms: number;
  /** The worker's own time (decode included). */
  workerMs: number;
}

declare global {
  interface Window {
    scanBench?: (base64: string) => Promise<BenchRead>;
  }
}

window.scanBench = async (base64: string): Promise<BenchRead> => {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const photo = new Blob([bytes], { type: 'image/jpeg' });
  const started = performance.now();
  const reading = await readPhoto(photo);
  const ms = performance.now() - started;
  return {
    status: reading.status,
    grid: reading.grid,
    message: reading.message,
    ms,
    workerMs: reading.ms,
  };
};
