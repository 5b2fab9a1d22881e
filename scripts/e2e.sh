#!/usr/bin/env bash
# Browser journeys in Debian's Chromium against a product started by `npm start` on a fresh data folder.
set -uo pipefail
cd "$(dirname "$0")/.."
# A data folder of its own unless one is given; only a folder made here is removed afterwards (a given one is
# the caller's, and its parent may hold anything).
own_tmp=""
if [ -z "${E2E_DATA_DIR:-}" ]; then own_tmp="$(mktemp -d)"; export E2E_DATA_DIR="$own_tmp/data"; fi
# A free port unless one is given, so runs side by side (a developer's and CI's) never meet.
export E2E_PORT="${E2E_PORT:-$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"
npx playwright test -c apps/web/playwright.config.ts "$@"
status=$?
if [ -n "$own_tmp" ]; then rm -rf "$own_tmp"; fi
exit $status
