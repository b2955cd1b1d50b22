"""Sheets on every side, floating and in wide layouts (ABI 1.5), driven with timestamps
through the Python API.

A session played on a bottom sheet in a 390 x 844 viewport without safe areas is played
again on each other side with its pointers turned the same way (helpers.Turn): every
frame is the bottom sheet's, turned. Then the phone (390 x 844, safe areas 47 / 34): a
floating card, a top sheet, a side sheet in both directions, the wide layouts with a
resize to 1280 x 800 while open, and the refusals."""

import pytest

from helpers import (
    ALL_CORNERS, SAFE_BOTTOM, SAFE_TOP, TURNS, VH, VW, X, frac_top, moves, run, tap)
from libsheet import (
    BackdropTap,
    Corner,
    CrossAlignment,
    Edge,
    Engine,
    Fraction,
    GestureOwner,
    Hit,
    InvalidArgument,
    LayoutDirection,
    Points,
    Rect,
    SheetConfig,
    State,
    WideLayout,
)

PHONE = (VW, VH, SAFE_TOP, SAFE_BOTTOM)
WIDE = (1280.0, 800.0, 24.0, 20.0)  # a wide window, with safe areas


def approx_rect(rect, abs=1e-9):
    """A Rect's numbers, each within abs (as a plain tuple, which pytest can show)."""
    return pytest.approx(tuple(rect), abs=abs)


# --------------------------------------------------------------------------- every side


class Session:
    """One sheet's session on one side, its frame recorded after every step."""

    def __init__(self, engine, sheet, turn):
        self.engine, self.sheet, self.turn = engine, sheet, turn
        self.frames = []

    def record(self):
        self.frames.append(self.sheet.frame)

    def ticks(self, t):
        for k in range(1, 61):
            self.engine.tick(t + k / 60)
            self.record()
        return t + 1.0

    def drag(self, y0, y1, steps, each, t):
        """A drag along the bottom sheet's y from y0 to y1 (drifting half a point a step
        across), turned; a tick at each move."""
        x, y = self.turn.point(X, y0)
        assert self.sheet.pointer_down(x, y, t) == Hit.SHEET
        self.record()
        for k in range(1, steps + 1):
            t += each
            x, y = self.turn.point(X + 0.5 * k, y0 + (y1 - y0) * k / steps)
            self.sheet.pointer_move(x, y, t)
            self.engine.tick(t)
            self.record()
        self.sheet.pointer_up(x, y, t)
        self.record()
        return t


def play(lib, turn):
    """A presentation, a drag up past the highest detent, a backdrop tap that collapses,
    a fling that dismisses, a presentation again and a slow drag that dismisses; returns
    the frames."""
    width, height = turn.viewport
    with Engine(lib, viewport=(width, height, 0, 0), layout_direction=turn.direction) as engine:
        sheet = engine.create_sheet(detents=[Points(300), Fraction(0.8)],
                                    backdrop_tap=BackdropTap.COLLAPSE, edge=turn.edge)
        session = Session(engine, sheet, turn)
        sheet.present(0, now=0.0)
        t = session.ticks(0.0)
        t = session.drag(600.0, 40.0, 40, 0.016, t)
        t = session.ticks(t)
        x, y = turn.point(X, 100.0)
        assert sheet.pointer_down(x, y, t) == Hit.BACKDROP
        sheet.pointer_up(x, y, t + 0.05)
        session.record()
        t = session.ticks(t)
        t = session.drag(600.0, 720.0, 4, 0.012, t)
        t = session.ticks(t)
        sheet.present(1, now=t)
        t = session.ticks(t)
        t = session.drag(300.0, 820.0, 60, 0.02, t)
        session.ticks(t + 0.1)
        return session.frames


@pytest.fixture(scope="module")
def bottom_frames(lib):
    frames = play(lib, TURNS[0])
    assert len(frames) > 300 and frames[-1].state == State.HIDDEN
    # The session reaches every stage: above the highest detent, collapsed, dismissed.
    assert min(f.top for f in frames) < VH - 0.8 * VH
    assert {f.state for f in frames} >= {State.PRESENTING, State.RESTING, State.DRAGGING,
                                         State.SETTLING, State.DISMISSING, State.HIDDEN}
    return frames


