#!/usr/bin/env python3
"""make_corpus.py — writes sheet-libfuzz's seed corpus (Tests/fuzz/corpus/seed-*) and its
libFuzzer dictionary (Tests/fuzz/libfuzz.dict) from the readable programs below.

An input of sheet-libfuzz is a program of C API calls (see libfuzz.c): an opcode byte,
(engine << 7) | operation, then the bytes its arguments take. The helpers here write
those bytes the way libfuzz.c reads them; a change of the input language there must be
made here too, and the corpus rewritten:

    python3 Tests/fuzz/make_corpus.py

Inputs that crashed the fuzzer once are kept beside the seeds as regression-* (written
by scripts/fuzz, not by this script) and stay as they are.
"""
import os
import struct

HERE = os.path.dirname(os.path.abspath(__file__))

# libfuzz.c's operations, in the order of its switch
OPS = ["viewport", "obstruction", "tick", "engine_queries", "reduce_motion", "max_duration",
       "register", "plugin", "log_handler", "animator_queries", "create", "destroy",
       "present", "dismiss", "move_to_detent", "set_content", "set_content_height",
       "set_scroll_extent", "perform_action", "get_accessibility",
       "pointer_down", "pointer_move", "pointer_up", "pointer_cancel", "drag", "get_frame",
       "poll", "engine_recreate", "null_engine", "rest", "burst", "update", "focus", "back",
       "back_gesture", "keyboard", "direction"]

# libfuzz.c's k_steps: a time byte b < 224 is the latest time plus STEPS[b % 16]
STEPS = {"240hz": 0, "120hz": 1, "60hz": 2, "30hz": 3, "5ms": 4, "50ms": 5, "100ms": 6,
         "300ms": 7, "1s": 8, "4s": 9, "11s": 10, "same": 11, "earlier": 12, "16ms": 13,
         "8ms": 14, "500ms": 15}


