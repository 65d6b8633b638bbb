#!/bin/sh
# The production server (`npm run serve`, and every test and benchmark that runs the built server): the bundle that
# `npm run build` writes (scripts/build-server.mjs), with the memory settings decision 021 measured. Arguments are
# passed to node before the script (e.g. `--expose-gc`). `exec` leaves one process: signals reach node itself.
#  - NODE_ENV=production: React and the packages take their production paths (unless the caller says otherwise).
#  - --max-semi-space-size=8: a young generation of 24 MB instead of 48 — 40–70 MB less RSS for 5 % fewer requests/s
#    under the memory bench's mixed load (4 MB saved 15 MB more but cost 20 %).
#  - MALLOC_ARENA_MAX=2: glibc keeps two malloc arenas instead of eight per core.
#  - jemalloc instead of glibc's malloc when the system has it (Debian's libjemalloc2; HALDEN_MALLOC=system keeps
#    glibc's): glibc keeps the pages of freed blocks that have live blocks above them — long-lived page copies among
#    per-request buffers — while jemalloc returns unused pages after a short decay (decision 021).
cd "$(dirname "$0")/.." || exit 1
export NODE_ENV="${NODE_ENV:-production}"
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
# Migrations and the seed first, in a process that exits (src/server/setup.ts): a fresh database's seed generates the
# inventory, and a server that did so itself would keep the memory it grew for it (about 100 MB on PGlite).
node dist/server/setup.js || exit 1
if [ "${HALDEN_MALLOC:-jemalloc}" = jemalloc ] && [ -z "${LD_PRELOAD:-}" ]; then
  for lib in /usr/lib/x86_64-linux-gnu/libjemalloc.so.2 /usr/lib/aarch64-linux-gnu/libjemalloc.so.2 /usr/lib64/libjemalloc.so.2 /usr/lib/libjemalloc.so.2; do
    if [ -r "$lib" ]; then
      export LD_PRELOAD="$lib"
      # Unused dirty pages go back to the system after a second (default 10 s), from jemalloc's own thread; two
      # arenas, as MALLOC_ARENA_MAX does for glibc (jemalloc makes four per core).
      export MALLOC_CONF="${MALLOC_CONF:-background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0,narenas:2}"
      break
    fi
  done
fi
exec node --max-semi-space-size=8 "$@" dist/server/main.js
