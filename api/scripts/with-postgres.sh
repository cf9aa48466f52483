#!/usr/bin/env bash
# Run a command against a throwaway PostgreSQL server:
#   bash api/scripts/with-postgres.sh npx jest --selectProjects api
# It installs nothing: it needs Debian's PostgreSQL server binaries (apt-get install -y postgresql).
# initdb into a temporary folder, start on a free loopback port, export DATABASE_URL, run the command,
# then stop the server and delete the folder. The command's exit code is returned.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 COMMAND [ARGS...]" >&2
  exit 2
fi

find_bin() {
  if [ -n "${PG_BIN:-}" ] && [ -x "$PG_BIN/initdb" ]; then echo "$PG_BIN"; return; fi
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k4 -n -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ] && [ -x "$dir/postgres" ]; then echo "$dir"; return; fi
  done
  if command -v pg_ctl >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1; then dirname "$(command -v pg_ctl)"; return; fi
}

BIN="$(find_bin || true)"
if [ -z "$BIN" ]; then
  echo "with-postgres: PostgreSQL server binaries (initdb, pg_ctl, postgres) not found." >&2
  echo "with-postgres: install them first, e.g. 'apt-get install -y postgresql', or set PG_BIN." >&2
  exit 127
fi

port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
PORT="${PGTEST_PORT:-55432}"
while ! port_free "$PORT"; do PORT=$((PORT + 1)); done

TMP="$(mktemp -d /tmp/pgtest.XXXXXX)"
AS=()
if [ "$(id -u)" = "0" ]; then
  # PostgreSQL refuses to run as root: run the server as the postgres user
  if ! id postgres >/dev/null 2>&1; then
    echo "with-postgres: running as root but there is no 'postgres' user to run the server" >&2
    exit 1
  fi
  chown postgres "$TMP"
  AS=(runuser -u postgres --)
fi

cleanup() {
  "${AS[@]}" "$BIN/pg_ctl" -D "$TMP/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$TMP"
}
trap cleanup EXIT INT TERM

"${AS[@]}" "$BIN/initdb" -D "$TMP/data" -U postgres --auth=trust -E UTF8 --locale=C >"$TMP/initdb.log" 2>&1 || {
  cat "$TMP/initdb.log" >&2
  echo "with-postgres: initdb failed" >&2
  exit 1
}
"${AS[@]}" "$BIN/pg_ctl" -D "$TMP/data" -l "$TMP/server.log" -w -t 30 \
  -o "-p $PORT -k $TMP -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null || {
  cat "$TMP/server.log" >&2 || true
  echo "with-postgres: the server did not start" >&2
  exit 1
}

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "with-postgres: PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on port $PORT" >&2
set +e
"$@"
CODE=$?
set -e
exit "$CODE"
