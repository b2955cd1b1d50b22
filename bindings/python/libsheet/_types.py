"""Value types, constants and errors of the Python API."""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import IntEnum, IntFlag
from typing import Mapping, NamedTuple, Optional, Sequence, Tuple, Union

# --------------------------------------------------------------------------- constants


class Status(IntEnum):
    OK = 0
    INVALID_ARGUMENT = 1
    INVALID_HANDLE = 2
    INVALID_STATE = 3
    NOT_FOUND = 4
    ALREADY_EXISTS = 5
    ABI_MISMATCH = 6
    PLUGIN = 7
    CAPACITY = 8
    OUT_OF_MEMORY = 9


class State(IntEnum):
    HIDDEN = 0
    PRESENTING = 1
    RESTING = 2
    DRAGGING = 3
    SETTLING = 4
    DISMISSING = 5


class DetentKind(IntEnum):
    POINTS = 1
    FRACTION = 2
    CONTENT = 3


class BackdropTap(IntEnum):
    NONE = 0
    DISMISS = 1
    COLLAPSE = 2
    DETENT = 3  # given as MoveToDetent(i), which names the detent


class ContentInteraction(IntEnum):
    """What a drag on content with a scroll extent does."""

    RESIZES = 0  # the sheet moves up to its highest detent first, then the content scrolls
    SCROLLS = 1  # the content scrolls at every detent; the grabber band moves the sheet


class KeyboardBehavior(IntEnum):
    """Where a sheet goes while a keyboard (Engine.set_obstruction) is up."""

    RISE = 0    # every detent rises by the keyboard's height, as far as safe_top allows
    EXTEND = 1  # to the highest detent above the keyboard, back to its own when it goes
    FILL = 2    # the whole room above the keyboard, up to safe_top


class BackBehavior(IntEnum):
    """What a back action (Sheet.back_commit) does."""

    DISMISS = 0   # dismiss the sheet (reason BACK)
    COLLAPSE = 1  # one detent lower; from the lowest, dismiss when the sheet is dismissible
    NONE = 2      # nothing: back calls are refused, so that the host hands back elsewhere


class Edge(IntEnum):
    """The side of the viewport a sheet is attached to and moves along."""

    BOTTOM = 0    # detents are heights above the bottom
    TOP = 1       # detents are heights below safe_top
    LEADING = 2   # the left in LTR, the right in RTL; detents are widths
    TRAILING = 3  # the right in LTR, the left in RTL; detents are widths


class LayoutDirection(IntEnum):
    """Which way lines run (Engine.layout_direction): it decides which sides
    Edge.LEADING and TRAILING, and CrossAlignment.LEADING and TRAILING, are."""

    LTR = 0
    RTL = 1


class CrossAlignment(IntEnum):
    """Where a sheet narrower than the room across its axis sits; for a sheet on the
    leading or trailing side, LEADING is the top."""

    CENTER = 0
    LEADING = 1
    TRAILING = 2


class WideLayout(IntEnum):
    """What a sheet becomes in a viewport wider than SheetConfig.wide_threshold."""

    SAME = 0              # what it is everywhere
    FLOATING_LEADING = 1  # a 320-point card at the leading side, 16-point margins, its
                          # highest detent the full height less the margins
    SIDE_TRAILING = 2     # a side sheet at the trailing side, every detent 256 points wide
    CENTERED = 3          # a card at most 640 points wide, 16-point margins, its highest
                          # detent centred between the safe areas


class Hit(IntEnum):
    NONE = 0
    SHEET = 1
    BACKDROP = 2
    PASS_THROUGH = 3


class EventType(IntEnum):
    NONE = 0
    WILL_PRESENT = 1
    DID_PRESENT = 2
    WILL_DISMISS = 3
    DID_DISMISS = 4
    DETENT_CHANGED = 5
    DRAG_BEGAN = 6
    DRAG_ENDED = 7
    CONTENT_CHANGED = 8
    TRANSITION_CANCELLED = 9
    ANIMATOR_FAILED = 10
    EVENTS_DROPPED = 11
    DISMISS_REQUESTED = 12  # reason: DRAG, FLING, BACKDROP_TAP, ACCESSIBILITY or BACK;
                            # nothing was dismissed: the host answers with Sheet.dismiss


class Reason(IntEnum):
    NONE = 0
    PROGRAMMATIC = 1
    DRAG = 2
    FLING = 3
    BACKDROP_TAP = 4
    ACCESSIBILITY = 5
    REPLACED = 6
    GRABBER = 7
    BACK = 8  # Sheet.back_commit


