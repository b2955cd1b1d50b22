"""A sheet's life driven from Python with explicit timestamps: a container presented,
dragged back, dismissed by a drag, a flick and a backdrop tap; a maps-style sheet whose
low detent passes touches through; a panel that goes below its auto-dismiss height."""

import pytest

from helpers import AVAIL, VH, X, flick, frac_top, kinds, moves, run, slow_drag
from libsheet import (
    BackdropTap,
    EventType as E,
    Fraction,
    GestureOwner,
    Hit,
    Points,
    Reason as R,
    State,
)


def assert_rest(sheet, detent, top):
    f = sheet.frame
    assert f.state == State.RESTING
    assert f.detent == detent
    assert f.top == pytest.approx(top, abs=1e-6)
    assert f.height == pytest.approx(VH - top, abs=1e-6)


def assert_hidden(sheet):
    f = sheet.frame
    assert f.state == State.HIDDEN
    assert f.detent == -1
    assert f.top == pytest.approx(VH, abs=1e-9)
    assert f.height == pytest.approx(0.0, abs=1e-9)


def drain(engine):
    return kinds(engine.events())


class TestSixtyPercentContainer:
    """A reusable 60% container: present, drag back, drag to dismiss, flick dismiss,
    backdrop tap."""

    h = 0.6 * AVAIL
    rest = frac_top(0.6)
    y0 = frac_top(0.6) + 60.0

    @pytest.fixture
    def presented(self, engine):
        sheet = engine.create_sheet(detents=[Fraction(0.6)], user_tag=0xA11CE)
        sheet.present(0, now=0.0)
        f = sheet.frame
        assert f.state == State.PRESENTING and f.detent == 0
        assert f.top == pytest.approx(VH, abs=1e-9)
        events = list(engine.events())
        assert [(ev.type, ev.detent) for ev in events] == [(E.WILL_PRESENT, 0)]
        assert events[0].sheet == sheet.id
        assert events[0].user_tag == 0xA11CE
        assert events[0].time == pytest.approx(0.0, abs=1e-12)
        now = run(engine, 0.0, 0.5)
        f = sheet.frame
        assert self.rest - 1.0 < f.top < VH
        now = run(engine, now, 1.0)
        events = list(engine.events())
        assert [(ev.type, ev.detent) for ev in events] == [(E.DID_PRESENT, 0)]
        assert 0.0 < events[0].time <= 1.5
        assert_rest(sheet, 0, self.rest)
        f = sheet.frame
        assert f.backdrop_alpha == pytest.approx(0.4, abs=1e-9)
        assert f.corner_radius == pytest.approx(12.0, abs=1e-12)
        assert f.opacity == pytest.approx(1.0, abs=1e-9)
        assert f.scale == pytest.approx(1.0, abs=1e-9)
        assert f.progress == pytest.approx(1.0, abs=1e-9)
        assert f.velocity == pytest.approx(0.0, abs=1e-9)
        return sheet, now

    def test_drag_back(self, engine, presented):
        sheet, now = presented
        assert sheet.pointer_down(X, self.y0, now) == Hit.SHEET
        now = moves(engine, sheet, self.y0, self.y0 + 0.4 * self.h, now, 0.608, 38)
        f = sheet.frame
        assert f.state == State.DRAGGING
        assert f.gesture_owner == GestureOwner.SHEET
        assert f.top == pytest.approx(self.rest + 0.4 * self.h, abs=1e-9)
        now += 0.060
        engine.tick(now)
        sheet.pointer_up(X, self.y0 + 0.4 * self.h, now)
        f = sheet.frame
        assert f.state == State.SETTLING and f.detent == 0
        run(engine, now, 1.5)
        assert drain(engine) == [(E.DRAG_BEGAN, 0), (E.DRAG_ENDED, 0, R.DRAG)]
        assert_rest(sheet, 0, self.rest)

    def test_drag_to_dismiss(self, engine, presented):
        sheet, now = presented
        assert sheet.pointer_down(X, self.y0, now) == Hit.SHEET
        now = moves(engine, sheet, self.y0, self.y0 + 0.6 * self.h, now, 0.8, 50)
        assert sheet.frame.top == pytest.approx(self.rest + 0.6 * self.h, abs=1e-9)
        now += 0.060
        engine.tick(now)
        sheet.pointer_up(X, self.y0 + 0.6 * self.h, now)
        f = sheet.frame
        assert f.state == State.DISMISSING and f.detent == -1
        run(engine, now, 1.5)
        assert drain(engine) == [
            (E.DRAG_BEGAN, 0), (E.DRAG_ENDED, -1, R.DRAG),
            (E.WILL_DISMISS, R.DRAG), (E.DID_DISMISS, R.DRAG)]
        assert_hidden(sheet)
        assert sheet.frame.backdrop_alpha == pytest.approx(0.0, abs=1e-9)

    def test_flick_dismiss(self, engine, presented):
        sheet, now = presented
        now = flick(engine, sheet, self.y0, 60.0, now)
        assert sheet.frame.state == State.DISMISSING
        run(engine, now, 1.5)
        assert drain(engine) == [
            (E.DRAG_BEGAN, 0), (E.DRAG_ENDED, -1, R.FLING),
            (E.WILL_DISMISS, R.FLING), (E.DID_DISMISS, R.FLING)]
        assert_hidden(sheet)

    def test_backdrop_tap(self, engine, presented):
        sheet, now = presented
        assert sheet.pointer_down(X, 200.0, now) == Hit.BACKDROP
        now += 0.080
        sheet.pointer_up(X, 200.0, now)
        assert drain(engine) == [(E.WILL_DISMISS, R.BACKDROP_TAP)]
        run(engine, now, 1.5)
        assert drain(engine) == [(E.DID_DISMISS, R.BACKDROP_TAP)]
        assert_hidden(sheet)

    def test_tap_inside_does_nothing(self, engine, presented):
        sheet, now = presented
        assert sheet.pointer_down(X, 600.0, now) == Hit.SHEET
        now += 0.080
        sheet.pointer_up(X, 600.0, now)
        run(engine, now, 1.0)
        assert drain(engine) == []
        assert_rest(sheet, 0, self.rest)

    def test_present_again_after_dismiss(self, engine, presented):
        sheet, now = presented
        now = flick(engine, sheet, self.y0, 60.0, now)
        now = run(engine, now, 1.5)
        list(engine.events())
        sheet.present(0, now=now)
        run(engine, now, 1.5)
        assert drain(engine) == [(E.WILL_PRESENT, 0), (E.DID_PRESENT, 0)]
        assert_rest(sheet, 0, self.rest)


