// A cache for the training's slow steps (cutting cells from 160 photos, rendering digits in
// Chromium), keyed by a hash of the code that makes them, so a changed pipeline recuts and an
// unchanged one reruns the training in seconds. Lives in node_modules/.cache (never committed).

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIR = path.join(ROOT, 'node_modules/.cache/gridwise-scan');

/** A hash of these files' text (relative to the project root) and some extra words. */
export function codeKey(files: string[], extra: string): string {
  const hash = createHash('sha1');
  for (const f of files) hash.update(readFileSync(path.join(ROOT, f)));
  hash.update(extra);
  return hash.digest('hex').slice(0, 16);
}

/** Rows of Float32 (NaN-filled for "none"), stored under a name and key. */
export function readCached(name: string, key: string): Float32Array | null {
  const file = path.join(DIR, `${name}-${key}.bin`);
  if (!existsSync(file)) return null;
  const bytes = readFileSync(file);
  return new Float32Array(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
  );
}

export function writeCached(name: string, key: string, data: Float32Array): void {
  mkdirSync(DIR, { recursive: true });
  writeFileSync(
    path.join(DIR, `${name}-${key}.bin`),
    new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
  );
}
