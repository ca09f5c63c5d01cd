#!/usr/bin/env bash
# The server the browser tests drive: the real server and the built full app, on a database of
# its own that starts empty (a new machine's state) and gets the demo business, so that the
# screens built on sourcing history have history to show.
set -euo pipefail
cd "$(dirname "$0")/.."
export ALLY_DEMO=1

if [[ -n "${DATABASE_URL:-}" ]]; then
  base="${DATABASE_URL%/*}"
  name="ally_e2e_$$"
  psql "$base/postgres" -qc "CREATE DATABASE $name"
  export DATABASE_URL="$base/$name"
  node packages/ally-server/dist/server.js &
  server=$!
  stop() {
    kill -TERM "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
    psql "$base/postgres" -qc "DROP DATABASE IF EXISTS $name WITH (FORCE)" || true
  }
  trap stop EXIT
  trap 'exit 0' TERM INT
  wait "$server"
else
  exec node packages/ally-server/dist/server.js
fi
