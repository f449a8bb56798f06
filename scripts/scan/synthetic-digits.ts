// Digits rendered in many faces, sizes, blurs and rotations, as cells the reader would cut from a
// photo (paper of some gray, grid line remnants at the edges, specks), drawn by headless
// Chromium's canvas (/usr/bin/chromium through playwright-core) from a seed, so the same seed gives
// the same cells. Empty cells with lines and specks come too, labelled 0.

import { chromium } from 'playwright-core';
import { CELL_SAMPLE } from '../../src/games/sudoku/scan/read/cell-digit';

/** Installed faces that have Latin digits (fc-list); a missing one falls back to the default face. */
const FACES = [
  'DejaVu Sans',
  'DejaVu Sans Condensed',
  'DejaVu Serif',
  'DejaVu Sans Mono',
  'Liberation Sans',
  'Liberation Sans Narrow',
  'Liberation Serif',
  'Liberation Mono',
  'Nimbus Sans',
  'Nimbus Sans Narrow',
  'Nimbus Roman',
  'Nimbus Mono PS',
  'C059',
  'P052',
  'URW Bookman',
  'URW Gothic',
  'Noto Sans CJK SC',
  'Noto Serif CJK SC',
  'Noto Sans Mono',
  'Droid Sans Fallback',
];

/** Rendered cells: `count` grayscale CELL_SAMPLE² pictures back to back, and their labels 0..9. */
export interface SyntheticCells {
  pixels: Uint8Array;
  labels: Uint8Array;
}

interface RenderJob {
  seed: number;
  count: number;
  side: number;
  faces: string[];
  /** Share of cells drawn hard: dark paper, faint ink, heavy blur, cut from a low-resolution photo. */
  hard: number;
}

