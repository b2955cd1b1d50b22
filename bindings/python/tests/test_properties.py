"""Properties, with Hypothesis: whatever the pointer events, commands, updates and ticks
(times may repeat or go back), the sheet ends at rest at a detent or hidden, every frame
is finite, and an update either is taken or raises the binding's error and changes
nothing."""

import math
import os

from hypothesis import HealthCheck, event, given, settings, strategies as st

from helpers import AVAIL, SAFE_BOTTOM, SAFE_TOP, VH, VW
from libsheet import (
    BackdropTap,
    Content,
    ContentInteraction,
    Engine,
    Fraction,
    InvalidArgument,
    InvalidState,
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


def detent_top(d):
    if isinstance(d, Points):
        h = d.value
    elif isinstance(d, Fraction):
        h = d.value * AVAIL
    else:
        h = CONTENT_HEIGHT + SAFE_BOTTOM
    return VH - min(h, AVAIL)


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
    "reduce_motion": st.booleans(),
})

# Some fields of a configuration, some of them refused (an unknown animator, a
# backdrop tap's detent the new detents lack).
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
})

dts = st.one_of(st.just(0.0), st.floats(-0.3, 0.3), st.sampled_from([0.004, 0.016, 0.5]))
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


def apply(sheet, op, t):
    """Performs op at time t; refusals that the state explains are expected."""
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
    except InvalidState:
        pass


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


def drive(lib, cfg, sequence, check_each):
    engine, sheet, detents = make(lib, cfg)
    try:
        t = latest = 0.0
        for i, op in enumerate(sequence):
            t = max(0.0, t + op[-1])
            latest = max(latest, t)
            apply(sheet, op, t)
            if check_each:
                assert_finite(sheet.frame, f"after op {i} {op}")
        try:
            sheet.pointer_cancel(latest)
        except InvalidState:
            pass
        for k in range(1, 601):
            engine.tick(latest + k / 60)
            if check_each:
                assert_finite(sheet.frame, f"settling tick {k}")
        return engine, sheet, detents
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
    engine, sheet, detents = drive(lib, cfg, sequence, check_each=False)
    with engine:
        f = sheet.frame
        event(f"ends {f.state.name}")
        assert not engine.is_animating
        tops = [detent_top(d) for d in sheet.config.detents]
        if f.state == State.HIDDEN:
            assert f.top == VH and f.height == 0.0 and f.detent == -1
        else:
            assert f.state == State.RESTING, f
            assert 0 <= f.detent < len(tops), f
            assert abs(f.top - tops[f.detent]) <= 1e-6, (f.top, tops)
            assert abs(f.height - (VH - f.top)) <= 1e-9
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
    engine2, sheet2, _ = drive(lib, cfg, clean, check_each=True)
    engine2.close()
