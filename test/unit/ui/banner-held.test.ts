// @vitest-environment happy-dom
// The banner never lets news that only informs take the place of news that asks the player to
// act: an update applied in another tab (with Reload) stays up when a failure it caused comes
// after; that failure shows once the player has answered.

import { describe, expect, it } from 'vitest';
import { Banner } from '../../../src/ui/dom/banner';

const tapButton = (banner: Banner, id: string) =>
  (banner.element.querySelector(`[data-id="${id}"]`) as HTMLButtonElement).click();

describe('the banner', () => {
  it('holds news that only informs while the player is asked to act, then shows it', () => {
    const banner = new Banner(document.body);
    let reloaded = 0;
    banner.show('Updated in another tab.', [
      { id: 'btn:reload', text: 'Reload', onTap: () => reloaded++ },
    ]);
    banner.show('Puzzles could not be made ahead: the maker stopped');
    expect(banner.current).toBe('Updated in another tab.');
    expect(banner.element.querySelector('[data-id="btn:reload"]')).not.toBeNull();
    tapButton(banner, 'btn:dismiss');
    expect(reloaded).toBe(0);
    expect(banner.current).toBe('Puzzles could not be made ahead: the maker stopped');
  });

  it('lets news that asks to act replace any, and news that informs replace news that informs', () => {
    const banner = new Banner(document.body);
    banner.show('Saved.');
    banner.show('Storage is full.');
    expect(banner.current).toBe('Storage is full.');
    banner.show('A new version is ready.', [{ id: 'btn:update', text: 'Update', onTap: () => {} }]);
    expect(banner.current).toBe('A new version is ready.');
    tapButton(banner, 'btn:update');
    // Nothing was held back: the banner is free.
    expect(banner.visible).toBe(false);
  });
});
