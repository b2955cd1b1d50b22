"""The ctypes mirror of sheet.h: struct layouts, constants and prototypes.

Checked three ways: against offsets written down from the header (x86_64 / LP64),
against a tiny C program compiled with the header (when a C compiler and the header are
at hand), and against the header's text (every constant and every function)."""

import ctypes
import platform
import re
import shutil
import subprocess

import pytest

import libsheet
from helpers import HEADER
from libsheet import _ffi

# (struct, [(field, offset)...], sizeof) on x86_64 / LP64, derived from sheet.h.
KNOWN = {
    "sheet_detent": ([("kind", 0), ("value", 8)], 16),
    "sheet_param": ([("name", 0), ("value", 8)], 16),
    "sheet_transition": ([("animator", 0), ("params", 8), ("param_count", 16)], 24),
    "sheet_config": ([
        ("struct_size", 0), ("detents", 8), ("detent_count", 16), ("dismissible", 24),
        ("dismiss_fraction", 32), ("fling_velocity", 40), ("backdrop_tap", 48),
        ("largest_undimmed_detent", 52), ("backdrop_alpha", 56), ("corner_radius", 64),
        ("rubber_band", 72), ("present", 80), ("dismiss", 104), ("settle", 128),
        ("content", 152), ("user_tag", 176), ("dismiss_height", 184), ("touch_slop", 192),
        ("stack", 200), ("grabber", 204), ("grabber_height", 208), ("confirm_dismiss", 216),
        ("backdrop_tap_detent", 220), ("content_interaction", 224),
        ("scales_background", 228), ("keyboard", 232), ("back_behavior", 236),
        ("footer_height", 240), ("edge", 248), ("cross_alignment", 252),
        ("edge_inset", 256), ("side_inset", 264), ("max_cross_size", 272),
        ("wide_threshold", 280), ("wide_layout", 288)], 296),
    "sheet_rect": ([("x", 0), ("y", 8), ("width", 16), ("height", 24)], 32),
    "sheet_frame": ([
        ("struct_size", 0), ("state", 4), ("detent", 8), ("top", 16), ("height", 24),
        ("opacity", 32), ("scale", 40), ("backdrop_alpha", 48), ("corner_radius", 56),
        ("progress", 64), ("content_offset", 72), ("content_id", 80),
        ("outgoing_content_id", 88), ("content_alpha", 96), ("outgoing_content_alpha", 104),
        ("velocity", 112), ("gesture_owner", 120), ("grabber_visible", 124),
        ("overlay_alpha", 128), ("scroll_extent", 136), ("background_scale", 144),
        ("background_offset", 152), ("background_corner_radius", 160),
        ("footer_top", 168), ("rect", 176), ("edge", 208), ("corners", 212)], 216),
    "sheet_event": ([
        ("struct_size", 0), ("type", 4), ("sheet", 8), ("time", 16), ("detent", 24),
        ("from_detent", 28), ("reason", 32), ("user_tag", 40), ("content_id", 48),
        ("dropped_count", 56), ("animator", 64), ("failure", 68)], 72),
    "sheet_visual": ([("top", 0), ("opacity", 8), ("backdrop_alpha", 16), ("scale", 24)], 32),
    "sheet_motion": ([
        ("struct_size", 0), ("kind", 4), ("from", 8), ("to", 40), ("velocity", 72),
        ("viewport_height", 80)], 88),
    "sheet_param_spec": ([
        ("name", 0), ("default_value", 8), ("min_value", 16), ("max_value", 24)], 32),
    "sheet_animator_vtable": ([
        ("struct_size", 0), ("abi_version", 4), ("name", 8), ("params", 16),
        ("param_count", 24), ("create", 32), ("sample", 40), ("destroy", 48),
        ("release", 56)], 64),
    "sheet_plugin_host": ([
        ("struct_size", 0), ("abi_version", 4), ("host_data", 8),
        ("register_animator", 16), ("log", 24)], 32),
    "sheet_accessibility": ([
        ("struct_size", 0), ("actions", 4), ("detent", 8), ("detent_count", 12),
        ("value", 16)], 80),
}

LP64_X86 = platform.machine() in ("x86_64", "AMD64") and ctypes.sizeof(ctypes.c_void_p) == 8


def header_text():
    if not HEADER.exists():
        pytest.skip(f"{HEADER} not found (set LIBSHEET_HEADER)")
    return HEADER.read_text()


