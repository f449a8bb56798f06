// One English sentence template per technique family: the exact deduction of a step, built
// from the phrases in en-phrases.ts and the step's typed parameters.

import type { SudokuShape } from '../geometry';
import type { ChainNode } from '../grader/step';
import { TECHNIQUE_NAMES } from './en-names';
import { cannotBe, cell, cells, count, digits, house, houses, node, placesIn } from './en-phrases';
import type { DeductionTemplates } from './types';

/** Chains longer than this many nodes are told by their ends and shown on the board. */
const CHAIN_WORDS = 6;

/** "If row 1, column 2 were 5" / "were not 5". */
function suppose(shape: SudokuShape, n: ChainNode): string {
  return `if ${cell(shape, n.cell)} were ${n.on ? '' : 'not '}${n.digit}`;
}

/** "row 1, column 4 would be 5" / "would not be 5". */
function wouldBe(shape: SudokuShape, n: ChainNode): string {
  return `${cell(shape, n.cell)} would ${n.on ? '' : 'not '}be ${n.digit}`;
}

/** The links of a chain after its start, in words; long chains keep their ends. */
function chainWords(shape: SudokuShape, path: readonly ChainNode[]): string {
  const rest = path.slice(1).map((n) => wouldBe(shape, n));
  if (rest.length <= CHAIN_WORDS) return rest.join(', so ');
  const hidden = rest.length - 4;
  return [
    ...rest.slice(0, 2),
    `after ${count(hidden)} more links ${rest[rest.length - 2]}`,
    rest[rest.length - 1],
  ].join(', so ');
}

/** "row 2, column 7" or, for a group, "one of row 4, columns 1 and 2". */
function end(shape: SudokuShape, group: readonly number[]): string {
  return group.length === 1 ? cell(shape, group[0] as number) : `one of ${cells(shape, group)}`;
}

