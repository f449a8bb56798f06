// The 36 tile pictures in kind order, each with the name players read and hear. A Large board
// (36 kinds) uses them all; Small uses the first 10 and Medium the first 21, so the first ones
// are the most different from one another in both shape and colour.

import type { Catalogue } from '../../../i18n/i18n';
import { apple, drop, grapes } from './pictures/card-pictures';
import { bird, butterfly, cat, fish, snail, turtle, whale } from './pictures/creatures';
import {
  banana,
  cactus,
  carrot,
  corn,
  flower,
  guitar,
  iceCream,
  leaf,
  mushroom,
  pear,
  tree,
} from './pictures/food-and-plants';
import {
  anchor,
  bell,
  bolt,
  cloud,
  gem,
  heart,
  house,
  key,
  moon,
  mug,
  rocket,
  sailboat,
  snowflake,
  star,
  umbrella,
} from './pictures/things';
import type { Sketch } from './tile-sketch';

interface TilePicture {
  /** What players call it (the tile's accessible name), as a key of the catalogue's tiles. */
  readonly name: keyof Catalogue['link']['tiles'];
  readonly draw: (s: Sketch) => void;
}

export const TILE_PICTURES: readonly TilePicture[] = [
  // Small: ten pictures, ten main colours.
  { name: 'apple', draw: apple },
  { name: 'banana', draw: banana },
  { name: 'grapes', draw: grapes },
  { name: 'carrot', draw: carrot },
  { name: 'tree', draw: tree },
  { name: 'drop', draw: drop },
  { name: 'flower', draw: flower },
  { name: 'cat', draw: cat },
  { name: 'mug', draw: mug },
  { name: 'anchor', draw: anchor },
  // Medium adds eleven.
  { name: 'heart', draw: heart },
  { name: 'star', draw: star },
  { name: 'leaf', draw: leaf },
  { name: 'fish', draw: fish },
  { name: 'mushroom', draw: mushroom },
  { name: 'moon', draw: moon },
  { name: 'bell', draw: bell },
  { name: 'cloud', draw: cloud },
  { name: 'house', draw: house },
  { name: 'umbrella', draw: umbrella },
  { name: 'key', draw: key },
  // Large adds fifteen.
  { name: 'pear', draw: pear },
  { name: 'corn', draw: corn },
  { name: 'cactus', draw: cactus },
  { name: 'bird', draw: bird },
  { name: 'turtle', draw: turtle },
  { name: 'gem', draw: gem },
  { name: 'snowflake', draw: snowflake },
  { name: 'bolt', draw: bolt },
  { name: 'sailboat', draw: sailboat },
  { name: 'butterfly', draw: butterfly },
  { name: 'iceCream', draw: iceCream },
  { name: 'whale', draw: whale },
  { name: 'snail', draw: snail },
  { name: 'guitar', draw: guitar },
  { name: 'rocket', draw: rocket },
];
