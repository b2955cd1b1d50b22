"""Shared numbers and drivers of the Python tests (viewport 390 x 844, safe areas
47 / 34: the available height is 797)."""

import os
from pathlib import Path

from libsheet import EventType, Hit

VW, VH, SAFE_TOP, SAFE_BOTTOM = 390.0, 844.0, 47.0, 34.0
AVAIL = VH - SAFE_TOP
X = VW / 2

REPO = Path(__file__).resolve().parents[3]
HEADER = Path(os.environ.get("LIBSHEET_HEADER", REPO / "include" / "sheet.h"))


def frac_top(f):
    return VH - f * AVAIL


def tap(sheet, y, t, x=X):
    """A tap (down, up 50 ms later, no movement) at y; returns the time of the up and the
    pointer_down's Hit."""
    hit = sheet.pointer_down(x, y, t)
    sheet.pointer_up(x, y, t + 0.050)
    return t + 0.050, hit


def run(engine, now, seconds, hz=60.0):
    """Ticks at hz from now (exclusive) to now + seconds (inclusive)."""
    return engine.run(now, seconds, hz)


def moves(engine, sheet, y0, y1, t0, duration, steps, x=X):
    """steps pointer moves from y0 (exclusive) to y1, ticking at each; returns the time
    of the last move."""
    for i in range(1, steps + 1):
        t = t0 + duration * i / steps
        sheet.pointer_move(x, y0 + (y1 - y0) * i / steps, t)
        engine.tick(t)
    return t0 + duration


def slow_drag(engine, sheet, y0, dy, t):
    """A slow drag by dy (<= 5 pt per 16 ms), a 60 ms hold, then up."""
    steps = int(abs(dy) / 5.0) + 1
    assert sheet.pointer_down(X, y0, t) == Hit.SHEET
    t = moves(engine, sheet, y0, y0 + dy, t, 0.016 * steps, steps)
    t += 0.060
    engine.tick(t)
    sheet.pointer_up(X, y0 + dy, t)
    return t


def flick(engine, sheet, y0, dy, t):
    """A quick flick: down, 5 moves over 50 ms, up at the last move."""
    assert sheet.pointer_down(X, y0, t) == Hit.SHEET
    t = moves(engine, sheet, y0, y0 + dy, t, 0.050, 5)
    sheet.pointer_up(X, y0 + dy, t)
    return t


def kinds(events):
    """The events as (type, detent, reason) with the fields that matter for each type."""
    out = []
    for ev in events:
        if ev.type in (EventType.WILL_DISMISS, EventType.DID_DISMISS,
                       EventType.DISMISS_REQUESTED):
            out.append((ev.type, ev.reason))
        elif ev.type == EventType.DRAG_ENDED:
            out.append((ev.type, ev.detent, ev.reason))
        elif ev.type == EventType.DETENT_CHANGED:
            out.append((ev.type, ev.from_detent, ev.detent))
        else:
            out.append((ev.type, ev.detent))
    return out
