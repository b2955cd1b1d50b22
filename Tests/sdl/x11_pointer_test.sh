#!/usr/bin/env bash
# x11_pointer_test.sh DEMO — drives sheet-sdl-demo with the real X pointer.
#
# Starts Xvfb, runs the demo on it in container mode with --log, and with xdotool:
# presses on the sheet, drags it down fast and lets go (the sheet must be dragged and
# dismissed, reason FLING or DRAG); presses P to present it again; clicks the dimmed
# backdrop (dismissed, reason BACKDROP_TAP). Then the basket (key 5): clicks "Add item"
# on the sheet (its detent grows to 314 points); drags it down (DISMISS_REQUESTED, no
# WILL_DISMISS) and clicks Keep on the demo's prompt; clicks the backdrop (asked again,
# BACKDROP_TAP) and clicks Discard (now it is dismissed); presents it again (its saved
# item: 250 points), adds an item with A and presses D (asked, ACCESSIBILITY), answers N
# (kept). Then the form (key 6): clicks its field (focus), types on the X keyboard (the
# text arrives whole), presses Esc (the keyboard goes, no back), holds Esc down for
# 0.8 s (a back gesture begun and committed: WILL_DISMISS and DID_DISMISS reason BACK).
# Then the settings side sheet (key 7): at the right (rect 70/47/320/763), dragged right
# off the screen (dismissed). Then maps (key 2) and W: the window grows for the tablet's
# viewport (a new layout, 1180 x 820), the maps sheet is a floating card (16, 584, 320 x
# 200) and a drag up on it raises it (DETENT_CHANGED 0 -> 1); W again: the phone's
# layout, with no event of the sheet. Presses Q (the demo exits 0). Everything is asserted from the demo's event log. When
# Xvfb cannot start, the test fails.
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
  --quit-after 80 >"$tmp/demo.out" 2>"$tmp/demo.err" &
demo_pid=$!

wait_for 20 '^[0-9.]+ DID_PRESENT .*kind=container' || fail "the sheet was not presented"
wait_for 5 '^# layout ' || fail "the demo logged no layout"
wid=$(timeout 10 xdotool search --sync --onlyvisible --name 'libsheet SDL demo' | head -n 1)
[[ -n $wid ]] || fail "the demo's window was not found"

# read_layout: the viewport's place in the window, as last logged.
read_layout() {
  local layout
  layout=$(grep '^# layout ' "$log" | tail -n 1)
  lx=$(sed -E 's/.* x=([-0-9.]+).*/\1/' <<<"$layout")
  ly=$(sed -E 's/.* y=([-0-9.]+).*/\1/' <<<"$layout")
  ls=$(sed -E 's/.* scale=([0-9.]+).*/\1/' <<<"$layout")
}
read_layout
top=$(grep -E '^[0-9.]+ DID_PRESENT .*kind=container' "$log" | tail -n 1 | sed -E 's/.* top=([0-9.]+).*/\1/')
echo "window $wid, viewport at ($lx, $ly) scale $ls, sheet top $top pt"

# point X Y -> window coordinates of viewport point (X, Y)
point() { awk -v x="$1" -v y="$2" -v ox="$lx" -v oy="$ly" -v s="$ls" \
  'BEGIN { printf "%d %d", ox + x * s, oy + y * s }'; }

# drag X Y DX DY: presses at viewport point (X, Y), moves by (DX, DY) viewport points in
# 14 steps, lets go.
drag() {
  local sx sy ex ey i moves=()
  read -r sx sy < <(point "$1" "$2")
  read -r ex ey < <(point "$(awk -v a="$1" -v b="$3" 'BEGIN { print a + b }')" \
    "$(awk -v a="$2" -v b="$4" 'BEGIN { print a + b }')")
  xdotool mousemove --window "$wid" "$sx" "$sy"
  sleep 0.2
  for i in $(seq 1 14); do
    moves+=(mousemove --window "$wid" $((sx + (ex - sx) * i / 14)) $((sy + (ey - sy) * i / 14))
      sleep 0.03)
  done
  xdotool mousedown 1 sleep 0.03 "${moves[@]}" sleep 0.2 mouseup 1
}

# drag_down X Y: presses at viewport point (X, Y), moves 14 x 26 pixels down fast, lets go.
drag_down() {
  local sx sy i moves=()
  read -r sx sy < <(point "$1" "$2")
  xdotool mousemove --window "$wid" "$sx" "$sy"
  sleep 0.2
  for i in $(seq 1 14); do
    moves+=(mousemove --window "$wid" "$sx" $((sy + i * 26)) sleep 0.012)
  done
  xdotool mousedown 1 sleep 0.03 "${moves[@]}" mouseup 1
}

# click X Y: a click at viewport point (X, Y).
click() {
  local cx cy
  read -r cx cy < <(point "$1" "$2")
  xdotool mousemove --window "$wid" "$cx" "$cy" sleep 0.1 click 1
}

