// Sudoku's rules of interaction on the shared game run, in Node: how a tap or a key becomes a
// move under each input policy (refuse, mark, check), notes and the long press's one note,
// digit-first entry, auto-notes (assisted), undo/redo, the win, and a saved game's UI state
// coming back. The screen is a recording stand-in: the rules and the run are under test (the
// real screen is driven end to end in test/e2e/sudoku-play.e2e.ts).

import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../../src/engine/game';
import type { SudokuState } from '../../../src/games/sudoku/core/game';
import type { SudokuPuzzle } from '../../../src/games/sudoku/core/puzzle-record';
import { clashesFor } from '../../../src/games/sudoku/core/rules';
import type { SudokuSettings } from '../../../src/games/sudoku/core/sudoku-settings-values';
import { SudokuRules } from '../../../src/games/sudoku/play/sudoku-rules';
import type { SudokuScreen, SudokuScreenModel } from '../../../src/games/sudoku/play/sudoku-screen';
import type { SudokuSnapshot } from '../../../src/games/sudoku/play/sudoku-snapshot';
import type { FeedbackCue, FinishedRun, PlaySettings } from '../../../src/play/game-api';
import type { GameDraft } from '../../../src/play/game-draft';
import { GameRun } from '../../../src/play/game-run';
import type { SavedGame } from '../../../src/storage/records';
import type { DialogOptions } from '../../../src/ui/dialog';
import { recordingRunDeps } from '../play/recording-run-deps';

// A fixed 4×4 (never a generated one, so no test depends on which puzzle it gets):
//   1 2 3 4      givens: 1 . . 4
//   3 4 1 2              . . 1 .
//   2 1 4 3              . 1 . .
//   4 3 2 1              4 . . 1
const SOLUTION = '1234341221434321';
const PUZZLE: SudokuPuzzle = {
  size: 4,
  level: 'easy',
  seed: 'unit',
  puzzle: '1..4..1..1..4..1',
  solution: SOLUTION,
};
/** r1c2: empty; its solution is 2; 1 clashes in its row; 3 is wrong but breaks no rule. */
const CELL = 1;

interface Recorder {
  screen: SudokuScreen;
  toasts: string[];
  dialogs: DialogOptions[];
  refused: [number, number][];
  flashed: number[][];
  results: string[];
  feedback: FeedbackCue[];
  said: [string, boolean][];
  menuKeys: string[];
}

function fakeScreen(): Recorder {
  const rec: Recorder = {
    toasts: [],
    dialogs: [],
    refused: [],
    flashed: [],
    results: [],
    feedback: [],
    said: [],
    menuKeys: [],
    screen: null as never,
  };
  rec.screen = {
    toast: { show: (t: string) => rec.toasts.push(t), hide: () => {} },
    // The board's moments come with the model it is drawn from: a refused digit shakes its
    // cell and flashes the cells it clashes with.
    render: (model: SudokuScreenModel) => {
      for (const effect of model.effects) {
        if (effect.kind !== 'refused') continue;
        rec.refused.push([effect.cell, effect.digit]);
        rec.flashed.push([...effect.clashes]);
      }
    },
    setTimer: () => {},
    confirm: (options: DialogOptions) => rec.dialogs.push(options),
    closeDialog: () => {},
    dialogOpen: false,
    showResult: (headline: string) => rec.results.push(headline),
    hideResult: () => {},
    showProgress: () => {},
    hideProgress: () => {},
    // Every win celebrates and shows its figures on the results card (issue #24).
    celebrate: () => {},
    result: { visible: false, setNote: () => {}, setFigures: () => {} },
    menuKey: (key: string) => {
      rec.menuKeys.push(key);
      return key === 'm';
    },
  } as unknown as SudokuScreen;
  return rec;
}