@pytest.mark.parametrize("turn", TURNS[1:], ids=[turn.name for turn in TURNS[1:]])
def test_every_side_turns_the_bottom_sheet(lib, bottom_frames, turn):
    frames = play(lib, turn)
    assert len(frames) == len(bottom_frames)
    for k, (b, s) in enumerate(zip(bottom_frames, frames)):
        where = f"{turn.name}, frame {k}: {s} against the bottom sheet's {b}"
        assert (s.state, s.detent, s.edge) == (b.state, b.detent, turn.edge), where
        # Turning a point there and back rounds it: the frames agree to that rounding.
        assert s.top == pytest.approx(b.top, abs=1e-9), where
        assert s.height == pytest.approx(b.height, abs=1e-9), where
        assert s.progress == pytest.approx(b.progress, abs=1e-9), where
        assert s.backdrop_alpha == pytest.approx(b.backdrop_alpha, abs=1e-9), where
        assert s.velocity == pytest.approx(b.velocity, abs=1e-6), where
        assert s.rect == approx_rect(turn.rect(b.rect)), where
        assert s.corners == turn.corners(b.corners), where


def test_the_bottom_sheet_session_in_numbers(bottom_frames):
    # After the first second the sheet rests at 300 points: top 544, the whole width.
    f = bottom_frames[59]
    assert (f.state, f.detent, f.edge) == (State.RESTING, 0, Edge.BOTTOM)
    assert f.top == pytest.approx(VH - 300.0, abs=1e-9)
    assert f.rect == approx_rect(Rect(0.0, VH - 300.0, VW, 300.0))
    assert f.corners == Corner.TOP_LEFT | Corner.TOP_RIGHT


# --------------------------------------------------------------------------- the phone


def test_a_floating_card_is_drawn_hit_and_slid_where_it_floats(engine):
    sheet = engine.create_sheet(detents=[Points(300)], edge_inset=16.0, side_inset=12.0,
                                max_cross_size=320.0, cross_alignment=CrossAlignment.LEADING,
                                backdrop_tap=BackdropTap.NONE)
    sheet.present(0, now=0.0)
    t = run(engine, 0.0, 1.5)
    f = sheet.frame
    card_top = VH - SAFE_BOTTOM - 16.0 - 300.0  # 494
    assert f.rect.x == 12.0 and f.rect.width == 320.0
    assert f.rect.y == pytest.approx(card_top, abs=1e-9)
    assert f.rect.height == pytest.approx(300.0, abs=1e-9)
    assert f.corners == ALL_CORNERS
    # Beside the card and in its margin below is the backdrop, not the sheet.
    t, hit = tap(sheet, 600.0, t, x=340.0)
    assert hit == Hit.BACKDROP
    t, hit = tap(sheet, 820.0, t, x=200.0)
    assert hit == Hit.BACKDROP
    assert sheet.pointer_down(200.0, 600.0, t) == Hit.SHEET
    t = moves(engine, sheet, 600.0, 700.0, t, 0.2, 10, x=200.0)
    f = sheet.frame
    assert f.rect.y == pytest.approx(card_top + 100.0, abs=1e-9)
    assert f.rect.height == pytest.approx(300.0, abs=1e-9)  # it slides, whole
    sheet.pointer_cancel(t)
    t = run(engine, t, 1.5)
    assert sheet.frame.rect.y == pytest.approx(card_top, abs=1e-9)
    sheet.dismiss(now=t)
    run(engine, t, 1.5)
    f = sheet.frame
    assert f.state == State.HIDDEN and f.rect.y >= VH
    assert f.rect.height == pytest.approx(300.0, abs=1e-9)  # it left whole


def test_a_top_sheet_hangs_its_detent_below_safe_top(engine):
    sheet = engine.create_sheet(detents=[Points(200)], edge=Edge.TOP)
    sheet.present(0, now=0.0)
    t = run(engine, 0.0, 1.5)
    f = sheet.frame
    assert (f.state, f.edge) == (State.RESTING, Edge.TOP)
    assert f.rect == approx_rect(Rect(0.0, 0.0, VW, SAFE_TOP + 200.0))
    assert f.corners == Corner.BOTTOM_LEFT | Corner.BOTTOM_RIGHT
    # Along its axis, measured from the bottom: 200 points above the 47 of safe_top.
    assert f.top == pytest.approx(VH - SAFE_TOP - 200.0, abs=1e-9)
    assert f.height == pytest.approx(SAFE_TOP + 200.0, abs=1e-9)
    assert f.progress == pytest.approx(1.0, abs=1e-12)
    # Dragging it up (toward its side) takes it up with the finger.
    assert sheet.pointer_down(X, 200.0, t) == Hit.SHEET
    t = moves(engine, sheet, 200.0, 150.0, t, 0.3, 10)
    assert sheet.frame.rect.height == pytest.approx(SAFE_TOP + 150.0, abs=1e-9)
    sheet.pointer_cancel(t)
    t = run(engine, t, 1.5)
    sheet.dismiss(now=t)
    run(engine, t, 1.5)
    f = sheet.frame
    assert f.state == State.HIDDEN and f.rect.y + f.rect.height <= 0.0