drag_down 195 "$(awk -v t="$top" 'BEGIN { print t + 56 }')"

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

click 195 "$(awk -v t="$top" 'BEGIN { y = t / 2; if (y < 120) y = 120; print y }')"
wait_for 10 '^[0-9.]+ DID_DISMISS .*kind=container.*reason=BACKDROP_TAP' ||
  fail "a click on the backdrop did not dismiss the sheet (DID_DISMISS reason BACKDROP_TAP)"
echo "backdrop tap dismissed it"

# The basket: opened at its items' detent, 140 + 64 * items + 12 + 34 points tall
# (examples/sdl-demo/demo.h's BASKET_*). The demo's prompt is a 300 x 178 card centred
# between the safe areas (y 428.5); Keep and Discard are 126 x 44 along its bottom.
keep_x=124 discard_x=266 prompt_button_y=479.5
xdotool key 5
wait_for 10 '^[0-9.]+ DID_PRESENT .*kind=basket.*detent=1.* top=594\.0' ||
  fail "key 5 did not open the basket at its one-item detent (top 594)"
sleep 0.3
read_layout
echo "basket open at top 594 pt; viewport at ($lx, $ly) scale $ls"

click 91 $((594 + 106))
wait_for 10 '^# basket items=2 unsaved=1 height=314$' ||
  fail "a click on Add item did not give the basket a second item (detent 314 pt)"
sleep 0.8
echo "Add item: the open basket grows to 314 pt (top 530)"

drag_down 200 $((530 + 30))
wait_for 10 '^[0-9.]+ DISMISS_REQUESTED .*kind=basket.*reason=(DRAG|FLING)' ||
  fail "the drag did not ask to dismiss the basket (DISMISS_REQUESTED, DRAG or FLING)"
grep -q -E '^[0-9.]+ DRAG_ENDED .*kind=basket detent=0 .*reason=(DRAG|FLING)' "$log" ||
  fail "the drag did not end at the basket's peek (DRAG_ENDED detent 0)"
wait_for 5 '^# prompt discard\? reason=(DRAG|FLING)$' || fail "the demo did not put up its prompt"
sleep 0.4
click $keep_x $prompt_button_y
wait_for 5 '^# prompt keep$' || fail "a click on Keep did not answer the prompt"
echo "the drag asked first; Keep kept it"

click 195 300
wait_for 10 '^[0-9.]+ DISMISS_REQUESTED .*kind=basket.*reason=BACKDROP_TAP' ||
  fail "a backdrop click did not ask to dismiss the basket (DISMISS_REQUESTED BACKDROP_TAP)"
if grep -q -E '^[0-9.]+ WILL_DISMISS .*kind=basket' "$log"; then
  fail "the basket began to leave before the prompt was answered"
fi
sleep 0.3
click $discard_x $prompt_button_y
wait_for 10 '^[0-9.]+ DID_DISMISS .*kind=basket.*reason=PROGRAMMATIC' ||
  fail "Discard did not dismiss the basket (DID_DISMISS PROGRAMMATIC)"
grep -q '^# prompt discard$' "$log" || fail "no Discard in the log"
echo "the backdrop tap asked too; Discard dismissed it"

xdotool key p
wait_for 10 '^[0-9.]+ DID_PRESENT .*kind=basket.*top=594\.0' 2 ||
  fail "P did not reopen the basket with its saved item (top 594)"
xdotool key a
wait_for 5 '^# basket items=2 unsaved=1 height=314$' 2 || fail "A did not add an item"
sleep 0.7
xdotool key d
wait_for 10 '^[0-9.]+ DISMISS_REQUESTED .*kind=basket.*reason=ACCESSIBILITY' ||
  fail "D did not ask to dismiss the basket (DISMISS_REQUESTED ACCESSIBILITY)"
xdotool key n
wait_for 5 '^# prompt keep$' 2 || fail "N did not answer Keep"
sleep 0.3
if [[ $(grep -c -E '^[0-9.]+ WILL_DISMISS .*kind=basket' "$log") != 1 ]]; then
  fail "the basket left again after Keep"
fi
echo "D asked as well; N kept it"

# The form: opened at its 330-point peek (top 514); its field is 48 points tall at 152
# points from the sheet's top (examples/sdl-demo/demo.h's FORM_*).
xdotool key 6
wait_for 10 '^[0-9.]+ DID_PRESENT .*kind=form.*detent=0.* top=514\.0' ||
  fail "key 6 did not open the form at its peek (top 514)"
