// Applying a change of settings: kept in storage at once, and a new palette applied. Every
// sprite took its colours when it was built, so a new look rebuilds the scene in place: the
// screens are made again and take over what the old ones showed, the games from memory, with
// no page load. The settings are written first, so a switch cut short (the tab killed half way)
// comes back with the screen and the settings agreeing. Only while a puzzle is being made does
// it fall back to reloading the page into the same screen.

import { applyLanguageChoice, saveLanguageChoice } from '../../i18n/language-choice';
import type { LanguageChoice } from '../../i18n/languages';
import type { GridwiseStorage } from '../../storage/storage';
import { applyLook, type Look, sameLook, saveLook } from '../boot/look';
import type { Settings } from '../saving/settings';

export class LookSwitch {
  /** The last settings write, awaited before a reload. */
  private saved: Promise<unknown> | null = null;

  constructor(
    private readonly settings: Settings,
    private readonly storage: () => GridwiseStorage | null,
    private readonly hooks: {
      /** The settings write landed (`null`) or failed. */
      saved(error: unknown): void;
      /** Pauses the clocks and writes every journal. */
      flush(): Promise<void>;
      /** The screen to come back to after the reload. */
      screenName(): string;
      /** Settings that change what the games show (each game's own section). */
      applied(): void;
      /** Builds the scene again in the palette now applied; false when it cannot right now. */
      restyle(): boolean;
      /** The words changed: what is not rebuilt by restyle (the lobby) takes the new ones. */
      relabel(): void;
    },
  ) {}

  /** A change on the settings screen: kept, and applied at once. */
  change(next: Settings): void {
    const look: Look = { theme: this.settings.theme, colourBlind: this.settings.colourBlind };
    const spoken = this.settings.language;
    Object.assign(this.settings, next);
    this.save();
    this.hooks.applied();
    if (!sameLook(look, this.settings)) this.rebuild(this.settings);
    if (spoken !== this.settings.language) this.speak(this.settings.language);
  }

  /**
   * A new language: its catalogue is loaded (the first time, from its own chunk), then every
   * screen is built again in its words, in place, as for a new palette.
   */
  private speak(choice: LanguageChoice): void {
    saveLanguageChoice(choice);
    const asked = choice;
    void applyLanguageChoice(choice).then(
      (changed) => {
        // A later choice made while this one loaded wins; it rebuilds when it lands.
        if (!changed || this.settings.language !== asked) return;
        this.hooks.relabel();
        this.rebuild(this.settings);
      },
      (error: unknown) => this.hooks.saved(error),
    );
  }

  /** Writes the settings as they are now (also SaveHealth's catch-up for settings). */
  save(): void {
    this.saved =
      this.storage()
        ?.saveSettings({ ...this.settings })
        .then(
          () => this.hooks.saved(null),
          (e: unknown) => this.hooks.saved(e),
        ) ?? null;
  }

  /** A new palette: the scene is built again, in place (or, failing that, by a reload). */
  rebuild(look: Look): void {
    saveLook(look);
    applyLook(look);
    if (this.hooks.restyle()) return;
    const reload = async () => {
      // The settings write must land first, or the reloaded page reads the old look back.
      await this.saved;
      await this.hooks.flush();
      sessionStorage.setItem('gridwise-return', this.hooks.screenName());
      window.location.reload();
    };
    void reload();
  }
}
