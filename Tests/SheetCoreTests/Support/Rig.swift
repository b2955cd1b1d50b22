import Foundation
import Testing
@testable import SheetCore

/// The phone the C tests use: 390 x 844 points, safe top 47, safe bottom 34. The
/// available height is 797; a `.fraction(f)` detent is f · 797 tall, its top is
/// 844 − f · 797; a hidden sheet's top is 844.
enum Phone {
    static let viewport = Viewport(width: 390, height: 844, safeTop: 47, safeBottom: 34)
    static let height = 844.0
    static let available = 797.0
    /// A pointer's x: the middle of the viewport.
    static let x = 195.0

    static func height(_ fraction: Double) -> Double { fraction * available }
    static func top(_ fraction: Double) -> Double { height - fraction * available }
    /// The top of a `.content` detent for content `contentHeight` tall.
    static func contentTop(_ contentHeight: Double) -> Double { height - (contentHeight + 34) }
}

/// Where the default spring (response 0.35 s, critically damped) is `t` seconds into a
/// motion from rest over `distance` points: (1 + ω·t)·e^(−ωt) of the way still to go.
func criticallyDampedRemaining(_ distance: Double, response: Double = 0.35, at t: Double) -> Double {
    let omega = 2 * Double.pi / response
    return distance * (1 + omega * t) * exp(-omega * t)
}

/// An engine with the phone's viewport, driven with explicit timestamps, as a host drives
/// it.
final class Rig {
    let engine: SheetEngine

    init(viewport: Viewport = Phone.viewport, eventCapacity: Int = 256) throws {
        engine = SheetEngine(eventCapacity: eventCapacity)
        try engine.setViewport(viewport)
    }

    /// A sheet with `detents` and whatever `configure` changes.
    func sheet(_ detents: [Detent], _ configure: (inout SheetConfiguration) -> Void = { _ in }) throws -> SheetID {
        var configuration = SheetConfiguration(detents: detents)
        configure(&configuration)
        return try engine.createSheet(configuration)
    }

    /// The frame of a live sheet; records an issue (and returns a blank frame) when the
    /// id names none.
    func frame(_ id: SheetID, sourceLocation: SourceLocation = #_sourceLocation) -> SheetFrame {
        guard let frame = engine.frame(of: id) else {
            Issue.record("\(id) names no live sheet", sourceLocation: sourceLocation)
            return SheetFrame()
        }
        return frame
    }

    /// Ticks at `hz` from `start` (exclusive) until `start + seconds` (inclusive, always
    /// the last tick), as the C tests' tick_until does. Returns the end time.
    @discardableResult
    func run(from start: Double, for seconds: Double, hz: Double = 60) throws -> Double {
        let end = start + seconds
        var k = 1.0
        while true {
            let t = start + k / hz
            if t >= end - 1e-12 { break }
            try engine.tick(now: t)
            k += 1
        }
        try engine.tick(now: end)
        return end
    }

    /// Every queued event, oldest first; the queue is empty afterwards.
    func events() -> [SheetEvent] {
        var result: [SheetEvent] = []
        while let event = engine.pollEvent() { result.append(event) }
        return result
    }

    /// What every queued event says, oldest first; the queue is empty afterwards.
    func kinds() -> [SheetEvent.Kind] { events().map(\.kind) }

    /// The queued events about `id`, by what they say; drains the queue.
    func kinds(of id: SheetID) -> [SheetEvent.Kind] { events().filter { $0.sheet == id }.map(\.kind) }

    // MARK: Pointers

    /// `steps` moves from `y0` (exclusive) to `y1` over `duration`, ticking at each move.
    /// Returns the time of the last move.
    @discardableResult
    func moves(_ id: SheetID, x: Double = Phone.x, from y0: Double, to y1: Double, start t0: Double,
               duration: Double, steps: Int) throws -> Double {
        for i in 1...steps {
            let y = y0 + (y1 - y0) * Double(i) / Double(steps)
            let t = t0 + duration * Double(i) / Double(steps)
            try engine.pointerMove(on: id, x: x, y: y, now: t)
            try engine.tick(now: t)
        }
        return t0 + duration
    }

    /// A slow drag by `dy` from `y0` (at most 5 pt per 16 ms), a 60 ms hold, then up.
    /// Returns the time of the up.
    @discardableResult
    func slowDrag(_ id: SheetID, from y0: Double, by dy: Double, at t: Double,
                  sourceLocation: SourceLocation = #_sourceLocation) throws -> Double {
        let steps = Int(abs(dy) / 5) + 1
        #expect(try engine.pointerDown(on: id, x: Phone.x, y: y0, now: t) == .sheet, sourceLocation: sourceLocation)
        var now = try moves(id, from: y0, to: y0 + dy, start: t, duration: 0.016 * Double(steps), steps: steps)
        now += 0.060
        try engine.tick(now: now)
        try engine.pointerUp(on: id, x: Phone.x, y: y0 + dy, now: now)
        return now
    }

    /// A quick flick by `dy` from `y0`: down, 5 moves over 50 ms, up at the last move.
    /// Returns the time of the up.
    @discardableResult
    func flick(_ id: SheetID, from y0: Double, by dy: Double, at t: Double,
               sourceLocation: SourceLocation = #_sourceLocation) throws -> Double {
        #expect(try engine.pointerDown(on: id, x: Phone.x, y: y0, now: t) == .sheet, sourceLocation: sourceLocation)
        let now = try moves(id, from: y0, to: y0 + dy, start: t, duration: 0.050, steps: 5)
        try engine.pointerUp(on: id, x: Phone.x, y: y0 + dy, now: now)
        return now
    }