class Program:
    def __init__(self):
        self.b = bytearray()

    def op(self, name, engine=0):
        self.b.append((engine << 7) | OPS.index(name))
        return self

    def u8(self, v):
        self.b.append(v & 0xff)
        return self

    def time(self, step="60hz"):
        return self.u8(STEPS[step])

    def raw_double(self, v):
        """A double given exactly: marker 0xff, then its eight bytes."""
        self.u8(0xff)
        self.b += struct.pack("<d", v)
        return self

    def sane(self, fraction):
        """pick_double's value lo + (hi - lo) * fraction, fraction in [0, 1]."""
        return self.u8(round(fraction * 127))

    # ---- operations ------------------------------------------------------------------
    def phone(self, engine=0):
        return self.op("viewport", engine).u8(0)

    def tablet(self, engine=0):
        return self.op("viewport", engine).u8(1)

    def ticks(self, n, step="60hz", engine=0):
        while n > 0:
            k = min(n, 8)
            self.op("tick", engine).u8(k - 1)
            for _ in range(k):
                self.time(step)
            n -= k
        return self

    def config(self, detents=(), transitions=None, stack=None, tap=None, tag=0, confirm=None,
               tap_detent=None, scrolls=None, scales=None, keyboard=None, back=None, footer=None,
               edge=None, align=None, edge_inset=None, side_inset=None, max_cross=None,
               threshold=None, wide=None):
        """fill_config's bytes. detents: (kind, byte) pairs for fill_detents' ascending
        form, kind one of "fraction", "points", "content"; transitions: (present,
        dismiss, settle, content) animator-name bytes (see pick_animator_name) or None
        for the defaults; tap: the backdrop_tap constant; confirm, scrolls, scales: 0 or
        1 for confirm_dismiss, content_interaction, scales_background; tap_detent: the
        detent a backdrop tap moves to (backdrop_tap SHEET_TAP_DETENT); keyboard, back:
        the SHEET_KEYBOARD_* and SHEET_BACK_* constants; footer: footer_height as a
        fraction of 120 points; edge, align, wide: the SHEET_EDGE_*, SHEET_ALIGN_* and
        SHEET_WIDE_* constants; edge_inset and side_inset as fractions of 60 points,
        max_cross of 700, threshold (wide_threshold) of 1400."""
        mask = 0
        if detents:
            mask |= 1
        if tap is not None:
            mask |= 4
        if transitions:
            mask |= 16 | 32
        if stack is not None:
            mask |= 128
        self.u8(mask).u8((tag & 0x0f) << 2)  # user_tag = tag * 2
        if detents:
            self.u8(len(detents)).u8(1)  # count, then "ascending"
            kinds = {"fraction": 0, "points": 1, "content": 2}
            for kind, v in detents:
                # fill_detents reads the kind as the byte modulo 3 and the value from
                # its upper six bits: the low two bits make the kind
                self.u8((v << 2) | ((kinds[kind] - 4 * v) % 3))
        if tap is not None:
            self.u8(tap).u8(0).sane(0.4)  # backdrop_tap, every detent dims, alpha 0.4
        if transitions:
            for name in transitions:
                self.u8(0)  # no parameters
                self.u8(name)
        if stack is not None:
            self.u8(stack).u8(0)  # stack, grabber auto
        later = [(1, confirm), (2, tap_detent), (4, scrolls), (8, scales), (16, keyboard), (32, back)]
        # ABI 1.5's fields, in fill_config's fourth byte: (bit, value, is a length)
        placed = [(1, edge, False), (2, align, False), (4, edge_inset, True), (8, side_inset, True),
                  (16, max_cross, True), (32, threshold, True), (64, wide, False)]
        placing = any(v is not None for _, v, _ in placed)
        self.u8(sum(bit for bit, v in later if v is not None) | (64 if footer is not None else 0)
                | (128 if placing else 0))
        for _, v in later:
            if v is not None:
                self.u8(v)
        if footer is not None:
            self.sane(footer)
        if placing:
            self.u8(sum(bit for bit, v, _ in placed if v is not None))
            for _, v, length in placed:
                if v is not None:
                    self.sane(v) if length else self.u8(v)
        return self

    def create(self, engine=0, **config):
        return self.op("create", engine).config(**config)

    def update(self, sheet=0, step="16ms", engine=0, **config):
        """sheet_update of live sheet `sheet` with config(**config)."""
        return self.command("update", sheet, engine).config(**config).time(step)

    def command(self, name, sheet=0, engine=0):
        return self.op(name, engine).u8(sheet * 16)  # pick_id: live sheet `sheet`

    def present(self, sheet=0, detent=0, engine=0):
        return self.command("present", sheet, engine).u8(detent).time("16ms")

    def dismiss(self, sheet=0, engine=0):
        return self.command("dismiss", sheet, engine).time("16ms")

    def move(self, sheet=0, detent=0, engine=0):
        return self.command("move_to_detent", sheet, engine).u8(detent).time("16ms")

    def pointer(self, name, sheet=0, x=100, at_top=None, at_height=None, engine=0):
        """pointer_down/_move/_up at x = width * x / 200 (x < 200) and y either the
        sheet's top + 2 * at_top or viewport height * at_height / 255."""
        self.command(name, sheet, engine)
        if name == "pointer_down":
            self.u8(1)  # out_hit given
        if name != "pointer_cancel":
            self.u8(x)
            if at_top is not None:
                self.u8(0).u8(at_top & 0xff)
            else:
                self.u8(200).u8(at_height)
        return self.time("16ms")

    def tap(self, sheet=0, x=100, at_top=None, at_height=None, engine=0):
        self.pointer("pointer_down", sheet, x, at_top, at_height, engine)
        return self.pointer("pointer_up", sheet, x, at_top, at_height, engine)

    def focus(self, sheet=0, y=0.5, height=0.25, engine=0):
        """sheet_set_focus of live sheet `sheet`: a field at y * 1200 points, height * 120
        points tall (0: clear the focus)."""
        self.command("focus", sheet, engine).sane(y)
        if height:
            self.u8(0).sane(height)
        else:
            self.u8(1)
        return self.time("16ms")

    def back(self, name, sheet=0, progress=0.5, engine=0):
        """One back call: name "begin", "progress", "cancel" or "commit"."""
        which = ["begin", "progress", "cancel", "commit"].index(name)
        self.op("back", engine).u8(which).u8(sheet * 16)
        if name == "progress":
            self.sane(progress)
        return self.time("16ms")

    def back_gesture(self, sheet=0, frames=6, speed=60, commit=False, keyboard=False, engine=0):
        """A whole back gesture: begun, `frames` frames of progress (speed / 1020 more a
        frame, at 60 Hz), then cancelled or committed; the keyboard rising through it."""
        self.op("back_gesture", engine).u8(sheet).time("16ms").u8(frames - 1)
        self.u8(2 | (0x40 if keyboard else 0) | (0x80 if commit else 0))
        for _ in range(frames):
            self.u8(speed)
        return self

    def keyboard(self, to=0.5, frames=8, focus=None, engine=0):
        """A keyboard that moves to an obstruction of to * 0.6 * the viewport's height in
        `frames` frames at 60 Hz; focus: (sheet, y, height) of a field focused first,
        in points, y a multiple of 4 and height at least 8."""
        self.op("keyboard", engine).u8(frames - 1).u8((2 << 4) | (focus is not None)).sane(to)
        if focus is not None:
            self.u8(focus[0]).u8(focus[1] // 4).u8(focus[2] - 8)
        return self

    def direction(self, value, engine=0):
        """sheet_engine_set_layout_direction: a byte below 232 is LTR when even, RTL when
        odd; from 232 on, pick_i32's edge values (232 INT32_MIN, 233 INT32_MAX, 234 -2,
        235 -1, 236 16, 237 17, 238 255, 239 65536), which are refused."""
        return self.op("direction", engine).u8(value)

    def drag(self, sheet=0, grab=10, moves=8, dy=-20, dt=2, pause=False, cancel=False, engine=0):
        """A drag grab points in from the sheet's free edge, in the middle of its span,
        moves of dy * 1.5 points along its axis (negative: away from its side)."""
        flags = dt | (0x80 if pause else 0) | (0x40 if cancel else 0)
        return (self.op("drag", engine).u8(sheet).u8(grab).time("16ms").u8(moves - 1)
                .u8(dy & 0xff).u8(flags))

    def bytes(self):
        return bytes(self.b)


# pick_animator_name bytes
SPRING, SLIDE, FADE = 1, 3, 4
FZ_A = 5          # "fz.a"
PLUGIN0 = 7       # the first plugin animator (sorted plugin files)


def seeds():
    s = {}

    p = Program().phone()
    p.create(detents=[("fraction", 20), ("fraction", 63)])
    p.present(detent=0).ticks(30).move(detent=1).ticks(30).dismiss().ticks(40)
    p.present(detent=1).ticks(5).dismiss().ticks(3).present(detent=0).ticks(40)
    s["present"] = p

    p = Program().phone()
    p.create(detents=[("points", 5), ("fraction", 40), ("fraction", 63)])
    p.present(detent=1).ticks(30)
    p.drag(dy=-25, moves=10, dt=4)            # up, fast: a fling
    p.ticks(30)
    p.drag(dy=30, moves=12, dt=2, pause=True)  # down, then a pause: no fling
    p.ticks(30)
    p.drag(dy=60, moves=14, dt=4)              # down fast: dismissed
    p.ticks(40)
    p.present().ticks(30).drag(dy=4, moves=3, dt=2, cancel=True).ticks(30)
    s["drag"] = p

    p = Program().phone()
    p.create(detents=[("fraction", 25), ("fraction", 63)])
    p.command("set_scroll_extent").sane(0.4).time("16ms")
    p.present(detent=0).ticks(30)
    p.drag(dy=-40, moves=16, dt=2)              # the sheet rises, then the content scrolls
    p.ticks(60)
    p.drag(dy=30, moves=10, dt=2)               # content back to its top, then the sheet
    p.ticks(60)
    s["scroll"] = p

    p = Program().tablet()
    p.create(detents=[("fraction", 30)], stack=0)
    p.create(detents=[("fraction", 40)], stack=1)   # switch
    p.create(detents=[("fraction", 50)], stack=2)   # replace
    p.present(0).ticks(20).present(1).ticks(20).present(2).ticks(20)
    p.dismiss(2).ticks(20).dismiss(1).ticks(30).present(1).ticks(5).dismiss(0).ticks(40)
    p.op("engine_queries").u8(0)
    s["stack"] = p

    p = Program().phone()
    p.create(detents=[("content", 0), ("fraction", 63)])
    p.command("set_content").u8(0).u8(7).sane(0.3).time("16ms")
    p.present(detent=0).ticks(20)
    p.command("set_content").u8(0).u8(8).sane(0.6).time("16ms").ticks(10)
    p.command("set_content_height").sane(0.1).time("16ms").ticks(30)
    p.command("set_content").u8(0).u8(9).sane(0.9).time("16ms").ticks(40)
    s["content"] = p

    p = Program().phone()
    p.create(detents=[("fraction", 20), ("fraction", 40), ("fraction", 63)])
    p.present().ticks(30)
    for action in (0, 0, 1, 3, 2):                 # expand, expand, collapse, expand, dismiss
        p.command("perform_action").u8(action).time("16ms").ticks(20)
        p.command("get_accessibility").u8(0).u8(1)
    p.op("reduce_motion").u8(1).present().ticks(20).move(detent=2).ticks(30)
    s["accessibility"] = p

    p = Program().phone()
    p.op("register").u8(20).u8(0)                 # "fz.a", valid
    p.op("plugin").u8(4).op("plugin").u8(12)      # two plugin files
    p.op("log_handler").u8(1)
    p.op("animator_queries").u8(3).u8(0)
    p.op("max_duration").sane(0.2)
    p.create(detents=[("fraction", 30), ("fraction", 63)], transitions=[FZ_A, PLUGIN0, SLIDE, FADE])
    p.present(detent=1).ticks(40).move(detent=0).ticks(40).dismiss().ticks(40)
    # a custom transition with mode 5 (calls its engine back) and one with mode 2 (NaN)
    for i, mode in enumerate((5, 2, 3, 1)):
        p.op("create").u8(16).u8(0)               # transitions only
        # present: "fz.a" with two parameters, mode and duration (0.5 s)
        p.u8(1).u8(FZ_A).u8(2).u8(4).raw_double(mode).u8(2).sane(0.25).u8(0).sane(0)
        p.u8(0).u8(SPRING)                        # dismiss: spring
        p.present(sheet=i + 1).ticks(40, "100ms")
    s["animators"] = p

    p = Program().phone()
    p.create(detents=[("fraction", 30), ("fraction", 63)])
    p.present(detent=1).ticks(20)
    p.op("obstruction").sane(0.3).time("16ms").ticks(30)
    p.op("viewport").u8(2).sane(0.9).sane(0.4).sane(0.2).sane(0.1).ticks(30)  # rotated
    p.op("obstruction").sane(0).time("16ms").ticks(30)
    p.phone().ticks(30)
    s["viewport"] = p

    p = Program().phone()
    p.create(detents=[("fraction", 20), ("fraction", 40), ("fraction", 63)], stack=0)
    p.present(detent=0).ticks(30)
    p.tap(at_top=4).ticks(30)                    # on the grabber: up one detent
    p.tap(at_top=4).ticks(30).tap(at_top=4).ticks(30)  # and up, and round to the lowest
    p.tap(at_height=5).ticks(40)                 # above the sheet, on the backdrop: dismissed
    p.present(detent=1).ticks(3)                 # moving in ...
    p.pointer("pointer_down", at_top=5).ticks(2)  # ... caught by a finger
    p.pointer("pointer_up", at_top=5).ticks(40)    # let go without a drag: it goes on
    p.pointer("pointer_down", at_top=30).pointer("pointer_cancel").ticks(20)
    # a backdrop tap that collapses: down one detent, then dismissed from the lowest
    p.create(detents=[("fraction", 20), ("fraction", 40)], tap=2)
    p.dismiss(0).ticks(40).present(sheet=1, detent=1).ticks(40)
    p.tap(sheet=1, at_height=5).ticks(40).tap(sheet=1, at_height=5).ticks(40)
    s["taps"] = p

    # new configurations for a live sheet in every stage, its detents more, then fewer
    p = Program().phone()
    three = [("fraction", 20), ("fraction", 40), ("fraction", 63)]
    five = [("points", 5), ("fraction", 20), ("fraction", 35), ("fraction", 50), ("fraction", 63)]
    p.create(detents=three)
    p.update(detents=five).present(detent=2).ticks(3)          # hidden, then presenting
    p.update(detents=three, tap=0).ticks(30)                   # presenting: fewer detents
    p.update(detents=five, tag=3).ticks(30)                    # resting: more, a new tag
    p.move(detent=4).ticks(3).update(detents=[("fraction", 30)]).ticks(30)  # settling
    p.update(detents=five, transitions=[SLIDE, FADE, SLIDE, FADE])
    p.pointer("pointer_down", at_top=5).pointer("pointer_move", at_top=40)
    p.update(detents=three).pointer("pointer_move", at_top=60)  # under a finger
    p.pointer("pointer_up", at_top=60).ticks(40)
    p.dismiss().ticks(3).update(detents=[("points", 8)]).ticks(40)  # dismissing
    p.present().ticks(30)
    s["update"] = p

    # dismissals asked of the host: a throw, a backdrop tap, an accessibility dismiss;
    # the host's own dismissal, caught by a finger and thrown out, is not asked
    p = Program().phone()
    p.create(detents=[("fraction", 30), ("fraction", 63)], tap=1, confirm=1)
    p.present(detent=0).ticks(30)
    p.drag(dy=60, moves=14, dt=4).ticks(40)                    # a fling down: asked
    p.tap(at_height=5).ticks(10)                               # the backdrop: asked
    p.command("perform_action").u8(2).time("16ms").ticks(10)   # dismiss: asked
    p.dismiss().ticks(3)                                       # the host's: dismissing
    p.drag(grab=63, dy=50, moves=10, dt=4).ticks(40)           # caught, thrown out: goes on
    p.present(detent=1).ticks(30).update(detents=[("fraction", 30)], confirm=0).ticks(40)
    p.drag(dy=60, moves=14, dt=4).ticks(40)                    # no longer asked
    s["confirm"] = p

    # a backdrop tap to a detent, and content that scrolls first
    p = Program().phone()
    p.create(detents=[("fraction", 20), ("fraction", 40), ("fraction", 63)], tap_detent=2,
             scrolls=1)
    p.command("set_scroll_extent").sane(0.4).time("16ms")
    p.present(detent=0).ticks(30)
    p.tap(at_height=5).ticks(30).tap(at_height=5).ticks(30)    # to detent 2, then nothing
    p.move(detent=0).ticks(30)
    p.drag(grab=50, dy=-20, moves=10, dt=2).ticks(40)          # on the content: it scrolls
    p.drag(grab=2, dy=-20, moves=10, dt=2).ticks(40)           # from the grabber: the sheet
    p.update(detents=[("fraction", 20), ("fraction", 63)], tap_detent=1, scrolls=0).ticks(30)
    s["taps-scrolls"] = p

    # the page behind receding under sheets that scale it, stacked and dragged
    p = Program().tablet()
    p.create(detents=[("fraction", 30), ("fraction", 63)], scales=1, stack=0)
    p.create(detents=[("fraction", 50)], stack=0)
    p.present(0).ticks(30).drag(dy=20, moves=8, dt=2, pause=True).ticks(30)
    p.present(1).ticks(30).update(sheet=1, detents=[("fraction", 50)], scales=1).ticks(10)
    p.dismiss(1).ticks(30).update(sheet=0, detents=[("fraction", 30)], scales=0).ticks(30)
    s["background"] = p

    # a keyboard over sheets that rise, extend or fill, a footer pinned above it, a field
    # kept in view frame by frame, and the keyboard going again
    p = Program().phone()
    p.create(detents=[("fraction", 20), ("fraction", 63)], keyboard=0, footer=0.5)
    p.create(detents=[("content", 0), ("fraction", 63)], keyboard=1, footer=0.4)
    p.create(detents=[("fraction", 20)], keyboard=2, stack=0)
    p.command("set_content", 1).u8(0).u8(5).sane(0.3).time("16ms")
    p.present(0, detent=0).ticks(30).focus(0, y=0.3, height=0.3)
    p.keyboard(to=0.6, frames=10, focus=(0, 360, 38)).ticks(20)
    p.keyboard(to=0, frames=6).ticks(30)
    p.present(1, detent=0).ticks(30).keyboard(to=0.5, frames=12).ticks(30)
    p.drag(sheet=1, dy=15, moves=6, dt=2, pause=True).ticks(30)
    p.keyboard(to=0, frames=4).dismiss(1).ticks(40)
    p.present(2).ticks(30).keyboard(to=0.4, frames=8).ticks(30).keyboard(to=0, frames=8).ticks(30)
    p.focus(0, height=0).ticks(10)
    s["keyboard"] = p

    # back: a gesture cancelled, one committed with each behaviour, a plain press, a
    # sheet that asks first, and the calls the sheet's state refuses
    p = Program().phone()
    p.create(detents=[("fraction", 20), ("fraction", 63)])
    p.create(detents=[("fraction", 20), ("fraction", 40), ("fraction", 63)], back=1)
    p.create(detents=[("fraction", 30)], back=2)
    p.create(detents=[("fraction", 30)], confirm=1)
    p.back("begin").back("commit")                              # hidden: refused
    p.present(0, detent=1).ticks(30)
    p.back("progress").back("cancel")                           # no gesture: refused
    p.back_gesture(0, frames=8, speed=90).ticks(20)             # cancelled: springs back
    p.back_gesture(0, frames=10, speed=120, commit=True).ticks(40)  # dismissed
    p.present(1, detent=2).ticks(30)
    p.back("commit", 1).ticks(30).back("commit", 1).ticks(30)   # one lower, then lower
    p.back_gesture(1, frames=6, speed=200, commit=True).ticks(40)   # dismissed from the lowest
    p.present(2).ticks(30).back("begin", 2).back("commit", 2).dismiss(2).ticks(40)  # none
    p.present(3).ticks(30).back_gesture(3, frames=6, speed=150, commit=True).ticks(30)  # asked
    p.back("begin", 3).back("progress", 3, progress=1.0).back("progress", 3, progress=0.0)
    p.back("begin", 3).drag(sheet=3, dy=10, moves=4, dt=2).ticks(30)  # a finger lets it go
    p.back_gesture(3, frames=5, speed=100, keyboard=True).ticks(30)
    p.dismiss(3).ticks(3).back("begin", 3).ticks(40)            # leaving: refused
    s["back"] = p

    # sheets on every side: a top sheet, a leading and a trailing side sheet, a card
    # floating off the bottom; each dragged along its own axis, mirrored by the
    # direction while presented, one of them while it is thrown out
    p = Program().phone()
    BOTTOM, TOP, LEADING, TRAILING = 0, 1, 2, 3
    p.create(detents=[("points", 10), ("fraction", 40)], edge=TOP, tap=2)
    p.create(detents=[("points", 20), ("fraction", 50)], edge=LEADING, stack=0)
    p.create(detents=[("fraction", 30), ("fraction", 63)], edge=TRAILING, align=2, max_cross=0.6, stack=0)
    p.present(0, detent=0).ticks(30).drag(0, dy=-20, moves=8, dt=2).ticks(30)
    p.tap(0, at_height=250).ticks(30).drag(0, dy=40, moves=10, dt=4).ticks(40)     # collapse, then thrown out
    p.present(1, detent=1).ticks(30).direction(1).ticks(5).drag(1, dy=10, moves=6, dt=2, pause=True).ticks(30)
    p.present(2, detent=0).ticks(3).direction(0).ticks(30)                         # mirrored on its way in
    p.drag(2, dy=-15, moves=10, dt=2).ticks(30).drag(2, dy=50, moves=12, dt=4).ticks(40)
    p.direction(0xe8).direction(0xee)                                               # INT32_MIN, 255: refused
    p.back_gesture(1, frames=6, speed=150, commit=True).ticks(40)
    s["sides"] = p

    # floating cards and columns: a card 16 points off the bottom in a column at the
    # left, a top sheet in the middle of a column, a side card; a keyboard under them, a
    # drag that throws a card out whole, the viewport turned
    p = Program().phone()
    p.create(detents=[("points", 30), ("fraction", 45)], edge_inset=0.27, side_inset=0.2, max_cross=0.45, align=1,
             footer=0.4, keyboard=0)
    p.create(detents=[("points", 15)], edge=1, max_cross=0.4, stack=0)
    p.create(detents=[("points", 40)], edge=2, edge_inset=0.3, side_inset=0.5, stack=0)
    p.present(0, detent=1).ticks(30).keyboard(to=0.5, frames=8).ticks(20).keyboard(to=0, frames=6).ticks(20)
    p.present(1).ticks(30).present(2).ticks(30)
    p.drag(2, dy=30, moves=12, dt=4).ticks(40)                                      # out, whole
    p.op("viewport").u8(2).sane(0.42).sane(0.2).sane(0.1).sane(0.1).ticks(30)      # turned, short
    p.drag(0, dy=-20, moves=8, dt=2).ticks(30).phone().ticks(30)
    s["floating"] = p

    # wide layouts: a sheet of each, presented on the phone, then a tablet (wider than the
    # threshold) while the one on top presents; each on top in turn dragged there; the
    # floating card under a finger while the viewport goes back to the phone, and again
    # in the tablet right to left
    p = Program().phone()
    p.create(detents=[("points", 20), ("fraction", 63)], wide=1)
    p.create(detents=[("fraction", 30), ("fraction", 63)], wide=2, stack=0)
    p.create(detents=[("fraction", 30), ("fraction", 50)], wide=3, stack=0, threshold=0.5)
    p.present(0, detent=1).ticks(30).present(1, detent=0).ticks(30).present(2, detent=1).ticks(3)
    p.tablet().ticks(40)
    p.drag(2, dy=-10, moves=6, dt=2).ticks(30).dismiss(2).ticks(40)
    p.drag(1, dy=-20, moves=8, dt=2, pause=True).ticks(30).dismiss(1).ticks(40)
    p.pointer("pointer_down", 0, x=20, at_top=10).pointer("pointer_move", 0, x=20, at_top=30)
    p.phone().pointer("pointer_move", 0, x=20, at_top=40).pointer("pointer_up", 0, x=20, at_top=40).ticks(40)
    p.tablet().direction(1).ticks(40).drag(0, dy=25, moves=10, dt=4).ticks(40)
    s["wide"] = p

    # 850 calls on two engines, one never polled: its queue fills and reports the loss
    s["burst"] = Program().op("burst").u8(200)

    p = Program()
    p.op("null_engine")
    p.command("present").u8(0).time("16ms")        # no viewport yet
    p.phone().create()
    p.op("get_frame").u8(0).u8(0xc1).u8(1)          # struct_size: the smallest accepted
    p.op("poll").u8(0xc2).u8(1)                     # struct_size one short of the smallest
    p.op("destroy").u8(0).op("present").u8(8).u8(0).time("16ms")  # a destroyed id
    p.op("present").u8(11).u8(0).time("16ms")       # id 0
    p.op("tick").u8(0).u8(0xe0).u8(58)              # tick at NaN (dictionary entry 58)
    p.op("animator_queries").u8(0xe8).u8(1).u8(0xe9)
    p.op("engine_recreate", 1).phone(1).create(engine=1).present(engine=1).ticks(10, engine=1)
    # pick_double's dictionary is its byte less 128: entry 58 is NaN, 56 +inf
    p.op("focus").u8(8).sane(0.5).u8(0).sane(0.2).time("16ms")      # a destroyed id
    p.op("focus", 1).u8(0).u8(128 + 58).u8(0).sane(0.1).time("16ms")  # y NaN
    p.op("back", 1).u8(0).u8(0).time("16ms")                        # begun
    p.op("back", 1).u8(1).u8(0).u8(128 + 56).time("16ms")           # progress +inf
    p.op("back", 1).u8(3).u8(0).time("16ms")                        # committed: dismissed
    p.op("back").u8(0).u8(11).time("16ms")                          # id 0
    p.direction(0xe9, 1).direction(0xeb).direction(1, 1)            # INT32_MAX, -1 refused; RTL
    # insets that leave no room: an edge inset of 60 points on a side sheet of the 1-point
    # wide viewport pick_double's lowest byte makes
    p.op("viewport", 1).u8(2).sane(0).sane(0.5).sane(0).sane(0)
    p.create(engine=1, edge=2, edge_inset=1.0)
    s["hostile"] = p
    return s


def dictionary():
    """Tokens for libFuzzer's -dict: doubles given exactly (0xff and eight bytes), the
    opcodes of whole operations, and a pointer stream's shape."""
    lines = ["# sheet-libfuzz's dictionary (written by make_corpus.py): exact doubles as",
             "# pick_double reads them after the marker byte 0xff, and the opcodes of",
             "# operations with typical arguments."]
    values = [("zero", 0.0), ("negzero", -0.0), ("inf", float("inf")), ("neginf", float("-inf")),
              ("nan", float("nan")), ("denorm_min", 5e-324), ("dbl_min", 2.2250738585072014e-308),
              ("dbl_max", 1.7976931348623157e308), ("neg_dbl_max", -1.7976931348623157e308),
              ("huge", 1e300), ("phone_h", 844.0), ("phone_w", 390.0), ("phone_h_next", 844.0000000000001),
              ("phone_avail", 797.0), ("tablet_h", 1366.0), ("frame", 1 / 60), ("one", 1.0),
              ("two53", 9007199254740992.0), ("minus1", -1.0), ("half", 0.5)]
    for name, v in values:
        raw = b"\xff" + struct.pack("<d", v)
        lines.append('double_%s="%s"' % (name, "".join("\\x%02x" % c for c in raw)))
    for name in OPS:
        for engine in (0, 1):
            lines.append('op_%s_%d="\\x%02x"' % (name, engine, (engine << 7) | OPS.index(name)))
    lines.append('op_phone="\\x00\\x00"')
    lines.append('op_tick_60hz_x8="\\x02\\x07\\x02\\x02\\x02\\x02\\x02\\x02\\x02\\x02"')
    lines.append('op_present_0="\\x0c\\x00\\x00\\x0d"')
    lines.append('op_drag_fling="\\x18\\x00\\x0a\\x0d\\x09\\xe7\\x04"')
    return "\n".join(lines) + "\n"


def main():
    corpus = os.path.join(HERE, "corpus")
    os.makedirs(corpus, exist_ok=True)
    for name in os.listdir(corpus):
        if name.startswith("seed-"):
            os.remove(os.path.join(corpus, name))
    for name, program in seeds().items():
        with open(os.path.join(corpus, "seed-" + name), "wb") as f:
            f.write(program.bytes())
    with open(os.path.join(HERE, "libfuzz.dict"), "w") as f:
        f.write(dictionary())


if __name__ == "__main__":
    main()