@pytest.mark.skipif(not LP64_X86, reason="offsets written down for x86_64 / LP64")
@pytest.mark.parametrize("name", sorted(KNOWN))
def test_known_layout(name):
    cls = _ffi.STRUCTS[name]
    fields, size = KNOWN[name]
    assert [f for f, _ in cls._fields_] == [f for f, _ in fields]
    for field, offset in fields:
        assert getattr(cls, field).offset == offset, (name, field)
    assert ctypes.sizeof(cls) == size


def test_layout_against_the_c_compiler(tmp_path):
    header_text()
    cc = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if cc is None:
        pytest.skip("no C compiler")
    lines = ['#include <stdio.h>', '#include <stddef.h>', '#include "sheet.h"',
             "int main(void) {"]
    for name, cls in _ffi.STRUCTS.items():
        lines.append(f'  printf("{name} %zu %zu\\n", sizeof({name}), _Alignof({name}));')
        for field, _ in cls._fields_:
            lines.append(f'  printf("{name}.{field} %zu %zu\\n", offsetof({name}, {field}), '
                         f'sizeof((({name} *)0)->{field}));')
    lines += ["  return 0;", "}"]
    src = tmp_path / "layout.c"
    src.write_text("\n".join(lines) + "\n")
    exe = tmp_path / "layout"
    subprocess.run([cc, "-std=c11", "-I", str(HEADER.parent), str(src), "-o", str(exe)],
                   check=True, capture_output=True)
    got = dict(line.split(" ", 1) for line in subprocess.run(
        [str(exe)], check=True, capture_output=True, text=True).stdout.splitlines())
    mismatches = []
    for name, cls in _ffi.STRUCTS.items():
        want = f"{ctypes.sizeof(cls)} {ctypes.alignment(cls)}"
        if got[name] != want:
            mismatches.append(f"{name}: C sizeof/align {got[name]}, ctypes {want}")
        for field, ctype in cls._fields_:
            desc = getattr(cls, field)
            want = f"{desc.offset} {desc.size}"
            if got[f"{name}.{field}"] != want:
                mismatches.append(f"{name}.{field}: C {got[name + '.' + field]}, ctypes {want}")
    assert not mismatches, "\n".join(mismatches)


ENUMS = {
    "SHEET_STATE_": libsheet.State,
    "SHEET_DETENT_": libsheet.DetentKind,
    "SHEET_TAP_": libsheet.BackdropTap,
    "SHEET_CONTENT_": libsheet.ContentInteraction,
    "SHEET_KEYBOARD_": libsheet.KeyboardBehavior,
    "SHEET_BACK_": libsheet.BackBehavior,
    "SHEET_EDGE_": libsheet.Edge,
    "SHEET_DIRECTION_": libsheet.LayoutDirection,
    "SHEET_ALIGN_": libsheet.CrossAlignment,
    "SHEET_WIDE_": libsheet.WideLayout,
    "SHEET_CORNER_": libsheet.Corner,
    "SHEET_HIT_": libsheet.Hit,
    "SHEET_EVENT_": libsheet.EventType,
    "SHEET_REASON_": libsheet.Reason,
    "SHEET_STACK_": libsheet.Stack,
    "SHEET_GRABBER_": libsheet.Grabber,
    "SHEET_GESTURE_": libsheet.GestureOwner,
    "SHEET_ACTION_": libsheet.Action,
    "SHEET_MOTION_": libsheet.MotionKind,
    "SHEET_LOG_": libsheet.LogLevel,
    "SHEET_ERR_": libsheet.Status,
    "SHEET_FAILURE_": libsheet.Failure,
}


def header_constants():
    return {m.group(1): int(m.group(2), 0) for m in re.finditer(
        r"^#define (SHEET_[A-Z0-9_]+)\s+(0x[0-9a-fA-F]+|\d+)u?\b", header_text(), re.M)}


def test_constants_match_the_header():
    consts = header_constants()
    assert consts["SHEET_ABI_VERSION"] == libsheet.ABI_VERSION
    assert consts["SHEET_OK"] == libsheet.Status.OK
    for key in ("MAX_DETENTS", "MAX_SHEETS", "MAX_PARAMS", "MAX_QUEUED_EVENTS"):
        assert consts["SHEET_" + key] == getattr(libsheet, key)
    for prefix, enum in ENUMS.items():
        in_header = {k[len(prefix):]: v for k, v in consts.items()
                     if k.startswith(prefix)}
        if prefix == "SHEET_ERR_":
            in_header["OK"] = consts["SHEET_OK"]
        in_python = {m.name: int(m.value) for m in enum}
        assert in_header == in_python, f"{prefix}* differ from {enum.__name__}"


