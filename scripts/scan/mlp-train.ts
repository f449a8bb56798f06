// Training the digit classifier (src/games/sudoku/scan/read/digit-model.ts): a small fully
// connected network, ReLU hidden layers and softmax cross-entropy, trained by Adam on minibatches.
// Plain TypeScript over Float32Arrays; every random choice comes from the seed.

import type { DigitModel } from '../../src/games/sudoku/scan/read/digit-model';

/** Samples back to back: `inputs` is count × width, `labels` count. */
export interface Samples {
  inputs: Float32Array;
  labels: Uint8Array;
  width: number;
}

export interface TrainOptions {
  hidden: number[];
  classes: number;
  epochs: number;
  seed: number;
  rate: number;
  batch: number;
  /** Called after each epoch with its mean loss. */
  onEpoch?: (epoch: number, loss: number) => void;
}

/** mulberry32: a small seeded generator. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Trains a network on the samples and returns it. */
export function trainMlp(data: Samples, options: TrainOptions): DigitModel {
  const rnd = seededRandom(options.seed);
  const gauss = () => Math.sqrt(-2 * Math.log(rnd() + 1e-12)) * Math.cos(2 * Math.PI * rnd());
  const sizes = [data.width, ...options.hidden, options.classes];
  const L = sizes.length - 1;
  const weights: Float32Array[] = [];
  const biases: Float32Array[] = [];
  for (let l = 0; l < L; l++) {
    const fanIn = sizes[l] ?? 1;
    const w = new Float32Array(fanIn * (sizes[l + 1] ?? 0));
    const scale = Math.sqrt(2 / fanIn);
    for (let i = 0; i < w.length; i++) w[i] = gauss() * scale;
    weights.push(w);
    biases.push(new Float32Array(sizes[l + 1] ?? 0));
  }
  const params = [...weights, ...biases];
  const grads = params.map((p) => new Float32Array(p.length));
  const m1 = params.map((p) => new Float32Array(p.length));
  const m2 = params.map((p) => new Float32Array(p.length));
  const acts = sizes.map((s) => new Float32Array(s));
  const deltas = sizes.map((s) => new Float32Array(s));
  const count = data.labels.length;
  const order = Array.from({ length: count }, (_, i) => i);
  let step = 0;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = count - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    // Step decay: the last third of the epochs at a tenth of the rate.
    const rate = epoch >= (options.epochs * 2) / 3 ? options.rate / 10 : options.rate;
    let lossSum = 0;
    for (let start = 0; start < count; start += options.batch) {
      const end = Math.min(count, start + options.batch);
      for (const g of grads) g.fill(0);
      for (let k = start; k < end; k++) {
        const sample = order[k] as number;
        const x = acts[0] as Float32Array;
        x.set(data.inputs.subarray(sample * data.width, (sample + 1) * data.width));
        for (let l = 0; l < L; l++) {
          const w = weights[l] as Float32Array;
          const b = biases[l] as Float32Array;
          const a = acts[l] as Float32Array;
          const z = acts[l + 1] as Float32Array;
          const nin = sizes[l] as number;
          const nout = sizes[l + 1] as number;
          for (let o = 0; o < nout; o++) {
            let s = b[o] as number;
            const row = o * nin;
            for (let i = 0; i < nin; i++) s += (w[row + i] as number) * (a[i] as number);
            z[o] = l < L - 1 && s < 0 ? 0 : s;
          }
        }
        const out = acts[L] as Float32Array;
        let max = Number.NEGATIVE_INFINITY;
        for (const v of out) max = Math.max(max, v);
        let total = 0;
        for (let o = 0; o < out.length; o++) total += Math.exp((out[o] as number) - max);
        const label = data.labels[sample] as number;
        const top = deltas[L] as Float32Array;
        for (let o = 0; o < out.length; o++) {
          const p = Math.exp((out[o] as number) - max) / total;
          top[o] = p - (o === label ? 1 : 0);
          if (o === label) lossSum -= Math.log(p + 1e-12);
        }
        for (let l = L - 1; l >= 0; l--) {
          const w = weights[l] as Float32Array;
          const gw = grads[l] as Float32Array;
          const gb = grads[L + l] as Float32Array;
          const a = acts[l] as Float32Array;
          const d = deltas[l + 1] as Float32Array;
          const below = deltas[l] as Float32Array;
          const nin = sizes[l] as number;
          const nout = sizes[l + 1] as number;
          if (l > 0) below.fill(0);
          for (let o = 0; o < nout; o++) {
            const dv = d[o] as number;
            if (dv === 0) continue;
            gb[o] = (gb[o] as number) + dv;
            const row = o * nin;
            for (let i = 0; i < nin; i++) {
              gw[row + i] = (gw[row + i] as number) + dv * (a[i] as number);
              if (l > 0) below[i] = (below[i] as number) + dv * (w[row + i] as number);
            }
          }
          if (l > 0) for (let i = 0; i < nin; i++) if ((a[i] as number) <= 0) below[i] = 0;
        }
      }
      step++;
      const n = end - start;
      const c1 = 1 - 0.9 ** step;
      const c2 = 1 - 0.999 ** step;
      params.forEach((p, pi) => {
        const g = grads[pi] as Float32Array;
        const a = m1[pi] as Float32Array;
        const v = m2[pi] as Float32Array;
        for (let i = 0; i < p.length; i++) {
          const gi = (g[i] as number) / n;
          a[i] = 0.9 * (a[i] as number) + 0.1 * gi;
          v[i] = 0.999 * (v[i] as number) + 0.001 * gi * gi;
          p[i] =
            (p[i] as number) -
            (rate * ((a[i] as number) / c1)) / (Math.sqrt((v[i] as number) / c2) + 1e-8);
        }
      });
    }
    options.onEpoch?.(epoch, lossSum / count);
  }
  return { sizes, weights, biases };
}
