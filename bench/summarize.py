#!/usr/bin/env python3
"""summarize.py — the side-by-side summary scripts/bench prints: the medians, over every
run of each build, of what sheet-bench measured (its JSON files), the sizes of the
static library and of the WebAssembly module when there is one, and the budgets.

    summarize.py --json OUT [--static libsheet.a] [--wasm-dir DIR] KIND=RUN.json ...

KIND is `embedded` or `full-runtime` (sheet-bench's JSON), or `wasm` (the JSON line of
sheet-bench-portable run under a WASI runtime). Prints a table and writes OUT (JSON).
"""
import argparse
import gzip
import json
import os
import statistics
import subprocess
import sys
import tempfile

KINDS = ("embedded", "full-runtime")
MOVING = ("tick+get_frame animating", 100)


def median(values):
    values = [v for v in values if v is not None and v >= 0]
    return statistics.median(values) if values else None


def load(pairs):
    runs = {kind: [] for kind in KINDS + ("wasm",)}
    for pair in pairs:
        kind, _, path = pair.partition("=")
        if kind not in runs:
            sys.exit(f"summarize.py: unknown build kind {kind!r} in {pair!r}")
        with open(path) as f:
            runs[kind].append(json.load(f))
    return runs


def result(run, name, sheets):
    for row in run["results"]:
        if row["name"] == name and row["sheets"] == sheets:
            return row["median"]
    return None


def floor(run):
    """The C closed-form floor: one critically damped spring stepped at 120 Hz."""
    for row in run["baselines"]:
        if row["method"] == "closed form" and row["damping_ratio"] == 1 and row["hz"] == 120:
            return row["ns_per_frame"]
    return None


def stripped_size(path):
    """The size of `path` once stripped of its symbols (strip leaves the file alone)."""
    with tempfile.TemporaryDirectory() as scratch:
        out = os.path.join(scratch, os.path.basename(path))
        try:
            subprocess.run(["strip", "--strip-unneeded", "-o", out, path], check=True,
                           capture_output=True)
        except (OSError, subprocess.CalledProcessError):
            return None
        return os.path.getsize(out)


