// Settings: each one a row of choice buttons with the chosen one filled. A tap reports the whole
// new settings at once, so the app can store them and apply them (a new palette, the sound)
// before the next frame; nothing waits for a "Save". The screen never scrolls: it fits a
// 375×667 phone in one column, and short, wide windows split the rows into two columns.

import { Container, type Text } from 'pixi.js';
import { words } from '../../i18n/i18n';
import { languageFor } from '../../i18n/language-choice';
import { COMPLETE_LANGUAGES, LANGUAGE_NAMES, LANGUAGES } from '../../i18n/languages';
import type { SettingRow } from '../../play/game-settings';
import type { MirrorStatus } from '../../storage/mirror';
import { Button } from '../../ui/button';
import type { Screen } from '../../ui/screen';
import { makeText } from '../../ui/text';
import { MIN_TOUCH, theme } from '../../ui/theme';
import type { Viewport } from '../../ui/viewport';
import { GAMES } from '../game-registry';
import type { Settings } from '../saving/settings';
import { mirrorLineWords } from './settings-mirror-line';

/** How a language still being translated is marked, in that language. */
const PREVIEW_MARK = { en: '(preview)', 'zh-Hans': '（预览）' } as const;

interface SettingsIntents {
  back(): void;
  change(next: Settings): void;
  install(): void;
  exportBackup(): void;
  importBackup(): void;
}

/** One choice in a row: its automation id, caption, and the settings it leads to. */
interface Choice {
  id: string;
  text: string;
  apply: (s: Settings) => Settings;
  chosen: (s: Settings) => boolean;
}

interface Row {
  heading: Text;
  buttons: Button[];
  /** The settings the buttons choose between (none for a row of actions). */
  choices: Choice[];
  /** The buttons' captions: long ones get more of the row. */
  captions: string[];
  /** A line under the buttons that explains the current choice. */
  note?: Text;
  /** The words of that line for the current settings (a game's row says them). */
  noteText?: (s: Settings) => string;
  /** A second line under it (the data row: whether the second copy is kept). */
  secondNote?: Text;
}

/**
 * The language row: the device's language (named), then each language in its own name; one
 * whose catalogue does not cover every screen yet is marked as a preview.
 */
function languageChoices(): Choice[] {
  const device = LANGUAGE_NAMES[languageFor('auto')];
  return [
    choice(
      'setting:language:auto',
      words().settings.languageAuto({ language: device }),
      'language',
      'auto',
    ),
    ...LANGUAGES.map((lang) =>
      choice(
        `setting:language:${lang}`,
        COMPLETE_LANGUAGES.includes(lang)
          ? LANGUAGE_NAMES[lang]
          : `${LANGUAGE_NAMES[lang]} ${PREVIEW_MARK[lang]}`,
        'language',
        lang,
      ),
    ),
  ];
}

interface Shape {
  rowH: number;
  gap: number;
  /** Room for a row's heading above its buttons. */
  headingH: number;
  fits: boolean;
}

const GAP = 8;
const COLUMN_GAP = 24;
const NOTE_H = 20;
/** The first rows that stay in the left column when the window splits in two: the shell's own
 *  (language, theme, colours, sound, vibration); the games' rows and the data row go right. */
const LEFT_ROWS = 5;

function choice<K extends keyof Settings>(
  id: string,
  text: string,
  key: K,
  value: Settings[K],
): Choice {
  return {
    id,
    text,
    apply: (s) => ({ ...s, [key]: value }),
    chosen: (s) => s[key] === value,
  };
}

/** A game's row (GameEntry.settings): its choices set the game's keys in the settings. */
function gameRow(row: SettingRow): [string, Choice[], SettingRow['note']] {
  const choices = row.choices.map((c) => choice(c.id, c.text, c.key, c.value));
  return [row.heading, choices, row.note];
}

function onOff(name: string, key: 'sound' | 'haptics'): Choice[] {
  const w = words().common;
  return [
    choice(`setting:${name}:off`, w.off, key, false),
    choice(`setting:${name}:on`, w.on, key, true),
  ];
}

/** Whether this browser can vibrate at all (no iPhone can), to say so next to the setting. */
function canVibrate(): boolean {
  return typeof globalThis.navigator?.vibrate === 'function';
}

export class SettingsScreen implements Omit<Screen, 'name'> {
  readonly name = 'settings' as const;
  readonly view = new Container({ label: 'screen:settings' });
  private readonly title = makeText(words().settings.title, 28, { weight: '800' });
  private readonly back: Button;
  /** Shown only while the browser offers to install Gridwise (or on iOS Safari, the guide). */
  private readonly install: Button;
  private readonly rows: Row[];
  private readonly storageNote = makeText('', 13, { color: theme.inkSoft });
  private readonly mirrorNote = makeText('', 13, { color: theme.inkSoft });
  private viewport: Viewport | null = null;