def test_maps_style_sheet_passes_touches_through(engine):
    top0, top1 = VH - 200.0, frac_top(0.9)
    sheet = engine.create_sheet(detents=[Points(200), Fraction(0.9)],
                                largest_undimmed_detent=0, backdrop_tap=BackdropTap.NONE)
    sheet.present(0, now=0.0)
    now = run(engine, 0.0, 1.5)
    assert_rest(sheet, 0, top0)
    f = sheet.frame
    assert f.backdrop_alpha == pytest.approx(0.0, abs=1e-12)
    assert f.progress == pytest.approx(200.0 / (0.9 * AVAIL), abs=1e-9)

    assert sheet.pointer_down(X, 300.0, now) == Hit.PASS_THROUGH
    now += 0.05
    assert sheet.pointer_down(X, 700.0, now) == Hit.SHEET  # the passed pointer is not held
    now += 0.05
    sheet.pointer_up(X, 700.0, now)
    list(engine.events())

    sheet.move_to_detent(1, now=now)
    assert drain(engine) == [(E.DETENT_CHANGED, 0, 1)]
    now = run(engine, now, 1.5)
    assert_rest(sheet, 1, top1)
    assert sheet.frame.backdrop_alpha == pytest.approx(0.4, abs=1e-9)
    list(engine.events())

    assert sheet.pointer_down(X, 100.0, now) == Hit.BACKDROP
    now += 0.05
    sheet.pointer_up(X, 100.0, now)
    now = run(engine, now, 1.0)
    assert drain(engine) == []
    assert_rest(sheet, 1, top1)

    quarter, half = (top0 - top1) / 4, (top0 - top1) / 2
    assert sheet.pointer_down(X, 200.0, now) == Hit.SHEET
    now = moves(engine, sheet, 200.0, 200.0 + quarter, now, 0.4, 25)
    assert sheet.frame.top == pytest.approx(top1 + quarter, abs=1e-9)
    assert sheet.frame.backdrop_alpha == pytest.approx(0.3, abs=1e-6)
    now = moves(engine, sheet, 200.0 + quarter, 200.0 + half, now, 0.4, 25)
    assert sheet.frame.backdrop_alpha == pytest.approx(0.2, abs=1e-6)
    now = moves(engine, sheet, 200.0 + half, 200.0 + (top0 - top1) + 30.0, now, 0.4, 25)
    assert sheet.frame.backdrop_alpha == pytest.approx(0.0, abs=1e-9)
    sheet.pointer_cancel(now)
    run(engine, now, 1.5)
    assert_rest(sheet, 1, top1)
    assert sheet.frame.backdrop_alpha == pytest.approx(0.4, abs=1e-9)
    assert all(ev.type != E.WILL_DISMISS for ev in engine.events())


class TestPanelWithDismissHeight:
    """A 490 pt panel with an auto-dismiss height of 300."""

    rest = VH - 490.0

    @pytest.fixture
    def presented(self, engine):
        sheet = engine.create_sheet(detents=[Points(490)], dismiss_height=300)
        sheet.present(0, now=0.0)
        now = run(engine, 0.0, 1.5)
        assert_rest(sheet, 0, self.rest)
        list(engine.events())
        return sheet, now

    def test_leaving_320_visible_goes_back(self, engine, presented):
        sheet, now = presented
        now = slow_drag(engine, sheet, 400.0, 170.0, now)
        run(engine, now, 1.5)
        assert drain(engine) == [(E.DRAG_BEGAN, 0), (E.DRAG_ENDED, 0, R.DRAG)]
        assert_rest(sheet, 0, self.rest)

    def test_leaving_280_visible_dismisses(self, engine, presented):
        sheet, now = presented
        now = slow_drag(engine, sheet, 400.0, 210.0, now)
        run(engine, now, 1.5)
        assert drain(engine) == [
            (E.DRAG_BEGAN, 0), (E.DRAG_ENDED, -1, R.DRAG),
            (E.WILL_DISMISS, R.DRAG), (E.DID_DISMISS, R.DRAG)]
        assert_hidden(sheet)
