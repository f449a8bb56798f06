// The live camera, where the browser allows getUserMedia: the back camera's picture in a <video>,
// sampled a few times a second at a tiny size; when the picture has stayed still for a moment
// (the phone held steady over the page), one full frame is handed over to be read. While a frame
// is read nothing more is taken; a frame with no grid lets sampling go on. Kept simple on
// purpose: the photo picker is the sure way, the camera a quicker one.

/** The sample's side in pixels: enough to see a hand move, cheap to compare. */
const SAMPLE = 32;
/** Mean change per sample pixel (0–255) below which the picture counts as still. */
const STILL_BELOW = 6;
/** Still samples in a row before a frame is taken (at SAMPLE_MS apart: about 0.75 s). */
const STILL_SAMPLES = 3;
const SAMPLE_MS = 250;

/** True where a live camera can be asked for (a secure page with mediaDevices). */
export function cameraAvailable(): boolean {
  return typeof navigator.mediaDevices?.getUserMedia === 'function';
}

export class LiveCamera {
  readonly video: HTMLVideoElement;
  private stream: MediaStream | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private last: Uint8ClampedArray | null = null;
  private still = 0;
  private busy = false;
  private readonly sample = document.createElement('canvas');

  /** `steady` gets one frame when the picture is still; it resolves once that frame is read. */
  constructor(private readonly steady: (frame: Blob) => Promise<void>) {
    this.video = document.createElement('video');
    this.video.muted = true;
    this.video.playsInline = true;
    this.video.setAttribute('playsinline', '');
    this.video.className = 'gw-scan-video';
    this.sample.width = SAMPLE;
    this.sample.height = SAMPLE;
  }

  get running(): boolean {
    return this.stream !== null;
  }

  /** Asks for the back camera and starts watching; rejects with the browser's reason. */
  async start(): Promise<void> {
    if (this.stream) return;
    const stream = await navigator.mediaDevices.getUserMedia({
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 } },
      audio: false,
    });
    this.stream = stream;
    this.video.srcObject = stream;
    await this.video.play();
    this.last = null;
    this.still = 0;
    this.timer = setInterval(() => this.watch(), SAMPLE_MS);
  }

  /** Lets the camera go (the light on the phone goes off). */
  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    for (const track of this.stream?.getTracks() ?? []) track.stop();
    this.stream = null;
    this.video.srcObject = null;
  }

  private watch(): void {
    if (this.busy || this.video.readyState < 2) return;
    const now = this.grab(this.sample, SAMPLE, SAMPLE);
    if (!now) return;
    const pixels = now.getImageData(0, 0, SAMPLE, SAMPLE).data;
    const before = this.last;
    this.last = new Uint8ClampedArray(pixels);
    if (!before) return;
    let change = 0;
    // The green channel alone: a fair brightness, a quarter of the work.
    for (let i = 1; i < pixels.length; i += 4)
      change += Math.abs((pixels[i] ?? 0) - (before[i] ?? 0));
    this.still = change / (SAMPLE * SAMPLE) < STILL_BELOW ? this.still + 1 : 0;
    if (this.still >= STILL_SAMPLES) void this.take();
  }

  /** One full frame to the reader; sampling waits until it is read. */
  private async take(): Promise<void> {
    this.busy = true;
    this.still = 0;
    try {
      const canvas = document.createElement('canvas');
      const ctx = this.grab(canvas, this.video.videoWidth, this.video.videoHeight);
      const frame = ctx
        ? await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', 0.92))
        : null;
      if (frame && this.stream) await this.steady(frame);
    } finally {
      this.busy = false;
    }
  }

  private grab(
    canvas: HTMLCanvasElement,
    width: number,
    height: number,
  ): CanvasRenderingContext2D | null {
    if (width === 0 || height === 0) return null;
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    ctx?.drawImage(this.video, 0, 0, width, height);
    return ctx;
  }
}
