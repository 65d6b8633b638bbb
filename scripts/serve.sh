#!/bin/sh
# The production server (`npm run serve`, and every test and benchmark that runs the built server): the bundle that
# `npm run build` writes (scripts/build-server.mjs), with the memory settings decision 021 measured. Arguments are
# passed to node before the script (e.g. `--expose-gc`). `exec` leaves one process: signals reach node itself.
#  - NODE_ENV=production: React and the packages take their production paths (unless the caller says otherwise).
#  - --max-semi-space-size=8: a young generation of 24 MB instead of 48 — 40–70 MB less RSS for 5 % fewer requests/s
#    under the memory bench's mixed load (4 MB saved 15 MB more but cost 20 %).
#  - MALLOC_ARENA_MAX=2: glibc keeps two malloc arenas instead of eight per core.
cd "$(dirname "$0")/.." || exit 1
export NODE_ENV="${NODE_ENV:-production}"
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
# Migrations and the seed first, in a process that exits (src/server/setup.ts): a fresh database's seed generates the
# inventory, and a server that did so itself would keep the memory it grew for it (about 100 MB on PGlite).
node dist/server/setup.js || exit 1
exec node --max-semi-space-size=8 "$@" dist/server/main.js
