import SheetCore
import SheetHostSupport
import Testing

/// An engine with one sheet of `settings` presented and at rest, and the time it came to
/// rest.
func restingSheet(_ settings: SheetSettings, detent: Int = 0) throws -> (SheetEngine, SheetID, Double) {
    let engine = SheetEngine()
    try engine.setViewport(Phone.viewport)
    let sheet = try engine.createSheet(settings.configuration())
    try engine.present(sheet, detent: detent, now: 0)
    var now = 0.0
    repeat {
        now += 1.0 / 60
        try engine.tick(now: now)
    } while engine.isAnimating
    while engine.pollEvent() != nil {}
    return (engine, sheet, now)
}

/// The events the engine queued, by what they say.
func kinds(_ engine: SheetEngine) -> [SheetEvent.Kind] {
    var kinds: [SheetEvent.Kind] = []
    while let event = engine.pollEvent() { kinds.append(event.kind) }
    return kinds
}

@Suite struct PointerStreamTests {
    @Test func theDownComesFromTheTouchAndTheMovesFromThePan() throws {
        let (engine, sheet, t) = try restingSheet(Sheets.panel)
        var stream = PointerStream()
        let hit = try stream.touchDown(at: HostPoint(x: Phone.x, y: 380), time: t, engine: engine, sheet: sheet)
        #expect(hit == .sheet)
        #expect(stream.state == .engine)
        #expect(stream.isDown)
        // UIKit's pan begins 12 points on: the whole travel from the landing counts.
        try stream.pan(.began, at: HostPoint(x: Phone.x, y: 392), translation: HostPoint(x: 0, y: 12), time: t + 0.02,
                       engine: engine, sheet: sheet)
        #expect(engine.frame(of: sheet)?.top == 366)
        try stream.pan(.changed, at: HostPoint(x: Phone.x, y: 530), translation: HostPoint(x: 0, y: 150), time: t + 0.3,
                       engine: engine, sheet: sheet)
        #expect(engine.frame(of: sheet)?.top == 504)
        #expect(kinds(engine) == [.dragBegan(detent: 0)])
    }

    @Test func aPanWithoutATouchStartsWhereTheFingerLanded() throws {
        let (engine, sheet, t) = try restingSheet(Sheets.panel)
        var stream = PointerStream()
        try stream.pan(.began, at: HostPoint(x: Phone.x, y: 392), translation: HostPoint(x: 0, y: 12), time: t,
                       engine: engine, sheet: sheet)
        #expect(stream.state == .engine)
        // Had it landed at 392, the first 12 points would be the engine's slop.
        #expect(engine.frame(of: sheet)?.top == 366)
    }

    @Test func theFirstEndWins() throws {
        let (engine, sheet, t) = try restingSheet(Sheets.panel)
        var stream = PointerStream()
        try stream.touchDown(at: HostPoint(x: Phone.x, y: 380), time: t, engine: engine, sheet: sheet)
        try stream.pan(.began, at: HostPoint(x: Phone.x, y: 430), translation: HostPoint(x: 0, y: 50), time: t + 0.3,
                       engine: engine, sheet: sheet)
        // The touch's up, then the pan's end at the same place: one release.
        try stream.touchUp(at: HostPoint(x: Phone.x, y: 430), time: t + 0.4, engine: engine, sheet: sheet)
        try stream.pan(.ended, at: HostPoint(x: Phone.x, y: 430), translation: HostPoint(x: 0, y: 50), time: t + 0.4,
                       engine: engine, sheet: sheet)
        #expect(stream.state == .up)
        #expect(kinds(engine) == [.dragBegan(detent: 0), .dragEnded(detent: 0, .drag)])
    }

    @Test func aTouchWithoutAPanIsATap() throws {
        let (engine, sheet, t) = try restingSheet(Sheets.container)
        var stream = PointerStream()
        #expect(try stream.touchDown(at: HostPoint(x: Phone.x, y: 200), time: t, engine: engine, sheet: sheet) == .backdrop)
        try stream.touchUp(at: HostPoint(x: Phone.x, y: 200), time: t + 0.05, engine: engine, sheet: sheet)
        #expect(kinds(engine) == [.willDismiss(.backdropTap)])
    }

    @Test func aFingerTheEngineDoesNotTakeIsIgnoredToItsEnd() throws {
        let (engine, sheet, t) = try restingSheet(Sheets.maps)
        var stream = PointerStream()
        // Above the undimmed peek: the map's.
        #expect(try stream.touchDown(at: HostPoint(x: Phone.x, y: 300), time: t, engine: engine, sheet: sheet) == .passThrough)
        #expect(stream.state == .notTaken)
        try stream.pan(.began, at: HostPoint(x: Phone.x, y: 700), translation: HostPoint(x: 0, y: 400), time: t + 0.2,
                       engine: engine, sheet: sheet)
        try stream.touchUp(at: HostPoint(x: Phone.x, y: 700), time: t + 0.3, engine: engine, sheet: sheet)
        #expect(stream.state == .up)
        #expect(engine.frame(of: sheet)?.top == 644)
        #expect(kinds(engine).isEmpty)
    }

    @Test func aCancelledFingerPutsTheSheetBack() throws {
        let (engine, sheet, t) = try restingSheet(Sheets.panel)
        var stream = PointerStream()
        try stream.touchDown(at: HostPoint(x: Phone.x, y: 380), time: t, engine: engine, sheet: sheet)
        try stream.pan(.began, at: HostPoint(x: Phone.x, y: 480), translation: HostPoint(x: 0, y: 100), time: t + 0.2,
                       engine: engine, sheet: sheet)
        try stream.pan(.cancelled, at: HostPoint(x: Phone.x, y: 480), translation: HostPoint(x: 0, y: 100), time: t + 0.25,
                       engine: engine, sheet: sheet)
        #expect(stream.state == .up)
        #expect(kinds(engine) == [.dragBegan(detent: 0), .dragEnded(detent: 0, .none)])
        try engine.tick(now: t + 1)
        #expect(engine.frame(of: sheet)?.top == 354)
    }

    @Test func aLostEndIsCancelledWhenTheNextFingerLands() throws {
        let (engine, sheet, t) = try restingSheet(Sheets.panel)
        var stream = PointerStream()
        try stream.touchDown(at: HostPoint(x: Phone.x, y: 380), time: t, engine: engine, sheet: sheet)
        // The engine would refuse a second down with .pointerAlreadyDown.
        #expect(try stream.touchDown(at: HostPoint(x: Phone.x, y: 390), time: t + 1, engine: engine, sheet: sheet) == .sheet)
        #expect(stream.state == .engine)
    }

    @Test func resetForgetsTheFingerWithoutTheEngine() throws {
        let (engine, sheet, t) = try restingSheet(Sheets.panel)
        var stream = PointerStream()
        try stream.touchDown(at: HostPoint(x: Phone.x, y: 380), time: t, engine: engine, sheet: sheet)
        stream.reset()
        #expect(stream.state == .up)
        try stream.pan(.ended, at: HostPoint(x: Phone.x, y: 380), translation: HostPoint(x: 0, y: 0), time: t + 0.1,
                       engine: engine, sheet: sheet)
        #expect(kinds(engine).isEmpty)
    }
}
