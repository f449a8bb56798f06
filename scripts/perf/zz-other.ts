import { readFileSync } from 'node:fs';
import { freePort, startPreview } from '../../test/e2e/preview-server';
import { type CpuProfile, SourceResolver, samples } from './cpu-profile';
import { partOf } from './start-phases';

const server = await startPreview('dist', await freePort());
try {
  const profile = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as CpuProfile;
  for (const n of profile.nodes)
    n.callFrame.url = n.callFrame.url.replace(/^http:\/\/127\.0\.0\.1:\d+/, server.url);
  const r = new SourceResolver();
  await r.load(new Set(profile.nodes.map((n) => n.callFrame.url)));
  const all = samples(profile, r);
  for (const want of process.argv.slice(3)) {
    console.log('=====', want);
    const pick = all.filter((s) => partOf(s.stack).startsWith(want));
    const roots = new Map<string, number>();
    for (const s of pick) {
      const k = s.stack
        .slice(0, +(process.env.DEPTH ?? 4))
        .map((p) => p.label.slice(0, 100))
        .join('\n      > ');
      roots.set(k, (roots.get(k) ?? 0) + s.ms);
    }
    for (const [k, ms] of [...roots].sort((a, b) => b[1] - a[1]).slice(0, 10))
      console.log(ms.toFixed(0), k);
  }
} finally {
  await server.stop();
}
