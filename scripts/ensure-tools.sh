#!/usr/bin/env bash
# What the tests need from Debian, never downloaded by a test tool: Chromium (/usr/bin/chromium)
# for the browser tests, Dovecot (dovecot-imapd) for the IMAP mailbox tests. Installs what is
# missing when we may (root with apt); else Chromium's absence stops here with one line saying
# how, and the IMAP tests skip on a developer's machine without Dovecot (never in CI).
set -euo pipefail
missing=()
[[ -x /usr/bin/chromium ]] || missing+=(chromium)
[[ -x /usr/sbin/dovecot ]] || missing+=(dovecot-imapd)
[[ ${#missing[@]} == 0 ]] && exit 0
if [[ "$(id -u)" == 0 ]] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing from Debian for the tests: ${missing[*]} (apt-get install)…"
  apt-get update -qq
  # Only the packages' files: Dovecot's own service is not started, each test starts its own.
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
if [[ ! -x /usr/bin/chromium ]]; then
  echo "The browser tests need Debian's Chromium: run 'sudo apt-get install -y chromium', then the tests again." >&2
  exit 1
fi
echo "Dovecot is missing (sudo apt-get install -y dovecot-imapd): the IMAP mailbox tests will skip." >&2