def summarize(runs, static_path, wasm_dir):
    rows, budgets, summary = [], [], {"runs": {k: len(v) for k, v in runs.items()}}

    def per_kind(label, unit, pick, digits=1):
        values = {kind: median([pick(r) for r in runs[kind]]) for kind in KINDS}
        rows.append((label, unit, values, digits))
        summary[label] = {"unit": unit, **values}
        return values

    per_kind("libsheet.so.1 stripped", "KB",
             lambda r: r["library"]["stripped_size_bytes"] / 1024)
    per_kind("dlopen + sheet_engine_create, fresh process", "ms",
             lambda r: r["startup"]["median_ns"] / 1e6, 3)
    per_kind("  the same for the C reference engine (libc, libm)", "ms",
             lambda r: (r["startup"].get("reference_median_ns") or -1e6) / 1e6, 3)
    per_kind("heap per engine (viewport set)", "bytes",
             lambda r: r.get("memory", {}).get("engine_bytes"), 0)
    per_kind("reserve, held while any engine exists", "bytes",
             lambda r: r.get("memory", {}).get("reserve_bytes"), 0)
    per_kind("heap per sheet (1,000 presented)", "bytes",
             lambda r: r.get("memory", {}).get("sheet_bytes"), 0)
    moving = per_kind("tick + get_frame per moving sheet (100 sheets)", "ns",
                      lambda r: result(r, *MOVING))
    per_kind("tick + get_frame per resting sheet (100 sheets)", "ns",
             lambda r: result(r, "tick+get_frame resting", 100))
    c_floor = per_kind("C closed-form floor (one spring, 120 Hz)", "ns", floor)
    ratio = per_kind("moving sheet / C floor", "x",
                     lambda r: (result(r, *MOVING) or 0) / floor(r) if floor(r) else None, 2)
    per_kind("the same work in C (reference engine)", "ns",
             lambda r: result(r, "animating, the same work in C", 100))
    per_kind("\"bench.spring\" plugin / built-in \"spring\"", "x",
             lambda r: (result(r, "animating via \"bench.spring\" (C plugin)", 100) or 0)
             / (result(r, "animating via \"spring\" (built-in)", 100) or 1), 2)
    per_kind("pointer_move", "ns", lambda r: result(r, "pointer_move (dragging)", 0))
    per_kind("present", "ns", lambda r: result(r, "present (hidden -> detent)", 0))

    # Each build's own budgets, with the median of its values.
    for kind in KINDS:
        if not runs[kind]:
            continue
        for budget in runs[kind][0]["budgets"]:
            values = [b["value"] for r in runs[kind] for b in r["budgets"]
                      if b["name"] == budget["name"] and b["verdict"] != "N/A"]
            value = median(values)
            budgets.append((f"{kind}: {budget['name']}", value, budget["limit"], budget["unit"]))

    if moving["embedded"] is not None and moving["full-runtime"]:
        budgets.append(("Embedded / full-runtime moving sheet-frame",
                        moving["embedded"] / moving["full-runtime"], 1.05, "x"))

    if static_path and os.path.exists(static_path):
        size = os.path.getsize(static_path)
        stripped = stripped_size(static_path)
        summary["libsheet.a"] = {"bytes": size, "stripped_bytes": stripped}
        rows.append(("libsheet.a (stripped)", "KB",
                     {"embedded": (stripped or size) / 1024, "full-runtime": None}, 1))

    if runs["wasm"]:
        moving_wasm = median([r["moving_ns"] for r in runs["wasm"]])
        floor_wasm = median([r["floor_ns"] for r in runs["wasm"]])
        summary["wasm32 under Node.js"] = {"moving_ns": moving_wasm, "floor_ns": floor_wasm,
                                          "ratio": moving_wasm / floor_wasm}
        rows.append(("wasm32 (Node.js): moving sheet / C floor in wasm", "x",
                     {"embedded": moving_wasm / floor_wasm, "full-runtime": None}, 2))
        rows.append(("  tick + get_frame per moving sheet in wasm", "ns",
                     {"embedded": moving_wasm, "full-runtime": None}, 1))
        rows.append(("  C closed-form floor in wasm", "ns",
                     {"embedded": floor_wasm, "full-runtime": None}, 1))
        counted = [r.get("allocations_per_frame", -1) for r in runs["wasm"]]
        if all(c is not None and c >= 0 for c in counted):
            budgets.append(("wasm32: allocations per frame (a wrapped malloc)", max(counted), 0,
                            ""))

    wasm = os.path.join(wasm_dir, "libsheet.wasm") if wasm_dir else None
    if wasm and os.path.exists(wasm):
        with open(wasm, "rb") as f:
            raw = f.read()
        packed = len(gzip.compress(raw, 9))
        summary["libsheet.wasm"] = {"bytes": len(raw), "gzip_bytes": packed}
        rows.append(("libsheet.wasm", "KB", {"embedded": len(raw) / 1024, "full-runtime": None}, 1))
        rows.append(("libsheet.wasm, gzip -9", "KB", {"embedded": packed / 1024,
                                                     "full-runtime": None}, 1))
        budgets.append(("libsheet.wasm", len(raw) / 1024, 300.0, "KB"))
        budgets.append(("libsheet.wasm gzipped", packed / 1024, 120.0, "KB"))

    print(f"{'':52} {'Embedded':>12} {'full runtime':>14}")
    for label, unit, values, digits in rows:
        cells = [f"{values[k]:.{digits}f} {unit}" if values[k] is not None else "-" for k in KINDS]
        print(f"{label:52} {cells[0]:>12} {cells[1]:>14}")

    print(f"\n{'budget':70} {'measured':>10} {'limit':>10}  verdict")
    summary["budgets"] = []
    for name, value, limit, unit in budgets:
        known = value is not None
        verdict = ("PASS" if value <= limit else "OVER") if known else "N/A"
        shown = f"{value:.2f}" if known else "n/a"
        print(f"{name:70} {shown:>10} {limit:>7} {unit:<3} {verdict}")
        summary["budgets"].append({"name": name, "value": value, "limit": limit, "unit": unit,
                                   "verdict": verdict})
    return summary


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--json", required=True)
    parser.add_argument("--static")
    parser.add_argument("--wasm-dir")
    parser.add_argument("runs", nargs="+")
    args = parser.parse_args()
    summary = summarize(load(args.runs), args.static, args.wasm_dir)
    with open(args.json, "w") as f:
        json.dump(summary, f, indent=2)
    print(f"\nwrote {args.json}")


if __name__ == "__main__":
    main()
