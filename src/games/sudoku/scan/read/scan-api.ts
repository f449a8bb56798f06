// The contract between the photo reader (read/) and the scan screen (screen/): what reading one
// photo gives, and the one call that reads it. The reader itself (worker, pipeline, model) is
// fetched only on the first readPhoto(), so importing this file adds almost nothing to a page.

/** What reading one photo gives. */
export interface ScanReading {
  status: 'read' | 'failed';
  /** 81 chars, '1'..'9' or '.' for empty; null when no grid was found. */
  grid: string | null;
  /** Cell indexes (0..80) whose class the model was unsure of (low margin). */
  unsure: number[];
  /** Per-cell confidence 0..1 (81 entries) or [] when failed. */
  confidence: number[];
  /** Plain words (English key for the words registry) when failed: e.g. 'scan.noGrid'; '' when read. */
  message: string;
  /** The photo's grid warped to a square, grayscale, `size`×`size` bytes (row-major); null when failed. */
  warped: { size: number; pixels: Uint8ClampedArray } | null;
  /** Milliseconds spent reading, decode of the photo included (file bytes to grid). */
  ms: number;
  /**
   * The grid's four corners in the photo's pixels (top-left, top-right, bottom-right,
   * bottom-left), or null when failed. Lets a screen outline the grid on the photo.
   */
  corners: { x: number; y: number }[] | null;
}

/** Failure messages the reader gives (keys for the words registry). */
export const SCAN_MESSAGES = {
  /** No Sudoku grid was found in the picture. */
  noGrid: 'scan.noGrid',
  /** The bytes are not a picture the browser can decode. */
  notImage: 'scan.notImage',
  /** The reader itself failed (worker could not start, model missing). */
  readerFailed: 'scan.readerFailed',
} as const;

/** Reads a photo in the reader's worker (loaded on first use). Never rejects: failures are a reading. */
export async function readPhoto(photo: Blob): Promise<ScanReading> {
  const client = await import('./read-photo-client');
  return client.readPhotoInWorker(photo);
}
