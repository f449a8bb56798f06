// Chromium reads only the last `--disable-features` on its command line, so the e2e browsers'
// own list (which switches off the address bar's popup page) must repeat every feature
// Playwright's earlier one switches off; global-setup stops the run when one is dropped.
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, FEATURE_ARGS, featuresDropped } from '../../e2e/chromium-args';

const PLAYWRIGHT_1_65 =
  '--disable-features=AvoidUnnecessaryBeforeUnloadCheckSync,DestroyProfileOnBrowserClose,' +
  'HttpsUpgrades,HttpsFirstBalancedModeAutoEnable,LensOverlay,MediaRouter,PaintHolding,' +
  'ThirdPartyStoragePartitioning,AvoidCorsURLLoaderRestartOnRedirect,TcpPortRandomizationWin,' +
  'OptimizationHints,NetworkTimeServiceQuerying,AimEnabled,PreconnectToSearch,' +
  'msForceBrowserSignIn,msEdgeUpdateLaunchServicesPreferredVersion';

describe('the e2e browsers’ --disable-features', () => {
  it('keeps everything Playwright 1.65 disables, and adds the omnibox popup page', () => {
    const line = ['--no-sandbox', PLAYWRIGHT_1_65, '--mute-audio', ...CHROMIUM_ARGS];
    expect(featuresDropped(line)).toEqual([]);
    const ours = (FEATURE_ARGS[0] ?? '').split('=')[1]?.split(',') ?? [];
    expect(ours).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  });

  it('names a feature Playwright disables that the last list leaves on', () => {
    const newer = `${PLAYWRIGHT_1_65},SomethingNew`;
    expect(featuresDropped([newer, ...CHROMIUM_ARGS])).toEqual(['SomethingNew']);
    // The last one is what Chromium reads: Playwright's after ours drops our two.
    expect(featuresDropped([...CHROMIUM_ARGS, PLAYWRIGHT_1_65])).toEqual([
      'WebUIOmniboxPopup',
      'WebUIOmniboxAimPopup',
    ]);
    expect(featuresDropped(['--no-sandbox'])).toEqual([]);
  });
});
