// Settings' "Export backup" and "Import backup": everything a player would miss, as one file to
// keep or carry to a new phone (src/storage/backup.ts has the format). Import merges and never
// loses what is here (GridwiseStorage.importBackup), applies at once, and says what it did.

import { formatCount } from '../../i18n/format';
import { words } from '../../i18n/i18n';
import { makeBackup, readBackup } from '../../storage/backup';
import type { ImportSummary } from '../../storage/backup-stores';
import type { GridwiseStorage } from '../../storage/storage';
import type { BannerAction } from '../../ui/dom/banner';
import { gameEntry } from '../game-registry';
import { backupProblemWords, backupWords, importedPartsWords } from '../words/backup-words';
import { importRefusedWords } from '../words/import-refused-words';
import { importTimesWords } from '../words/import-times-words';
import { type HandOver, handOverFile } from './backup-file-out';
import { importRules } from './import-judges';

interface BackupHooks {
  storage(): GridwiseStorage | null;
  notify(message: string, actions?: BannerAction[]): void;
  /** Imported games in progress go back into their slots. */
  restoreGames(): Promise<void>;
  /** Imported settings are applied as if chosen on the settings screen. */
  applySettings(values: Record<string, unknown>): void;
}

/** `gridwise-backup-2026-11-24.json` */
export function backupFileName(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `gridwise-backup-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}

/** True when the import added nothing (what it refused or kept is said all the same). */
function addedNothing(summary: ImportSummary): boolean {
  return (
    summary.games + summary.bestTimes + summary.statistics === 0 &&
    summary.daily + summary.journey + summary.skills + (summary.bestScores ?? 0) === 0 &&
    !summary.settings &&
    summary.kept.length === 0
  );
}

function importedWords(summary: ImportSummary): string {
  const w = words().backup;
  if (addedNothing(summary))
    return (
      w.nothingNew +
      importRefusedWords(summary) +
      (summary.refused.length > 0 ? importTimesWords(summary) : '')
    );
  const names = summary.kept.map((game) => gameEntry(game)?.name ?? game);
  const kept = names.length > 0 ? w.kept({ games: names.join(w.gamesJoin) }) : '';
  return (
    w.imported({ parts: importedPartsWords(summary), kept }) +
    importRefusedWords(summary) +
    importTimesWords(summary)
  );
}

export class BackupActions {
  private picker: HTMLInputElement | null = null;

  constructor(private readonly hooks: BackupHooks) {}

  /** Saves the backup file: the share sheet where files can be shared, else a download. */
  async exportBackup(): Promise<void> {
    const storage = this.hooks.storage();
    if (!storage) return;
    try {
      const content = await storage.readAll();
      const text = JSON.stringify(makeBackup(content, Date.now()), null, 1);
      const file = new File([text], backupFileName(new Date()), { type: 'application/json' });
      const saved = words().backup.saved({ file: file.name, what: backupWords(content) });
      const told = (outcome: HandOver): void => {
        if (outcome.kind === 'needs-tap') {
          const w = words().safeStorage;
          const share = outcome.share;
          this.hooks.notify(w.backupReady, [
            { id: 'btn:share-backup', text: w.saveNow, onTap: () => void share().then(told) },
          ]);
        } else if (outcome.kind !== 'cancelled') this.hooks.notify(saved);
      };
      told(await handOverFile(file, words().safeStorage.shareTitle));
    } catch (error) {
      this.hooks.notify(words().backup.makeFailed({ why: (error as Error).message }));
    }
  }

  /** Asks for a backup file (must run in the tap's handler: the picker needs the gesture). */
  importBackup(): void {
    if (!this.picker) {
      const input = document.createElement('input');
      input.type = 'file';
      input.accept = 'application/json,.json';
      input.hidden = true;
      input.dataset.id = 'file:backup';
      input.addEventListener('change', () => {
        const file = input.files?.[0];
        input.value = '';
        if (file) void this.importFile(file);
      });
      document.body.appendChild(input);
      this.picker = input;
    }
    this.picker.click();
  }

  private async importFile(file: File): Promise<void> {
    const storage = this.hooks.storage();
    if (!storage) return;
    const read = readBackup(await file.text());
    if (!read.ok) {
      const why = backupProblemWords(read.problem);
      this.hooks.notify(words().backup.notImported({ file: file.name, why }));
      return;
    }
    try {
      const summary = await storage.importBackup(read.backup, 'replace', importRules());
      if (summary.games > 0) await this.hooks.restoreGames();
      if (summary.settings && read.backup.settings) this.hooks.applySettings(read.backup.settings);
      const skipped =
        read.skipped.length > 0
          ? words().backup.skipped({
              count: read.skipped.length,
              n: formatCount(read.skipped.length),
              first: read.skipped[0] ?? '',
            })
          : '';
      this.hooks.notify(importedWords(summary) + skipped);
    } catch (error) {
      this.hooks.notify(words().backup.importFailed({ why: (error as Error).message }));
    }
  }
}
