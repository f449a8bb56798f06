// The peer `npm run perf` measures beside the app: a plain page (reference/index.html: no script,
// no style), loaded by the same Lighthouse, Chromium and throttling in the same run. Its time
// figures are the floor any page pays on this host, so a table read later tells a slow machine
// (the floor is high too) from slow code (only the app's figures moved), and the floor sets the
// CPU slowdown the app is measured with (host-calibration.ts).

import path from 'node:path';
import type { Figures } from './figures';
import { measureSite } from './site-runs';

export const REFERENCE_DIR = path.join(import.meta.dirname, 'reference');

/** `runs` Lighthouse runs of the plain page at 4×; reports go to `outDir/plain-N.report.*`. */
export async function measureReference(
  runs: number,
  outDir: string,
  chromePath: string,
): Promise<Figures[]> {
  const { figures } = await measureSite(REFERENCE_DIR, runs, {
    chromePath,
    outDir,
    name: 'plain',
    label: 'Plain page run',
    summary: (f) => `main-thread work ${Math.round(f.mainThreadMs)} ms`,
  });
  return figures;
}
