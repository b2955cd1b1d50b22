"""Sheets that change while they are up, and what ABI 1.3 added to a configuration, driven
with timestamps through the Python API: Sheet.update, confirm_dismiss and
DISMISS_REQUESTED, a backdrop tap to a detent, content that scrolls first, and the page
behind receding (Frame.background)."""

import math

import pytest

from helpers import VH, SAFE_TOP, X, frac_top, kinds, moves, run, slow_drag, tap
from libsheet import (
    Action,
    Background,
    BackdropTap,
    ContentInteraction,
    EventType as E,
    Fraction,
    GestureOwner,
    Hit,
    InvalidArgument,
    InvalidHandle,
    MoveToDetent,
    NotFound,
    Points,
    Reason as R,
    SheetConfig,
    State,
    Transition,
)

#: The default settle transition: a critically damped spring of response 0.35 s.
OMEGA = 2 * math.pi / 0.35


def critically_damped(start, target, t):
    """The top of a critically damped spring from rest at start toward target, t s in."""
    return target + (start - target) * (1 + OMEGA * t) * math.exp(-OMEGA * t)


def presented(engine, sheet, detent=0, now=0.0):
    """Presents at detent, runs until idle and drains the events; returns the time."""
    sheet.present(detent, now=now)
    t = engine.run_until_idle(now)
    list(engine.events())
    return t


def assert_rest(sheet, detent, top):
    f = sheet.frame
    assert (f.state, f.detent) == (State.RESTING, detent), f
    assert f.top == pytest.approx(top, abs=1e-6)


# --------------------------------------------------------------------------- update


def test_a_resting_sheet_settles_to_its_detent_of_the_new_set(engine):
    sheet = engine.create_sheet(detents=[Fraction(0.5), Fraction(1.0)])
    t0 = presented(engine, sheet, 1)
    assert_rest(sheet, 1, SAFE_TOP)
    sheet.update(now=t0, detents=[Fraction(0.3), Fraction(0.6)])
    assert list(engine.events()) == []
    f = sheet.frame
    assert (f.state, f.detent, f.top) == (State.SETTLING, 1, SAFE_TOP)
    assert f.progress == pytest.approx(1 / 0.6, abs=1e-12)
    target = frac_top(0.6)  # 365.8
    for k in range(1, 31):
        engine.tick(t0 + k / 60)
        assert sheet.frame.top == pytest.approx(
            critically_damped(SAFE_TOP, target, k / 60), abs=1e-6), k
    assert sheet.frame.top == pytest.approx(365.8 + (47 - 365.8) * (1 + OMEGA / 2)
                                            * math.exp(-OMEGA / 2), abs=1e-6)
    engine.run_until_idle(t0 + 0.5)
    assert_rest(sheet, 1, 365.8)
    assert list(engine.events()) == []
    assert sheet.config.detents == (Fraction(0.3), Fraction(0.6))


def test_fewer_detents_go_to_the_new_highest(engine):
    sheet = engine.create_sheet(detents=[Fraction(0.5), Fraction(1.0)], user_tag=7)
    t0 = presented(engine, sheet, 1)
    sheet.update(now=t0, detents=[Fraction(0.4)])
    events = list(engine.events())
    assert [(ev.type, ev.from_detent, ev.detent, ev.reason) for ev in events] == [
        (E.DETENT_CHANGED, 1, 0, R.PROGRAMMATIC)]
    assert (events[0].sheet, events[0].time, events[0].user_tag) == (sheet.id, t0, 7)
    engine.tick(t0 + 0.1)
    assert sheet.frame.top == pytest.approx(critically_damped(SAFE_TOP, frac_top(0.4), 0.1),
                                            abs=1e-6)
    engine.run_until_idle(t0 + 0.1)
    assert_rest(sheet, 0, 525.2)
    assert list(engine.events()) == []