def test_a_side_sheet_spans_the_safe_height_and_mirrors_with_the_direction(engine):
    sheet = engine.create_sheet(detents=[Points(256)], edge=Edge.TRAILING)
    sheet.present(0, now=0.0)
    t = run(engine, 0.0, 1.5)
    f = sheet.frame
    assert (f.state, f.edge) == (State.RESTING, Edge.TRAILING)
    # 134, 47, 256, 763
    assert f.rect == approx_rect(Rect(VW - 256.0, SAFE_TOP, 256.0, VH - SAFE_TOP - SAFE_BOTTOM))
    assert f.corners == Corner.TOP_LEFT | Corner.BOTTOM_LEFT
    assert f.top == pytest.approx(VW - 256.0, abs=1e-9)  # its left edge's x
    # A vertical drag is the host's; one along x moves it.
    assert sheet.pointer_down(300.0, 400.0, t) == Hit.SHEET
    t = moves(engine, sheet, 400.0, 500.0, t, 0.2, 10, x=300.0)
    f = sheet.frame
    assert f.gesture_owner == GestureOwner.HOST
    assert f.rect.x == pytest.approx(VW - 256.0, abs=1e-9)
    sheet.pointer_up(300.0, 500.0, t)
    t += 0.1
    assert sheet.pointer_down(300.0, 400.0, t) == Hit.SHEET
    for k in range(1, 11):
        t += 0.02
        sheet.pointer_move(300.0 + 6.0 * k, 400.0, t)
        engine.tick(t)
    f = sheet.frame
    assert (f.state, f.gesture_owner) == (State.DRAGGING, GestureOwner.SHEET)
    assert f.rect.x == pytest.approx(VW - 256.0 + 60.0, abs=1e-9)
    assert f.rect.width == pytest.approx(256.0 - 60.0, abs=1e-9)
    sheet.pointer_cancel(t)
    t = run(engine, t, 1.5)

    engine.layout_direction = LayoutDirection.RTL
    assert engine.layout_direction == LayoutDirection.RTL
    f = sheet.frame  # mirrored at once
    assert f.rect == approx_rect(Rect(0.0, SAFE_TOP, 256.0, VH - SAFE_TOP - SAFE_BOTTOM))
    assert f.corners == Corner.TOP_RIGHT | Corner.BOTTOM_RIGHT
    assert f.edge == Edge.TRAILING
    with pytest.raises(InvalidArgument) as refused:
        engine.set_layout_direction(2)
    assert "direction" in refused.value.message
    assert engine.layout_direction == LayoutDirection.RTL
    assert sheet.frame == f
    with pytest.raises(TypeError):
        engine.layout_direction = "rtl"


def test_the_engine_takes_its_direction_when_made(lib):
    with Engine(lib, viewport=PHONE, layout_direction=LayoutDirection.RTL) as engine:
        sheet = engine.create_sheet(detents=[Points(256)], edge=Edge.LEADING)
        sheet.present(0, now=0.0)
        run(engine, 0.0, 1.5)
        f = sheet.frame
        assert f.rect.x == pytest.approx(VW - 256.0, abs=1e-9)  # leading is the right
        assert f.corners == Corner.TOP_LEFT | Corner.BOTTOM_LEFT
        assert sheet.config.edge == Edge.LEADING


@pytest.mark.parametrize("direction, alignment", [
    (LayoutDirection.LTR, CrossAlignment.LEADING), (LayoutDirection.RTL, CrossAlignment.TRAILING)])
def test_a_column_at_the_start_of_the_width_is_drawn_at_its_width(lib, direction, alignment):
    with Engine(lib, viewport=PHONE, layout_direction=direction) as engine:
        sheet = engine.create_sheet(detents=[Fraction(0.6)], max_cross_size=320.0,
                                    cross_alignment=alignment)
        sheet.present(0, now=0.0)
        t = run(engine, 0.0, 1.5)
        assert sheet.pointer_down(350.0, 700.0, t) == Hit.BACKDROP  # beside the column
        sheet.pointer_cancel(t)
        top = frac_top(0.6)
        assert sheet.frame.rect == approx_rect(Rect(0.0, top, 320.0, VH - top))


# --------------------------------------------------------------------------- wide layouts