class Failure(IntEnum):
    """Why an animator was cut off (Event.failure of ANIMATOR_FAILED)."""

    NONE = 0
    CREATE = 1
    STATUS = 2
    VALUE = 3
    TIMEOUT = 4


class Stack(IntEnum):
    PUSH = 0
    SWITCH = 1
    REPLACE = 2


class Grabber(IntEnum):
    AUTO = 0
    SHOW = 1
    HIDE = 2


class GestureOwner(IntEnum):
    NONE = 0
    SHEET = 1
    CONTENT = 2
    HOST = 3


class Action(IntFlag):
    EXPAND = 1
    COLLAPSE = 2
    DISMISS = 4


class Corner(IntFlag):
    """The corners a sheet rounds by its corner radius (Frame.corners): the two at its
    free side, or all four of a floating card."""

    TOP_LEFT = 1
    TOP_RIGHT = 2
    BOTTOM_RIGHT = 4
    BOTTOM_LEFT = 8


class MotionKind(IntEnum):
    PRESENT = 1
    DISMISS = 2
    SETTLE = 3
    CONTENT = 4


class LogLevel(IntEnum):
    DEBUG = 0
    INFO = 1
    WARNING = 2
    ERROR = 3


def _enum(cls, value: int):
    """value as a member of cls, or the plain int when this binding does not know it
    (a newer library may add constants)."""
    try:
        return cls(value)
    except ValueError:
        return value


# --------------------------------------------------------------------------- errors


class SheetError(Exception):
    """A call into libsheet returned a status other than SHEET_OK.

    status: the Status (or the int, for a status this binding does not know);
    status_name: "SHEET_ERR_..."; message: the engine's sentence about it."""

    status: Union[Status, int] = -1

    def __init__(self, message: str = "", status: Optional[int] = None,
                 status_name: Optional[str] = None):
        if status is not None:
            self.status = _enum(Status, status)
        if status_name is None:
            status_name = (
                "SHEET_ERR_" + self.status.name if isinstance(self.status, Status)
                else "SHEET_ERR_UNKNOWN"
            )
            if self.status == Status.OK:
                status_name = "SHEET_OK"
        self.status_name = status_name
        self.message = message
        super().__init__(f"{status_name}: {message}" if message else status_name)


class InvalidArgument(SheetError, ValueError):
    status = Status.INVALID_ARGUMENT


class InvalidHandle(SheetError):
    status = Status.INVALID_HANDLE


class InvalidState(SheetError):
    status = Status.INVALID_STATE


class NotFound(SheetError, LookupError):
    status = Status.NOT_FOUND


class AlreadyExists(SheetError):
    status = Status.ALREADY_EXISTS


class AbiMismatch(SheetError):
    status = Status.ABI_MISMATCH


class PluginError(SheetError):
    status = Status.PLUGIN


class CapacityError(SheetError):
    status = Status.CAPACITY


class OutOfMemory(SheetError):
    status = Status.OUT_OF_MEMORY


class EngineClosed(InvalidState):
    """The Engine (or the Sheet's engine) was closed."""


class LibraryNotFound(OSError):
    """libsheet.so could not be found or loaded."""


ERRORS = {
    cls.status: cls
    for cls in (InvalidArgument, InvalidHandle, InvalidState, NotFound, AlreadyExists,
                AbiMismatch, PluginError, CapacityError, OutOfMemory)
}


def error_for(status: int, message: str, status_name: Optional[str] = None) -> SheetError:
    """The exception for a non-OK status."""
    cls = ERRORS.get(status, SheetError)
    return cls(message, status=status, status_name=status_name)


# --------------------------------------------------------------------------- detents


@dataclass(frozen=True)
class Points:
    """A detent: this many points of the sheet visible (> 0)."""

    value: float
    kind = DetentKind.POINTS


@dataclass(frozen=True)
class Fraction:
    """A detent: this fraction, in (0, 1], of the available height (viewport - safe_top)."""

    value: float
    kind = DetentKind.FRACTION


@dataclass(frozen=True)
class Content:
    """A detent fitted to the content: content height + safe_bottom."""

    kind = DetentKind.CONTENT
    value = 0.0


Detent = Union[Points, Fraction, Content]


@dataclass(frozen=True)
class MoveToDetent:
    """A backdrop tap's policy: move to this detent (an index); nothing when the sheet is
    there already."""

    detent: int
    kind = BackdropTap.DETENT


# --------------------------------------------------------------------------- transitions


