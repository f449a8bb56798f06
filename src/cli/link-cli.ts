// Placeholder command table, filled in by the link CLI work.
import type { CliCommand } from './io';

export const linkCommands: Record<string, CliCommand> = {};