  constructor(
    private readonly intents: SettingsIntents,
    private settings: Settings,
    /** Asks for a frame: every visible change on this screen must be drawn (render on demand). */
    private readonly invalidate: () => void,
  ) {
    const w = words().settings;
    this.back = new Button({
      id: 'btn:back',
      text: words().common.back,
      onTap: () => intents.back(),
    });
    this.install = new Button({
      id: 'btn:install',
      text: words().lobby.install,
      onTap: () => intents.install(),
    });
    this.install.visible = false;
    const rows: [string, Choice[], SettingRow['note']?][] = [
      [w.language, languageChoices()],
      [
        w.theme,
        [
          choice('setting:theme:system', w.themeSystem, 'theme', 'system'),
          choice('setting:theme:light', w.themeLight, 'theme', 'light'),
          choice('setting:theme:dark', w.themeDark, 'theme', 'dark'),
        ],
      ],
      [
        w.colours,
        [
          choice('setting:colourblind:off', w.coloursStandard, 'colourBlind', false),
          choice('setting:colourblind:on', w.coloursSafe, 'colourBlind', true),
        ],
      ],
      [w.sound, onOff('sound', 'sound'), () => w.soundNote],
      [canVibrate() ? w.vibration : w.vibrationNone, onOff('haptics', 'haptics')],
      // each game's own settings rows, as the game words them
      ...GAMES.flatMap((g) => g.settingRows().map(gameRow)),
    ];
    this.rows = rows.map(([heading, choices, noteText]) => ({
      heading: makeText(heading, 14, { weight: '700', color: theme.inkSoft }),
      choices,
      captions: choices.map((c) => c.text),
      buttons: choices.map(
        (c) => new Button({ id: c.id, text: c.text, onTap: () => this.choose(c) }),
      ),
      ...(noteText ? { note: makeText('', 13, { color: theme.inkSoft }), noteText } : {}),
    }));
    // Actions, not choices: a file of everything to keep or carry to a new phone.
    const actions = [
      { id: 'btn:export-backup', text: w.exportBackup, onTap: () => intents.exportBackup() },
      { id: 'btn:import-backup', text: w.importBackup, onTap: () => intents.importBackup() },
    ];
    this.rows.push({
      heading: makeText(w.dataHeading, 14, {
        weight: '700',
        color: theme.inkSoft,
      }),
      choices: [],
      captions: actions.map((a) => a.text),
      buttons: actions.map((a) => new Button(a)),
      note: this.storageNote,
      secondNote: this.mirrorNote,
    });
    this.view.addChild(this.title, this.back, this.install, this.storageNote, this.mirrorNote);
    for (const row of this.rows) {
      this.view.addChild(row.heading, ...row.buttons);
      if (row.noteText && row.note) this.view.addChild(row.note);
    }
    this.refresh();
  }

  /** Shows `settings` as chosen (after loading them, or a change made elsewhere). */
  set(settings: Settings): void {
    this.settings = settings;
    this.refresh();
  }

  private choose(c: Choice): void {
    const next = c.apply(this.settings);
    // Shown at once, even before the app has stored and applied it.
    this.set(next);
    this.intents.change(next);
  }

  private refresh(): void {
    for (const row of this.rows) {
      row.choices.forEach((c, i) => {
        (row.buttons[i] as Button).setActive(c.chosen(this.settings));
      });
    }
    for (const row of this.rows)
      if (row.noteText && row.note) row.note.text = row.noteText(this.settings);
    if (this.viewport) this.layout(this.viewport);
    this.invalidate();
  }

  /** How safely the data is kept (under the backup buttons). */
  setStorageNote(text: string): void {
    this.storageNote.text = text;
    if (this.viewport) this.layout(this.viewport);
    this.invalidate();
  }

  /** Whether the second copy is kept (under the storage note). */
  setMirrorStatus(status: MirrorStatus): void {
    // Told after every mirror write (every few seconds of play): only a change of words may
    // lay out and ask for a frame, or an idle game would draw for nothing.
    const text = mirrorLineWords(status);
    if (this.mirrorNote.text === text) return;
    this.mirrorNote.text = text;
    if (this.viewport) this.layout(this.viewport);
    // Off screen (the first write comes while a game is played), the next showing draws it.
    if (this.view.parent) this.invalidate();
  }

  /** The Install button follows the browser's offer. */
  setInstallable(installable: boolean): void {
    if (this.install.visible === installable) return;
    this.install.visible = installable;
    if (this.viewport) this.layout(this.viewport);
    this.invalidate();
  }

