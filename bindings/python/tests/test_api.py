"""The Python surface: loading, life cycle, value types, and the calls not covered by
the scenarios."""

import dataclasses
import gc
import importlib.util
import os
import runpy
import subprocess
import sys
import weakref
from pathlib import Path

import pytest

import libsheet
from helpers import REPO, SAFE_BOTTOM, VH, X, frac_top, run
from libsheet import (
    AbiMismatch,
    Action,
    BackdropTap,
    Content,
    DetentKind,
    Engine,
    EngineClosed,
    EventType as E,
    Fraction,
    Grabber,
    Hit,
    InvalidState,
    LibraryNotFound,
    Points,
    Reason,
    Stack,
    State,
    Transition,
    _ffi,
)

PKG = Path(libsheet.__file__).resolve().parent
#: bindings/python, beside the tests: setup.py and the examples, wherever the package is.
BINDING = Path(__file__).resolve().parents[1]


# ---- loading


def test_explicit_path_and_cache(lib):
    assert libsheet.load_library(lib.path) is lib
    assert Engine(lib.path).library is lib
    assert libsheet.abi_version(lib) >> 16 == libsheet.ABI_VERSION >> 16
    assert libsheet.version(lib).count(".") == 2


def test_the_package_and_the_library_share_one_version(lib):
    setup = BINDING / "setup.py"
    header_version = runpy.run_path(str(setup), run_name="libsheet_setup")["header_version"]()
    assert libsheet.version(lib) == header_version
    major = int(header_version.split(".")[0])
    assert major == libsheet.abi_version(lib) >> 16


def test_search_order(monkeypatch, tmp_path):
    monkeypatch.setenv("LIBSHEET_PATH", "/env/libsheet.so.1")
    assert _ffi.candidates("/explicit.so") == ["/explicit.so"]
    assert _ffi.candidates() == ["/env/libsheet.so.1"]
    monkeypatch.delenv("LIBSHEET_PATH")
    bundled = tmp_path / "package" / "_lib" / "libsheet.so.1"
    build = tmp_path / "build" / "lib" / "libsheet.so.1"
    monkeypatch.setattr(_ffi, "_bundled_library", lambda: bundled)
    monkeypatch.setattr(_ffi, "_repo_build_library", lambda: build)
    monkeypatch.setattr(_ffi.ctypes.util, "find_library", lambda name: None)
    assert _ffi.candidates() == ["libsheet.so.1"]
    build.parent.mkdir(parents=True)
    build.touch()
    assert _ffi.candidates() == [str(build), "libsheet.so.1"]
    bundled.parent.mkdir(parents=True)
    bundled.touch()
    assert _ffi.candidates() == [str(bundled), str(build), "libsheet.so.1"]
    monkeypatch.setattr(_ffi.ctypes.util, "find_library", lambda name: f"/system/lib{name}.so.1")
    assert _ffi.candidates() == [str(bundled), str(build), "/system/libsheet.so.1", "libsheet.so.1"]


def test_missing_library_is_a_clear_error(tmp_path):
    with pytest.raises(LibraryNotFound) as e:
        libsheet.load_library(tmp_path / "libsheet.so.1")
    assert str(tmp_path) in str(e.value)
    assert isinstance(e.value, OSError)


def test_env_var_is_used(lib):
    code = "import libsheet; print(libsheet.load_library().path)"
    env = dict(os.environ, LIBSHEET_PATH=lib.path, PYTHONPATH=str(PKG.parent))
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                         text=True, check=True).stdout.strip()
    assert out == lib.path


def test_other_abi_major_is_refused(lib):
    with pytest.raises(AbiMismatch) as e:
        _ffi.Library(lib.path, expected_abi=0x00020000)
    text = str(e.value)
    assert "ABI 1." in text and "ABI 2" in text and lib.path in text


def test_every_function_has_a_prototype(lib):
    for name, (restype, argtypes) in _ffi.PROTOTYPES.items():
        fn = getattr(lib, name)
        assert fn.restype is restype and fn.argtypes == argtypes, name


# ---- life cycle


def test_closed_engine_raises(lib):
    engine = Engine(lib, viewport=(390, 844, 47, 34))
    sheet = engine.create_sheet()
    engine.close()
    engine.close()
    assert engine.closed
    for call in (lambda: engine.tick(1.0), lambda: sheet.frame, lambda: engine.animators,
                 lambda: list(engine.events()), lambda: sheet.present(0, now=0.0),
                 lambda: engine.create_sheet()):
        with pytest.raises(EngineClosed):
            call()
    assert isinstance(EngineClosed("x"), InvalidState)
    with pytest.raises(EngineClosed):
        with engine:
            pass


