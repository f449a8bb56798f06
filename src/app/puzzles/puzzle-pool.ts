// Puzzles made ahead of time (Sudoku and Link alike), so "New game" starts within a frame — after a cold start and
// offline too. The pool lives in IndexedDB and is mirrored in memory; taking a puzzle is a
// synchronous pop from memory (the delete on disk follows). When the app is idle the pool is
// topped up by the worker, one puzzle at a time, until every bucket holds its target depth.

import {
  bucketOf,
  type CoreTable,
  gameOfBucket,
  type MadePuzzle,
  type MakingProgress,
  type PuzzleBase,
  type PuzzleSpec,
  specOf,
} from '../../engine/game-core';
import type { GridwiseStorage } from '../../storage/storage';
import { yieldToBrowser } from '../../ui/yield-to-browser';
import type { GeneratorClient } from './generator-client';

/** Longest slice of checking stored puzzles before the browser gets a turn (input, frames). */
const LOAD_SLICE_MS = 8;

/** Puzzles kept ready per (size, level); more for the one the player used last. */
const DEPTH = 2;
const FAVOURITE_DEPTH = 4;
/** Wait this long after a puzzle is taken before generating replacements in the background. */
const IDLE_DELAY_MS = 1500;
/** After this many puzzles that came out at another level, a bucket is left alone. */
const MAX_MISSES = 3;
/** Nightmare: puzzles kept ready of a level made ahead (each costs seconds of work). */
const AHEAD_DEPTH = 1;

/** Nightmare: the levels made ahead, by a worker of their own (made on first use). */
export interface AheadLane {
  client(): GeneratorClient;
  isAhead(spec: PuzzleSpec): boolean;
  /** The lane's seeds (the e2e tests' known short searches); absent: the pool's fresh ones. */
  seed?(): string;
}

/** What the lobby shows of a level made ahead: how many are ready, and the making under way. */
export interface AheadStatus {
  ready: number;
  making: MakingProgress | null;
}

/** A player waiting for the puzzle the lane is making in the background. */
interface Claim {
  resolve(made: MadePuzzle): void;
  reject(error: unknown): void;
  progress: ((p: MakingProgress) => void) | undefined;
}

interface Entry {
  key: number | null;
  made: MadePuzzle;
}

export class PuzzlePool {
  private readonly ready = new Map<string, Entry[]>();
  private favourite: string | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private filling = false;
  /** Buckets the generator keeps missing (a rare level at a size): not retried this session. */
  private readonly misses = new Map<string, number>();
  /** Each pool write's result (`null`: landed), for the shell's SaveHealth. */
  onWriteResult: (error: unknown) => void = () => {};
  /** Nightmare: a level made ahead changed (progress, or one ready or taken). */
  onAhead: () => void = () => {};
  private readonly making = new Map<string, MakingProgress>();
  /** Players waiting for the puzzle the lane is making now, by bucket. */
  private readonly claims = new Map<string, Claim>();
  private fillingAhead = false;
  /** How long `scheduleFill` waits before the top-up (IDLE_DELAY_MS; a unit test's own is shorter). */
  idleDelayMs = IDLE_DELAY_MS;

  constructor(
    private readonly storage: GridwiseStorage,
    private readonly generator: GeneratorClient,
    /** The games the pool serves: their generator versions and puzzle checks. */
    private readonly cores: CoreTable,
    /** Every (size, level) the player can choose, in the order they should be filled. */
    private readonly buckets: readonly PuzzleSpec[],
    private readonly freshSeed: () => string,
    private readonly onProblem: (message: string) => void,
    private readonly ahead: AheadLane | null = null,
  ) {}

  private aheadSeed(): string {
    return this.ahead?.seed?.() ?? this.freshSeed();
  }

  /** Loads what the last session left in IndexedDB. */
  async load(): Promise<void> {
    const entries = await this.storage.loadPool((bucket, generator) => {
      return this.cores.get(gameOfBucket(bucket))?.generatorVersion === generator;
    });
    const stale: number[] = [];
    let sliceStart = performance.now();
    for (const { key, bucket, puzzle } of entries) {
      try {
        const made = this.cores.validateMade(gameOfBucket(bucket), puzzle, 'pooled puzzle');
        if (bucketOf(specOf(made)) !== bucket) throw new Error('bucket mismatch');
        this.list(bucket).push({ key, made });
      } catch {
        // Valid as a record but not as a puzzle (e.g. a level renamed): remake it.
        stale.push(key);
      }
      if (performance.now() - sliceStart > LOAD_SLICE_MS) {
        await yieldToBrowser();
        sliceStart = performance.now();
      }
    }
    // One transaction for all of them, however many.
    if (stale.length > 0) await this.storage.removeFromPool(...stale);
  }

