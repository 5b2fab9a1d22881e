#!/usr/bin/env bash
# `npm test`: every quality gate and every suite; all run even when one fails, and the last line totals them.
# Gates (typecheck, lint, build) count as one check each. Independent work runs side by side: typecheck
# beside lint, and the browser journeys (one browser, mostly waiting on pages) beside the Vitest suites.
set -uo pipefail
cd "$(dirname "$0")/.."
RESULTS=.test-results
rm -rf "$RESULTS" && mkdir -p "$RESULTS/logs"

gate() { # gate NAME COMMAND... : runs a check and records pass/fail
  local name=$1; shift
  echo "::: $name"
  if "$@"; then echo "$name pass" >> "$RESULTS/gates.txt"; else echo "$name fail" >> "$RESULTS/gates.txt"; fi
}

# quiet_gate NAME COMMAND... : a gate whose output goes to its log (printed by show_log), for running in the background
quiet_gate() {
  local name=$1; shift
  gate "$name" "$@" > "$RESULTS/logs/$name.log" 2>&1
}
show_log() { echo; cat "$RESULTS/logs/$1.log"; }

gate browser bash scripts/ensure-browser.sh
quiet_gate typecheck npm run typecheck --silent &
typecheck_pid=$!
quiet_gate lint npm run lint --silent
wait "$typecheck_pid"
show_log typecheck
show_log lint
gate build npm run build --silent
gate bundle-budget node scripts/check-bundle-budget.mjs

bash scripts/e2e.sh > "$RESULTS/logs/e2e.log" 2>&1 &
e2e_pid=$!
echo "::: unit, web and API tests (embedded PostgreSQL), with the browser journeys running beside them"
npx vitest run --project unit --project web --project api --reporter=default --reporter=json --outputFile.json="$RESULTS/vitest.json"
wait "$e2e_pid"
echo "::: browser journeys"
cat "$RESULTS/logs/e2e.log"

node scripts/summarize-tests.mjs "$RESULTS"
