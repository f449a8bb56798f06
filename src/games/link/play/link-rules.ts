// Link's rules of interaction: tile taps, hint and reshuffle become verdicts the shared run
// carries out (so undo, replay, the journal and the win sequence come free). Rules of the game
// live in the core; this file holds the policy: when a reshuffle is offered, what a hint costs,
// what a win's card says.

import type { GameOwn } from '../../../engine/game-own';
import { formatCount } from '../../../i18n/format';
import { words } from '../../../i18n/i18n';
import { dailyHeader } from '../../../play/daily-title';
import type {
  GameRules,
  RunDeps,
  RunWords,
  Verdict,
  WinCard,
  WinEnding,
} from '../../../play/game-api';
import type { GameRun } from '../../../play/game-run';
import { runWordsOf } from '../../../play/run-words';
import { theme } from '../../../ui/theme';
import { kindAt, type LinkCell, tileCount } from '../core/board';
import { type LinkState, linkGame, linkMoves, linkStatus, newLinkState } from '../core/game';
import { LINK_SIZES, type LinkSizeName } from '../core/generator';
import { removePair } from '../core/gravity';
import { findHint } from '../core/hint';
import { type LinkLevelId, linkLevel } from '../core/levels';
import { decodeLinkSaved, encodeLinkSaved } from '../core/link-own';
import { findPath } from '../core/path';
import type { PowerUp } from '../core/power-ups';
import { type LinkPuzzle, parsePresetBoard, validateLinkPuzzle } from '../core/puzzle-record';
import type { LinkBoardUi } from '../view/link-board-view';
import { type JourneyBook, linkJourneyBook } from './journey-book';
import { LinkJourney } from './link-journey';
import { clearCard, stageTitle, timeUp } from './link-journey-ends';
import { linkKey } from './link-keys';
import { cellWords, linkLevelName, linkSizeName } from './link-names';
import { LinkPowerUps } from './link-power-ups';
import type { LinkEffect, LinkScreen, LinkScreenIntents } from './link-screen';
import { shapeNew } from './link-shape';
import { type LinkSnapshot, linkSnapshot } from './link-snapshot';
import { StuckOffer } from './link-stuck-offer';
import { matchCue } from './match-cue';

/** Node budget for a hint on the main thread: at most a few tens of ms on a phone. */
const HINT_NODES = 10_000;

/** The run's words, in the language in use when asked. */
function runWords(): RunWords {
  const w = words().link;
  return runWordsOf(w, w.dealing, w.dealFailed);
}

export type LinkRun = GameRun<LinkState, LinkPuzzle, LinkSnapshot | null>;

export class LinkRules implements GameRules<LinkState, LinkPuzzle, LinkSnapshot | null> {
  readonly game = linkGame;
  get words(): RunWords {
    return runWords();
  }
  selected: LinkCell | null = null;
  /** The keyboard's place on the board (a cell index); the accessible grid's focus follows it. */
  cursor = 0;
  hint: LinkBoardUi['hint'] = null;
  private readonly stuckOffer: StuckOffer;
  /** journey: the stage being played (its countdown, combos and stars), if any. */
  readonly journey = new LinkJourney();
  /** journey: the power-ups held, earned by combos and spent on a stage. */
  readonly powers: LinkPowerUps;
  /** What the board plays once on the next redraw (render hands them over). */
  private effects: LinkEffect[] = [];
  /** How long the animations of the last redraw take: a stuck board is offered a reshuffle
   *  once they have played. */
  private settlesIn = 0;

  constructor(
    private readonly run: LinkRun,
    private readonly screen: LinkScreen,
    private readonly deps: Pick<
      RunDeps<LinkPuzzle>,
      'feedback' | 'announce' | 'playStage' | 'showJourney'
    > & {
      newSeed: () => string;
      /** The journey's book the power-ups are kept in (the load's one, unless a test's). */
      book?: JourneyBook;
    },
  ) {
    this.stuckOffer = new StuckOffer(run, () => this.reshuffle(true));
    this.powers = new LinkPowerUps(run, deps.book ?? linkJourneyBook, {
      journey: this.journey,
      showPair: (pair) => {
        this.hint = { a: pair.a, b: pair.b, path: pair.path };
        this.selected = null;
      },
      matchVerdict: (a, b, path, said) => this.matchVerdict(a, b, path, said),
      reshuffling: () => this.reshuffling(),
      newSeed: () => deps.newSeed(),
    });
  }