def test_keywords_change_only_what_they_name_and_a_config_replaces_all(engine):
    sheet = engine.create_sheet(detents=[Points(300)], corner_radius=20, backdrop_alpha=0.25,
                                backdrop_tap=BackdropTap.NONE)
    t = presented(engine, sheet)
    sheet.update(now=t, detents=[Points(400)])
    assert sheet.config == SheetConfig(detents=(Points(400),), corner_radius=20,
                                       backdrop_alpha=0.25, backdrop_tap=BackdropTap.NONE)
    f = sheet.frame
    assert (f.corner_radius, f.backdrop_alpha) == (20, 0.25)
    t = engine.run_until_idle(t)
    assert_rest(sheet, 0, VH - 400)
    assert tap(sheet, 100, t)[1] == Hit.BACKDROP
    assert list(engine.events()) == []  # still no backdrop tap
    # A whole SheetConfig: what it leaves None is the library's default, at once.
    sheet.update(SheetConfig(detents=[Points(400)]), now=t + 0.1)
    f = sheet.frame
    assert (f.corner_radius, f.backdrop_alpha, f.state) == (12, pytest.approx(0.4), State.RESTING)
    assert sheet.config == SheetConfig(detents=(Points(400),))
    t, hit = tap(sheet, 100, t + 0.2)
    assert hit == Hit.BACKDROP
    assert kinds(engine.events()) == [(E.WILL_DISMISS, R.BACKDROP_TAP)]


def test_a_hidden_sheet_presents_at_the_new_detents(engine):
    sheet = engine.create_sheet(detents=[Fraction(0.5), Fraction(1.0)])
    sheet.update(now=0.0, detents=[Points(300)])
    assert list(engine.events()) == [] and sheet.frame.state == State.HIDDEN
    with pytest.raises(InvalidArgument):
        sheet.present(1, now=0.0)
    presented(engine, sheet)
    assert_rest(sheet, 0, VH - 300)


def test_a_refused_update_changes_nothing(engine):
    sheet = engine.create_sheet(detents=[Fraction(0.5), Fraction(1.0)])
    t = presented(engine, sheet, 1)
    before, config = sheet.frame, sheet.config
    refusals = [
        (InvalidArgument, dict(detents=[Fraction(0.6), Fraction(0.5)]), "ascend"),
        (InvalidArgument, dict(detents=[Fraction(1.5)]), "1.5"),
        (NotFound, dict(settle="nowhere"), "nowhere"),
        (InvalidArgument, dict(present=Transition("spring", bounce=1.0)), "bounce"),
        (InvalidArgument, dict(backdrop_tap=MoveToDetent(2)),
         "backdrop_tap_detent must be a detent index below 2, got 2"),
        (InvalidArgument, dict(content_interaction=2), "content_interaction"),
    ]
    for error, fields, words in refusals:
        with pytest.raises(error) as e:
            sheet.update(now=t, **fields)
        assert words in e.value.message, (fields, e.value.message)
    with pytest.raises(InvalidArgument) as e:
        sheet.update(now=math.nan, detents=[Fraction(0.3)])
    assert e.value.message == "now must be a finite number, got nan"
    # Refused by the binding before the engine sees it.
    with pytest.raises(InvalidArgument):
        sheet.update(now=t, backdrop_tap=BackdropTap.DETENT)
    with pytest.raises(TypeError):
        sheet.update(now=t, detent=[Fraction(0.3)])
    with pytest.raises(TypeError):
        sheet.update(now=t, detents=[0.3])
    assert sheet.frame == before and sheet.config == config
    assert list(engine.events()) == [] and not engine.is_animating
    # The old detents still hold.
    sheet.move_to_detent(0, now=t)
    engine.run_until_idle(t)
    assert_rest(sheet, 0, frac_top(0.5))


def test_updates_of_a_destroyed_sheet_are_refused(engine):
    sheet = engine.create_sheet()
    sheet.destroy()
    with pytest.raises(InvalidHandle):
        sheet.update(now=0.0, detents=[Fraction(0.5)])
    with pytest.raises(InvalidHandle):
        sheet.config


# --------------------------------------------------------------------------- confirm_dismiss


