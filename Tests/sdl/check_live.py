#!/usr/bin/env python3
"""check_live.py SCENARIO DIR EVENTS_LOG

Checks a recording of sheet-sdl-demo --record of a live sheet against the figures the
demo and the engine promise, from DIR/frames.txt (each frame's sheet tops and states,
the page behind's scale/offset/radius, the keyboard's top, the main sheet's scale,
content offset and footer top, the form's field on screen), the PNG frames and the
demo's event log:

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
  form         the keyboard slides up in 15 frames when the field is tapped and down in
               15 after Return; in every frame with the keyboard showing the field is
               above it, and while the field has focus its bottom is at least 16 points
               above the footer's top and its top 16 below the sheet's; the footer's top
               is max(top, visible bottom - 64), the visible bottom being the keyboard's
               top or 844 - 34; the sheet rests at 514 (the 330-point peek), 214 (risen
               by 300), 106 (extend: 340 + 64 + 34 above the keyboard), 47 (fill) and
               514 again; a drag while the keyboard is up scrolls the content so that
               the field stays put above the footer, and the offset is 0 once the
               keyboard is gone; what was typed is sent; the keyboard, the focused
               field and Send are drawn where the frames say.
  back         while Esc or Backspace is held, from 0.12 s on, the top is 24 p lower and
               the scale 1 - 48 p / 390, p = cubic-bezier(0.1, 0.1, 0, 1) at the
               progress (the time held past 0.12 s over 0.4 s); let go early it springs
               back in 100 ms with no event; committed with COLLAPSE it goes one detent
               down (DETENT_CHANGED reason BACK); NONE refuses; committed with DISMISS
               it leaves from the shrunk sheet (WILL_DISMISS and DID_DISMISS reason
               BACK); a quick press is a plain commit: no shrink, dismissed (BACK).

Prints 'N passed, N failed' and exits non-zero on any failure.
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_frames import pixels, read_png, rgb_at  # noqa: E402

VIEWPORT_W, VIEWPORT_H, SAFE_TOP, SAFE_BOTTOM = 390, 844.0, 47.0, 34.0
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
    """Every frame of frames.txt: its sheets' (top, state), detents and rects (x, y, width,
    height, edge, corners), the page behind, the keyboard's top, the main sheet's figures,
    the form's field, the viewport (width, height, safe_top, safe_bottom) and the layout
    direction."""
    frames = []
    with open(os.path.join(folder, "frames.txt")) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            parts = line.split()
            frame = {"name": parts[0], "t": float(parts[1]), "sheets": [], "detents": [],
                     "rects": [], "bg": None, "kb": None, "main": None, "field": None,
                     "vp": None, "dir": None}
            for p in parts[2:]:
                key, value = p.split("=", 1)
                if re.match(r"r[0-9]+$", key):
                    x, y, w, h, edge, corners = value.split("/")
                    frame["rects"].append((float(x), float(y), float(w), float(h), int(edge),
                                           int(corners)))
                elif key == "vp":
                    size, top, bottom = value.split("/")
                    w, h = size.split("x")
                    frame["vp"] = (float(w), float(h), float(top), float(bottom))
                elif key == "dir":
                    frame["dir"] = value
                elif key == "bg":
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
                    top, state, detent = value.split("/")
                    frame["sheets"].append((float(top), int(state)))
                    frame["detents"].append(int(detent))
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
    """The tops sheet `sheet` rested at, in order, repeats of one rest merged; a sheet
    shrunk by a back gesture (it rests meanwhile) is not at rest."""
    tops = []
    for fr in frames:
        top, state = fr["sheets"][sheet]
        if fr["main"] is not None and fr["main"]["scale"] != 1.0:
            continue
        if state == 2 and (not tops or abs(tops[-1] - top) > 0.005):
            tops.append(top)
    return tops


def pixel(folder, fr, x, y):
    w, h, color, raw = read_png(os.path.join(folder, fr["name"]))
    rows, bpp = pixels(w, h, color, raw)
    return rgb_at(rows, bpp, int(x), int(y))


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


# The demo's form (examples/sdl-demo/demo.h) and keyboard.
FORM_PEEK, FORM_CONTENT, FOOTER, FIELD_Y, FIELD_H = 330.0, 340.0, 64.0, 152.0, 48.0
KEYBOARD, MARGIN = 300.0, 16.0
HIDDEN = 0


def visible_bottom(fr):
    return min(fr["kb"], VIEWPORT_H - SAFE_BOTTOM)


def check_footer(frames):
    """footer_top = max(top, visible bottom - 64) in every frame the sheet shows."""
    shown = [fr for fr in frames if fr["sheets"][0][1] != HIDDEN]
    wrong = [(fr["name"], fr["main"]["footer"], fr["sheets"][0][0], fr["kb"]) for fr in shown
             if abs(fr["main"]["footer"] - max(fr["sheets"][0][0], visible_bottom(fr) - FOOTER))
             > 0.011]
    check(shown and not wrong,
          "footer_top = max(top, visible bottom - 64) in all %d frames shown (wrong: %s)"
          % (len(shown), wrong[:3]))


def slide(frames, start, stop):
    """The frames from the last one with the keyboard's top at `start` to the first at
    `stop`, or None."""
    for i, fr in enumerate(frames):
        if fr["kb"] == start and i + 1 < len(frames) and frames[i + 1]["kb"] != start:
            for j in range(i + 1, len(frames)):
                if frames[j]["kb"] == stop:
                    return frames[i:j + 1]
            return None
    return None


def check_form(folder, frames, log):
    peek = VIEWPORT_H - FORM_PEEK
    risen = peek - KEYBOARD
    extended = VIEWPORT_H - KEYBOARD - (FORM_CONTENT + FOOTER + SAFE_BOTTOM)
    keyboard_top = VIEWPORT_H - KEYBOARD
    check(abs(extended - 106) < 1e-9, "extend rests at 106")
    rests = resting_tops(frames)
    expected = [peek, risen, extended, SAFE_TOP, peek]
    check([round(t, 2) for t in rests] == expected,
          "rests at %s (peek, risen, extend, fill, peek), got %s" % (expected, rests))

    up = slide(frames, VIEWPORT_H, keyboard_top)
    check(up is not None and len(up) == 16
          and all(b["kb"] < a["kb"] for a, b in zip(up, up[1:])),
          "the keyboard slides up in 15 frames, always rising (got %s)"
          % ([fr["kb"] for fr in up] if up else None))
    if up:
        check(up[1]["field"]["focused"] and abs(up[1]["t"] - 0.867) < 0.01,
              "it starts with the field's focus, the frame after the tap's release at 0.85 s")
    down = slide(frames, keyboard_top, VIEWPORT_H)
    check(down is not None and len(down) == 16
          and all(b["kb"] > a["kb"] for a, b in zip(down, down[1:])),
          "the keyboard slides down in 15 frames after Return (got %s)"
          % ([fr["kb"] for fr in down] if down else None))

    shown = [fr for fr in frames if fr["sheets"][0][1] != HIDDEN and fr["field"] is not None]
    covered = [fr for fr in shown if fr["kb"] < VIEWPORT_H]
    under = [(fr["name"], fr["field"]["y"] + fr["field"]["h"], fr["kb"]) for fr in covered
             if fr["field"]["y"] + fr["field"]["h"] > fr["kb"] - 0.005]
    check(len(covered) >= 200 and not under,
          "the field is above the keyboard in all %d frames it shows (under: %s)"
          % (len(covered), under[:3]))
    focused = [fr for fr in shown if fr["field"]["focused"]]
    low = [(fr["name"], fr["field"]["y"] + fr["field"]["h"], fr["main"]["footer"])
           for fr in focused
           if fr["field"]["y"] + fr["field"]["h"] + MARGIN > fr["main"]["footer"] + 0.011]
    high = [(fr["name"], fr["field"]["y"], fr["sheets"][0][0]) for fr in focused
            if fr["field"]["y"] < fr["sheets"][0][0] + MARGIN - 0.011]
    check(len(focused) >= 250 and not low and not high,
          "with focus (%d frames) the field is 16 points above the footer (too low: %s) "
          "and below the sheet's top (too high: %s)" % (len(focused), low[:3], high[:3]))
    sliding = [fr for fr in focused if keyboard_top < fr["kb"] < VIEWPORT_H]
    check(len(sliding) == 14 and max(fr["main"]["offset"] for fr in sliding) > 40,
          "14 frames with the keyboard part way up, the content scrolled to keep the field "
          "above it (largest offset %.1f)" % max([fr["main"]["offset"] for fr in sliding] or [0]))
    check_footer(frames)

    dragged = [fr for fr in frames if 2.70 <= fr["t"] <= 3.50]
    tops = [fr["sheets"][0][0] for fr in dragged]
    scrolled = [fr for fr in dragged if fr["main"]["offset"] > 0]
    check(all(fr["kb"] == keyboard_top for fr in dragged) and max(tops) - risen >= 100,
          "dragged down %.1f points with the keyboard up" % (max(tops) - risen))
    check(len(scrolled) >= 20 and max(fr["main"]["offset"] for fr in scrolled) >= 60
          and all(abs(fr["field"]["y"] + FIELD_H + MARGIN - (keyboard_top - FOOTER)) < 0.011
                  for fr in scrolled),
          "while dragged, the content scrolls (%d frames, up to %.1f) and the field stays "
          "16 points above the footer on the keyboard (480)"
          % (len(scrolled), max([fr["main"]["offset"] for fr in scrolled] or [0])))
    after = [fr for fr in frames if down and fr["t"] > down[-1]["t"]
             and fr["sheets"][0][1] != HIDDEN]
    check(after and all(fr["main"]["offset"] == 0 for fr in after),
          "the offset is 0 once the keyboard is gone (%d frames)" % len(after))

    notes = [e for kind, e in log if kind == "note"]
    events = [e for kind, e in log if kind == "event" and e.get("kind") == "form"]
    check("form text=Dinner at 8?" in notes and "form sent text=Dinner at 8?" in notes,
          "'Dinner at 8?' typed and sent")
    check([n for n in notes if n.startswith("keyboard behaviour ")]
          == ["keyboard behaviour extend", "keyboard behaviour fill", "keyboard behaviour rise"],
          "T cycles extend, fill, rise")
    ended = [e for e in events if e["type"] == "DRAG_ENDED"]
    check(len(ended) == 1 and ended[0]["detent"] == "0", "the drag ends at the peek (detent 0)")
    left = [(e["type"], e["reason"]) for e in events if e["type"] in ("WILL_DISMISS", "DID_DISMISS")]
    check(left == [("WILL_DISMISS", "PROGRAMMATIC"), ("DID_DISMISS", "PROGRAMMATIC")],
          "Send dismisses it once (got %s)" % left)

    # Drawn where the frames say: the keyboard's keys and background, the focused
    # field's blue border, Send (blue once there is text) on the footer.
    typed = frame_at(frames, 2.40)
    footer, field = typed["main"]["footer"], typed["field"]
    for x, y, want, what in (
            (8, keyboard_top + 30, (255, 255, 255), "the q key"),
            (20, keyboard_top + 260, (208, 211, 218), "the keyboard below its keys"),
            (field["x"] + 0.5, field["y"] + field["h"] / 2, (10, 122, 255),
             "the focused field's border"),
            (VIEWPORT_W - 30, int(footer) + 32, (10, 122, 255), "Send on the footer"),
            (VIEWPORT_W - 30, int(footer) - 6, (250, 250, 252), "the sheet above the footer")):
        px = pixel(folder, typed, x, y)
        check(near(px, want, 12), "%s: %s at (%d, %d) is %s, got %s"
              % (typed["name"], what, x, y, want, px))


def bezier(x1, y1, x2, y2, x):
    lo, hi, s = 0.0, 1.0, 0.5
    for _ in range(200):
        s = 0.5 * (lo + hi)
        bx = 3 * (1 - s) * (1 - s) * s * x1 + 3 * (1 - s) * s * s * x2 + s * s * s
        if bx < x:
            lo = s
        else:
            hi = s
    return 3 * (1 - s) * (1 - s) * s * y1 + 3 * (1 - s) * s * s * y2 + s * s * s


# The demo's back keys (demo.h): a press up to 0.12 s, then progress over 0.4 s.
BACK_PRESS, BACK_HOLD = 0.12, 0.4


def check_back(folder, frames, log):
    peek = VIEWPORT_H - FORM_PEEK
    full = VIEWPORT_H - (FORM_CONTENT + FOOTER + SAFE_BOTTOM)
    fps = 60.0
    # (key down, seconds held as the recorder lets go on the frame grid, what follows)
    holds = ((0.80, 0.25, "cancel"), (2.80, 0.50, "collapse"), (5.30, 0.70, "dismiss"))
    deepest = 0.0
    for down, held, outcome in holds:
        up = down + held
        before = frame_at(frames, down - 1 / fps)
        rest = before["sheets"][0][0]
        wrong = []
        for fr in frames:
            if not down <= fr["t"] < up - 1e-6:
                continue
            # The frame's own time (frames.txt rounds it to 0.1 ms).
            t = int(fr["name"][6:10]) / fps
            progress = min(1.0, max(0.0, (t - down - BACK_PRESS) / BACK_HOLD))
            shown = bezier(0.1, 0.1, 0.0, 1.0, progress) if t >= down + BACK_PRESS - 1e-9 else 0
            top, scale = fr["sheets"][0][0], fr["main"]["scale"]
            deepest = max(deepest, top - rest)
            if abs(top - (rest + 24 * shown)) > 0.006 or abs(scale - (1 - 48 * shown / 390)) > 6e-5:
                wrong.append((fr["name"], top, scale, rest + 24 * shown, 1 - 48 * shown / 390))
        check(not wrong, "held from %.2f s for %.2f s: top and scale follow Material's "
              "predictive back (wrong: %s)" % (down, held, wrong[:3]))
        if outcome == "cancel":
            back = frame_at(frames, up + 0.1 + 1 / fps)
            check(back["sheets"][0] == (rest, 2) and back["main"]["scale"] == 1.0,
                  "let go at %.2f s: back at %.0f, scale 1, in 100 ms (got %s, %s)"
                  % (up, rest, back["sheets"][0], back["main"]["scale"]))
        if outcome == "dismiss":
            shrunk = frame_at(frames, up - 1 / fps)
            first = frame_at(frames, up)
            check(shrunk["sheets"][0][0] == rest + 24 and abs(shrunk["main"]["scale"] - 342 / 390) < 6e-5,
                  "held 0.7 s: fully shrunk, 24 points down and 48 narrower (got %s, %s)"
                  % (shrunk["sheets"][0], shrunk["main"]["scale"]))
            check(first["sheets"][0][1] == 5 and first["sheets"][0][0] >= shrunk["sheets"][0][0]
                  and first["main"]["scale"] <= shrunk["main"]["scale"] + 1e-4,
                  "the commit leaves from the shrunk sheet (got %s, scale %s)"
                  % (first["sheets"][0], first["main"]["scale"]))
    check(abs(deepest - 24) < 0.006, "the top goes at most 24 points down (%.2f)" % deepest)
    check([round(t, 2) for t in resting_tops(frames)] == [peek, full, peek],
          "rests at the peek, the content detent, the peek (got %s)" % resting_tops(frames))
    pressed = [fr for fr in frames if 7.80 <= fr["t"] < 7.86]
    check(pressed and all(fr["main"]["scale"] == 1.0 and fr["sheets"][0] == (peek, 2)
                          for fr in pressed),
          "a quick press does not shrink the sheet (%d frames)" % len(pressed))
    check_footer(frames)

    notes = [e for kind, e in log if kind == "note"]
    events = [e for kind, e in log if kind == "event" and e.get("kind") == "form"]
    check([n.split()[1] for n in notes if n.startswith("back ") and n.split()[1]
           in ("cancel", "commit", "press", "refused:")]
          == ["cancel", "commit", "refused:", "commit", "press"],
          "back: cancel, commit, refused, commit, press (got %s)"
          % [n for n in notes if n.startswith("back ")])
    check(any(n.startswith("back refused:") and "none" in n for n in notes),
          "NONE refuses, saying so")
    check(notes.count("back begin") == 3, "three gestures begun (the press begins none)")
    changed = [(e["from"], e["detent"], e["reason"]) for e in events if e["type"] == "DETENT_CHANGED"]
    check(changed == [("0", "1", "GRABBER"), ("1", "0", "BACK")],
          "the grabber raises it, back lowers it (got %s)" % changed)
    left = [(e["type"], e["reason"]) for e in events if e["type"] in ("WILL_DISMISS", "DID_DISMISS")]
    check(left == [("WILL_DISMISS", "BACK"), ("DID_DISMISS", "BACK")] * 2,
          "dismissed twice, reason BACK (got %s)" % left)
    cancel_window = [e for e in events if 0.80 <= e["time"] < 1.60]
    check(not cancel_window, "a cancelled gesture sends no event (got %s)" % cancel_window)


def main(argv):
    if len(argv) != 4:
        print(__doc__)
        return 2
    scenario, folder, log_path = argv[1:]
    checks = {"basket": check_basket, "basket-full": check_basket_full, "recede": check_recede,
              "form": check_form, "back": check_back}
    if scenario not in checks:
        print("unknown scenario %s" % scenario)
        return 2
    checks[scenario](folder, read_frames(folder), read_log(log_path))
    print("%d passed, %d failed" % (passes, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
