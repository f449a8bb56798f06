// The main thread's side of the generator worker: one request in flight at a time, urgent
// requests (a player waiting) ahead of background top-ups, every answer validated. A worker
// that crashes, or stops answering for longer than any puzzle takes, is replaced by a fresh one
// and the request it held fails with a message, so the queue never stalls for good.

import type { CoreTable, MadePuzzle, MakingProgress, PuzzleSpec } from '../../engine/game-core';
import type { SharedStart } from '../../engine/share-links';
import {
  type GenerateRequest,
  type PracticeRequest,
  parseResponse,
  type WorkerRequest,
} from '../../worker/protocol';

/** What a job resolves with: a puzzle (or why a link cannot be played), or a practice
 *  position already checked by its game's PracticeCore. */
type JobAnswer = SharedStart | { readonly practised: { readonly technique: string } };

interface Job {
  request: WorkerRequest;
  resolve: (answer: JobAnswer) => void;
  reject: (error: Error) => void;
  /** Nightmare: a long making's progress, as the worker reports it. */
  progress?: (p: MakingProgress) => void;
}

/** A shared link being read by the worker: its answer, and a way to stop waiting for it. */
export interface SharedOpening {
  /** The puzzle, or why it cannot be played; rejects only when cancelled or on a worker fault. */
  readonly result: Promise<SharedStart>;
  cancel(): void;
}

/** The error a cancelled request rejects with. */
export class CancelledError extends Error {
  constructor() {
    super('cancelled');
    this.name = 'CancelledError';
  }
}

/** The parts of a Worker the client uses (a real Worker, or a stand-in in tests). */
export interface WorkerLike {
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: unknown): void;
  terminate(): void;
}

interface GeneratorClientOptions {
  /** Makes a worker (the first one, and each replacement). */
  makeWorker?: () => WorkerLike;
  /**
   * How long one request may take before the worker is considered stuck. The slowest level
   * takes a few seconds on a slow phone (BENCHMARKS.md), so this only catches a hung worker.
   */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 60_000;

// Vite finds a worker only where its options are literals, so each name has its own line.
function moduleWorker(): WorkerLike {
  return new Worker(new URL('../../worker/generator-worker.ts', import.meta.url), {
    type: 'module',
    name: 'gridwise-generator',
  });
}

/** Nightmare: the second worker, for levels made ahead (the same code). */
export function aheadWorker(): WorkerLike {
  return new Worker(new URL('../../worker/generator-worker.ts', import.meta.url), {
    type: 'module',
    name: 'gridwise-maker-ahead',
  });
}

export class GeneratorClient {
  private worker: WorkerLike;
  private readonly makeWorker: () => WorkerLike;
  private readonly timeoutMs: number;
  private readonly urgent: Job[] = [];
  private readonly background: Job[] = [];
  private current: Job | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private nextId = 1;
  /** Workers started after a crash or a hang (diagnostics and tests). */
  restarts = 0;

  constructor(
    /** The games whose answers this client accepts (validated against their cores). */
    private readonly cores: CoreTable,
    options: GeneratorClientOptions = {},
  ) {
    this.makeWorker = options.makeWorker ?? moduleWorker;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.worker = this.start();
  }

  generate(
    spec: PuzzleSpec,
    seed: string,
    urgent: boolean,
    progress?: (p: MakingProgress) => void,
  ): Promise<MadePuzzle> {
    return new Promise<JobAnswer>((resolve, reject) => {
      const request: GenerateRequest = { type: 'generate', id: this.nextId++, ...spec, seed };
      const job: Job = { request, resolve, reject, ...(progress ? { progress } : {}) };
      (urgent ? this.urgent : this.background).push(job);
      this.pump();
    }).then((answer) => {
      if (!('ok' in answer))
        throw new Error('generator answered a puzzle with a practice position');
      if (!answer.ok) throw new Error(`generator refused: ${answer.message}`);
      return { game: answer.game, puzzle: answer.puzzle };
    });
  }

  /**
   * A practice position of `game`'s technique school where `technique` is the next step, made
   * in the worker ahead of background top-ups (a player is waiting). It resolves with what the
   * game's `PracticeCore.validatePosition` returned (the game's own type, e.g. its
   * PracticePosition); it rejects with a message for an unknown game or technique, a worker
   * failure, or an answer that does not validate.
   */
  practicePosition(
    game: string,
    technique: string,
    seed: string,
  ): Promise<{ readonly technique: string }> {
    return new Promise<JobAnswer>((resolve, reject) => {
      const request: PracticeRequest = {
        type: 'practice',
        id: this.nextId++,
        game,
        technique,
        seed,
      };
      this.urgent.push({ request, resolve, reject });
      this.pump();
    }).then((answer) => {
      if (!('practised' in answer))
        throw new Error('generator answered a practice request with a puzzle');
      return answer.practised;
    });
  }

