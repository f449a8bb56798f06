// Sudoku's scan, as one DOM screen in four phases: pick (a photo, or the live camera where the
// browser has one), reading, the check (the warped photo with the read digits over it, a pad
// to fix a cell, the core's verdict, Play) and failed (the reader's message and a retry). Play
// hands the grid to the shell's "Open a code" entry, which grades it in the worker and asks
// before replacing a game in progress.

import type { ScanDeps, ScanReport, ScanScreen } from '../../../../play/scan-api';
import { button, h } from '../../../../ui/dom/h';
import { readPhoto, type ScanReading } from '../read/scan-api';
import { ScanBoard } from './scan-board';
import { cameraAvailable, LiveCamera } from './scan-camera';
import { ScanPad } from './scan-pad';
import { scanPicture } from './scan-picture';
import { ScanSession } from './scan-session';
import { failureWords, scanWords } from './scan-words';
import './scan.css';

type Phase = 'pick' | 'camera' | 'reading' | 'read' | 'failed';

export class ScanPage implements ScanScreen {
  readonly element: HTMLElement;
  private phase: Phase = 'pick';
  private session: ScanSession | null = null;
  private failure = '';
  private cameraNote = '';
  private selected: number | null = null;
  /** Sent to play (the shell may still ask about a game in progress): the next Scan starts afresh. */
  private played = false;
  /** Each read has a number: one overtaken (another photo, Back) is dropped when it ends. */
  private readCount = 0;
  private readonly file = h('input', {
    class: 'gw-scan-file',
    // Out of sight but not display:none: some phone browsers open no picker for a hidden input.
    attrs: {
      type: 'file',
      accept: 'image/*',
      capture: 'environment',
      tabindex: -1,
      'aria-hidden': 'true',
    },
  });
  private readonly title = h('h1', { class: 'gw-title', attrs: { tabindex: -1 } });
  private readonly back = button('', 'btn:scan-back', () => this.leave(), { class: 'gw-ghost' });
  private readonly lead = h('p', { class: 'gw-lead', attrs: { role: 'status' } });
  private readonly art = scanPicture();
  private readonly pick = button('', 'btn:scan-pick', () => this.file.click(), {
    class: 'gw-primary',
  });
  private readonly cameraButton = button('', 'btn:scan-camera', () => void this.startCamera());
  private readonly camera = new LiveCamera((frame) => this.readFrame(frame));
  private readonly cameraCaption = h('p', { class: 'gw-caption', attrs: { role: 'status' } });
  private readonly cameraStop = button('', 'btn:scan-camera-stop', () => this.stopCamera());
  private readonly reading = h('p', {
    class: 'gw-lead gw-scan-reading',
    attrs: { role: 'status' },
  });
  private readonly board = new ScanBoard((cell) => this.select(cell));
  private readonly pad = new ScanPad(
    (d) => this.put(d),
    () => this.put(0),
  );
  private readonly hintLead = h('span');
  private readonly hintKey = h('span');
  private readonly hint = h('p', { class: 'gw-caption gw-scan-hint' }, this.hintLead, this.hintKey);
  private readonly verdict = h('p', { class: 'gw-scan-verdict', attrs: { role: 'status' } });
  private readonly retry = button('', 'btn:scan-retry', () => this.anotherPhoto());
  private readonly play = button('', 'btn:scan-play', () => this.playIt(), {
    class: 'gw-button-strong',
  });
  private readonly pickPart: HTMLElement;
  private readonly livePart: HTMLElement;
  private readonly checkParts: HTMLElement[];

