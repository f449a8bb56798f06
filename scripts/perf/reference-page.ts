// The peer `npm run perf` measures beside the app: a plain page (reference/index.html: no script,
// no style), loaded by the same Lighthouse, Chromium and throttling in the same run. Its time
// figures are the floor any page pays on this host, so a table read later tells a slow machine
// (the floor is high too) from slow code (only the app's figures moved), and the floor sets the
// CPU slowdown the app is measured with (host-calibration.ts).

import path from 'node:path';
import { freePort, startPreview } from '../../test/e2e/preview-server';
import { type Figures, readFigures } from './figures';
import { runLighthouse } from './lighthouse-run';
import { runAgainWhenAuditErrored } from './run-again';

export const REFERENCE_DIR = path.join(import.meta.dirname, 'reference');

/** `runs` Lighthouse runs of the plain page; reports go to `outDir/plain-N.report.*`. */
export async function measureReference(
  runs: number,
  outDir: string,
  chromePath: string,
): Promise<Figures[]> {
  const server = await startPreview(REFERENCE_DIR, await freePort());
  const figures: Figures[] = [];
  try {
    for (let i = 1; i <= runs; i++) {
      process.stdout.write(`Plain page run ${i}/${runs} … `);
      const f = await runAgainWhenAuditErrored(
        async () => {
          const run = await runLighthouse(`${server.url}/`, path.join(outDir, `plain-${i}`), {
            chromePath,
          });
          return readFigures(run.report);
        },
        (line) => process.stdout.write(`\n  ${line} … `),
      );
      figures.push(f);
      console.log(`main-thread work ${Math.round(f.mainThreadMs)} ms`);
    }
  } finally {
    await server.stop();
  }
  return figures;
}
