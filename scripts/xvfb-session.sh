# Sourced by the screenshot scripts: builds the debug binary, gives the app a fresh data folder,
# starts Xvfb at 1920×1080 on a free display and stops it on exit. Sets `bin`, `data`, DISPLAY.
# Expects `script` (the caller's name, for messages) and the working folder at the repo root.
command -v Xvfb >/dev/null || { echo "$script: Xvfb is not installed (apt-get install xvfb)" >&2; exit 1; }
# TALLADOR_BIN runs another binary (CI: the one the Linux package installed) instead of the build.
if [ -n "${TALLADOR_BIN:-}" ]; then
    bin="$TALLADOR_BIN"
else
    bin="${CARGO_TARGET_DIR:-target}/debug/tallador"
    cargo build --quiet --bin tallador
fi

data=$(mktemp -d)
export TALLADOR_DATA="$data"
unset WAYLAND_DISPLAY
display=""
for number in $(seq 90 120); do
    if [ ! -e "/tmp/.X11-unix/X$number" ] && [ ! -e "/tmp/.X$number-lock" ]; then
        display=":$number"
        break
    fi
done
[ -n "$display" ] || { echo "$script: no free X display" >&2; exit 1; }
Xvfb "$display" -screen 0 1920x1080x24 -nolisten tcp >"$data/xvfb.log" 2>&1 &
xvfb=$!
cleanup() { kill "$xvfb" 2>/dev/null || true; rm -rf "$data"; }
trap cleanup EXIT
for _ in $(seq 50); do
    [ -e "/tmp/.X11-unix/X${display#:}" ] && break
    sleep 0.1
done
export DISPLAY="$display"