  constructor(private readonly deps: ScanDeps) {
    this.file.addEventListener('change', () => this.fileChosen());
    this.livePart = h(
      'div',
      { class: 'gw-scan-live' },
      this.camera.video,
      this.cameraCaption,
      this.cameraStop,
    );
    this.pickPart = h(
      'section',
      { class: 'gw-scan-pick' },
      this.art,
      this.lead,
      this.livePart,
      h('div', { class: 'gw-row gw-scan-choices' }, this.pick, this.cameraButton),
    );
    const side = h(
      'div',
      { class: 'gw-scan-side' },
      this.hint,
      this.verdict,
      this.pad.element,
      h('div', { class: 'gw-row gw-scan-actions' }, this.retry, this.play),
    );
    this.checkParts = [this.board.element, side];
    this.element = h(
      'main',
      { class: 'gw-screen gw-scan', attrs: { 'data-screen': 'scan', hidden: true } },
      h(
        'div',
        { class: 'gw-scan-layout' },
        h('header', { class: 'gw-scan-head' }, this.back, this.title),
        this.pickPart,
        this.reading,
        ...this.checkParts,
      ),
      this.file,
    );
    this.element.addEventListener('keydown', (event) => this.key(event));
    this.render();
  }

  open(): void {
    // A check not yet played stays (the player came back to it); otherwise a fresh start.
    if (this.played || this.phase !== 'read') this.reset();
    this.render();
    // Straight to the picker while the tap on Scan still counts as the player's (browsers open
    // a file picker only then); otherwise "Choose a photo" is one tap away.
    const activation = (navigator as Navigator & { userActivation?: { isActive: boolean } })
      .userActivation;
    if (this.phase === 'pick' && activation?.isActive) this.file.click();
  }

  /** The screen's title takes the focus when it comes up (a screen reader starts there). */
  private focusTitle(): void {
    if (!this.element.hidden) this.title.focus({ preventScroll: true });
  }

  report(): ScanReport | null {
    const s = this.session;
    if (this.phase === 'reading')
      return { status: 'reading', grid: null, unsure: [], message: scanWords().reading };
    if (this.phase === 'failed')
      return { status: 'failed', grid: null, unsure: [], message: this.failureLine() };
    if (this.phase === 'read' && s)
      return { status: 'read', grid: s.grid, unsure: s.unsure, message: this.verdictWords() };
    return null;
  }

  setShown(shown: boolean): void {
    if (shown) this.focusTitle();
    else this.stopCamera();
  }

  destroy(): void {
    this.stopCamera();
    this.element.remove();
  }

  private reset(): void {
    this.readCount++;
    this.phase = 'pick';
    this.session = null;
    this.selected = null;
    this.played = false;
    this.cameraNote = '';
  }

  /** From the check: the picker at once; cancelled, the pick screen offers the camera too. */
  private anotherPhoto(): void {
    this.reset();
    this.render();
    this.file.click();
  }

  private leave(): void {
    this.stopCamera();
    if (this.phase === 'reading') this.reset();
    this.deps.back();
  }

  private fileChosen(): void {
    const photo = this.file.files?.[0];
    // The same file chosen again must fire `change` again.
    this.file.value = '';
    if (photo) void this.readBlob(photo);
  }

  private async readBlob(photo: Blob): Promise<void> {
    this.stopCamera();
    const count = ++this.readCount;
    this.phase = 'reading';
    this.render();
    const reading = await readPhoto(photo);
    if (count !== this.readCount) return;
    this.take(reading);
  }

  /** A steady camera frame: a grid read goes to the check; none lets the camera go on. */
  private async readFrame(frame: Blob): Promise<void> {
    const count = this.readCount;
    const reading = await readPhoto(frame);
    if (count !== this.readCount || this.phase !== 'camera') return;
    if (reading.status === 'read') {
      this.stopCamera();
      this.take(reading);
    } else {
      this.cameraNote = failureWords(reading.message);
      this.render();
    }
  }

  private take(reading: ScanReading): void {
    this.played = false;
    this.cameraNote = '';
    this.selected = null;
    if (reading.status === 'read' && reading.grid !== null && reading.grid.length === 81) {
      this.session = new ScanSession(reading);
      this.board.setPicture(reading.warped);
      this.phase = 'read';
    } else {
      this.session = null;
      this.failure = reading.message;
      this.phase = 'failed';
    }
    this.render();
  }

