#!/usr/bin/env python3
"""check_edges.py SCENARIO DIR EVENTS_LOG

Checks a recording of sheet-sdl-demo --record of sheets on every side, floating and in
wide layouts against the figures the demo and the engine promise, from DIR/frames.txt
(each frame's sheets: top, state and detent, rect x/y/width/height, edge and corners;
the viewport and the layout direction), the PNG frames and the demo's event log:

  resize         the maps sheet (wide layout FLOATING_LEADING) is a bottom sheet across
                 the phone (390 x 844) and, once W makes the viewport the tablet's
                 (1180 x 820, safe areas 24 and 20), a card at x 16, 320 wide, in every
                 frame, its bottom 16 above the safe area, every corner rounded; each
                 change moves it there with the engine's motion (SETTLING, the top moving
                 one way) keeping its detent (1 stays 1: top 40 on the tablet, 126.7 on
                 the phone); no event of the sheet while the viewport changes and none
                 that dismisses; L puts the card at the right at once (x 844).
  settings       the side sheet spans 47..810 at the right: x + width = 390 in every frame
                 it shows, 320 wide at rest, its free edge's corners rounded (top-left and
                 bottom-left); a vertical drag does not move it; dragged 100 points it
                 follows the finger and comes back, dragged 220 it leaves (DRAG), a flick
                 throws it out (FLING), a tap outside dismisses it (BACKDROP_TAP); its
                 grabber is upright at its free edge and the corners are drawn as told.
  notifications  the top sheet's rect has y 0 in every frame; at rest it is 47 + 248 or
                 47 + 504 tall on the phone, 24 + 248 and 24 + 504 in the tablet's column
                 (420 wide at the right: x + width = 1180); pulled down it goes to its
                 second detent (DRAG), flung up to its peek and then out (FLING); its
                 bottom corners are rounded and its grabber lies at its free edge.
  rtl            x + width = the viewport's width in every left-to-right frame and x = 0 in
                 every right-to-left one (the free edge's corners mirrored: top-right and
                 bottom-right); L mirrors the open sheet in the same frame; it leaves to
                 the left and comes in from the left; W keeps it open at its detent.

Prints 'N passed, N failed' and exits non-zero on any failure.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_live import frame_at, near, pixel, read_frames, read_log  # noqa: E402

# The viewports (examples/common/phone_fixture.h, examples/sdl-demo/demo.h).
PHONE = (390.0, 844.0, 47.0, 34.0)
TABLET = (1180.0, 820.0, 24.0, 20.0)
# The engine's wide layouts (sheet.h): a floating card 320 wide, 16-point margins.
CARD_WIDTH, MARGIN = 320.0, 16.0
# The demo's sheets (demo.h): the maps sheet's detents, the settings sheet's width, the
# notifications sheet's detents (heights below safe_top) and column.
MAPS_PEEK, MAPS_FRACTION = 200.0, 0.9
SETTINGS_WIDTH = 320.0
NOTIFY_PEEK, NOTIFY_FULL, NOTIFY_COLUMN = 56 + 2 * 84 + 24.0, 56 + 5 * 84 + 24.0, 420.0
# frame.edge, frame.corners and frame.state (sheet.h).
BOTTOM, TOP, LEADING, TRAILING = 0, 1, 2, 3
TL, TR, BR, BL = 1, 2, 4, 8
HIDDEN, PRESENTING, RESTING, DRAGGING, SETTLING, DISMISSING = 0, 1, 2, 3, 4, 5
SHEET_NEAR_WHITE = (250, 250, 252)
GRABBER = (190, 190, 198)
EPS = 0.011

failures = []
passes = 0


def check(cond, message):
    global passes
    if cond:
        passes += 1
    else:
        failures.append(message)
        print("FAIL: " + message)


def corner(x, y, w, h, which):
    """A pixel two points inside a rectangle's corner ("tl", "tr", "br", "bl"), clear of
    its one-pixel feathered edge: outside a rounding of 12 points or more, inside a square
    corner."""
    return (int(x + 2 if which[1] == "l" else x + w - 3),
            int(y + 2 if which[0] == "t" else y + h - 3))


def rect(fr, k=0):
    return fr["rects"][k]


def shown(frames):
    return [fr for fr in frames if fr["sheets"][0][1] != HIDDEN]


def same(a, b):
    return all(abs(p - q) <= EPS for p, q in zip(a, b))


def events_of(log, kind):
    return [e for k, e in log if k == "event" and e.get("kind") == kind]


def notes(log):
    return [e for k, e in log if k == "note"]


def rests(frames):
    """The rects sheet 0 rested at, in order, with the viewport and the detent: [(rect,
    vp, detent)], one for each run of resting frames in one place."""
    out, resting = [], False
    for fr in frames:
        if fr["sheets"][0][1] != RESTING:
            resting = False
            continue
        here = (rect(fr)[:4], fr["vp"], fr["detents"][0])
        if not resting or not same(out[-1][0], here[0]) or out[-1][1] != here[1]:
            out.append(here)
        resting = True
    return out


def motion_after(frames, t):
    """The frames from the first at or after t until sheet 0 rests again."""
    out = []
    for fr in frames:
        if fr["t"] < t - 1e-6:
            continue
        out.append(fr)
        if len(out) > 1 and fr["sheets"][0][1] == RESTING:
            break
    return out


def check_no_dismissal(log, kind, what):
    left = [(e["type"], e["time"]) for e in events_of(log, kind)
            if e["type"] in ("WILL_DISMISS", "DID_DISMISS", "TRANSITION_CANCELLED",
                             "DISMISS_REQUESTED")]
    check(not left, "%s: no dismissal (got %s)" % (what, left))


def check_resize(folder, frames, log):
    pw, ph, pst, psb = PHONE
    tw, th, tst, tsb = TABLET
    phone_peek = (0.0, ph - MAPS_PEEK, pw, MAPS_PEEK)
    phone_full_top = ph - MAPS_FRACTION * (ph - pst)
    phone_full = (0.0, phone_full_top, pw, ph - phone_full_top)
    card_peek = (MARGIN, th - tsb - MARGIN - MAPS_PEEK, CARD_WIDTH, MAPS_PEEK)
    card_full = (MARGIN, tst + MARGIN, CARD_WIDTH, th - tsb - MARGIN - (tst + MARGIN))
    card_peek_rtl = (tw - MARGIN - CARD_WIDTH,) + card_peek[1:]
    check(abs(card_peek[1] - 584) < 1e-9 and abs(card_full[3] - 744) < 1e-9,
          "the card's rests: top 584 at 200 points, 40..784 at its highest detent")

    got = rests(frames)
    expected = [(phone_peek, PHONE, 0), (card_peek, TABLET, 0), (card_full, TABLET, 1),
                (phone_full, PHONE, 1), (card_full, TABLET, 1), (card_peek, TABLET, 0),
                (card_peek_rtl, TABLET, 0)]
    check(len(got) == len(expected)
          and all(same(g[0], e[0]) and g[1] == e[1] and g[2] == e[2]
                  for g, e in zip(got, expected)),
          "rests (rect, viewport, detent) %s, got %s" % (expected, got))

    tablet = [fr for fr in frames if fr["vp"] == TABLET]
    ltr = [fr for fr in tablet if fr["dir"] == "ltr"]
    rtl = [fr for fr in tablet if fr["dir"] == "rtl"]
    off = [(fr["name"], rect(fr)) for fr in ltr
           if abs(rect(fr)[0] - MARGIN) > EPS or abs(rect(fr)[2] - CARD_WIDTH) > EPS
           or rect(fr)[5] != TL | TR | BR | BL or rect(fr)[4] != BOTTOM]
    check(len(ltr) >= 200 and not off,
          "on the tablet (%d frames) the card is at x 16, 320 wide, every corner rounded "
          "(off: %s)" % (len(ltr), off[:3]))
    low = [(fr["name"], rect(fr)) for fr in tablet
           if fr["sheets"][0][1] == RESTING
           and rect(fr)[1] + rect(fr)[3] > th - tsb - MARGIN + EPS]
    check(not low, "a card at rest ends 16 above the safe area, at 784 (below: %s)" % low[:3])
    check(rtl and all(abs(rect(fr)[0] - (tw - MARGIN - CARD_WIDTH)) <= EPS for fr in rtl),
          "right to left the card is at the right, x 844, from the first frame (%d frames)"
          % len(rtl))
    phone = [fr for fr in frames if fr["vp"] == PHONE]
    check(phone and all(rect(fr)[0] == 0 and rect(fr)[2] == pw and rect(fr)[5] == TL | TR
                        for fr in phone),
          "on the phone it is a bottom sheet across the width, its top corners rounded")

    # Each W: the next frames settle (the engine's motion) one way, at the same detent.
    for t, detent in ((0.90, 0), (3.40, 1), (4.50, 1)):
        moving = motion_after(frames, t)
        tops = [rect(fr)[1] for fr in moving]
        settling = [fr for fr in moving if fr["sheets"][0][1] == SETTLING]
        one_way = all(b <= a + EPS for a, b in zip(tops, tops[1:])) or all(
            b >= a - EPS for a, b in zip(tops, tops[1:]))
        check(len(settling) >= 10 and one_way
              and all(fr["detents"][0] == detent for fr in moving),
              "W at %.2f s: it moves to its new place (%d frames settling, tops %.1f .. %.1f, "
              "one way: %s) at detent %d" % (t, len(settling), tops[0] if tops else -1,
                                              tops[-1] if tops else -1, one_way, detent))

    events = events_of(log, "maps")
    check_no_dismissal(log, "maps", "maps")
    during = [e for e in events if 0.90 <= e["time"] < 2.00 or 3.40 <= e["time"] < 5.60]
    check(not during, "no event of the sheet while the viewport changes (got %s)"
          % [(e["type"], e["time"]) for e in during])
    changed = [(e["from"], e["detent"], e["reason"]) for e in events
               if e["type"] == "DETENT_CHANGED"]
    check(changed == [("0", "1", "DRAG"), ("1", "0", "DRAG")],
          "DETENT_CHANGED only from the drags: 0 -> 1, 1 -> 0 (got %s)" % changed)
    viewports = [n for n in notes(log) if n.startswith("viewport ")]
    check(viewports == ["viewport 1180x820 safe=24/20 wide", "viewport 390x844 safe=47/34 compact",
                        "viewport 1180x820 safe=24/20 wide"],
          "W switched the viewport three times (got %s)" % viewports)

    # Drawn from the rect and its corners: sheet inside, the map (dimmed at detent 1)
    # in a rounded corner and beside the card.
    full = frame_at(frames, 3.20)
    bottom = th - tsb - MARGIN
    for x, y, what in ((MARGIN + CARD_WIDTH - 10, 60, "inside the card"),
                       (MARGIN + 100, bottom - 5, "inside its bottom edge")):
        px = pixel(folder, full, x, y)
        check(near(px, SHEET_NEAR_WHITE, 6), "%s: (%d, %d) %s is the sheet, got %s"
              % (full["name"], x, y, what, px))
    # At detent 1 the page is dimmed: what shows in a rounded corner is darker than the
    # sheet could be.
    card = (MARGIN, tst + MARGIN, CARD_WIDTH, bottom - tst - MARGIN)
    for (x, y), what in ((corner(*card, "tl"), "its top-left corner"),
                         (corner(*card, "tr"), "its top-right corner"),
                         (corner(*card, "br"), "its bottom-right corner"),
                         (corner(*card, "bl"), "its bottom-left corner"),
                         ((MARGIN + CARD_WIDTH + 10, 400), "beside the card")):
        px = pixel(folder, full, x, y)
        check(max(px) <= 200, "%s: (%d, %d) %s shows the dimmed page, got %s"
              % (full["name"], x, y, what, px))


def check_settings(folder, frames, log):
    pw, ph, pst, psb = PHONE
    rest = (pw - SETTINGS_WIDTH, pst, SETTINGS_WIDTH, ph - pst - psb)
    visible = shown(frames)
    wrong = [(fr["name"], rect(fr)) for fr in visible
             if abs(rect(fr)[0] + rect(fr)[2] - pw) > EPS or rect(fr)[1] != pst
             or rect(fr)[3] != ph - pst - psb or rect(fr)[4] != TRAILING
             or rect(fr)[5] != TL | BL]
    check(len(visible) >= 300 and not wrong,
          "in all %d frames it shows, x + width = 390, y 47, height 763, its top-left and "
          "bottom-left corners rounded (wrong: %s)" % (len(visible), wrong[:3]))
    check(all(same(r[0], rest) for r in rests(frames)) and len(rests(frames)) >= 1,
          "every rest is (70, 47, 320, 763), got %s" % [r[0] for r in rests(frames)])
    check(rect(frames[0])[0] == pw and rect(frames[0])[2] == 0,
          "it begins out of view at the right (x 390, width 0)")

    vertical = [fr for fr in frames if 1.50 <= fr["t"] <= 2.10]
    check(all(same(rect(fr)[:4], rest) and fr["sheets"][0][1] == RESTING for fr in vertical),
          "a vertical drag leaves it where it is")
    held = [fr for fr in frames if 2.72 <= fr["t"] <= 2.88]
    check(held and all(abs(rect(fr)[0] - (rest[0] + 100)) <= EPS for fr in held),
          "dragged 100 points right, it follows the finger to x 170 (got %s)"
          % sorted({rect(fr)[0] for fr in held}))
    back = frame_at(frames, 3.45)
    check(same(rect(back)[:4], rest) and back["sheets"][0][1] == RESTING,
          "let go, it comes back to x 70 (got %s)" % (rect(back),))
    held = [fr for fr in frames if 4.12 <= fr["t"] <= 4.28]
    check(held and all(abs(rect(fr)[0] - (rest[0] + 220)) <= EPS for fr in held),
          "dragged 220 points, it is at x 290 with 100 points showing")

    events = events_of(log, "settings")
    ended = [(e["detent"], e["reason"]) for e in events if e["type"] == "DRAG_ENDED"]
    check(ended == [("0", "DRAG"), ("-1", "DRAG"), ("-1", "FLING")],
          "the drags end: back (detent 0, DRAG), out (DRAG), thrown out (FLING); got %s" % ended)
    left = [e["reason"] for e in events if e["type"] == "WILL_DISMISS"]
    check(left == ["DRAG", "FLING", "BACKDROP_TAP"],
          "dismissed by a drag, a flick and a tap outside (got %s)" % left)
    check(not [e for e in events if 1.50 <= e["time"] < 2.20],
          "the vertical drag sends no event (it is the host's)")
    leaving = [rect(fr)[0] for fr in frames if 4.30 <= fr["t"] <= 4.70]
    check(leaving and all(b >= a - EPS for a, b in zip(leaving, leaving[1:]))
          and leaving[-1] > 385,
          "it leaves toward the right edge (x %.1f .. %.1f)" % (leaving[0], leaving[-1]))
    check("setting Wi-Fi off" in notes(log), "a tap on its first row turned Wi-Fi off")

    at_rest = frame_at(frames, 0.80)
    cy = int(pst + (ph - pst - psb) / 2)
    for x, y, want, tol, what in (corner(*rest, "tr") + (SHEET_NEAR_WHITE, 6,
                                                         "its square top-right corner"),
                                  corner(*rest, "br") + (SHEET_NEAR_WHITE, 6,
                                                         "its square bottom-right corner"),
                                  (pw - 10, pst + 40, SHEET_NEAR_WHITE, 6, "inside it"),
                                  (rest[0] + 8, cy, GRABBER, 14, "the upright grabber")):
        px = pixel(folder, at_rest, x, y)
        check(near(px, want, tol), "%s: %s at (%d, %d) is %s, got %s"
              % (at_rest["name"], what, x, y, want, px))
    for which, what in (("tl", "top-left"), ("bl", "bottom-left")):
        px = pixel(folder, at_rest, *corner(*rest, which))
        check(max(px) <= 200, "%s: its %s corner is rounded (the dimmed page shows), got %s"
              % (at_rest["name"], what, px))
    px = pixel(folder, at_rest, rest[0] + 8, cy - 40)
    check(near(px, SHEET_NEAR_WHITE, 6),
          "%s: the grabber is 36 points long: 40 above its middle is the sheet, got %s"
          % (at_rest["name"], px))


def check_notifications(folder, frames, log):
    pw, ph, pst, psb = PHONE
    tw, th, tst, tsb = TABLET
    visible = shown(frames)
    wrong = [(fr["name"], rect(fr)) for fr in visible
             if rect(fr)[1] != 0 or rect(fr)[4] != TOP or rect(fr)[5] != BL | BR]
    check(len(visible) >= 300 and not wrong,
          "in all %d frames it shows, the rect's y is 0, its bottom corners rounded "
          "(wrong: %s)" % (len(visible), wrong[:3]))
    column = [fr for fr in visible if fr["vp"] == TABLET]
    check(column and all(abs(rect(fr)[0] + rect(fr)[2] - tw) <= EPS
                         and abs(rect(fr)[2] - NOTIFY_COLUMN) <= EPS for fr in column),
          "on the tablet it is a column 420 wide at the right (x + width = 1180)")
    peek, full = (0, 0, pw, pst + NOTIFY_PEEK), (0, 0, pw, pst + NOTIFY_FULL)
    expected = [(peek, PHONE, 0), (full, PHONE, 1), (peek, PHONE, 0), (peek, PHONE, 0),
                ((tw - NOTIFY_COLUMN, 0, NOTIFY_COLUMN, tst + NOTIFY_PEEK), TABLET, 0),
                ((tw - NOTIFY_COLUMN, 0, NOTIFY_COLUMN, tst + NOTIFY_FULL), TABLET, 1)]
    got = rests(frames)
    check(len(got) == len(expected)
          and all(same(g[0], e[0]) and g[1] == e[1] and g[2] == e[2]
                  for g, e in zip(got, expected)),
          "rests %s, got %s" % ([(e[0], e[2]) for e in expected], [(g[0], g[2]) for g in got]))

    pulled = [rect(fr)[3] for fr in frames if 1.62 <= fr["t"] <= 2.10]
    check(pulled and all(b >= a - EPS for a, b in zip(pulled, pulled[1:]))
          and pulled[-1] - pulled[0] > 200,
          "pulled down, its free edge follows the finger down (%.1f .. %.1f)"
          % (pulled[0] if pulled else 0, pulled[-1] if pulled else 0))
    flung = [rect(fr)[3] for fr in frames if 3.90 <= fr["t"] <= 4.50]
    check(flung and all(b <= a + EPS for a, b in zip(flung, flung[1:])) and flung[-1] == 0,
          "flung up from its peek, it leaves upward to nothing (%.1f .. %.1f)"
          % (flung[0] if flung else 0, flung[-1] if flung else 0))

    events = events_of(log, "notifications")
    changed = [(e["from"], e["detent"], e["reason"]) for e in events
               if e["type"] == "DETENT_CHANGED"]
    check(changed == [("0", "1", "DRAG"), ("1", "0", "FLING"), ("0", "1", "DRAG")],
          "pulled down (DRAG), flung up to its peek (FLING), pulled down on the tablet; got %s"
          % changed)
    left = [(e["type"], e["reason"]) for e in events
            if e["type"] in ("WILL_DISMISS", "DID_DISMISS")]
    check(left == [("WILL_DISMISS", "FLING"), ("DID_DISMISS", "FLING"),
                   ("WILL_DISMISS", "BACKDROP_TAP"), ("DID_DISMISS", "BACKDROP_TAP")],
          "flung out, then dismissed by a tap outside (got %s)" % left)
    check("notification 2 read" in notes(log), "a tap on the second card marked it read")

    peek = frame_at(frames, 0.80)
    bottom = int(pst + NOTIFY_PEEK)
    for x, y, want, tol, what in ((int(pw / 2), bottom - 9, GRABBER, 14,
                                   "the grabber at its bottom"),
                                  corner(0, 0, pw, bottom, "tl")
                                  + (SHEET_NEAR_WHITE, 6, "its square top-left corner"),
                                  (pw - 6, bottom - 14, SHEET_NEAR_WHITE, 6,
                                   "inside its free edge")):
        px = pixel(folder, peek, x, y)
        check(near(px, want, tol), "%s: %s at (%d, %d) is %s, got %s"
              % (peek["name"], what, x, y, want, px))
    for which, what in (("bl", "bottom-left"), ("br", "bottom-right")):
        px = pixel(folder, peek, *corner(0, 0, pw, bottom, which))
        check(max(px) <= 200, "%s: its %s corner is rounded (the dimmed page shows), got %s"
              % (peek["name"], what, px))


def check_rtl(folder, frames, log):
    pw, ph, pst, psb = PHONE
    tw, th, tst, tsb = TABLET
    visible = shown(frames)
    ltr = [fr for fr in visible if fr["dir"] == "ltr"]
    rtl = [fr for fr in visible if fr["dir"] == "rtl"]
    wrong_ltr = [(fr["name"], rect(fr)) for fr in ltr
                 if abs(rect(fr)[0] + rect(fr)[2] - fr["vp"][0]) > EPS or rect(fr)[5] != TL | BL]
    wrong_rtl = [(fr["name"], rect(fr)) for fr in rtl
                 if rect(fr)[0] != 0 or rect(fr)[5] != TR | BR]
    check(len(ltr) >= 100 and not wrong_ltr,
          "left to right (%d frames): x + width = the viewport's width, top-left and "
          "bottom-left rounded (wrong: %s)" % (len(ltr), wrong_ltr[:3]))
    check(len(rtl) >= 150 and not wrong_rtl,
          "right to left (%d frames): x = 0, top-right and bottom-right rounded (wrong: %s)"
          % (len(rtl), wrong_rtl[:3]))
    check(all(rect(fr)[4] == TRAILING for fr in visible), "its edge stays TRAILING")

    first = next(fr for fr in frames if fr["dir"] == "rtl")
    check(abs(first["t"] - 0.90) < 0.01
          and same(rect(first)[:4], (0, pst, SETTINGS_WIDTH, ph - pst - psb))
          and first["sheets"][0][1] == RESTING,
          "L mirrors it at once: at 0.90 s it rests at (0, 47, 320, 763), got %s at %.3f"
          % (rect(first), first["t"]))
    out = [rect(fr)[2] for fr in frames if 1.50 <= fr["t"] <= 2.55]
    check(out and all(b <= a + EPS for a, b in zip(out, out[1:])) and out[-1] == 0,
          "dragged left, it leaves to the left: its width goes to 0 at x 0")
    back_in = [rect(fr)[2] for fr in frames if 2.60 <= fr["t"] <= 3.50]
    check(back_in and all(b >= a - EPS for a, b in zip(back_in, back_in[1:]))
          and back_in[-1] == SETTINGS_WIDTH,
          "P: it comes in from the left, 0 to 320 wide")

    expected = [((pw - SETTINGS_WIDTH, pst, SETTINGS_WIDTH, ph - pst - psb), PHONE, 0),
                ((0, pst, SETTINGS_WIDTH, ph - pst - psb), PHONE, 0),
                ((0, pst, SETTINGS_WIDTH, ph - pst - psb), PHONE, 0),
                ((0, tst, SETTINGS_WIDTH, th - tst - tsb), TABLET, 0),
                ((tw - SETTINGS_WIDTH, tst, SETTINGS_WIDTH, th - tst - tsb), TABLET, 0),
                ((pw - SETTINGS_WIDTH, pst, SETTINGS_WIDTH, ph - pst - psb), PHONE, 0),
                ((0, pst, SETTINGS_WIDTH, ph - pst - psb), PHONE, 0)]
    got = rests(frames)
    check(len(got) == len(expected)
          and all(same(g[0], e[0]) and g[1] == e[1] and g[2] == e[2]
                  for g, e in zip(got, expected)),
          "rests %s, got %s" % ([e[0] for e in expected], [g[0] for g in got]))

    events = events_of(log, "settings")
    left = [(e["type"], e["reason"]) for e in events
            if e["type"] in ("WILL_DISMISS", "DID_DISMISS")]
    check(left == [("WILL_DISMISS", "DRAG"), ("DID_DISMISS", "DRAG")],
          "one dismissal, the drag to the left (got %s)" % left)
    resized = [e for e in events if 3.60 <= e["time"]]
    check(not resized, "W and L on the open sheet send no event (got %s)"
          % [(e["type"], e["time"]) for e in resized])
    directions = [n for n in notes(log) if n.startswith("direction ")]
    check(directions == ["direction rtl", "direction ltr", "direction rtl"],
          "L, the sheet's own row, L again (got %s)" % directions)
    check("setting Right to left off" in notes(log), "its row turned right to left off")

    mirrored = frame_at(frames, 1.00)
    cy = int(pst + (ph - pst - psb) / 2)
    for x, y, want, tol, what in ((int(SETTINGS_WIDTH) - 9, cy, GRABBER, 14,
                                   "the grabber at its free edge, the right"),
                                  corner(0, pst, SETTINGS_WIDTH, ph - pst - psb, "tl")
                                  + (SHEET_NEAR_WHITE, 6, "its square top-left corner"),
                                  (10, pst + 40, SHEET_NEAR_WHITE, 6, "inside it")):
        px = pixel(folder, mirrored, x, y)
        check(near(px, want, tol), "%s: %s at (%d, %d) is %s, got %s"
              % (mirrored["name"], what, x, y, want, px))
    for which, what in (("tr", "top-right"), ("br", "bottom-right")):
        px = pixel(folder, mirrored, *corner(0, pst, SETTINGS_WIDTH, ph - pst - psb, which))
        check(max(px) <= 200, "%s: its %s corner is rounded (the dimmed page shows), got %s"
              % (mirrored["name"], what, px))


def main(argv):
    if len(argv) != 4:
        print(__doc__)
        return 2
    scenario, folder, log_path = argv[1:]
    checks = {"resize": check_resize, "settings": check_settings,
              "notifications": check_notifications, "rtl": check_rtl}
    if scenario not in checks:
        print("unknown scenario %s" % scenario)
        return 2
    checks[scenario](folder, read_frames(folder), read_log(log_path))
    print("%d passed, %d failed" % (passes, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
