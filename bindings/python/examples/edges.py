"""Sheets on other sides: a banner from the top, a panel at the trailing side that turns
with the layout direction, and a bottom sheet that floats at the leading side once the
window is wide."""

from libsheet import Corner, Edge, Engine, Fraction, LayoutDirection, Points, WideLayout


def show(name, frame):
    r = frame.rect                                     # the whole sheet, in viewport points
    corners = "+".join(c.name.lower() for c in Corner if c in frame.corners)
    print(f"{name}: {r.x:g},{r.y:g} {r.width:g}x{r.height:g}, rounds {corners}")


with Engine(viewport=(390, 844, 47, 34)) as engine:
    banner = engine.create_sheet(detents=[Points(120)], edge=Edge.TOP)
    banner.present(0, now=0.0)
    t = engine.run_until_idle(0.0)
    show("banner", banner.frame)                       # 120 points below safe_top
    banner.dismiss(now=t)
    t = engine.run_until_idle(t)

    panel = engine.create_sheet(detents=[Points(280)], edge=Edge.TRAILING)
    panel.present(0, now=t)
    t = engine.run_until_idle(t)
    show("panel", panel.frame)
    panel.pointer_down(200, 400, t)                    # pointers in viewport points:
    for k in range(1, 11):                             # a drag 100 points to the right
        panel.pointer_move(200 + 10 * k, 400, t + 0.016 * k)
        engine.tick(t + 0.016 * k)
    print(f"dragged: top {panel.frame.top:g} along x, progress {panel.frame.progress:.3f}")
    panel.pointer_cancel(t + 0.16)
    t = engine.run_until_idle(t + 0.16)
    engine.layout_direction = LayoutDirection.RTL      # trailing is now the left
    show("panel in RTL", panel.frame)
    panel.dismiss(now=t)
    t = engine.run_until_idle(t)

    engine.layout_direction = LayoutDirection.LTR
    places = engine.create_sheet(detents=[Points(200), Fraction(0.9)],
                                 wide_layout=WideLayout.FLOATING_LEADING)
    places.present(1, now=t)
    t = engine.run_until_idle(t)
    show("places", places.frame)
    engine.set_viewport(1280, 800, 24, 20)             # the window grows past 700 points
    t = engine.run_until_idle(t)
    show("places, wide", places.frame)
