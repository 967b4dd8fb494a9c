import { existsSync } from 'node:fs';

/**
 * Debian's Chromium; a downloaded browser is never used (the machines have no way to fetch one).
 * Its headless shell (package `chromium-headless-shell`, the same engine and version without the
 * desktop browser around it, as Playwright itself runs headless Chromium) when it is installed: the
 * e2e passes take about a sixth less time and a fifth less CPU in it. Otherwise the full browser.
 */
export const CHROMIUM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_BROWSER = '/usr/bin/chromium';

export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync(CHROMIUM_HEADLESS_SHELL) ? CHROMIUM_HEADLESS_SHELL : CHROMIUM_BROWSER);

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
