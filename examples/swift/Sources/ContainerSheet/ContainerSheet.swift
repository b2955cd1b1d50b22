// The container sheet of examples/scenarios/container.sheet, played with the Swift API:
// a sheet fitted to its content slides in on a bouncy spring, goes back after a short
// drag, is dismissed by a long one, swaps its pages in place, and is dismissed by a tap
// on its dimmed backdrop. It prints every event and fails if the sheet does not end up
// where it should.
import SheetCore

/// A host's side of one sheet: the engine, a 60 Hz frame clock, and a finger.
final class Host {
    let engine = SheetEngine()
    private(set) var now = 0.0
    private(set) var surprises: [String] = []

    /// The next display frame, or `seconds` later.
    @discardableResult
    func advance(by seconds: Double = 1.0 / 60) -> Double {
        now += seconds
        return now
    }

    func expect(_ condition: Bool, _ what: String) {
        if !condition { surprises.append(what) }
    }

    /// Prints the events queued since the last call.
    func printEvents() {
        while let event = engine.pollEvent() {
            let milliseconds = Int((event.time * 1000).rounded())
            print("  \(milliseconds) ms  \(event.kind)")
        }
    }

    /// Ticks at 60 Hz until nothing moves, then waits 0.2 s, as a person would.
    func runUntilRest() throws {
        repeat {
            try engine.tick(now: advance())
            printEvents()
        } while engine.isAnimating
        advance(by: 0.2)
    }

    /// A finger that goes down at `y`, moves `distance` points down over `duration`
    /// seconds, one move a frame, holds still for `hold` seconds and lifts.
    func drag(_ sheet: SheetID, from y: Double, by distance: Double, over duration: Double, hold: Double = 0.1) throws {
        let hit = try engine.pointerDown(on: sheet, x: 195, y: y, now: now)
        expect(hit == .sheet, "the finger landed on the sheet, not \(hit)")
        let frames = Int((duration * 60).rounded())
        for frame in 1...frames {
            try engine.pointerMove(on: sheet, x: 195, y: y + distance * Double(frame) / Double(frames), now: advance())
            try engine.tick(now: now)
        }
        try engine.pointerUp(on: sheet, x: 195, y: y + distance, now: advance(by: hold))
        printEvents()
    }

    /// A tap at (`x`, `y`) that lasts one frame.
    func tap(_ sheet: SheetID, x: Double, y: Double) throws -> HitResult {
        let hit = try engine.pointerDown(on: sheet, x: x, y: y, now: now)
        try engine.pointerUp(on: sheet, x: x, y: y, now: advance())
        return hit
    }
}

struct SheetDidNotBehave: Error, CustomStringConvertible {
    let surprises: [String]
    var description: String { "unexpected: " + surprises.joined(separator: "; ") }
}

@main
enum ContainerSheet {
    static func main() throws {
        let host = Host()
        let engine = host.engine
        // A phone: 390 x 844 points, a 47-point status bar and a 34-point home indicator.
        try engine.setViewport(Viewport(width: 390, height: 844, safeTop: 47, safeBottom: 34))

        var configuration = SheetConfiguration(detents: [.content])
        configuration.present = .spring(response: 0.45, dampingRatio: 0.8)
        configuration.backdropTap = .dismiss
        let container = try engine.createSheet(configuration)
        // Page 1 is 400 points tall: with the home indicator 434 show, from top 410.
        try engine.setContent(container, contentID: 1, height: 400, now: host.now)

        print("present, fitted to its content")
        try engine.present(container, now: host.now)
        try host.runUntilRest()
        host.expect(engine.frame(of: container)?.top == 410, "at rest at top 410")

        print("drag down 174 points (40%), hold, release: it goes back")
        try host.drag(container, from: 430, by: 174, over: 0.6)
        try host.runUntilRest()
        host.expect(engine.frame(of: container)?.state == .resting, "back at rest")

        print("drag down 260 points (60%), hold, release: dismissed")
        try host.drag(container, from: 430, by: 260, over: 0.6)
        try host.runUntilRest()
        host.expect(engine.frame(of: container)?.state == .hidden, "dismissed by the drag")

        print("present again and swap the pages in place")
        try engine.present(container, now: host.now)
        try host.runUntilRest()
        for (page, height) in [(UInt64(2), 260.0), (3, 560), (1, 400)] {
            try engine.setContent(container, contentID: page, height: height, now: host.now)
            try host.runUntilRest()
            let frame = engine.frame(of: container)
            host.expect(frame?.contentID == page && frame?.top == 844 - 34 - height,
                        "page \(page) shown from top \(844 - 34 - height)")
        }

        print("a tap on the dimmed backdrop: dismissed")
        let hit = try host.tap(container, x: 195, y: 200)
        host.expect(hit == .backdrop, "the tap landed on the backdrop, not \(hit)")
        try host.runUntilRest()
        host.expect(engine.frame(of: container)?.state == .hidden, "dismissed by the tap")

        guard host.surprises.isEmpty else { throw SheetDidNotBehave(surprises: host.surprises) }
        print("the container behaved as expected")
    }
}
