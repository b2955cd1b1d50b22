#!/usr/bin/env bash
# record_test.sh DEMO CHECK_FRAMES_PY SCENARIO [--dimmed] [--check CHECK_PY] —
# records SCENARIO with sheet-sdl-demo --record (offscreen, software renderer, 60 fps
# fixed timestamps) and checks the PNG frames with check_frames.py; also asserts from
# the event log that the sheet was presented. With --check, CHECK_PY (check_live.py or
# check_edges.py) then checks the scenario's own figures (tops, rects, events, the page
# behind) from the frames and the log.
set -u
demo=${1:?usage: record_test.sh DEMO CHECK_FRAMES_PY SCENARIO [--dimmed] [--check CHECK_PY]}
checker=${2:?}
scenario=${3:?}
shift 3
frame_args=()
extra=
while (($#)); do
  case $1 in
    --check) extra=${2:?--check needs a checker}; shift 2 ;;
    *) frame_args+=("$1"); shift ;;
  esac
done
tmp=$(mktemp -d "${TMPDIR:-/tmp}/sheet-record-test.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

fail() {
  echo "FAIL: $*"
  exit 1
}

command -v python3 >/dev/null 2>&1 || fail "python3 is needed to check the frames"
SDL_VIDEODRIVER=dummy "$demo" --record "$tmp/frames" --scenario "$scenario" \
  --log "$tmp/events.log" || fail "the recorder exited with $?"
grep -q -E '^[0-9.]+ (WILL_PRESENT|DID_PRESENT) ' "$tmp/events.log" ||
  fail "no sheet was presented in the recording"
python3 "$checker" "$tmp/frames" 390 844 "${frame_args[@]}" || exit 1
if [[ -n $extra ]]; then
  python3 "$extra" "$scenario" "$tmp/frames" "$tmp/events.log" || exit 1
fi
