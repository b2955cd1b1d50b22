#!/usr/bin/env bash
# x11_pointer_test.sh DEMO — drives sheet-sdl-demo with the real X pointer.
#
# Starts Xvfb, runs the demo on it in container mode with --log, and with xdotool:
# presses on the sheet, drags it down fast and lets go (the sheet must be dragged and
# dismissed, reason FLING or DRAG); presses P to present it again; clicks the dimmed
# backdrop (dismissed, reason BACKDROP_TAP); presses Q (the demo exits 0). Everything
# is asserted from the demo's event log. When Xvfb cannot start, the test fails.
set -u

demo=${1:?usage: x11_pointer_test.sh DEMO}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/sheet-x11-test.XXXXXX")
log=$tmp/events.log
xvfb_pid=
demo_pid=

cleanup() {
  if [[ -n $demo_pid ]] && kill -0 "$demo_pid" 2>/dev/null; then
    kill "$demo_pid" 2>/dev/null
    wait "$demo_pid" 2>/dev/null
  fi
  if [[ -n $xvfb_pid ]] && kill -0 "$xvfb_pid" 2>/dev/null; then
    kill "$xvfb_pid" 2>/dev/null
    wait "$xvfb_pid" 2>/dev/null
  fi
  rm -rf "$tmp"
}
trap cleanup EXIT

fail() {
  echo "FAIL: $*"
  if [[ -s $log ]]; then
    echo "event log:"
    sed 's/^/  /' "$log"
  fi
  if [[ -s $tmp/demo.err ]]; then
    echo "demo stderr:"
    sed 's/^/  /' "$tmp/demo.err"
  fi
  exit 1
}

# wait_for SECONDS PATTERN [COUNT]: until the log has COUNT lines matching PATTERN.
wait_for() {
  local deadline=$((SECONDS + $1)) pattern=$2 count=${3:-1} n
  while ((SECONDS < deadline)); do
    n=$(grep -c -E -- "$pattern" "$log" 2>/dev/null)
    if ((${n:-0} >= count)); then return 0; fi
    if [[ -n $demo_pid ]] && ! kill -0 "$demo_pid" 2>/dev/null; then return 1; fi
    sleep 0.05
  done
  return 1
}

for tool in Xvfb xdotool xdpyinfo; do
  command -v "$tool" >/dev/null 2>&1 ||
    fail "$tool is not installed (Debian: xvfb xdotool x11-utils); cannot run the X11 test"
done
[[ -x $demo ]] || fail "demo binary $demo not found"

# A display number nobody uses.
display=
for n in 99 98 97 96 95 94 93 92 91 90; do
  if [[ ! -e /tmp/.X$n-lock && ! -e /tmp/.X11-unix/X$n ]]; then
    display=:$n
    break
  fi
done
[[ -n $display ]] || fail "no free X display number in :90..:99"

Xvfb "$display" -screen 0 1280x1024x24 -nolisten tcp >"$tmp/xvfb.log" 2>&1 &
xvfb_pid=$!
up=0
for _ in $(seq 1 100); do
  if DISPLAY=$display xdpyinfo >/dev/null 2>&1; then
    up=1
    break
  fi
  kill -0 "$xvfb_pid" 2>/dev/null || break
  sleep 0.1
done
if ((!up)); then
  echo "Xvfb output:"
  sed 's/^/  /' "$tmp/xvfb.log"
  fail "Xvfb could not start on $display"
fi
export DISPLAY=$display
echo "Xvfb running on $DISPLAY"

SDL_RENDER_DRIVER=software "$demo" --mode container --log "$log" --window 900x940 \
  --quit-after 55 >"$tmp/demo.out" 2>"$tmp/demo.err" &
demo_pid=$!

wait_for 20 '^[0-9.]+ DID_PRESENT .*kind=container' || fail "the sheet was not presented"
wait_for 5 '^# layout ' || fail "the demo logged no layout"
wid=$(timeout 10 xdotool search --sync --onlyvisible --name 'libsheet SDL demo' | head -n 1)
[[ -n $wid ]] || fail "the demo's window was not found"

layout=$(grep '^# layout ' "$log" | tail -n 1)
lx=$(sed -E 's/.* x=([-0-9.]+).*/\1/' <<<"$layout")
ly=$(sed -E 's/.* y=([-0-9.]+).*/\1/' <<<"$layout")
ls=$(sed -E 's/.* scale=([0-9.]+).*/\1/' <<<"$layout")
top=$(grep -E '^[0-9.]+ DID_PRESENT .*kind=container' "$log" | tail -n 1 | sed -E 's/.* top=([0-9.]+).*/\1/')
echo "window $wid, viewport at ($lx, $ly) scale $ls, sheet top $top pt"

# point X Y -> window coordinates of viewport point (X, Y)
point() { awk -v x="$1" -v y="$2" -v ox="$lx" -v oy="$ly" -v s="$ls" \
  'BEGIN { printf "%d %d", ox + x * s, oy + y * s }'; }

read -r sx sy < <(point 195 "$(awk -v t="$top" 'BEGIN { print t + 56 }')")
xdotool mousemove --window "$wid" "$sx" "$sy"
sleep 0.2
moves=()
for i in $(seq 1 14); do
  moves+=(mousemove --window "$wid" "$sx" $((sy + i * 26)) sleep 0.012)
done
xdotool mousedown 1 sleep 0.03 "${moves[@]}" mouseup 1

wait_for 10 '^[0-9.]+ DID_DISMISS .*kind=container.*reason=(FLING|DRAG)' ||
  fail "the drag did not dismiss the sheet (DID_DISMISS reason FLING or DRAG)"
grep -q -E '^[0-9.]+ DRAG_BEGAN .*kind=container' "$log" || fail "no DRAG_BEGAN"
grep -q -E '^[0-9.]+ DRAG_ENDED .*kind=container.*detent=-1.*reason=(FLING|DRAG)' "$log" ||
  fail "no DRAG_ENDED that dismisses"
echo "dragged and dismissed: $(grep -E '^[0-9.]+ DID_DISMISS' "$log" | tail -n 1)"

# P presents it again (keys go to the window under the pointer: Xvfb runs no window
# manager, so focus follows the pointer; windowfocus makes sure).
xdotool windowfocus "$wid" 2>/dev/null || true
sleep 0.1
xdotool key p
wait_for 10 '^[0-9.]+ DID_PRESENT .*kind=container' 2 || fail "P did not present the sheet again"
top=$(grep -E '^[0-9.]+ DID_PRESENT .*kind=container' "$log" | tail -n 1 | sed -E 's/.* top=([0-9.]+).*/\1/')
echo "presented again, top $top pt"

read -r bx by < <(point 195 "$(awk -v t="$top" 'BEGIN { y = t / 2; if (y < 120) y = 120; print y }')")
xdotool mousemove --window "$wid" "$bx" "$by" sleep 0.1 click 1
wait_for 10 '^[0-9.]+ DID_DISMISS .*kind=container.*reason=BACKDROP_TAP' ||
  fail "a click on the backdrop did not dismiss the sheet (DID_DISMISS reason BACKDROP_TAP)"
echo "backdrop tap dismissed it"

xdotool key q
for _ in $(seq 1 50); do
  kill -0 "$demo_pid" 2>/dev/null || break
  sleep 0.1
done
if kill -0 "$demo_pid" 2>/dev/null; then fail "Q did not quit the demo"; fi
wait "$demo_pid"
rc=$?
demo_pid=
((rc == 0)) || fail "the demo exited with $rc"
echo "PASS: presented, dragged, dismissed (drag/fling), presented by key, dismissed by backdrop tap"
