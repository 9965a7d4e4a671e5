#!/usr/bin/env bash
# Starts the real app (debug build) under Xvfb and writes PNGs of every main screen, each at
# 1280×800 (NAME.png), 1024×768 (NAME-1024.png) and 1920×1080 (NAME-1920.png):
#   trainer-casilleros   a 12-box casilleros table, two naturals settled
#   trainer-pr           a 14-seat Puerto Rico table, odd stakes, the Banca won, payouts made
#   trainer-venezia      a 12-seat Venice table: the client declared, the hands announced
#   trainer-feedback     the practice feedback after a wrong choice (rule and why); -en in English
#                        (1280×800 only)
#   locale-es, locale-es-AR, locale-it
#                        the practice feedback in neutral Spanish (Puerto Rico), Rioplatense
#                        (casilleros) and Italian (Venice) (1280×800 only; English: trainer-feedback-en)
#   trainer-deal         the deal drill: the next card out of the shoe
#   start                the start screen
#   summary              an exam's summary, a mistake picked and the table then
#   inspector            the inspector: a disputed hand and the dealer's actions
#   overview             the class overview of tests/fixtures/logs
#   review               a practice log step by step; review-picker: the logs folder's list
#   audit-drill-en       the audit drill stopped at a planted error
#   course-en            the course screen, the built-in casilleros course, projector on
#   trainer-irregular    casilleros, a card face up in the shoe: a third card chosen instead of the
#                        burn, the feedback (DI1) and the card at the shoe's mouth
#   trainer-claim        Puerto Rico, a player's claim after the result, the inspector called
#                        and the coup voided
# Fails when the window does not open, the app does not finish in time, or a PNG is missing.
# Usage: scripts/screenshot.sh OUTDIR [SIZE…]   (sizes such as 1920x1080; all three by default)
set -euo pipefail
out=${1:?usage: scripts/screenshot.sh OUTDIR [SIZE…]}
shift
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(1280x800 1024x768 1920x1080)
cd "$(dirname "$0")/.."
mkdir -p "$out"
script=screenshot.sh
# shellcheck source=scripts/xvfb-session.sh
source scripts/xvfb-session.sh

suffix=""
shoot() {
    local name=$1$suffix
    shift
    rm -f "$out/$name.png"
    echo "== $name"
    # One more try: a busy machine now and then refuses the first X connection.
    if ! timeout 90 "$bin" --screenshot "$out/$name.png" "$@" 2>&1 | tee "$data/$name.log" &&
        ! timeout 90 "$bin" --screenshot "$out/$name.png" "$@" 2>&1 | tee "$data/$name.log"; then
        echo "screenshot.sh: the app failed for $name" >&2
        exit 1
    fi
    if [ ! -s "$out/$name.png" ]; then
        echo "screenshot.sh: no PNG for $name (did the window open?)" >&2
        exit 1
    fi
}

# The busiest single-hand tables: every seat taken, odd stakes, played up to the payouts.
"$bin" generate --profile punto-banco-pr --seed 4 --focus commission --places 14 \
    --min-stake 0.5 --max-stake 9999 --stake-step 0.5 --out "$data/pr" >/dev/null
"$bin" generate --profile punto-banco-venezia --seed 3 --focus wrong-declaration --places 12 \
    --min-stake 0.5 --max-stake 9999 --stake-step 0.5 --out "$data/ve" >/dev/null