class Transition:
    """Which animator moves a kind of motion, and its parameters:
    Transition("spring", response=0.4, damping_ratio=0.8). Immutable and hashable."""

    __slots__ = ("animator", "params")

    def __init__(self, animator: str, params: Optional[Mapping[str, float]] = None,
                 **kwargs: float):
        if not isinstance(animator, str) or not animator:
            raise TypeError("Transition needs an animator name (a non-empty str)")
        merged = dict(params or {})
        merged.update(kwargs)
        object.__setattr__(self, "animator", animator)
        object.__setattr__(self, "params", tuple(merged.items()))

    def __setattr__(self, name, value):
        raise AttributeError("Transition is immutable")

    def __eq__(self, other):
        if not isinstance(other, Transition):
            return NotImplemented
        return self.animator == other.animator and dict(self.params) == dict(other.params)

    def __hash__(self):
        return hash((self.animator, frozenset(self.params)))

    def __repr__(self):
        args = "".join(f", {k}={v!r}" for k, v in self.params)
        return f"Transition({self.animator!r}{args})"


# --------------------------------------------------------------------------- configuration


@dataclass(frozen=True)
class SheetConfig:
    """How a sheet behaves: sheet_config's fields, each None for the library's default.

    Defaults: one Fraction(1.0) detent, dismissible, dismiss_fraction 0.5, fling_velocity
    300 pt/s, backdrop_tap BackdropTap.DISMISS, largest_undimmed_detent -1,
    backdrop_alpha 0.4, corner_radius 12, rubber_band 0.55, present/dismiss/settle
    Transition("spring", response=0.35, damping_ratio=1), content
    Transition("fade", duration=0.25), user_tag 0, dismiss_height 0, touch_slop 8,
    stack PUSH, grabber AUTO, grabber_height 24, confirm_dismiss False,
    content_interaction RESIZES, scales_background False, keyboard
    KeyboardBehavior.RISE, back_behavior BackBehavior.DISMISS, footer_height 0, edge
    Edge.BOTTOM, cross_alignment CrossAlignment.CENTER, edge_inset 0, side_inset 0,
    max_cross_size None (no cap), wide_threshold 700, wide_layout WideLayout.SAME.

    detents are Points(h), Fraction(f) or Content(), lowest first (kept as a tuple);
    backdrop_tap is a BackdropTap or MoveToDetent(i); a transition is a Transition or an
    animator name. confirm_dismiss: a dismissal the user asks for (a drag, a fling, a
    backdrop tap, the accessibility action, a back commit) queues DISMISS_REQUESTED
    instead, and the host answers with Sheet.dismiss. scales_background: the page behind
    recedes while the sheet is up (Frame.background). keyboard: where the sheet goes
    while a keyboard is up. back_behavior: what Sheet.back_commit does. footer_height:
    points of a footer pinned to the sheet's visible bottom (Frame.footer_top); a
    Content() detent and a scroll extent above 0 grow by it.

    edge: the side the sheet is attached to and moves along (Edge); a sheet on the
    leading or trailing side has widths for detents and spans the viewport's height less
    the safe areas (and a keyboard). edge_inset: points off its side, above 0 a floating
    card with every corner rounded. side_inset: points kept free at both ends across its
    axis. max_cross_size: the most it spans across its axis, placed by cross_alignment
    (CrossAlignment); None or 0, as far as the room allows. wide_layout: what it becomes
    in a viewport wider than wide_threshold points (WideLayout)."""

    detents: Optional[Sequence[Detent]] = None
    dismissible: Optional[bool] = None
    dismiss_fraction: Optional[float] = None
    fling_velocity: Optional[float] = None
    backdrop_tap: Union[BackdropTap, MoveToDetent, None] = None
    largest_undimmed_detent: Optional[int] = None
    backdrop_alpha: Optional[float] = None
    corner_radius: Optional[float] = None
    rubber_band: Optional[float] = None
    present: Union[Transition, str, None] = None
    dismiss: Union[Transition, str, None] = None
    settle: Union[Transition, str, None] = None
    content: Union[Transition, str, None] = None
    user_tag: Optional[int] = None
    dismiss_height: Optional[float] = None
    touch_slop: Optional[float] = None
    stack: Optional[Stack] = None
    grabber: Optional[Grabber] = None
    grabber_height: Optional[float] = None
    confirm_dismiss: Optional[bool] = None
    content_interaction: Optional[ContentInteraction] = None
    scales_background: Optional[bool] = None
    keyboard: Optional[KeyboardBehavior] = None
    back_behavior: Optional[BackBehavior] = None
    footer_height: Optional[float] = None
    edge: Optional[Edge] = None
    cross_alignment: Optional[CrossAlignment] = None
    edge_inset: Optional[float] = None
    side_inset: Optional[float] = None
    max_cross_size: Optional[float] = None
    wide_threshold: Optional[float] = None
    wide_layout: Optional[WideLayout] = None

    def __post_init__(self):
        # A tuple, so that the caller's list changing later cannot change the sheet's
        # recorded configuration.
        if self.detents is not None and not isinstance(self.detents, tuple):
            try:
                detents = tuple(self.detents)
            except TypeError:
                raise TypeError("detents must be a sequence of Points(h), Fraction(f) and "
                                f"Content(), not {type(self.detents).__name__}") from None
            object.__setattr__(self, "detents", detents)


