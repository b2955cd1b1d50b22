"""A sheet that changes while it is up: new detents, a dismissal that asks first, the page
behind receding."""

from libsheet import Engine, EventType, Fraction

with Engine(viewport=(390, 844, 47, 34)) as engine:
    sheet = engine.create_sheet(detents=[Fraction(0.5), Fraction(1.0)],
                                confirm_dismiss=True, scales_background=True)
    sheet.present(1, now=0.0)
    t = engine.run_until_idle(0.0)
    page = sheet.frame.background                      # how to draw the page behind
    print(f"page scale {page.scale:.3f}, top {page.offset:g}, corners {page.corner_radius:g}")

    sheet.update(now=t, detents=[Fraction(0.3), Fraction(0.6)])   # the other fields stay
    t = engine.run_until_idle(t)                       # detent 1 is now 60%: it settles there
    print(f"detent {sheet.frame.detent}, top {sheet.frame.top:.1f}")

    sheet.pointer_down(195, 100, t)                    # a tap on the dimmed backdrop asks
    sheet.pointer_up(195, 100, t + 0.05)
    for event in engine.events():
        if event.type == EventType.DISMISS_REQUESTED:  # nothing moved; the app agrees
            print(f"asked to dismiss: {event.reason.name}")
            sheet.dismiss(now=event.time)
    engine.run_until_idle(t + 0.05)
    print(sheet.frame.state.name)
