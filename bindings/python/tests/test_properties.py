"""Properties, with Hypothesis: whatever the pointer events, commands, updates, keyboards,
focused fields, back gestures and ticks (times may repeat or go back), the sheet ends at
rest at a detent, as its keyboard behaviour places it, or hidden, its footer on the
visible bottom; every frame is finite; and an update, a focus or a back progress is
taken or raises the binding's error and changes nothing."""

import math
import os

from hypothesis import HealthCheck, event, given, settings, strategies as st

from helpers import AVAIL, SAFE_BOTTOM, SAFE_TOP, VH, VW
from libsheet import (
    BackBehavior,
    BackdropTap,
    Content,
    ContentInteraction,
    Engine,
    Fraction,
    InvalidArgument,
    InvalidState,
    KeyboardBehavior,
    MoveToDetent,
    Param,
    Points,
    SheetError,
    State,
    Transition,
    Visual,
)

CONTENT_HEIGHT = 250.0

DETENT_SETS = [
    [Fraction(0.6)],
    [Points(200), Fraction(0.9)],
    [Points(490)],
    [Fraction(0.3), Fraction(0.6), Fraction(1.0)],
    [Content(), Fraction(1.0)],
]


def rest_tops(config, keyboard):
    """Each detent's resting top with a keyboard of that height up (0: none), as sheet.h
    places them: heights clamped to the room above the keyboard, ascending; EXTEND puts
    every detent at the highest, FILL at the whole room."""
    baseline = VH - keyboard
    room = baseline - SAFE_TOP
    footer = config.footer_height or 0.0
    heights, floor = [], 0.0
    for d in config.detents:
        if isinstance(d, Points):
            wanted = d.value
        elif isinstance(d, Fraction):
            wanted = d.value * AVAIL  # of the whole height: a keyboard lifts, not shrinks
        else:
            wanted = CONTENT_HEIGHT + footer + SAFE_BOTTOM
        floor = max(floor, min(wanted, room))
        heights.append(floor)
    if keyboard > 0 and config.keyboard == KeyboardBehavior.EXTEND:
        heights = [heights[-1]] * len(heights)
    elif keyboard > 0 and config.keyboard == KeyboardBehavior.FILL:
        heights = [room] * len(heights)
    return [baseline - h for h in heights]


class Linear:
    def __init__(self, motion, params):
        self.m, self.d = motion, params["duration"]

    def sample(self, elapsed):
        p = min(1.0, elapsed / self.d)
        f, t = self.m.from_, self.m.to
        return (Visual(f.top + (t.top - f.top) * p, f.opacity + (t.opacity - f.opacity) * p,
                       f.backdrop_alpha + (t.backdrop_alpha - f.backdrop_alpha) * p,
                       f.scale + (t.scale - f.scale) * p), 0.0, p >= 1)


TRANSITIONS = [None, "slide", "fade", Transition("spring", damping_ratio=0.3),
               Transition("py.linear", duration=0.2)]
# MoveToDetent(1) names a detent only of the sets with two or more: creating a sheet
# with it takes the detent modulo the set's size, an update may be refused.
BACKDROP_TAPS = [BackdropTap.NONE, BackdropTap.DISMISS, BackdropTap.COLLAPSE,
                 MoveToDetent(0), MoveToDetent(1)]

configs = st.fixed_dictionaries({
    "detents": st.sampled_from(range(len(DETENT_SETS))),
    "dismissible": st.booleans(),
    "backdrop_tap": st.sampled_from(BACKDROP_TAPS),
    "largest_undimmed_detent": st.sampled_from([-1, 0]),
    "dismiss_height": st.sampled_from([0.0, 300.0]),
    "present": st.sampled_from(TRANSITIONS),
    "confirm_dismiss": st.booleans(),
    "content_interaction": st.sampled_from(list(ContentInteraction)),
    "scales_background": st.booleans(),
    "keyboard": st.sampled_from(list(KeyboardBehavior)),
    "back_behavior": st.sampled_from(list(BackBehavior)),
    "footer_height": st.sampled_from([0.0, 60.0]),
    "reduce_motion": st.booleans(),
})

