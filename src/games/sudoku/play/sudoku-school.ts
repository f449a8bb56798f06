// school: Sudoku's technique school — the Learn list, a technique's lesson with a real
// example, and practice positions made on demand by the worker — behind the shell's port
// (src/play/school-api.ts). Back walks up: practice → lesson → list → where the school was
// opened from (a lesson opened from a hint goes straight back to the game). Progress is the
// player's, kept by storage (skills:<game>), and drawn again when an import brings some in.

import { Container, Rectangle } from 'pixi.js';
import { words } from '../../../i18n/i18n';
import type { GameSchool, SchoolDeps, SchoolReport, SchoolScreen } from '../../../play/school-api';
import type { SkillEntry } from '../../../play/skill-progress';
import { Button } from '../../../ui/button';
import { makeText } from '../../../ui/text';
import { MIN_TOUCH } from '../../../ui/theme';
import type { Viewport } from '../../../ui/viewport';
import { hint as findHint } from '../core/grader';
import { hintStages } from '../core/hint-stages';
import { startRound } from '../core/practice-round';
import type { PracticePosition } from '../core/school/practice-position';
import { isSchoolTechnique, NOT_PRACTISED } from '../core/school/school-techniques';
import type { SchoolTechniqueId } from '../words/school-words-type';
import { loadHintWords } from './hint-words';
import { SchoolLesson } from './school-lesson';
import { SchoolList, statusLine } from './school-list';
import { SchoolPractice } from './school-practice';
import { loadSchoolWords, schoolWords } from './school-words';

const GAME = 'sudoku';

type Page = SchoolReport['page'];

class SudokuSchoolScreen implements SchoolScreen {
  readonly view = new Container({ label: 'school' });
  private readonly back: Button;
  private readonly title = makeText('', 22, { weight: '800' });
  private readonly list: SchoolList;
  private readonly lesson: SchoolLesson;
  private readonly practice: SchoolPractice;
  private page: Page = 'list';
  private skill: SchoolTechniqueId | null = null;
  /** The page the school was opened on: Back from it leaves the school. */
  private entryPage: Page = 'list';
  private skills: Record<string, SkillEntry> = {};
  private position: PracticePosition | null = null;
  private positions = 0;
  private making = false;
  /** Each request's number: an answer for a request since replaced is dropped. */
  private asked = 0;
  private viewport: Viewport | null = null;
  private readonly onImport = () => void this.loadProgress();

  constructor(private readonly deps: SchoolDeps) {
    this.back = new Button({
      id: 'btn:back',
      text: words().common.back,
      onTap: () => this.goBack(),
    });
    this.list = new SchoolList(
      (id) => this.openLesson(id),
      () => deps.loop.invalidate(),
    );
    this.lesson = new SchoolLesson(deps.loop, () => this.openPractice());
    this.practice = new SchoolPractice(deps.loop, {
      found: (hinted) => void this.found(hinted),
      next: () => this.makePosition(),
      announce: (text) => deps.announce?.(text),
    });
    this.view.addChild(this.list.view, this.lesson.view, this.practice.view, this.back, this.title);
    deps.storage()?.skillsImported.add(this.onImport);
    void this.loadProgress();
    this.showPage('list');
  }

  open(skill: string | null): void {
    if (skill !== null && isSchoolTechnique(skill)) {
      this.entryPage = 'lesson';
      this.openLesson(skill);
    } else {
      this.entryPage = 'list';
      this.showPage('list');
    }
  }

  private async loadProgress(): Promise<void> {
    const storage = this.deps.storage();
    if (!storage) return;
    try {
      this.skills = await storage.loadSkills(GAME);
    } catch {
      // Progress that cannot be read leaves the school usable; storage reports the trouble.
      return;
    }
    this.list.setProgress(this.skills);
    this.sayStatus();
  }

  private goBack(): void {
    if (this.page === this.entryPage) {
      this.deps.back();
      return;
    }
    if (this.page === 'practice') this.openLesson(this.skill as SchoolTechniqueId);
    else this.showPage('list');
  }

  private openLesson(id: SchoolTechniqueId): void {
    this.skill = id;
    this.lesson.setTechnique(id);
    this.showPage('lesson');
    this.list.reveal(id);
    if (NOT_PRACTISED.includes(id)) {
      this.asked++;
      this.lesson.showWithoutExample();
      this.relayout();
    } else this.fetchExample(id);
    const storage = this.deps.storage();
    storage?.recordLesson(GAME, id).then(
      (entry) => this.keep(id, entry),
      () => {},
    );
  }

  /** The lesson's worked example: the position for seed `lesson:<id>`, made by the worker, with
   *  the hint's last stage drawn on it. */
  private fetchExample(id: SchoolTechniqueId): void {
    const asked = ++this.asked;
    this.ask(id, `lesson:${id}`).then(
      async (position) => {
        const renderer = await loadHintWords();
        if (asked !== this.asked) return;
        const { state } = startRound(position);
        const stages = hintStages(findHint(state), state.shape, renderer);
        const last = stages.at(-1);
        if (last) this.lesson.showExample({ state, stage: last });
        this.relayout();
      },
      (error: unknown) => {
        if (asked === this.asked)
          this.lesson.showFailure(schoolWords().practice.failed((error as Error).message));
        this.relayout();
      },
    );
  }

  private openPractice(): void {
    if (!this.skill) return;
    this.positions = 0;
    this.showPage('practice');
    this.makePosition();
  }

