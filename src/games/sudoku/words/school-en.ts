// The technique school's words in English: the Learn screen, one lesson per
// technique the grader knows, and the practice screen. Each lesson follows the grader's own
// rule (grader/techniques/*.ts) and speaks as the hints do (hint-text/en-*.ts): houses are
// rows, columns and boxes, a digit has "places" in a house, a cell "sees" another, and the
// technique names are the hint's names. Loaded lazily when the school first opens.

import { TECHNIQUE_NAMES } from '../core/hint-text/en-names';
import {
  type SchoolLesson,
  type SchoolTechniqueId,
  type SchoolWords,
  schoolTechniqueNames,
} from './school-words-type';

/** Every technique's English name, as the hint card says it. */
export const schoolNamesEn = schoolTechniqueNames(TECHNIQUE_NAMES, {
  'unique-rectangle': 'Unique Rectangle',
  cycle: 'Cycles',
  'dynamic-forcing-chain': 'Dynamic Forcing Chains',
  'dynamic-forcing-chain-plus': 'Dynamic Forcing Chains (+)',
});

const N = schoolNamesEn;

/** Naked subsets of 2, 3 and 4 cells say the same thing at growing size. */
function naked(count: string, name: string, example: string): SchoolLesson {
  return {
    summary: `${count} cells of a house with only ${count.toLowerCase()} digits between them.`,
    look: [
      `In one house, find ${count.toLowerCase()} cells whose notes, put together, are only ${count.toLowerCase()} digits.`,
      `A cell need not hold them all: notes ${example} make a ${name}.`,
      'Remove those digits from every other cell of the house, and of a box or line they all share.',
    ],
    why: `${count} cells take ${count.toLowerCase()} digits, so no other cell there can use them.`,
  };
}

/** Hidden subsets of 2, 3 and 4 digits, likewise. */
function hidden(count: string): SchoolLesson {
  const n = count.toLowerCase();
  return {
    summary: `${count} digits that fit in only the same ${n} cells of a house.`,
    look: [
      'In one house, note the places left for each digit it still lacks.',
      `Find ${n} digits whose places all fall within the same ${n} cells.`,
      'Those cells hold those digits: remove every other note from them.',
    ],
    why: `The ${n} digits need ${n} cells there, and only those are left for them.`,
  };
}

/** Fish over 3 and 4 lines (the X-Wing has its own lesson). */
function fish(count: string): SchoolLesson {
  const n = count.toLowerCase();
  return {
    summary: `An ${N['x-wing']} over ${n} rows and ${n} columns.`,
    look: [
      `Pick a digit and find ${n} rows where its places all fall within the same ${n} columns.`,
      `A row may have two or more of those places.`,
      `The ${n} rows take the digit once in each of those columns.`,
      `So the rest of those columns loses it (or swap rows and columns).`,
    ],
    why: `${count} rows need ${n} places, and they have only those ${n} columns to share.`,
  };
}

