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
        /// Memory ran out; the call changed nothing.
        case outOfMemory
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
    public func sentence<Spelling: SheetErrorSpelling>(spelledBy spelling: Spelling.Type) -> String {
        var sentence = StringSentence()
        write(to: &sentence, spelledBy: spelling)
        return sentence.text
    }

    /// Writes the sentence into `writer`, naming arguments, constants and functions as
    /// `Spelling` does. Allocates nothing of its own: a writer into reserved storage
    /// reports the error without allocating.
    public func write<Writer: SentenceWriter, Spelling: SheetErrorSpelling>(
        to w: inout Writer, spelledBy _: Spelling.Type
    ) {
        switch issue {
        case let .notFinite(quantity, value):
            w.write(Spelling.name(quantity)); w.write(" must be a finite number, got "); w.write(value)
        case let .outOfRange(quantity, value, bounds):
            w.write(Spelling.name(quantity)); w.write(" must be "); bounds.write(to: &w)
            w.write(", got "); w.write(value)
        case let .insetsExceedHeight(insets, height):
            w.write(Spelling.name(.safeTop)); w.write(" + "); w.write(Spelling.name(.safeBottom))
            w.write(" ("); w.write(insets); w.write(") must be less than the height "); w.write(height)
        case let .notLive(id):
            w.write("sheet id "); w.write(id.rawValue)
            w.write(" does not name a live sheet (never issued, or destroyed)")
        case let .tooManySheets(limit):
            w.write("an engine holds at most "); w.write(limit); w.write(" sheets")
        case let .tooManyAnimators(limit):
            w.write("an engine holds at most "); w.write(limit); w.write(" animators, the built-in ones included")
        case let .detentOutOfRange(detent, count):
            w.write("detent "); w.write(detent); w.write(" is out of range: the sheet has "); w.write(count)
            w.write(count == 1 ? " detent" : " detents")
        case let .undimmedDetentOutOfRange(detent, count):
            w.write(Spelling.name(.largestUndimmedDetent)); w.write(" must be -1 or a detent index below ")
            w.write(count); w.write(", got "); w.write(detent)
        case let .backdropTapDetentOutOfRange(detent, count):
            w.write(Spelling.name(.backdropTapDetent)); w.write(" must be a detent index below ")
            w.write(count); w.write(", got "); w.write(detent)
        case .noDetents:
            w.write("a sheet needs at least one detent")
        case let .tooManyDetents(count):
            w.write("a sheet has at most "); w.write(Detent.maximumCount); w.write(" detents, got "); w.write(count)
        case let .invalidDetent(index, detent):
            w.write("detent "); w.write(index); w.write(": a "); w.write(Spelling.name(detent.kind))
            switch detent.kind {
            case .fraction: w.write(" must be in (0, 1], got ")
            case .points, .content: w.write(" height must be finite and > 0, got ")
            }
            w.write(detent.value)
        case let .detentsNotAscending(index, value, previous):
            w.write("detents must ascend: detent "); w.write(index); w.write(" ("); w.write(value)
            w.write(") is not above detent "); w.write(index - 1); w.write(" ("); w.write(previous); w.write(")")
        case let .adjacentContentDetents(index):
            w.write("detent "); w.write(index); w.write(": two "); w.write(Spelling.name(Detent.Kind.content))
            w.write(" detents in a row would always coincide")
        case let .noViewport(before):
            w.write("set a viewport with "); w.write(Spelling.name(.setViewport)); w.write(" before ")
            w.write(before == .obstruction ? "an obstruction" : "presenting a sheet")
        case .alreadyPresented:
            w.write("the sheet is already presented; use "); w.write(Spelling.name(.moveToDetent))
            w.write(" to change its detent")
        case .switchedAway:
            w.write("the sheet is presented beneath another one; dismiss that one first")
        case .notPresented:
            w.write("the sheet is not presented; present it first")
        case .nothingToDismiss:
            w.write("the sheet is hidden; there is nothing to dismiss")
        case .pointerAlreadyDown:
            w.write("a pointer is already down on this sheet; send "); w.write(Spelling.name(.pointerUp))
            w.write(" or "); w.write(Spelling.name(.pointerCancel)); w.write(" first")
        case .noPointerDown:
            w.write("no pointer is down on this sheet")
        case let .actionUnavailable(action, state):
            w.write(Spelling.name(action)); w.write(" is not available now (the sheet is ")
            state.write(to: &w); w.write(")")
        case let .insetsExceedViewport(edgeInset, sideInset, axis, across):
            w.write("the insets leave the sheet no room: "); w.write(Spelling.name(.edgeInset)); w.write(" ")
            w.write(edgeInset); w.write(" against "); w.write(axis); w.write(" points along its side, twice ")
            w.write(Spelling.name(.sideInset)); w.write(" "); w.write(sideInset); w.write(" against ")
            w.write(across); w.write(" across it")
        case let .focusPastContent(end, contentHeight):
            w.write("the focused field ends at "); w.write(end); w.write(", past the content's length ")
            w.write(contentHeight)
        case .noBackAction(let state):
            w.write("the sheet takes no back action now (")
            switch state {
            case .behaviorNone: w.write("its back behaviour is none")
            case .notDismissible: w.write("it cannot be dismissed")
            case .notPresented: w.write("it is not presented, or is leaving")
            case .underFinger: w.write("a finger holds it")
            }
            w.write(")")
        case .backInProgress:
            w.write("a back gesture is already in progress; end it with "); w.write(Spelling.name(.commitBack))
            w.write(" or "); w.write(Spelling.name(.cancelBack))
        case .noBackInProgress:
            w.write("no back gesture is in progress; begin one with "); w.write(Spelling.name(.beginBack))
        case .reentrant:
            w.write("the engine was called from inside one of its own animators; an animator must not call its engine")
        case let .outOfMemory(what):
            w.write("out of memory: "); w.write(what.phrase); w.write("; nothing was changed")
        case .emptyAnimatorName:
            w.write("an animator needs a non-empty name")
        case let .animatorExists(name):
            w.write("an animator named \""); w.write(name: name); w.write("\" is already registered")
        case let .tooManyParameters(animator, count):
            w.write("animator \""); w.write(name: animator); w.write("\" declares "); w.write(count)
            w.write(" parameters; at most "); w.write(AnimatorParameter.maximumCount); w.write(" are allowed")
        case let .emptyParameterName(animator, index):
            w.write("animator \""); w.write(name: animator); w.write("\": parameter "); w.write(index)
            w.write(" has an empty name")
        case let .nonFiniteParameter(animator, parameter):
            Self.writeParameter(animator, parameter, to: &w); w.write(" has a non-finite default or range")
        case let .parameterRangeInverted(animator, parameter, minimum, maximum):
            Self.writeParameter(animator, parameter, to: &w)
            w.write(" has min "); w.write(minimum); w.write(" > max "); w.write(maximum)
        case let .parameterDefaultOutOfRange(animator, parameter, value, minimum, maximum):
            Self.writeParameter(animator, parameter, to: &w)
            w.write(" has default "); w.write(value); w.write(" outside ["); w.write(minimum); w.write(", ")
            w.write(maximum); w.write("]")
        case let .duplicateParameter(animator, parameter):
            Self.writeParameter(animator, parameter, to: &w); w.write(" is declared twice")
        case let .unknownAnimator(role, name):
            w.write(role.name); w.write(" transition: no animator named \""); w.write(name: name)
            w.write("\" is registered")
        case let .unknownParameter(role, animator, parameter):
            w.write(role.name); w.write(" transition: animator \""); w.write(name: animator)
            w.write("\" has no parameter \""); w.write(name: parameter); w.write("\"")
        case let .parameterOutOfRange(role, animator, parameter, value, minimum, maximum):
            w.write(role.name); w.write(" transition: parameter \""); w.write(name: parameter)
            w.write("\" of \""); w.write(name: animator); w.write("\" must be in ["); w.write(minimum)
            w.write(", "); w.write(maximum); w.write("], got "); w.write(value)
        }
    }

    /// `animator "name": parameter "name"`.
    private static func writeParameter<Writer: SentenceWriter>(_ animator: AnimatorName, _ parameter: AnimatorName, to w: inout Writer) {
        w.write("animator \""); w.write(name: animator); w.write("\": parameter \""); w.write(name: parameter)
        w.write("\"")
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
        /// The engine already holds its most animators.
        case tooManyAnimators(limit: Int)
        /// A detent index outside the sheet's detents.
        case detentOutOfRange(Int, count: Int)
        /// `SheetConfiguration.largestUndimmedDetent` is neither -1 nor a detent index.
        case undimmedDetentOutOfRange(Int, count: Int)
        /// A backdrop tap's detent that is not a detent index.
        case backdropTapDetentOutOfRange(Int, count: Int)
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
        case actionUnavailable(AccessibilityAction, state: SpokenValue)
        /// Insets that leave a sheet no room in the viewport: the edge inset against the
        /// length along its side, twice the side inset against the length across it.
        case insetsExceedViewport(edgeInset: Double, sideInset: Double, axis: Double, across: Double)
        /// A focused field that ends past the content: its height and its scroll extent.
        case focusPastContent(end: Double, contentHeight: Double)
        /// A back action on a sheet that takes none now.
        case noBackAction(BackRefusal)
        /// A back gesture began while one was in progress.
        case backInProgress
        /// A back gesture's progress or cancel without one in progress.
        case noBackInProgress
        /// A call made from inside one of the engine's own animators.
        case reentrant
        /// Memory for what the call needed could not be had.
        case outOfMemory(MemoryUse)
        /// An animator registered with an empty name.
        case emptyAnimatorName
        /// An animator name that is already registered.
        case animatorExists(AnimatorName)
        /// More than `AnimatorParameter.maximumCount` parameters.
        case tooManyParameters(animator: AnimatorName, count: Int)
        /// A parameter spec with an empty name.
        case emptyParameterName(animator: AnimatorName, index: Int)
        /// A parameter spec with a non-finite default, minimum or maximum.
        case nonFiniteParameter(animator: AnimatorName, parameter: AnimatorName)
        /// A parameter spec whose minimum exceeds its maximum.
        case parameterRangeInverted(animator: AnimatorName, parameter: AnimatorName, minimum: Double, maximum: Double)
        /// A parameter spec whose default lies outside its range.
        case parameterDefaultOutOfRange(animator: AnimatorName, parameter: AnimatorName, value: Double, minimum: Double, maximum: Double)
        /// Two parameter specs of one animator with the same name.
        case duplicateParameter(animator: AnimatorName, parameter: AnimatorName)
        /// A transition names an animator that is not registered.
        case unknownAnimator(MotionKind, AnimatorName)
        /// A transition names a parameter its animator does not declare.
        case unknownParameter(MotionKind, animator: AnimatorName, parameter: AnimatorName)
        /// A transition gives a parameter a value outside its range.
        case parameterOutOfRange(MotionKind, animator: AnimatorName, parameter: AnimatorName, value: Double, minimum: Double, maximum: Double)
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
        case rubberBand, touchSlop, grabberHeight, largestUndimmedDetent, backdropTapDetent, footerHeight
        case edgeInset, sideInset, maximumCrossSize, wideThreshold
        /// A focused field's place and height in the content, points.
        case focusY, focusHeight
        /// How far a back gesture has gone, [0, 1].
        case backProgress
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

        /// "in [0.0, 1.0]", "finite and > 0.0".
        func write<Writer: SentenceWriter>(to w: inout Writer) {
            switch self {
            case let .atLeast(lower): w.write("finite and >= "); w.write(lower)
            case let .above(lower): w.write("finite and > "); w.write(lower)
            case let .closed(lower, upper): w.write("in ["); w.write(lower); w.write(", "); w.write(upper); w.write("]")
            case let .openClosed(lower, upper): w.write("in ("); w.write(lower); w.write(", "); w.write(upper); w.write("]")
            case let .closedOpen(lower, upper): w.write("in ["); w.write(lower); w.write(", "); w.write(upper); w.write(")")
            }
        }
    }

    /// What memory was needed for.
    public enum MemoryUse: Sendable, Equatable {
        /// Room for more sheets in the engine's table.
        case sheets
        /// The memory set aside so that a call's own allocations cannot fail.
        case reserve

        var phrase: StaticString {
            switch self {
            case .sheets: "no room for another sheet"
            case .reserve: "the engine could not set aside the memory a call may need"
            }
        }
    }

    /// Why a sheet takes no back action.
    public enum BackRefusal: Sendable, Equatable {
        /// Its `SheetConfiguration.back` is `.none`.
        case behaviorNone
        /// Back would dismiss it, and it is not dismissible.
        case notDismissible
        /// It is hidden, switched away beneath another sheet, or leaving.
        case notPresented
        /// A finger holds it.
        case underFinger
    }

    /// What needed the viewport that is not set yet.
    public enum ViewportUse: Sendable, Equatable {
        case presentation, obstruction
    }

    /// A call an error sentence refers the developer to.
    public enum Function: Sendable, Equatable {
        case setViewport, moveToDetent, pointerUp, pointerCancel, beginBack, commitBack, cancelBack
    }
}