function sudoku(overrides: Partial<SudokuSettings> = {}) {
  const rec = fakeScreen();
  // Sudoku's section of the shell's settings: the same object the rules read at use.
  const settings: SudokuSettings & PlaySettings = {
    conflictMode: 'refuse',
    autoCleanNotes: true,
    largeDigits: false,
    inputOrder: 'cell',
    ...overrides,
  };
  const runs: FinishedRun<SudokuPuzzle>[] = [];
  const drafts: GameDraft[] = [];
  const run = new GameRun<SudokuState, SudokuPuzzle, SudokuSnapshot | null>(
    'sudoku',
    rec.screen,
    {
      ...recordingRunDeps(runs, drafts),
      feedback: (cue) => rec.feedback.push(cue),
      announce: (text, urgent) => rec.said.push([text, urgent === true]),
    },
    (r) => new SudokuRules(r, rec.screen, settings),
  );
  const rules = run.rules as SudokuRules;
  run.start(PUZZLE);
  run.setVisible(true); // on screen, as the shell shows a started game
  const snap = () => rules.snapshot() as SudokuSnapshot;
  /** Select `cell` and tap pad digit `d`. */
  const put = (cell: number, d: number) => {
    rules.intents.cell(cell);
    rules.intents.digit(d);
  };
  const key = (k: string, mods: Partial<KeyboardEvent> = {}) =>
    run.handleKey({
      key: k,
      ctrlKey: false,
      metaKey: false,
      shiftKey: false,
      altKey: false,
      ...mods,
    } as KeyboardEvent);
  return { rec, settings, run, rules, runs, drafts, snap, put, key };
}

const notesAt = (s: SudokuSnapshot, cell: number) => s.notes.split(',')[cell];

describe('the puzzle under test', () => {
  it('has an empty cell where 1 clashes, 2 is right and 3 is wrong without a clash', () => {
    const { run } = sudoku();
    const state = run.session?.state as SudokuState;
    expect(state.values[CELL]).toBe(0);
    expect(SOLUTION[CELL]).toBe('2');
    expect(clashesFor(state.shape, state.values, CELL, 1)).not.toEqual([]);
    expect(clashesFor(state.shape, state.values, CELL, 3)).toEqual([]);
  });
});

describe('input policy', () => {
  it('refuse: a rule-breaking digit stays out, says why, shakes and flashes the clash', () => {
    const s = sudoku({ conflictMode: 'refuse' });
    s.put(CELL, 1);
    expect(s.snap().values[CELL]).toBe('.');
    expect(s.snap().canUndo).toBe(false);
    expect(s.rec.toasts.at(-1)).toBe('1 is already in this row.');
    expect(s.rec.refused).toEqual([[CELL, 1]]);
    expect(s.rec.flashed).toEqual([[0, 9]]); // the 1 of its row and of its column
    expect(s.rec.feedback.at(-1)).toBe('error');
    expect(s.rec.said.at(-1)).toEqual(['1 is already in this row.', true]);
    // A wrong digit that breaks no rule goes in silently: refuse checks the rules only.
    s.put(CELL, 3);
    expect(s.snap().values[CELL]).toBe('3');
    expect(s.snap().mistakes).toBe(0);
    expect(s.rec.feedback.at(-1)).toBe('place');
  });

  it('mark: a rule-breaking digit goes in, drawn wrong with every cell it clashes with', () => {
    const s = sudoku({ conflictMode: 'mark' });
    s.put(CELL, 1);
    expect(s.snap().values[CELL]).toBe('1');
    expect(s.rec.refused).toEqual([]);
    // The 1 of its row (r1c1) and of its column (r3c2).
    const wrong = [...s.rules.wrongCells(s.run.session?.state as SudokuState)];
    expect(wrong.sort((a, b) => a - b)).toEqual([0, CELL, 9]);
    // Mark mode does not compare with the solution: a wrong digit without a clash is not drawn.
    s.put(CELL, 3);
    expect([...s.rules.wrongCells(s.run.session?.state as SudokuState)]).toEqual([]);
    expect(s.snap().mistakes).toBe(0);
  });

  it('check: a digit off the solution is counted, said and drawn wrong, even without a clash', () => {
    const s = sudoku({ conflictMode: 'check' });
    s.put(CELL, 3);
    expect(s.snap().values[CELL]).toBe('3');
    expect(s.snap().mistakes).toBe(1);
    expect(s.rec.toasts.at(-1)).toMatch(/^3 .*row 1, column 2.*mistake 1/i);
    expect(s.rec.said.at(-1)?.[1]).toBe(true);
    expect([...s.rules.wrongCells(s.run.session?.state as SudokuState)]).toEqual([CELL]);
    // A rule-breaking digit is let in and counted too; the right digit is not.
    s.put(CELL, 1);
    expect(s.snap().mistakes).toBe(2);
    s.put(CELL, 2);
    expect(s.snap().mistakes).toBe(2);
    expect([...s.rules.wrongCells(s.run.session?.state as SudokuState)]).toEqual([]);
    expect(s.rec.feedback.at(-1)).toBe('place');
  });

  it('a given cannot change, and tapping the digit a cell holds clears it', () => {
    const s = sudoku();
    s.put(0, 2);
    expect(s.snap().values[0]).toBe('1');
    // (The sentence starts with a small letter: the place name is made for mid-sentence use.)
    expect(s.rec.toasts.at(-1)).toMatch(
      /^row 1, column 1 holds a given digit; it can't change\.$/i,
    );
    s.put(CELL, 2);
    s.rules.intents.digit(2);
    expect(s.snap().values[CELL]).toBe('.');
  });

  it('asks for a cell first when none is selected', () => {
    const s = sudoku();
    s.rules.intents.digit(2);
    expect(s.rec.toasts.at(-1)).toBe('Tap a cell first, then a digit.');
    expect(s.snap().canUndo).toBe(false);
  });
});

