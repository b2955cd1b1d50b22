"""Properties, with Hypothesis: whatever the pointer events, commands, updates, keyboards,
focused fields, back gestures, layout directions and ticks (times may repeat or go
back), a sheet on any side, attached or floating, ends at rest at a detent, as its
keyboard behaviour places it, or hidden, its footer on the visible bottom; every frame
is finite; an update, a focus or a back progress is taken or raises the binding's error
and changes nothing; and a session played on any other side and direction, its points
turned, gives the bottom sheet's frames and events, turned."""

import math
import os
from typing import NamedTuple

from hypothesis import HealthCheck, event, given, settings, strategies as st

from helpers import RTL, SAFE_BOTTOM, SAFE_TOP, TURNS, VH, VW, Turn
from libsheet import (
    BackBehavior,
    BackdropTap,
    Content,
    ContentInteraction,
    CrossAlignment,
    Edge,
    Engine,
    Fraction,
    InvalidArgument,
    InvalidState,
    KeyboardBehavior,
    LayoutDirection,
    MoveToDetent,
    Param,
    Points,
    SheetError,
    State,
    Transition,
    Visual,
)

CONTENT_HEIGHT = 250.0
# When the operations begin: as the sheet begins to present, or a second later, when it
# is up.
STARTS = st.sampled_from([0.0, 1.0])
# The narrowest a sheet spans across its axis here (max_cross_size): a back gesture
# narrows it by at most 48 points.
MIN_CROSS = 320.0

DETENT_SETS = [
    [Fraction(0.6)],
    [Points(200), Fraction(0.9)],
    [Points(490)],
    [Fraction(0.3), Fraction(0.6), Fraction(1.0)],
    [Content(), Fraction(1.0)],
]


class Space(NamedTuple):
    """The viewport a sheet moves in along its axis, as sheet.h places it on the phone
    (the viewport turned so that the sheet's side is at the bottom): its length, what
    the sheet never rises past, what a Content() detent adds, and what visible heights
    are measured above."""

    height: float
    safe_top: float
    safe_bottom: float
    obstruction: float

    @property
    def baseline(self):
        return self.height - self.obstruction

    @property
    def available(self):
        return max(0.0, self.baseline - self.safe_top)


def space(config, keyboard):
    """The sheet's space with a keyboard of that height up (0: none). A floating card
    (edge_inset > 0) keeps its gap off its side, beyond the safe area and the keyboard;
    a side sheet's axis is the width, which neither a safe area nor a keyboard
    shortens; a top sheet hangs below safe_top, and a keyboard shortens its reach."""
    gap = config.edge_inset or 0.0
    edge = config.edge or Edge.BOTTOM
    if edge == Edge.BOTTOM:
        below = max(SAFE_BOTTOM, keyboard) + gap if gap > 0 else keyboard
        room = Space(VH, SAFE_TOP + gap, 0.0 if gap > 0 else SAFE_BOTTOM, 0.0)
    elif edge == Edge.TOP:
        below = SAFE_TOP + gap
        room = Space(VH, max(SAFE_BOTTOM, keyboard) + gap, 0.0, 0.0)
    else:
        below = gap
        room = Space(VW, gap, 0.0, 0.0)
    return room._replace(obstruction=min(below, max(0.0, room.height - room.safe_top)))


def rest_heights(config, keyboard):
    """Each detent's visible height at rest: clamped to the room, ascending; with a
    keyboard up, EXTEND puts every detent at the highest, FILL at the whole room."""
    room = space(config, keyboard)
    footer = config.footer_height or 0.0
    heights, floor = [], 0.0
    for d in config.detents:
        if isinstance(d, Points):
            wanted = d.value
        elif isinstance(d, Fraction):
            # Of the whole length less safe_top: a keyboard lifts, not shrinks.
            wanted = d.value * max(0.0, room.height - room.safe_top)
        else:
            wanted = CONTENT_HEIGHT + footer + room.safe_bottom
        floor = max(floor, min(wanted, room.available))
        heights.append(floor)
    if keyboard > 0 and config.keyboard == KeyboardBehavior.EXTEND:
        heights = [heights[-1]] * len(heights)
    elif keyboard > 0 and config.keyboard == KeyboardBehavior.FILL:
        heights = [room.available] * len(heights)
    return heights


