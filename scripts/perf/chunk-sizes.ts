// The gzip size of every file the build emitted under dist/assets (source maps aside), the same
// measure Vite prints after a build, so a chunk that grows shows up in the perf report.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export function chunkSizes(distDir: string): ChunkSize[] {
  const assets = path.join(distDir, 'assets');
  return readdirSync(assets)
    .filter((file) => !file.endsWith('.map'))
    .map((file) => {
      const content = readFileSync(path.join(assets, file));
      return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}
