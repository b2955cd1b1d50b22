/// Why the engine refused a call: a code to branch on and the issue itself, which
/// `description` puts in a sentence.
///
/// A refused call changes nothing. The sentence names the Swift API; a face of the
/// engine for another language renders the same issue with its own names through
/// `sentence(spelledBy:)`.
public struct SheetError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of refusal.
    public enum Code: Sendable, Equatable {
        /// A number that is not finite or out of range, or a bad configuration.
        case invalidArgument
        /// An id that names no live sheet.
        case invalidHandle
        /// The call does not fit the sheet's or the engine's state.
        case invalidState
        /// No animator of that name is registered.
        case notFound
        /// An animator of that name is already registered.
        case alreadyExists
        /// A fixed limit of the engine was reached.
        case capacity
    }

    public var code: Code
    public var issue: Issue

    public init(_ code: Code, _ issue: Issue) {
        self.code = code
        self.issue = issue
    }

    /// The sentence, naming the Swift API.
    public var description: String { sentence(spelledBy: SwiftSpelling.self) }

    /// The sentence, naming arguments, constants and functions as `Spelling` does.
    public func sentence<Spelling: SheetErrorSpelling>(spelledBy _: Spelling.Type) -> String {
        switch issue {
        case let .notFinite(quantity, value):
            return "\(Spelling.name(quantity)) must be a finite number, got \(value)"
        case let .outOfRange(quantity, value, bounds):
            return "\(Spelling.name(quantity)) must be \(bounds.phrase), got \(value)"
        case let .insetsExceedHeight(insets, height):
            return "\(Spelling.name(.safeTop)) + \(Spelling.name(.safeBottom)) (\(insets)) must be less than the height \(height)"
        case let .notLive(id):
            return "sheet id \(id.rawValue) does not name a live sheet (never issued, or destroyed)"
        case let .tooManySheets(limit):
            return "an engine holds at most \(limit) sheets"
        case let .detentOutOfRange(detent, count):
            return "detent \(detent) is out of range: the sheet has \(count) detent\(count == 1 ? "" : "s")"
        case let .undimmedDetentOutOfRange(detent, count):
            return "\(Spelling.name(.largestUndimmedDetent)) must be -1 or a detent index below \(count), got \(detent)"
        case .noDetents:
            return "a sheet needs at least one detent"
        case let .tooManyDetents(count):
            return "a sheet has at most \(Detent.maximumCount) detents, got \(count)"
        case let .invalidDetent(index, detent):
            let kind = Spelling.name(detent.kind)
            switch detent.kind {
            case .fraction: return "detent \(index): a \(kind) must be in (0, 1], got \(detent.value)"
            case .points, .content: return "detent \(index): a \(kind) height must be finite and > 0, got \(detent.value)"
            }
        case let .detentsNotAscending(index, value, previous):
            return "detents must ascend: detent \(index) (\(value)) is not above detent \(index - 1) (\(previous))"
        case let .adjacentContentDetents(index):
            return "detent \(index): two \(Spelling.name(Detent.Kind.content)) detents in a row would always coincide"
        case let .noViewport(before):
            return "set a viewport with \(Spelling.name(.setViewport)) before \(before == .obstruction ? "an obstruction" : "presenting a sheet")"
        case .alreadyPresented:
            return "the sheet is already presented; use \(Spelling.name(.moveToDetent)) to change its detent"
        case .switchedAway:
            return "the sheet is presented beneath another one; dismiss that one first"
        case .notPresented:
            return "the sheet is not presented; present it first"
        case .nothingToDismiss:
            return "the sheet is hidden; there is nothing to dismiss"
        case .pointerAlreadyDown:
            return "a pointer is already down on this sheet; send \(Spelling.name(.pointerUp)) or \(Spelling.name(.pointerCancel)) first"
        case .noPointerDown:
            return "no pointer is down on this sheet"
        case let .actionUnavailable(action, state):
            return "\(Spelling.name(action)) is not available now (the sheet is \(state))"
        case .reentrant:
            return "the engine was called from inside one of its own animators; an animator must not call its engine"
        case .emptyAnimatorName:
            return "an animator needs a non-empty name"
        case let .animatorExists(name):
            return "an animator named \"\(name)\" is already registered"
        case let .tooManyParameters(animator, count):
            return "animator \"\(animator)\" declares \(count) parameters; at most \(AnimatorParameter.maximumCount) are allowed"
        case let .emptyParameterName(animator, index):
            return "animator \"\(animator)\": parameter \(index) has an empty name"
        case let .nonFiniteParameter(animator, parameter):
            return "animator \"\(animator)\": parameter \"\(parameter)\" has a non-finite default or range"
        case let .parameterRangeInverted(animator, parameter, minimum, maximum):
            return "animator \"\(animator)\": parameter \"\(parameter)\" has min \(minimum) > max \(maximum)"
        case let .parameterDefaultOutOfRange(animator, parameter, value, minimum, maximum):
            return "animator \"\(animator)\": parameter \"\(parameter)\" has default \(value) outside [\(minimum), \(maximum)]"
        case let .duplicateParameter(animator, parameter):
            return "animator \"\(animator)\": parameter \"\(parameter)\" is declared twice"
        case let .unknownAnimator(role, name):
            return "\(role.name) transition: no animator named \"\(name)\" is registered"
        case let .unknownParameter(role, animator, parameter):
            return "\(role.name) transition: animator \"\(animator)\" has no parameter \"\(parameter)\""
        case let .parameterOutOfRange(role, animator, parameter, value, minimum, maximum):
            return "\(role.name) transition: parameter \"\(parameter)\" of \"\(animator)\" must be in [\(minimum), \(maximum)], got \(value)"
        }
    }
}