# --------------------------------------------------------------------------- records


@dataclass(frozen=True)
class Param:
    """An animator parameter: its name, default and range [min_value, max_value]."""

    name: str
    default: float
    min_value: float
    max_value: float


@dataclass(frozen=True)
class AnimatorInfo:
    """A registered animator: its name and parameters, in spec order."""

    name: str
    params: Tuple[Param, ...]


@dataclass(frozen=True)
class Visual:
    """The visual state an animator moves."""

    top: float
    opacity: float = 1.0
    backdrop_alpha: float = 0.0
    scale: float = 1.0


@dataclass(frozen=True)
class Motion:
    """One motion a Python animator is asked to perform."""

    kind: MotionKind
    from_: Visual
    to: Visual
    velocity: float
    viewport_height: float


@dataclass(frozen=True)
class Background:
    """How to draw the page behind the sheets: scaled about the viewport's top centre by
    scale, its top edge then moved down to y = offset, its corners rounded by
    corner_radius. The same in every frame of an engine; Background() (1, 0, 0) leaves
    the page as it is."""

    scale: float = 1.0
    offset: float = 0.0
    corner_radius: float = 0.0


class Rect(NamedTuple):
    """A rectangle in viewport points, its origin at the viewport's top-left, y down."""

    x: float
    y: float
    width: float
    height: float


@dataclass(frozen=True)
class Frame:
    """Everything a host needs to draw one sheet, and the page behind (background).

    footer_top is the y of the footer's top edge (SheetConfig.footer_height): pinned to
    the sheet's visible bottom (the top of the keyboard or of the bottom safe area,
    whichever is higher), moving down with the sheet only when less than the footer
    shows; without a footer, that visible bottom.

    rect is the whole sheet as drawn (a Rect in viewport points), from its free edge to
    its side, or to its margin for a floating card; edge is its side now (a wide layout
    may move it) and corners the Corner flags its corner_radius rounds. A host draws a
    sheet on any side from rect, corners and scale (about the middle of the free edge).
    For a sheet on another side than the bottom, top, height, progress, velocity and
    footer_top are along its axis: what a bottom sheet would have in the viewport turned
    so that the sheet's side is at the bottom (measured from the bottom for a top sheet,
    from the right for a sheet on the left, along x for one on the right)."""

    state: State
    detent: int
    top: float
    height: float
    opacity: float
    scale: float
    backdrop_alpha: float
    corner_radius: float
    progress: float
    content_offset: float
    content_id: int
    outgoing_content_id: int
    content_alpha: float
    outgoing_content_alpha: float
    velocity: float
    gesture_owner: GestureOwner
    grabber_visible: bool
    overlay_alpha: float
    scroll_extent: float
    background: Background
    footer_top: float
    rect: Rect
    edge: Edge
    corners: Corner

    def is_finite(self) -> bool:
        """Whether every number of the frame, of its rectangle and of its background is
        finite."""
        return all(
            math.isfinite(getattr(self, name))
            for name in ("top", "height", "opacity", "scale", "backdrop_alpha",
                         "corner_radius", "progress", "content_offset", "content_alpha",
                         "outgoing_content_alpha", "velocity", "overlay_alpha",
                         "scroll_extent", "footer_top")
        ) and all(math.isfinite(value) for value in self.rect) and all(
            math.isfinite(value) for value in (
                self.background.scale, self.background.offset, self.background.corner_radius))


@dataclass(frozen=True)
class Event:
    """Something that happened, in the order it happened."""

    type: EventType
    sheet: int
    time: float
    detent: int
    from_detent: int
    reason: Reason
    user_tag: int
    content_id: int
    dropped_count: int = 0
    animator: int = -1
    failure: Failure = Failure.NONE


@dataclass(frozen=True)
class Accessibility:
    """What assistive technology can say about a sheet and do with it."""

    actions: Action
    detent: int
    detent_count: int
    value: str


@dataclass(frozen=True)
class AnimatorError:
    """An exception a Python animator raised; the engine was told the call failed."""

    animator: str
    phase: str  # "create", "sample" or "destroy"
    exception: BaseException
