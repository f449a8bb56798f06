// Placeholder command table, filled in by the sudoku CLI work.
import type { CliCommand } from './io';

export const sudokuCommands: Record<string, CliCommand> = {};
