// The seam between CLI commands and the process, so commands are plain functions that tests
// can call with a string for stdin and arrays for stdout and stderr.

export interface CliIo {
  /** Everything on stdin, read once. */
  readInput(): Promise<string>;
  out(line: string): void;
  err(line: string): void;
}

/** A command's result: the process exit code (0 when every input was good). */
export type CliCommand = (args: readonly string[], io: CliIo) => Promise<number>;

export class UsageError extends Error {}

/**
 * Parses `--name value` and `--flag` options. `known` maps each option to whether it takes a
 * value; anything else, or a missing value, is a UsageError naming the option.
 */
export function parseOptions(
  args: readonly string[],
  known: Readonly<Record<string, 'value' | 'flag'>>,
): Map<string, string> {
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!arg.startsWith('--')) throw new UsageError(`unexpected argument "${arg}"`);
    const name = arg.slice(2);
    const kind = known[name];
    if (kind === undefined) throw new UsageError(`unknown option "${arg}"`);
    if (kind === 'flag') {
      options.set(name, 'true');
      continue;
    }
    const value = args[i + 1];
    if (value === undefined || value.startsWith('--'))
      throw new UsageError(`option "${arg}" needs a value`);
    options.set(name, value);
    i++;
  }
  return options;
}

/** An integer option within [min, max], or the fallback when absent. */
export function intOption(
  options: Map<string, string>,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = options.get(name);
  if (raw === undefined) return fallback;
  if (!/^-?\d+$/.test(raw)) throw new UsageError(`--${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max)
    throw new UsageError(`--${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

export function processIo(): CliIo {
  return {
    readInput: async () => {
      if (process.stdin.isTTY) return '';
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    },
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  };
}
