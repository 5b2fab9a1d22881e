#!/usr/bin/env bash
# Browser journeys in Debian's Chromium against a product started by `npm start` on a fresh data folder.
set -uo pipefail
cd "$(dirname "$0")/.."
export E2E_DATA_DIR="${E2E_DATA_DIR:-$(mktemp -d)/data}"
# A free port unless one is given, so runs side by side (a developer's and CI's) never meet.
export E2E_PORT="${E2E_PORT:-$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"
npx playwright test -c apps/web/playwright.config.ts "$@"
status=$?
rm -rf "$(dirname "$E2E_DATA_DIR")"
exit $status
