// Several Lighthouse runs of one built site, served by `vite preview` for the runs' length: the
// app's runs and the plain page's (reference-page.ts) go through here alike, each run made again
// when Lighthouse failed to compute an audit we read (run-again.ts).

import path from 'node:path';
import { freePort, startPreview } from '../../test/e2e/preview-server';
import { type Figures, readFigures } from './figures';
import { runLighthouse } from './lighthouse-run';
import { runAgainWhenAuditErrored } from './run-again';

export interface SiteRuns {
  figures: Figures[];
  reports: { json: string; html: string }[];
}

export interface SiteRunOptions {
  chromePath: string;
  /** Reports go to `outDir/<name>-N.report.{json,html}`. */
  outDir: string;
  name: string;
  /** What the progress line calls a run ("Lighthouse run", "Plain page run"). */
  label: string;
  /** The end of each run's progress line. */
  summary: (f: Figures) => string;
  saveAssets?: boolean;
  cpuSlowdown?: number;
}

/** `runs` Lighthouse runs of the site built in `dir` (a path vite preview takes as outDir). */
export async function measureSite(dir: string, runs: number, o: SiteRunOptions): Promise<SiteRuns> {
  const server = await startPreview(dir, await freePort());
  const out: SiteRuns = { figures: [], reports: [] };
  try {
    for (let i = 1; i <= runs; i++) {
      process.stdout.write(`${o.label} ${i}/${runs} on ${server.url}/ … `);
      const { run, f } = await runAgainWhenAuditErrored(
        async () => {
          const run = await runLighthouse(`${server.url}/`, path.join(o.outDir, `${o.name}-${i}`), {
            chromePath: o.chromePath,
            saveAssets: o.saveAssets,
            cpuSlowdown: o.cpuSlowdown,
          });
          return { run, f: readFigures(run.report) };
        },
        (line) => process.stdout.write(`\n  ${line} … `),
      );
      out.figures.push(f);
      out.reports.push({ json: run.jsonPath, html: run.htmlPath });
      console.log(o.summary(f));
    }
  } finally {
    await server.stop();
  }
  return out;
}
