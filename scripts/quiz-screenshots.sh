#!/usr/bin/env bash
# Starts the real app (debug build) under Xvfb and writes PNGs of the quiz screen:
#   OUTDIR/quiz-menu.png         the drill menu
#   OUTDIR/quiz-third-card.png   a draw-or-stand question after two answers
#   OUTDIR/quiz-mistake.png      a wrong answer: the right one, the rule and the reason
#   OUTDIR/quiz-payout.png       a payout being typed
#   OUTDIR/quiz-box-order.png    the box-order table, one box picked
#   OUTDIR/quiz-deal-en.png      the deal drill, in English
#   OUTDIR/quiz-what-now.png     "What now?": an irregular moment, a wrong remedy and the reason
#   OUTDIR/quiz-results.png      the results of a round of 50
#   OUTDIR/quiz-map.png          the tableau map after that round
# Each at 1280×800 (NAME.png), 1024×768 (NAME-1024.png) and 1920×1080 (NAME-1920.png), and the
# drill and the mistake also with the projector setting (NAME-projector[-SIZE].png).
# Fails when the window does not open, the app does not finish in time, or a PNG is missing.
# Usage: scripts/quiz-screenshots.sh OUTDIR [SIZE…]   (sizes such as 1920x1080; all three by default)
set -euo pipefail
out=${1:?usage: scripts/quiz-screenshots.sh OUTDIR [SIZE…]}
shift
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(1280x800 1024x768 1920x1080)
cd "$(dirname "$0")/.."
mkdir -p "$out"
script=quiz-screenshots.sh
# shellcheck source=scripts/xvfb-session.sh
source scripts/xvfb-session.sh

suffix=""
shoot() {
    local name=$1$suffix
    shift
    rm -f "$out/$name.png"
    echo "== $name"
    if ! timeout 120 "$bin" --screenshot "$out/$name.png" --trainee "Ana Pérez" "$@" 2>&1 | tee "$data/$name.log"; then
        echo "quiz-screenshots.sh: the app failed for $name" >&2
        exit 1
    fi
    if [ ! -s "$out/$name.png" ]; then
        echo "quiz-screenshots.sh: no PNG for $name (did the window open?)" >&2
        exit 1
    fi
}

keys=$(printf 'd|s|%.0s' $(seq 25))
for size in "${sizes[@]}"; do
    export TALLADOR_WINDOW=$size
    case $size in
        1280x800) suffix="" ;;
        *) suffix="-${size%x*}" ;;
    esac
    shoot quiz-menu --lang es --quiz menu
    shoot quiz-third-card --lang es --quiz "third-card:ds"
    shoot quiz-mistake --lang es --quiz "third-card:dddd"
    shoot quiz-payout --lang es --quiz "payouts:24,2"
    shoot quiz-box-order --lang es --quiz "box-order:8"
    shoot quiz-deal-en --lang en --quiz "deal:"
    shoot quiz-what-now --lang es --quiz "what-now:5"
    # A round of 50 (D, Enter, S, Enter, …) ends on the results; the map reads the history it
    # left.
    shoot quiz-results --lang es --quiz "third-card:${keys%|}"
    shoot quiz-map --lang es --quiz map
    base=$suffix
    suffix="-projector$base"
    shoot quiz-mistake --lang es --projector --quiz "third-card:dddd"
    shoot quiz-box-order --lang es --projector --quiz "box-order:8"
    suffix=$base
done
ls -l "$out"/quiz-*.png
