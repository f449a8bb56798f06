// The digit classifier: a small fully connected network (ReLU hidden layers, softmax out) over a
// cell's digit picture. Class 0 is "empty" (ink that is no digit), 1..9 the digits. The weights
// are one little-endian binary file: a header of Uint32 words, then Float32 weights and biases.
//
// Header: magic 'GWD1' (0x31445747), layer count L, then L+1 sizes (inputs, hidden…, outputs).
// Then per layer: weights (out × in, row-major) and biases (out).

/** The network's weights, layer by layer. */
export interface DigitModel {
  sizes: number[];
  weights: Float32Array[];
  biases: Float32Array[];
}

const MAGIC = 0x31445747;

/** Reads a model file; throws a RangeError saying what is wrong when the bytes are not one. */
export function parseDigitModel(bytes: ArrayBuffer): DigitModel {
  const words = Math.floor(bytes.byteLength / 4);
  const view = new DataView(bytes);
  if (words < 4 || view.getUint32(0, true) !== MAGIC)
    throw new RangeError('digit model: not a GWD1 file');
  const layers = view.getUint32(4, true);
  if (layers < 1 || layers > 8)
    throw new RangeError(`digit model: ${layers} layers is not a model`);
  const sizes: number[] = [];
  for (let i = 0; i <= layers; i++) sizes.push(view.getUint32(8 + 4 * i, true));
  let at = 8 + 4 * (layers + 1);
  const weights: Float32Array[] = [];
  const biases: Float32Array[] = [];
  const take = (count: number): Float32Array => {
    if (at + count * 4 > bytes.byteLength)
      throw new RangeError('digit model: the file is cut short');
    const out = new Float32Array(count);
    for (let i = 0; i < count; i++) out[i] = view.getFloat32(at + 4 * i, true);
    at += count * 4;
    return out;
  };
  for (let l = 0; l < layers; l++) {
    const inputs = sizes[l] ?? 0;
    const outputs = sizes[l + 1] ?? 0;
    weights.push(take(inputs * outputs));
    biases.push(take(outputs));
  }
  return { sizes, weights, biases };
}

/** The model as file bytes (the training script writes this). */
export function serializeDigitModel(model: DigitModel): Uint8Array {
  const floats = model.weights.reduce(
    (n, w, i) => n + w.length + (model.biases[i]?.length ?? 0),
    0,
  );
  const headerWords = 2 + model.sizes.length;
  const buffer = new ArrayBuffer(4 * (headerWords + floats));
  const view = new DataView(buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, model.weights.length, true);
  model.sizes.forEach((s, i) => {
    view.setUint32(8 + 4 * i, s, true);
  });
  let at = 4 * headerWords;
  model.weights.forEach((w, l) => {
    for (const x of w) {
      view.setFloat32(at, x, true);
      at += 4;
    }
    for (const x of model.biases[l] ?? []) {
      view.setFloat32(at, x, true);
      at += 4;
    }
  });
  return new Uint8Array(buffer);
}

/** Class probabilities (softmax) for one input. */
export function classify(model: DigitModel, input: Float32Array): Float32Array {
  let act = input;
  const layers = model.weights.length;
  for (let l = 0; l < layers; l++) {
    const w = model.weights[l] as Float32Array;
    const b = model.biases[l] as Float32Array;
    const inputs = model.sizes[l] ?? 0;
    const outputs = model.sizes[l + 1] ?? 0;
    const next = new Float32Array(outputs);
    for (let o = 0; o < outputs; o++) {
      let sum = b[o] ?? 0;
      const row = o * inputs;
      for (let i = 0; i < inputs; i++) sum += (w[row + i] ?? 0) * (act[i] ?? 0);
      next[o] = l < layers - 1 ? Math.max(0, sum) : sum;
    }
    act = next;
  }
  let max = Number.NEGATIVE_INFINITY;
  for (const x of act) max = Math.max(max, x);
  let total = 0;
  for (let i = 0; i < act.length; i++) {
    act[i] = Math.exp((act[i] ?? 0) - max);
    total += act[i] ?? 0;
  }
  for (let i = 0; i < act.length; i++) act[i] = (act[i] ?? 0) / total;
  return act;
}
