#!/usr/bin/env bash
# Browser journeys in Debian's Chromium against a product started by `npm start` on a fresh data folder.
set -uo pipefail
cd "$(dirname "$0")/.."
export E2E_DATA_DIR="${E2E_DATA_DIR:-$(mktemp -d)/data}"
export E2E_PORT="${E2E_PORT:-18180}"
npx playwright test -c apps/web/playwright.config.ts "$@"
status=$?
rm -rf "$(dirname "$E2E_DATA_DIR")"
exit $status