  /** The puzzle alone of what `take` gives (a game's run needs only the puzzle). */
  takePuzzle(
    spec: PuzzleSpec,
    progress?: (p: MakingProgress) => void,
  ): PuzzleBase | Promise<PuzzleBase> {
    const made = this.take(spec, progress);
    return made instanceof Promise ? made.then((m) => m.puzzle) : made.puzzle;
  }

  /**
   * A puzzle for (size, level): synchronously when one is ready, otherwise a promise from an
   * urgent worker request (the caller shows progress meanwhile, told to `progress` where the
   * maker reports it). A level made ahead that is being made right now is not asked for twice:
   * the player takes the one under way (it goes to them, not to the pool).
   */
  take(spec: PuzzleSpec, progress?: (p: MakingProgress) => void): MadePuzzle | Promise<MadePuzzle> {
    const bucket = bucketOf(spec);
    const ahead = this.ahead?.isAhead(spec) === true;
    if (!ahead) this.favourite = bucket;
    const entry = this.list(bucket).shift();
    this.scheduleFill();
    if (ahead) this.onAhead();
    if (entry) {
      if (entry.key !== null)
        // A removal the disk refused leaves a puzzle that may be served again next visit:
        // harmless, but reported with the other writes.
        this.storage.removeFromPool(entry.key).then(
          () => this.onWriteResult(null),
          (e: unknown) => this.onWriteResult(e),
        );
      return entry.made;
    }
    if (ahead && this.ahead) {
      const under = this.making.get(bucket);
      if (under && !this.claims.has(bucket)) {
        return new Promise<MadePuzzle>((resolve, reject) => {
          this.claims.set(bucket, { resolve, reject, progress });
          progress?.(under);
        });
      }
      // None ready or under way: the player waits for one (the caller shows the wait), ahead
      // of the lane's background work.
      return this.ahead.client().generate(spec, this.aheadSeed(), true, progress);
    }
    return this.generator.generate(spec, this.freshSeed(), true, progress);
  }