/// How one face of the engine (its Swift API, its C ABI) spells the names an error
/// sentence uses.
public protocol SheetErrorSpelling {
    static func name(_ quantity: SheetError.Quantity) -> StaticString
    static func name(_ kind: Detent.Kind) -> StaticString
    static func name(_ action: AccessibilityAction) -> StaticString
    static func name(_ function: SheetError.Function) -> StaticString
}

/// The Swift API's names: argument labels, property names, enum cases, methods.
enum SwiftSpelling: SheetErrorSpelling {
    static func name(_ quantity: SheetError.Quantity) -> StaticString {
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
        case .backdropTapDetent: "backdropTap's detent"
        case .footerHeight: "footerHeight"
        case .edgeInset: "edgeInset"
        case .sideInset: "sideInset"
        case .maximumCrossSize: "maximumCrossSize"
        case .wideThreshold: "wideThreshold"
        case .focusY: "y"
        case .focusHeight: "height"
        case .backProgress: "progress"
        }
    }

    static func name(_ kind: Detent.Kind) -> StaticString {
        switch kind {
        case .points: ".points"
        case .fraction: ".fraction"
        case .content: ".content"
        }
    }

    static func name(_ action: AccessibilityAction) -> StaticString {
        switch action {
        case .expand: ".expand"
        case .collapse: ".collapse"
        case .dismiss: ".dismiss"
        }
    }

    static func name(_ function: SheetError.Function) -> StaticString {
        switch function {
        case .setViewport: "setViewport(_:)"
        case .moveToDetent: "moveToDetent(_:detent:now:)"
        case .pointerUp: "pointerUp(on:x:y:now:)"
        case .pointerCancel: "pointerCancel(on:now:)"
        case .beginBack: "beginBack(_:now:)"
        case .commitBack: "commitBack(_:now:)"
        case .cancelBack: "cancelBack(_:now:)"
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