export const DEDUCTIONS: DeductionTemplates = {
  'hidden-single': (e, shape) =>
    `In ${house(shape, e.house)}, ${e.digit} can only go in ${cell(shape, e.cell)}.`,

  'naked-single': (e, shape) => `${e.digit} is the only candidate left in ${cell(shape, e.cell)}.`,

  locked: (e, shape) =>
    `In ${house(shape, e.from)}, ${e.digit} can only go in ${house(shape, e.to)}, so ` +
    `${e.digit} can be removed from the rest of ${house(shape, e.to)}: ` +
    `${cells(shape, e.removedFrom)}.`,

  'naked-subset': (e, shape) =>
    `In ${house(shape, e.house)}, ${placesIn(shape, e.house, e.cells)} can only hold ` +
    `${digits(e.digits)}, so ${digits(e.digits)} can be removed from the other cells of ` +
    `${houses(shape, e.houses)}.`,

  'hidden-subset': (e, shape) =>
    `In ${house(shape, e.house)}, ${digits(e.digits)} fit only in ` +
    `${placesIn(shape, e.house, e.cells)}, so those ${count(e.cells.length)} cells can hold ` +
    `nothing else: ${cannotBe(shape, e.removals)}.`,

  fish: (e, shape) =>
    `In ${houses(shape, e.base)}, ${e.digit} fits only in ${houses(shape, e.cover)}, so the ` +
    `rest of those ${houseKindPlural(shape, e.cover)} cannot hold ${e.digit}: ` +
    `${cells(shape, e.removedFrom)}.`,

  'single-digit-chain': (e, shape) => {
    const name = TECHNIQUE_NAMES['single-digit-chain'](e);
    const ends = `either ${end(shape, e.nodes[0] ?? [])} or ${end(shape, e.nodes[e.nodes.length - 1] ?? [])}`;
    const result = `${ends} holds ${e.digit}, so ${cells(shape, e.removedFrom)} cannot be ${e.digit}.`;
    if (e.strongHouses.length > 3) {
      return (
        `${name} on ${e.digit}: a chain of ${count(e.strongHouses.length)} houses with only ` +
        `two places for ${e.digit} (drawn on the board) means that ${result}`
      );
    }
    const pairs = e.strongHouses.map((h, i) => {
      const places = [...(e.nodes[2 * i] ?? []), ...(e.nodes[2 * i + 1] ?? [])];
      return `In ${house(shape, h)}, ${e.digit} can only go in ${placesIn(shape, h, places)}.`;
    });
    return `${name} on ${e.digit}. ${pairs.join(' ')} Whichever way they fall, ${result}`;
  },

  'xy-wing': (e, shape) =>
    `${TECHNIQUE_NAMES['xy-wing'](e)}: the pivot at ${cell(shape, e.pivot)} holds ` +
    `${digits(e.pivotDigits, 'or')}; it sees ${cell(shape, e.pincers[0])} ` +
    `(${digits(e.pincerDigits[0], 'or')}) and ${cell(shape, e.pincers[1])} ` +
    `(${digits(e.pincerDigits[1], 'or')}). Whatever the pivot holds, ${e.digit} is in ` +
    `${cells(shape, e.digitCells, 'or')}, so ${cells(shape, e.removedFrom)} cannot be ${e.digit}.`,

  'als-wing': (e, shape) => {
    const name = TECHNIQUE_NAMES['als-wing'](e);
    const group =
      `${name}: in ${house(shape, e.house)}, ${placesIn(shape, e.house, e.set)} hold only ` +
      `${digits(e.digits)} between them, and ${cell(shape, e.pairCell)} holds ${e.x} or ${e.z}`;
    if (e.doubly) {
      return (
        `${group}, seeing every ${e.x} and ${e.z} among them. Together those ` +
        `${count(e.set.length + 1)} cells hold all ${count(e.set.length + 1)} digits, so ` +
        `${cannotBe(shape, e.removals)}.`
      );
    }
    return (
      `${group}. If it is ${e.x}, those ${count(e.set.length)} cells must hold ${e.z}; either ` +
      `way ${e.z} is in ${cells(shape, e.zCells, 'or')}, so ${cannotBe(shape, e.removals)}.`
    );
  },

  'w-wing': (e, shape) =>
    `W-Wing: ${cell(shape, e.cells[0])} and ${cell(shape, e.cells[1])} both hold only ` +
    `${digits([e.x, e.y].sort((a, b) => a - b))}. In ${house(shape, e.house)}, ${e.x} can only go in ` +
    `${placesIn(shape, e.house, e.link)}, which see one each, so one of the two cells is ` +
    `${e.y} and ${cells(shape, e.removedFrom)} cannot be ${e.y}.`,

  'unique-rectangle': (e, shape) => {
    const [a, b] = e.digits;
    const intro =
      `Unique Rectangle on ${a} and ${b} at ${cells(shape, e.corners)}: if those four ` +
      `cells held only ${a} and ${b}, the two digits could swap and the puzzle would have two ` +
      'solutions. ';
    switch (e.type) {
      case 1:
        return `${intro}So ${cell(shape, e.cell)} cannot be ${a} or ${b}.`;
      case 2:
        return (
          `${intro}So ${cells(shape, e.cells, 'or')} is ${e.extra}, and ` +
          `${cells(shape, e.removedFrom)} cannot be ${e.extra}.`
        );
      case 4:
        return (
          `${intro}In ${house(shape, e.house)}, ${e.locked} can only go in ` +
          `${placesIn(shape, e.house, e.cells)}, so neither can be ${e.other}.`
        );
    }
  },

  bug: (e, shape) => {
    if (e.cells.length === 1) {
      const c = cell(shape, e.cells[0] as number);
      return (
        `Every empty cell but ${c} has exactly two candidates. Unless ${c} is ${e.digit} (the ` +
        `digit that appears three times in its row, column and box), the grid would have two ` +
        `solutions, so it is ${e.digit}.`
      );
    }
    return (
      `Every empty cell has two candidates except ${cells(shape, e.cells)}, which each have ` +
      `${e.digit} as a third. Without it the grid would have two solutions, so one of them is ` +
      `${e.digit}, and ${cannotBe(shape, e.removals)}.`
    );
  },

  cycle: (e, shape) =>
    `${TECHNIQUE_NAMES.cycle(e)}: the links drawn on the board close a loop through ` +
    `${cells(shape, [...new Set(e.loop.map((n) => n.cell))])}. Whichever way the loop reads, ` +
    `${cannotBe(shape, e.removals)}.`,

  'forcing-chain': (e, shape) => {
    const start = e.path[0] as ChainNode;
    return (
      `${TECHNIQUE_NAMES['forcing-chain'](e)}: ${suppose(shape, start)}, then ` +
      `${chainWords(shape, e.path)}, which contradicts it. So ${node(shape, e.conclusion)}.`
    );
  },

  contradiction: (e, shape) =>
    `${TECHNIQUE_NAMES.contradiction(e)}: ${suppose(shape, e.assumption)}, ` +
    `${cell(shape, e.clash.cell)} would have to be both ${e.clash.digit} and not ` +
    `${e.clash.digit}. So ${node(shape, e.conclusion)}.`,

  'double-forcing': (e, shape) =>
    `${TECHNIQUE_NAMES['double-forcing'](e)}: whether or not ${cell(shape, e.cell)} is ` +
    `${e.digit}, ${node(shape, e.conclusion)}.`,

  'cell-forcing': (e, shape) =>
    `${TECHNIQUE_NAMES['cell-forcing'](e)}: whichever of ${digits(e.digits, 'or')} ` +
    `${cell(shape, e.cell)} holds, ${node(shape, e.conclusion)}.`,

  'region-forcing': (e, shape) =>
    `${TECHNIQUE_NAMES['region-forcing'](e)}: wherever ${e.digit} goes in ` +
    `${house(shape, e.house)} (${placesIn(shape, e.house, e.cells, 'or')}), ` +
    `${node(shape, e.conclusion)}.`,

  trial: (e, shape) =>
    `No chain of reasoning was found. Trying each candidate of ${cell(shape, e.cell)} to the ` +
    `end shows it must be ${e.digit}.`,
};

function houseKindPlural(shape: SudokuShape, hs: readonly number[]): string {
  return (hs[0] as number) < shape.size ? 'rows' : 'columns';
}
