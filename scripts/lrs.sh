#!/usr/bin/env bash
# A real Learning Record Store on the loopback for the tests that need one (tests/lrs_real.rs):
# PostgreSQL (Debian's postgresql package) and xapi-rs 0.2.0 (`cargo install xapi-rs --version
# 0.2.0 --locked`, done by .ci/run), each in a fresh folder DIR.
#
#   scripts/lrs.sh start DIR   # PostgreSQL and the LRS; writes DIR/endpoint, DIR/key, DIR/secret
#   scripts/lrs.sh pause DIR   # stops the LRS alone (the database stays)
#   scripts/lrs.sh resume DIR  # starts it again on the same database
#   scripts/lrs.sh stop DIR    # stops both
#
# The tests read TALLADOR_LRS_TEST=DIR. xapi-rs is configured by its `.env` (DB_*, LRS_*,
# EXT_DEFAULT_LANGUAGE, JWS_STRICT, MFC_*, TTL_*), a `Rocket.toml` with a generated
# `secret_key`, a `logs/` folder, and CARGO_MANIFEST_DIR pointing at its sources (it reads
# them at run time). It runs in `auth` mode: the key is the root user's e-mail, the secret its
# password (HTTP Basic, as xAPI asks).
set -euo pipefail

action=${1:?start, pause, resume or stop}
dir=${2:?the LRS folder}
pg_port=${TALLADOR_LRS_PG_PORT:-55439}
lrs_port=${TALLADOR_LRS_PORT:-9439}
pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)

as_postgres() {
    if [ "$(id -u)" = 0 ]; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}

xapi_sources() {
    local found
    found=$(ls -d "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/xapi-rs-0.2.0 2>/dev/null | head -n 1)
    [ -n "$found" ] || { echo "xapi-rs 0.2.0's sources are not in the cargo registry" >&2; exit 1; }
    echo "$found"
}

wait_for() {
    local what=$1 url=$2
    for _ in $(seq 1 150); do
        if curl -fsS -o /dev/null "$url" 2>/dev/null; then
            return 0
        fi
        sleep 0.2
    done
    echo "$what did not answer at $url; its output:" >&2
    tail -n 20 "$dir/lrs.out" >&2 || true
    exit 1
}

start_lrs() {
    local sources
    sources=$(xapi_sources)
    (
        cd "$dir/lrs"
        CARGO_MANIFEST_DIR="$sources" ROCKET_PORT="$lrs_port" ROCKET_ADDRESS=127.0.0.1 \
            nohup xapi-rs >"$dir/lrs.out" 2>&1 &
        echo $! >"$dir/lrs.pid"
    )
    wait_for "xapi-rs" "http://127.0.0.1:$lrs_port/about"
}

stop_lrs() {
    if [ -f "$dir/lrs.pid" ]; then
        kill "$(cat "$dir/lrs.pid")" 2>/dev/null || true
        for _ in $(seq 1 50); do
            kill -0 "$(cat "$dir/lrs.pid")" 2>/dev/null || break
            sleep 0.1
        done
        rm -f "$dir/lrs.pid"
    fi
}

case "$action" in
start)
    command -v xapi-rs >/dev/null || { echo "xapi-rs is not installed" >&2; exit 1; }
    [ -n "$pg_bin" ] || { echo "PostgreSQL is not installed" >&2; exit 1; }
    mkdir -p "$dir/lrs/logs"
    dir=$(cd "$dir" && pwd)
    # PostgreSQL's data folder where its user can write it.
    pg_data=$(mktemp -d /tmp/tallador-pg.XXXXXX)
    chmod 755 "$pg_data"
    [ "$(id -u)" = 0 ] && chown postgres "$pg_data"
    echo "$pg_data" >"$dir/pg_data"
    as_postgres "$pg_bin/initdb" -D "$pg_data" -U postgres --auth=trust >"$dir/pg.out" 2>&1
    as_postgres "$pg_bin/pg_ctl" -D "$pg_data" -l "$pg_data/server.log" -w \
        -o "-p $pg_port -k $pg_data -c listen_addresses=127.0.0.1" start >>"$dir/pg.out" 2>&1
    as_postgres "$pg_bin/psql" -h 127.0.0.1 -p "$pg_port" -U postgres -q \
        -c "CREATE ROLE xapi LOGIN SUPERUSER PASSWORD 'xapi'" \
        -c "CREATE DATABASE xapi OWNER xapi" >>"$dir/pg.out" 2>&1
    secret=$(openssl rand -hex 16)
    cat >"$dir/lrs/.env" <<EOF
DB_SERVER_URL="postgresql://xapi:xapi@127.0.0.1:$pg_port"
DB_NAME="xapi"
DB_MAX_CONNECTIONS=16
DB_MIN_CONNECTIONS=2
DB_ACQUIRE_TIMEOUT_SECS=8
DB_IDLE_TIMEOUT_SECS=60
DB_MAX_LIFETIME_SECS=600
DB_STATEMENTS_PAGE_LEN=100
TTL_BATCH_LEN=50
TTL_SECS=30
TTL_INTERVAL_SECS=60
MFC_INTERVAL_SECS=10
LRS_HOST="127.0.0.1"
LRS_PORT=$lrs_port
LRS_AUTHORITY_IFI="lrs@school.example"
LRS_MODE="auth"
LRS_ROOT_EMAIL="lrs@school.example"
LRS_ROOT_PASSWORD="$secret"
LRS_USER_CACHE_LEN=100
LRS_EXTERNAL_URL="http://127.0.0.1:$lrs_port/"
EXT_DEFAULT_LANGUAGE="en"
JWS_STRICT=false
RUST_LOG="error"
EOF
    cat >"$dir/lrs/Rocket.toml" <<EOF
[default]
address = "127.0.0.1"
port = $lrs_port
ident = "LaRS"
secret_key = "$(openssl rand -base64 32)"
cli_colors = false

[default.limits]
json = "8 MiB"

[release]
workers = 8
keep_alive = 5
log_level = "critical"
EOF
    echo "http://127.0.0.1:$lrs_port/" >"$dir/endpoint"
    echo "lrs@school.example" >"$dir/key"
    echo "$secret" >"$dir/secret"
    start_lrs
    echo "LRS: xapi-rs 0.2.0 at $(cat "$dir/endpoint") on PostgreSQL at 127.0.0.1:$pg_port"
    ;;
pause)
    stop_lrs
    ;;
resume)
    start_lrs
    ;;
stop)
    stop_lrs
    if [ -f "$dir/pg_data" ]; then
        pg_data=$(cat "$dir/pg_data")
        as_postgres "$pg_bin/pg_ctl" -D "$pg_data" -m fast -w stop >/dev/null 2>&1 || true
        rm -rf "$pg_data" "$dir/pg_data"
    fi
    ;;
*)
    echo "unknown action $action" >&2
    exit 2
    ;;
esac
