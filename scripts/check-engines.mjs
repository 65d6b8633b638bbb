// Stops `npm test` when an installed package says (its package.json `engines.node`) that it does not run on the
// Node.js this project supports: the lowest version our own `engines.node` allows, and the one running now. npm only
// warns about such a package at install time, and the warning scrolls away. A dependency that moved to a newer Node
// is pinned back in package.json `overrides` to a version with the same API (cookie 2 and content-disposition 3 need
// Node 22; @fastify/cookie, light-my-request and @fastify/static use only what cookie 1.1 and content-disposition 2
// have).
import { existsSync, readFileSync } from 'node:fs';
import semver from 'semver';

const root = new URL('../', import.meta.url);
const readJson = (url) => JSON.parse(readFileSync(url, 'utf8'));

const project = readJson(new URL('package.json', root));
const supported = [...new Set([semver.minVersion(project.engines.node).version, process.versions.node])];
const problems = [];
for (const path of Object.keys(readJson(new URL('package-lock.json', root)).packages)) {
  const file = new URL(`${path}/package.json`, root);
  // '' is the project itself; a missing file is an optional package for another platform.
  if (!path || !existsSync(file)) continue;
  const { name, version, engines } = readJson(file);
  const range = engines?.node;
  if (typeof range !== 'string' || !semver.validRange(range)) continue;
  const refused = supported.filter((node) => !semver.satisfies(node, range));
  if (refused.length > 0) problems.push(`${name}@${version} (${path}) needs Node ${range}, not ${refused.join(' or ')}`);
}
if (problems.length > 0) {
  console.error(`Installed packages that do not support Node ${supported.join(' and ')} (package.json engines.node ${project.engines.node}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
