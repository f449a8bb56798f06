// Link's first steps and Rules pictures, drawn by the game's own board view on a
// real 3×4 board. The steps are pure (core/link-lesson.ts); this file turns taps into them and
// their state into what the view draws: the pair to take glows as a hint does. Loaded on first use.

import { Container, Text } from 'pixi.js';
import { words } from '../../../i18n/i18n';
import type { FirstSteps, LessonBoard, LessonDeps, RulePicture } from '../../../play/lesson-api';
import { theme } from '../../../ui/theme';
import { type LinkCell, parseLinkBoard } from '../core/board';
import {
  LINK_LESSON_STEPS,
  type LinkLessonState,
  linkLessonPair,
  linkLessonStart,
  linkLessonStep,
  linkLessonTap,
} from '../core/link-lesson';
import { findPath } from '../core/path';
import { LinkBoardView } from '../view/link-board-view';

class LinkLessonBoard implements LessonBoard {
  readonly view = new Container({ label: 'lesson-board' });
  readonly steps = LINK_LESSON_STEPS.length;
  private state: LinkLessonState = linkLessonStart();
  private wrong = false;
  private readonly board: LinkBoardView;

  constructor(private readonly deps: LessonDeps) {
    this.board = new LinkBoardView(deps.loop, (cell) => this.tap(cell), {
      baker: deps.baker,
      reducedMotion: deps.reducedMotion,
    });
    this.view.addChild(this.board);
    this.draw();
  }

  get step(): number {
    return this.state.step;
  }

  get done(): boolean {
    return linkLessonStep(this.state) === 'done';
  }

  text(): string {
    const w = words().link.lesson;
    return this.wrong ? w.wrong : w[linkLessonStep(this.state)];
  }

  private ui() {
    const pair = linkLessonPair(this.state);
    return {
      selected: this.state.selected,
      hint: pair ? { a: pair[0], b: pair[1], path: null } : null,
      fixedShape: true,
    };
  }

  private tap(cell: LinkCell): void {
    const before = this.state;
    const { state, outcome, path } = linkLessonTap(before, cell);
    this.state = state;
    this.wrong = outcome === 'wrong';
    if (outcome === 'advanced' && path && before.selected) {
      this.board.playMatch(path, before.selected, cell, [], state.board, this.ui());
    } else {
      if (outcome === 'wrong' && before.selected) this.board.shakeWrong(before.selected, cell);
      this.draw();
    }
    this.deps.changed();
  }

  private draw(): void {
    this.board.update(this.state.board, this.ui());
    this.deps.loop.invalidate();
  }

  layout(width: number, height: number): void {
    const w = Math.min(width, 440);
    this.board.layout(w, Math.min(height, 360));
    this.board.position.set((width - this.board.boardWidth) / 2, 0);
  }

  destroy(): void {
    this.view.destroy({ children: true });
  }
}

/** A board of one pair (and what blocks its short way), its line drawn, and the caption. */
function linePicture(deps: LessonDeps, text: string, caption: string): RulePicture {
  const view = new Container({ label: 'rules-picture' });
  const board = new LinkBoardView(deps.loop, () => {}, {
    baker: deps.baker,
    reducedMotion: deps.reducedMotion,
  });
  board.eventMode = 'none';
  const parsed = parseLinkBoard(text);
  const ends: LinkCell[] = [];
  parsed.cells.forEach((k, i) => {
    if (k === 1) ends.push({ r: Math.floor(i / parsed.cols), c: i % parsed.cols });
  });
  const [a, b] = ends as [LinkCell, LinkCell];
  const label = new Text({
    text: caption,
    style: { fontFamily: theme.fontFamily, fontSize: 13, fill: theme.ink, align: 'center' },
  });
  label.anchor.set(0.5, 0);
  view.addChild(board, label);
  return {
    view,
    caption,
    layout(side) {
      board.layout(side, side);
      board.update(parsed, {
        selected: null,
        hint: { a, b, path: findPath(parsed, a, b) },
        fixedShape: true,
      });
      label.style.wordWrap = true;
      label.style.wordWrapWidth = side;
      label.position.set(board.boardWidth / 2, board.boardHeight + 6);
      return board.boardHeight + 6 + label.height;
    },
  };
}

export const linkFirstSteps: FirstSteps = {
  lesson: (deps) => new LinkLessonBoard(deps),
  pictures(deps) {
    const w = words().link.lesson;
    // The pair is kind a; b tiles block every line with fewer turns (the last one runs round
    // the top edge).
    return [
      linePicture(deps, '...\na.a\n...', w.pictureStraight),
      linePicture(deps, 'a..\nbb.\nbba', w.pictureOneTurn),
      linePicture(deps, 'abba\nbbbb', w.pictureTwoTurns),
    ];
  },
};
