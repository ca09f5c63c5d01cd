#!/usr/bin/env bash
# The server the browser tests drive: the real server and the built full app, as `pnpm start` runs
# it (its embedded PostgreSQL in a data folder that starts empty, a new machine's state), with the
# demo business loaded so that the screens built on sourcing history have history to show. The
# server suite runs on DATABASE_URL's PostgreSQL too.
set -euo pipefail
cd "$(dirname "$0")/.."
export ALLY_DEMO=1
unset DATABASE_URL
exec node packages/ally-server/dist/server.js