C_SCALARS = {
    "sheet_status": ctypes.c_int32, "int32_t": ctypes.c_int32, "uint32_t": ctypes.c_uint32,
    "uint64_t": ctypes.c_uint64, "sheet_id": ctypes.c_uint64, "double": ctypes.c_double,
    "size_t": ctypes.c_size_t, "void": None,
}


def c_type_kind(decl):
    decl = re.sub(r"\bconst\b", "", decl).strip()
    if "*" in decl or decl.endswith("_handler"):
        return "pointer"
    base = decl.split()[0]
    return C_SCALARS[base]


def ctypes_kind(t):
    if t in C_SCALARS.values():
        return t
    return "pointer"


def header_functions():
    text = re.sub(r"/\*.*?\*/", "", header_text(), flags=re.S)
    out = {}
    for m in re.finditer(r"SHEET_API\s+([^;(]*?)\b(sheet_\w+)\s*\(([^)]*)\)\s*;", text):
        ret, name, args = m.group(1), m.group(2), m.group(3).strip()
        params = [] if args in ("void", "") else [
            re.sub(r"\s*\b\w+$", "", a.strip()) if not a.strip().endswith("*") else a
            for a in args.split(",")]
        out[name] = (ret.strip(), params)
    return out


def test_prototypes_match_the_header():
    functions = header_functions()  # sheet.h's own: sheet_plugin_init is in sheet_plugin.h
    missing = sorted(set(functions) - set(_ffi.PROTOTYPES))
    assert not missing, f"functions of sheet.h the binding does not declare: {missing}"
    assert not set(_ffi.PROTOTYPES) - set(functions)
    for name, (ret, params) in functions.items():
        restype, argtypes = _ffi.PROTOTYPES[name]
        assert c_type_kind(ret) == ctypes_kind(restype), name
        assert [c_type_kind(p) for p in params] == [ctypes_kind(a) for a in argtypes], name


def older_config_layout(last_field):
    """sheet_config as a header of an older ABI minor declared it: its fields up to
    last_field."""
    names = [name for name, _ in _ffi.sheet_config._fields_]
    fields = _ffi.sheet_config._fields_[:names.index(last_field) + 1]
    return type("older_sheet_config", (ctypes.Structure,), {"_fields_": fields})


def test_config_defaults_stay_inside_an_older_struct(lib):
    # The ABI 1.2 layout (up to grabber_height, 216 bytes) in a buffer whose next bytes
    # are a guard: nothing is written past the struct the binding gives.
    older = older_config_layout("grabber_height")
    size = ctypes.sizeof(older)
    assert size == 216 == _ffi.sheet_config.confirm_dismiss.offset
    room = (ctypes.c_ubyte * (ctypes.sizeof(_ffi.sheet_config) + 64))()
    ctypes.memset(room, 0xA5, ctypes.sizeof(room))
    config = older.from_buffer(room)
    lib.config_init(config)
    assert bytes(room[size:]) == b"\xa5" * (ctypes.sizeof(room) - size)
    assert config.struct_size == size
    assert (config.dismissible, config.dismiss_fraction, config.fling_velocity,
            config.largest_undimmed_detent, config.touch_slop,
            config.grabber_height) == (1, 0.5, 300.0, -1, 8.0, 24.0)
    assert not config.detents and config.detent_count == 0


def test_config_defaults_fill_the_whole_struct(lib):
    config = _ffi.sheet_config()
    ctypes.memset(ctypes.addressof(config), 0xA5, ctypes.sizeof(config))
    lib.config_init(config)
    assert config.struct_size == ctypes.sizeof(_ffi.sheet_config)
    assert (config.confirm_dismiss, config.backdrop_tap_detent, config.content_interaction,
            config.scales_background, config.keyboard, config.back_behavior,
            config.footer_height) == (0, 0, 0, 0, 0, 0, 0.0)
    assert (config.edge, config.cross_alignment, config.edge_inset, config.side_inset,
            config.max_cross_size, config.wide_threshold,
            config.wide_layout) == (0, 0, 0.0, 0.0, 0.0, 700.0, 0)
    assert config.backdrop_alpha == 0.4 and config.corner_radius == 12.0
