"""A keyboard over a sheet and back with progress (ABI 1.4), driven with timestamps
through the Python API: the keyboard behaviours, a focused field kept above a keyboard
that animates over 15 frames, the footer pinned to the visible bottom, and a back
gesture's frames, cancel, commits and refusals.

The phone: viewport 390 x 844, safe areas 47 / 34; a Fraction(f) detent is f * 797
tall. With a 300-point keyboard the visible bottom is at 544; a half-height sheet rests
with its top at 445.5."""

import math

import pytest

from helpers import AVAIL, VH, VW, X, frac_top, kinds, run
from libsheet import (
    BackBehavior,
    Content,
    EventType as E,
    Fraction,
    Hit,
    InvalidArgument,
    InvalidHandle,
    InvalidState,
    KeyboardBehavior,
    Reason as R,
    SheetConfig,
    State,
)

KEYBOARD_TOP = VH - 300.0  # 544


def presented(engine, sheet, detent=0, now=0.0):
    """Presents at detent, runs 1.5 s at 60 Hz and drains the events; returns the time."""
    sheet.present(detent, now=now)
    t = run(engine, now, 1.5)
    list(engine.events())
    return t


def assert_rest(sheet, detent, top):
    f = sheet.frame
    assert (f.state, f.detent) == (State.RESTING, detent), f
    assert f.top == pytest.approx(top, abs=1e-6)
    assert f.height == pytest.approx(VH - top, abs=1e-6)


# --------------------------------------------------------------------------- keyboard


def test_extend_goes_to_the_highest_detent_above_the_keyboard_and_back(engine):
    sheet = engine.create_sheet(detents=[Fraction(0.3), Fraction(0.6)],
                                keyboard=KeyboardBehavior.EXTEND)
    t = presented(engine, sheet)
    engine.set_obstruction(300.0, now=t)
    t = run(engine, t, 1.5)
    assert_rest(sheet, 0, KEYBOARD_TOP - 0.6 * AVAIL)  # 65.8: the detent index stays
    engine.set_obstruction(0.0, now=t)
    t = run(engine, t, 1.5)
    assert_rest(sheet, 0, frac_top(0.3))
    assert list(engine.events()) == []


def test_fill_takes_the_room_above_the_keyboard_and_rise_lifts_the_detent(engine):
    sheet = engine.create_sheet(detents=[Fraction(0.3), Fraction(0.6)])
    t = presented(engine, sheet)
    sheet.update(now=t, keyboard=KeyboardBehavior.FILL)
    engine.set_obstruction(300.0, now=t)
    t = run(engine, t, 1.5)
    assert_rest(sheet, 0, 47.0)  # up to safe_top
    sheet.update(now=t, keyboard=KeyboardBehavior.RISE)
    t = run(engine, t, 1.5)
    assert_rest(sheet, 0, KEYBOARD_TOP - 0.3 * AVAIL)  # 304.9
    assert sheet.config.keyboard == KeyboardBehavior.RISE
    with pytest.raises(InvalidArgument) as e:
        sheet.update(now=t, keyboard=3)
    assert "keyboard" in e.value.message
    assert sheet.config.keyboard == KeyboardBehavior.RISE


# --------------------------------------------------------------------------- focus


def test_a_focused_field_stays_16_points_above_a_keyboard_that_animates(engine):
    sheet = engine.create_sheet(detents=[Fraction(0.5)])
    sheet.set_content(1, 1000.0, now=0.0)
    t = presented(engine, sheet)
    sheet.set_scroll_extent(600.0, now=t)
    # The field spans 370..414 of the content; the sheet's top is at 445.5, so its
    # bottom is at 859.5 until the content scrolls it up to 810, 16 above the safe area.
    sheet.set_focus(370.0, 44.0, now=t)
    assert sheet.frame.content_offset == pytest.approx(445.5 + 414 + 16 - 810, abs=1e-9)
    tops = []
    for k in range(1, 16):
        keyboard = 20.0 * k  # 20 points a frame at 60 Hz
        t += 1 / 60
        engine.set_obstruction(keyboard, now=t)
        engine.tick(t)
        f = sheet.frame
        field_bottom = f.top + 414.0 - f.content_offset
        assert field_bottom == pytest.approx(VH - max(keyboard, 34.0) - 16.0, abs=1e-9), k
        tops.append(f.top)
    # The sheet itself was moving, rising with the keyboard, in those frames.
    assert all(a > b for a, b in zip(tops, tops[1:])) and tops[-1] < 445.5
    t = run(engine, t, 1.5)
    assert sheet.frame.top == pytest.approx(145.5, abs=1e-6)
    assert sheet.frame.content_offset == pytest.approx(145.5 + 414 + 16 - 544, abs=1e-9)
    sheet.clear_focus(now=t)
    assert sheet.frame.content_offset == 0.0


