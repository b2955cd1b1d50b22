"""A presentation moved by an animator written in Python: linear, over 0.25 s."""

from libsheet import Engine

engine = Engine(viewport=(390, 844, 47, 34))
# excerpt begins
from libsheet import Param, Transition, Visual

class Linear:
    def __init__(self, motion, params):     # motion: kind, from_, to, velocity, viewport_height
        self.m, self.duration = motion, params["duration"]

    def sample(self, elapsed):              # -> (Visual, top velocity, finished)
        p = min(1.0, elapsed / self.duration)
        top = self.m.from_.top + (self.m.to.top - self.m.from_.top) * p
        return Visual(top, 1.0, self.m.to.backdrop_alpha * p, 1.0), 0.0, p >= 1

engine.register_animator("py.linear", params=[Param("duration", 0.3, 0.0, 5.0)],
                         factory=Linear)
sheet = engine.create_sheet(present=Transition("py.linear", duration=0.25))
# excerpt ends
sheet.present(0, now=0.0)
for t in (0.125, 0.25):
    engine.tick(t)
    print(f"{t:.3f}  top {sheet.frame.top:.2f}  backdrop {sheet.frame.backdrop_alpha:.2f}")
print([event.type.name for event in engine.events()])
engine.close()
