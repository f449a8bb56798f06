// Sudoku's refusals, one per way its share code or a pasted puzzle can be wrong, read as the app
// reads them: found by the refusal-words test (test/unit/i18n/refusal-words.test.ts).

import { SHARE_ALPHABET } from '../../../src/engine/share-text';
import { parsePuzzle } from '../../../src/games/sudoku/core/codec';
import { generateSudoku } from '../../../src/games/sudoku/core/generator';
import { shapeFor } from '../../../src/games/sudoku/core/geometry';
import { clashesFor } from '../../../src/games/sudoku/core/rules';
import { decodeSudokuShare, encodeSudokuShare } from '../../../src/games/sudoku/core/share-code';
import { type Corpus, linked, pasted, refused, thrown } from '../i18n/refusal-readers';
import { rawSudokuCode, withCheck } from '../share/raw-codes';

function sudokuWithoutSolution(): string {
  const made = generateSudoku({ size: 4, level: 'easy', seed: 'words' });
  const shape = shapeFor(4);
  const cells = [...parsePuzzle(made.puzzle).cells];
  const solution = parsePuzzle(made.solution).cells;
  for (let c = 0; c < cells.length; c++) {
    if (cells[c] !== 0) continue;
    for (let d = 1; d <= 4; d++) {
      if (d !== solution[c] && clashesFor(shape, cells, c, d).length === 0) {
        cells[c] = d;
        return cells.join('');
      }
    }
  }
  throw new Error('no digit to add');
}

const P9 = generateSudoku({ size: 9, level: 'medium', seed: 'share-1' });
const CODE9 = encodeSudokuShare(P9.puzzle, 9);
const clash = `..5...5..${'.'.repeat(72)}`;
const lastChanged = (code: string) => code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A');
const givens9 = [...parsePuzzle(P9.puzzle).cells];

export const corpus: Corpus = [
  ['sudoku: typo', pasted(lastChanged(CODE9), 'typo')],
  ['sudoku: empty', refused(decodeSudokuShare(' '), 'sudoku empty')],
  ['sudoku: bad char', linked(`#play/sudoku/${CODE9.slice(0, 5)}*${CODE9.slice(5)}`, 'char')],
  ['sudoku: version', linked(`#play/sudoku/B${CODE9.slice(1)}`, 'version')],
  ['sudoku: no size', linked('#play/sudoku/A', 'no size')],
  ['sudoku: size', linked(`#play/sudoku/${withCheck(`A7${CODE9.slice(2, -1)}`)}`, 'size')],
  ['sudoku: too short', pasted('A9abc', 'too short')],
  [
    'sudoku: given beyond',
    linked(`#play/sudoku/A4AA${SHARE_ALPHABET[1]}A`, 'given beyond the grid'),
  ],
  ['sudoku: length', pasted(CODE9.slice(0, 20) + CODE9.slice(21), 'length')],
  [
    'sudoku: digits damaged',
    pasted(rawSudokuCode(9, givens9, 9n ** BigInt(givens9.filter((d) => d > 0).length)), 'damaged'),
  ],
  ['sudoku: no solution', pasted(sudokuWithoutSolution(), 'no solution')],
  ['sudoku: many solutions', pasted('.'.repeat(16), 'many solutions')],
  ['puzzle: length', thrown(() => parsePuzzle('123', 4), 'puzzle length')],
  ['puzzle: length, any size', pasted(P9.puzzle.slice(0, 80), 'puzzle length')],
  ['puzzle: char', pasted(`${P9.puzzle.slice(0, 20)}x${P9.puzzle.slice(21)}`, 'puzzle char')],
  ['puzzle: clash', pasted(clash, 'clash')],
  [
    'sudoku code: clash',
    pasted(
      rawSudokuCode(
        9,
        [...clash].map((ch) => (ch === '.' ? 0 : Number(ch))),
      ),
      'clash',
    ),
  ],
];
