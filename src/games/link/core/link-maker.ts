// The worker's side of Link: deals a board of a size and gravity level from a seed.

import type { GameMaker } from '../../../engine/game-core';
import { generateLink } from './generator';
import { linkLevel } from './levels';
import { linkCore } from './link-core';
import { type LinkPuzzle, linkPuzzleOf } from './puzzle-record';

export const linkMaker: GameMaker<LinkPuzzle> = {
  core: linkCore,
  make(spec, seed) {
    const made = generateLink({ size: spec.size, gravity: linkLevel(spec.level).gravity, seed });
    return linkPuzzleOf(made, spec.size, spec.level);
  },
};
