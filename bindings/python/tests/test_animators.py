"""Animators written in Python, registered at run time; plugins."""

import math
from pathlib import Path

import pytest

from helpers import VH, frac_top, run
from libsheet import (
    AlreadyExists,
    AnimatorInfo,
    EventType as E,
    Fraction,
    InvalidArgument,
    InvalidState,
    MotionKind,
    NotFound,
    Param,
    PluginError,
    State,
    Transition,
    Visual,
)

DT = 1 / 60


def lerp(a, b, p):
    return a + (b - a) * p


class Linear:
    """Every channel from `from_` to `to` at constant speed over `duration`."""

    live = 0

    def __init__(self, motion, params):
        self.motion = motion
        self.duration = params["duration"]
        Linear.live += 1

    def sample(self, elapsed):
        m, p = self.motion, elapsed / self.duration
        if p >= 1:
            return m.to, 0.0, True
        visual = Visual(
            top=lerp(m.from_.top, m.to.top, p),
            opacity=lerp(m.from_.opacity, m.to.opacity, p),
            backdrop_alpha=lerp(m.from_.backdrop_alpha, m.to.backdrop_alpha, p),
            scale=lerp(m.from_.scale, m.to.scale, p),
        )
        return visual, (m.to.top - m.from_.top) / self.duration, False

    def close(self):
        Linear.live -= 1


@pytest.fixture
def linear(engine):
    motions = []

    def factory(motion, params):
        motions.append((motion, dict(params)))
        return Linear(motion, params)

    Linear.live = 0
    info = engine.register_animator(
        "py.linear", params=[Param("duration", 0.3, 0.0, 5.0)], factory=factory)
    assert info == AnimatorInfo("py.linear", (Param("duration", 0.3, 0.0, 5.0),))
    return motions


def test_registered_animator_is_listed(engine, linear):
    animators = {a.name: a for a in engine.animators}
    assert {"spring", "slide", "fade", "py.linear"} <= set(animators)
    assert animators["py.linear"].params == (Param("duration", 0.3, 0.0, 5.0),)
    assert [p.name for p in animators["spring"].params][:2] == ["response", "damping_ratio"]


def test_python_animator_drives_a_presentation(engine, linear):
    rest, duration = frac_top(0.5), 0.25
    sheet = engine.create_sheet(
        detents=[Fraction(0.5)],
        present=Transition("py.linear", duration=duration),
        dismiss=Transition("py.linear", duration=duration))
    sheet.present(0, now=1.0)
    assert len(linear) == 1
    motion, params = linear[0]
    assert motion.kind == MotionKind.PRESENT
    assert motion.from_.top == pytest.approx(VH)
    assert motion.to.top == pytest.approx(rest, abs=1e-9)
    assert motion.viewport_height == VH
    assert params == {"duration": duration}

    for k in range(1, 60):
        t = 1.0 + k * DT
        engine.tick(t)
        f = sheet.frame
        p = k * DT / duration
        want = rest if p >= 1 else lerp(VH, rest, p)
        assert f.top == pytest.approx(want, abs=1e-9)
        assert f.height == pytest.approx(VH - want, abs=1e-9)
        if p < 1:
            assert f.state == State.PRESENTING
            assert f.backdrop_alpha == pytest.approx(lerp(0.0, 0.4, p), abs=1e-9)
        if not engine.is_animating:
            break
    assert sheet.frame.state == State.RESTING
    assert Linear.live == 0
    assert [ev.type for ev in engine.events()] == [E.WILL_PRESENT, E.DID_PRESENT]

    sheet.dismiss(now=t)
    engine.run_until_idle(t)
    assert linear[-1][0].kind == MotionKind.DISMISS
    assert sheet.frame.state == State.HIDDEN
    assert Linear.live == 0
    assert engine.animator_errors == []


def test_instances_are_destroyed_when_the_engine_closes(lib, linear, engine):
    sheet = engine.create_sheet(present=Transition("py.linear", duration=2.0))
    sheet.present(0, now=0.0)
    engine.tick(0.5)
    assert Linear.live == 1
    engine.close()
    assert Linear.live == 0