def rest_tops(config, keyboard):
    """Each detent's resting top along the sheet's axis."""
    baseline = space(config, keyboard).baseline
    return [baseline - h for h in rest_heights(config, keyboard)]


def visible_bottom(config, keyboard, top):
    """Where the sheet's content stops showing, along its axis: the top of the keyboard
    or of the bottom safe area, or a floating card's own end."""
    room = space(config, keyboard)
    if config.edge_inset:
        return max(room.baseline, top + rest_heights(config, keyboard)[0])
    return room.height - max(room.obstruction, room.safe_bottom)


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
    "edge": st.sampled_from(list(Edge)),
    "edge_inset": st.sampled_from([0.0, 16.0]),
    "side_inset": st.sampled_from([0.0, 12.0]),
    "max_cross_size": st.sampled_from([None, MIN_CROSS]),
    "cross_alignment": st.sampled_from(list(CrossAlignment)),
    "reduce_motion": st.booleans(),
    "direction": st.sampled_from(list(LayoutDirection)),
    "start": STARTS,
})

# Some fields of a configuration, some of them refused (an unknown animator, a
# backdrop tap's detent the new detents lack, an unknown back behaviour, a negative
# footer, an unknown side, a card's gap longer than the viewport).
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
    "edge": st.sampled_from(list(Edge) + [4]),
    "edge_inset": st.sampled_from([0.0, 16.0, 900.0]),
    "cross_alignment": st.sampled_from(list(CrossAlignment)),
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
    st.tuples(st.just("direction"), st.sampled_from(list(LayoutDirection)), dts),
)
bad = st.sampled_from([math.nan, math.inf, -math.inf])


def gestures(starts_x, starts_y, steps_x, steps_y):
    """A finger's drag as pointer events: down, then moves, each with a tick at its time,
    then up, or not (the finger stays down)."""

    def events(drag):
        x, y, steps, lifted = drag
        out = [("down", x, y, 0.004)]
        for dx, dy, dt in steps:
            x, y = x + dx, y + dy
            out += [("move", x, y, dt), ("tick", 0.0)]
        if lifted:
            out.append(("up", x, y, 0.0))
        return out

    step = st.tuples(steps_x, steps_y, st.sampled_from([0.004, 0.008, 0.016, 0.033]))
    return st.tuples(starts_x, starts_y, st.lists(step, min_size=1, max_size=10),
                     st.sampled_from([True, True, True, False])).map(events)


def sessions(single, gesture, drags=1 / 3, min_size=0):
    """Sequences of operations and drags (that share of them), as one list of
    operations."""
    singles = round((1 - drags) / drags)
    chunks = st.one_of(*[single.map(lambda op: [op])] * singles, gesture)
    return st.lists(chunks, min_size=min_size, max_size=30).map(
        lambda ops: [op for chunk in ops for op in chunk])


# Drags begin where a sheet mostly is: across the middle of the width, low for a bottom
# sheet, high for a top one, anywhere along the side for a side sheet (single pointer
# events go anywhere).
sequences = sessions(ops, gestures(st.floats(100.0, 300.0),
                                   st.one_of(st.floats(650.0, 840.0), st.floats(20.0, 200.0)),
                                   st.floats(-2.0, 2.0), st.floats(-60.0, 60.0)))


