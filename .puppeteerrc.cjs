// pa11y-ci drives Debian's Chromium (executablePath in deploy/e2e/support/pa11y.mjs); puppeteer's own browser
// download would fail on an offline machine and is never used.
module.exports = { skipDownload: true };
