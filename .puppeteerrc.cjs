// Puppeteer's own browser download fails on these machines; tests use Debian's Chromium
// (see scripts/ensure-chromium.ts), so no browser is ever downloaded on install.
module.exports = {
  skipDownload: true,
  chrome: { skipDownload: true },
  'chrome-headless-shell': { skipDownload: true },
  firefox: { skipDownload: true },
};
