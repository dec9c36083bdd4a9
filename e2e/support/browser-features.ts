/**
 * Chromium features the test browsers switch off. Chromium takes the last `--disable-features` it is given, so a
 * launch that adds its own must repeat its launcher's: playwright-core's are below (chromiumSwitches.ts of the
 * installed version); chrome-launcher's come from `Launcher.defaultFlags()`.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/**
 * Chromium 156 draws its address bar's suggestion popups as web pages of their own (chrome://omnibox-popup),
 * made for every new window of a headless browser too: each test's fresh context started one more renderer
 * beside the page's. Loading a page in a fresh context cost the browser 3.7–4 s of CPU with them and 2–2.4 s
 * without (eight loads of the 404 page on a quiet 2-core machine); a test never opens the address bar.
 */
export const PAGES_OF_THE_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'OmniboxAimPopup'];

/** The `--disable-features` switch of a browser playwright-core launches: its own features and ours. */
export const PLAYWRIGHT_DISABLE_FEATURES_SWITCH = `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...PAGES_OF_THE_BROWSER_UI].join(',')}`;