# Some fields of a configuration, some of them refused (an unknown animator, a
# backdrop tap's detent the new detents lack, an unknown back behaviour, a negative
# footer).
changes = st.fixed_dictionaries({}, optional={
    "detents": st.sampled_from(range(len(DETENT_SETS))),
    "dismissible": st.booleans(),
    "backdrop_tap": st.sampled_from(BACKDROP_TAPS + [MoveToDetent(2)]),
    "largest_undimmed_detent": st.sampled_from([-1, 0, 1]),
    "settle": st.sampled_from(TRANSITIONS + ["nowhere"]),
    "corner_radius": st.sampled_from([0.0, 20.0]),
    "confirm_dismiss": st.booleans(),
    "content_interaction": st.sampled_from(list(ContentInteraction)),
    "scales_background": st.booleans(),
    "keyboard": st.sampled_from(list(KeyboardBehavior)),
    "back_behavior": st.sampled_from(list(BackBehavior) + [7]),
    "footer_height": st.sampled_from([0.0, 60.0, -1.0]),
})

dts = st.one_of(st.just(0.0), st.floats(-0.3, 0.3), st.sampled_from([0.004, 0.016, 0.5]))
KEYBOARDS = [0.0, 120.0, 300.0]
# Fields of the content (250 points tall): one at its top, one near its end, one
# that ends past it (refused), and none (clears the focus).
FOCI = [(0.0, 40.0), (200.0, 44.0), (240.0, 20.0), (0.0, 0.0)]
xs = st.floats(-50.0, VW + 50.0)
ys = st.floats(-100.0, VH + 100.0)
ops = st.one_of(
    st.tuples(st.just("down"), xs, ys, dts),
    st.tuples(st.just("move"), xs, ys, dts),
    st.tuples(st.just("move"), xs, ys, dts),
    st.tuples(st.just("move"), xs, ys, dts),
    st.tuples(st.just("up"), xs, ys, dts),
    st.tuples(st.just("cancel"), dts),
    st.tuples(st.just("tick"), dts),
    st.tuples(st.just("tick"), dts),
    st.tuples(st.just("present"), st.integers(0, 2), dts),
    st.tuples(st.just("dismiss"), dts),
    st.tuples(st.just("move_to"), st.integers(0, 2), dts),
    st.tuples(st.just("scroll_extent"), st.sampled_from([0.0, 400.0]), dts),
    st.tuples(st.just("update"), changes, dts),
    st.tuples(st.just("update"), changes, dts),
    st.tuples(st.just("keyboard"), st.sampled_from(KEYBOARDS), dts),
    st.tuples(st.just("focus"), st.sampled_from(FOCI), dts),
    st.tuples(st.just("back_begin"), dts),
    st.tuples(st.just("back_progress"), st.floats(0.0, 1.0), dts),
    st.tuples(st.just("back_progress"), st.floats(0.0, 1.0), dts),
    st.tuples(st.just("back_cancel"), dts),
    st.tuples(st.just("back_commit"), dts),
)
bad = st.sampled_from([math.nan, math.inf, -math.inf])


def make(lib, cfg):
    engine = Engine(lib, viewport=(VW, VH, SAFE_TOP, SAFE_BOTTOM))
    engine.register_animator("py.linear", params=[Param("duration", 0.3, 0.0, 5.0)],
                             factory=Linear)
    engine.reduce_motion = cfg["reduce_motion"]
    detents = DETENT_SETS[cfg["detents"]]
    kwargs = {k: v for k, v in cfg.items()
              if k not in ("detents", "reduce_motion") and v is not None}
    if isinstance(kwargs["backdrop_tap"], MoveToDetent):
        kwargs["backdrop_tap"] = MoveToDetent(kwargs["backdrop_tap"].detent % len(detents))
    sheet = engine.create_sheet(detents=detents, **kwargs)
    sheet.set_content(1, CONTENT_HEIGHT, now=0.0)
    sheet.present(0, now=0.0)
    return engine, sheet, detents


def update(sheet, fields, now):
    """Updates the sheet; a refusal must be the binding's error and change nothing."""
    if "detents" in fields:
        fields = dict(fields, detents=DETENT_SETS[fields["detents"]])
    before, config = sheet.frame, sheet.config
    try:
        sheet.update(now=now, **fields)
    except SheetError as refusal:
        event(f"update refused: {type(refusal).__name__}")
        assert sheet.frame == before and sheet.config == config, refusal
        return False
    event("update taken")
    return True