def test_context_managers(lib):
    with Engine(lib, viewport=(390, 844, 47, 34)) as engine:
        with engine.create_sheet() as sheet:
            sheet.present(0, now=0.0)
            assert engine.top_sheet == sheet
        with pytest.raises(libsheet.InvalidHandle):
            sheet.frame
        with engine.create_sheet() as other:
            other.destroy()  # leaving the block after a destroy is fine
    assert engine.closed


def test_sheet_keeps_its_engine_alive(lib):
    engine = Engine(lib, viewport=(390, 844, 47, 34))
    ref = weakref.ref(engine)
    sheet = engine.create_sheet()
    del engine
    gc.collect()
    assert ref() is not None
    sheet.present(0, now=0.0)
    assert sheet.engine.is_animating
    del sheet
    gc.collect()
    assert ref() is None


def test_engine_with_python_animators_is_collected(lib):
    engine = Engine(lib)
    engine.register_animator("py.x", factory=lambda m, p: None)
    ref = weakref.ref(engine)
    del engine
    assert ref() is None  # no reference cycle through the callbacks


# ---- value types


def test_detents_are_frozen_values():
    assert Fraction(0.5) == Fraction(0.5) and Points(200) != Fraction(200)
    assert hash(Points(200)) == hash(Points(200))
    assert Content() == Content()
    assert (Points(1).kind, Fraction(1).kind, Content().kind) == (
        DetentKind.POINTS, DetentKind.FRACTION, DetentKind.CONTENT)
    with pytest.raises(dataclasses.FrozenInstanceError):
        Points(200).value = 3


def test_transition():
    t = Transition("spring", response=0.4)
    assert t == Transition("spring", {"response": 0.4})
    assert hash(t) == hash(Transition("spring", response=0.4))
    assert repr(t) == "Transition('spring', response=0.4)"
    with pytest.raises(AttributeError):
        t.animator = "fade"
    with pytest.raises(TypeError):
        Transition("")


