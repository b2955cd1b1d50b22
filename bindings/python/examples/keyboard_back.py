"""A form in a sheet: a keyboard that comes up with a field kept above it and a footer
pinned to it, then Android's predictive back gesture, committed."""

from libsheet import Engine, Fraction, KeyboardBehavior

with Engine(viewport=(390, 844, 47, 34)) as engine:
    sheet = engine.create_sheet(detents=[Fraction(0.5), Fraction(0.9)], footer_height=60,
                                keyboard=KeyboardBehavior.EXTEND)
    sheet.set_content(1, 900.0, now=0.0)
    sheet.present(0, now=0.0)
    t = engine.run_until_idle(0.0)
    print(f"top {sheet.frame.top:g}, footer at {sheet.frame.footer_top:g}")

    sheet.set_focus(600.0, 44.0, now=t)                # the field being typed into
    for k in range(1, 16):                             # the keyboard rises 20 points a frame
        t += 1 / 60
        engine.set_obstruction(20.0 * k, now=t)
        engine.tick(t)
    t = engine.run_until_idle(t)
    f = sheet.frame                                    # the field: 16 above the footer
    print(f"top {f.top:g}, footer at {f.footer_top:g}, "
          f"field bottom at {f.top + 644 - f.content_offset:g}")
    sheet.clear_focus(now=t)
    engine.set_obstruction(0.0, now=t)
    t = engine.run_until_idle(t)

    sheet.back_begin(now=t)                            # the user swipes from the edge
    sheet.back_progress(0.5, now=t + 0.1)
    print(f"top {sheet.frame.top:.1f}, scale {sheet.frame.scale:.3f}")
    sheet.back_commit(now=t + 0.2)                     # and lets go: the sheet goes
    engine.run_until_idle(t + 0.2)
    print([(event.type.name, event.reason.name) for event in engine.events()][-2:])