def test_bad_foci_are_refused_and_change_nothing(engine):
    sheet = engine.create_sheet(detents=[Fraction(0.5)])
    sheet.set_content(1, 1000.0, now=0.0)
    t = presented(engine, sheet)
    sheet.set_scroll_extent(600.0, now=t)
    for y, height in ((math.nan, 10.0), (-1.0, 10.0), (10.0, math.inf), (10.0, -2.0)):
        with pytest.raises(InvalidArgument):
            sheet.set_focus(y, height, now=t)
    with pytest.raises(InvalidArgument) as e:
        sheet.set_focus(1590.0, 20.0, now=t)  # past 1000 + 600
    assert "past the content" in e.value.message
    assert e.value.status_name == "SHEET_ERR_INVALID_ARGUMENT"
    with pytest.raises(InvalidArgument) as e:
        sheet.set_focus(10.0, 10.0, now=math.nan)
    assert "now" in e.value.message
    with pytest.raises(InvalidHandle):
        engine.sheet(0).set_focus(10.0, 10.0, now=t)
    with pytest.raises(TypeError):
        sheet.set_focus("10", 10.0, now=t)
    assert sheet.frame.content_offset == 0.0
    assert list(engine.events()) == []


# --------------------------------------------------------------------------- footer


def test_the_footer_is_pinned_to_the_visible_bottom(engine):
    sheet = engine.create_sheet(detents=[Fraction(0.3), Fraction(0.6)], footer_height=60.0)
    pinned = VH - 34.0 - 60.0  # 750: on the bottom safe area
    t = presented(engine, sheet)
    assert sheet.frame.footer_top == pinned
    sheet.move_to_detent(1, now=t)
    t = run(engine, t, 1.5)
    assert sheet.frame.footer_top == pinned
    # Dragged down, it stays until less than the footer shows, then rides the top.
    assert sheet.pointer_down(X, 400.0, t) == Hit.SHEET
    below = 0
    for k in range(1, 41):
        t += 0.016
        sheet.pointer_move(X, 400.0 + 10.0 * k, t)
        f = sheet.frame
        assert f.footer_top == max(f.top, pinned), (k, f.top, f.footer_top)
        below += f.top > pinned
    assert below > 0
    sheet.pointer_cancel(t)
    t = run(engine, t, 1.5)
    # On a keyboard, at once.
    engine.set_obstruction(300.0, now=t)
    assert sheet.frame.footer_top == KEYBOARD_TOP - 60.0  # 484
    engine.set_obstruction(0.0, now=t)
    t = run(engine, t, 1.5)
    assert sheet.frame.footer_top == pinned


def test_without_a_footer_its_top_is_the_visible_bottom(engine):
    sheet = engine.create_sheet(detents=[Fraction(0.5)])
    t = presented(engine, sheet)
    assert sheet.frame.footer_top == VH - 34.0
    engine.set_obstruction(300.0, now=t)
    assert sheet.frame.footer_top == KEYBOARD_TOP


def test_a_content_detent_and_a_scroll_extent_make_room_for_the_footer(engine):
    sheet = engine.create_sheet(detents=[Content()], footer_height=60.0)
    sheet.set_content(1, 200.0, now=0.0)
    t = presented(engine, sheet)
    assert_rest(sheet, 0, VH - (200.0 + 60.0 + 34.0))  # 550
    sheet.set_scroll_extent(500.0, now=t)
    assert sheet.frame.scroll_extent == 560.0
    sheet.update(now=t, footer_height=0.0)
    t = run(engine, t, 1.5)
    assert_rest(sheet, 0, VH - (200.0 + 34.0))
    assert sheet.frame.scroll_extent == 500.0
    for bad in (-1.0, math.nan, 2e9):
        with pytest.raises(InvalidArgument) as e:
            sheet.update(now=t, footer_height=bad)
        assert "footer_height" in e.value.message
    assert sheet.config.footer_height == 0.0


# --------------------------------------------------------------------------- back