def test_frames_and_events_are_frozen(engine):
    sheet = engine.create_sheet()
    sheet.present(0, now=0.0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        sheet.frame.top = 1
    ev = next(engine.events())
    assert ev.type is E.WILL_PRESENT and ev.reason is Reason.PROGRAMMATIC
    with pytest.raises(dataclasses.FrozenInstanceError):
        ev.detent = 2


def test_bad_detent_type(engine):
    with pytest.raises(TypeError):
        engine.create_sheet(detents=[0.5])
    with pytest.raises(TypeError):
        engine.create_sheet(present=3)


# ---- configuration and the remaining calls


def test_defaults_are_the_library_defaults(engine):
    sheet = engine.create_sheet()
    sheet.present(0, now=0.0)
    run(engine, 0.0, 1.5)
    f = sheet.frame
    assert f.top == pytest.approx(frac_top(1.0), abs=1e-6)
    assert f.backdrop_alpha == pytest.approx(0.4)
    assert f.corner_radius == 12.0
    assert not f.grabber_visible  # AUTO with one detent


def test_configuration_is_passed(engine):
    sheet = engine.create_sheet(
        detents=[Points(200), Fraction(0.9)], backdrop_alpha=0.25, corner_radius=20,
        grabber=Grabber.HIDE, user_tag=2**64 - 1, backdrop_tap=BackdropTap.COLLAPSE,
        present=Transition("slide", duration=0.2), stack=Stack.PUSH, dismissible=False)
    sheet.present(1, now=0.0)
    run(engine, 0.0, 0.25)
    f = sheet.frame
    assert f.state == State.RESTING and f.top == pytest.approx(frac_top(0.9), abs=1e-6)
    assert f.backdrop_alpha == pytest.approx(0.25) and f.corner_radius == 20
    assert not f.grabber_visible
    assert {ev.user_tag for ev in engine.events()} == {2**64 - 1}
    # COLLAPSE: a backdrop tap moves to the lowest detent
    assert sheet.pointer_down(X, 50, 1.0) == Hit.BACKDROP
    sheet.pointer_up(X, 50, 1.05)
    run(engine, 1.05, 1.5)
    assert sheet.frame.detent == 0
    # not dismissible: a second tap at the lowest detent does nothing
    sheet.pointer_down(X, 50, 3.0)
    sheet.pointer_up(X, 50, 3.05)
    run(engine, 3.05, 1.5)
    assert sheet.frame.state == State.RESTING


def test_content_detent_and_swap(engine):
    sheet = engine.create_sheet(detents=[Content()])
    sheet.set_content(7, 300.0, now=0.0)
    sheet.present(0, now=0.0)
    now = engine.run_until_idle(0.0)
    assert sheet.frame.top == pytest.approx(VH - 300 - SAFE_BOTTOM, abs=1e-6)
    assert sheet.frame.content_id == 7
    list(engine.events())
    sheet.set_content(8, 400.0, now=now)
    engine.tick(now + 0.05)
    f = sheet.frame
    assert f.content_id == 8 and f.outgoing_content_id == 7
    now = engine.run_until_idle(now + 0.05)
    assert sheet.frame.top == pytest.approx(VH - 400 - SAFE_BOTTOM, abs=1e-6)
    evs = [ev for ev in engine.events() if ev.type == E.CONTENT_CHANGED]
    assert evs and evs[0].content_id == 8
    sheet.set_content_height(200.0, now=now)
    engine.run_until_idle(now)
    assert sheet.frame.top == pytest.approx(VH - 200 - SAFE_BOTTOM, abs=1e-6)


def test_scroll_extent(engine):
    sheet = engine.create_sheet()
    sheet.set_scroll_extent(500.0, now=0.0)
    sheet.present(0, now=0.0)
    now = engine.run_until_idle(0.0)
    assert sheet.frame.scroll_extent == 500.0
    y = 600.0
    sheet.pointer_down(X, y, now)
    for i in range(10):
        now += 0.016
        y -= 10
        sheet.pointer_move(X, y, now)
    f = sheet.frame
    assert f.gesture_owner == libsheet.GestureOwner.CONTENT
    assert f.content_offset == pytest.approx(100.0, abs=1e-9)
    assert f.top == pytest.approx(frac_top(1.0), abs=1e-9)
    sheet.pointer_up(X, y, now)
    engine.run_until_idle(now)
    assert 100.0 < sheet.frame.content_offset <= 500.0


def test_obstruction_reduce_motion_viewport(engine):
    sheet = engine.create_sheet(detents=[Points(300)])
    engine.reduce_motion = True
    assert engine.reduce_motion
    sheet.present(0, now=0.0)
    now = engine.run_until_idle(0.0)
    assert sheet.frame.top == pytest.approx(VH - 300, abs=1e-6)
    engine.set_obstruction(200.0, now=now)
    now = engine.run_until_idle(now)
    assert sheet.frame.top == pytest.approx(VH - 500, abs=1e-6)
    engine.set_obstruction(0.0, now=now)
    now = engine.run_until_idle(now)
    engine.set_viewport(844, 390, 0, 21)
    assert engine.viewport == (844.0, 390.0, 0.0, 21.0)
    assert sheet.frame.height == pytest.approx(300, abs=1e-6)


def test_accessibility(engine):
    sheet = engine.create_sheet(detents=[Fraction(0.5), Fraction(1.0)])
    assert sheet.accessibility.value == "hidden"
    sheet.present(0, now=0.0)
    now = engine.run_until_idle(0.0)
    a = sheet.accessibility
    assert a.detent == 0 and a.detent_count == 2 and a.value == "detent 1 of 2"
    assert Action.EXPAND in a.actions and Action.DISMISS in a.actions
    sheet.perform_action(Action.EXPAND, now=now)
    now = engine.run_until_idle(now)
    assert sheet.frame.detent == 1
    sheet.perform_action(Action.DISMISS, now=now)
    engine.run_until_idle(now)
    assert any(ev.reason == Reason.ACCESSIBILITY for ev in engine.events())
    with pytest.raises(InvalidState):
        sheet.perform_action(Action.COLLAPSE, now=now + 2)


def test_top_sheet_and_stack(engine):
    assert engine.top_sheet is None
    a = engine.create_sheet()
    b = engine.create_sheet(stack=Stack.REPLACE)
    a.present(0, now=0.0)
    assert engine.top_sheet is a
    b.present(0, now=0.1)
    assert engine.top_sheet is b
    engine.run_until_idle(0.1)
    dismissed = [ev for ev in engine.events() if ev.type == E.DID_DISMISS]
    assert dismissed and dismissed[0].sheet == a.id and dismissed[0].reason == Reason.REPLACED
    assert engine.sheet(a.id) is a


def test_event_iterator_and_overflow(engine):
    sheet = engine.create_sheet(detents=[Fraction(0.5), Fraction(1.0)])
    sheet.present(0, now=0.0)
    for i in range(300):
        sheet.move_to_detent((i + 1) % 2, now=0.0)
    events = list(engine.events())
    assert list(engine.events()) == []
    assert len(events) <= libsheet.MAX_QUEUED_EVENTS + 1
    dropped = [ev for ev in events if ev.type == E.EVENTS_DROPPED]
    assert dropped and dropped[0].dropped_count > 0


def test_readme_example(capsys):
    runpy.run_path(str(BINDING / "examples" / "readme_example.py"))
    assert capsys.readouterr().out.splitlines() == [
        "0.000  WILL_PRESENT  detent 0",
        "0.600  DID_PRESENT  detent 0",
        "resting at detent 0, top 445.5",
    ]


def test_fling_example(capsys):
    module = runpy.run_path(str(BINDING / "examples" / "fling.py"))
    assert module["main"]() == 0
    out = capsys.readouterr().out
    assert "resting at detent 0, top 445.5" in out
    assert "resting at detent 1, top 47.0" in out
    assert "DRAG_ENDED     detent 1  FLING" in out


def test_quick_start_example(capsys):
    runpy.run_path(str(BINDING / "examples" / "quick_start.py"))
    assert capsys.readouterr().out.splitlines() == [
        "445.5",
        "CONTENT_CHANGED -1 NONE",
        "WILL_PRESENT 1 PROGRAMMATIC",
        "DID_PRESENT 1 PROGRAMMATIC",
    ]


def test_python_animator_example(capsys):
    runpy.run_path(str(BINDING / "examples" / "python_animator.py"))
    assert capsys.readouterr().out.splitlines() == [
        "0.125  top 445.50  backdrop 0.20",
        "0.250  top 47.00  backdrop 0.40",
        "['WILL_PRESENT', 'DID_PRESENT']",
    ]


def test_live_sheet_example(capsys):
    runpy.run_path(str(BINDING / "examples" / "live_sheet.py"))
    assert capsys.readouterr().out.splitlines() == [
        "page scale 0.933, top 61, corners 8",
        "detent 1, top 365.8",
        "asked to dismiss: BACKDROP_TAP",
        "HIDDEN",
    ]


def test_keyboard_back_example(capsys):
    runpy.run_path(str(BINDING / "examples" / "keyboard_back.py"))
    assert capsys.readouterr().out.splitlines() == [
        "top 445.5, footer at 750",
        "top 47, footer at 484, field bottom at 468",
        "top 467.0, scale 0.890",
        "[('WILL_DISMISS', 'BACK'), ('DID_DISMISS', 'BACK')]",
    ]


def test_edges_example(capsys):
    runpy.run_path(str(BINDING / "examples" / "edges.py"))
    assert capsys.readouterr().out.splitlines() == [
        "banner: 0,0 390x167, rounds bottom_right+bottom_left",
        "panel: 110,47 280x763, rounds top_left+bottom_left",
        "dragged: top 210 along x, progress 0.643",
        "panel in RTL: 0,47 280x763, rounds top_right+bottom_right",
        "places: 0,126.7 390x717.3, rounds top_left+top_right",
        "places, wide: 16,40 320x724, rounds top_left+top_right+bottom_right+bottom_left",
    ]


def test_the_readme_shows_the_examples_the_tests_run():
    checker = REPO / "Tests" / "docs" / "examples_match_sources.py"
    if not checker.exists():
        pytest.skip(f"{checker} not found")
    spec = importlib.util.spec_from_file_location("examples_match_sources", checker)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    readme = BINDING / "README.md"
    sources = [source for _, _, source, _ in module.blocks(readme.read_text(encoding="utf-8"))]
    assert sources == ["bindings/python/examples/quick_start.py",
                       "bindings/python/examples/live_sheet.py",
                       "bindings/python/examples/keyboard_back.py",
                       "bindings/python/examples/edges.py",
                       "bindings/python/examples/python_animator.py",
                       None]  # the sh block of the tests' commands
    assert module.check(REPO, readme) == []