  /**
   * Reads a shared link (or a pasted code, `pasted`) in the worker, ahead of background work.
   * `cancel` stops waiting: a request still queued is dropped, one being worked on costs the
   * worker (it is replaced, so the queue goes on at once).
   */
  openShared(text: string, pasted: boolean): SharedOpening {
    let job: Job | null = null;
    const result = new Promise<SharedStart>((resolve, reject) => {
      const request: WorkerRequest = { type: 'open-shared', id: this.nextId++, text, pasted };
      job = { request, resolve: (answer) => resolve(answer as SharedStart), reject };
      this.urgent.unshift(job);
      this.pump();
    });
    const cancel = () => {
      const mine = job;
      if (!mine) return;
      const queued = this.urgent.indexOf(mine);
      if (queued >= 0) {
        this.urgent.splice(queued, 1);
        mine.reject(new CancelledError());
      } else if (this.current === mine) {
        this.replaceWorker(new CancelledError(), false);
      }
    };
    return { result, cancel };
  }

  private start(): WorkerLike {
    const worker = this.makeWorker();
    worker.onmessage = (event) => this.receive(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      this.replaceWorker(
        new Error(`the puzzle maker stopped (${event.message || 'no reason given'})`),
      );
    };
    return worker;
  }

  /**
   * Throws the worker away (crashed, hung, or busy with a cancelled request), fails its
   * request, and carries on with a new one.
   */
  private replaceWorker(reason: Error, fault = true): void {
    this.worker.onmessage = null;
    this.worker.onerror = null;
    this.worker.terminate();
    if (fault) this.restarts++;
    this.worker = this.start();
    this.failCurrent(reason);
  }

  private pump(): void {
    if (this.current) return;
    const job = this.urgent.shift() ?? this.background.shift();
    if (!job) return;
    this.current = job;
    this.arm();
    this.worker.postMessage(job.request);
  }

  /** Starts (or restarts, on each progress report) the wait for a hung worker. */
  private arm(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(
      () =>
        this.replaceWorker(
          new Error(`the puzzle maker took longer than ${this.timeoutMs / 1000} s`),
        ),
      this.timeoutMs,
    );
  }

  private receive(data: unknown): void {
    const job = this.current;
    if (!job) return;
    let failure: Error | null = null;
    try {
      const response = parseResponse(data, this.cores);
      if (response.id !== job.request.id) {
        failure = new Error(
          `generator answered request ${response.id}, expected ${job.request.id}`,
        );
      } else if (response.type === 'progress') {
        // A worker that reports progress is not hung: its wait starts again.
        this.arm();
        job.progress?.({ tries: response.tries, elapsedMs: response.elapsedMs });
        return;
      } else if (response.type === 'failed') {
        failure = new Error(`generator failed: ${response.message}`);
      } else if (response.type === 'refused') {
        this.settle();
        job.resolve({ ok: false, message: response.message, problem: response.problem });
        this.pump();
        return;
      } else if (response.type === 'practised') {
        const asked = job.request;
        if (
          asked.type !== 'practice' ||
          response.game !== asked.game ||
          response.position.technique !== asked.technique
        ) {
          failure = new Error('generator answered with a practice position nobody asked for');
        } else {
          this.settle();
          job.resolve({ practised: response.position });
          this.pump();
          return;
        }
      } else if (
        job.request.type === 'generate' &&
        (response.made.game !== job.request.game ||
          String(response.made.puzzle.size) !== String(job.request.size))
      ) {
        failure = new Error('generator answered with a puzzle of the wrong game or size');
      } else {
        this.settle();
        job.resolve({ ok: true, ...response.made });
        this.pump();
        return;
      }
    } catch (error) {
      failure = new Error(`generator sent a bad message: ${(error as Error).message}`);
    }
    this.failCurrent(failure);
  }

  private settle(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.current = null;
  }

  private failCurrent(error: Error): void {
    const job = this.current;
    this.settle();
    job?.reject(error);
    this.pump();
  }
}
