// Link as the lobby shows it before the game is loaded: sizes, levels and their names.

import { formatCount } from '../../../i18n/format';
import { words } from '../../../i18n/i18n';
import { cardWithWords } from '../../../play/entry-words';
import type { GameCard } from '../../../play/game-entry';
import { stageOfSeed } from '../core/journey-seed';
import { LINK_LEVELS } from '../core/levels';
import type { LinkPuzzle } from '../core/puzzle-record';
import { LINK_SIZE_NAMES } from '../core/sizes';
import { linkLevelName, linkSizeName, linkSizeWord } from './link-labels';
import { linkPreview } from './link-preview';

const LEVEL_IDS = LINK_LEVELS.map((l) => l.id);

export const linkCard: GameCard<LinkPuzzle> = cardWithWords(() => words().games.link, {
  id: 'link',
  preview: linkPreview,
  sizes: LINK_SIZE_NAMES,
  levelsAt: () => LEVEL_IDS,
  defaultSize: 'small',
  sizeLabel: linkSizeName,
  sizeShort: linkSizeWord,
  levelLabel: linkLevelName,
  stageTitle: (seed) => {
    const found = stageOfSeed(seed);
    return found ? words().games.link.stage({ n: formatCount(found.stage) }) : null;
  },
});
