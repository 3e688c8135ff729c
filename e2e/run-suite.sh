#!/usr/bin/env bash
# The browser suite of `npm test`. It drives the whole app through the API, which the API suite already runs on
# both databases; so with DATABASE_URL set it runs only when E2E_ON_POSTGRES=1 asks for it, which keeps CI's two
# `npm test` runs (embedded database, then PostgreSQL) inside their time budget.
set -euo pipefail
if [ -n "${DATABASE_URL:-}" ] && [ "${E2E_ON_POSTGRES:-}" != "1" ]; then
  echo "Browser tests: skipped on DATABASE_URL (they ran on the embedded database; E2E_ON_POSTGRES=1 runs them here too)."
  exit 0
fi
npm run build

# Two halves of the spec files at once, each with its own server, database and mailbox (its E2E_PORT): one browser
# waits on the server most of the time, so two keep both cores busy, and no test shares a server with a test running
# beside it (decision 129). E2E_SHARDS=1 runs the suite in one go.
shards=${E2E_SHARDS:-2}
pids=()
for shard in $(seq 1 "$shards"); do
  (E2E_PORT=$((3198 + shard)) npm test --silent -w @vo/e2e -- --shard="$shard/$shards" "$@" 2>&1 | sed -u "s/^/[$shard\/$shards] /") &
  pids+=("$!")
done
failed=0
for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
exit "$failed"
