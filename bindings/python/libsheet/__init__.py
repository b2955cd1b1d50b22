"""libsheet — a headless bottom-sheet engine, from Python.

A pure-Python (ctypes) binding of libsheet.so's C API (include/sheet.h):

    from libsheet import Engine, Fraction, EventType

    with Engine(viewport=(390, 844, 47, 34)) as engine:
        sheet = engine.create_sheet(detents=[Fraction(0.5), Fraction(1.0)])
        sheet.present(0, now=0.0)
        t = engine.run_until_idle(0.0)
        print(sheet.frame.top)              # 445.5
        for ev in engine.events():
            print(ev.type.name, ev.detent)  # WILL_PRESENT 0, DID_PRESENT 0

The library is found by: an explicit path (Engine(path) or load_library(path)), the
LIBSHEET_PATH environment variable, the one inside the package (a wheel's
_lib/libsheet.so.1), the repository's build/lib/libsheet.so.1, then the system
(libsheet.so.1). A library of another ABI major is refused with AbiMismatch.
"""

from ._engine import Engine, Sheet, abi_version, load_library, status_name, version
from ._ffi import ABI_VERSION, Library
from ._types import (
    AbiMismatch,
    Accessibility,
    Action,
    AlreadyExists,
    AnimatorError,
    AnimatorInfo,
    BackBehavior,
    BackdropTap,
    Background,
    CapacityError,
    Content,
    ContentInteraction,
    Corner,
    CrossAlignment,
    DetentKind,
    Edge,
    EngineClosed,
    Event,
    EventType,
    Fraction,
    Frame,
    GestureOwner,
    Grabber,
    Failure,
    Hit,
    InvalidArgument,
    InvalidHandle,
    InvalidState,
    KeyboardBehavior,
    LayoutDirection,
    LibraryNotFound,
    LogLevel,
    Motion,
    MotionKind,
    MoveToDetent,
    NotFound,
    OutOfMemory,
    Param,
    PluginError,
    Points,
    Reason,
    Rect,
    SheetConfig,
    SheetError,
    Stack,
    State,
    Status,
    Transition,
    Visual,
    WideLayout,
    error_for,
)

#: The most detents a sheet can have, sheets an engine holds, parameters an animator
#: declares, and events the queue holds (sheet.h).
MAX_DETENTS = 16
MAX_SHEETS = 65536
MAX_PARAMS = 16
MAX_QUEUED_EVENTS = 256

__all__ = [
    "ABI_VERSION", "MAX_QUEUED_EVENTS", "MAX_DETENTS", "MAX_PARAMS", "MAX_SHEETS",
    "AbiMismatch", "Accessibility", "Action", "AlreadyExists", "AnimatorError",
    "AnimatorInfo", "BackBehavior", "BackdropTap", "Background", "CapacityError", "Content",
    "ContentInteraction", "Corner", "CrossAlignment", "DetentKind", "Edge", "Engine",
    "EngineClosed", "Event", "EventType", "Fraction", "Frame", "GestureOwner", "Grabber",
    "Hit", "InvalidArgument", "InvalidHandle", "InvalidState", "KeyboardBehavior",
    "LayoutDirection", "Library", "LibraryNotFound", "LogLevel", "Motion", "MotionKind",
    "MoveToDetent", "NotFound", "OutOfMemory", "Param", "PluginError", "Points", "Reason",
    "Rect", "Failure", "Sheet", "SheetConfig", "SheetError", "Stack", "State", "Status",
    "Transition", "Visual", "WideLayout", "abi_version", "error_for", "load_library",
    "status_name", "version",
]