  private async startCamera(): Promise<void> {
    this.readCount++;
    this.phase = 'camera';
    this.cameraNote = '';
    this.render();
    try {
      await this.camera.start();
    } catch (error) {
      this.camera.stop();
      this.phase = 'failed';
      this.failure = '';
      this.cameraNote = scanWords().cameraFailed({ why: (error as Error).name || String(error) });
    }
    this.render();
  }

  private stopCamera(): void {
    if (!this.camera.running && this.phase !== 'camera') return;
    this.camera.stop();
    if (this.phase === 'camera') this.phase = 'pick';
    this.render();
  }

  private select(cell: number): void {
    // Always selects (a second tap on the same cell is a player making sure, not undoing).
    this.selected = cell;
    this.render();
  }

  private put(digit: number): void {
    if (!this.session || this.selected === null) return;
    this.session.set(this.selected, digit);
    this.render();
  }

  private key(event: KeyboardEvent): void {
    if (this.phase !== 'read' || this.selected === null) return;
    const digit = Number(event.key);
    if (Number.isInteger(digit) && digit >= 1 && digit <= 9) this.put(digit);
    else if (event.key === 'Backspace' || event.key === 'Delete' || event.key === '0') this.put(0);
    else return;
    event.preventDefault();
  }

  private playIt(): void {
    const s = this.session;
    if (!s?.playable) return;
    this.played = true;
    this.deps.open(s.grid);
  }

  /** What a failure says: the camera's refusal, or the reader's message. */
  private failureLine(): string {
    return this.cameraNote || failureWords(this.failure);
  }

  private verdictWords(): string {
    const w = scanWords();
    const v = this.session?.verdict;
    if (!v) return '';
    if (v.kind === 'few') return w.few({ n: v.givens });
    return w[v.kind];
  }

  /** Brings every part up to date with the phase, the words and the check. */
  private render(): void {
    const w = scanWords();
    const phase = this.phase;
    this.element.dataset.phase = phase;
    this.title.textContent = phase === 'read' ? w.checkTitle : w.title;
    this.back.textContent = w.back;
    this.pickPart.hidden = phase !== 'pick' && phase !== 'camera' && phase !== 'failed';
    this.lead.textContent = phase === 'failed' ? this.failureLine() : w.pickLead;
    this.lead.classList.toggle('gw-scan-failed', phase === 'failed');
    this.livePart.hidden = phase !== 'camera';
    // The picture shows what to do; the camera's own picture takes its place.
    this.art.style.display = phase === 'camera' ? 'none' : '';
    this.cameraCaption.textContent = this.cameraNote || w.cameraLead;
    this.cameraStop.textContent = w.cameraStop;
    this.pick.textContent = phase === 'failed' ? w.retry : w.pick;
    this.pick.dataset.id = phase === 'failed' ? 'btn:scan-retry' : 'btn:scan-pick';
    this.cameraButton.textContent = w.camera;
    this.cameraButton.hidden = phase === 'camera' || !cameraAvailable();
    this.reading.hidden = phase !== 'reading';
    this.reading.textContent = w.reading;
    for (const part of this.checkParts) part.hidden = phase !== 'read';
    this.renderCheck();
  }

  private renderCheck(): void {
    const s = this.session;
    if (!s || this.phase !== 'read') return;
    const w = scanWords();
    this.board.draw(s.looks(), this.selected);
    this.pad.update(this.selected !== null);
    this.hintLead.textContent = w.checkLead;
    this.hintKey.textContent = w.unsureKey;
    this.hintKey.hidden = s.unsure.length === 0;
    this.verdict.textContent = this.verdictWords();
    this.verdict.dataset.kind = s.verdict.kind;
    this.retry.textContent = w.retry;
    this.play.textContent = w.play;
    this.play.disabled = !s.playable;
  }
}
