#!/usr/bin/env bash
# Screenshots of exams and certification (docs/instructor.md, "Exams and certification"), from the real app
# (debug build) under Xvfb, at 1280×800 (NAME.png), 1024×768 (NAME-1024.png), 1920×1080
# (NAME-1920.png):
#   exam-result    the result of the casilleros table test, failed on the money limit (a
#                  collect for a pay), each criterion and how it was met
#   certificate    the register tab after "Collect and seal", and the certificate's preview
#                  (the same page as the HTML for the browser's print)
# An instructor key is made in the run's own data folder; the fixture paper is signed with it
# (its attempts raised to 9, for the runs at every size).
# Usage: scripts/screenshot-exam.sh OUTDIR [SIZE…]
set -euo pipefail
out=${1:?usage: scripts/screenshot-exam.sh OUTDIR [SIZE…]}
shift
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(1280x800 1024x768 1920x1080)
cd "$(dirname "$0")/.."
mkdir -p "$out"
script=screenshot-exam.sh
# shellcheck source=scripts/xvfb-session.sh
source scripts/xvfb-session.sh

export TALLADOR_INSTRUCTOR="$data/instructor"
"$bin" instructor init --name "Marta Ruiz" >/dev/null
mkdir -p "$data/school/exams" "$data/school/examples"
cp tests/fixtures/examples/*.ron "$data/school/examples/"
sed 's/attempts: 3/attempts: 9/' tests/fixtures/exams/casilleros-table-test.ron \
    >"$data/school/exams/casilleros-table-test.ron"
paper="$data/school/exams/casilleros-table-test.ron"
"$bin" instructor sign "$paper" >/dev/null
logs="$data/logs"

run() {
    local png=$1
    shift
    if ! timeout 90 "$bin" --screenshot "$png" "$@" >"$data/run.log" 2>&1 &&
        ! timeout 90 "$bin" --screenshot "$png" "$@" >"$data/run.log" 2>&1; then
        cat "$data/run.log" >&2
        echo "$script: the app failed for $png" >&2
        exit 1
    fi
    [ -s "$png" ] || { echo "$script: no PNG $png" >&2; exit 1; }
}

# A first attempt, left at once: its log holds the exam's situations as one scenario, whose
# canonical actions `tallador sequence` prints. That log is removed again.
run "$data/dry.png" --exam "$paper" --trainee "Dora Paz" --lang es
dry=$(ls "$logs"/*.ron)
python3 - "$dry" "$data/exam-scenario.ron" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
scenario = re.search(r'scenario: r#"(.*?)"#', text, re.S).group(1)
open(sys.argv[2], "w", encoding="utf-8").write(scenario)
PY
rm "$dry"
right=$("$bin" sequence "$data/exam-scenario.ron" | grep -v -E '^(#|result |round )' | sed '/^$/d' | paste -sd ';')
# The first payout answered with a collect: one money mistake.
wrong=$(echo "$right" | sed -E 's/(^|;)pay ([0-9]+)[^;]*/\1collect \2/')

for size in "${sizes[@]}"; do
    export TALLADOR_WINDOW=$size
    case $size in
        1280x800) suffix="" ;;
        *) suffix="-${size%x*}" ;;
    esac
    echo "== exam-result$suffix"
    run "$out/exam-result$suffix.png" --exam "$paper" --trainee "Dora Paz" --lang es --actions "$wrong"
done
# The pass, then the register: collect and seal, the certificate.
unset TALLADOR_WINDOW
run "$data/pass.png" --exam "$paper" --trainee "Dora Paz" --lang es --actions "$right"
for size in "${sizes[@]}"; do
    export TALLADOR_WINDOW=$size
    case $size in
        1280x800) suffix="" ;;
        *) suffix="-${size%x*}" ;;
    esac
    echo "== certificate$suffix"
    # Sealed once, at the first size; the later runs find the logs sealed already.
    run "$out/certificate$suffix.png" --lang es --screen overview --open "$logs" \
        --actions "register;seal;certificate"
done
ls "$logs"
ls -l "$out"/exam-result*.png "$out"/certificate*.png