def test_a_release_that_would_dismiss_asks_and_comes_back(engine):
    sheet = engine.create_sheet(detents=[Fraction(0.4), Fraction(0.9)], confirm_dismiss=True)
    t = presented(engine, sheet, 1)
    t = slow_drag(engine, sheet, 200.0, 600.0, t)
    events = list(engine.events())
    assert kinds(events) == [(E.DRAG_BEGAN, 1), (E.DRAG_ENDED, 0, R.DRAG),
                             (E.DETENT_CHANGED, 1, 0), (E.DISMISS_REQUESTED, R.DRAG)]
    assert events[2].reason == R.DRAG and events[3].sheet == sheet.id
    f = sheet.frame
    assert (f.state, f.detent) == (State.SETTLING, 0)
    t = run(engine, t, 1.5)
    assert_rest(sheet, 0, 525.2)
    assert list(engine.events()) == []
    # A backdrop tap asks too, and nothing moves.
    resting = sheet.frame
    t, hit = tap(sheet, 100.0, t)
    assert hit == Hit.BACKDROP
    assert kinds(engine.events()) == [(E.DISMISS_REQUESTED, R.BACKDROP_TAP)]
    assert not engine.is_animating and sheet.frame == resting
    # So does the accessibility action.
    sheet.perform_action(Action.DISMISS, now=t)
    assert kinds(engine.events()) == [(E.DISMISS_REQUESTED, R.ACCESSIBILITY)]
    assert sheet.frame == resting
    # The host answers: its own dismissal dismisses.
    sheet.dismiss(now=t)
    run(engine, t, 1.5)
    assert kinds(engine.events()) == [(E.WILL_DISMISS, R.PROGRAMMATIC),
                                      (E.DID_DISMISS, R.PROGRAMMATIC)]
    assert sheet.frame.state == State.HIDDEN and sheet.frame.top == VH


def test_a_fling_that_would_dismiss_asks(engine):
    sheet = engine.create_sheet(detents=[Fraction(0.4)], confirm_dismiss=True)
    t = presented(engine, sheet)
    assert sheet.pointer_down(X, 600.0, t) == Hit.SHEET
    t = moves(engine, sheet, 600.0, 660.0, t, 0.050, 5)
    sheet.pointer_up(X, 660.0, t)
    assert kinds(engine.events()) == [(E.DRAG_BEGAN, 0), (E.DRAG_ENDED, 0, R.FLING),
                                      (E.DISMISS_REQUESTED, R.FLING)]
    assert sheet.frame.velocity > 300
    run(engine, t, 1.5)
    assert_rest(sheet, 0, 525.2)


def test_confirm_dismiss_can_be_switched_by_an_update(engine):
    sheet = engine.create_sheet(detents=[Fraction(0.4)])
    t = presented(engine, sheet)
    sheet.update(now=t, confirm_dismiss=True)
    t, _ = tap(sheet, 100.0, t)
    assert kinds(engine.events()) == [(E.DISMISS_REQUESTED, R.BACKDROP_TAP)]
    sheet.update(now=t, confirm_dismiss=False)
    t, _ = tap(sheet, 100.0, t)
    assert kinds(engine.events()) == [(E.WILL_DISMISS, R.BACKDROP_TAP)]


# --------------------------------------------------------------------------- backdrop tap


def test_a_backdrop_tap_moves_to_its_detent(engine):
    sheet = engine.create_sheet(detents=[Fraction(0.3), Fraction(0.6), Fraction(0.9)],
                                backdrop_tap=MoveToDetent(1))
    t = presented(engine, sheet, 2)
    t, hit = tap(sheet, 60.0, t)
    assert hit == Hit.BACKDROP
    events = list(engine.events())
    assert [(ev.type, ev.from_detent, ev.detent, ev.reason) for ev in events] == [
        (E.DETENT_CHANGED, 2, 1, R.BACKDROP_TAP)]
    t = run(engine, t, 1.5)
    assert_rest(sheet, 1, 365.8)
    t, _ = tap(sheet, 60.0, t)
    assert list(engine.events()) == [] and not engine.is_animating
    sheet.update(now=t, backdrop_tap=MoveToDetent(0))
    t, _ = tap(sheet, 60.0, t)
    assert [(ev.type, ev.from_detent, ev.detent) for ev in engine.events()] == [
        (E.DETENT_CHANGED, 1, 0)]
    run(engine, t, 1.5)
    assert_rest(sheet, 0, frac_top(0.3))