extension SheetError {
    /// What was wrong, with the values involved.
    public enum Issue: Sendable, Equatable {
        /// A number that must be finite was NaN or infinite.
        case notFinite(Quantity, Double)
        /// A finite number outside the range it must lie in.
        case outOfRange(Quantity, Double, Bounds)
        /// The viewport's safe insets (their sum) leave no height.
        case insetsExceedHeight(Double, height: Double)
        /// The id names no live sheet: never issued, or destroyed.
        case notLive(SheetID)
        /// The engine already holds its most sheets.
        case tooManySheets(limit: Int)
        /// A detent index outside the sheet's detents.
        case detentOutOfRange(Int, count: Int)
        /// `SheetConfiguration.largestUndimmedDetent` is neither -1 nor a detent index.
        case undimmedDetentOutOfRange(Int, count: Int)
        /// A configuration without detents.
        case noDetents
        /// More than `Detent.maximumCount` detents.
        case tooManyDetents(Int)
        /// A detent whose value is out of range for its kind.
        case invalidDetent(index: Int, Detent)
        /// Two consecutive detents of one kind that do not ascend strictly.
        case detentsNotAscending(index: Int, value: Double, previous: Double)
        /// Two CONTENT detents in a row.
        case adjacentContentDetents(index: Int)
        /// The call needs a viewport and none is set yet.
        case noViewport(before: ViewportUse)
        /// `present` on a sheet that is presented.
        case alreadyPresented
        /// `present` on a sheet switched away beneath another.
        case switchedAway
        /// A move on a sheet that is hidden or dismissing.
        case notPresented
        /// `dismiss` on a hidden sheet.
        case nothingToDismiss
        /// `pointerDown` while a pointer is down on the sheet.
        case pointerAlreadyDown
        /// A pointer move, up or cancel with no pointer down on the sheet.
        case noPointerDown
        /// An accessibility action that the sheet does not offer now; the state is its
        /// spoken value ("hidden", "dismissing", ...).
        case actionUnavailable(AccessibilityAction, state: String)
        /// A call made from inside one of the engine's own animators.
        case reentrant
        /// An animator registered with an empty name.
        case emptyAnimatorName
        /// An animator name that is already registered.
        case animatorExists(String)
        /// More than `AnimatorParameter.maximumCount` parameters.
        case tooManyParameters(animator: String, count: Int)
        /// A parameter spec with an empty name.
        case emptyParameterName(animator: String, index: Int)
        /// A parameter spec with a non-finite default, minimum or maximum.
        case nonFiniteParameter(animator: String, parameter: String)
        /// A parameter spec whose minimum exceeds its maximum.
        case parameterRangeInverted(animator: String, parameter: String, minimum: Double, maximum: Double)
        /// A parameter spec whose default lies outside its range.
        case parameterDefaultOutOfRange(animator: String, parameter: String, value: Double, minimum: Double, maximum: Double)
        /// Two parameter specs of one animator with the same name.
        case duplicateParameter(animator: String, parameter: String)
        /// A transition names an animator that is not registered.
        case unknownAnimator(MotionKind, String)
        /// A transition names a parameter its animator does not declare.
        case unknownParameter(MotionKind, animator: String, parameter: String)
        /// A transition gives a parameter a value outside its range.
        case parameterOutOfRange(MotionKind, animator: String, parameter: String, value: Double, minimum: Double, maximum: Double)
    }

