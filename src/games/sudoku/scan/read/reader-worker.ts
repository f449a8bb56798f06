// The reader worker: placeholder until the pipeline lands (answers every photo with a failure).
import { SCAN_MESSAGES, type ScanReading } from './scan-api';

self.onmessage = (event: MessageEvent<{ id: number; photo: Blob }>) => {
  const reading: ScanReading = {
    status: 'failed',
    grid: null,
    unsure: [],
    confidence: [],
    message: SCAN_MESSAGES.readerFailed,
    warped: null,
    ms: 0,
    corners: null,
  };
  self.postMessage({ id: event.data.id, reading });
};