def refused_unchanged(sheet, call):
    """Makes a call the engine must refuse as a bad argument; it changes nothing."""
    before = sheet.frame
    try:
        call()
    except InvalidArgument as refusal:
        event(f"refused: {refusal.message.split(',')[0]}")
    else:
        raise AssertionError("a bad argument was accepted")
    assert sheet.frame == before


def apply(sheet, op, t):
    """Performs op at time t; refusals that the state explains are expected. Returns
    the keyboard's height when op set it, else None."""
    kind = op[0]
    n_detents = len(sheet.config.detents)
    try:
        if kind == "down":
            sheet.pointer_down(op[1], op[2], t)
        elif kind == "move":
            sheet.pointer_move(op[1], op[2], t)
        elif kind == "up":
            sheet.pointer_up(op[1], op[2], t)
        elif kind == "cancel":
            sheet.pointer_cancel(t)
        elif kind == "tick":
            sheet.engine.tick(t)
        elif kind == "present":
            sheet.present(op[1] % n_detents, now=t)
        elif kind == "dismiss":
            sheet.dismiss(now=t)
        elif kind == "move_to":
            sheet.move_to_detent(op[1] % n_detents, now=t)
        elif kind == "scroll_extent":
            sheet.set_scroll_extent(op[1], now=t)
        elif kind == "update":
            update(sheet, op[1], t)
        elif kind == "keyboard":
            sheet.engine.set_obstruction(op[1], now=t)
            return op[1]
        elif kind == "focus":
            y, height = op[1]
            # The content runs its height and its scroll extent, which the frame reports
            # with the footer's room added.
            shown = sheet.frame.scroll_extent
            extent = max(0.0, shown - (sheet.config.footer_height or 0.0)) if shown > 0 else 0.0
            if height > 0 and y + height > CONTENT_HEIGHT + extent:
                refused_unchanged(sheet, lambda: sheet.set_focus(y, height, now=t))
            else:
                sheet.set_focus(y, height, now=t)
        elif kind == "back_begin":
            sheet.back_begin(now=t)
        elif kind == "back_progress":
            sheet.back_progress(op[1], now=t)
        elif kind == "back_cancel":
            sheet.back_cancel(now=t)
        elif kind == "back_commit":
            sheet.back_commit(now=t)
            event("back committed")
    except InvalidState:
        pass
    return None


def assert_finite(frame, where):
    assert frame.is_finite(), f"{where}: {frame}"
    assert 0.0 <= frame.opacity <= 1.0 and 0.0 <= frame.backdrop_alpha <= 1.0, where
    assert frame.scale > 0, where
    # The page behind: between as it is and fully receded (26 points narrower, its top 14
    # below safe_top, corners of 8).
    page = frame.background
    assert (VW - 26) / VW - 1e-12 <= page.scale <= 1.0, where
    assert 0.0 <= page.offset <= SAFE_TOP + 14 + 1e-9, where
    assert 0.0 <= page.corner_radius <= 8.0 + 1e-12, where
    # A back gesture narrows the sheet by at most 48 points, and a motion from there
    # springs back toward 1.
    assert frame.scale >= 1 - 48 / VW - 1e-12, where


def drive(lib, cfg, sequence, check_each):
    """Performs the sequence, lets go of the pointer and of a back gesture, and ticks
    10 s; returns the engine, the sheet and the keyboard's height left up."""
    engine, sheet, detents = make(lib, cfg)
    try:
        t = latest = keyboard = 0.0
        for i, op in enumerate(sequence):
            t = max(0.0, t + op[-1])
            latest = max(latest, t)
            set_keyboard = apply(sheet, op, t)
            if set_keyboard is not None:
                keyboard = set_keyboard
            if check_each:
                assert_finite(sheet.frame, f"after op {i} {op}")
        for let_go in (sheet.pointer_cancel, lambda t: sheet.back_cancel(now=t)):
            try:
                let_go(latest)
            except InvalidState:
                pass
        for k in range(1, 601):
            engine.tick(latest + k / 60)
            if check_each:
                assert_finite(sheet.frame, f"settling tick {k}")
        return engine, sheet, keyboard
    except BaseException:
        engine.close()
        raise