def cubic_bezier(x1, y1, x2, y2, x):
    """The CSS cubic-bezier(x1, y1, x2, y2) at x, by bisection on the curve's parameter."""
    lo, hi = 0.0, 1.0
    for _ in range(200):
        s = 0.5 * (lo + hi)
        bx = 3 * (1 - s) ** 2 * s * x1 + 3 * (1 - s) * s * s * x2 + s ** 3
        if bx < x:
            lo = s
        else:
            hi = s
    s = 0.5 * (lo + hi)
    return 3 * (1 - s) ** 2 * s * y1 + 3 * (1 - s) * s * s * y2 + s ** 3


def shown(progress):
    """How far a back gesture's progress shrinks the sheet (Material 3's curve)."""
    return cubic_bezier(0.1, 0.1, 0.0, 1.0, progress)


REST = frac_top(0.5)  # 445.5


def half_sheet(engine, now=0.0, **fields):
    sheet = engine.create_sheet(detents=[Fraction(0.5)], **fields)
    return sheet, presented(engine, sheet, now=now)


def test_the_sheet_shrinks_with_the_progress_and_springs_back_on_a_cancel(engine):
    sheet, t = half_sheet(engine)
    sheet.back_begin(now=t)
    assert (sheet.frame.top, sheet.frame.scale) == (REST, 1.0)
    for progress in (0.1, 0.25, 0.5, 0.8, 1.0):
        p = shown(progress)
        t += 0.016
        sheet.back_progress(progress, now=t)
        f = sheet.frame
        assert f.top == pytest.approx(REST + 24 * p, abs=1e-9), progress
        assert f.height == pytest.approx(VH - f.top, abs=1e-9)
        assert f.scale == pytest.approx(1 - 48 * p / VW, abs=1e-9), progress
        assert (f.state, f.detent) == (State.RESTING, 0)
    assert shown(1.0) == pytest.approx(1.0, abs=1e-12) and shown(0.5) > 0.5
    assert sheet.frame.scale == pytest.approx(1 - 48 / 390, abs=1e-9)
    # A cancel from 0.6 springs back along cubic-bezier(0.4, 0, 0.2, 1) in 100 ms.
    sheet.back_progress(0.6, now=t)
    start = shown(0.6)
    sheet.back_cancel(now=t)
    assert engine.is_animating
    for k in range(1, 6):
        elapsed = 0.02 * k
        left = 0.0 if k == 5 else start * (1 - cubic_bezier(0.4, 0.0, 0.2, 1.0, elapsed / 0.1))
        engine.tick(t + elapsed)
        assert sheet.frame.top == pytest.approx(REST + 24 * left, abs=1e-6), elapsed
        assert sheet.frame.scale == pytest.approx(1 - 48 * left / VW, abs=1e-6), elapsed
    assert not engine.is_animating
    assert_rest(sheet, 0, REST)
    assert sheet.frame.scale == 1.0
    assert list(engine.events()) == []


def test_a_commit_dismisses_from_the_shrunk_sheet(engine):
    sheet, t = half_sheet(engine, user_tag=0xBAC)
    sheet.back_begin(now=t)
    t += 0.1
    sheet.back_progress(1.0, now=t)
    shrunk = sheet.frame
    sheet.back_commit(now=t)
    f = sheet.frame
    assert f.state == State.DISMISSING
    assert (f.top, f.scale) == (shrunk.top, shrunk.scale)
    run(engine, t, 1.5)
    f = sheet.frame
    assert (f.state, f.detent, f.top, f.height) == (State.HIDDEN, -1, VH, 0.0)
    events = list(engine.events())
    assert kinds(events) == [(E.WILL_DISMISS, R.BACK), (E.DID_DISMISS, R.BACK)]
    assert (events[0].sheet, events[0].time, events[0].user_tag) == (sheet.id, t, 0xBAC)


def test_a_press_without_a_gesture_dismisses(engine):
    sheet, t = half_sheet(engine)
    sheet.back_commit(now=t)
    assert (sheet.frame.state, sheet.frame.scale) == (State.DISMISSING, 1.0)
    run(engine, t, 1.5)
    assert kinds(engine.events()) == [(E.WILL_DISMISS, R.BACK), (E.DID_DISMISS, R.BACK)]


