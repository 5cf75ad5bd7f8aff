/**
 * Debian's Chromium as every browser run here starts it (end-to-end tests, scripts/bench): never a downloaded
 * browser, and flags that keep it off this machine's closed network.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Headless Chromium names itself HeadlessChrome, which bot detection rightly treats as a bot; runs that play people
 * present as the regular browser.
 */
export const PERSON_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