    /// A number the engine checks: an argument of a call or a field of a configuration.
    public enum Quantity: Sendable, Equatable {
        /// A command's time, seconds.
        case now
        /// A pointer event's time, seconds.
        case pointerTime
        /// A pointer's position, points.
        case x, y
        case viewportWidth, viewportHeight, safeTop, safeBottom
        /// The obstruction's height, points.
        case obstruction
        /// A content height, points.
        case contentHeight
        /// A content's scrollable length, points.
        case scrollExtent
        /// The longest a motion may run, seconds.
        case maximumMotionDuration
        // Fields of `SheetConfiguration`.
        case dismissFraction, dismissHeight, flingVelocity, backdropAlpha, cornerRadius
        case rubberBand, touchSlop, grabberHeight, largestUndimmedDetent
    }

    /// The range a number must lie in.
    public enum Bounds: Sendable, Equatable {
        /// [lower, +infinity).
        case atLeast(Double)
        /// (lower, +infinity).
        case above(Double)
        /// [lower, upper].
        case closed(Double, Double)
        /// (lower, upper].
        case openClosed(Double, Double)
        /// [lower, upper).
        case closedOpen(Double, Double)

        /// Whether the finite number `value` lies in the range.
        func contains(_ value: Double) -> Bool {
            switch self {
            case let .atLeast(lower): value >= lower
            case let .above(lower): value > lower
            case let .closed(lower, upper): value >= lower && value <= upper
            case let .openClosed(lower, upper): value > lower && value <= upper
            case let .closedOpen(lower, upper): value >= lower && value < upper
            }
        }

        var phrase: String {
            switch self {
            case let .atLeast(lower): "finite and >= \(lower)"
            case let .above(lower): "finite and > \(lower)"
            case let .closed(lower, upper): "in [\(lower), \(upper)]"
            case let .openClosed(lower, upper): "in (\(lower), \(upper)]"
            case let .closedOpen(lower, upper): "in [\(lower), \(upper))"
            }
        }
    }

    /// What needed the viewport that is not set yet.
    public enum ViewportUse: Sendable, Equatable {
        case presentation, obstruction
    }

    /// A call an error sentence refers the developer to.
    public enum Function: Sendable, Equatable {
        case setViewport, moveToDetent, pointerUp, pointerCancel
    }
}

/// How one face of the engine (its Swift API, its C ABI) spells the names an error
/// sentence uses.
public protocol SheetErrorSpelling {
    static func name(_ quantity: SheetError.Quantity) -> String
    static func name(_ kind: Detent.Kind) -> String
    static func name(_ action: AccessibilityAction) -> String
    static func name(_ function: SheetError.Function) -> String
}

/// The Swift API's names: argument labels, property names, enum cases, methods.
enum SwiftSpelling: SheetErrorSpelling {
    static func name(_ quantity: SheetError.Quantity) -> String {
        switch quantity {
        case .now, .pointerTime: "now"
        case .x: "x"
        case .y: "y"
        case .viewportWidth: "width"
        case .viewportHeight: "height"
        case .safeTop: "safeTop"
        case .safeBottom: "safeBottom"
        case .obstruction: "obstruction"
        case .contentHeight: "height"
        case .scrollExtent: "extent"
        case .maximumMotionDuration: "maximumMotionDuration"
        case .dismissFraction: "dismissFraction"
        case .dismissHeight: "dismissHeight"
        case .flingVelocity: "flingVelocity"
        case .backdropAlpha: "backdropAlpha"
        case .cornerRadius: "cornerRadius"
        case .rubberBand: "rubberBand"
        case .touchSlop: "touchSlop"
        case .grabberHeight: "grabberHeight"
        case .largestUndimmedDetent: "largestUndimmedDetent"
        }
    }

    static func name(_ kind: Detent.Kind) -> String {
        switch kind {
        case .points: ".points"
        case .fraction: ".fraction"
        case .content: ".content"
        }
    }

    static func name(_ action: AccessibilityAction) -> String {
        switch action {
        case .expand: ".expand"
        case .collapse: ".collapse"
        case .dismiss: ".dismiss"
        }
    }

    static func name(_ function: SheetError.Function) -> String {
        switch function {
        case .setViewport: "setViewport(_:)"
        case .moveToDetent: "moveToDetent(_:detent:now:)"
        case .pointerUp: "pointerUp(on:x:y:now:)"
        case .pointerCancel: "pointerCancel(on:now:)"
        }
    }
}

/// Refuses a non-finite number, naming it.
@inline(__always)
func requireFinite(_ value: Double, _ quantity: SheetError.Quantity) throws(SheetError) {
    guard value.isFinite else { throw SheetError(.invalidArgument, .notFinite(quantity, value)) }
}

/// Refuses a number that is not finite or lies outside `bounds`, naming it.
func require(_ value: Double, _ quantity: SheetError.Quantity, _ bounds: SheetError.Bounds) throws(SheetError) {
    try requireFinite(value, quantity)
    guard bounds.contains(value) else { throw SheetError(.invalidArgument, .outOfRange(quantity, value, bounds)) }
}
