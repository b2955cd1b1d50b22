import SheetCore

/// What runs a host's display frames: a display link (UIKit's `CADisplayLink`), a
/// toolkit's frame callback, or a test.
@MainActor
public protocol FrameScheduler: AnyObject {
    /// Start (`true`) or stop calling `SheetHost.displayFrame(targetTimestamp:)` once per
    /// display frame. Called after every change; repeating the current answer is normal.
    func setNeedsDisplayFrames(_ needed: Bool)
}

/// One engine on the main actor with the sheets a host shows through it: it owns the
/// engine and its clock, sets the viewport, the keyboard's obstruction, the layout
/// direction and the horizontal size class only when they change, follows a keyboard that moves frame by frame, ticks once per display frame,
/// and after every tick and command hands each sheet its events and frame.
///
/// Sheets that stack (a sheet presented from a sheet, which recedes) share one host;
/// unrelated sheets may have one each.
@MainActor
public final class SheetHost {
    /// The engine. Commands go through the sheets (`HostedSheet`) so that their events
    /// and frames reach them; reading it is always fine.
    public let engine: SheetEngine
    /// Engine time from display and input timestamps.
    public private(set) var clock = FrameClock()
    /// What calls `displayFrame(targetTimestamp:)`; held weakly.
    public weak var scheduler: FrameScheduler?
    /// Whether display frames are wanted: a sheet or the keyboard moves on its own.
    public private(set) var needsDisplayFrames = false
    /// The keyboard as the host follows it: at rest, or moving as the system announced
    /// (`keyboardWillMove(to:duration:curve:now:)`).
    public private(set) var keyboard = KeyboardMotion.resting(0)
    /// The obstruction the engine was given, points: the keyboard's at the latest display
    /// frame or command.
    public private(set) var obstruction = 0.0
    /// The host view's horizontal size class (UIKit's trait collection's, SwiftUI's
    /// environment's): under `WideLayoutCondition.regularWidth`, `.regular` takes the
    /// sheets' wide layouts.
    public private(set) var horizontalSizeClass = HostSizeClass.unspecified

    private var sheets: [WeakSheet] = []
    private var updating = false
    private var needsAnotherPass = false

    /// A host with an engine whose event queue holds `eventCapacity` events and the
    /// animators registered with `SharedAnimators`.
    public init(eventCapacity: Int = 256) {
        engine = SheetEngine(eventCapacity: eventCapacity)
        SharedAnimators.install(in: engine)
    }

    /// The sheets attached, bottom-most first (in the order the engine made their sheets).
    public var hostedSheets: [HostedSheet] { sheets.compactMap(\.sheet) }

    /// Whether a finger is down on any of the sheets.
    public var isPointerDown: Bool { hostedSheets.contains { $0.pointer.isDown } }

    /// Presentation and dismissal cross-fade in place and settles never overshoot (the
    /// system's reduce-motion setting).
    public var reduceMotion: Bool {
        get { engine.reduceMotion }
        set { engine.reduceMotion = newValue }
    }

    /// Sets the viewport when it differs from the engine's; a host calls it on every
    /// layout pass (a viewport set again would restart the sheets' motions).
    public func setViewport(_ viewport: Viewport) throws(SheetHostError) {
        guard !engine.viewport.isSet || !engine.viewport.sameGeometry(as: viewport) else { return }
        let hadViewport = engine.viewport.isSet
        try engineCall { () throws(SheetError) in try engine.setViewport(viewport) }
        if !hadViewport, obstruction > 0 {
            try applyObstruction(obstruction, now: clock.latest)
        }
        update()
    }

    /// Sets which way lines run in the host view (right to left for Arabic and Hebrew):
    /// which side a sheet at the leading or trailing edge is on, and which end a
    /// leading or trailing cross alignment and a wide layout's leading card take. Sheets
    /// on those sides move there at once, where they were along their axis (the layout is
    /// mirrored, as the host view's is). Setting the current direction does nothing.
    public func setLayoutDirection(_ direction: SheetLayoutDirection) throws(SheetHostError) {
        guard direction != engine.layoutDirection else { return }
        try engineCall { () throws(SheetError) in try engine.setLayoutDirection(direction) }
        update()
    }

    /// Sets the host view's horizontal size class at `now`: a presented sheet whose wide
    /// layout follows it moves to its other layout with a motion, keeping its detent and
    /// reporting no event, as a viewport that becomes wide or narrow moves it. A host calls
    /// it on every layout pass; the current class again does nothing.
    public func setHorizontalSizeClass(_ sizeClass: HostSizeClass, now: Double) throws(SheetHostError) {
        guard sizeClass != horizontalSizeClass else { return }
        horizontalSizeClass = sizeClass
        for sheet in hostedSheets where sheet.isPresented {
            try sheet.setSettings(sheet.settings, now: now)
        }
        update()
    }

    /// Declares a keyboard (or anything) covering `points` at the bottom of the viewport
    /// at `now`; sheets rise above it, and a footer and a focused field ride on it. A host
    /// may call it once, or every display frame with where the keyboard is then (a
    /// keyboard layout guide read as it changes, an interactive dismissal, a keyboard frame
    /// as it is drawn). During a move announced with
    /// `keyboardWillMove(to:duration:curve:now:)` it changes nothing: the move gets where
    /// the system said, frame by frame (`KeyboardMotion.reading(_:now:)`). Repeating the
    /// current value does nothing; values are clamped into what the viewport allows, and
    /// one that is not finite is 0.
    public func setObstruction(_ points: Double, now: Double) throws(SheetHostError) {
        let now = clock.commandTime(now)
        let before = keyboard
        let changed = try follow(keyboard.reading(points, now: now), at: now)
        if changed || keyboard != before { update() }
    }

