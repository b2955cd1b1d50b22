import SheetCore
import SheetHostSupport
import Testing

/// The phone the engine's tests use: 390 x 844 points, safe top 47, safe bottom 34. The
/// available height is 797; a `.fraction(f)` detent is f · 797 tall and its top is
/// 844 − f · 797; a hidden sheet's top is 844.
enum Phone {
    static let viewport = Viewport(width: 390, height: 844, safeTop: 47, safeBottom: 34)
    static let safeArea = HostInsets(top: 47, bottom: 34)
    static let height = 844.0
    static let available = 797.0
    static let x = 195.0

    static func top(_ fraction: Double) -> Double { height - fraction * available }
    static func top(points: Double) -> Double { height - points }
}

/// The four kinds of sheet libsheet was designed from, as settings.
enum Sheets {
    /// The container: 60% of the height below the status bar, a bouncy spring in.
    static var container: SheetSettings {
        var settings = SheetSettings(detents: [.fraction(0.6, identifier: "page")])
        settings.presentTransition = .spring(response: 0.45, dampingRatio: 0.8)
        return settings
    }

    /// The maps sheet: a 200 pt peek that leaves the map undimmed and a full detent at
    /// 90%; never dismissed.
    static var maps: SheetSettings {
        var settings = SheetSettings(detents: [.points(200, identifier: "peek"), .fraction(0.9, identifier: "full")])
        settings.largestUndimmedDetentIdentifier = "peek"
        settings.userDismissal = .disabled
        settings.backdropTap = .collapse
        return settings
    }

    /// The panel: 490 pt, dismissed below 300 pt, 0.2 s linear slides.
    static var panel: SheetSettings {
        var settings = SheetSettings(detents: [.points(490, identifier: "panel")])
        settings.dismissHeight = 300
        settings.setTransitions(.slide(duration: 0.2, curve: .linear))
        settings.backdropTap = .none
        return settings
    }

    /// Fitted to its content.
    static var fitted: SheetSettings {
        SheetSettings(detents: [.fitted()])
    }
}

/// A host with the phone's viewport and a display link that ticks at 60 Hz when asked
/// to, with time starting where a device's media clock might be.
@MainActor
final class Stage: FrameScheduler {
    let host: SheetHost
    /// The display link's current timestamp, seconds.
    private(set) var now = 1000.0
    private(set) var framesRequested = false
    /// How many times the host asked to start or stop frames.
    private(set) var schedulerCalls = 0

    init(viewport: Viewport = Phone.viewport, eventCapacity: Int = 256) throws {
        host = SheetHost(eventCapacity: eventCapacity)
        host.scheduler = self
        try host.setViewport(viewport)
    }

    func setNeedsDisplayFrames(_ needed: Bool) {
        framesRequested = needed
        schedulerCalls += 1
    }

    /// A sheet of this host with `settings`, shown by a recording client.
    func sheet(_ settings: SheetSettings, modally: Bool = false) -> (HostedSheet, Recorder) {
        let sheet = HostedSheet(host: host, settings: settings, presentsModally: modally)
        let recorder = Recorder()
        sheet.client = recorder
        return (sheet, recorder)
    }

    /// One display frame: the link fires at `now + 1/60` and shows it one frame later.
    func frame() {
        now += 1.0 / 60
        host.displayFrame(targetTimestamp: now + 1.0 / 60)
    }

    /// Display frames while the host wants them, at most `limit` seconds' worth.
    func runUntilIdle(limit: Double = 10) {
        var frames = 0
        while framesRequested, Double(frames) < limit * 60 {
            frame()
            frames += 1
        }
    }

    /// Moves the clock on by `seconds` without frames (nothing was moving).
    func wait(_ seconds: Double) {
        now += seconds
    }
}

/// A client that records what a hosted sheet hands it.
@MainActor
final class Recorder: HostedSheetClient {
    private(set) var layouts: [SheetLayout?] = []
    /// The position handed with each layout.
    private(set) var positions: [SheetPosition?] = []
    private(set) var events: [SheetHostEvent] = []
    private(set) var actions: [PresentationBridge.Action] = []

    var layout: SheetLayout? { layouts.last ?? nil }

    func hostedSheet(_ sheet: HostedSheet, apply layout: SheetLayout?, position: SheetPosition?) {
        layouts.append(layout)
        positions.append(position)
    }
    func hostedSheet(_ sheet: HostedSheet, didReceive event: SheetHostEvent) { events.append(event) }
    func hostedSheet(_ sheet: HostedSheet, perform action: PresentationBridge.Action) { actions.append(action) }

    /// The events since the last call.
    func take() -> [SheetHostEvent] {
        defer { events = [] }
        return events
    }

    /// The actions since the last call.
    func takeActions() -> [PresentationBridge.Action] {
        defer { actions = [] }
        return actions
    }
}

/// A finger on a hosted sheet, as a toolkit reports it: the touch's down, the pan's
/// began once past its own slop, the pan's changes one a touch sample, then the touch's up and
/// the pan's end. Touches come at `hz`, display frames at 60 Hz in between.
@MainActor
struct Finger {
    let stage: Stage
    let sheet: HostedSheet
    var hz = 120.0
    /// A pan recognizer begins only after travel of its own; here, 10 points.
    var panSlop = 10.0

    /// Lands at `y`, moves by `distance` over `duration` seconds, holds for `hold`
    /// seconds, lifts. Returns what the landing hit.
    @discardableResult
    func drag(from y: Double, by distance: Double, over duration: Double, hold: Double = 0,
              x: Double = Phone.x) throws -> HitResult {
        let start = stage.now
        let hit = try sheet.touchBegan(at: HostPoint(x: x, y: y), time: start)
        let samples = max(1, Int((duration * hz).rounded()))
        var began = false
        var lastFrame = start
        for i in 1...samples {
            let t = start + duration * Double(i) / Double(samples)
            let point = HostPoint(x: x, y: y + distance * Double(i) / Double(samples))
            while lastFrame + 1.0 / 60 <= t {
                stage.frame()
                lastFrame += 1.0 / 60
            }
            let translation = HostPoint(x: 0, y: point.y - y)
            if !began, abs(translation.y) < panSlop { continue }
            try sheet.pan(began ? .changed : .began, at: point, translation: translation, time: t)
            began = true
        }
        let end = start + duration + hold
        let last = HostPoint(x: x, y: y + distance)
        while stage.now < end { stage.frame() }
        try sheet.touchEnded(at: last, time: end)
        if began { try sheet.pan(.ended, at: last, translation: HostPoint(x: 0, y: distance), time: end) }
        return hit
    }

    /// A tap at (`x`, `y`): the touch's down and up one frame apart.
    @discardableResult
    func tap(x: Double = Phone.x, y: Double) throws -> HitResult {
        let hit = try sheet.touchBegan(at: HostPoint(x: x, y: y), time: stage.now)
        stage.frame()
        try sheet.touchEnded(at: HostPoint(x: x, y: y), time: stage.now)
        return hit
    }
}

/// Whether `a` and `b` are within `tolerance` of each other.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}
