#!/usr/bin/env sh
# The browser suite of `npm test`. It drives the whole app through the API, which the API suite already runs on
# both databases; so with DATABASE_URL set it runs only when E2E_ON_POSTGRES=1 asks for it, which keeps CI's two
# `npm test` runs (embedded database, then PostgreSQL) inside their time budget.
set -e
if [ -n "$DATABASE_URL" ] && [ "$E2E_ON_POSTGRES" != "1" ]; then
  echo "Browser tests: skipped on DATABASE_URL (they ran on the embedded database; E2E_ON_POSTGRES=1 runs them here too)."
  exit 0
fi
npm run build
npm test -w @vo/e2e
