// One 简体中文 sentence template per technique family: the exact deduction of a step, built from
// zh-phrases.ts and the step's typed parameters (never from English).

import type { SudokuShape } from '../geometry';
import type { ChainNode } from '../grader/step';
import type { DeductionTemplates } from './types';
import { TECHNIQUE_NAMES_ZH } from './zh-names';
import { cannotBe, cell, cells, digits, house, houses, node, placesIn } from './zh-phrases';

/** Chains longer than this many nodes are told by their ends and shown on the board. */
const CHAIN_WORDS = 6;

function suppose(shape: SudokuShape, n: ChainNode): string {
  return `假如${cell(shape, n.cell)}${n.on ? '是' : '不是'}${n.digit}`;
}

function wouldBe(shape: SudokuShape, n: ChainNode): string {
  return `${cell(shape, n.cell)}就${n.on ? '是' : '不是'}${n.digit}`;
}

function chainWords(shape: SudokuShape, path: readonly ChainNode[]): string {
  const rest = path.slice(1).map((n) => wouldBe(shape, n));
  if (rest.length <= CHAIN_WORDS) return rest.join('，于是');
  const hidden = rest.length - 4;
  return [
    ...rest.slice(0, 2),
    `再经过 ${hidden} 步，${rest[rest.length - 2]}`,
    rest[rest.length - 1],
  ].join('，于是');
}

function end(shape: SudokuShape, group: readonly number[]): string {
  return group.length === 1 ? cell(shape, group[0] as number) : `${cells(shape, group)}之一`;
}

function lineKind(shape: SudokuShape, hs: readonly number[]): string {
  return (hs[0] as number) < shape.size ? '行' : '列';
}

