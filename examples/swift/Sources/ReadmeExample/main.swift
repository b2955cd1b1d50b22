import SheetCore

let engine = SheetEngine()
try engine.setViewport(Viewport(width: 390, height: 844, safeTop: 47, safeBottom: 34))
let sheet = try engine.createSheet(SheetConfiguration(detents: [.fraction(0.5), .fraction(1)]))
try engine.present(sheet, detent: 0, now: 0)                  // slide in to half height
var now = 0.0
repeat { now += 1.0 / 60; try engine.tick(now: now) } while engine.isAnimating
while let event = engine.pollEvent() { print(event.kind) }    // willPresent(detent: 0) ...
guard let frame = engine.frame(of: sheet), frame.top == 445.5 else { fatalError("not at half height") }
print("resting at detent \(frame.detent ?? -1), top \(frame.top)")   // half of 797 points shows