describe('notes', () => {
  it('toggle on and off in notes mode, only in empty cells, and a digit replaces them', () => {
    const s = sudoku();
    s.rules.intents.cell(CELL);
    s.rules.intents.notes();
    expect(s.snap().noteMode).toBe(true);
    // Notes are not checked against the rules: 1 clashes, and is still pencilled in.
    for (const d of [1, 3, 2, 3]) s.rules.intents.digit(d);
    expect(notesAt(s.snap(), CELL)).toBe('12');
    expect(s.rec.feedback.at(-1)).toBe('note');
    s.rules.intents.notes();
    s.rules.intents.digit(2);
    expect(s.snap().values[CELL]).toBe('2');
    expect(notesAt(s.snap(), CELL)).toBe('');
    s.rules.intents.notes();
    s.rules.intents.digit(4);
    expect(s.rec.toasts.at(-1)).toBe('Notes go in empty cells. Clear the digit first.');
    expect(notesAt(s.snap(), CELL)).toBe('');
  });

  it('a placed digit clears its note from the peers (auto-clean), or not when switched off', () => {
    for (const autoCleanNotes of [true, false]) {
      const s = sudoku({ autoCleanNotes });
      s.rules.intents.notes();
      s.put(2, 2); // r1c3, a peer of CELL in its row
      s.rules.intents.notes();
      s.put(CELL, 2);
      expect(notesAt(s.snap(), 2)).toBe(autoCleanNotes ? '' : '2');
    }
  });

  it('a long press writes one note, then digits again; a second long press takes it back', () => {
    const s = sudoku();
    s.rules.intents.longPress(CELL);
    expect(s.snap().noteMode).toBe(true);
    expect(s.rec.toasts.at(-1)).toBe('The next digit goes in as a note.');
    s.rules.intents.digit(3);
    expect(notesAt(s.snap(), CELL)).toBe('3');
    expect(s.snap().noteMode).toBe(false);
    s.rules.intents.longPress(CELL);
    s.rules.intents.longPress(CELL);
    expect(s.snap().noteMode).toBe(false);
    // In notes mode a long press arms one digit instead; moving to another cell disarms it.
    s.rules.intents.notes();
    s.rules.intents.longPress(CELL);
    expect(s.snap().noteMode).toBe(false);
    s.rules.intents.cell(2);
    expect(s.snap().noteMode).toBe(true);
    // The journal keeps the Notes button, not a one-shot long press.
    s.rules.intents.longPress(2);
    expect(s.rules.saveOwn()).toMatchObject({ selected: 2, noteMode: true });
  });

  it('auto-notes fills every empty cell with its candidates and marks the run assisted', () => {
    const s = sudoku();
    expect(s.snap().assisted).toBe(false);
    s.rules.intents.autoNotes();
    const after = s.snap();
    expect(after.assisted).toBe(true);
    expect(notesAt(after, CELL)).toBe('23');
    expect(notesAt(after, 0)).toBe('');
    expect(s.rec.toasts.at(-1)).toMatch(/counts as assisted/);
    // Undoing the auto-notes keeps the run assisted: the help was seen.
    s.rules.intents.undo();
    expect(notesAt(s.snap(), CELL)).toBe('');
    expect(s.snap().assisted).toBe(true);
  });
});