def present_with(engine, animator, now=0.0):
    sheet = engine.create_sheet(detents=[Fraction(0.5)], present=animator)
    sheet.present(0, now=now)
    now = run(engine, now, 3.0)
    return sheet, now


def assert_arrived_after_failure(engine, sheet):
    f = sheet.frame
    assert f.state == State.RESTING and f.detent == 0
    assert f.top == pytest.approx(frac_top(0.5), abs=1e-6)
    types = [ev.type for ev in engine.events()]
    assert E.ANIMATOR_FAILED in types
    assert types[-1] == E.DID_PRESENT


def test_raising_animator_is_cut_off(engine):
    class Boom(Exception):
        pass

    class Raises:
        def __init__(self, motion, params):
            self.motion = motion

        def sample(self, elapsed):
            if elapsed > 0.05:
                raise Boom("broken at %.3f" % elapsed)
            return Visual(self.motion.from_.top), 0.0, False

    engine.register_animator("py.raises", factory=Raises)
    sheet, _ = present_with(engine, "py.raises")
    assert_arrived_after_failure(engine, sheet)
    assert len(engine.animator_errors) == 1
    err = engine.animator_errors[0]
    assert err.animator == "py.raises" and err.phase == "sample"
    assert isinstance(err.exception, Boom)


def test_nan_animator_is_cut_off(engine):
    engine.register_animator(
        "py.nan", factory=lambda motion, params: type(
            "Nan", (), {"sample": lambda self, e: (Visual(math.nan), 0.0, False)})())
    sheet, _ = present_with(engine, "py.nan")
    assert_arrived_after_failure(engine, sheet)
    assert engine.animator_errors == []


def test_failing_factory_and_bad_results_are_cut_off(engine):
    def factory(motion, params):
        raise RuntimeError("no instance today")

    engine.register_animator("py.nofactory", factory=factory)
    engine.register_animator("py.noobject", factory=lambda m, p: 42)
    engine.register_animator(
        "py.badshape", factory=lambda m, p: type("B", (), {"sample": lambda s, e: None})())
    now = 0.0
    for name, phase, exc in [("py.nofactory", "create", RuntimeError),
                             ("py.noobject", "create", TypeError),
                             ("py.badshape", "sample", TypeError)]:
        engine.animator_errors.clear()
        sheet, now = present_with(engine, name, now)
        assert_arrived_after_failure(engine, sheet)
        [err] = engine.animator_errors
        assert (err.animator, err.phase) == (name, phase)
        assert isinstance(err.exception, exc)
        sheet.destroy()


def test_never_finishing_animator_is_cut_off(engine):
    engine.set_max_motion_duration(0.5)
    engine.register_animator(
        "py.forever",
        factory=lambda m, p: type("F", (), {"sample": lambda s, e: (m.from_, 0.0, False)})())
    sheet, _ = present_with(engine, "py.forever")
    assert_arrived_after_failure(engine, sheet)


def test_base_exceptions_propagate_after_the_call(engine):
    class Stop(BaseException):
        pass

    def sample(self, elapsed):
        raise Stop()

    engine.register_animator("py.stop", factory=lambda m, p: type("S", (), {"sample": sample})())
    sheet = engine.create_sheet(present="py.stop")
    sheet.present(0, now=0.0)
    with pytest.raises(Stop):
        engine.tick(0.1)
    engine.run_until_idle(0.1)  # the engine finished the motion itself
    assert sheet.frame.state == State.RESTING


def test_animator_cannot_reenter_the_engine(engine):
    def factory(motion, params):
        engine.tick(5.0)

    engine.register_animator("py.reenter", factory=factory)
    sheet, _ = present_with(engine, "py.reenter")
    assert_arrived_after_failure(engine, sheet)
    [err] = engine.animator_errors
    assert isinstance(err.exception, InvalidState)