const LESSONS: Readonly<Record<SchoolTechniqueId, SchoolLesson>> = {
  // Singles
  'hidden-single': {
    summary: 'A digit with only one place left in a house.',
    look: [
      'Pick a digit and a row, column or box that still lacks it.',
      'Rule out each empty cell there that already sees that digit.',
      'If one empty cell is left, the digit goes there.',
    ],
    why: 'Every house holds each digit once, so its last place must take it.',
  },
  'naked-single': {
    summary: 'A cell with only one candidate left.',
    look: [
      'Pick an empty cell and list the digits its row, column and box already hold.',
      'If only one digit is missing from that list, it is the only candidate.',
      'With notes on, it is a cell that shows a single note.',
    ],
    why: 'Any other digit would repeat in its row, column or box.',
  },
  // Intersections
  pointing: {
    summary: "A box's places for a digit, all on one line.",
    look: [
      'Pick a box and a digit it still lacks.',
      'If all its places in the box lie in one row or one column, they point along it.',
      'The rest of that line, outside the box, loses the digit.',
    ],
    why: 'The box must put the digit on that line, so the line gets it inside the box.',
  },
  claiming: {
    summary: "A line's places for a digit, all in one box.",
    look: [
      'Pick a row or column and a digit it still lacks.',
      'If all its places on that line fall inside one box, the line claims them.',
      'The rest of that box, off the line, loses the digit.',
    ],
    why: 'The line must put the digit inside that box, so the box gets it on that line.',
  },
  // Subsets
  'naked-pair': {
    summary: 'Two cells of a house with the same two candidates.',
    look: [
      'In a row, column or box, find two cells whose notes are the same two digits.',
      'Those two digits must go in those two cells, one each.',
      'Remove both digits from every other cell of that house.',
      'If the two cells also share a box or a line, clear it too.',
    ],
    why: 'Two cells use up two digits, so no other cell there can take them.',
  },
  'hidden-pair': {
    summary: 'Two digits that fit in only the same two cells of a house.',
    look: [
      'In one house, note the places left for each digit it still lacks.',
      'Find two digits that have exactly the same two places.',
      'Those cells hold those two digits: remove every other note from them.',
    ],
    why: 'Both digits need a cell there, and only those two cells are left for them.',
  },
  'naked-triple': naked('Three', N['naked-triple'], '12, 23 and 13'),
  'hidden-triple': hidden('Three'),
  'naked-quad': naked('Four', N['naked-quad'], '12, 23, 34 and 14'),
  'hidden-quad': hidden('Four'),
  // Fish
  'x-wing': {
    summary: 'A digit with two places in two rows, in the same two columns.',
    look: [
      'Pick a digit and find two rows where it has exactly two places.',
      'If those places line up in the same two columns, they make a rectangle.',
      'The digit takes two opposite corners, so the rest of both columns loses it.',
      'The same works with rows and columns swapped.',
    ],
    why: 'The two rows put the digit once in each column, so it is needed nowhere else there.',
  },
  swordfish: fish('Three'),
  jellyfish: fish('Four'),
  // Single-digit chains: two strong links (a house where the digit has exactly two places),
  // joined by two ends that see each other; more links make an X-Chain.
  skyscraper: {
    summary: 'Two parallel lines with two places each for a digit.',
    look: [
      'Find two rows (or two columns) where a digit has exactly two places.',
      'An end of one sees an end of the other, most often in one column: the base.',
      'The other two ends are the tops: one of them holds the digit.',
      'A cell that sees both tops loses it.',
    ],
    why: 'The two base ends cannot both hold the digit, so one line puts it at its top.',
  },
  'two-string-kite': {
    summary: 'A row and a column with two places each for a digit, tied in a box.',
    look: [
      'Find a row and a column where a digit has exactly two places each.',
      'One place of the row and one of the column sit in the same box.',
      'One of the two far ends holds the digit.',
      'A cell that sees both far ends loses it.',
    ],
    why: 'The two ends in the box cannot both hold it, so a far end does.',
  },
  'turbot-fish': {
    summary: 'Two pairs of places for a digit, one pair in a box.',
    look: [
      'Find a box where a digit has exactly two places.',
      'Find a row, column or other box where it also has two, one seeing a place in the box.',
      'One of the two outer ends holds the digit.',
      'A cell that sees both outer ends loses it.',
    ],
    why: 'The two ends that see each other cannot both hold it, so an outer end does.',
  },
  'empty-rectangle': {
    summary: 'A box whose places for a digit form a cross, and a pair outside.',
    look: [
      "Find a box where a digit's places all lie on one row and one column of it.",
      'Find a line outside the box where the digit has two places, one on that row or column.',
      "Either the pair's far end holds it, or the box holds it on its other line.",
      'The cell that sees both loses the digit.',
    ],
    why: 'If the near end holds the digit, the box can hold it only on its other line.',
  },
  'x-chain': {
    summary: 'A chain of strong and weak links on one digit.',
    look: [
      'Pick a digit and find houses where it has exactly two places: strong links.',
      'Join strong links end to end through places that see each other: weak links.',
      'If the chain starts and ends with a strong link, one of its ends holds the digit.',
      'A cell that sees both ends loses it.',
    ],
    why: 'If one end lacks the digit, each link passes it on, all the way to the other end.',
  },
  // Wings
  'xy-wing': {
    summary: 'A pivot with two candidates, and two wings that share a third.',
    look: [
      'Find a cell with only two candidates, X and Y: the pivot.',
      'Find two cells it sees, one with X and Z, one with Y and Z: the wings.',
      'Whatever the pivot is, one wing becomes Z.',
      'A cell that sees both wings loses Z.',
    ],
    why: 'If the pivot is X, one wing is Z; if it is Y, the other wing is.',
  },
  'xyz-wing': {
    summary: `An ${N['xy-wing']} whose pivot may also be Z.`,
    look: [
      'Find a pivot with three candidates, X, Y and Z.',
      'Find two cells it sees: one with X and Z, one with Y and Z.',
      'One of those three cells is Z.',
      'A cell that sees all three loses Z.',
    ],
    why: 'Whatever the pivot is, Z lands in the pivot or in a wing.',
  },
  'w-wing': {
    summary: 'Two cells with the same two candidates, tied by a strong link.',
    look: [
      'Find two cells with only X and Y that do not see each other.',
      'Find a house where X has exactly two places, one seeing each cell.',
      'One of the two cells must be Y.',
      'A cell that sees both loses Y.',
    ],
    why: 'If both cells were X, the linked house would have no place left for X.',
  },
  'wxyz-wing': {
    summary: 'Three cells of a house holding four digits, and one cell with two.',
    look: [
      'In one house, find three cells with only four digits between them.',
      'Find a cell outside with only X and Z that sees every X of the three.',
      'If it is X, the three must hold Z; if not, it is Z itself.',
      'A cell that sees every Z of those four cells loses Z.',
    ],
    why: 'Either way, Z is in one of those four cells.',
  },
  'vwxyz-wing': {
    summary: 'Four cells of a house holding five digits, and one cell with two.',
    look: [
      'In one house, find four cells with only five digits between them.',
      'Find a cell outside with only X and Z that sees every X of the four.',
      'If it is X, the four must hold Z; if not, it is Z itself.',
      'A cell that sees every Z of those five cells loses Z.',
    ],
    why: 'Either way, Z is in one of those five cells.',
  },
  // Uniqueness
  'unique-rectangle': {
    summary: 'Four cells that would let two digits swap.',
    look: [
      'Find four cells at the corners of a rectangle on two rows, two columns and two boxes.',
      'If three corners hold just the same two digits, the fourth loses both.',
      'If two do and the other two share one extra digit, one of them is that digit.',
      'If two do and, in a house, one digit fits only in the other two, they lose the other.',
    ],
    why: 'Corners left with the same two digits could swap them: two solutions, which never happens.',
  },
  'bug-plus-one': {
    summary: 'Every empty cell has two candidates, but one has three.',
    look: [
      'Check that every empty cell has exactly two candidates, except one with three.',
      'In that cell, find the digit that shows up three times in its row, column or box.',
      'Place that digit there.',
      'If several cells share one extra digit, one of them holds it.',
    ],
    why: 'With only pairs left, each twice in every house, there would be two solutions or none.',
  },
  // Cycles and forcing chains
  cycle: {
    summary: 'A closed loop of strong and weak links, in turn.',
    look: [
      'A strong link: a house where a digit has two places, or a cell with two candidates.',
      'Join strong and weak links in turn until the chain closes on itself: a cycle.',
      'The loop can be true only two ways, and both put the digit on one end of each weak link.',
      'A cell outside that sees both ends of a weak link loses that digit.',
    ],
    why: 'Whichever way the loop holds, one end of each weak link holds the digit.',
  },
  'forcing-x-chain': {
    summary: 'A guess on one digit that leads to its own opposite.',
    look: [
      'Suppose a cell is (or is not) a digit.',
      'Follow only that digit, along its strong links and the cells that see it.',
      'If the chain ends by saying the opposite of the guess, the guess was wrong.',
      'So the opposite is true: place the digit, or remove it.',
    ],
    why: 'A guess that leads to its own opposite cannot be true.',
  },
  'forcing-chain': {
    summary: 'A guess that leads, link by link, to its own opposite.',
    look: [
      'Suppose a cell is (or is not) a digit.',
      'Follow the consequences through houses with two places and cells with two candidates.',
      'If the chain ends by saying the opposite of the guess, the guess was wrong.',
      'So the opposite is true: place the digit, or remove it.',
    ],
    why: 'A guess that leads to its own opposite cannot be true.',
  },
  nishio: {
    summary: 'A guess on one digit, followed until a house runs out.',
    look: [
      'Suppose a cell is (or is not) a digit.',
      'Follow only that digit, removing it wherever the guess rules it out.',
      'If some house is left with no place for it, or needs it twice, the guess fails.',
      'So the opposite is true.',
    ],
    why: 'Every house needs the digit exactly once; a guess that breaks that is wrong.',
  },
  'cell-forcing-chain': {
    summary: 'Every candidate of one cell leads to the same result.',
    look: [
      'Pick a cell with three or more candidates.',
      'Follow a forcing chain from each candidate in turn.',
      'If every chain places or removes the same digit in the same cell, that is true.',
    ],
    why: 'The cell must hold one of its candidates, and each one leads there.',
  },
  'region-forcing-chain': {
    summary: 'Every place of a digit in a house leads to the same result.',
    look: [
      'Pick a digit with three or more places in one house.',
      'Follow a forcing chain from each place in turn.',
      'If every chain places or removes the same digit in the same cell, that is true.',
    ],
    why: 'The house must hold the digit in one of those places, and each one leads there.',
  },
  'dynamic-forcing-chain': {
    summary: 'Forcing chains that keep every removal along the way.',
    look: [
      'Make a guess and follow it, keeping every candidate it removes.',
      'A cell or house left with one option later counts too, even far from the chain.',
      'If the guess clashes with itself, its opposite is true.',
      'If “is” and “is not” lead to one result, or every case of a cell or house does, it is true.',
    ],
    why: 'One of the cases must hold, and all of them lead to the same result.',
  },
  'dynamic-forcing-chain-plus': {
    summary: 'Dynamic forcing chains that also use simple patterns.',
    look: [
      `Follow a guess as in ${N['dynamic-forcing-chain']}.`,
      `When it stalls, look for ${N.pointing}, ${N.claiming}, ${N['naked-pair']} or ${N['hidden-pair']}.`,
      'What those remove feeds the chain, which carries on.',
      'Conclude as before: from a clash, or from every case agreeing.',
    ],
    why: 'Each step is still forced; the patterns only find removals the links miss.',
  },
};

