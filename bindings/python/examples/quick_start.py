from libsheet import Engine, Fraction, Points, Content, Transition, BackdropTap

with Engine(viewport=(390, 844, 47, 34)) as engine:          # width, height, safe areas
    sheet = engine.create_sheet(
        detents=[Points(200), Fraction(0.5), Content()],
        backdrop_tap=BackdropTap.DISMISS,
        present=Transition("spring", response=0.4))
    sheet.set_content(1, 320.0, now=0.0)
    sheet.present(1, now=0.0)
    t = engine.run_until_idle(0.0)                          # ticks at 60 Hz
    print(sheet.frame.top)                                  # 445.5
    for ev in engine.events():
        print(ev.type.name, ev.detent, ev.reason.name)