  /** Asks the worker for a position of `id` from `seed` (the answer is checked on its way back
   *  by the game's reader, GameCore.practice: a PracticePosition). */
  private async ask(id: SchoolTechniqueId, seed: string): Promise<PracticePosition> {
    const position = (await this.deps.practice(id, seed)) as PracticePosition;
    if (position.technique !== id) throw new Error(`the position is not ${id}`);
    return position;
  }

  private makePosition(): void {
    const id = this.skill;
    if (!id) return;
    const asked = ++this.asked;
    this.making = true;
    this.position = null;
    this.practice.waiting(schoolWords().practice.making);
    this.sayStatus();
    const seed = `practice:${Date.now().toString(36)}:${Math.random().toString(36).slice(2, 10)}`;
    this.ask(id, seed).then(
      (position) => {
        if (asked !== this.asked) return;
        this.making = false;
        this.position = position;
        this.positions++;
        this.practice.start(position);
        this.deps.loop.invalidate();
      },
      (error: unknown) => {
        if (asked !== this.asked) return;
        this.making = false;
        this.practice.waiting(schoolWords().practice.failed((error as Error).message));
      },
    );
  }

  private async found(hinted: boolean): Promise<void> {
    const id = this.skill;
    const storage = this.deps.storage();
    if (!id || !storage) return;
    const before = this.skills[id]?.mastered === true;
    try {
      const entry = await storage.recordPractice(GAME, id, { hinted });
      this.keep(id, entry);
      if (entry.mastered && !before) {
        const w = schoolWords().practice;
        const name = schoolWords().names[id];
        this.practice.celebrateMastery(w.masteredTitle(name), w.masteredDetail);
        this.deps.announce?.(w.mastered(name), true);
      }
    } catch {
      // Not kept (storage trouble is reported by storage): the position still counts on screen.
    }
  }

  private keep(id: string, entry: SkillEntry): void {
    this.skills = { ...this.skills, [id]: entry };
    this.list.setProgress(this.skills);
    this.sayStatus();
  }

  /** The practice page's task and status line for the technique on show. */
  private sayStatus(): void {
    const id = this.skill;
    if (!id) return;
    const w = schoolWords();
    const entry = this.skills[id];
    // Mastered says itself once (the list's word); before that, how far the run of three is.
    const status = entry?.mastered
      ? statusLine(entry)
      : `${statusLine(entry)} · ${w.status.streak(entry?.streak ?? 0, 3)}`;
    this.practice.setWords(w.practice.task(w.names[id]), status);
  }

  private showPage(page: Page): void {
    this.page = page;
    this.list.view.visible = page === 'list';
    this.lesson.view.visible = page === 'lesson';
    this.practice.view.visible = page === 'practice';
    const w = schoolWords();
    const name = this.skill ? w.names[this.skill] : '';
    this.title.text =
      page === 'list' ? w.title : page === 'lesson' ? name : w.practice.heading(name);
    if (page === 'practice') this.sayStatus();
    this.relayout();
  }

  report(): SchoolReport {
    const practice = this.page === 'practice' ? this.practice.reading : null;
    const target = this.position?.step;
    return {
      game: GAME,
      page: this.page,
      skill: this.skill && this.page !== 'list' ? this.skill : null,
      example: this.page === 'lesson' && this.lesson.hasExample,
      skills: { ...this.skills },
      practice:
        this.page === 'practice'
          ? {
              positions: this.positions,
              making: this.making,
              found: practice?.found ?? false,
              hinted: practice?.hinted ?? false,
              mastered: practice?.mastered ?? false,
              target: target
                ? {
                    placements: target.placements.map(({ cell, digit }) => ({ cell, digit })),
                    eliminations: target.eliminations.map(({ cell, digit }) => ({ cell, digit })),
                  }
                : null,
            }
          : null,
    };
  }

  layout(viewport: Viewport): void {
    this.viewport = viewport;
    this.relayout();
  }

  private relayout(): void {
    const viewport = this.viewport;
    if (!viewport) return;
    const { safe } = viewport;
    const m = 16;
    const width = Math.min(safe.width - 2 * m, 1100);
    const x0 = safe.x + (safe.width - width) / 2;
    const top = safe.y + 10;
    const backW = Math.min(110, width / 3);
    this.back.resize(backW, MIN_TOUCH);
    this.back.position.set(x0, top);
    this.title.style.wordWrap = true;
    this.title.style.wordWrapWidth = width - backW - 12;
    this.title.position.set(x0 + backW + 12, top + (MIN_TOUCH - this.title.height) / 2);
    const bodyTop = top + MIN_TOUCH + 12;
    const bodyH = safe.y + safe.height - m - bodyTop;
    this.list.layout(new Rectangle(x0, bodyTop, width, bodyH));
    this.lesson.view.position.set(x0, bodyTop);
    this.lesson.layout(width, bodyH);
    this.practice.view.position.set(x0, bodyTop);
    this.practice.layout(width, bodyH);
    this.deps.loop.invalidate();
  }

  destroy(): void {
    this.deps.storage()?.skillsImported.delete(this.onImport);
    this.asked++;
    this.view.destroy({ children: true });
  }
}

export const sudokuSchool: GameSchool = {
  prepare: async () => {
    await loadSchoolWords();
  },
  screen: (deps) => new SudokuSchoolScreen(deps),
};