export const DEDUCTIONS_ZH: DeductionTemplates = {
  'hidden-single': (e, shape) =>
    `在${house(shape, e.house)}里，${e.digit}只能填在${cell(shape, e.cell)}。`,

  'naked-single': (e, shape) => `${cell(shape, e.cell)}只剩一个候选数${e.digit}。`,

  locked: (e, shape) =>
    `在${house(shape, e.from)}里，${e.digit}只能填在${house(shape, e.to)}中，所以` +
    `${house(shape, e.to)}的其余格子（${cells(shape, e.removedFrom)}）可以删去${e.digit}。`,

  'naked-subset': (e, shape) =>
    `在${house(shape, e.house)}里，${placesIn(shape, e.house, e.cells)}只能填${digits(e.digits)}，` +
    `所以${houses(shape, e.houses)}的其他格子可以删去${digits(e.digits)}。`,

  'hidden-subset': (e, shape) =>
    `在${house(shape, e.house)}里，${digits(e.digits)}只能填在${placesIn(shape, e.house, e.cells)}，` +
    `所以这${e.cells.length}格不能填别的数字：${cannotBe(shape, e.removals)}。`,

  fish: (e, shape) =>
    `在${houses(shape, e.base)}里，${e.digit}只出现在${houses(shape, e.cover)}上，所以这些` +
    `${lineKind(shape, e.cover)}的其余格子不能填${e.digit}：${cells(shape, e.removedFrom)}。`,

  'single-digit-chain': (e, shape) => {
    const name = TECHNIQUE_NAMES_ZH['single-digit-chain'](e);
    const ends = `${end(shape, e.nodes[0] ?? [])}和${end(shape, e.nodes[e.nodes.length - 1] ?? [])}中必有一个是${e.digit}`;
    const result = `${ends}，所以${cells(shape, e.removedFrom)}不能是${e.digit}。`;
    if (e.strongHouses.length > 3) {
      return (
        `关于${e.digit}的${name}：${e.strongHouses.length}个区域里${e.digit}都只有两个位置，` +
        `连成一条链（已画在盘面上），因此${result}`
      );
    }
    const pairs = e.strongHouses.map((h, i) => {
      const places = [...(e.nodes[2 * i] ?? []), ...(e.nodes[2 * i + 1] ?? [])];
      return `在${house(shape, h)}里，${e.digit}只能填在${placesIn(shape, h, places)}。`;
    });
    return `关于${e.digit}的${name}。${pairs.join('')}无论哪种情况，${result}`;
  },

  'xy-wing': (e, shape) =>
    `${TECHNIQUE_NAMES_ZH['xy-wing'](e)}：枢纽${cell(shape, e.pivot)}是` +
    `${digits(e.pivotDigits, 'or')}；它看到${cell(shape, e.pincers[0])}` +
    `（${digits(e.pincerDigits[0], 'or')}）和${cell(shape, e.pincers[1])}` +
    `（${digits(e.pincerDigits[1], 'or')}）。无论枢纽是哪个数，${e.digit}都在` +
    `${cells(shape, e.digitCells, 'or')}，所以${cells(shape, e.removedFrom)}不能是${e.digit}。`,

  'als-wing': (e, shape) => {
    const name = TECHNIQUE_NAMES_ZH['als-wing'](e);
    const group =
      `${name}：在${house(shape, e.house)}里，${placesIn(shape, e.house, e.set)}合起来只有` +
      `${digits(e.digits)}，而${cell(shape, e.pairCell)}是${e.x}或${e.z}`;
    if (e.doubly) {
      return (
        `${group}，并看到组内所有的${e.x}和${e.z}。这${e.set.length + 1}个格子正好填满` +
        `${e.set.length + 1}个数字，所以${cannotBe(shape, e.removals)}。`
      );
    }
    return (
      `${group}。如果它是${e.x}，那${e.set.length}个格子里就必有${e.z}；无论如何，` +
      `${e.z}都在${cells(shape, e.zCells, 'or')}，所以${cannotBe(shape, e.removals)}。`
    );
  },

  'w-wing': (e, shape) =>
    `W-Wing：${cell(shape, e.cells[0])}和${cell(shape, e.cells[1])}都只剩` +
    `${digits([e.x, e.y].sort((a, b) => a - b))}。在${house(shape, e.house)}里，${e.x}只能填在` +
    `${placesIn(shape, e.house, e.link)}，它们各看到其中一格，所以两格之一是${e.y}，` +
    `${cells(shape, e.removedFrom)}不能是${e.y}。`,

  'unique-rectangle': (e, shape) => {
    const [a, b] = e.digits;
    const intro =
      `${cells(shape, e.corners)}上的${a}、${b}唯一矩形：如果这四格只剩${a}和${b}，` +
      '两个数字可以互换，谜题就会有两个解。';
    switch (e.type) {
      case 1:
        return `${intro}所以${cell(shape, e.cell)}不能是${a}或${b}。`;
      case 2:
        return (
          `${intro}所以${cells(shape, e.cells, 'or')}是${e.extra}，` +
          `${cells(shape, e.removedFrom)}不能是${e.extra}。`
        );
      case 4:
        return (
          `${intro}在${house(shape, e.house)}里，${e.locked}只能填在` +
          `${placesIn(shape, e.house, e.cells)}，所以这两格都不能是${e.other}。`
        );
    }
  },

  bug: (e, shape) => {
    if (e.cells.length === 1) {
      const c = cell(shape, e.cells[0] as number);
      return (
        `除${c}外，每个空格都恰好有两个候选数。除非${c}是${e.digit}（它在所在行、列、宫中` +
        `出现了三次），否则盘面会有两个解，所以它是${e.digit}。`
      );
    }
    return (
      `除${cells(shape, e.cells)}外，每个空格都有两个候选数，这些格子都多出一个${e.digit}。` +
      `没有它盘面会有两个解，所以其中之一是${e.digit}，${cannotBe(shape, e.removals)}。`
    );
  },

  cycle: (e, shape) =>
    `${TECHNIQUE_NAMES_ZH.cycle(e)}：盘面上画出的链经过` +
    `${cells(shape, [...new Set(e.loop.map((n) => n.cell))])}首尾相接。无论环怎样成立，` +
    `${cannotBe(shape, e.removals)}。`,

  'forcing-chain': (e, shape) => {
    const start = e.path[0] as ChainNode;
    return (
      `${TECHNIQUE_NAMES_ZH['forcing-chain'](e)}：${suppose(shape, start)}，那么` +
      `${chainWords(shape, e.path)}，与假设矛盾。所以${node(shape, e.conclusion)}。`
    );
  },

  contradiction: (e, shape) =>
    `${TECHNIQUE_NAMES_ZH.contradiction(e)}：${suppose(shape, e.assumption)}，` +
    `${cell(shape, e.clash.cell)}就必须既是${e.clash.digit}又不是${e.clash.digit}。` +
    `所以${node(shape, e.conclusion)}。`,

  'double-forcing': (e, shape) =>
    `${TECHNIQUE_NAMES_ZH['double-forcing'](e)}：无论${cell(shape, e.cell)}是不是` +
    `${e.digit}，${node(shape, e.conclusion)}。`,

  'cell-forcing': (e, shape) =>
    `${TECHNIQUE_NAMES_ZH['cell-forcing'](e)}：无论${cell(shape, e.cell)}填` +
    `${digits(e.digits, 'or')}中的哪一个，${node(shape, e.conclusion)}。`,

  'region-forcing': (e, shape) =>
    `${TECHNIQUE_NAMES_ZH['region-forcing'](e)}：无论${e.digit}填在${house(shape, e.house)}的` +
    `哪个位置（${placesIn(shape, e.house, e.cells, 'or')}），${node(shape, e.conclusion)}。`,

  trial: (e, shape) =>
    `没有找到推理链。把${cell(shape, e.cell)}的每个候选数都试到底，可知它必须是${e.digit}。`,
};
