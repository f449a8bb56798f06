// 简体中文 phrases for hint sentences: cells ("第2行第1列"), houses ("第3行", "第7列", "第5宫"),
// lists through Intl ("2、5和7", "2或5"). Boxes are named by number in reading order, as Chinese
// Sudoku books and forums do ("四宫", "第八宫"); see docs/GLOSSARY-zh.md.

import type { SudokuShape } from '../geometry';
import type { ChainNode } from '../grader/step';
import { bySameCells, cellPlace, houseKind, housePlace, lineGroups } from './places';

const AND = new Intl.ListFormat('zh-Hans', { type: 'conjunction' });
const OR = new Intl.ListFormat('zh-Hans', { type: 'disjunction' });

export type Joiner = 'and' | 'or';

export function list(items: readonly string[], joiner: Joiner = 'and'): string {
  return (joiner === 'and' ? AND : OR).format(items);
}

export function digits(ds: readonly number[], joiner: Joiner = 'and'): string {
  return list(
    ds.map((d) => String(d)),
    joiner,
  );
}

/** "第2行第1列". */
export function cell(shape: SudokuShape, c: number): string {
  const { row, column } = cellPlace(shape, c);
  return `第${row}行第${column}列`;
}

const KIND = { row: '行', column: '列', box: '宫' } as const;

/** "第3行", "第7列", "第5宫". */
export function house(shape: SudokuShape, h: number): string {
  const { kind, number } = housePlace(shape, h);
  return `第${number}${KIND[kind]}`;
}

/** "第2、5行", "第1宫和第3行". */
export function houses(shape: SudokuShape, hs: readonly number[], joiner: Joiner = 'and'): string {
  const groups: string[] = [];
  for (const kind of ['row', 'column', 'box'] as const) {
    const of = hs.filter((h) => houseKind(shape, h) === kind).sort((a, b) => a - b);
    if (of.length === 0) continue;
    const numbers = of.map((h) => String(housePlace(shape, h).number));
    groups.push(`第${numbers.join('、')}${KIND[kind]}`);
  }
  return list(groups, joiner);
}

/**
 * Cells, grouped by the line they share: "第2行第1、4、7列", "第3列第2、5行", several groups
 * joined by "、" and "和". With "or", each cell is named on its own.
 */
export function cells(shape: SudokuShape, cs: readonly number[], joiner: Joiner = 'and'): string {
  if (joiner === 'or' || cs.length === 1) {
    return list(
      [...new Set(cs)].map((c) => cell(shape, c)),
      joiner,
    );
  }
  const { by, groups } = lineGroups(shape, cs);
  return list(
    groups.map((g) =>
      by === 'row'
        ? `第${g.line}行第${g.across.join('、')}列`
        : g.across.length === 1
          ? `第${g.across[0]}行第${g.line}列`
          : `第${g.line}列第${g.across.join('、')}行`,
    ),
    joiner,
  );
}

/** Cells inside a house already named: "第3、7列" in a row, "第1、4行" in a column. */
export function placesIn(
  shape: SudokuShape,
  h: number,
  cs: readonly number[],
  joiner: Joiner = 'and',
): string {
  const kind = houseKind(shape, h);
  if (kind === 'box') return cells(shape, cs, joiner);
  const across = [
    ...new Set(cs.map((c) => cellPlace(shape, c)[kind === 'row' ? 'column' : 'row'])),
  ].sort((a, b) => a - b);
  const word = kind === 'row' ? '列' : '行';
  return joiner === 'or'
    ? list(
        across.map((n) => `第${n}${word}`),
        'or',
      )
    : `第${across.join('、')}${word}`;
}

/** "第2行第3列是5" / "第2行第3列不是5". */
export function node(shape: SudokuShape, n: ChainNode): string {
  return `${cell(shape, n.cell)}${n.on ? '是' : '不是'}${n.digit}`;
}

/** "第3行第4、6列不能是3或5，第3行第6列不能是6": digits that leave the same cells together. */
export function cannotBe(
  shape: SudokuShape,
  removals: readonly { cell: number; digit: number }[],
): string {
  return bySameCells(removals)
    .map((g) => `${cells(shape, g.cells)}不能是${digits(g.digits, 'or')}`)
    .join('；');
}