    /// The system announced at `now` that the keyboard will cover `points` (0: it goes)
    /// in `duration` seconds along `curve` (UIKit's `keyboardWillChangeFrameNotification`,
    /// its end frame through `keyboardObstruction(keyboardFrame:hostBounds:)`): each display
    /// frame until then gives the engine the obstruction of that moment, from where the
    /// keyboard is now, so that sheets rise with it and a footer and a focused field ride
    /// on it. A duration that is not positive, or not finite, puts it there at once.
    public func keyboardWillMove(to points: Double, duration: Double, curve: KeyboardAnimationCurve,
                                 now: Double) throws(SheetHostError) {
        let now = clock.commandTime(now)
        _ = try follow(keyboard.announcing(points, duration: duration, curve: curve, now: now), at: now)
        update()
    }

    /// Follows `motion` from `now` on, the engine given its obstruction at `now`; returns
    /// whether that changed. A call the engine refuses changes nothing.
    private func follow(_ motion: KeyboardMotion, at now: Double) throws(SheetHostError) -> Bool {
        let before = keyboard
        keyboard = motion
        do throws(SheetHostError) {
            return try followKeyboard(at: now)
        } catch {
            keyboard = before
            throw error
        }
    }

    /// Gives the engine the keyboard's obstruction at `now` when it differs from what it
    /// has; returns whether it did.
    private func followKeyboard(at now: Double) throws(SheetHostError) -> Bool {
        let points = keyboard.obstruction(at: now)
        guard points != obstruction else { return false }
        if engine.viewport.isSet { try applyObstruction(points, now: now) }
        obstruction = points
        return true
    }

    private func applyObstruction(_ points: Double, now: Double) throws(SheetHostError) {
        let clamped = min(points, engine.viewport.height.nextDown)
        try engineCall { () throws(SheetError) in try engine.setObstruction(clamped, now: now) }
    }

    /// One display frame, to be shown at `targetTimestamp` (seconds, the display link's):
    /// gives the engine the keyboard's obstruction at that time, ticks it (see
    /// `FrameClock`) and hands the sheets their events and frames. A host that reads the
    /// keyboard each display frame (a keyboard frame as it is drawn, a layout guide) gives
    /// it as `obstruction`: taken as `setObstruction(_:now:)` takes it, at the frame's
    /// time, with one update of the sheets for the frame.
    public func displayFrame(targetTimestamp: Double, obstruction: Double? = nil) {
        let time = clock.frameTime(targetTimestamp: targetTimestamp, pointerDown: isPointerDown)
        do {
            if let obstruction {
                _ = try follow(keyboard.reading(obstruction, now: time), at: time)
            } else {
                _ = try followKeyboard(at: time)
            }
            try engine.tick(now: time)
        } catch {
            // Only a time that is not finite is refused (the obstruction is clamped into
            // the viewport): nothing moved.
        }
        update()
    }

    /// The engine time of an input event at `timestamp`.
    public func inputTime(_ timestamp: Double) -> Double { clock.inputTime(timestamp) }

    /// The engine time of a command the host issues at `now`.
    public func commandTime(_ now: Double) -> Double { clock.commandTime(now) }

    /// Hands every sheet the events queued since the last update and its frame, then
    /// tells the scheduler whether frames are still needed. Sheets call it after each
    /// command; a command a sheet issues while handling its events gets another pass.
    public func update() {
        if updating {
            needsAnotherPass = true
            return
        }
        updating = true
        defer { updating = false }
        var passes = 0
        repeat {
            needsAnotherPass = false
            collectEvents()
            sheets.removeAll { $0.sheet == nil }
            for sheet in hostedSheets { sheet.engineUpdated() }
            passes += 1
        } while needsAnotherPass && passes < 16
        needsDisplayFrames = engine.isAnimating || keyboard.isMoving(at: clock.latest)
        scheduler?.setNeedsDisplayFrames(needsDisplayFrames)
    }

    /// Takes the engine's queued events and hands each to the sheets it is about, which
    /// name its detents at once, with the detents they have now; `update()` passes them
    /// on. A sheet whose detents change collects what was said before the change first.
    func collectEvents() {
        while let event = engine.pollEvent() {
            for slot in sheets {
                guard let sheet = slot.sheet, event.sheet == nil || sheet.owns(event.sheet) else { continue }
                sheet.receive(event)
            }
        }
    }

    /// The lowest of the sheets the engine has: the one whose host view draws the page
    /// behind the stack.
    var lowestPresentedSheet: HostedSheet? {
        for slot in sheets {
            if let sheet = slot.sheet, sheet.isPresented { return sheet }
        }
        return nil
    }

    /// Takes `sheet`'s new engine sheet in, at the top: the engine stacks a sheet it
    /// presents anew above the others, and the order here follows it.
    func attach(_ sheet: HostedSheet) {
        sheets.removeAll { $0.sheet == nil || $0.sheet === sheet }
        sheets.append(WeakSheet(sheet: sheet))
    }

    private struct WeakSheet {
        weak var sheet: HostedSheet?
    }
}