describe('digit first', () => {
  it('picks a digit, places it in each cell tapped, leaves givens alone, and puts it down', () => {
    const s = sudoku({ inputOrder: 'digit' });
    s.rules.intents.digit(2);
    expect(s.snap().picked).toBe(2);
    s.rules.intents.cell(CELL);
    s.rules.intents.cell(0); // a given: only selected, without a word
    expect(s.snap().values).toBe('12.4..1..1..4..1');
    expect(s.snap().selected).toEqual([0, 0]);
    expect(s.rec.toasts).toEqual([]);
    s.rules.intents.cell(CELL); // the same digit again comes out
    expect(s.snap().values[CELL]).toBe('.');
    s.rules.intents.digit(2);
    expect(s.snap().picked).toBeNull();
    expect(s.rec.said.at(-1)?.[0]).toBe('2 put down.');
    // Back to cell first (a setting change) forgets the picked digit.
    s.rules.intents.digit(3);
    s.settings.inputOrder = 'cell';
    s.rules.settingsChanged();
    expect(s.snap().picked).toBeNull();
  });
});

describe('undo, redo and the win', () => {
  it('undoes and redoes moves, says when there is nothing to undo', () => {
    const s = sudoku();
    s.rules.intents.undo();
    expect(s.rec.toasts.at(-1)).toMatch(/nothing to undo/i);
    s.put(CELL, 2);
    s.rules.intents.undo();
    expect(s.snap().values[CELL]).toBe('.');
    s.rules.intents.redo();
    expect(s.snap().values[CELL]).toBe('2');
    s.rules.intents.redo();
    expect(s.rec.toasts.at(-1)).toMatch(/nothing to redo/i);
  });

  it('wins on the last right digit: the run is recorded with its mistakes, input is locked', () => {
    const s = sudoku({ conflictMode: 'check' });
    s.put(CELL, 3); // one mistake, then put right
    for (let i = 0; i < SOLUTION.length; i++)
      if (PUZZLE.puzzle[i] === '.') s.put(i, Number(SOLUTION[i]));
    expect(s.snap().status).toBe('won');
    expect(s.runs).toHaveLength(1);
    expect(s.runs[0]).toMatchObject({ gameId: 'g1', assisted: false, own: { mistakes: 1 } });
    expect(s.rec.results).toEqual(['Solved!']);
    expect(s.rec.feedback.at(-1)).toBe('win');
    s.rules.intents.undo();
    s.put(CELL, 4);
    expect(s.snap().values).toBe(SOLUTION);
  });

  it('reveals the answer only after the player confirms, as an assisted run', () => {
    const s = sudoku();
    s.rules.intents.answer();
    expect(s.snap().status).toBe('playing');
    (s.rec.dialogs.at(-1) as DialogOptions).onConfirm();
    expect(s.snap().values).toBe(SOLUTION);
    expect(s.runs[0]?.assisted).toBe(true);
    // The answer card, not the win's: no "Solved!", no win sound.
    expect(s.rec.results).toEqual(['Answer shown']);
    expect(s.rec.feedback).not.toContain('win');
  });
});

