// Which renderer words the hints: English (built in, as the command line uses it), or the
// language in use, whose renderer is loaded the first time it is needed (its own chunk, so
// English players never download it).

import { language } from '../../../i18n/i18n';
import { englishHints } from '../core/hint-text/en';
import type { HintRenderer } from '../core/hint-text/types';

let chinese: HintRenderer | null = null;

/** The renderer for the language in use; null while it is still loading. */
export function hintWords(): HintRenderer | null {
  if (language() !== 'zh-Hans') return englishHints;
  return chinese;
}

/** Loads the renderer for the language in use, if it is not loaded yet. */
export async function loadHintWords(): Promise<HintRenderer> {
  if (language() !== 'zh-Hans') return englishHints;
  chinese ??= (await import('../core/hint-text/zh-hans')).chineseHints;
  return chinese;
}
