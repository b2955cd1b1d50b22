import SheetCore
import SheetHostSupport
import Testing

/// A situation to hit-test: an engine and the sheet whose view takes the touch.
struct HitScene: Sendable {
    let name: String
    let make: @Sendable () throws -> (SheetEngine, SheetID)
}

@Suite struct HitPredictionTests {
    static let scenes: [HitScene] = [
        HitScene(name: "hidden") {
            let engine = SheetEngine()
            try engine.setViewport(Phone.viewport)
            return (engine, try engine.createSheet(Sheets.container.configuration()))
        },
        HitScene(name: "maps at its undimmed peek") {
            let (engine, sheet, _) = try restingSheet(Sheets.maps)
            return (engine, sheet)
        },
        HitScene(name: "maps at full, dimmed") {
            let (engine, sheet, _) = try restingSheet(Sheets.maps, detent: 1)
            return (engine, sheet)
        },
        HitScene(name: "container on its way in") {
            let engine = SheetEngine()
            try engine.setViewport(Phone.viewport)
            let sheet = try engine.createSheet(Sheets.container.configuration())
            try engine.present(sheet, now: 0)
            try engine.tick(now: 0.08)
            return (engine, sheet)
        },
        HitScene(name: "container on its way out") {
            let (engine, sheet, t) = try restingSheet(Sheets.container)
            try engine.dismiss(sheet, now: t)
            try engine.tick(now: t + 0.1)
            return (engine, sheet)
        },
        HitScene(name: "container pushed under another") {
            let (engine, lower, t) = try restingSheet(Sheets.container)
            let upper = try engine.createSheet(Sheets.panel.configuration())
            try engine.present(upper, now: t)
            try engine.tick(now: t + 1)
            return (engine, lower)
        },
        HitScene(name: "container leaving beneath one that switched it away") {
            let (engine, lower, t) = try restingSheet(Sheets.container)
            var panel = Sheets.panel
            panel.stackBehavior = .switchAway
            let upper = try engine.createSheet(panel.configuration())
            try engine.present(upper, now: t)
            try engine.tick(now: t + 0.05)
            return (engine, lower)
        },
    ]

    static let points: [HostPoint] = [-5, 60, 300, 400, 640, 650, 700, 843, 850].flatMap { y in
        [-1, 195, 391].map { x in HostPoint(x: x, y: y) }
    }

    /// The prediction is what the engine answers, for every scene and point.
    @Test(arguments: scenes) func predictionsAgreeWithTheEngine(_ scene: HitScene) throws {
        var answers: Set<String> = []
        for point in Self.points {
            let (engine, sheet) = try scene.make()
            let frame = try #require(engine.frame(of: sheet))
            let configuration = try #require(Self.configuration(of: scene))
            let predicted = predictedHit(at: point, frame: frame, largestUndimmed: configuration.largestUndimmedDetent,
                                         isTop: engine.topSheet == sheet, viewport: engine.viewport)
            let actual = try engine.pointerDown(on: sheet, x: point.x, y: point.y, now: engine.clock.isFinite ? engine.clock : 0)
            #expect(predicted == actual, "\(scene.name) at (\(point.x), \(point.y))")
            answers.insert("\(actual)")
        }
        // Every scene answers something other than .none somewhere, but the ones where
        // the sheet cannot take a finger.
        let cannotTake = ["hidden", "container pushed under another", "container leaving beneath one that switched it away"]
        #expect(cannotTake.contains(scene.name) == (answers == ["none"]), "\(scene.name): \(answers)")
    }

    @Test func theBackdropLetsTouchesThroughOnlyAtUndimmedDetents() throws {
        let (engine, sheet, _) = try restingSheet(Sheets.maps)
        let frame = try #require(engine.frame(of: sheet))
        let above = HostPoint(x: 195, y: 300)
        #expect(predictedHit(at: above, frame: frame, largestUndimmed: 0, isTop: true, viewport: engine.viewport) == .passThrough)
        #expect(predictedHit(at: above, frame: frame, largestUndimmed: nil, isTop: true, viewport: engine.viewport) == .backdrop)
        #expect(predictedHit(at: HostPoint(x: 195, y: 644), frame: frame, largestUndimmed: 0, isTop: true,
                             viewport: engine.viewport) == .sheet)
    }

    private static func configuration(of scene: HitScene) -> SheetConfiguration? {
        try? (scene.name.hasPrefix("maps") ? Sheets.maps : Sheets.container).configuration()
    }
}

extension HitScene: CustomTestStringConvertible {
    var testDescription: String { name }
}