  /**
   * Asks for a top-up soon. The first call arms a short timer and later calls leave it alone
   * (the game clock reports every second, so a resetting timer would never fire mid-game);
   * generation itself runs in the worker, so it never competes with the board for the main
   * thread.
   */
  scheduleFill(): void {
    if (this.idleTimer !== null || this.filling || this.fillHeld) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      void this.fill();
    }, this.idleDelayMs);
  }

  /** The bucket most in need of a puzzle, or null when every target is met. */
  private neediest(): PuzzleSpec | null {
    let best: PuzzleSpec | null = null;
    let bestGap = 0;
    for (const b of this.buckets) {
      const bucket = bucketOf(b);
      if ((this.misses.get(bucket) ?? 0) >= MAX_MISSES || this.ahead?.isAhead(b)) continue;
      const target = bucket === this.favourite ? FAVOURITE_DEPTH : DEPTH;
      // An empty bucket outranks a merely low one: the first of each level matters most.
      const have = this.list(bucket).length;
      const gap = have === 0 ? target + 10 : target - have;
      if (gap > bestGap) {
        best = b;
        bestGap = gap;
      }
    }
    return best;
  }

  private async fill(): Promise<void> {
    if (this.filling) return;
    this.filling = true;
    try {
      for (let next = this.neediest(); next; next = this.neediest()) {
        const made = await this.generator.generate(next, this.freshSeed(), false);
        const bucket = bucketOf(specOf(made));
        const wanted = bucketOf(next);
        if (bucket !== wanted) this.misses.set(wanted, (this.misses.get(wanted) ?? 0) + 1);
        const version = this.cores.get(made.game)?.generatorVersion ?? 0;
        let key: number;
        try {
          key = await this.storage.addToPool(bucket, version, { ...made.puzzle });
        } catch (error) {
          // Kept in memory for this visit (it is a good puzzle); the disk is tried again on
          // the next top-up.
          this.list(bucket).push({ key: null, made });
          this.onWriteResult(error);
          return;
        }
        this.onWriteResult(null);
        this.list(bucket).push({ key, made });
      }
      // Every other level is stocked: now the levels made ahead (they take seconds each).
      void this.fillAhead();
    } catch (error) {
      this.onProblem(String(error));
    } finally {
      this.filling = false;
    }
  }

  /**
   * Nightmare: makes the levels made ahead, one puzzle at a time, in their own worker so
   * the others are never kept waiting behind one; progress is reported as it comes.
   */
  private async fillAhead(): Promise<void> {
    const lane = this.ahead;
    if (!lane || this.fillingAhead || this.aheadHeld) return;
    this.fillingAhead = true;
    try {
      for (const spec of this.buckets) {
        if (!lane.isAhead(spec)) continue;
        const bucket = bucketOf(spec);
        while (this.list(bucket).length < AHEAD_DEPTH) {
          this.making.set(bucket, { tries: 0, elapsedMs: 0 });
          this.onAhead();
          const made = await lane.client().generate(spec, this.aheadSeed(), false, (p) => {
            this.making.set(bucket, p);
            this.claims.get(bucket)?.progress?.(p);
            this.onAhead();
          });
          this.making.delete(bucket);
          // Taken by a player while it was made: theirs, and the lane makes the next.
          const claim = this.claims.get(bucket);
          if (claim) {
            this.claims.delete(bucket);
            claim.resolve(made);
            this.onAhead();
            continue;
          }
          const version = this.cores.get(made.game)?.generatorVersion ?? 0;
          const at = bucketOf(specOf(made));
          let key: number | null = null;
          try {
            key = await this.storage.addToPool(at, version, { ...made.puzzle });
            this.onWriteResult(null);
          } catch (error) {
            this.onWriteResult(error);
          }
          this.list(at).push({ key, made });
          this.onAhead();
          if (at !== bucket) break;
        }
      }
    } catch (error) {
      this.onProblem(String(error));
      for (const claim of this.claims.values()) claim.reject(error);
      this.claims.clear();
    } finally {
      this.making.clear();
      this.fillingAhead = false;
      this.onAhead();
    }
  }

  private aheadHeld = false;
  private fillHeld = false;

  /**
   * Tops up nothing in the background on this page (a test's): a New game is then made when
   * asked, as on a first visit before the pool has filled.
   */
  holdFill(): void {
    this.fillHeld = true;
  }

  /** Nightmare: makes no level made ahead in the background on this page (a test's). */
  holdAhead(): void {
    this.aheadHeld = true;
  }

  /** Nightmare: each level made ahead — how many are ready, and the making under way. */
  aheadStatus(): Record<string, AheadStatus> {
    const out: Record<string, AheadStatus> = {};
    for (const spec of this.buckets) {
      if (!this.ahead?.isAhead(spec)) continue;
      const bucket = bucketOf(spec);
      // Read without list(), which would add an empty bucket to sizes() before load() has read
      // the disk (a caller waiting for "the pool read" would see it too early).
      const ready = this.ready.get(bucket)?.length ?? 0;
      out[bucket] = { ready, making: this.making.get(bucket) ?? null };
    }
    return out;
  }

  /**
   * The pool's catch-up (see SaveHealth): puzzles the disk refused, kept in memory meanwhile,
   * are written now. One taken while its write was under way is removed again at once.
   */
  async saveUnsaved(): Promise<void> {
    for (const [bucket, list] of this.ready) {
      for (const entry of [...list]) {
        if (entry.key !== null) continue;
        const version = this.cores.get(entry.made.game)?.generatorVersion ?? 0;
        try {
          entry.key = await this.storage.addToPool(bucket, version, { ...entry.made.puzzle });
          if (!list.includes(entry)) await this.storage.removeFromPool(entry.key);
        } catch (error) {
          this.onWriteResult(error);
          return;
        }
      }
    }
    this.onWriteResult(null);
  }

  private list(bucket: string): Entry[] {
    let list = this.ready.get(bucket);
    if (!list) {
      list = [];
      this.ready.set(bucket, list);
    }
    return list;
  }

  /** Per bucket, how many are ready (diagnostics and tests). */
  sizes(): Record<string, number> {
    return Object.fromEntries([...this.ready].map(([k, v]) => [k, v.length]));
  }
}
