#!/usr/bin/env bash
# Starts the real app (debug build) under Xvfb and writes PNGs of the trainer:
#   OUTDIR/trainer-casilleros.png   a 12-box casilleros table, two naturals settled
#   OUTDIR/trainer-feedback.png     the practice feedback after a wrong choice (rule and why)
#   OUTDIR/trainer-feedback-en.png  the same in English
#   OUTDIR/trainer-venezia.png      a Venice hand, cards given to the client, Banco still down
#   OUTDIR/trainer-deal.png         the deal drill: the next card out of the shoe
#   OUTDIR/start.png                the start screen
#   OUTDIR/summary.png              an exam's summary, a mistake picked and the table then
# Fails when the window does not open, the app does not finish in time, or a PNG is missing.
# Usage: scripts/screenshot.sh OUTDIR
set -euo pipefail
out=${1:?usage: scripts/screenshot.sh OUTDIR}
cd "$(dirname "$0")/.."
mkdir -p "$out"
script=screenshot.sh
# shellcheck source=scripts/xvfb-session.sh
source scripts/xvfb-session.sh

twelve=tests/fixtures/app/cas-twelve-boxes.ron
shoot() {
    local name=$1
    shift
    rm -f "$out/$name.png"
    echo "== $name"
    if ! timeout 90 "$bin" --screenshot "$out/$name.png" "$@" 2>&1 | tee "$data/$name.log"; then
        echo "screenshot.sh: the app failed for $name" >&2
        exit 1
    fi
    if [ ! -s "$out/$name.png" ]; then
        echo "screenshot.sh: no PNG for $name (did the window open?)" >&2
        exit 1
    fi
}

shoot trainer-casilleros --scenario "$twelve" --lang es --trainee "Ana Pérez" --select 5 \
    --actions "pay 4; discard 4; pay 7; discard 7; draw 2; draw 3"
shoot trainer-feedback --scenario "$twelve" --lang es --trainee "Ana Pérez" --select 5 \
    --actions "pay 4; discard 4; pay 7; discard 7; draw 2; draw 3; draw 5; draw 9; draw 12; collect 3; discard 3; collect 5"
shoot trainer-feedback-en --scenario "$twelve" --lang en --trainee "Ana Pérez" --select 5 \
    --actions "pay 4; discard 4; pay 7; discard 7; draw 2; draw 3; draw 5; draw 9; draw 12; collect 3; discard 3; collect 5"
shoot trainer-venezia --scenario tests/fixtures/examples/ve-no-carta-on-5.ron --lang es \
    --trainee "Ana Pérez" --actions "rien-ne-va-plus; give-cards 1"
shoot trainer-deal --scenario tests/fixtures/examples/cas-banca6-encart.ron --deal --lang es \
    --trainee "Ana Pérez" --select 2 --actions "deal 1; deal 2; deal 3; deal 5; deal banca; deal 1"
shoot start --lang es --trainee "Ana Pérez"
shoot summary --scenario tests/fixtures/examples/cas-banca6-encart.ron --exam --lang es \
    --trainee "Ana Pérez" --actions "draw 2; draw 5; draw 5; encart 1; discard 1; collect 3; discard 3; draw banca; pay 2; discard 5; pay 2; discard 2; discard banca"
grep -h "first frame" "$data"/*.log || true
ls -l "$out"/*.png
