#!/usr/bin/env python3
"""check_live.py SCENARIO DIR EVENTS_LOG

Checks a recording of sheet-sdl-demo --record of a live sheet against the figures the
demo and the engine promise, from DIR/frames.txt (each frame's sheet tops and states,
and the page behind's scale/offset/radius), the PNG frames and the demo's event log:

  basket       the basket's sheet rests at 844 - (140 + 64 n + 12 + 34) for n = 1..4 as
               items are added, rising without overshoot; a drag that would dismiss it
               and a backdrop tap queue DISMISS_REQUESTED (type 12: reasons DRAG, then
               BACKDROP_TAP) and no WILL_DISMISS until Discard is answered; the sheet
               rests at its 140-point peek meanwhile; the prompt is drawn while asked;
               Discard dismisses (PROGRAMMATIC) and the reopened basket has its saved item.
  basket-full  past the screen, the items' detent is clamped to the available height
               (top 47 = safe_top, never above); nine items rest at 82 before and after.
  recede       the page behind is identity until B, fully receded (26 points narrower:
               scale 364/390, top at 47 + 14 = 61, radius 8) at rest, the three figures
               in step in every frame, and flat again once hidden and after B again;
               the pixels outside the receded page are black.

Prints 'N passed, N failed' and exits non-zero on any failure.
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_frames import pixels, read_png, rgb_at  # noqa: E402

VIEWPORT_H, SAFE_TOP, SAFE_BOTTOM = 844.0, 47.0, 34.0
# The demo's basket (examples/sdl-demo/demo.h): peek, list top, row, list bottom.
PEEK, LIST_TOP, ROW, LIST_BOTTOM = 140.0, 140.0, 64.0, 12.0

failures = []
passes = 0


def check(cond, message):
    global passes
    if cond:
        passes += 1
    else:
        failures.append(message)
        print("FAIL: " + message)


def basket_top(items):
    height = LIST_TOP + ROW * items + LIST_BOTTOM + SAFE_BOTTOM
    return VIEWPORT_H - min(height, VIEWPORT_H - SAFE_TOP)


def read_frames(folder):
    frames = []
    with open(os.path.join(folder, "frames.txt")) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            parts = line.split()
            frame = {"name": parts[0], "t": float(parts[1]), "sheets": [], "bg": None,
                     "kb": None, "main": None, "field": None}
            for p in parts[2:]:
                key, value = p.split("=", 1)
                if key == "bg":
                    frame["bg"] = tuple(float(v) for v in value.split("/"))
                elif key == "kb":
                    frame["kb"] = float(value)
                elif key == "main":
                    scale, offset, footer = (float(v) for v in value.split("/"))
                    frame["main"] = {"scale": scale, "offset": offset, "footer": footer}
                elif key == "field":
                    x, y, w, h, focused = value.split("/")
                    frame["field"] = {"x": float(x), "y": float(y), "w": float(w),
                                      "h": float(h), "focused": focused == "1"}
                else:
                    top, state = value.split("/")
                    frame["sheets"].append((float(top), int(state)))
            frames.append(frame)
    return frames


def read_log(path):
    """[(kind, fields)]: ('event', {'type':…, 'reason':…, …}) or ('note', text)."""
    entries = []
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("# "):
                entries.append(("note", line[2:]))
                continue
            m = re.match(r"^([0-9.]+) (\S+) (.*)$", line)
            if not m:
                continue
            fields = dict(kv.split("=", 1) for kv in m.group(3).split())
            fields["time"] = float(m.group(1))
            fields["type"] = m.group(2)
            entries.append(("event", fields))
    return entries


def frame_at(frames, t):
    return min(frames, key=lambda fr: abs(fr["t"] - t))


def resting_tops(frames, sheet=0):
    """The tops sheet `sheet` rested at, in order, repeats of one rest merged."""
    tops = []
    for fr in frames:
        top, state = fr["sheets"][sheet]
        if state == 2 and (not tops or abs(tops[-1] - top) > 0.005):
            tops.append(top)
    return tops


def pixel(folder, fr, x, y):
    w, h, color, raw = read_png(os.path.join(folder, fr["name"]))
    rows, bpp = pixels(w, h, color, raw)
    return rgb_at(rows, bpp, x, y)


def near(rgb, want, tolerance):
    return all(abs(a - b) <= tolerance for a, b in zip(rgb, want))


def check_basket(folder, frames, log):
    expected = [basket_top(n) for n in (1, 2, 3, 4)] + [VIEWPORT_H - PEEK, basket_top(1)]
    tops = resting_tops(frames)
    check([round(t, 2) for t in tops] == [round(t, 2) for t in expected],
          "resting tops %s (one to four items, the peek after asking, reopened), got %s"
          % (expected, tops))

    # Each item added while open: from the first frame after the tap to the next rest,
    # the top only rises (the settle spring is critically damped).
    for n, start in ((2, 0.90), (3, 1.60), (4, 2.30)):
        window = [fr["sheets"][0] for fr in frames if start <= fr["t"] <= start + 0.65]
        rising = all(b[0] <= a[0] + 0.005 for a, b in zip(window, window[1:]))
        check(window and window[0][0] == basket_top(n - 1) and rising
              and window[-1] == (basket_top(n), 2),
              "item %d added at %.2f s: top rises from %.0f to %.0f and rests (got %s .. %s)"
              % (n, start, basket_top(n - 1), basket_top(n),
                 window[0] if window else None, window[-1] if window else None))

    events = [e for kind, e in log if kind == "event" and e.get("kind") == "basket"]
    asked = [e for e in events if e["type"] == "DISMISS_REQUESTED"]
    check([e["reason"] for e in asked] == ["DRAG", "BACKDROP_TAP"],
          "DISMISS_REQUESTED twice, reasons DRAG then BACKDROP_TAP (got %s)"
          % [e["reason"] for e in asked])
    released = [e for e in events if e["type"] == "DRAG_ENDED"]
    check(released and released[0]["detent"] == "0" and released[0]["reason"] == "DRAG"
          and asked and released[0]["time"] <= asked[0]["time"],
          "the drag ends at detent 0 (DRAG) before it asks (got %s)" % released[:1])

    # Nothing leaves before the prompt's Discard; then the host's dismissal.
    discard_at = next((i for i, (kind, e) in enumerate(log)
                       if kind == "note" and e == "prompt discard"), None)
    check(discard_at is not None, "the log has the prompt's Discard")
    if discard_at is not None:
        before = [e for kind, e in log[:discard_at] if kind == "event"]
        after = [e for kind, e in log[discard_at:] if kind == "event"]
        check(not [e for e in before if e["type"] in ("WILL_DISMISS", "DID_DISMISS")],
              "no WILL_DISMISS or DID_DISMISS before Discard")
        check(len([e for e in before if e["type"] == "DISMISS_REQUESTED"]) == 2,
              "both requests come before Discard")
        kinds = [(e["type"], e["reason"]) for e in after if e["type"] != "DETENT_CHANGED"]
        check(kinds[:2] == [("WILL_DISMISS", "PROGRAMMATIC"), ("DID_DISMISS", "PROGRAMMATIC")],
              "Discard dismisses: WILL_DISMISS, DID_DISMISS (PROGRAMMATIC), got %s" % kinds[:2])
    notes = [e for kind, e in log if kind == "note"]
    check(notes.count("prompt keep") == 1, "Keep was answered once")
    check("basket items=1 unsaved=0 height=250" in notes,
          "the dismissed basket went back to its saved item (height 250)")

    # The prompt is drawn while asked (Discard's red, Keep's grey), and gone after Keep.
    asked_frame, kept_frame = frame_at(frames, 4.35), frame_at(frames, 4.70)
    discard_px = pixel(folder, asked_frame, 212, 475)
    keep_px = pixel(folder, asked_frame, 70, 475)
    check(near(discard_px, (232, 64, 60), 14),
          "%s: Discard button red at (212, 475), got %s" % (asked_frame["name"], discard_px))
    check(near(keep_px, (234, 234, 240), 14),
          "%s: Keep button grey at (70, 475), got %s" % (asked_frame["name"], keep_px))
    after_px = pixel(folder, kept_frame, 212, 475)
    check(not near(after_px, (232, 64, 60), 40),
          "%s: the prompt is gone after Keep, got %s" % (kept_frame["name"], after_px))
    check(asked_frame["sheets"][0] == (VIEWPORT_H - PEEK, 2),
          "while asked, the sheet rests at its peek (got %s)" % (asked_frame["sheets"][0],))


def check_basket_full(folder, frames, log):
    tops = [fr["sheets"][0][0] for fr in frames]
    check(abs(min(tops) - SAFE_TOP) < 0.005,
          "the highest top is %.0f (the available height), got %.2f" % (SAFE_TOP, min(tops)))
    nine = basket_top(9)
    check(abs(nine - 82) < 1e-9, "nine items ask for 762 points: top 82")
    rests = resting_tops(frames)
    check([round(t, 2) for t in rests] == [basket_top(1), nine, SAFE_TOP, nine],
          "rests at %s (one item, nine, clamped, nine again), got %s"
          % ([basket_top(1), nine, SAFE_TOP, nine], rests))
    at_full = frame_at(frames, 4.50)["sheets"][0]
    check(at_full == (SAFE_TOP, 2), "thirteen items rest clamped at 47 (got %s)" % (at_full,))
    notes = [e for kind, e in log if kind == "note"]
    check("basket items=13 unsaved=1 height=1018" in notes,
          "thirteen items ask for 1018 points, more than the screen")


def check_recede(folder, frames, log):
    full = (round(364.0 / 390.0, 4), SAFE_TOP + 14, 8.0)
    identity = (1.0, 0.0, 0.0)
    check(all(fr["bg"] == identity for fr in frames if fr["t"] < 0.69),
          "the page is flat before B")
    receded = frame_at(frames, 1.20)
    check(receded["bg"] == full, "at rest after B: %s, got %s" % (full, receded["bg"]))
    check(frame_at(frames, 4.40)["bg"] == full, "presented again: receded %s" % (full,))
    check(frame_at(frames, 3.40)["bg"] == identity, "hidden: flat")
    check(frame_at(frames, 6.10)["bg"] == identity, "after B again: flat")
    partial = [fr for fr in frames if identity != fr["bg"] != full]
    check(len(partial) >= 10, "at least 10 frames receded in part (got %d)" % len(partial))
    in_step = all(abs((1 - s) / (1 - full[0]) - o / full[1]) < 0.01
                  and abs(o / full[1] - r / full[2]) < 0.01
                  for s, o, r in (fr["bg"] for fr in partial))
    check(in_step, "scale, offset and radius recede in step in every frame")
    dragged = [fr["bg"][1] for fr in frames if 1.35 <= fr["t"] <= 1.95]
    check(dragged and min(dragged) < full[1] - 1,
          "the page follows the drag back up (offset down to %.1f)" % min(dragged or [0]))

    flat, deep = frame_at(frames, 0.60), frame_at(frames, 4.40)
    for x, y, what in ((5, 300, "left of the page"), (195, 55, "above the page's top"),
                       (14, 62, "in the page's rounded corner")):
        px = pixel(folder, deep, x, y)
        check(max(px) <= 8, "%s: (%d, %d) %s is black, got %s" % (deep["name"], x, y, what, px))
    for x, y in ((5, 300), (195, 55)):
        px = pixel(folder, flat, x, y)
        check(max(px) >= 60, "%s: (%d, %d) is the page, got %s" % (flat["name"], x, y, px))
    px = pixel(folder, deep, 20, 80)
    check(max(px) >= 60, "%s: (20, 80) inside the receded page, got %s" % (deep["name"], px))


def main(argv):
    if len(argv) != 4:
        print(__doc__)
        return 2
    scenario, folder, log_path = argv[1:]
    checks = {"basket": check_basket, "basket-full": check_basket_full, "recede": check_recede}
    if scenario not in checks:
        print("unknown scenario %s" % scenario)
        return 2
    checks[scenario](folder, read_frames(folder), read_log(log_path))
    print("%d passed, %d failed" % (passes, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
