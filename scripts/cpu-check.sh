#!/usr/bin/env bash
# The CPU the real window uses under software GL (Mesa's llvmpipe, no GPU), on a 12-box
# casilleros table at 1280×800: at rest (nothing moves: it must be next to nothing), and while
# the mouse sweeps over the table (xdotool, 20 moves a second). Prints the cores used in each
# phase, from the process's own CPU time (/proc/PID/stat); fails when the window at rest uses
# more than 5 % of a core. Usage: scripts/cpu-check.sh [SECONDS]   (each phase; 10 by default)
set -euo pipefail
seconds=${1:-10}
cd "$(dirname "$0")/.."
script=cpu-check.sh
command -v xdotool >/dev/null || { echo "$script: xdotool is not installed (apt-get install xdotool)" >&2; exit 1; }
# shellcheck source=scripts/xvfb-session.sh
source scripts/xvfb-session.sh
export LIBGL_ALWAYS_SOFTWARE=1 TALLADOR_WINDOW=1280x800

"$bin" --scenario tests/fixtures/app/cas-twelve-boxes.ron --lang es --trainee "Ana Pérez" \
    >"$data/app.log" 2>&1 &
app=$!
trap 'kill "$app" 2>/dev/null || true; cleanup' EXIT
# The window is up once X knows it.
for _ in $(seq 100); do
    window=$(xdotool search --pid "$app" 2>/dev/null | head -n 1 || true)
    [ -n "$window" ] && break
    sleep 0.2
done
[ -n "${window:-}" ] || { echo "$script: the window did not open" >&2; exit 1; }
sleep 3

ticks() { awk '{print $14 + $15}' "/proc/$app/stat"; }
hz=$(getconf CLK_TCK)
cores() { awk -v used="$1" -v hz="$hz" -v secs="$seconds" 'BEGIN { printf "%.2f", used / hz / secs }'; }

before=$(ticks)
sleep "$seconds"
rest=$(( $(ticks) - before ))

before=$(ticks)
end=$(( $(date +%s) + seconds ))
x=200
while [ "$(date +%s)" -lt "$end" ]; do
    x=$(( x >= 900 ? 200 : x + 7 ))
    xdotool mousemove --window "$window" "$x" $(( 250 + (x % 200) ))
    sleep 0.05
done
moving=$(( $(ticks) - before ))

echo "at rest: $(cores "$rest") cores; mouse moving over the table: $(cores "$moving") cores"
awk -v used="$rest" -v hz="$hz" -v secs="$seconds" 'BEGIN { exit !(used / hz / secs <= 0.05) }' \
    || { echo "$script: the window uses CPU at rest" >&2; exit 1; }