sleep 0.3
read_layout
click 195 $((514 + 152 + 24))
wait_for 5 '^# field focus$' || fail "a click on the field did not give it focus"
sleep 0.5
xdotool type --delay 40 'Hi Ana, 8?'
wait_for 10 '^# form text=Hi Ana, 8\?$' || fail "what was typed did not reach the field"
xdotool key Escape
wait_for 5 '^# field blur$' || fail "Esc did not close the keyboard"
sleep 0.6
if grep -q '^# back ' "$log"; then fail "Esc with the keyboard up went back"; fi
echo "the field took focus and 'Hi Ana, 8?'; Esc closed the keyboard first"

xdotool keydown Escape
sleep 0.8
xdotool keyup Escape
wait_for 10 '^[0-9.]+ DID_DISMISS .*kind=form.*reason=BACK' ||
  fail "Esc held did not dismiss the form (DID_DISMISS reason BACK)"
grep -q '^# back begin$' "$log" || fail "no back gesture began while Esc was held"
grep -q -E '^# back commit progress=1\.00 ' "$log" ||
  fail "the held Esc was not committed at full progress"
grep -q -E '^[0-9.]+ WILL_DISMISS .*kind=form.*reason=BACK' "$log" ||
  fail "no WILL_DISMISS reason BACK"
echo "Esc held: a back gesture, committed; the form left with reason BACK"

# The settings side sheet: 320 points wide at the right edge, between the safe areas.
xdotool key 7
wait_for 10 '^[0-9.]+ DID_PRESENT .*kind=settings.* edge=trailing rect=70\.0/47\.0/320\.0/763\.0' ||
  fail "key 7 did not present the settings sheet at the right (rect 70/47/320/763)"
sleep 0.3
read_layout
drag 110 400 300 0
wait_for 10 '^[0-9.]+ DID_DISMISS .*kind=settings.*reason=(DRAG|FLING)' ||
  fail "a drag to the right did not dismiss the side sheet"
grep -q -E '^[0-9.]+ DRAG_BEGAN .*kind=settings' "$log" || fail "the side sheet took no drag"
echo "the side sheet came in at the right and a drag to the right dismissed it"

# W: the tablet's viewport; the window follows and the maps sheet becomes a card.
xdotool key 2
wait_for 10 '^[0-9.]+ DID_PRESENT .*kind=maps.*detent=0' || fail "key 2 did not present maps"
sleep 0.3
read -r phone_w phone_h < <(xdotool getwindowgeometry --shell "$wid" |
  awk -F= '/^WIDTH/ { w = $2 } /^HEIGHT/ { h = $2 } END { print w, h }')
events_before=$(grep -c -E '^[0-9.]+ [A-Z_]+ .*kind=maps' "$log")
xdotool key w
wait_for 5 '^# viewport 1180x820 safe=24/20 wide$' || fail "W did not set the tablet's viewport"
wait_for 5 '^# layout .* vw=1180 vh=820$' || fail "the window shows no layout of the tablet"
sleep 1.0
read_layout
read -r tablet_w tablet_h < <(xdotool getwindowgeometry --shell "$wid" |
  awk -F= '/^WIDTH/ { w = $2 } /^HEIGHT/ { h = $2 } END { print w, h }')
((tablet_w > phone_w)) || fail "the window did not grow for the tablet ($phone_w -> $tablet_w)"
if [[ $(grep -c -E '^[0-9.]+ [A-Z_]+ .*kind=maps' "$log") != "$events_before" ]]; then
  fail "the viewport change sent an event of the maps sheet"
fi
echo "W: the window grew from ${phone_w}x$phone_h to ${tablet_w}x$tablet_h; viewport at ($lx, $ly) scale $ls"
drag 176 594 0 -400
wait_for 10 '^[0-9.]+ DETENT_CHANGED .*kind=maps detent=1 from=0 .* edge=bottom rect=16\.0/' ||
  fail "a drag up on the floating card (x 16) did not raise it to detent 1"
sleep 0.8
xdotool key w
wait_for 5 '^# viewport 390x844 safe=47/34 compact$' || fail "W did not go back to the phone"
wait_for 5 '^# layout .* vw=390 vh=844$' 2 || fail "the window shows no layout of the phone again"
sleep 0.8
if grep -q -E '^[0-9.]+ (WILL_DISMISS|DID_DISMISS|TRANSITION_CANCELLED) .*kind=maps' "$log"; then
  fail "the maps sheet was dismissed across the viewport changes"
fi
if [[ $(grep -c -E '^[0-9.]+ DETENT_CHANGED .*kind=maps' "$log") != 1 ]]; then
  fail "the viewport changes changed the maps sheet's detent"
fi
echo "the card was raised on the tablet; back on the phone, at its detent, without events"

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
echo "PASS: presented, dragged, dismissed (drag/fling), presented by key, dismissed by backdrop tap;" \
  "basket grew, asked on drag, backdrop tap and D, kept and discarded;" \
  "form typed into, keyboard closed by Esc, dismissed by a held Esc (BACK);" \
  "side sheet dragged out; the window resized for the tablet, its floating card raised"