# --------------------------------------------------------------------------- content_interaction


TOP0 = VH - 200  # the maps sheet's low detent, Points(200)


def maps_sheet(engine, interaction):
    sheet = engine.create_sheet(detents=[Points(200), Fraction(0.9)], largest_undimmed_detent=0,
                                content_interaction=interaction)
    t = presented(engine, sheet)
    sheet.set_scroll_extent(1000.0, now=t)
    return sheet, t


def test_scrolling_first_an_upward_drag_scrolls_at_the_low_detent(engine):
    sheet, start = maps_sheet(engine, ContentInteraction.SCROLLS)
    assert sheet.pointer_down(X, 740.0, start) == Hit.SHEET
    for i in range(2, 21):
        t = start + 0.016 * i
        sheet.pointer_move(X, 740.0 - 5 * i, t)
        engine.tick(t)
        f = sheet.frame
        assert f.content_offset == pytest.approx(5.0 * i, abs=1e-9), i
        assert (f.top, f.state, f.gesture_owner) == (TOP0, State.RESTING, GestureOwner.CONTENT)
    sheet.pointer_up(X, 640.0, t)
    assert list(engine.events()) == []
    assert engine.is_animating  # the content runs on with the finger's speed
    run(engine, t, 3.0)
    assert_rest(sheet, 0, TOP0)
    assert sheet.frame.content_offset > 100


def test_resizing_first_the_same_drag_lifts_the_sheet_until_updated(engine):
    sheet, start = maps_sheet(engine, ContentInteraction.RESIZES)
    assert sheet.pointer_down(X, 740.0, start) == Hit.SHEET
    t = moves(engine, sheet, 740.0, 640.0, start, 0.32, 20)
    f = sheet.frame
    assert (f.top, f.content_offset, f.state) == (TOP0 - 100, 0.0, State.DRAGGING)
    sheet.pointer_cancel(t)
    t = run(engine, t, 1.5)
    list(engine.events())
    sheet.update(now=t, content_interaction=ContentInteraction.SCROLLS)
    assert sheet.pointer_down(X, 740.0, t) == Hit.SHEET
    t = moves(engine, sheet, 740.0, 640.0, t, 0.32, 20)
    f = sheet.frame
    assert (f.top, f.state) == (TOP0, State.RESTING)
    assert f.content_offset == pytest.approx(100.0, abs=1e-9)


# --------------------------------------------------------------------------- scales_background


#: Fully receded on the phone (vaul's figures): 26 of 390 points narrower, its top 14
#: points below safe_top 47, corners of 8.
RECEDED = Background((390 - 26) / 390, 61.0, 8.0)


def assert_background(frame, expected):
    got = frame.background
    assert (got.scale, got.offset, got.corner_radius) == pytest.approx(
        (expected.scale, expected.offset, expected.corner_radius), abs=1e-12), got


def test_the_page_recedes_behind_a_sheet_that_scales_it(engine):
    sheet = engine.create_sheet(detents=[Points(400), Fraction(0.9)], scales_background=True)
    other = engine.create_sheet(detents=[Points(300)])
    assert sheet.frame.background == Background() == Background(1.0, 0.0, 0.0)
    t = presented(engine, sheet)
    assert_background(sheet.frame, RECEDED)
    assert_background(other.frame, RECEDED)  # the same in every frame of the engine
    # Dragged down to half its height, the page is half receded.
    assert sheet.pointer_down(X, 500.0, t) == Hit.SHEET
    t = moves(engine, sheet, 500.0, 700.0, t, 0.32, 20)
    assert_background(sheet.frame, Background(1 - 0.5 * 26 / 390, 30.5, 4.0))
    sheet.pointer_cancel(t)
    t = run(engine, t, 1.5)
    assert_background(sheet.frame, RECEDED)
    # An update that stops scaling gives the page back at once.
    sheet.update(now=t, scales_background=False)
    assert sheet.frame.background == Background()
    sheet.update(now=t, scales_background=True)
    assert_background(sheet.frame, RECEDED)
    sheet.dismiss(now=t)
    run(engine, t, 1.5)
    assert sheet.frame.background == Background() and other.frame.background == Background()
