// Stops `npm test` with one line when no Chromium (the end-to-end tests) or no Java (the Nu HTML Checker of the
// HTML-validity gate) is installed, instead of skipping those tests.
import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium-path.mjs';

if (!findChromium()) {
  console.error('Chromium not found: install it with `apt-get install chromium` or set CHROMIUM_PATH to a Chromium binary.');
  process.exit(1);
}
if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status !== 0) {
  console.error('Java not found (the HTML checker needs it): install it with `apt-get install default-jre-headless`.');
  process.exit(1);
}