  readonly intents: LinkScreenIntents = {
    tile: (cell) => this.tap(cell),
    hint: () => this.showHint(),
    shuffle: () => this.reshuffle(false),
    undo: () => this.undo(),
    newGame: () => this.run.askNewGame(),
    home: () => this.run.deps.goHome(),
    rules: () => this.run.deps.showRules(),
    share: () => this.run.share(),
    power: (kind) => this.usePower(kind),
  };

  /** journey: a power-up used; a bomb's pair may leave the board stuck, as a tap's may. */
  usePower(kind: PowerUp): void {
    this.powers.use(kind);
    this.stuckOffer.offerIfStuck(this.settlesIn);
  }

  validatePuzzle(value: unknown, what: string): LinkPuzzle {
    const { parsed: _parsed, ...puzzle } = validateLinkPuzzle(value, what);
    return puzzle;
  }

  /** A board with gravity is made in the shape of the screen (link-shape.ts). */
  shapeNew(spec: { size: LinkSizeName; level: LinkLevelId }): ReturnType<typeof shapeNew> {
    return shapeNew(spec, this.screen.landscape);
  }

  initialState(puzzle: LinkPuzzle): LinkState {
    const board = parsePresetBoard(puzzle.board, puzzle.size);
    return newLinkState(board, linkLevel(puzzle.level).gravity);
  }

  stateAssisted(): boolean {
    return false;
  }

  resetUi(): void {
    this.cursor = 0;
    this.clearTransient();
    this.journey.begin(this.run.puzzle);
  }

  /** Pairs removed so far (what the journey's match times are cut to after an undo). */
  private get pairsDone(): number {
    const { session, puzzle } = this.run;
    if (!session || !puzzle) return 0;
    return (LINK_SIZES[puzzle.size].kinds * 4 - tileCount(session.state.board)) / 2;
  }

  private get elapsedMs(): number {
    return this.run.session?.clock.elapsedMs() ?? 0;
  }

  timerText(elapsedMs: number): string | null {
    return this.journey.timerText(elapsedMs);
  }

  /** journey: the countdown bar follows the clock; at zero the stage ends with a retry. */
  clockTick(elapsedMs: number): void {
    if (!this.journey.stage) return;
    this.run.refresh(false);
    if (this.journey.timedOut(elapsedMs)) timeUp(this.run, this.journey, this.deps);
    // The last ten seconds tick, once a second (heard only with sound on).
    else if (this.journey.bar(elapsedMs)?.urgent) this.run.act({ keep: true, cue: 'time-low' });
  }

  checkSaved(own: GameOwn, state: LinkState): void {
    const { rows, cols } = state.board;
    decodeLinkSaved(own, rows * cols);
  }

  restoreUi(own: GameOwn, state: LinkState, keepView: boolean): void {
    const board = state.board;
    const saved = decodeLinkSaved(own, board.rows * board.cols);
    const previous = this.selected;
    this.clearTransient();
    let selected: LinkCell | null = null;
    if (saved.selected !== null) {
      selected = { r: Math.floor(saved.selected / board.cols), c: saved.selected % board.cols };
      // A selection on a tile that has since gone (another tab's move) is simply dropped.
      if (kindAt(board, selected) === 0) selected = null;
    }
    this.selected = keepView && previous && kindAt(board, previous) !== 0 ? previous : selected;
    this.journey.begin(this.run.puzzle);
    this.journey.restore(saved, this.pairsDone);
  }

  afterRestore(): void {
    if (this.journey.timedOut(this.elapsedMs)) timeUp(this.run, this.journey, this.deps);
    else this.stuckOffer.offerIfStuck(0);
  }

  saveOwn(): GameOwn {
    const cols = this.run.session?.state.board.cols ?? 0;
    const times = this.journey.saved();
    return encodeLinkSaved({
      selected: this.selected ? this.selected.r * cols + this.selected.c : null,
      ...(times ? { times } : {}),
    });
  }

  /** A Link win keeps nothing beyond its time and help. */
  recordOwn(): GameOwn {
    return {};
  }

  snapshot(): LinkSnapshot | null {
    const shot = linkSnapshot(this.run, this);
    const stage = this.journey.stage;
    if (!shot || !stage) return shot;
    const score = this.journey.tally().score;
    const combo = this.journey.comboNow(this.elapsedMs);
    const timeLeftMs = this.journey.leftMs(this.elapsedMs) ?? 0;
    const timedOut = this.run.isHalted;
    const journey = { stage: stage.stage, timeLeftMs, score, combo, timedOut };
    const powerUps = this.powers.held() ?? undefined;
    return { ...shot, score, combo, journey, ...(powerUps ? { powerUps } : {}) };
  }

