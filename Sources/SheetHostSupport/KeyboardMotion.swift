import SheetCore

/// The curve a keyboard moves along, as UIKit's keyboard notifications name it: the
/// `UIView.AnimationCurve` raw value under `UIResponder.keyboardAnimationCurveUserInfoKey`.
public enum KeyboardAnimationCurve: Equatable, Sendable {
    /// `UIView.AnimationCurve.easeInOut` (0).
    case easeInOut
    /// `UIView.AnimationCurve.easeIn` (1).
    case easeIn
    /// `UIView.AnimationCurve.easeOut` (2).
    case easeOut
    /// `UIView.AnimationCurve.linear` (3).
    case linear
    /// The keyboard's own curve, which UIKit reports as 7 and does not document; any value
    /// UIKit does not name is taken as it.
    case keyboard

    /// The curve UIKit reports as `rawValue`.
    public init(rawValue: Int) {
        switch rawValue {
        case 0: self = .easeInOut
        case 1: self = .easeIn
        case 2: self = .easeOut
        case 3: self = .linear
        default: self = .keyboard
        }
    }

    /// The timing curve the keyboard's progress follows. The named curves are Core
    /// Animation's (`CAMediaTimingFunction`'s easeInEaseOut, easeIn, easeOut, linear);
    /// the keyboard's own, which UIKit does not document, is a developer's fit to it,
    /// cubic-bezier(0.38, 0.7, 0.125, 1) over twice the announced duration (Apple
    /// Developer Forums, "iOS Keyboard show animation curve control points",
    /// developer.apple.com/forums/thread/48088).
    public var timing: TimingCurve {
        switch self {
        case .easeInOut: .easeInOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        case .keyboard: .cubicBezier(x1: 0.38, y1: 0.7, x2: 0.125, y2: 1)
        }
    }

    /// How long the keyboard takes, seconds, when UIKit announces `announced`: the
    /// announced duration, twice it for the keyboard's own curve (the fit above).
    public func duration(announced: Double) -> Double {
        self == .keyboard ? 2 * announced : announced
    }
}

/// A keyboard moving from one obstruction to another, as announced by the system.
public struct KeyboardAnimation: Equatable, Sendable {
    /// Points covered when it began.
    public var from: Double
    /// Points covered when it ends.
    public var to: Double
    /// When it began, seconds on the host's clock.
    public var start: Double
    /// How long it takes, seconds, > 0.
    public var duration: Double
    /// The curve its progress follows.
    public var curve: KeyboardAnimationCurve

    /// A move from `from` to `to` points beginning at `start`, lasting `duration` seconds
    /// along `curve`.
    public init(from: Double, to: Double, start: Double, duration: Double, curve: KeyboardAnimationCurve) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
        self.curve = curve
    }

    /// When it ends, seconds on the host's clock.
    public var end: Double { start + duration }

    /// Points covered at `time`: `from` before the start, `to` from the end on.
    public func obstruction(at time: Double) -> Double {
        guard time < end else { return to }
        let progress = max(0, time - start) / duration
        return from + (to - from) * curve.timing.value(at: progress)
    }
}

/// Where a software keyboard is as a host follows it frame by frame: at rest, or moving
/// as the system announced it would (UIKit's `keyboardWillChangeFrameNotification`: the
/// end frame, the duration and the curve), so that each display frame gives the engine
/// the obstruction of that moment and the footer and a focused field ride on the
/// keyboard as it moves.
public enum KeyboardMotion: Equatable, Sendable {
    /// Still, covering the points given (0: no keyboard).
    case resting(Double)
    /// Moving as announced.
    case moving(KeyboardAnimation)

    /// Points covered at `time`.
    public func obstruction(at time: Double) -> Double {
        switch self {
        case .resting(let points): points
        case .moving(let animation): animation.obstruction(at: time)
        }
    }

    /// Where the keyboard is going: the points it covers once it stops.
    public var destination: Double {
        switch self {
        case .resting(let points): points
        case .moving(let animation): animation.to
        }
    }

    /// Whether it is still on its way at `time`: display frames are needed.
    public func isMoving(at time: Double) -> Bool {
        if case .moving(let animation) = self { time < animation.end } else { false }
    }

    /// The motion after the system announces at `now` that the keyboard will cover `points`
    /// in `duration` seconds along `curve`: from where it is at `now`, or there at once
    /// when the duration is not positive (or not finite) or it is there already. Points
    /// that are not finite, or negative, are 0.
    public func announcing(_ points: Double, duration: Double, curve: KeyboardAnimationCurve,
                           now: Double) -> KeyboardMotion {
        let points = points.isFinite ? max(0, points) : 0
        let from = obstruction(at: now)
        let duration = curve.duration(announced: duration)
        guard duration.isFinite, duration > 0, now.isFinite, from != points else { return .resting(points) }
        return .moving(KeyboardAnimation(from: from, to: points, start: now, duration: duration, curve: curve))
    }

    /// The motion after the host reads at `now` that the keyboard covers `points`
    /// (declared, or measured: a keyboard layout guide's frame, a keyboard frame as it is
    /// drawn, an interactive dismissal under way). During an announced move the reading
    /// changes nothing: it is where the keyboard is going (a layout guide takes its end
    /// frame at once, and animates its views there) or a reading from before the
    /// announcement, and the move gets there frame by frame. Otherwise the keyboard rests
    /// where it was read. Points that are not finite, or negative, are 0.
    public func reading(_ points: Double, now: Double) -> KeyboardMotion {
        if isMoving(at: now) { return self }
        return .resting(points.isFinite ? max(0, points) : 0)
    }
}
