"""A sheet with a half-height and a full-height detent slides in, then a finger flings it
up (the session of examples/c/fling.c)."""

from libsheet import Engine, Fraction, SheetError


def run(engine, sheet, t):
    """Ticks at 60 Hz until nothing moves, printing events; a host would draw the sheet
    at sheet.frame.top each frame."""
    while True:
        t += 1 / 60
        engine.tick(t)
        for ev in engine.events():
            print(f"{ev.time:.3f}  {ev.type.name:<14} detent {ev.detent}  {ev.reason.name}")
        if not engine.is_animating:
            return t


def main():
    # 390 x 844 points, safe areas: 47 top, 34 bottom
    with Engine(viewport=(390, 844, 47, 34)) as engine:
        sheet = engine.create_sheet(detents=[Fraction(0.5), Fraction(1.0)])

        sheet.present(0, now=0.0)  # slide in to the half-height detent
        t = run(engine, sheet, 0.0)
        print(f"resting at detent {sheet.frame.detent}, top {sheet.frame.top:.1f}")

        # a finger drags the sheet up 300 points in 0.1 s and lets go: it flings to full
        y = sheet.frame.top + 20
        sheet.pointer_down(195, y, t)
        for _ in range(6):
            t += 1 / 60
            y -= 50
            sheet.pointer_move(195, y, t)
        sheet.pointer_up(195, y, t)
        t = run(engine, sheet, t)
        print(f"resting at detent {sheet.frame.detent}, top {sheet.frame.top:.1f}")
        return 0 if sheet.frame.detent == 1 else 1


if __name__ == "__main__":
    try:
        raise SystemExit(main())
    except SheetError as err:  # err.status_name, err.message: what the engine said
        raise SystemExit(f"{err.status_name}: {err.message}")
