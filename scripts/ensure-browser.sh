#!/usr/bin/env bash
# Installs Debian's Chromium and the CJK fonts (Korean renders as boxes without them) when missing.
# Playwright never downloads a browser of its own here: the browser tests drive /usr/bin/chromium.
set -euo pipefail
have_fonts() { dpkg-query -W -f='${Status}' fonts-noto-cjk 2>/dev/null | grep -q 'install ok installed'; }
if [ -x /usr/bin/chromium ] && have_fonts; then exit 0; fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "Installing chromium and fonts-noto-cjk for the browser tests ..."
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends chromium fonts-noto-cjk >/dev/null
/usr/bin/chromium --version
