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

    /// Sheets on other sides and floating cards, resting and on their way.
    static let placedScenes: [HitScene] = [
        placed("a top sheet") { $0.edge = .top },
        placed("a trailing side sheet") { $0.edge = .trailing },
        placed("a leading side sheet, right to left", direction: .rightToLeft) { $0.edge = .leading },
        placed("a floating column") {
            $0.edgeInset = 16
            $0.sideInset = 12
            $0.maximumCrossSize = 320
            $0.crossAlignment = .trailing
        },
        placed("a floating side card") {
            $0.edge = .leading
            $0.edgeInset = 20
            $0.sideInset = 40
        },
        placed("a floating top card on its way in", at: 0.1) {
            $0.edge = .top
            $0.edgeInset = 10
        },
        placed("the wide layout's leading card", viewport: Viewport(width: 1024, height: 768, safeTop: 24, safeBottom: 20)) {
            $0.wideLayout = .floatingLeading
        },
    ]

    /// A scene of a sheet with a 300-point detent that leaves the background usable,
    /// `configure`d, presented in `viewport` with `direction`, `at` seconds into its 0.2 s
    /// slide (nil: at rest).
    private static func placed(_ name: String, viewport: Viewport = Phone.viewport, direction: SheetLayoutDirection = .leftToRight,
                               at time: Double? = nil,
                               _ configure: @escaping @Sendable (inout SheetSettings) -> Void) -> HitScene {
        HitScene(name: name) {
            let engine = SheetEngine()
            try engine.setViewport(viewport)
            try engine.setLayoutDirection(direction)
            var settings = SheetSettings(detents: [.points(300, identifier: "only")])
            settings.largestUndimmedDetentIdentifier = "only"
            settings.setTransitions(.slide(duration: 0.2, curve: .linear))
            configure(&settings)
            let sheet = try engine.createSheet(settings.configuration())
            try engine.present(sheet, now: 0)
            try engine.tick(now: time ?? 1)
            return (engine, sheet)
        }
    }

    /// On every side, and around a floating card, the prediction is the engine's answer:
    /// the sheet inside its rectangle, the background's outside it.
    @Test(arguments: placedScenes) func predictionsFollowTheRectangle(_ scene: HitScene) throws {
        var sheetHits = 0, throughHits = 0
        let xs: [Double] = [-1, 0, 11, 13, 19, 21, 100, 195, 330, 333, 377, 379, 390, 391, 512, 1000, 1024, 1030]
        let ys: [Double] = [-1, 0, 46, 48, 150, 246, 248, 400, 493, 495, 543, 545, 600, 743, 745, 763, 779, 781, 809, 811,
                            844, 850]
        for x in xs {
            for y in ys {
                let (engine, sheet) = try scene.make()
                let frame = try #require(engine.frame(of: sheet))
                let predicted = predictedHit(at: HostPoint(x: x, y: y), frame: frame, largestUndimmed: 0,
                                             isTop: engine.topSheet == sheet, viewport: engine.viewport)
                let actual = try engine.pointerDown(on: sheet, x: x, y: y, now: engine.clock)
                #expect(predicted == actual, "\(scene.name) at (\(x), \(y)): rect \(frame.rect)")
                if actual == .sheet { sheetHits += 1 }
                if actual == .passThrough { throughHits += 1 }
            }
        }
        #expect(sheetHits > 0 && throughHits > 0, "\(scene.name)")
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
