#!/usr/bin/env python3
"""check_frames.py DIR WIDTH HEIGHT [--dimmed]

Checks a recording of sheet-sdl-demo --record: every frame listed in DIR/frames.txt is
a PNG as large as its viewport (its vp=, else WIDTH x HEIGHT); wherever a sheet moved
between two consecutive frames, their pixels differ (at least 10 such pairs); in the
first frame where sheet 0 rests, the pixel just inside its free edge (from its rect, on
whichever side it is) is the sheet's near-white and, with --dimmed, the pixel beyond it
is darkened by the backdrop; DIR/contact.png is a PNG wider than a frame.
Prints 'N passed, N failed' and exits non-zero on any failure.
"""
import re
import struct
import sys
import zlib

failures = []
passes = 0


def check(cond, message):
    global passes
    if cond:
        passes += 1
    else:
        failures.append(message)
        print("FAIL: " + message)


def read_png(path):
    """(width, height, color_type, decompressed filtered scanlines)"""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG: " + path)
    pos, idat, ihdr = 8, [], None
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        ctype = data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + length]
        if ctype == b"IHDR":
            ihdr = struct.unpack(">IIBBBBB", body)
        elif ctype == b"IDAT":
            idat.append(body)
        elif ctype == b"IEND":
            break
        pos += 12 + length
    if ihdr is None:
        raise ValueError("no IHDR: " + path)
    w, h, depth, color = ihdr[0], ihdr[1], ihdr[2], ihdr[3]
    if depth != 8 or color not in (2, 6):
        raise ValueError("unexpected PNG format (depth %d, color %d): %s" % (depth, color, path))
    return w, h, color, zlib.decompress(b"".join(idat))


def pixels(w, h, color, raw):
    """Unfiltered rows of bytes (RGB or RGBA)."""
    bpp = 3 if color == 2 else 4
    stride = w * bpp
    rows, prev, pos = [], bytearray(stride), 0
    for _ in range(h):
        ftype = raw[pos]
        line = bytearray(raw[pos + 1:pos + 1 + stride])
        pos += 1 + stride
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if ftype == 1:
                line[i] = (line[i] + a) & 255
            elif ftype == 2:
                line[i] = (line[i] + b) & 255
            elif ftype == 3:
                line[i] = (line[i] + ((a + b) >> 1)) & 255
            elif ftype == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[i] = (line[i] + pred) & 255
        rows.append(line)
        prev = line
    return rows, bpp


def rgb_at(rows, bpp, x, y):
    line = rows[y]
    return tuple(line[x * bpp:x * bpp + 3])


def parse_frame(line):
    """(name, time, [(top, state)], [(x, y, w, h, edge, corners)], (width, height) or None)
    from a line of frames.txt."""
    parts = line.split()
    sheets, rects, size = [], [], None
    for p in parts[2:]:
        key, value = p.split("=", 1)
        if re.match(r"s[0-9]+$", key):
            fields = value.split("/")
            sheets.append((float(fields[0]), int(fields[1])))
        elif re.match(r"r[0-9]+$", key):
            x, y, w, h, edge, corners = value.split("/")
            rects.append((float(x), float(y), float(w), float(h), int(edge), int(corners)))
        elif key == "vp":
            w, h = value.split("/")[0].split("x")
            size = (int(w), int(h))
        # bg=, kb=, main=, field=, dir=: checked by check_live.py and check_edges.py
    return parts[0], float(parts[1]), sheets, rects, size


def edge_points(rect, size):
    """A point just inside a sheet's free edge and one beyond it, away from its grabber
    and content: by the side it is on (the bottom, the top, the left or the right)."""
    x, y, w, h, edge = rect[:5]
    if edge == 1:  # the top: its free edge is its bottom
        return (x + w - 10, y + h - 12), (x + w - 10, y + h + 40)
    if edge in (2, 3):
        if x + w / 2 < size[0] / 2:  # on the left
            return (x + 10, y + 40), (x + w + 40, y + 40)
        return (x + w - 10, y + 40), (x - 40, y + 40)
    return (x + w - 10, y + 40), (x + w - 10, y - 40)


def main(argv):
    if len(argv) < 4:
        print(__doc__)
        return 2
    folder, width, height = argv[1], int(argv[2]), int(argv[3])
    dimmed = "--dimmed" in argv[4:]
    frames = []
    with open(folder + "/frames.txt") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            frames.append(parse_frame(line))
    check(len(frames) >= 60, "at least 60 frames listed (got %d)" % len(frames))

    previous, moving, differing = None, 0, 0
    bad_size = []
    for name, t, sheets, rects, size in frames:
        want = size or (width, height)
        try:
            w, h, color, raw = read_png(folder + "/" + name)
        except (OSError, ValueError, zlib.error) as e:
            check(False, "%s readable: %s" % (name, e))
            previous = None
            continue
        if (w, h) != want:
            bad_size.append("%s is %dx%d, its viewport %dx%d" % (name, w, h, want[0], want[1]))
        if previous is not None:
            moved = any(abs(a[0] - b[0]) > 0.25 for a, b in zip(sheets, previous[1])) or any(
                max(abs(p - q) for p, q in zip(a[:4], b[:4])) > 0.25
                for a, b in zip(rects, previous[2]))
            if moved:
                moving += 1
                if raw != previous[0]:
                    differing += 1
                else:
                    check(False, "%s differs from the frame before it (a sheet moved)" % name)
        previous = (raw, sheets, rects)
    check(not bad_size, "every frame is as large as its viewport (%s)" % ", ".join(bad_size[:3]))
    check(moving >= 10, "at least 10 frame pairs where a sheet moves (got %d)" % moving)
    check(differing == moving, "%d of %d moving pairs differ" % (differing, moving))

    rest = next((fr for fr in frames if fr[2] and fr[2][0][1] == 2 and fr[3]
                 and fr[3][0][2] > 0 and fr[3][0][3] > 0), None)
    check(rest is not None, "a frame where sheet 0 rests")
    if rest is not None:
        name, t, sheets, rects, size = rest
        size = size or (width, height)
        (ix, iy), (ox, oy) = edge_points(rects[0], size)
        w, h, color, raw = read_png(folder + "/" + name)
        rows, bpp = pixels(w, h, color, raw)
        inside = rgb_at(rows, bpp, int(ix), int(iy))
        check(min(inside) >= 235,
              "%s (t=%.3f): pixel (%d, %d) inside the resting sheet's free edge is near-white,"
              " got %s" % (name, t, ix, iy, inside))
        if dimmed and 60 < oy < size[1] and 0 <= ox < size[0]:
            beyond = rgb_at(rows, bpp, int(ox), int(oy))
            check(max(beyond) <= 200,
                  "%s (t=%.3f): pixel (%d, %d) beyond the sheet is dimmed by the backdrop, got %s"
                  % (name, t, ox, oy, beyond))

    try:
        cw, ch, _, _ = read_png(folder + "/contact.png")
        check(cw > width and ch > 100, "contact.png is larger than a frame (%dx%d)" % (cw, ch))
    except (OSError, ValueError, zlib.error) as e:
        check(False, "contact.png readable: %s" % e)

    print("%s: %d frames, %d moving pairs all differ" % (folder, len(frames), moving)
          if not failures else "%s: %d failures" % (folder, len(failures)))
    print("%d passed, %d failed" % (passes, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