def test_registration_errors(engine, linear):
    with pytest.raises(AlreadyExists) as info:
        engine.register_animator("py.linear", factory=Linear)
    assert "py.linear" in info.value.message
    with pytest.raises(AlreadyExists):
        engine.register_animator("spring", factory=Linear)
    with pytest.raises(InvalidArgument) as info:
        engine.register_animator("py.bad", params=[Param("d", 9.0, 0.0, 1.0)], factory=Linear)
    assert info.value.message
    with pytest.raises(InvalidArgument):
        engine.register_animator("", factory=Linear)
    with pytest.raises(TypeError):
        engine.register_animator("py.x", factory=None)
    with pytest.raises(InvalidArgument) as info:
        engine.create_sheet(present=Transition("py.linear", duration=99.0))
    assert "duration" in info.value.message
    with pytest.raises(InvalidArgument) as info:
        engine.create_sheet(present=Transition("py.linear", speed=1.0))
    assert "speed" in info.value.message
    with pytest.raises(NotFound):
        engine.create_sheet(present=Transition("py.missing"))


class Factory:
    def __call__(self, motion, params):
        return Linear(motion, params)


def test_registrations_are_released_with_their_engine(lib):
    """The engine hands each accepted registration back (release) when it is destroyed,
    and nothing of a refused one stays: the factories are collected either way."""
    import gc
    import weakref

    from libsheet import Engine
    from libsheet import _engine

    before = len(_engine._registrations)
    engine = Engine(lib, viewport=(390, 844, 47, 34))
    kept, refused = Factory(), Factory()
    kept_ref, refused_ref = weakref.ref(kept), weakref.ref(refused)
    engine.register_animator("py.kept", params=[Param("duration", 0.3, 0.0, 5.0)], factory=kept)
    with pytest.raises(AlreadyExists):
        engine.register_animator("py.kept", factory=refused)
    assert len(_engine._registrations) == before + 1
    del kept, refused
    gc.collect()
    assert kept_ref() is not None and refused_ref() is None
    sheet = engine.create_sheet(present="py.kept")
    sheet.present(0, now=0.0)
    engine.tick(0.1)
    del sheet
    engine.close()
    gc.collect()
    assert kept_ref() is None
    assert len(_engine._registrations) == before


def test_animator_is_per_engine(lib, engine, linear):
    from libsheet import Engine

    with Engine(lib, viewport=(390, 844, 47, 34)) as other:
        with pytest.raises(NotFound):
            other.create_sheet(present="py.linear")


# ---- plugins (the example and test plugins the CMake build makes next to lib/)

def plugin(lib, *parts):
    path = Path(lib.path).resolve().parent.parent.joinpath(*parts)
    if not path.exists():
        pytest.skip(f"{path} was not built")
    return path


def test_load_plugin(lib, engine):
    path = plugin(lib, "plugins", "sheet-zoom.so")
    added = engine.load_plugin(path)
    assert added and all(isinstance(a, AnimatorInfo) for a in added)
    sheet, _ = present_with(engine, added[0].name)
    f = sheet.frame
    assert f.state == State.RESTING and f.top == pytest.approx(frac_top(0.5), abs=1e-6)


def test_load_plugin_errors(lib, engine):
    with pytest.raises(PluginError) as info:
        engine.load_plugin("/nonexistent/plugin.so")
    assert "/nonexistent/plugin.so" in info.value.message
    with pytest.raises(InvalidArgument):
        engine.load_plugin("")


def test_log_handler_and_its_exceptions(lib, engine):
    from libsheet import LogLevel

    messages = []
    engine.set_log_handler(lambda level, message: messages.append((level, message)))
    engine.load_plugin(plugin(lib, "test-plugins", "formula.so"))
    assert (LogLevel.INFO, "test.formula: registering") in messages

    def broken(level, message):
        raise KeyError(message)

    engine.set_log_handler(broken)
    with pytest.raises(KeyError):
        engine.load_plugin(plugin(lib, "plugins", "sheet-zoom.so"))
    assert any(a.name.startswith("zoom") or "zoom" in a.name for a in engine.animators)
    engine.set_log_handler(None)
    messages.clear()
    with pytest.raises(PluginError):
        engine.load_plugin(plugin(lib, "test-plugins", "init_fails.so"))
    assert messages == []