def make(lib, cfg):
    engine = Engine(lib, viewport=(VW, VH, SAFE_TOP, SAFE_BOTTOM),
                    layout_direction=cfg["direction"])
    engine.register_animator("py.linear", params=[Param("duration", 0.3, 0.0, 5.0)],
                             factory=Linear)
    engine.reduce_motion = cfg["reduce_motion"]
    detents = DETENT_SETS[cfg["detents"]]
    kwargs = {k: v for k, v in cfg.items()
              if k not in ("detents", "reduce_motion", "direction", "start") and v is not None}
    if isinstance(kwargs["backdrop_tap"], MoveToDetent):
        kwargs["backdrop_tap"] = MoveToDetent(kwargs["backdrop_tap"].detent % len(detents))
    sheet = engine.create_sheet(detents=detents, **kwargs)
    sheet.set_content(1, CONTENT_HEIGHT, now=0.0)
    sheet.present(0, now=0.0)
    if cfg["start"] > 0:
        engine.run(0.0, cfg["start"])
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
        elif kind == "direction":
            sheet.engine.layout_direction = op[1]
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
    assert frame.scale >= 1 - 48 / MIN_CROSS - 1e-12, where
    # Drawn inside the viewport across its axis, and from its side.
    rect = frame.rect
    assert rect.width >= 0 and rect.height >= 0, where
    if frame.edge in (Edge.BOTTOM, Edge.TOP):
        assert -1e-9 <= rect.x and rect.x + rect.width <= VW + 1e-9, where
    else:
        assert SAFE_TOP - 1e-9 <= rect.y and rect.y + rect.height <= VH - SAFE_BOTTOM + 1e-9, where


def drive(lib, cfg, sequence, check_each):
    """Performs the sequence, lets go of the pointer and of a back gesture, and ticks
    10 s; returns the engine, the sheet and the keyboard's height left up."""
    engine, sheet, detents = make(lib, cfg)
    try:
        t = latest = cfg["start"]
        keyboard = 0.0
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
@given(cfg=configs, sequence=sequences)
def test_ends_at_a_detent_or_hidden(lib, cfg, sequence):
    engine, sheet, keyboard = drive(lib, cfg, sequence, check_each=False)
    with engine:
        f = sheet.frame
        config = sheet.config
        event(f"ends {f.state.name} on the {(config.edge or Edge.BOTTOM).name.lower()}"
              + (" above a keyboard" if keyboard else ""))
        assert not engine.is_animating
        tops = rest_tops(config, keyboard)
        length = space(config, keyboard).height
        assert f.edge == (config.edge or Edge.BOTTOM), f
        if f.state == State.HIDDEN:
            assert f.top == length and f.height == 0.0 and f.detent == -1
        else:
            assert f.state == State.RESTING, f
            assert 0 <= f.detent < len(tops), f
            assert abs(f.top - tops[f.detent]) <= 1e-6, (f.top, tops, keyboard)
            assert abs(f.height - (length - f.top)) <= 1e-9
            assert f.scale == 1.0, f  # no back gesture shrinks it any more
            bottom = visible_bottom(config, keyboard, f.top)
            assert f.footer_top == max(f.top, bottom - (config.footer_height or 0.0)), f
        assert engine.animator_errors == []


