"""Engine and Sheet: the Pythonic face of sheet.h."""

from __future__ import annotations

import ctypes
import dataclasses
import os
import threading
import weakref
from ctypes import byref, c_int32, c_void_p
from typing import Callable, Iterator, List, Mapping, Optional, Sequence, Tuple, Union

from . import _ffi
from ._ffi import ABI_VERSION, Library
from ._types import (
    Failure,
    Accessibility,
    Action,
    AnimatorError,
    AnimatorInfo,
    BackdropTap,
    Background,
    Content,
    Corner,
    Edge,
    EngineClosed,
    Event,
    EventType,
    Fraction,
    Frame,
    GestureOwner,
    Hit,
    InvalidArgument,
    InvalidHandle,
    InvalidState,
    LayoutDirection,
    LogLevel,
    Motion,
    MotionKind,
    MoveToDetent,
    Param,
    Points,
    Reason,
    Rect,
    SheetConfig,
    State,
    Status,
    Transition,
    Visual,
    _enum,
    error_for,
)

_INT32 = (-(2**31), 2**31 - 1)
_UINT32 = (0, 2**32 - 1)
_UINT64 = (0, 2**64 - 1)


def _integer(value, bounds: Tuple[int, int], what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        try:
            value = value.__index__()
        except AttributeError:
            raise TypeError(f"{what} must be an int, not {type(value).__name__}") from None
    if not bounds[0] <= value <= bounds[1]:
        raise InvalidArgument(f"{what} is {value}, outside [{bounds[0]}, {bounds[1]}]")
    return int(value)


def _flag(value, what: str) -> int:
    if isinstance(value, bool):
        return int(value)
    return _integer(value, _INT32, what)


def _int32(value, what: str) -> int:
    return _integer(value, _INT32, what)


def _uint64(value, what: str) -> int:
    return _integer(value, _UINT64, what)


# The fields of a SheetConfig that go to sheet_config's field of the same name when set,
# and what checks each: a function that also names the field in its refusal, or None for
# a number, which ctypes checks.
_CONFIG_FIELDS = (
    ("dismissible", _flag), ("dismiss_fraction", None), ("fling_velocity", None),
    ("largest_undimmed_detent", _int32), ("backdrop_alpha", None), ("corner_radius", None),
    ("rubber_band", None), ("user_tag", _uint64), ("dismiss_height", None),
    ("touch_slop", None), ("stack", _int32), ("grabber", _int32), ("grabber_height", None),
    ("confirm_dismiss", _flag), ("content_interaction", _int32), ("scales_background", _flag),
    ("keyboard", _int32), ("back_behavior", _int32), ("footer_height", None), ("edge", _int32),
    ("cross_alignment", _int32), ("edge_inset", None), ("side_inset", None),
    ("max_cross_size", None), ("wide_threshold", None), ("wide_layout", _int32),
)


def load_library(path: Union[str, "os.PathLike[str]", None] = None) -> Library:
    """Loads (once per path) and checks libsheet: an explicit path, else $LIBSHEET_PATH,
    else the repository's build/lib/libsheet.so.1, else the system's libsheet.so.1.
    Raises LibraryNotFound, or AbiMismatch for a library of another ABI major."""
    return _ffi.load(path)


def abi_version(library: Union[Library, str, None] = None) -> int:
    """SHEET_ABI_VERSION of the header the library was built with."""
    lib = library if isinstance(library, Library) else load_library(library)
    return lib.abi_version


def version(library: Union[Library, str, None] = None) -> str:
    """The library's version, "MAJOR.MINOR.PATCH"."""
    lib = library if isinstance(library, Library) else load_library(library)
    return lib.version


def status_name(status: int, library: Union[Library, str, None] = None) -> str:
    """The library's name for a status: "SHEET_OK", "SHEET_ERR_INVALID_ARGUMENT", ..."""
    lib = library if isinstance(library, Library) else load_library(library)
    return lib.status_name(status)


# --------------------------------------------------------------------------- conversions


def _frame(f: _ffi.sheet_frame) -> Frame:
    return Frame(
        state=_enum(State, f.state),
        detent=f.detent,
        top=f.top,
        height=f.height,
        opacity=f.opacity,
        scale=f.scale,
        backdrop_alpha=f.backdrop_alpha,
        corner_radius=f.corner_radius,
        progress=f.progress,
        content_offset=f.content_offset,
        content_id=f.content_id,
        outgoing_content_id=f.outgoing_content_id,
        content_alpha=f.content_alpha,
        outgoing_content_alpha=f.outgoing_content_alpha,
        velocity=f.velocity,
        gesture_owner=_enum(GestureOwner, f.gesture_owner),
        grabber_visible=bool(f.grabber_visible),
        overlay_alpha=f.overlay_alpha,
        scroll_extent=f.scroll_extent,
        background=Background(f.background_scale, f.background_offset,
                              f.background_corner_radius),
        footer_top=f.footer_top,
        rect=Rect(f.rect.x, f.rect.y, f.rect.width, f.rect.height),
        edge=_enum(Edge, f.edge),
        corners=Corner(f.corners),
    )


def _event(e: _ffi.sheet_event) -> Event:
    return Event(
        type=_enum(EventType, e.type),
        sheet=e.sheet,
        time=e.time,
        detent=e.detent,
        from_detent=e.from_detent,
        reason=_enum(Reason, e.reason),
        user_tag=e.user_tag,
        content_id=e.content_id,
        dropped_count=e.dropped_count,
        animator=e.animator,
        failure=_enum(Failure, e.failure),
    )


def _visual(v: _ffi.sheet_visual) -> Visual:
    return Visual(v.top, v.opacity, v.backdrop_alpha, v.scale)


def _detent(d, index: int) -> _ffi.sheet_detent:
    if not isinstance(d, (Points, Fraction, Content)):
        raise TypeError(
            f"detents[{index}] must be Points(h), Fraction(f) or Content(), "
            f"not {type(d).__name__}"
        )
    return _ffi.sheet_detent(int(d.kind), float(d.value))


def _configuration(config: Optional[SheetConfig], fields: Mapping[str, object]) -> SheetConfig:
    """config (default: every field the library's default) with fields replacing its own;
    a name that is not a field is a TypeError."""
    if config is None:
        config = SheetConfig()
    elif not isinstance(config, SheetConfig):
        raise TypeError(f"config must be a SheetConfig, not {type(config).__name__}")
    if not fields:
        return config
    unknown = sorted(set(fields) - {f.name for f in dataclasses.fields(SheetConfig)})
    if unknown:
        raise TypeError(f"{', '.join(unknown)}: not a field of SheetConfig")
    return dataclasses.replace(config, **fields)


class _Callbacks:
    """What the C callbacks of one engine share. Kept apart from the Engine so that the
    callbacks do not keep the Engine alive."""

    def __init__(self):
        self.instances = {}
        self.next_instance = 1
        self.errors: List[AnimatorError] = []
        self.pending: Optional[BaseException] = None

    def fail(self, animator: str, phase: str, exc: BaseException) -> int:
        self.errors.append(AnimatorError(animator, phase, exc))
        if not isinstance(exc, Exception) and self.pending is None:
            self.pending = exc
        return int(Status.PLUGIN)


def _animator_callbacks(state: _Callbacks, name: str, params: Tuple[Param, ...], factory):
    names = [p.name for p in params]

    def create(plugin_data, motion_p, values_p, out_instance):
        try:
            m = motion_p.contents
            motion = Motion(
                kind=_enum(MotionKind, m.kind),
                from_=_visual(getattr(m, "from")),
                to=_visual(m.to),
                velocity=m.velocity,
                viewport_height=m.viewport_height,
            )
            values = {n: values_p[i] for i, n in enumerate(names)}
            instance = factory(motion, values)
            if not callable(getattr(instance, "sample", None)):
                raise TypeError(
                    f"the factory of animator {name!r} returned {type(instance).__name__}, "
                    "which has no sample(elapsed) method"
                )
            handle = state.next_instance
            state.next_instance += 1
            state.instances[handle] = instance
            out_instance[0] = handle
            return 0
        except BaseException as exc:  # noqa: B902 - nothing may cross into C
            return state.fail(name, "create", exc)

    def sample(handle, elapsed, out, out_velocity, out_finished):
        try:
            instance = state.instances[handle]
            visual, velocity, finished = instance.sample(elapsed)
            if isinstance(visual, Visual):
                top, opacity, backdrop, scale = (
                    visual.top, visual.opacity, visual.backdrop_alpha, visual.scale)
            else:
                top, opacity, backdrop, scale = visual
            v = out.contents
            v.top = float(top)
            v.opacity = float(opacity)
            v.backdrop_alpha = float(backdrop)
            v.scale = float(scale)
            out_velocity[0] = float(velocity)
            out_finished[0] = 1 if finished else 0
            return 0
        except BaseException as exc:  # noqa: B902
            return state.fail(name, "sample", exc)

    def destroy(handle):
        try:
            instance = state.instances.pop(handle, None)
            close = getattr(instance, "close", None)
            if callable(close):
                close()
        except BaseException as exc:  # noqa: B902
            state.fail(name, "destroy", exc)

    return _ffi.create_fn(create), _ffi.sample_fn(sample), _ffi.destroy_fn(destroy)


# What a registration keeps alive (its vtable, names, callbacks and factory), by the
# token passed as its plugin data, until the engine hands the token back through
# release: when the engine is destroyed, or at once when the registration is refused.
_registrations: dict = {}
_registrations_lock = threading.Lock()
_next_token = [1]


def _release(plugin_data):
    with _registrations_lock:
        _registrations.pop(plugin_data, None)


_release_callback = _ffi.release_fn(_release)


def _keep_registration(kept) -> int:
    with _registrations_lock:
        token = _next_token[0]
        _next_token[0] += 1
        _registrations[token] = kept
        return token


# --------------------------------------------------------------------------- engine


class Engine:
    """One engine per window or root view: the viewport, the sheets, the animator
    registry and the event queue.

        with Engine(viewport=(390, 844, 47, 34)) as engine:
            sheet = engine.create_sheet(detents=[Fraction(0.5), Fraction(1.0)])
            sheet.present(0, now=0.0)
            ...

    An engine and its sheets are used from one thread at a time; calls are serialised
    by a lock. close() (or leaving the with block) destroys the engine and its sheets;
    afterwards every call raises EngineClosed. The time arguments (now, t) are seconds on
    the host's monotonic clock."""

    def __init__(
        self,
        library: Union[Library, str, "os.PathLike[str]", None] = None,
        *,
        viewport: Optional[Sequence[float]] = None,
        reduce_motion: Optional[bool] = None,
        max_motion_duration: Optional[float] = None,
        layout_direction: Optional[LayoutDirection] = None,
    ):
        self._ptr = None
        self._lib = library if isinstance(library, Library) else load_library(library)
        ptr = c_void_p()
        status = self._lib.sheet_engine_create(byref(ptr))
        if status != 0 or not ptr.value:
            raise error_for(status or int(Status.INVALID_STATE), "cannot create an engine",
                            self._lib.status_name(status))
        self._ptr = ptr
        self._lock = threading.RLock()
        self._busy = False
        self._callbacks = _Callbacks()
        self._log_handler = None
        self._sheets: "weakref.WeakValueDictionary[int, Sheet]" = weakref.WeakValueDictionary()
        # Each live sheet's configuration as the engine last accepted it, by id: what
        # Sheet.config reads and Sheet.update changes field by field.
        self._configurations: "dict[int, SheetConfig]" = {}
        self._viewport: Optional[Tuple[float, float, float, float]] = None
        self._reduce_motion = False
        self._layout_direction = LayoutDirection.LTR
        if viewport is not None:
            self.set_viewport(*viewport)
        if reduce_motion is not None:
            self.reduce_motion = reduce_motion
        if max_motion_duration is not None:
            self.set_max_motion_duration(max_motion_duration)
        if layout_direction is not None:
            self.layout_direction = layout_direction

    # ---- plumbing

    def _call(self, name: str, *args) -> int:
        with self._lock:
            if self._ptr is None:
                raise EngineClosed("the engine is closed")
            if self._busy:
                raise InvalidState(
                    f"{name} was called from inside one of this engine's callbacks")
            fn = getattr(self._lib, name)
            self._busy = True
            try:
                result = fn(self._ptr, *args)
            except ctypes.ArgumentError as exc:
                raise TypeError(f"{name}: {exc}") from None
            finally:
                self._busy = False
            pending = self._callbacks.pending
            if pending is not None:
                self._callbacks.pending = None
                raise pending
            return result

    def _check(self, name: str, *args) -> None:
        with self._lock:
            status = self._call(name, *args)
            if status != 0:
                message = self._lib.sheet_engine_last_error(self._ptr).decode("utf-8", "replace")
                raise error_for(status, message, self._lib.status_name(status))

    def _wrap(self, sheet_id: int) -> "Sheet":
        sheet = self._sheets.get(sheet_id)
        if sheet is None:
            sheet = Sheet(self, sheet_id)
            self._sheets[sheet_id] = sheet
        return sheet

    # ---- life cycle

    @property
    def library(self) -> Library:
        return self._lib

    @property
    def closed(self) -> bool:
        return self._ptr is None

    def close(self) -> None:
        """Destroys the engine and everything it owns (sheets, running motions, queued
        events). Running Python animator instances are destroyed. Idempotent."""
        with self._lock:
            if self._ptr is None:
                return
            if self._busy:
                raise InvalidState("an engine cannot be closed from inside its own callbacks")
            ptr, self._ptr = self._ptr, None
            self._configurations.clear()
            self._busy = True
            try:
                self._lib.sheet_engine_destroy(ptr)
            finally:
                self._busy = False
                self._log_handler = None
            pending = self._callbacks.pending
            if pending is not None:
                self._callbacks.pending = None
                raise pending

    def __enter__(self) -> "Engine":
        if self._ptr is None:
            raise EngineClosed("the engine is closed")
        return self

    def __exit__(self, *exc_info) -> None:
        self.close()

    def __del__(self):
        try:
            if getattr(self, "_ptr", None) is not None:
                self.close()
        except Exception:
            pass

    def __repr__(self) -> str:
        if self._ptr is None:
            return "<libsheet.Engine closed>"
        return f"<libsheet.Engine {self._ptr.value:#x} viewport={self._viewport}>"

    # ---- viewport, obstruction, motion settings

    def set_viewport(self, width: float, height: float, safe_top: float = 0.0,
                     safe_bottom: float = 0.0) -> None:
        """The viewport the sheets live in, in points, with its safe-area insets."""
        self._check("sheet_engine_set_viewport", width, height, safe_top, safe_bottom)
        self._viewport = (float(width), float(height), float(safe_top), float(safe_bottom))

    @property
    def viewport(self) -> Optional[Tuple[float, float, float, float]]:
        """(width, height, safe_top, safe_bottom) as last set, or None."""
        return self._viewport

    def set_obstruction(self, bottom_height: float, *, now: float) -> None:
        """Something covers the bottom of the viewport (a keyboard); 0 clears it.
        Presented sheets go where their keyboard behaviour (SheetConfig.keyboard) says,
        moving with their settle transition; call it every frame as a keyboard animates,
        and a focused field (Sheet.set_focus) stays above it in every frame."""
        self._check("sheet_engine_set_obstruction", bottom_height, now)

    @property
    def reduce_motion(self) -> bool:
        return self._reduce_motion

    @reduce_motion.setter
    def reduce_motion(self, enabled: bool) -> None:
        self.set_reduce_motion(enabled)

    def set_reduce_motion(self, enabled: bool) -> None:
        """Cross-fade presentation and dismissal, no overshoot on settles."""
        self._check("sheet_engine_set_reduce_motion", _flag(enabled, "reduce_motion"))
        self._reduce_motion = bool(enabled)

    @property
    def layout_direction(self) -> LayoutDirection:
        """Which way lines run (LayoutDirection.LTR, the default, or RTL): it decides
        which sides Edge.LEADING and TRAILING and CrossAlignment.LEADING and TRAILING
        are."""
        return self._layout_direction

    @layout_direction.setter
    def layout_direction(self, direction: LayoutDirection) -> None:
        self.set_layout_direction(direction)

    def set_layout_direction(self, direction: LayoutDirection) -> None:
        """Sets which way lines run; the sheets it moves are mirrored at once, each where
        it was along its axis. Another value than LTR or RTL raises InvalidArgument."""
        value = _integer(direction, _INT32, "layout direction")
        self._check("sheet_engine_set_layout_direction", value)
        self._layout_direction = LayoutDirection(value)

    def set_max_motion_duration(self, seconds: float) -> None:
        """The longest a motion may run before its animator is cut off (default 10 s)."""
        self._check("sheet_engine_set_max_motion_duration", seconds)

    # ---- time and events

    def tick(self, now: float) -> None:
        """Advances every running motion to `now`; call once per displayed frame."""
        self._check("sheet_engine_tick", now)

    def run(self, now: float, seconds: float, hz: float = 60.0) -> float:
        """Ticks at `hz` from `now` for `seconds`; returns the time of the last tick."""
        steps = max(1, round(seconds * hz))
        for i in range(1, steps + 1):
            self.tick(now + seconds * i / steps)
        return now + seconds

    def run_until_idle(self, now: float, hz: float = 60.0, limit: float = 30.0) -> float:
        """Ticks at `hz` from `now` until nothing moves (at most `limit` seconds);
        returns the time of the last tick."""
        t = now
        for i in range(1, int(limit * hz) + 1):
            t = now + i / hz
            self.tick(t)
            if not self.is_animating:
                break
        return t

    @property
    def is_animating(self) -> bool:
        """Whether any sheet has a running motion (keep ticking)."""
        out = c_int32()
        self._check("sheet_engine_is_animating", byref(out))
        return bool(out.value)

    def poll_event(self) -> Optional[Event]:
        """The oldest queued event, or None."""
        ev = _ffi.sheet_event()
        ev.struct_size = ctypes.sizeof(ev)
        if self._call("sheet_engine_poll_event", byref(ev)) != 1:
            return None
        return _event(ev)

    def events(self) -> Iterator[Event]:
        """Takes the queued events, oldest first: `for ev in engine.events(): ...`."""
        while True:
            ev = self.poll_event()
            if ev is None:
                return
            yield ev

    # ---- sheets

    def create_sheet(self, config: Optional[SheetConfig] = None, /, **fields) -> "Sheet":
        """Creates a hidden sheet from a SheetConfig, or from its fields as keywords
        (create_sheet(detents=[Fraction(0.5)], confirm_dismiss=True)); keywords given with
        a config replace its fields. Every field left out (or None) keeps the library's
        default (SheetConfig lists them)."""
        config = _configuration(config, fields)
        out = _ffi.sheet_id()
        with self._lock:
            keep: list = []
            self._check("sheet_create", byref(self._sheet_config(config, keep)), byref(out))
            self._configurations[out.value] = config
        return self._wrap(out.value)

    def _sheet_config(self, config: SheetConfig, keep: list) -> _ffi.sheet_config:
        """config as a sheet_config; what it points to is appended to keep, which must
        outlive the call that reads it."""
        c = _ffi.sheet_config()
        self._lib.config_init(c)
        if config.detents is not None:
            items = config.detents
            array = (_ffi.sheet_detent * max(1, len(items)))(
                *[_detent(d, i) for i, d in enumerate(items)])
            keep.append(array)
            c.detents = ctypes.cast(array, ctypes.POINTER(_ffi.sheet_detent)) if items else None
            c.detent_count = len(items)
        if isinstance(config.backdrop_tap, MoveToDetent):
            c.backdrop_tap = int(BackdropTap.DETENT)
            c.backdrop_tap_detent = _integer(config.backdrop_tap.detent, _INT32,
                                             "MoveToDetent's detent")
        elif config.backdrop_tap is not None:
            c.backdrop_tap = _integer(config.backdrop_tap, _INT32, "backdrop_tap")
            if c.backdrop_tap == BackdropTap.DETENT:
                raise InvalidArgument("backdrop_tap BackdropTap.DETENT needs its detent: "
                                      "pass MoveToDetent(index)")
        for field in ("present", "dismiss", "settle", "content"):
            transition = getattr(config, field)
            if transition is not None:
                self._fill_transition(getattr(c, field), transition, field, keep)
        for field, check in _CONFIG_FIELDS:
            value = getattr(config, field)
            if value is not None:
                setattr(c, field, value if check is None else check(value, field))
        return c

    @staticmethod
    def _fill_transition(target: _ffi.sheet_transition, transition, field: str,
                         keep: list) -> None:
        if isinstance(transition, str):
            transition = Transition(transition)
        if not isinstance(transition, Transition):
            raise TypeError(f"{field} must be a Transition or an animator name, "
                            f"not {type(transition).__name__}")
        name = transition.animator.encode()
        keep.append(name)
        target.animator = name
        params = transition.params
        if params:
            array = (_ffi.sheet_param * len(params))()
            for i, (pname, value) in enumerate(params):
                encoded = str(pname).encode()
                keep.append(encoded)
                array[i].name = encoded
                array[i].value = value
            keep.append(array)
            target.params = ctypes.cast(array, ctypes.POINTER(_ffi.sheet_param))
        else:
            target.params = None
        target.param_count = len(params)

    def sheet(self, sheet_id: int) -> "Sheet":
        """The Sheet object for an id (as named in an event); it need not be valid."""
        return self._wrap(_integer(sheet_id, _UINT64, "sheet id"))

    @property
    def top_sheet(self) -> Optional["Sheet"]:
        """The sheet on top of the stack of presented sheets, or None."""
        out = _ffi.sheet_id()
        self._check("sheet_engine_top_sheet", byref(out))
        return self._wrap(out.value) if out.value else None

    # ---- animators and plugins

    @property
    def animator_errors(self) -> List[AnimatorError]:
        """Exceptions raised inside Python animators (oldest first). Each made the call
        fail with SHEET_ERR_PLUGIN, so the engine finished that motion itself and queued
        ANIMATOR_FAILED. Clear the list when you have looked at it."""
        return self._callbacks.errors

    @property
    def animators(self) -> List[AnimatorInfo]:
        """Every registered animator (built-ins first), with its parameters."""
        with self._lock:
            count = self._call("sheet_engine_animator_count")
            result = []
            for i in range(count):
                name = self._call("sheet_engine_animator_name", i)
                params = []
                for j in range(self._call("sheet_engine_animator_param_count", i)):
                    spec = _ffi.sheet_param_spec()
                    self._check("sheet_engine_animator_param", i, j, byref(spec))
                    params.append(Param(spec.name.decode(), spec.default_value,
                                        spec.min_value, spec.max_value))
                result.append(AnimatorInfo(name.decode() if name else "", tuple(params)))
            return result

    def register_animator(
        self,
        name: str,
        params: Sequence[Param] = (),
        *,
        factory: Callable[[Motion, Mapping[str, float]], object],
    ) -> AnimatorInfo:
        """Registers an animator written in Python.

        factory(motion, params) is called when a motion starts, with a Motion and the
        parameter values by name; it returns an object with sample(elapsed) ->
        (Visual, top_velocity, finished), called once per tick with the seconds since the
        motion began (and optionally close(), called when the motion ends). An exception
        raised by either never reaches the engine: it is kept in animator_errors and the
        engine finishes the motion itself (ANIMATOR_FAILED). A sample that is not finite
        is cut off the same way."""
        if not isinstance(name, str):
            raise TypeError(f"animator name must be a str, not {type(name).__name__}")
        if not callable(factory):
            raise TypeError("factory must be callable")
        specs = tuple(params)
        for p in specs:
            if not isinstance(p, Param):
                raise TypeError(f"params must be Param values, not {type(p).__name__}")
        encoded_name = name.encode()
        encoded = [p.name.encode() for p in specs]
        array = (_ffi.sheet_param_spec * max(1, len(specs)))()
        for i, p in enumerate(specs):
            array[i].name = encoded[i]
            array[i].default_value = p.default
            array[i].min_value = p.min_value
            array[i].max_value = p.max_value
        create, sample, destroy = _animator_callbacks(self._callbacks, name, specs, factory)
        vtable = _ffi.sheet_animator_vtable()
        vtable.struct_size = ctypes.sizeof(vtable)
        vtable.abi_version = ABI_VERSION
        vtable.name = encoded_name
        vtable.params = ctypes.cast(array, ctypes.POINTER(_ffi.sheet_param_spec)) if specs else None
        vtable.param_count = len(specs)
        vtable.create = create
        vtable.sample = sample
        vtable.destroy = destroy
        vtable.release = _release_callback
        token = _keep_registration((vtable, array, encoded_name, encoded, create, sample, destroy))
        try:
            self._check("sheet_engine_register_animator", byref(vtable), c_void_p(token))
        except BaseException:
            _release(token)  # refused: the engine never calls release
            raise
        return AnimatorInfo(name, specs)

    def load_plugin(self, path: Union[str, "os.PathLike[str]"]) -> List[AnimatorInfo]:
        """Loads an animator plugin (a shared object exporting sheet_plugin_init) and
        returns the animators it registered."""
        with self._lock:
            before = self._call("sheet_engine_animator_count")
            self._check("sheet_engine_load_plugin", os.fsencode(path))
            return self.animators[before:]

    def set_log_handler(self, handler: Optional[Callable[[LogLevel, str], None]]) -> None:
        """Where plugin log messages go: handler(level, message), called from inside
        load_plugin; None drops them. An exception the handler raises propagates from
        the load_plugin call."""
        if handler is None:
            self._check("sheet_engine_set_log_handler", _ffi.log_fn(), None)
            self._log_handler = None
            return
        if not callable(handler):
            raise TypeError("handler must be callable or None")
        state = self._callbacks

        def log(user_data, level, message):
            try:
                handler(_enum(LogLevel, level),
                        message.decode("utf-8", "replace") if message else "")
            except BaseException as exc:  # noqa: B902
                if state.pending is None:
                    state.pending = exc

        callback = _ffi.log_fn(log)
        self._check("sheet_engine_set_log_handler", callback, None)
        self._log_handler = callback


# --------------------------------------------------------------------------- sheet


class Sheet:
    """A sheet of an engine, named by its generational id. It keeps its engine alive.
    Used as a context manager it is destroyed on leaving the block."""

    __slots__ = ("_engine", "_id", "_destroyed", "__weakref__")

    def __init__(self, engine: Engine, sheet_id: int):
        self._engine = engine
        self._id = sheet_id
        self._destroyed = False

    @property
    def id(self) -> int:
        return self._id

    @property
    def engine(self) -> Engine:
        return self._engine

    def __repr__(self) -> str:
        return f"<libsheet.Sheet id={self._id:#x}>"

    def __eq__(self, other) -> bool:
        if isinstance(other, Sheet):
            return self._engine is other._engine and self._id == other._id
        return NotImplemented

    def __hash__(self) -> int:
        return hash((id(self._engine), self._id))

    def __enter__(self) -> "Sheet":
        return self

    def __exit__(self, *exc_info) -> None:
        if not self._destroyed and not self._engine.closed:
            self.destroy()

    def destroy(self) -> None:
        """Destroys the sheet at once; its id is never valid again."""
        self._engine._check("sheet_destroy", self._id)
        self._engine._configurations.pop(self._id, None)
        self._destroyed = True

    # ---- configuration

    @property
    def config(self) -> SheetConfig:
        """The configuration the sheet was created with or last updated to (None fields:
        the library's defaults)."""
        engine = self._engine
        with engine._lock:
            if engine.closed:
                raise EngineClosed("the engine is closed")
            config = engine._configurations.get(self._id)
        if config is None:
            raise InvalidHandle(f"sheet {self._id:#x} is not a live sheet of this engine")
        return config

    def update(self, config: Optional[SheetConfig] = None, /, *, now: float, **fields) -> None:
        """Gives the live sheet a new configuration at `now`, in whatever stage it is:
        update(now=t, detents=[...]) changes the fields named and keeps the others as they
        are (sheet.config); update(SheetConfig(...), now=t) replaces the whole
        configuration, its None fields taking the library's defaults (keywords given too
        replace its fields).

        The sheet keeps its detent by index, or goes to the new highest (DETENT_CHANGED,
        reason PROGRAMMATIC); resting, it settles to the new detent's top with its settle
        transition; moving, it is retargeted; under a finger it stays there; hidden, it
        uses the new detents at its next present. The backdrop, grabber, corner radius and
        progress follow at once. A refused update raises and changes nothing."""
        engine = self._engine
        with engine._lock:
            if config is None:
                current = engine._configurations.get(self._id)
                config = current if current is not None else SheetConfig()
            updated = _configuration(config, fields)
            keep: list = []
            engine._check("sheet_update", self._id,
                          byref(engine._sheet_config(updated, keep)), now)
            engine._configurations[self._id] = updated

    # ---- commands

    def present(self, detent: int = 0, *, now: float) -> None:
        """Presents the hidden (or dismissing) sheet at `detent`, starting at `now`."""
        self._engine._check("sheet_present", self._id, _integer(detent, _INT32, "detent"), now)

    def dismiss(self, *, now: float) -> None:
        """Dismisses the presented sheet from wherever it is."""
        self._engine._check("sheet_dismiss", self._id, now)

    def move_to_detent(self, detent: int, *, now: float) -> None:
        """Moves the presented sheet to another detent with the settle transition."""
        self._engine._check("sheet_move_to_detent", self._id,
                            _integer(detent, _INT32, "detent"), now)

    def set_content(self, content_id: int, height: float, *, now: float) -> None:
        """Swaps the content in place (cross-fade; CONTENT detents follow)."""
        self._engine._check("sheet_set_content", self._id,
                            _integer(content_id, _UINT64, "content_id"), height, now)

    def set_content_height(self, height: float, *, now: float) -> None:
        """Changes the current content's height; CONTENT detents follow."""
        self._engine._check("sheet_set_content_height", self._id, height, now)

    def set_scroll_extent(self, scrollable_length: float, *, now: float) -> None:
        """How far the content scrolls (0: not scrollable); drags are then shared
        between the sheet and its content."""
        self._engine._check("sheet_set_scroll_extent", self._id, scrollable_length, now)

    def set_focus(self, y: float, height: float, *, now: float) -> None:
        """The content's field that has the keyboard's focus: y points from the content's
        top (the content laid out from the sheet's top edge), height points tall. From
        now on every frame's content_offset shows it, its bottom 16 points above the
        footer, a keyboard or the bottom safe area, whichever is highest, worked out from
        where the sheet and the keyboard are in that frame. A height of 0 clears it."""
        self._engine._check("sheet_set_focus", self._id, y, height, now)

    def clear_focus(self, *, now: float) -> None:
        """No field has the focus: the content's offset comes back."""
        self.set_focus(0.0, 0.0, now=now)

    def perform_action(self, action: Action, *, now: float) -> None:
        """Performs one accessibility action (Action.EXPAND, COLLAPSE or DISMISS)."""
        self._engine._check("sheet_perform_action", self._id,
                            _integer(action, _UINT32, "action"), now)

    # ---- pointer input

    def pointer_down(self, x: float, y: float, t: float) -> Hit:
        """Starts a pointer; SHEET and BACKDROP mean the engine owns the rest of the
        stream, PASS_THROUGH and NONE mean it belongs to what is behind. x and y are
        viewport points whatever the sheet's side: the engine turns them onto its axis,
        and hits the sheet where its frame's rect is drawn."""
        hit = c_int32(-1)
        self._engine._check("sheet_pointer_down", self._id, x, y, t, byref(hit))
        return _enum(Hit, hit.value)

    def pointer_move(self, x: float, y: float, t: float) -> None:
        self._engine._check("sheet_pointer_move", self._id, x, y, t)

    def pointer_up(self, x: float, y: float, t: float) -> None:
        self._engine._check("sheet_pointer_up", self._id, x, y, t)

    def pointer_cancel(self, t: float) -> None:
        """The system took the pointer: never dismisses."""
        self._engine._check("sheet_pointer_cancel", self._id, t)

    # ---- back

    def back_begin(self, *, now: float) -> None:
        """A back gesture (Android's predictive back, a close request held) began: the
        frames follow its progress. Refused (InvalidState, saying why) when the sheet
        takes no back action now: hidden or leaving, under a finger, back_behavior NONE,
        or back would dismiss a sheet that is not dismissible; the host then hands back
        to what is behind."""
        self._engine._check("sheet_back_begin", self._id, now)

    def back_progress(self, progress: float, *, now: float) -> None:
        """The gesture has gone progress of its way, in [0, 1]: with p the
        cubic-bezier(0.1, 0.1, 0, 1) curve's value at it, the sheet's top is 24 * p points
        lower and its scale 1 - 48 * p / viewport width (Material 3's predictive back)."""
        self._engine._check("sheet_back_progress", self._id, progress, now)

    def back_cancel(self, *, now: float) -> None:
        """The gesture was cancelled: the sheet springs back in 100 ms."""
        self._engine._check("sheet_back_cancel", self._id, now)

    def back_commit(self, *, now: float) -> None:
        """The gesture was committed, or, with none begun, back was pressed: the sheet
        does its back_behavior with reason BACK, from where the gesture shrank it.
        DISMISS dismisses; COLLAPSE goes one detent lower (DETENT_CHANGED) or, from the
        lowest, dismisses. A sheet with confirm_dismiss queues DISMISS_REQUESTED (reason
        BACK) instead of dismissing, and springs back."""
        self._engine._check("sheet_back_commit", self._id, now)

    # ---- output

    @property
    def frame(self) -> Frame:
        """The sheet's frame as of the last tick or command."""
        f = _ffi.sheet_frame()
        f.struct_size = ctypes.sizeof(f)
        self._engine._check("sheet_get_frame", self._id, byref(f))
        return _frame(f)

    @property
    def accessibility(self) -> Accessibility:
        a = _ffi.sheet_accessibility()
        a.struct_size = ctypes.sizeof(a)
        self._engine._check("sheet_get_accessibility", self._id, byref(a))
        return Accessibility(Action(a.actions), a.detent, a.detent_count,
                             a.value.decode("utf-8", "replace"))