  handleKey(event: KeyboardEvent): boolean {
    return linkKey(event, this);
  }

  /** Board columns (0 when no game), for the accessible grid. */
  get columns(): number {
    return this.run.session?.state.board.cols ?? 0;
  }

  /** Moves the keyboard cursor; only the accessible grid shows it, so only a frame is asked. */
  moveCursor(dr: number, dc: number): void {
    const board = this.run.session?.state.board;
    if (!board) return;
    const r = Math.min(board.rows - 1, Math.max(0, Math.floor(this.cursor / board.cols) + dr));
    const c = Math.min(board.cols - 1, Math.max(0, (this.cursor % board.cols) + dc));
    this.cursor = r * board.cols + c;
    this.run.refresh(false);
  }

  /** A tap from the accessible grid: the keyboard cursor moves there too. */
  activate(index: number): void {
    const cols = this.columns;
    if (cols === 0) return;
    this.cursor = index;
    this.tap({ r: Math.floor(index / cols), c: index % cols });
  }

  tap(cell: LinkCell): void {
    this.run.act(this.tapVerdict(cell));
    this.stuckOffer.offerIfStuck(this.settlesIn);
  }

  /** A tile tapped: chosen or put down, a wrong pair refused (shaken), or a pair removed. */
  private tapVerdict(cell: LinkCell): Verdict | null {
    const session = this.run.session;
    if (!session || this.run.locked) return null;
    const board = session.state.board;
    if (kindAt(board, cell) === 0) return null;
    const first = this.selected;
    if (first === null || (first.r === cell.r && first.c === cell.c)) {
      // A first tile is chosen; tapping it again puts it down.
      this.selected = first === null ? cell : null;
      return { keep: true };
    }
    // Another kind, or no line of three segments: the pair is wrong, and the new tile becomes
    // the selection.
    const path = kindAt(board, first) === kindAt(board, cell) ? findPath(board, first, cell) : null;
    if (path === null) {
      this.effects.push({ kind: 'wrong', a: first, b: cell });
      this.selected = cell;
      const why = kindAt(board, first) !== kindAt(board, cell) ? null : words().link.noLine;
      return {
        keep: true,
        cue: 'error',
        say: why ?? words().link.different,
        urgent: true,
        ...(why ? { tell: why } : {}),
      };
    }
    return this.matchVerdict(first, cell, path, (left) => words().link.removed({ left }));
  }

  /** A pair matched (by a tap or a bomb): its animation and points queued, the journey told
   *  (a combo may earn power-ups: then the toast says so), `said` heard. */
  private matchVerdict(
    a: LinkCell,
    b: LinkCell,
    path: LinkCell[],
    said: (left: string) => string,
  ): Verdict {
    const session = this.run.session;
    if (!session) return {};
    const after = removePair(session.state.board, a, b, session.state.gravity);
    const before = this.journey.tally().score;
    const earned = this.powers.earned(this.journey.matched(session.clock.elapsedMs()));
    this.effects.push({ kind: 'matched', path, a, b, slides: after.slides });
    // journey: the points rise from the pair; the combo shows on the meter, not as a message.
    const { score, combo } = this.journey.tally();
    const staged = this.journey.stage !== null;
    if (staged) this.effects.push({ kind: 'scored', a, b, points: score - before });
    this.selected = null;
    this.hint = null;
    const removed = said(formatCount(tileCount(after.board)));
    const comboText = words().link.journey.combo({ n: formatCount(combo) });
    const heard = staged && combo >= 2 ? `${removed} ${comboText}` : removed;
    return {
      moves: [linkMoves.match(a, b)],
      tell: earned,
      ...matchCue(earned !== null, combo),
      say: earned ? `${heard} ${earned}` : heard,
    };
  }

  select(cell: LinkCell | null): void {
    this.selected = cell;
    this.run.refresh();
  }

