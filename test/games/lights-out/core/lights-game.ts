// The pure rules: a move `p<cell>` presses a light, toggling it and its orthogonal neighbours.

import { type Game, InvalidInputError } from '../../../engine/game';
import { CELLS, LIGHTS_ID, SIDE } from './lights-puzzle';

/** The board: nine '0'/'1' characters, row by row. */
export type LightsState = string;

/** The lights a press at `cell` toggles. */
export function pressed(cell: number): number[] {
  const row = Math.floor(cell / SIDE);
  const col = cell % SIDE;
  const near = [
    [0, 0],
    [-1, 0],
    [1, 0],
    [0, -1],
    [0, 1],
  ] as const;
  return near
    .map(([dr, dc]) => [row + dr, col + dc] as const)
    .filter(([r, c]) => r >= 0 && r < SIDE && c >= 0 && c < SIDE)
    .map(([r, c]) => r * SIDE + c);
}

export function press(state: LightsState, cell: number): LightsState {
  const lights = [...state];
  for (const at of pressed(cell)) lights[at] = lights[at] === '1' ? '0' : '1';
  return lights.join('');
}

export const pressMove = (cell: number): string => `p${cell}`;

export const lightsGame: Game<LightsState> = {
  kind: LIGHTS_ID,
  apply(state, move) {
    const cell = /^p[0-8]$/.test(move) ? Number(move.slice(1)) : -1;
    if (cell < 0 || cell >= CELLS) throw new InvalidInputError(`"${move}" is not a press`);
    return press(state, cell);
  },
  isWon: (state) => !state.includes('1'),
};
