#!/usr/bin/env bash
# A throwaway PostgreSQL server sized for the 5,000,000-member run (issue 20, item 7), beside the machine's own.
#
#   bash bench/scripts/sized-postgres.sh start   # prints the BENCH_DATABASE_URL to use
#   bash bench/scripts/sized-postgres.sh stop    # stops it and deletes its data folder
#
# The machine's server keeps PostgreSQL's defaults (128 MB of shared buffers, 1 GB of WAL between checkpoints): past a
# million members the daily pass and the residual run write more pages than that holds, and the cost stops growing
# linearly (bench/README.md). A deployment of that size is configured for it, so the scale run is measured on one that
# is, and the 1M figures it is compared with are measured on the same server. Needs the PostgreSQL 15 binaries
# (Debian's postgresql-15); run as root, the server runs as the `postgres` user. It loads pg_stat_statements, with
# which the scale run (BENCH_ONLY=scale) reports the statements each job spent its time in, on each network.
set -euo pipefail

BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
PORT=${SIZED_POSTGRES_PORT:-5440}
DATA=${SIZED_POSTGRES_DATA:-/tmp/vo-sized-postgres}
# A quarter of the memory as buffers, the usual starting point. WAL and checkpoints spaced for the biggest job: the
# 5M residual run logs about 13 GB, and PostgreSQL checkpoints once max_wal_size / 1.9 is written, so 16 GB made it
# checkpoint midway at 5M (then log every page it touched again, whole) and never at 1M (bench/README.md, decision 132).
BUFFERS=${SIZED_POSTGRES_BUFFERS:-$(($(awk '/MemTotal/ {print $2}' /proc/meminfo) / 4 / 1024))MB}

# Huge pages for the buffers, as PostgreSQL's manual advises for large shared_buffers: with 4 kB pages the processor's
# address cache covers a few MB of 6 GB, and at 5M each page visit of the residual run cost 12 % more than at 1M
# (bench/README.md, decision 134). SIZED_POSTGRES_HUGE_PAGES=off starts without them, to compare.
HUGE_PAGES=${SIZED_POSTGRES_HUGE_PAGES:-on}
SERVER_SETTINGS="-c shared_buffers=$BUFFERS -c shared_preload_libraries=pg_stat_statements"

as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

# Reserves the huge pages the server's shared memory needs (the kernel's pool is empty by default), remembering the
# pool's size before so that `stop` gives them back. Needs root; without it the server starts on normal pages.
reserve_huge_pages() {
  if [ "$HUGE_PAGES" != on ] || [ "$(id -u)" != 0 ] || [ ! -w /proc/sys/vm/nr_hugepages ]; then echo off; return; fi
  local needed before
  needed=$(as_postgres "$BIN/postgres" -D "$DATA" -C shared_memory_size_in_huge_pages $SERVER_SETTINGS)
  before=$(cat /proc/sys/vm/nr_hugepages)
  [ -f "$DATA/huge-pages-before" ] || echo "$before" > "$DATA/huge-pages-before"
  echo $((before + needed)) > /proc/sys/vm/nr_hugepages
  # The kernel reserves what it can find whole: short of the need, fall back to normal pages rather than fail.
  if [ "$(awk '/HugePages_Free/ {print $2}' /proc/meminfo)" -ge "$needed" ]; then echo on; else release_huge_pages; echo off; fi
}

release_huge_pages() {
  if [ -f "$DATA/huge-pages-before" ]; then cat "$DATA/huge-pages-before" > /proc/sys/vm/nr_hugepages; rm -f "$DATA/huge-pages-before"; fi
}

case "${1:-}" in
  start)
    if [ ! -f "$DATA/PG_VERSION" ]; then
      mkdir -p "$DATA"
      [ "$(id -u)" = 0 ] && chown postgres "$DATA"
      as_postgres "$BIN/initdb" -D "$DATA" -U postgres --auth=trust >/dev/null
    fi
    huge=$(reserve_huge_pages)
    as_postgres "$BIN/pg_ctl" -D "$DATA" -l "$DATA/server.log" -w start -o "-p $PORT -k /tmp $SERVER_SETTINGS \
      -c huge_pages=$huge -c max_wal_size=40GB -c checkpoint_timeout=30min -c maintenance_work_mem=1GB" >/dev/null
    echo "BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres  (shared_buffers $BUFFERS, huge pages $huge)"
    ;;
  stop)
    as_postgres "$BIN/pg_ctl" -D "$DATA" -m fast -w stop >/dev/null || true
    release_huge_pages
    rm -rf "$DATA"
    ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
