#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (/usr/bin/chromium); no test tool downloads its own.
# Installs it when it is missing and we may (root with apt), else stops with one line saying how.
set -euo pipefail
[[ -x /usr/bin/chromium ]] && exit 0
if [[ "$(id -u)" == 0 ]] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's Chromium for the browser tests (apt-get install chromium)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The browser tests need Debian's Chromium: run 'sudo apt-get install -y chromium', then the tests again." >&2
exit 1