/** Runs in the page: draws the cells and returns them as one base64 string of gray bytes + labels. */
function renderInPage(job: RenderJob): { pixels: string; labels: number[] } {
  let state = job.seed >>> 0;
  const rnd = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const n = job.side;
  const big = n * 3;
  const canvas = new OffscreenCanvas(big, big);
  const ctx = canvas.getContext('2d', {
    willReadFrequently: true,
  }) as OffscreenCanvasRenderingContext2D;
  const small = new OffscreenCanvas(n, n);
  const sctx = small.getContext('2d', {
    willReadFrequently: true,
  }) as OffscreenCanvasRenderingContext2D;
  const out = new Uint8Array(job.count * n * n);
  const labels: number[] = [];
  for (let k = 0; k < job.count; k++) {
    // Decided first and only when asked for, so hard = 0 draws exactly the cells it always drew.
    const hard = job.hard > 0 && rnd() < job.hard;
    const label = rnd() < 0.12 ? 0 : 1 + Math.floor(rnd() * 9);
    // A dim photo: gray paper, ink only a little darker (a 640×480 shot in shadow).
    const paper = hard ? 90 + Math.floor(rnd() * 110) : 150 + Math.floor(rnd() * 100);
    const ink = hard
      ? Math.max(0, paper - 45 - Math.floor(rnd() * 70))
      : Math.max(0, paper - 60 - Math.floor(rnd() * 140));
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.filter = 'none';
    ctx.fillStyle = `rgb(${paper},${paper},${paper})`;
    ctx.fillRect(0, 0, big, big);
    // A soft shadow or glare across the cell.
    const grad = ctx.createLinearGradient(0, 0, big * rnd(), big * rnd());
    const shade = Math.floor((rnd() - 0.5) * 60);
    grad.addColorStop(0, 'rgba(0,0,0,0)');
    grad.addColorStop(
      1,
      shade < 0 ? `rgba(0,0,0,${-shade / 255})` : `rgba(255,255,255,${shade / 255})`,
    );
    ctx.fillStyle = grad;
    ctx.fillRect(0, 0, big, big);
    ctx.fillStyle = `rgb(${ink},${ink},${ink})`;
    if (label > 0) {
      const face = job.faces[Math.floor(rnd() * job.faces.length)] ?? 'sans-serif';
      const bold = rnd() < 0.4 ? 'bold ' : '';
      const size = big * (0.42 + rnd() * 0.4);
      ctx.font = `${bold}${size.toFixed(1)}px "${face}"`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.translate(big / 2 + (rnd() - 0.5) * big * 0.12, big / 2 + (rnd() - 0.5) * big * 0.12);
      ctx.rotate((rnd() - 0.5) * 0.25);
      ctx.transform(1, 0, (rnd() - 0.5) * 0.3, 1, 0, 0);
      ctx.scale(0.8 + rnd() * 0.4, 0.85 + rnd() * 0.3);
      // Cap height sits a little above the middle baseline in most faces.
      ctx.fillText(String(label), 0, size * 0.05);
      ctx.setTransform(1, 0, 0, 1, 0, 0);
    }
    // Grid line remnants along some edges, a little inside or outside the cell's edge.
    const lineInk = Math.max(0, paper - 50 - Math.floor(rnd() * 150));
    ctx.fillStyle = `rgb(${lineInk},${lineInk},${lineInk})`;
    for (let edge = 0; edge < 4; edge++) {
      if (rnd() < 0.35) continue;
      const w = 1 + rnd() * 9;
      const at = (rnd() - 0.4) * big * 0.1;
      if (edge === 0) ctx.fillRect(0, at - w / 2, big, w);
      if (edge === 1) ctx.fillRect(0, big - at - w / 2, big, w);
      if (edge === 2) ctx.fillRect(at - w / 2, 0, w, big);
      if (edge === 3) ctx.fillRect(big - at - w / 2, 0, w, big);
    }
    // Specks of dirt and print noise.
    const specks = Math.floor(rnd() * 4);
    for (let s = 0; s < specks; s++) {
      const r = 1 + rnd() * 4;
      ctx.beginPath();
      ctx.arc(rnd() * big, rnd() * big, r, 0, Math.PI * 2);
      ctx.fill();
    }
    if (hard) {
      // A small grid's cell is a dozen pixels wide in the photo: drawn that small, blurred, then
      // scaled back up as the reader's warp does.
      const low = Math.max(8, Math.round(n * (0.5 + rnd() * 0.35)));
      sctx.filter = `blur(${(0.3 + rnd() * 0.6).toFixed(2)}px)`;
      sctx.drawImage(canvas, 0, 0, big, big, 0, 0, low, low);
      sctx.filter = 'none';
      sctx.imageSmoothingEnabled = true;
      sctx.drawImage(small, 0, 0, low, low, 0, 0, n, n);
    } else {
      sctx.filter = `blur(${(rnd() * 1.3).toFixed(2)}px)`;
      sctx.drawImage(canvas, 0, 0, big, big, 0, 0, n, n);
    }
    const rgba = sctx.getImageData(0, 0, n, n).data;
    const noise = rnd() * (hard ? 16 : 12);
    for (let i = 0; i < n * n; i++) {
      const v = (rgba[i * 4] ?? 0) + (rnd() - 0.5) * 2 * noise;
      out[k * n * n + i] = Math.max(0, Math.min(255, Math.round(v)));
    }
    labels.push(label);
  }
  let text = '';
  for (let i = 0; i < out.length; i += 0x8000)
    text += String.fromCharCode(...out.subarray(i, i + 0x8000));
  return { pixels: btoa(text), labels };
}

/** Renders `count` cells from `seed` in headless Chromium, a `hard` share of them dim and blurred. */
export async function renderSyntheticCells(
  seed: number,
  count: number,
  hard = 0,
): Promise<SyntheticCells> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const page = await browser.newPage();
    // tsx names inner functions with a helper (`__name`) the page lacks.
    await page.evaluate('globalThis.__name = (f) => f');
    const pixels = new Uint8Array(count * CELL_SAMPLE * CELL_SAMPLE);
    const labels = new Uint8Array(count);
    const batch = 2000;
    for (let done = 0; done < count; done += batch) {
      const size = Math.min(batch, count - done);
      const job: RenderJob = {
        seed: seed + done * 7919,
        count: size,
        side: CELL_SAMPLE,
        faces: FACES,
        hard,
      };
      const part = await page.evaluate(renderInPage, job);
      pixels.set(Buffer.from(part.pixels, 'base64'), done * CELL_SAMPLE * CELL_SAMPLE);
      labels.set(part.labels, done);
    }
    return { pixels, labels };
  } finally {
    await browser.close();
  }
}
