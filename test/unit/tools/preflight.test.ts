// The preflight names each missing piece in one line with its install command, and nothing when
// the machine has everything.
import { describe, expect, it } from 'vitest';
import { missingLines, needsOf } from '../../../scripts/preflight/needs';

const full = {
  chromium: '/usr/bin/chromium',
  hasChromium: true,
  fonts: 'DejaVu Sans\nNoto Sans CJK SC,Noto Sans CJK SC Regular\n',
  commands: new Set(['firefox-esr', 'WebKitWebDriver', 'xvfb-run', 'xauth']),
};

describe('preflight', () => {
  it('says nothing on a machine with everything', () => {
    expect(missingLines(needsOf(full, true))).toEqual([]);
  });

  it('names the CJK font and its package when the font is missing', () => {
    const lines = missingLines(needsOf({ ...full, fonts: 'DejaVu Sans\n' }, false));
    expect(lines).toEqual([
      'preflight: missing a CJK font (Noto Sans CJK): Chinese text renders as boxes without it. Install it: apt-get install -y fonts-noto-cjk fontconfig',
    ]);
  });

  it('names Chromium, and the engine tier only when asked', () => {
    const bare = { ...full, hasChromium: false, commands: new Set<string>() };
    expect(missingLines(needsOf(bare, false))).toHaveLength(1);
    const engines = missingLines(needsOf(bare, true));
    expect(engines).toHaveLength(4);
    expect(engines.join('\n')).toMatch(/apt-get install -y firefox-esr/);
    expect(engines.join('\n')).toMatch(/apt-get install -y webkit2gtk-driver/);
  });
});