  showHint(): void {
    const session = this.run.session;
    if (!session || this.run.locked) return;
    const found = findHint(session.state.board, session.state.gravity, { maxNodes: HINT_NODES });
    if (!found) {
      this.stuckOffer.offerIfStuck(0);
      return;
    }
    this.journey.hinted(session.clock.elapsedMs());
    this.hint = { a: found.a, b: found.b, path: found.path };
    this.selected = null;
    // The solver's verdict, told as it is: 'unknown' means its budget ran out (rare, large
    // gravity boards), so the pair can go but is not proven to keep the board clearable.
    const w = words().link;
    const sure = found.keepsSolvable;
    this.run.act({
      assist: true,
      keep: true,
      cue: 'hint',
      say: w.hintSaid({ a: cellWords(found.a), b: cellWords(found.b) }),
      tell: sure === 'no' ? w.hintNone : sure === 'unknown' ? w.hintUnsure : w.hintSure,
    });
  }

  reshuffle(offered: boolean): void {
    const session = this.run.session;
    if (!session || this.run.locked) return;
    const stuck = linkStatus(session.state) === 'stuck';
    const left = session.state.reshufflesLeft;
    if (!stuck && left <= 0) {
      this.run.act({ tell: words().link.noShuffles });
      return;
    }
    this.reshuffling();
    // A stuck board's reshuffle is free; any other costs one.
    const told = !offered && !stuck;
    this.run.act({
      moves: [linkMoves.reshuffle(this.deps.newSeed())],
      ...(told ? { tell: words().link.reshuffled({ left: formatCount(left - 1) }) } : {}),
    });
  }

  /** A reshuffle's animation queued from the board as it is, the marks on it cleared. */
  private reshuffling(): void {
    const board = this.run.session?.state.board;
    if (board) this.effects.push({ kind: 'reshuffled', before: board });
    this.selected = null;
    this.hint = null;
  }

  undo(): void {
    this.run.undo();
  }

  /** An undo or a redo: the journey's tally follows, and the marks on the board go. */
  moved(how: 'play' | 'undo' | 'redo'): void {
    if (how === 'play') return;
    this.journey.undone(this.pairsDone);
    this.clearTransient();
  }

  render(): void {
    const { session, puzzle } = this.run;
    if (!session || !puzzle) return;
    const state = session.state;
    const stuck = linkStatus(state) === 'stuck';
    const effects = this.effects;
    this.effects = [];
    this.settlesIn = this.screen.render({
      board: state.board,
      ui: this.ui(),
      title: this.title(),
      timer: this.journey.timerText(this.elapsedMs) ?? this.run.elapsedText(),
      countdown: this.journey.bar(this.elapsedMs),
      score: this.journey.meter(this.elapsedMs, this.run.status === 'won'),
      powerUps: this.powers.shown(),
      tilesLeft: tileCount(state.board),
      tilesTotal: LINK_SIZES[puzzle.size].kinds * 4,
      reshufflesLeft: state.reshufflesLeft,
      canShuffle: stuck || state.reshufflesLeft > 0,
      canUndo: session.canUndo,
      finished: this.run.status === 'won',
      effects,
    });
  }

  ui(): LinkBoardUi {
    const gravity = this.run.session?.state.gravity ?? 'none';
    return { selected: this.selected, hint: this.hint, fixedShape: gravity !== 'none' };
  }

  /** The card of a cleared board: a journey stage's score and stars, or the time it took. */
  winCard(ending: WinEnding): WinCard {
    this.effects.push({ kind: 'won' });
    const book = this.deps.book ?? linkJourneyBook;
    const stage = clearCard(this.run, this.journey, book, ending.elapsedMs, this.deps);
    if (stage) return stage;
    const w = words();
    return {
      title: w.link.cleared,
      detail: w.play.titleIn({
        title: this.title(),
        time: ending.time,
        assisted: ending.assisted ? w.play.assistedMark : '',
      }),
      said: w.link.clearedIn({ time: ending.time }),
      cue: 'clear',
      tone: theme.success,
      // A revealed board never ends here with a score worth keeping (Link has no Answer).
      score: this.journey.freeScore(),
    };
  }

  private clearTransient(): void {
    this.selected = null;
    this.hint = null;
    this.stuckOffer.cancel();
  }

  title(): string {
    const puzzle = this.run.puzzle as LinkPuzzle;
    // daily slot: a daily is named by its day ("Daily · 26 Nov"), any other by its size.
    return (
      stageTitle(this.journey.stage) ??
      dailyHeader(puzzle, this.run.kind) ??
      `${linkSizeName(puzzle.size)} · ${linkLevelName(puzzle.level)}`
    );
  }
}
