import { describe, expect, it } from 'vitest';
import { type Game, InvalidInputError } from '../../../src/engine/game';
import { Session } from '../../../src/engine/session';
import { Stopwatch } from '../../../src/engine/stopwatch';

// A tiny counter game: "+n" adds n, anything else is rejected.
const counter: Game<number> = {
  kind: 'counter',
  apply(state, move) {
    const m = /^\+(\d)$/.exec(move);
    if (!m) throw new InvalidInputError(`bad move ${move}`);
    return state + Number(m[1]);
  },
  isWon: (s) => s >= 10,
};

const clock = () => new Stopwatch(() => 0);

describe('Session', () => {
  it('applies moves and walks undo/redo through them', () => {
    const s = new Session(counter, 0, clock());
    s.apply('+1');
    s.apply('+2');
    s.apply('+3');
    expect(s.state).toBe(6);
    expect(s.undo()).toBe(true);
    expect(s.undo()).toBe(true);
    expect(s.state).toBe(1);
    expect(s.canRedo).toBe(true);
    expect(s.redo()).toBe(true);
    expect(s.state).toBe(3);
  });

  it('refuses undo at the start and redo at the end', () => {
    const s = new Session(counter, 0, clock());
    expect(s.undo()).toBe(false);
    expect(s.redo()).toBe(false);
    s.apply('+1');
    expect(s.redo()).toBe(false);
  });

  it('drops the redo branch when a new move is made after undo', () => {
    const s = new Session(counter, 0, clock());
    s.apply('+1');
    s.apply('+2');
    s.undo();
    s.apply('+5');
    expect(s.state).toBe(6);
    expect(s.canRedo).toBe(false);
    expect(s.toLog()).toEqual({ moves: ['+1', '+5'], applied: 2 });
  });

  it('leaves the session unchanged when the game rejects a move', () => {
    const s = new Session(counter, 0, clock());
    s.apply('+4');
    expect(() => s.apply('oops')).toThrow(InvalidInputError);
    expect(s.state).toBe(4);
    expect(s.toLog()).toEqual({ moves: ['+4'], applied: 1 });
  });

  it('replays a log back to the same state, redo branch included', () => {
    const s = new Session(counter, 0, clock());
    for (const m of ['+1', '+2', '+3']) s.apply(m);
    s.undo();
    const copy = Session.replay(counter, 0, s.toLog(), clock());
    expect(copy.state).toBe(3);
    expect(copy.canRedo).toBe(true);
    copy.redo();
    expect(copy.state).toBe(6);
  });

  it('rejects a damaged log instead of producing a wrong state', () => {
    expect(() => Session.replay(counter, 0, { moves: ['+1', 'x'], applied: 2 }, clock())).toThrow(
      InvalidInputError,
    );
    expect(() => Session.replay(counter, 0, { moves: ['+1'], applied: 3 }, clock())).toThrow(
      RangeError,
    );
  });

  it('reports a win from the game', () => {
    const s = new Session(counter, 8, clock());
    expect(s.isWon).toBe(false);
    s.apply('+2');
    expect(s.isWon).toBe(true);
  });
});

describe('Stopwatch', () => {
  it('counts only running time, from the injected clock', () => {
    let now = 1000;
    const w = new Stopwatch(() => now);
    expect(w.elapsedMs()).toBe(0);
    w.start();
    now += 500;
    expect(w.elapsedMs()).toBe(500);
    w.pause();
    now += 10_000;
    expect(w.elapsedMs()).toBe(500);
    w.start();
    now += 250;
    expect(w.elapsedMs()).toBe(750);
  });

  it('never runs backwards when the clock misbehaves', () => {
    let now = 1000;
    const w = new Stopwatch(() => now, 2000);
    w.start();
    now -= 5000;
    expect(w.elapsedMs()).toBe(2000);
    w.pause();
    expect(w.elapsedMs()).toBe(2000);
  });

  it('ignores a second start and a pause while paused', () => {
    let now = 0;
    const w = new Stopwatch(() => now);
    w.start();
    now = 100;
    w.start();
    now = 200;
    w.pause();
    w.pause();
    expect(w.elapsedMs()).toBe(200);
    expect(w.running).toBe(false);
  });
});
