#!/usr/bin/env bash
# `npm test`: every quality gate and every suite, in order; all run even when one fails, and the last
# line totals them. Gates (typecheck, lint, build) count as one check each.
set -uo pipefail
cd "$(dirname "$0")/.."
RESULTS=.test-results
rm -rf "$RESULTS" && mkdir -p "$RESULTS"

gate() { # gate NAME COMMAND... : runs a check and records pass/fail
  local name=$1; shift
  echo "::: $name"
  if "$@"; then echo "$name pass" >> "$RESULTS/gates.txt"; else echo "$name fail" >> "$RESULTS/gates.txt"; fi
}

gate browser bash scripts/ensure-browser.sh
gate typecheck npm run typecheck --silent
gate lint npm run lint --silent
echo "::: unit, web and API tests (embedded PostgreSQL)"
npx vitest run --project unit --project web --project api --reporter=default --reporter=json --outputFile.json="$RESULTS/vitest.json"
gate build npm run build --silent
gate bundle-budget node scripts/check-bundle-budget.mjs
echo "::: browser journeys"
bash scripts/e2e.sh

node scripts/summarize-tests.mjs "$RESULTS"
