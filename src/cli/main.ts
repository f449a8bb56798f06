// Entry point of `npm run -s cli -- <game> <command> …`: picks the game's command table.
// Each game's commands live in their own module; this file only dispatches and reports usage.

import { type CliCommand, processIo, UsageError } from './io';
import { linkCommands } from './link-cli';
import { sudokuCommands } from './sudoku-cli';

const games: Record<string, Record<string, CliCommand>> = {
  sudoku: sudokuCommands,
  link: linkCommands,
};

function usage(): string {
  const lines = ['usage: npm run -s cli -- <game> <command> [options] < input'];
  for (const [game, commands] of Object.entries(games))
    lines.push(`  ${game}: ${Object.keys(commands).join(', ')}`);
  return lines.join('\n');
}

async function main(argv: readonly string[]): Promise<number> {
  const [game, command, ...rest] = argv;
  const io = processIo();
  const table = game === undefined ? undefined : games[game];
  const run = table && command !== undefined ? table[command] : undefined;
  if (!run) {
    io.err(usage());
    return 2;
  }
  try {
    return await run(rest, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${game} ${command}: ${error.message}`);
      io.err(usage());
      return 2;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
