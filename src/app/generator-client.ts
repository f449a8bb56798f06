// The main thread's side of the generator worker: one request in flight at a time, urgent
// requests (a player waiting) ahead of background top-ups, every answer validated.

import type { CoreTable, MadePuzzle, PuzzleSpec } from '../games/game-core';
import { type GenerateRequest, parseResponse } from '../worker/protocol';

interface Job {
  request: GenerateRequest;
  resolve: (made: MadePuzzle) => void;
  reject: (error: Error) => void;
}

export class GeneratorClient {
  private readonly worker: Worker;
  private readonly urgent: Job[] = [];
  private readonly background: Job[] = [];
  private current: Job | null = null;
  private nextId = 1;

  constructor(
    /** The games whose answers this client accepts (validated against their cores). */
    private readonly cores: CoreTable,
    worker?: Worker,
  ) {
    this.worker =
      worker ??
      new Worker(new URL('../worker/generator-worker.ts', import.meta.url), {
        type: 'module',
        name: 'gridwise-generator',
      });
    this.worker.onmessage = (event) => this.receive(event.data);
    this.worker.onerror = (event) => {
      event.preventDefault();
      this.failCurrent(new Error(`generator worker error: ${event.message || 'unknown'}`));
    };
  }

  generate(spec: PuzzleSpec, seed: string, urgent: boolean): Promise<MadePuzzle> {
    return new Promise((resolve, reject) => {
      const request: GenerateRequest = { type: 'generate', id: this.nextId++, ...spec, seed };
      (urgent ? this.urgent : this.background).push({ request, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    if (this.current) return;
    const job = this.urgent.shift() ?? this.background.shift();
    if (!job) return;
    this.current = job;
    this.worker.postMessage(job.request);
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
      } else if (response.type === 'failed') {
        failure = new Error(`generator failed: ${response.message}`);
      } else if (
        response.made.game !== job.request.game ||
        response.made.puzzle.size !== job.request.size
      ) {
        failure = new Error('generator answered with a puzzle of the wrong game or size');
      } else {
        this.current = null;
        job.resolve(response.made);
        this.pump();
        return;
      }
    } catch (error) {
      failure = new Error(`generator sent a bad message: ${(error as Error).message}`);
    }
    this.failCurrent(failure);
  }

  private failCurrent(error: Error): void {
    const job = this.current;
    this.current = null;
    job?.reject(error);
    this.pump();
  }
}
