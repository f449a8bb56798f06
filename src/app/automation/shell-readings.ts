// What the shell reports to window.gridwise (state, targets, layout, text checks), read from
// its parts on demand: the automation surface, kept out of the shell's own wiring.

import type { Container } from 'pixi.js';
import type { LessonReading } from '../../play/lesson-screen';
import type { OpenedStorage } from '../../storage/open-storage';
import type { FrontDoor } from '../boot/front-door';
import type { PixiHost } from '../boot/pixi-host';
import { dailyGames } from '../daily/daily-book';
import type { PuzzlePool } from '../puzzles/puzzle-pool';
import type { DataKeeping } from '../saving/data-keeping';
import { mirrorReport } from '../saving/mirror-report';
import type { Settings } from '../saving/settings';
import type { SideScreens } from '../screens/side-screens';
import { slotReports } from '../shell/daily-slot';
import type { GameSlots } from '../shell/game-slots';
import type { Navigator } from '../shell/navigator';
import type { AppSnapshot } from './app-snapshot';
import {
  canvasTargets,
  type LayoutRect,
  layoutRects,
  reachableBeside,
  type Target,
  type TextOverflow,
  textOverflows,
} from './automation';
import { canvasPieces } from './canvas-overlaps';
import { domOverflows } from './dom-overflows';
import { type LineBreakFault, lineBreakReport } from './line-break-report';
import { domPieces, type Overlap, overlapsIn } from './overlap-pairs';

/** The shell's parts the readings look at (as they are at the moment of reading). */
export interface ShellParts {
  app: PixiHost;
  nav: Navigator;
  slots: GameSlots;
  door: FrontDoor;
  sides: SideScreens;
  settings: Settings;
  opened: OpenedStorage | null;
  keeping: DataKeeping;
  pool: PuzzlePool | null;
  /** lesson: the first steps on show, if any. */
  lesson: () => LessonReading | null;
}

export function readSnapshot(p: ShellParts): AppSnapshot {
  const onGame = p.nav.onGame;
  const controller = p.slots.active?.controller;
  return {
    screen: p.nav.name,
    notice:
      (onGame && controller ? controller.screen.notice() : null) ??
      p.door.banner.current ??
      p.sides.lists.notice(p.nav.name),
    banner: p.door.banner.current,
    game: onGame ? (controller?.snapshot() ?? null) : null,
    settings: { ...p.settings },
    storage: {
      durable: p.opened?.durable ?? false,
      pending: p.slots.pending,
      committed: p.slots.committed,
      clockWrites: p.slots.clockWrites,
      mirrored: p.door.mirror?.written ?? 0,
      ...mirrorReport(p.door.mirror),
      persisted: p.keeping.persisted,
    },
    pool: p.pool?.sizes() ?? {},
    generating: p.slots.generating,
    list: p.sides.lists.rows(p.nav.name),
    listView:
      p.nav.name === 'calendar'
        ? p.sides.calendar.calendarView()
        : p.nav.name === 'journey'
          ? p.sides.journey.mapView()
          : p.sides.lists.view(p.nav.name),
    build: __BUILD_ID__,
    renderer: p.app.kind,
    lesson: p.lesson(),
    daily: p.slots.daily.report(dailyGames()),
    slots: slotReports(p.slots),
    journey: Object.fromEntries(
      p.slots.all().flatMap((s) => (s.journey ? [[s.entry.core.id, s.journey.report()]] : [])),
    ),
    school: p.sides.school.report(),
    scan: p.nav.name === 'scan' ? p.sides.scan.report() : null,
  };
}

/** The game's dialog or result card while one is up: then only it can be tapped or read. */
export function openModal(p: ShellParts): Container | null {
  const screen = p.nav.onGame ? p.slots.active?.controller.screen : undefined;
  return screen && screen.modal.children.length > 0 ? (screen.modal as unknown as Container) : null;
}

export function readTargets(p: ShellParts): Target[] {
  // On the lobby, or under a DOM dialog (the canvas is inert then): only the DOM can be tapped.
  if (p.nav.is('home') || document.querySelector('.gw-modal')) return p.door.domTargets();
  // The scan is a DOM screen over the stage: its own buttons and the banner's.
  if (p.nav.is('scan')) return [...p.sides.scan.targets(), ...p.door.domTargets()];
  const modal = openModal(p);
  const root = modal ?? p.nav.current.view;
  // Under the results card the top bar stays live: what a tap beside the modal still reaches.
  const beside = modal ? reachableBeside(p.nav.current.view, modal, p.app) : [];
  return [...canvasTargets(root, p.app), ...beside, ...p.door.domTargets()];
}

/** Wrapped texts on screen whose lines break badly (words-fit tests). */
export function readLineBreaks(p: ShellParts): LineBreakFault[] {
  return lineBreakReport(p.app.stage);
}

/** Texts on screen that do not fit their button or the screen (layout tests). */
export function readTextFit(p: ShellParts): TextOverflow[] {
  return [...textOverflows(p.app.stage, p.app), ...domOverflows()];
}

/** Texts and controls on screen that cover each other (overlap tests): the DOM's, and the
 *  canvas screen's (or, with a question or sheet up, only its). */
export function readOverlaps(p: ShellParts): Overlap[] {
  const dom = domPieces();
  if (p.nav.is('home') || document.querySelector('.gw-modal')) return overlapsIn(dom);
  const root = openModal(p) ?? p.nav.current.view;
  return overlapsIn([...canvasPieces(root, p.app), ...dom]);
}

/** The board and the message on show, as page rectangles (layout tests). */
export function readLayout(p: ShellParts): Record<string, LayoutRect> {
  return p.nav.onGame || p.nav.name === 'rules' ? layoutRects(p.nav.current.view, p.app) : {};
}