PROPERTY = settings(max_examples=int(os.environ.get("LIBSHEET_EXAMPLES", "250")), deadline=None,
                    print_blob=True,
                    suppress_health_check=[HealthCheck.function_scoped_fixture,
                                           HealthCheck.too_slow])


@PROPERTY
@given(cfg=configs, sequence=st.lists(ops, max_size=40))
def test_ends_at_a_detent_or_hidden(lib, cfg, sequence):
    engine, sheet, keyboard = drive(lib, cfg, sequence, check_each=False)
    with engine:
        f = sheet.frame
        event(f"ends {f.state.name}" + (" above a keyboard" if keyboard else ""))
        assert not engine.is_animating
        config = sheet.config
        tops = rest_tops(config, keyboard)
        if f.state == State.HIDDEN:
            assert f.top == VH and f.height == 0.0 and f.detent == -1
        else:
            assert f.state == State.RESTING, f
            assert 0 <= f.detent < len(tops), f
            assert abs(f.top - tops[f.detent]) <= 1e-6, (f.top, tops, keyboard)
            assert abs(f.height - (VH - f.top)) <= 1e-9
            assert f.scale == 1.0, f  # no back gesture shrinks it any more
            visible_bottom = VH - max(keyboard, SAFE_BOTTOM)
            assert f.footer_top == max(f.top, visible_bottom - (config.footer_height or 0.0)), f
        assert engine.animator_errors == []


@PROPERTY
@given(cfg=configs, sequence=st.lists(ops, max_size=40), poison=st.lists(
    st.tuples(st.integers(0, 40), st.sampled_from(["x", "y", "t"]), bad), max_size=3))
def test_frames_are_always_finite(lib, cfg, sequence, poison):
    sequence = list(sequence)
    for index, field, value in poison:
        if not sequence:
            break
        i = index % len(sequence)
        op = sequence[i]
        if op[0] in ("down", "move", "up"):
            op = list(op)
            op[{"x": 1, "y": 2, "t": 3}[field]] = value
            sequence[i] = ("bad",) + tuple(op)
        elif op[0] == "update":
            sequence[i] = ("bad", "update", op[1], value)
        elif op[0] in ("back_progress", "focus"):
            # ("bad", call, its numbers, its time's step, a bad time or None)
            numbers = op[1] if op[0] == "focus" else (op[1],)
            if field != "t":
                numbers = list(numbers)
                numbers[{"y": 0, "x": -1}[field]] = value
            sequence[i] = ("bad", op[0], tuple(numbers), op[-1], value if field == "t" else None)
    clean = [op for op in sequence if op[0] != "bad"]
    engine, sheet, _ = make(lib, cfg)
    with engine:
        t = 0.0
        for op in sequence:
            if op[0] == "bad" and op[1] == "update":
                before = sheet.frame
                try:
                    sheet.update(now=op[3], corner_radius=4.0)
                except InvalidArgument:
                    pass
                else:
                    raise AssertionError(f"update(now={op[3]}) was accepted")
                assert sheet.frame == before and sheet.config.corner_radius != 4.0
                continue
            if op[0] == "bad" and op[1] in ("back_progress", "focus"):
                _, kind, numbers, dt, bad_time = op
                now = bad_time if bad_time is not None else max(0.0, t + dt)
                call = sheet.back_progress if kind == "back_progress" else sheet.set_focus
                refused_unchanged(sheet, lambda: call(*numbers, now=now))
                continue
            if op[0] == "bad":
                _, kind, x, y, dt = op
                call = getattr(sheet, "pointer_" + kind)
                try:
                    call(x, y, t + dt)
                except InvalidArgument:
                    pass
                else:
                    raise AssertionError(f"pointer_{kind}({x}, {y}, {t + dt}) was accepted")
                assert_finite(sheet.frame, f"after refused {op}")
                continue
            t = max(0.0, t + op[-1])
            apply(sheet, op, t)
            assert_finite(sheet.frame, f"after {op}")
    engine2, _, _ = drive(lib, cfg, clean, check_each=True)
    engine2.close()