  layout(viewport: Viewport): void {
    this.viewport = viewport;
    const { safe } = viewport;
    const top = safe.y + 12;
    const available = safe.height - 24;
    // The roomiest rows that fit in one column; failing that, two columns when the window is
    // wide enough; failing both, the smallest rows (the window is tiny; the end may be cut).
    let shape = this.fit(available, this.rows.length);
    let columns = 1;
    const twoFit = safe.width >= 2 * 300 + COLUMN_GAP + 32;
    if (!shape.fits && twoFit) {
      shape = this.fit(available, LEFT_ROWS);
      columns = 2;
    }
    const { rowH, gap, headingH } = shape;
    const columnW =
      columns === 1
        ? Math.min(480, safe.width - 32)
        : Math.min(420, (safe.width - 32 - COLUMN_GAP) / 2);
    const width = columns * columnW + (columns - 1) * COLUMN_GAP;
    const x0 = safe.x + (safe.width - width) / 2;

    const backW = Math.min(110, columnW / 3);
    this.back.position.set(x0, top);
    this.back.resize(backW, rowH, 17);
    this.title.anchor.set(0, 0.5);
    this.title.position.set(x0 + backW + 16, top + rowH / 2);
    const installW = Math.min(110, columnW / 3);
    this.install.position.set(x0 + width - installW, top);
    this.install.resize(installW, rowH, 17);
    // The title keeps clear of Install when it shows (a narrow phone, a long language).
    const titleEnd = this.install.visible ? x0 + width - installW - 12 : x0 + width;
    fitWidth(this.title, 28, titleEnd - this.title.x);

    const bodyTop = top + rowH + gap + 4;
    let y = bodyTop;
    this.rows.forEach((row, k) => {
      const column = columns === 2 && k >= LEFT_ROWS ? 1 : 0;
      if (columns === 2 && k === LEFT_ROWS) y = bodyTop;
      const x = x0 + column * (columnW + COLUMN_GAP);
      y = this.placeRow(row, x, y, columnW, rowH, headingH) + gap;
    });
  }

  /**
   * The roomiest row height, gap and heading height for `rows` rows (plus the header) in
   * `available` pixels. Air goes first, then button height down to MIN_TOUCH, then heading room.
   */
  private fit(available: number, rows: number): Shape {
    // Games' rows may have a note and the backup row has two; in two columns all are in the
    // right one, which is then the taller (as many rows as the left, plus the notes).
    const notes =
      NOTE_H * this.rows.reduce((n, row) => n + (row.note ? 1 : 0) + (row.secondNote ? 1 : 0), 0);
    const needed = ({ rowH, gap, headingH }: Shape) =>
      rowH + gap + 4 + rows * (headingH + rowH + gap) - gap + notes;
    for (const headingH of [20, 17]) {
      for (let rowH = 52; rowH >= MIN_TOUCH; rowH -= 2) {
        for (let gap = 14; gap >= 6; gap -= 2) {
          const shape = { rowH, gap, headingH, fits: true };
          if (needed(shape) <= available) return shape;
        }
      }
    }
    return { rowH: MIN_TOUCH, gap: 6, headingH: 17, fits: false };
  }

  /** Places one row at (x, y); returns where the next row starts (before its gap). */
  private placeRow(
    row: Row,
    x: number,
    y: number,
    width: number,
    rowH: number,
    headingH: number,
  ): number {
    fitWidth(row.heading, headingH < 20 ? 13 : 14, width);
    row.heading.position.set(x, y);
    y += headingH;
    // Long captions ("Checked vs answer") get more of the row than short ones ("Off").
    const weights = row.captions.map((text) => text.length + 4);
    const total = weights.reduce((a, b) => a + b, 0);
    const free = width - GAP * (row.buttons.length - 1);
    let bx = x;
    row.buttons.forEach((b, i) => {
      const bw = (free * (weights[i] as number)) / total;
      b.position.set(bx, y);
      b.resize(bw, rowH, 16);
      bx += bw + GAP;
    });
    y += rowH;
    if (row.note) {
      fitWidth(row.note, 13, width);
      row.note.position.set(x, y + 3);
      y += NOTE_H;
    }
    if (row.secondNote) {
      fitWidth(row.secondNote, 13, width);
      row.secondNote.position.set(x, y + 3);
      y += NOTE_H;
    }
    return y;
  }
}

/** Shrinks a one-line text from `size` until it fits `width` (narrow phones, split columns). */
function fitWidth(text: Text, size: number, width: number): void {
  text.style.fontSize = size;
  for (let s = size - 1; s >= 10 && text.width > width; s--) text.style.fontSize = s;
}
