// The one way the browser tests and the measuring scripts start Debian's Chromium.

/** Debian's Chromium, or the one CHROMIUM_PATH names (CHROME_PATH, Lighthouse's name for it, works too). */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Headless, and quiet on the network: without the background-networking flags Chromium opens
 * connections of its own (updates, sync, field trials) that a machine without internet refuses, many at
 * a time, and that would also show in what a page is measured to fetch.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Every host but localhost unknown to the resolver: tests and measurements never reach the internet. */
export const LOCALHOST_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost';