@PROPERTY
@given(cfg=configs, sequence=sequences, poison=st.lists(
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
        t = cfg["start"]
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


# --------------------------------------------------------------------------- every side

# A session of the bottom sheet in the 390 x 844 viewport without safe areas, played again
# on another side and direction with its points turned (helpers.Turn), gives the bottom
# sheet's frames and events, turned: what the configurations, updates and operations
# below leave out is what is not the same on every side (a keyboard, a focused field,
# the page receding, which are the bottom's; a scroll extent, as a side sheet's content
# scrolls across its axis and a top sheet's begins at its side; a change of side).
TURNED = TURNS[1:] + [Turn("top in RTL", Edge.TOP, RTL, "top")]

turned_configs = st.fixed_dictionaries({
    "detents": st.sampled_from(range(len(DETENT_SETS))),
    "dismissible": st.booleans(),
    "backdrop_tap": st.sampled_from(BACKDROP_TAPS),
    "largest_undimmed_detent": st.sampled_from([-1, 0]),
    "dismiss_height": st.sampled_from([0.0, 300.0]),
    "present": st.sampled_from(TRANSITIONS),
    "confirm_dismiss": st.booleans(),
    "content_interaction": st.sampled_from(list(ContentInteraction)),
    "back_behavior": st.sampled_from(list(BackBehavior)),
    "footer_height": st.sampled_from([0.0, 60.0]),
    "edge_inset": st.sampled_from([0.0, 16.0]),
    "side_inset": st.sampled_from([0.0, 4.0, 12.0]),
    "max_cross_size": st.sampled_from([None, MIN_CROSS]),
    "cross_alignment": st.sampled_from(list(CrossAlignment)),
    "reduce_motion": st.booleans(),
    "start": STARTS,
})

turned_changes = st.fixed_dictionaries({}, optional={
    "detents": st.sampled_from(range(len(DETENT_SETS))),
    "dismissible": st.booleans(),
    "backdrop_tap": st.sampled_from(BACKDROP_TAPS + [MoveToDetent(2)]),
    "settle": st.sampled_from(TRANSITIONS + ["nowhere"]),
    "corner_radius": st.sampled_from([0.0, 20.0]),
    "confirm_dismiss": st.booleans(),
    "back_behavior": st.sampled_from(list(BackBehavior)),
    "footer_height": st.sampled_from([0.0, 60.0]),
    "edge_inset": st.sampled_from([0.0, 16.0, 900.0]),
    "side_inset": st.sampled_from([0.0, 4.0, 12.0, 200.0]),
    "cross_alignment": st.sampled_from(list(CrossAlignment)),
})

# The bottom sheet's points on a half-point grid: turned, they are exact, so that the
# sheet on every side sees the same numbers along and across its axis.
grid_xs = st.integers(-100, int(2 * (VW + 50))).map(lambda n: n / 2)
grid_ys = st.integers(-200, int(2 * (VH + 100))).map(lambda n: n / 2)
# Drags begin low across the middle, where the bottom sheet mostly is (single pointer
# events go anywhere).
grid_starts_x = st.integers(200, 580).map(lambda n: n / 2)
grid_starts_y = st.integers(1300, 1680).map(lambda n: n / 2)
grid_steps_x = st.integers(-4, 4).map(lambda n: n / 2)
grid_steps_y = st.integers(-120, 120).map(lambda n: n / 2)
turned_ops = st.one_of(
    st.tuples(st.just("down"), grid_xs, grid_ys, dts),
    st.tuples(st.just("move"), grid_xs, grid_ys, dts),
    st.tuples(st.just("move"), grid_xs, grid_ys, dts),
    st.tuples(st.just("move"), grid_xs, grid_ys, dts),
    st.tuples(st.just("up"), grid_xs, grid_ys, dts),
    st.tuples(st.just("cancel"), dts),
    st.tuples(st.just("tick"), dts),
    st.tuples(st.just("tick"), dts),
    st.tuples(st.just("present"), st.integers(0, 2), dts),
    st.tuples(st.just("dismiss"), dts),
    st.tuples(st.just("move_to"), st.integers(0, 2), dts),
    st.tuples(st.just("content_height"), st.sampled_from([120.0, CONTENT_HEIGHT, 600.0]), dts),
    st.tuples(st.just("update"), turned_changes, dts),
    st.tuples(st.just("back_begin"), dts),
    st.tuples(st.just("back_progress"), st.floats(0.0, 1.0), dts),
    st.tuples(st.just("back_cancel"), dts),
    st.tuples(st.just("back_commit"), dts),
)


def make_turned(lib, cfg, turn, edge, direction):
    width, height = turn.viewport if edge != Edge.BOTTOM else (VW, VH)
    engine = Engine(lib, viewport=(width, height, 0.0, 0.0), layout_direction=direction,
                    reduce_motion=cfg["reduce_motion"])
    engine.register_animator("py.linear", params=[Param("duration", 0.3, 0.0, 5.0)],
                             factory=Linear)
    detents = DETENT_SETS[cfg["detents"]]
    kwargs = {k: v for k, v in cfg.items()
              if k not in ("detents", "reduce_motion", "start") and v is not None}
    if isinstance(kwargs["backdrop_tap"], MoveToDetent):
        kwargs["backdrop_tap"] = MoveToDetent(kwargs["backdrop_tap"].detent % len(detents))
    sheet = engine.create_sheet(detents=detents, edge=edge, **kwargs)
    sheet.set_content(1, CONTENT_HEIGHT, now=0.0)
    sheet.present(0, now=0.0)
    if cfg["start"] > 0:
        engine.run(0.0, cfg["start"])
    return engine, sheet


def outcome(call):
    """What a call did: None, or the error it raised (its type and the engine's
    sentence)."""
    try:
        call()
    except SheetError as refusal:
        return type(refusal).__name__, refusal.message
    return None


def turned_apply(sheet, op, t, point):
    kind = op[0]
    n_detents = len(sheet.config.detents)
    if kind in ("down", "move", "up"):
        x, y = point(op[1], op[2])
        return outcome(lambda: getattr(sheet, "pointer_" + kind)(x, y, t))
    calls = {
        "cancel": lambda: sheet.pointer_cancel(t),
        "tick": lambda: sheet.engine.tick(t),
        "present": lambda: sheet.present(op[1] % n_detents, now=t),
        "dismiss": lambda: sheet.dismiss(now=t),
        "move_to": lambda: sheet.move_to_detent(op[1] % n_detents, now=t),
        "content_height": lambda: sheet.set_content_height(op[1], now=t),
        "update": lambda: sheet.update(now=t, **(
            dict(op[1], detents=DETENT_SETS[op[1]["detents"]]) if "detents" in op[1] else op[1])),
        "back_begin": lambda: sheet.back_begin(now=t),
        "back_progress": lambda: sheet.back_progress(op[1], now=t),
        "back_cancel": lambda: sheet.back_cancel(now=t),
        "back_commit": lambda: sheet.back_commit(now=t),
    }
    return outcome(calls[kind])


def assert_turned(turn, b, s, where):
    """The turned sheet's frame s is the bottom sheet's b, turned."""
    where = f"{turn.name}, {where}: {s} against the bottom sheet's {b}"
    assert (s.state, s.detent, s.edge) == (b.state, b.detent, turn.edge), where
    assert (s.gesture_owner, s.grabber_visible, s.content_id) == (
        b.gesture_owner, b.grabber_visible, b.content_id), where
    for name in ("top", "height", "progress", "opacity", "scale", "backdrop_alpha",
                 "corner_radius", "overlay_alpha", "content_alpha", "footer_top"):
        assert abs(getattr(s, name) - getattr(b, name)) <= 1e-9, (name, where)
    assert abs(s.velocity - b.velocity) <= 1e-6, where
    assert s.content_offset == b.content_offset == 0.0, where
    turned = turn.rect(b.rect)
    assert all(abs(got - want) <= 1e-9 for got, want in zip(s.rect, turned)), (turned, where)
    assert s.corners == turn.corners(b.corners), where


@PROPERTY
@given(turn=st.sampled_from(TURNED), cfg=turned_configs,
       sequence=sessions(turned_ops, gestures(grid_starts_x, grid_starts_y, grid_steps_x,
                                              grid_steps_y), drags=1 / 2, min_size=3))
def test_every_side_plays_the_bottom_sheets_session_turned(lib, turn, cfg, sequence):
    event(turn.name)
    engine_b, bottom = make_turned(lib, cfg, turn, Edge.BOTTOM, turn.reference_direction)
    with engine_b, make_turned(lib, cfg, turn, turn.edge, turn.direction)[0] as engine_s:
        sheet = engine_s.sheet(bottom.id)
        assert_turned(turn, bottom.frame, sheet.frame, "presented")
        t = latest = cfg["start"]
        for i, op in enumerate(sequence):
            t = max(0.0, t + op[-1])
            latest = max(latest, t)
            done = turned_apply(bottom, op, t, lambda x, y: (x, y))
            assert turned_apply(sheet, op, t, turn.point) == done, (turn.name, i, op)
            assert_turned(turn, bottom.frame, sheet.frame, f"after op {i} {op}")
            if bottom.frame.state == State.DRAGGING:
                event("dragged")
            assert list(engine_s.events()) == list(engine_b.events()), (turn.name, i, op)
        for let_go in (lambda s: s.pointer_cancel(latest), lambda s: s.back_cancel(now=latest)):
            assert outcome(lambda: let_go(sheet)) == outcome(lambda: let_go(bottom))
        for k in range(1, 601):
            engine_b.tick(latest + k / 60)
            engine_s.tick(latest + k / 60)
            assert_turned(turn, bottom.frame, sheet.frame, f"settling tick {k}")
            if not engine_b.is_animating and not engine_s.is_animating:
                break
        assert list(engine_s.events()) == list(engine_b.events())
        event(f"ends {bottom.frame.state.name}")
