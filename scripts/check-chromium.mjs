// Stops `npm test` with one line when no Chromium is installed, instead of skipping the browser tests.
import { findChromium } from './chromium-path.mjs';

if (!findChromium()) {
  console.error('Chromium not found: install it with `apt-get install chromium` or set CHROMIUM_PATH to a Chromium binary.');
  process.exit(1);
}