export const schoolWordsEn: SchoolWords = {
  title: 'Learn',
  intro: 'Every technique the hints use, from singles to forcing chains.',
  families: {
    singles: {
      name: 'Singles',
      blurb: 'The last place for a digit in a house, or the last candidate in a cell.',
    },
    intersections: {
      name: 'Intersections',
      blurb: 'Where a box and a line cross, a digit locked in one leaves the other.',
    },
    subsets: { name: 'Subsets', blurb: 'A few cells that share out as many digits.' },
    fish: { name: 'Fish', blurb: 'A digit confined to the same columns across several rows.' },
    'single-digit': {
      name: 'Single-digit chains',
      blurb: 'Links between the places of one digit.',
    },
    wings: { name: 'Wings', blurb: 'A few cells that corner one digit between them.' },
    uniqueness: {
      name: 'Uniqueness',
      blurb: 'A puzzle has one solution, so whatever would allow two is ruled out.',
    },
    chains: {
      name: 'Cycles and forcing chains',
      blurb: 'Loops and guesses followed until they prove something.',
    },
  },
  lessons: LESSONS,
  status: {
    fresh: 'Not practised yet',
    practised: (n) => (n === 1 ? 'Practised: 1 found' : `Practised: ${n} found`),
    mastered: 'Mastered',
    streak: (n, of) => `${n} of ${of} in a row`,
  },
  lesson: {
    heading: 'Lesson',
    lookHeading: 'What to look for',
    exampleHeading: 'On a real board',
    practise: 'Practise',
    back: 'Back',
    noExample:
      'No example yet: the puzzles made here almost never need this one, so it has no practice either.',
  },
  practice: {
    heading: (technique) => `Practise: ${technique}`,
    task: (technique) => `Find the ${technique} on this board and make its move.`,
    making: 'Making a position…',
    found: 'Found it!',
    foundHinted: 'Found, with a hint: the streak starts again.',
    notYet: 'Not that move. Look again.',
    next: 'Next position',
    mastered: (technique) => `${technique} mastered: three found in a row without a hint.`,
    masteredTitle: (technique) => `Technique mastered: ${technique}`,
    masteredDetail: 'Three found in a row without a hint.',
    failed: (detail) => `No position could be made (${detail}). Try again.`,
    showLesson: 'Show the lesson',
  },
  learnTechnique: (technique) => `Learn ${technique}`,
  statsLink: 'Technique school',
  lobbyLink: 'Learn',
};