    /// A tap: down, then up 80 ms later at the same point. Returns the time of the up.
    @discardableResult
    func tap(_ id: SheetID, x: Double = Phone.x, y: Double, at t: Double, expecting hit: HitResult,
             sourceLocation: SourceLocation = #_sourceLocation) throws -> Double {
        #expect(try engine.pointerDown(on: id, x: x, y: y, now: t) == hit, sourceLocation: sourceLocation)
        try engine.pointerUp(on: id, x: x, y: y, now: t + 0.080)
        return t + 0.080
    }

    /// Presents `id` at `detent` at `t` and runs 1.5 s, by which any default motion has
    /// arrived; drains the events. Returns the end time.
    @discardableResult
    func presented(_ id: SheetID, detent: Int = 0, at t: Double = 0) throws -> Double {
        try engine.present(id, detent: detent, now: t)
        let end = try run(from: t, for: 1.5)
        _ = events()
        return end
    }

    // MARK: Checks

    /// At rest at `detent` with its top at `top` (1e-6) and the visible height to match.
    func expectRest(_ id: SheetID, detent: Int, top: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let frame = self.frame(id, sourceLocation: sourceLocation)
        #expect(frame.state == .resting, sourceLocation: sourceLocation)
        #expect(frame.detent == detent, sourceLocation: sourceLocation)
        #expect(abs(frame.top - top) <= 1e-6, "top \(frame.top), expected \(top)", sourceLocation: sourceLocation)
        #expect(abs(frame.height - (engine.viewport.height - top)) <= 1e-6, sourceLocation: sourceLocation)
        #expect(frame.velocity == 0, sourceLocation: sourceLocation)
    }

    /// Hidden: no detent, the top at the viewport's height, nothing visible.
    func expectHidden(_ id: SheetID, sourceLocation: SourceLocation = #_sourceLocation) {
        let frame = self.frame(id, sourceLocation: sourceLocation)
        #expect(frame.state == .hidden, sourceLocation: sourceLocation)
        #expect(frame.detent == nil, sourceLocation: sourceLocation)
        #expect(frame.top == engine.viewport.height, sourceLocation: sourceLocation)
        #expect(frame.height == 0, sourceLocation: sourceLocation)
    }
}

/// A deterministic generator (SplitMix64), so randomized tests are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Checks that presentations, dismissals and drags open and close in pairs: each
/// `.willPresent` closed by exactly one `.didPresent` or `.transitionCancelled(.presentation)`,
/// each `.willDismiss` by one `.didDismiss` or `.transitionCancelled(.dismissal)`, each
/// `.dragBegan` by one `.dragEnded`, and nothing closed that was not open.
struct PairingChecker {
    private enum Open: Equatable { case presentation(Int), dismissal(SheetReason) }
    private var open: [SheetID: Open] = [:]
    private var dragging: Set<SheetID> = []
    private(set) var violations: [String] = []

    mutating func feed(_ events: [SheetEvent]) {
        for event in events {
            guard let sheet = event.sheet else { continue }
            switch event.kind {
            case .willPresent(let detent):
                if let already = open[sheet] { violations.append("\(sheet): willPresent while \(already) is open") }
                open[sheet] = .presentation(detent)
            case .willDismiss(let reason):
                if let already = open[sheet] { violations.append("\(sheet): willDismiss while \(already) is open") }
                open[sheet] = .dismissal(reason)
            case .didPresent, .transitionCancelled(.presentation):
                guard case .presentation? = open[sheet] else {
                    violations.append("\(sheet): \(event.kind) closes no open presentation")
                    continue
                }
                open[sheet] = nil
            case .didDismiss(let reason):
                guard case .dismissal(let opened)? = open[sheet] else {
                    violations.append("\(sheet): \(event.kind) closes no open dismissal")
                    continue
                }
                if opened != reason { violations.append("\(sheet): didDismiss(\(reason)) closes willDismiss(\(opened))") }
                open[sheet] = nil
            case .transitionCancelled(.dismissal(let reason)):
                guard case .dismissal(let opened)? = open[sheet] else {
                    violations.append("\(sheet): \(event.kind) closes no open dismissal")
                    continue
                }
                if opened != reason { violations.append("\(sheet): cancelled dismissal(\(reason)) closes willDismiss(\(opened))") }
                open[sheet] = nil
            case .dragBegan:
                if !dragging.insert(sheet).inserted { violations.append("\(sheet): dragBegan twice") }
            case .dragEnded:
                if dragging.remove(sheet) == nil { violations.append("\(sheet): dragEnded without dragBegan") }
            case .dismissRequested:
                // Asked only of a sheet that is not already leaving.
                if case .dismissal? = open[sheet] { violations.append("\(sheet): \(event.kind) while a dismissal is open") }
            case .detentChanged, .contentChanged, .animatorFailed, .eventsDropped:
                break
            }
        }
    }

    /// Whether `sheet` has a presentation or dismissal open.
    func isOpen(_ sheet: SheetID) -> Bool { open[sheet] != nil }
    var openCount: Int { open.count }
    var dragCount: Int { dragging.count }
}
