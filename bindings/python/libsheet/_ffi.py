"""The C layer: struct layouts, function prototypes and loading libsheet.so.

Every struct here mirrors include/sheet.h field for field (same names, same types, same
order); every function the binding calls has its argtypes and restype declared.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import threading
from ctypes import (
    CFUNCTYPE,
    POINTER,
    Structure,
    c_char,
    c_char_p,
    c_double,
    c_int32,
    c_size_t,
    c_uint32,
    c_uint64,
    c_void_p,
)
from pathlib import Path
from typing import Optional, Union

from ._types import AbiMismatch, LibraryNotFound

#: The SHEET_ABI_VERSION of the header this binding was written for.
ABI_VERSION = 0x00010005

def abi_major(version: int) -> int:
    return (version & 0xFFFFFFFF) >> 16


def abi_minor(version: int) -> int:
    return version & 0xFFFF


# --------------------------------------------------------------------------- structs

sheet_status = c_int32
sheet_id = c_uint64


class sheet_detent(Structure):
    _fields_ = [("kind", c_int32), ("value", c_double)]


class sheet_param(Structure):
    _fields_ = [("name", c_char_p), ("value", c_double)]


class sheet_transition(Structure):
    _fields_ = [
        ("animator", c_char_p),
        ("params", POINTER(sheet_param)),
        ("param_count", c_size_t),
    ]


class sheet_config(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("detents", POINTER(sheet_detent)),
        ("detent_count", c_size_t),
        ("dismissible", c_int32),
        ("dismiss_fraction", c_double),
        ("fling_velocity", c_double),
        ("backdrop_tap", c_int32),
        ("largest_undimmed_detent", c_int32),
        ("backdrop_alpha", c_double),
        ("corner_radius", c_double),
        ("rubber_band", c_double),
        ("present", sheet_transition),
        ("dismiss", sheet_transition),
        ("settle", sheet_transition),
        ("content", sheet_transition),
        ("user_tag", c_uint64),
        ("dismiss_height", c_double),
        ("touch_slop", c_double),
        ("stack", c_int32),
        ("grabber", c_int32),
        ("grabber_height", c_double),
        ("confirm_dismiss", c_int32),  # ABI 1.3
        ("backdrop_tap_detent", c_int32),
        ("content_interaction", c_int32),
        ("scales_background", c_int32),
        ("keyboard", c_int32),  # ABI 1.4
        ("back_behavior", c_int32),
        ("footer_height", c_double),
        ("edge", c_int32),  # ABI 1.5
        ("cross_alignment", c_int32),
        ("edge_inset", c_double),
        ("side_inset", c_double),
        ("max_cross_size", c_double),
        ("wide_threshold", c_double),
        ("wide_layout", c_int32),
    ]


class sheet_rect(Structure):
    _fields_ = [
        ("x", c_double),
        ("y", c_double),
        ("width", c_double),
        ("height", c_double),
    ]


class sheet_frame(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("state", c_int32),
        ("detent", c_int32),
        ("top", c_double),
        ("height", c_double),
        ("opacity", c_double),
        ("scale", c_double),
        ("backdrop_alpha", c_double),
        ("corner_radius", c_double),
        ("progress", c_double),
        ("content_offset", c_double),
        ("content_id", c_uint64),
        ("outgoing_content_id", c_uint64),
        ("content_alpha", c_double),
        ("outgoing_content_alpha", c_double),
        ("velocity", c_double),
        ("gesture_owner", c_int32),
        ("grabber_visible", c_int32),
        ("overlay_alpha", c_double),
        ("scroll_extent", c_double),
        ("background_scale", c_double),  # ABI 1.3
        ("background_offset", c_double),
        ("background_corner_radius", c_double),
        ("footer_top", c_double),  # ABI 1.4
        ("rect", sheet_rect),  # ABI 1.5
        ("edge", c_int32),
        ("corners", c_uint32),
    ]


class sheet_event(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("type", c_int32),
        ("sheet", sheet_id),
        ("time", c_double),
        ("detent", c_int32),
        ("from_detent", c_int32),
        ("reason", c_int32),
        ("user_tag", c_uint64),
        ("content_id", c_uint64),
        ("dropped_count", c_uint64),
        ("animator", c_int32),
        ("failure", c_int32),
    ]


class sheet_visual(Structure):
    _fields_ = [
        ("top", c_double),
        ("opacity", c_double),
        ("backdrop_alpha", c_double),
        ("scale", c_double),
    ]


class sheet_motion(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("kind", c_int32),
        ("from", sheet_visual),
        ("to", sheet_visual),
        ("velocity", c_double),
        ("viewport_height", c_double),
    ]


class sheet_param_spec(Structure):
    _fields_ = [
        ("name", c_char_p),
        ("default_value", c_double),
        ("min_value", c_double),
        ("max_value", c_double),
    ]


create_fn = CFUNCTYPE(
    sheet_status, c_void_p, POINTER(sheet_motion), POINTER(c_double), POINTER(c_void_p)
)
sample_fn = CFUNCTYPE(
    sheet_status, c_void_p, c_double, POINTER(sheet_visual), POINTER(c_double), POINTER(c_int32)
)
destroy_fn = CFUNCTYPE(None, c_void_p)
release_fn = CFUNCTYPE(None, c_void_p)
log_fn = CFUNCTYPE(None, c_void_p, c_int32, c_char_p)


class sheet_animator_vtable(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("abi_version", c_uint32),
        ("name", c_char_p),
        ("params", POINTER(sheet_param_spec)),
        ("param_count", c_size_t),
        ("create", create_fn),
        ("sample", sample_fn),
        ("destroy", destroy_fn),
        ("release", release_fn),  # ABI 1.2
    ]


class sheet_plugin_host(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("abi_version", c_uint32),
        ("host_data", c_void_p),
        ("register_animator", CFUNCTYPE(sheet_status, c_void_p, POINTER(sheet_animator_vtable), c_void_p)),
        ("log", CFUNCTYPE(None, c_void_p, c_int32, c_char_p)),
    ]


class sheet_accessibility(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("actions", c_uint32),
        ("detent", c_int32),
        ("detent_count", c_int32),
        ("value", c_char * 64),
    ]


#: Every public struct of sheet.h, by its C name (the layout test walks this).
STRUCTS = {
    cls.__name__: cls
    for cls in (
        sheet_detent,
        sheet_param,
        sheet_transition,
        sheet_config,
        sheet_rect,
        sheet_frame,
        sheet_event,
        sheet_visual,
        sheet_motion,
        sheet_param_spec,
        sheet_animator_vtable,
        sheet_plugin_host,
        sheet_accessibility,
    )
}

# --------------------------------------------------------------------------- functions

_engine_p = c_void_p
_S = sheet_status

#: name -> (restype, argtypes) for every function of sheet.h the binding calls.
PROTOTYPES = {
    "sheet_abi_version": (c_uint32, []),
    "sheet_version_string": (c_char_p, []),
    "sheet_status_name": (c_char_p, [sheet_status]),
    "sheet_engine_create": (_S, [POINTER(c_void_p)]),
    "sheet_engine_destroy": (None, [_engine_p]),
    "sheet_engine_last_error": (c_char_p, [_engine_p]),
    "sheet_engine_set_viewport": (_S, [_engine_p, c_double, c_double, c_double, c_double]),
    "sheet_engine_set_obstruction": (_S, [_engine_p, c_double, c_double]),
    "sheet_engine_set_layout_direction": (_S, [_engine_p, c_int32]),
    "sheet_engine_set_reduce_motion": (_S, [_engine_p, c_int32]),
    "sheet_engine_tick": (_S, [_engine_p, c_double]),
    "sheet_engine_is_animating": (_S, [_engine_p, POINTER(c_int32)]),
    "sheet_engine_poll_event": (c_int32, [_engine_p, POINTER(sheet_event)]),
    "sheet_engine_register_animator": (_S, [_engine_p, POINTER(sheet_animator_vtable), c_void_p]),
    "sheet_engine_set_log_handler": (_S, [_engine_p, log_fn, c_void_p]),
    "sheet_engine_load_plugin": (_S, [_engine_p, c_char_p]),
    "sheet_engine_animator_count": (c_size_t, [_engine_p]),
    "sheet_engine_animator_name": (c_char_p, [_engine_p, c_size_t]),
    "sheet_engine_animator_param_count": (c_size_t, [_engine_p, c_size_t]),
    "sheet_engine_animator_param": (_S, [_engine_p, c_size_t, c_size_t, POINTER(sheet_param_spec)]),
    "sheet_engine_set_max_motion_duration": (_S, [_engine_p, c_double]),
    "sheet_engine_top_sheet": (_S, [_engine_p, POINTER(sheet_id)]),
    "sheet_config_init": (None, [POINTER(sheet_config)]),
    "sheet_config_init_sized": (None, [POINTER(sheet_config), c_uint32]),
    "sheet_create": (_S, [_engine_p, POINTER(sheet_config), POINTER(sheet_id)]),
    "sheet_update": (_S, [_engine_p, sheet_id, POINTER(sheet_config), c_double]),
    "sheet_destroy": (_S, [_engine_p, sheet_id]),
    "sheet_present": (_S, [_engine_p, sheet_id, c_int32, c_double]),
    "sheet_dismiss": (_S, [_engine_p, sheet_id, c_double]),
    "sheet_move_to_detent": (_S, [_engine_p, sheet_id, c_int32, c_double]),
    "sheet_set_content": (_S, [_engine_p, sheet_id, c_uint64, c_double, c_double]),
    "sheet_set_content_height": (_S, [_engine_p, sheet_id, c_double, c_double]),
    "sheet_set_scroll_extent": (_S, [_engine_p, sheet_id, c_double, c_double]),
    "sheet_set_focus": (_S, [_engine_p, sheet_id, c_double, c_double, c_double]),
    "sheet_get_accessibility": (_S, [_engine_p, sheet_id, POINTER(sheet_accessibility)]),
    "sheet_perform_action": (_S, [_engine_p, sheet_id, c_uint32, c_double]),
    "sheet_pointer_down": (_S, [_engine_p, sheet_id, c_double, c_double, c_double, POINTER(c_int32)]),
    "sheet_pointer_move": (_S, [_engine_p, sheet_id, c_double, c_double, c_double]),
    "sheet_pointer_up": (_S, [_engine_p, sheet_id, c_double, c_double, c_double]),
    "sheet_pointer_cancel": (_S, [_engine_p, sheet_id, c_double]),
    "sheet_back_begin": (_S, [_engine_p, sheet_id, c_double]),
    "sheet_back_progress": (_S, [_engine_p, sheet_id, c_double, c_double]),
    "sheet_back_cancel": (_S, [_engine_p, sheet_id, c_double]),
    "sheet_back_commit": (_S, [_engine_p, sheet_id, c_double]),
    "sheet_get_frame": (_S, [_engine_p, sheet_id, POINTER(sheet_frame)]),
}


# --------------------------------------------------------------------------- loading


class Library:
    """A loaded libsheet.so with every prototype declared and its ABI checked."""

    def __init__(self, path: str, expected_abi: int = ABI_VERSION):
        self.path = path
        try:
            self.dll = ctypes.CDLL(path)
        except OSError as exc:
            raise LibraryNotFound(f"cannot load libsheet from {path!r}: {exc}") from exc
        missing = [name for name in PROTOTYPES if not hasattr(self.dll, name)]
        if "sheet_abi_version" in missing:
            raise LibraryNotFound(f"{path!r} is not libsheet: it has no sheet_abi_version")
        self.dll.sheet_abi_version.restype = c_uint32
        self.dll.sheet_abi_version.argtypes = []
        self.abi_version = int(self.dll.sheet_abi_version())
        if abi_major(self.abi_version) != abi_major(expected_abi):
            raise AbiMismatch(
                f"{path} implements libsheet ABI {abi_major(self.abi_version)}."
                f"{abi_minor(self.abi_version)}, but this binding was written for ABI "
                f"{abi_major(expected_abi)}.x; use a libsheet.so.{abi_major(expected_abi)} "
                f"or a binding for ABI {abi_major(self.abi_version)}"
            )
        if missing:
            raise AbiMismatch(
                f"{path} (ABI {abi_major(self.abi_version)}.{abi_minor(self.abi_version)}) "
                f"lacks functions this binding needs: {', '.join(missing)}"
            )
        for name, (restype, argtypes) in PROTOTYPES.items():
            fn = getattr(self.dll, name)
            fn.restype = restype
            fn.argtypes = argtypes
            setattr(self, name, fn)
        self.version = self.dll.sheet_version_string().decode()

    def config_init(self, config: Structure) -> None:
        """Fills config (this binding's sheet_config, or a shorter, older layout of it)
        with the library's defaults, no further than config reaches, and sets its
        struct_size to what was filled: the fields beyond it keep their defaults in the
        library too (sheet_config_init_sized)."""
        self.dll.sheet_config_init_sized(ctypes.cast(ctypes.addressof(config), POINTER(sheet_config)),
                                         ctypes.sizeof(config))

    def status_name(self, status: int) -> str:
        return self.dll.sheet_status_name(status).decode()

    def __repr__(self) -> str:
        return f"<libsheet.Library {self.version} ABI {self.abi_version:#010x} at {self.path}>"


_PathLike = Union[str, "os.PathLike[str]"]
_cache: dict = {}
_cache_lock = threading.Lock()


def _bundled_library() -> Path:
    """The library a wheel carries inside the package."""
    return Path(__file__).resolve().parent / "_lib" / "libsheet.so.1"


def _repo_build_library() -> Path:
    return Path(__file__).resolve().parents[3] / "build" / "lib" / "libsheet.so.1"


def candidates(path: Optional[_PathLike] = None) -> list:
    """Where the library is looked for, in order."""
    if path is not None:
        return [os.fspath(path)]
    env = os.environ.get("LIBSHEET_PATH")
    if env:
        return [env]
    found = [str(library) for library in (_bundled_library(), _repo_build_library()) if library.exists()]
    system = ctypes.util.find_library("sheet")
    if system:
        found.append(system)
    found.append("libsheet.so.1")
    return found


def load(path: Optional[_PathLike] = None) -> Library:
    """Loads libsheet (cached per path): an explicit path, else $LIBSHEET_PATH, else the
    library inside the package (a wheel's _lib/libsheet.so.1), else the repository's
    build/lib/libsheet.so.1, else the system's libsheet.so.1."""
    errors = []
    for candidate in candidates(path):
        with _cache_lock:
            lib = _cache.get(candidate)
            if lib is not None:
                return lib
            try:
                lib = Library(candidate)
            except LibraryNotFound as exc:
                errors.append(str(exc))
                continue
            _cache[candidate] = lib
            return lib
    raise LibraryNotFound(
        "libsheet not found: " + "; ".join(errors)
        + " (pass a path, set LIBSHEET_PATH, or build the repository's build/lib/libsheet.so.1)"
    )
