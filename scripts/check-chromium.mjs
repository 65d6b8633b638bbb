// Makes sure `npm test` has what its browser tests need, instead of skipping those tests: Chromium (the end-to-end
// tests; with CJK fonts for the Chinese pages) and Java (the Nu HTML Checker of the HTML-validity gate). What is
// missing is installed from Debian's packages when this runs as root with apt-get, as on a fresh CI machine (.ci/run
// relies on it); otherwise the command stops with one line per missing tool saying how to install it.
import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium-path.mjs';

const TOOLS = [
  {
    found: () => findChromium() !== null,
    packages: ['chromium', 'fonts-noto-cjk'],
    missing: 'Chromium not found: install it with `apt-get install chromium fonts-noto-cjk` or set CHROMIUM_PATH to a Chromium binary.',
  },
  {
    found: () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0,
    packages: ['default-jre-headless'],
    missing: 'Java not found (the HTML checker needs it): install it with `apt-get install default-jre-headless`.',
  },
];

const canInstall = () => process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;

function aptGet(args) {
  const run = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return run.status === 0;
}

let missing = TOOLS.filter((tool) => !tool.found());
if (missing.length > 0 && canInstall()) {
  const packages = missing.flatMap((tool) => tool.packages);
  console.warn(`Installing ${packages.join(' ')} from Debian's packages…`);
  if (aptGet(['update', '-qq'])) aptGet(['install', '-y', '-qq', '--no-install-recommends', ...packages]);
  missing = missing.filter((tool) => !tool.found());
}
if (missing.length > 0) {
  for (const tool of missing) console.error(tool.missing);
  process.exit(1);
}
