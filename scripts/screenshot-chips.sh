#!/usr/bin/env bash
# Starts the real app (debug build) under Xvfb and writes PNGs of money as the dealer handles
# it (procedures.md section 7), at 1024×768 and 1920×1080 by default:
#   trainer-boxes        examples.md's worked shoe at the marking house profile `pr-marked`,
#                        round 2 paid and marked: seat 2's box holds 7.00, seat 5's 0.50
#   trainer-chip-tray    paying with chips: the chip tray open on seat 3's Punto payout of 20,
#                        two 5s and ten 1s cut
#   trainer-chips-feedback  that payout paid: right, and the fewest chips shown (four 5s)
#   quiz-cut-payout      the quick drill "Cut the payout", three chips cut, then (-wrong) an
#                        answer of one chip, with the reason and its working
#   quiz-colour-up       that drill's second item (seed 1): a stack of 1s and 0.25s to colour
#                        up, then (-wrong) answered with one 5, the reason counting the stack
#
# Usage: scripts/screenshot-chips.sh OUTDIR [SIZE…]   (sizes such as 1920x1080)
set -euo pipefail
out=${1:?usage: scripts/screenshot-chips.sh OUTDIR [SIZE…]}
shift
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(1024x768 1920x1080)
cd "$(dirname "$0")/.."
mkdir -p "$out"
script=screenshot-chips.sh
# shellcheck source=scripts/xvfb-session.sh
source scripts/xvfb-session.sh

shoot() {
    local name=$1
    shift
    rm -f "$out/$name.png"
    echo "== $name"
    # A data folder of its own: a quiz's items follow the history the shots before it left.
    export TALLADOR_DATA="$data/$name"
    mkdir -p "$TALLADOR_DATA"
    if ! timeout 90 "$bin" --screenshot "$out/$name.png" "$@" 2>&1 | tee "$data/$name.log" &&
        ! timeout 90 "$bin" --screenshot "$out/$name.png" "$@" 2>&1 | tee "$data/$name.log"; then
        echo "$script: the app failed for $name" >&2
        exit 1
    fi
    [ -s "$out/$name.png" ] || { echo "$script: no PNG for $name" >&2; exit 1; }
}

shoe=tests/fixtures/commission-box/pr-marked-shoe.ron
marks="announce banca 9 punto 5; collect 5; pay 2; commission 2 5.00; discard all; announce banca 8 punto 7; pay 2; commission 2 2.00; pay 5; commission 5 0.50"
pr=tests/fixtures/examples/pr-punto-draws-shoe-passes.ron
up_to_the_pay="draw punto; announce punto 8; draw banca; announce banca 7 punto 8; collect 6"
for size in "${sizes[@]}"; do
    export TALLADOR_WINDOW=$size
    suffix="-${size%x*}"
    shoot "trainer-boxes$suffix" --profiles assets/house-profiles --scenario "$shoe" --lang es \
        --trainee "Ana Pérez" --actions "$marks"
    shoot "trainer-chip-tray$suffix" --chips --scenario "$pr" --lang es --trainee "Ana Pérez" \
        --actions "$up_to_the_pay; tray 3 2x5 10x1"
    shoot "trainer-chips-feedback$suffix" --chips --scenario "$pr" --lang es --trainee "Ana Pérez" \
        --actions "$up_to_the_pay; pay 3 2x5 10x1"
    shoot "quiz-cut-payout$suffix" --lang es --trainee "Ana Pérez" --quiz "cut-payout:343"
    shoot "quiz-cut-payout-wrong$suffix" --lang es --trainee "Ana Pérez" --quiz "cut-payout:3|"
    shoot "quiz-colour-up$suffix" --lang es --trainee "Ana Pérez" --quiz "cut-payout:3||"
    shoot "quiz-colour-up-wrong$suffix" --lang es --trainee "Ana Pérez" --quiz "cut-payout:3||3|"
done
ls -l "$out"/trainer-boxes*.png "$out"/trainer-chip*.png "$out"/quiz-cut-payout*.png \
    "$out"/quiz-colour-up*.png