def test_wide_layouts_move_an_open_sheet_keeping_its_detent(engine):
    sheet = engine.create_sheet(detents=[Points(200), Fraction(0.9)],
                                wide_layout=WideLayout.FLOATING_LEADING)
    sheet.present(1, now=0.0)
    t = run(engine, 0.0, 1.5)
    list(engine.events())

    # FLOATING_LEADING: a 320-point card at the left, its highest detent the full height
    # less the 16-point margins.
    engine.set_viewport(*WIDE)
    assert sheet.frame.state == State.SETTLING
    t = run(engine, t, 1.5)
    f = sheet.frame
    assert (f.state, f.detent, f.edge) == (State.RESTING, 1, Edge.BOTTOM)
    assert (f.rect.x, f.rect.width) == (16.0, 320.0)
    assert f.rect.y == pytest.approx(24.0 + 16.0, abs=1e-9)
    assert f.rect.y + f.rect.height == pytest.approx(800.0 - 20.0 - 16.0, abs=1e-9)
    assert f.corners == ALL_CORNERS
    engine.set_viewport(*PHONE)
    t = run(engine, t, 1.5)
    f = sheet.frame
    assert (f.state, f.detent) == (State.RESTING, 1)
    assert f.top == pytest.approx(frac_top(0.9), abs=1e-6)
    assert f.rect == approx_rect(Rect(0.0, frac_top(0.9), VW, VH - frac_top(0.9)), abs=1e-6)
    assert list(engine.events()) == []

    # SIDE_TRAILING: the axis turns; the sheet comes in from the right, 256 wide.
    sheet.update(now=t, wide_layout=WideLayout.SIDE_TRAILING)
    engine.set_viewport(*WIDE)
    f = sheet.frame
    assert f.edge == Edge.TRAILING and f.rect.x == 1280.0
    t = run(engine, t, 1.5)
    f = sheet.frame
    assert (f.state, f.detent) == (State.RESTING, 1)
    assert f.rect.x == pytest.approx(1280.0 - 256.0, abs=1e-9)
    assert f.rect.width == pytest.approx(256.0, abs=1e-9)
    assert (f.rect.y, f.rect.height) == (24.0, 800.0 - 24.0 - 20.0)

    # CENTERED: a card at most 640 wide, its highest detent centred between the safe
    # areas.
    sheet.update(now=t, wide_layout=WideLayout.CENTERED)
    t = run(engine, t, 1.5)
    f = sheet.frame
    assert (f.state, f.detent, f.edge) == (State.RESTING, 1, Edge.BOTTOM)
    assert (f.rect.x, f.rect.width) == (320.0, 640.0)
    assert f.rect.y - 24.0 == pytest.approx(800.0 - 20.0 - (f.rect.y + f.rect.height), abs=1e-9)
    assert f.rect.y - 24.0 >= 16.0
    assert list(engine.events()) == []
    assert sheet.config.wide_layout == WideLayout.CENTERED


def test_a_narrow_threshold_makes_the_phone_wide(engine):
    sheet = engine.create_sheet(detents=[Points(200)], wide_layout=WideLayout.SIDE_TRAILING,
                                wide_threshold=300.0)
    sheet.present(0, now=0.0)
    run(engine, 0.0, 1.5)
    f = sheet.frame
    assert f.edge == Edge.TRAILING
    assert f.rect == approx_rect(Rect(VW - 256.0, SAFE_TOP, 256.0, VH - SAFE_TOP - SAFE_BOTTOM))


# --------------------------------------------------------------------------- refusals


@pytest.mark.parametrize("field, value, named", [
    ("edge", 4, "edge"),
    ("edge_inset", 900.0, "edge_inset"),
    ("side_inset", 200.0, "side_inset"),
    ("wide_threshold", float("nan"), "wide_threshold"),
    ("max_cross_size", -1.0, "max_cross_size"),
    ("wide_layout", 9, "wide_layout"),
    ("cross_alignment", -1, "cross_alignment"),
])
def test_placements_that_cannot_be_are_refused(engine, field, value, named):
    with pytest.raises(InvalidArgument) as refused:
        engine.create_sheet(detents=[Points(200)], **{field: value})
    assert named in refused.value.message
    sheet = engine.create_sheet(detents=[Points(200)], edge=Edge.TOP)
    sheet.present(0, now=0.0)
    t = run(engine, 0.0, 1.5)
    before, config = sheet.frame, sheet.config
    with pytest.raises(InvalidArgument):
        sheet.update(now=t, **{field: value})
    assert sheet.frame == before and sheet.config == config
    assert engine.top_sheet == sheet


def test_placements_of_the_wrong_type_are_refused(engine):
    with pytest.raises(TypeError):
        engine.create_sheet(edge="top")
    with pytest.raises(TypeError):
        engine.create_sheet(edge_inset="16")
    config = SheetConfig(edge=Edge.LEADING, edge_inset=8.0, max_cross_size=None)
    sheet = engine.create_sheet(config)
    assert sheet.config.edge == Edge.LEADING and sheet.config.max_cross_size is None
