// #26 school: the worker's `practice` request, validated both ways, and the client's
// practicePosition through a same-thread worker running the real maker.

import { describe, expect, it } from 'vitest';
import { GeneratorClient } from '../../../src/app/puzzles/generator-client';
import { CoreTable } from '../../../src/engine/game-core';
import { linkCore } from '../../../src/games/link/core/link-core';
import { makePracticePosition } from '../../../src/games/sudoku/core/school';
import { sudokuCore } from '../../../src/games/sudoku/core/sudoku-core';
import { answer } from '../../../src/worker/answer';
import { parseRequest, parseResponse } from '../../../src/worker/protocol';
import { CORES, FakeWorker } from '../app/fake-worker';

const TABLE = new CoreTable([sudokuCore, linkCore] as unknown as CoreTable['cores']);
const ask = { type: 'practice', id: 9, game: 'sudoku', technique: 'x-wing', seed: 'p1' };

describe('practice request', () => {
  it('is read whole, and refused with the field named when bad', () => {
    expect(parseRequest(ask, TABLE)).toEqual(ask);
    expect(() => parseRequest({ ...ask, technique: 'trial' }, TABLE)).toThrow(
      /request.technique "trial" is not taught/,
    );
    expect(() => parseRequest({ ...ask, game: 'link' }, TABLE)).toThrow(
      /request.game "link" has no school/,
    );
    expect(() => parseRequest({ ...ask, game: 'go' }, TABLE)).toThrow(/request.game "go" unknown/);
    expect(() => parseRequest({ ...ask, seed: '' }, TABLE)).toThrow(/request.seed/);
  });

  it('is answered by the game maker, and the answer is validated on the way back', () => {
    const made = answer(parseRequest(ask, TABLE), CORES);
    expect(made).toMatchObject({ type: 'practised', id: 9, game: 'sudoku' });
    const back = parseResponse(JSON.parse(JSON.stringify(made)), TABLE);
    expect(back).toEqual({ ...made, position: makePracticePosition('x-wing', 'p1') });
    if (made.type !== 'practised') return;
    const broken = { ...made, position: { ...made.position, notes: [1, 2, 3] } };
    expect(() => parseResponse(broken, TABLE)).toThrow(
      /response.position: notes must be a list of 81 numbers/,
    );
    expect(() => parseResponse({ ...made, game: 'link' }, TABLE)).toThrow(
      /response.game "link" has no school/,
    );
  });
});

describe('GeneratorClient.practicePosition', () => {
  it('resolves with the validated position, ahead of queued background work', async () => {
    const c = new GeneratorClient(CORES, { makeWorker: () => new FakeWorker(() => 'make') });
    const background = c.generate({ game: 'sudoku', size: 4, level: 'easy' }, 'b', false);
    const later = c.generate({ game: 'sudoku', size: 6, level: 'easy' }, 'b', false);
    const position = c.practicePosition('sudoku', 'pointing', 'c1');
    expect(await position).toEqual(makePracticePosition('pointing', 'c1'));
    await Promise.all([background, later]);
  });

  it('fails a request the worker answers with garbage', async () => {
    const c = new GeneratorClient(CORES, { makeWorker: () => new FakeWorker(() => 'garbage') });
    await expect(c.practicePosition('sudoku', 'pointing', 'c1')).rejects.toThrow(
      /generator sent a bad message/,
    );
  });
});
