// `npm test` and `npm run test:fast` run this first (`-- --engines` before the engine tier): it
// stops at once, one line per missing piece with the command that installs it, instead of the
// run failing for that reason deep inside a test many minutes later.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { missingLines, needsOf } from './needs';

function output(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return '';
  }
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const engines = process.argv.includes('--engines');
const wanted = ['firefox-esr', 'WebKitWebDriver', 'xvfb-run', 'xauth'];
const commands = new Set(
  wanted.filter((c) => output('sh', ['-c', `command -v ${c}`]).trim() !== ''),
);
const lines = missingLines(
  needsOf(
    {
      chromium,
      hasChromium: existsSync(chromium),
      fonts: output('fc-list', [':', 'family']),
      commands,
    },
    engines,
  ),
);
if (lines.length > 0) {
  for (const line of lines) console.error(line);
  process.exit(1);
}
