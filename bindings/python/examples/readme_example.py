from libsheet import Engine, Fraction

with Engine(viewport=(390, 844, 47, 34)) as engine:      # points; safe areas 47 top, 34 bottom
    sheet = engine.create_sheet(detents=[Fraction(0.5), Fraction(1.0)])
    sheet.present(0, now=0.0)                            # slide in to half height
    engine.run_until_idle(0.0)                           # ticks at 60 Hz until nothing moves
    for event in engine.events():
        print(f"{event.time:.3f}  {event.type.name}  detent {event.detent}")
    print(f"resting at detent {sheet.frame.detent}, top {sheet.frame.top:.1f}")   # 0, 445.5