describe('restore', () => {
  /** The journal's record of the run so far, as storage gives it back. */
  const saved = (drafts: GameDraft[], extra: Partial<SavedGame> = {}): SavedGame =>
    ({ ...drafts.at(-1), format: 1, rev: 1, writer: 't', updatedAt: 0, ...extra }) as SavedGame;

  it('brings back the selection and the Notes button, or keeps this tab’s own view', () => {
    const a = sudoku();
    a.rules.intents.cell(CELL);
    a.rules.intents.notes();
    a.rules.intents.digit(3);
    const record = saved(a.drafts);
    const b = sudoku();
    b.run.restore(record);
    expect(b.snap()).toMatchObject({ selected: [0, 1], noteMode: true, notes: a.snap().notes });
    // Another tab's moves on the same game: this tab's selection stays where its finger is.
    b.rules.intents.cell(5);
    b.run.restore(
      { ...record, own: { ...record.own, selected: 2, noteMode: false } },
      { keepView: true },
    );
    expect(b.snap()).toMatchObject({ selected: [1, 1], noteMode: true });
  });

  it('refuses a saved selection outside the board, and the game on show stays', () => {
    const a = sudoku();
    a.put(CELL, 2);
    const b = sudoku();
    b.put(2, 3);
    const record = saved(a.drafts);
    expect(() => b.run.restore({ ...record, own: { ...record.own, selected: 16 } })).toThrow(
      InvalidInputError,
    );
    expect(b.snap().values[2]).toBe('3');
  });
});

describe('keys', () => {
  it('arrows move and wrap, digits write, Backspace clears, N notes, Ctrl+Z/Y undo and redo', () => {
    const s = sudoku();
    expect(s.key('ArrowRight')).toBe(true); // the first arrow selects r1c1
    expect(s.snap().selected).toEqual([0, 0]);
    s.key('ArrowLeft');
    expect(s.snap().selected).toEqual([0, 3]);
    s.key('ArrowDown');
    s.key('ArrowUp');
    s.key('ArrowUp');
    expect(s.snap().selected).toEqual([3, 3]);
    s.rules.intents.cell(CELL);
    expect(s.key('5')).toBe(false); // no 5 on a 4×4
    s.key('2');
    expect(s.snap().values[CELL]).toBe('2');
    s.key('Backspace');
    expect(s.snap().values[CELL]).toBe('.');
    s.key('z', { ctrlKey: true });
    expect(s.snap().values[CELL]).toBe('2');
    s.key('y', { ctrlKey: true });
    expect(s.snap().values[CELL]).toBe('.');
    s.key('z', { ctrlKey: true });
    s.key('Z', { metaKey: true, shiftKey: true });
    expect(s.snap().values[CELL]).toBe('.');
    expect(s.snap().canRedo).toBe(false);
    s.key('n');
    s.key('3');
    expect(notesAt(s.snap(), CELL)).toBe('3');
    expect(s.key('x', { altKey: true })).toBe(false);
    expect(s.key('m')).toBe(true);
    expect(s.rec.menuKeys).toContain('m');
  });

  it('P pauses and resumes; a paused board takes no digit', () => {
    const s = sudoku();
    s.rules.intents.cell(CELL);
    s.key('p');
    expect(s.snap().pausedByPlayer).toBe(true);
    s.key('2');
    s.rules.intents.longPress(CELL);
    expect(s.snap().values[CELL]).toBe('.');
    expect(s.snap().noteMode).toBe(false);
    s.key('P');
    s.key('2');
    expect(s.snap().values[CELL]).toBe('2');
  });

  it('digit first: a digit key picks, Enter places it in the cell under the cursor', () => {
    const s = sudoku({ inputOrder: 'digit' });
    expect(s.key('Enter')).toBe(false); // nothing selected
    s.rules.intents.cell(CELL);
    s.key('2');
    expect(s.snap().picked).toBe(2);
    expect(s.key('Enter')).toBe(true);
    expect(s.snap().values[CELL]).toBe('2');
  });
});
