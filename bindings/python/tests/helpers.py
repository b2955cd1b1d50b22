"""Shared numbers and drivers of the Python tests (viewport 390 x 844, safe areas
47 / 34: the available height is 797), and the turns that take a bottom sheet to
another side."""

import os
from pathlib import Path
from typing import NamedTuple

from libsheet import Corner, Edge, EventType, Hit, LayoutDirection, Rect

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


# --------------------------------------------------------------------------- turns


class Turn(NamedTuple):
    """A side and a direction, and the turn that takes a bottom sheet there: a session
    played on a bottom sheet in the VW x VH viewport without safe areas, played again with
    its points turned (a top sheet's upside down; a side sheet's in the VH x VW viewport,
    x and y swapped), gives the bottom sheet's frames, turned."""

    name: str
    edge: Edge
    direction: LayoutDirection
    side: str  # where the sheet lies: "bottom", "top", "left" or "right"

    @property
    def vertical(self):
        return self.side in ("bottom", "top")

    @property
    def viewport(self):
        return (VW, VH) if self.vertical else (VH, VW)

    @property
    def reference_direction(self):
        """The direction of the bottom sheet it is compared with: a top sheet's own (it
        decides which end of the width leading is); LTR for a side sheet, whose leading
        end is its top whatever the direction."""
        return self.direction if self.vertical else LayoutDirection.LTR

    def point(self, x, y):
        """The bottom sheet's viewport point (x, y), turned."""
        if self.side == "bottom":
            return x, y
        if self.side == "top":
            return x, VH - y
        if self.side == "left":
            return VH - y, x
        return y, x

    def rect(self, r):
        """The bottom sheet's rectangle, turned."""
        if self.side == "bottom":
            return r
        if self.side == "top":
            return Rect(r.x, VH - r.y - r.height, r.width, r.height)
        if self.side == "left":
            return Rect(VH - r.y - r.height, r.x, r.height, r.width)
        return Rect(r.y, r.x, r.height, r.width)

    def corners(self, corners):
        """The bottom sheet's rounded corners, turned."""
        images = {
            "bottom": CORNERS,
            "top": (Corner.BOTTOM_LEFT, Corner.BOTTOM_RIGHT, Corner.TOP_RIGHT, Corner.TOP_LEFT),
            "left": (Corner.TOP_RIGHT, Corner.BOTTOM_RIGHT, Corner.BOTTOM_LEFT, Corner.TOP_LEFT),
            "right": (Corner.TOP_LEFT, Corner.BOTTOM_LEFT, Corner.BOTTOM_RIGHT, Corner.TOP_RIGHT),
        }[self.side]
        turned = Corner(0)
        for corner, image in zip(CORNERS, images):
            if corners & corner:
                turned |= image
        return turned


CORNERS = (Corner.TOP_LEFT, Corner.TOP_RIGHT, Corner.BOTTOM_RIGHT, Corner.BOTTOM_LEFT)
ALL_CORNERS = Corner.TOP_LEFT | Corner.TOP_RIGHT | Corner.BOTTOM_RIGHT | Corner.BOTTOM_LEFT


LTR, RTL = LayoutDirection.LTR, LayoutDirection.RTL
TURNS = [
    Turn("bottom", Edge.BOTTOM, LTR, "bottom"),
    Turn("top", Edge.TOP, LTR, "top"),
    Turn("leading in LTR (left)", Edge.LEADING, LTR, "left"),
    Turn("trailing in LTR (right)", Edge.TRAILING, LTR, "right"),
    Turn("trailing in RTL (left)", Edge.TRAILING, RTL, "left"),
    Turn("leading in RTL (right)", Edge.LEADING, RTL, "right"),
]