pr=$(ls "$data"/pr/*.ron)
ve=$(ls "$data"/ve/*.ron)
# The canonical actions up to the first `discard` (PR) or the announcement (Venice).
pr_actions=$("$bin" sequence "$pr" | awk '/^discard/ {exit} {print}' | paste -sd ';')
ve_actions=$("$bin" sequence "$ve" | awk '{print} /^announce/ {exit}' | paste -sd ';')

twelve=tests/fixtures/app/cas-twelve-boxes.ron
for size in "${sizes[@]}"; do
    export TALLADOR_WINDOW=$size
    case $size in
        1280x800) suffix="" ;;
        *) suffix="-${size%x*}" ;;
    esac
    shoot trainer-casilleros --scenario "$twelve" --lang es --trainee "Ana Pérez" --select 5 \
        --actions "pay 4; discard 4; pay 7; discard 7; draw 2; draw 3"
    shoot trainer-pr --scenario "$pr" --lang es --trainee "Ana Pérez" --actions "$pr_actions"
    shoot trainer-venezia --scenario "$ve" --lang es --trainee "Ana Pérez" --actions "$ve_actions"
    # The feedback (and its English twin) at the one size the README shows.
    [ "$size" = 1280x800 ] && shoot trainer-feedback --scenario "$twelve" --lang es --trainee "Ana Pérez" --select 5 \
        --actions "pay 4; discard 4; pay 7; discard 7; draw 2; draw 3; draw 5; draw 9; draw 12; collect 3; discard 3; draw 6"
    [ "$size" = 1280x800 ] && shoot trainer-feedback-en --scenario "$twelve" --lang en --trainee "Ana Pérez" --select 5 \
        --actions "pay 4; discard 4; pay 7; discard 7; draw 2; draw 3; draw 5; draw 9; draw 12; collect 3; discard 3; draw 6"
    # One screen per locale: each table in its own country's words.
    [ "$size" = 1280x800 ] && shoot locale-es --scenario tests/fixtures/examples/pr-punto-draws-shoe-passes.ron \
        --lang es --trainee "Ana Pérez" --actions "draw punto; announce punto 8; stand banca"
    [ "$size" = 1280x800 ] && shoot locale-es-AR --scenario "$twelve" --lang es-AR --trainee "Ana Pérez" --select 5 \
        --actions "pay 4; discard 4; pay 7; discard 7; draw 2; draw 3; draw 5; draw 9; draw 12; collect 3; discard 3; draw 6"
    [ "$size" = 1280x800 ] && shoot locale-it --scenario tests/fixtures/examples/ve-no-carta-on-5.ron \
        --lang it --trainee "Ana Pérez" --actions "rien-ne-va-plus; give-cards 1; reveal banca; stand punto"
    shoot trainer-deal --scenario tests/fixtures/examples/cas-banca6-encart.ron --deal --lang es \
        --trainee "Ana Pérez" --select 2 --actions "deal 1; deal 2; deal 3; deal 5; deal banca; deal 1"
    shoot start --lang es --trainee "Ana Pérez"
    shoot summary --scenario scenarios/casilleros/banca-six-encart-draws-for-one-box.ron --exam --lang es \
        --trainee "Ana Pérez" --actions "draw 6; draw 6; encart 1; discard 1; collect 6; discard 6; collect 7; discard 7; draw banca; pay 3; pay 3; discard 3; discard banca"
    shoot inspector --lang es --screen inspector --open scenarios/inspector/pr-wrong-commission.ron
    shoot overview --lang es --screen overview --open tests/fixtures/logs
    shoot review --lang en --screen review --open tests/fixtures/logs/20260506-100000-bruno-diaz-practice.ron
    # The log picker lists the logs the shots above wrote.
    shoot review-picker --lang es --screen review
    shoot audit-drill-en --lang en --screen audit-drill --actions "start;key;key;key;stop"
    shoot course-en --lang en --projector --trainee "Ana Pérez" --screen course
    shoot trainer-irregular --scenario scenarios/casilleros/irregular-face-up-card-burned.ron \
        --lang es --trainee "Ana Pérez" --actions "draw 2"
    shoot trainer-claim --scenario scenarios/punto-banco-pr/irregular-claim-voided.ron \
        --lang en --trainee "Ana Pérez" --actions "announce banca 7 punto 8; call-inspector"
done
grep -h "first frame" "$data"/*.log || true
ls -l "$out"/*.png