def test_collapse_goes_one_detent_lower_then_dismisses(engine):
    sheet = engine.create_sheet(detents=[Fraction(0.3), Fraction(0.6)],
                                back_behavior=BackBehavior.COLLAPSE)
    t = presented(engine, sheet, 1)
    sheet.back_commit(now=t)
    events = list(engine.events())
    assert [(ev.type, ev.from_detent, ev.detent, ev.reason) for ev in events] == [
        (E.DETENT_CHANGED, 1, 0, R.BACK)]
    t = run(engine, t, 1.5)
    assert_rest(sheet, 0, frac_top(0.3))
    sheet.back_commit(now=t)
    run(engine, t, 1.5)
    assert kinds(engine.events()) == [(E.WILL_DISMISS, R.BACK), (E.DID_DISMISS, R.BACK)]
    assert sheet.frame.state == State.HIDDEN


def test_a_sheet_that_confirms_asks_and_springs_back(engine):
    sheet, t = half_sheet(engine, confirm_dismiss=True)
    sheet.back_begin(now=t)
    sheet.back_progress(0.7, now=t)
    assert sheet.frame.top == pytest.approx(REST + 24 * shown(0.7), abs=1e-9)
    sheet.back_commit(now=t)
    events = list(engine.events())
    assert kinds(events) == [(E.DISMISS_REQUESTED, R.BACK)]
    assert events[0].sheet == sheet.id
    run(engine, t, 0.2)
    assert_rest(sheet, 0, REST)
    assert sheet.frame.scale == 1.0
    assert list(engine.events()) == []
    # The host answers.
    sheet.dismiss(now=t + 0.2)
    run(engine, t + 0.2, 1.5)
    assert kinds(engine.events()) == [(E.WILL_DISMISS, R.PROGRAMMATIC),
                                      (E.DID_DISMISS, R.PROGRAMMATIC)]


def test_back_calls_out_of_order_and_bad_progress_are_refused(engine):
    hidden = engine.create_sheet(detents=[Fraction(0.5)])
    for call in (hidden.back_begin, hidden.back_commit):
        with pytest.raises(InvalidState) as e:
            call(now=0.0)
        assert e.value.message == ("the sheet takes no back action now "
                                   "(it is not presented, or is leaving)")
    hidden.destroy()
    sheet, t = half_sheet(engine)
    with pytest.raises(InvalidState):
        sheet.back_progress(0.5, now=t)
    with pytest.raises(InvalidState) as e:
        sheet.back_cancel(now=t)
    assert "sheet_back_begin" in e.value.message
    sheet.back_begin(now=t)
    with pytest.raises(InvalidState) as e:
        sheet.back_begin(now=t)
    assert "already in progress" in e.value.message
    for progress in (-0.1, 1.5, math.nan):
        with pytest.raises(InvalidArgument) as e:
            sheet.back_progress(progress, now=t)
        assert "progress" in e.value.message, progress
    with pytest.raises(InvalidArgument):
        sheet.back_progress(0.5, now=math.inf)
    with pytest.raises(TypeError):
        sheet.back_progress("half", now=t)
    with pytest.raises(InvalidHandle):
        engine.sheet(0).back_begin(now=t)
    assert_rest(sheet, 0, REST)
    assert sheet.frame.scale == 1.0
    sheet.back_cancel(now=t)
    assert list(engine.events()) == []


def test_sheets_that_take_no_back_action_refuse_it(engine):
    none, t = half_sheet(engine, back_behavior=BackBehavior.NONE)
    for call in (none.back_begin, none.back_commit):
        with pytest.raises(InvalidState) as e:
            call(now=t)
        assert e.value.message == ("the sheet takes no back action now "
                                   "(its back behaviour is none)")
        assert e.value.status_name == "SHEET_ERR_INVALID_STATE"
    kept, t = half_sheet(engine, now=t, dismissible=False)
    with pytest.raises(InvalidState) as e:
        kept.back_begin(now=t)
    assert "cannot be dismissed" in e.value.message
    with pytest.raises(InvalidArgument) as e:
        kept.update(now=t, back_behavior=7)
    assert "back_behavior" in e.value.message
    assert kept.config == SheetConfig(detents=(Fraction(0.5),), dismissible=False)
    # Under a finger, neither.
    assert kept.pointer_down(X, 600.0, t) == Hit.SHEET
    kept.pointer_move(X, 640.0, t + 0.05)
    kept.update(now=t + 0.05, dismissible=True)
    with pytest.raises(InvalidState) as e:
        kept.back_commit(now=t + 0.05)
    assert "a finger holds it" in e.value.message
    assert list(engine.events())[0].type == E.DRAG_BEGAN
