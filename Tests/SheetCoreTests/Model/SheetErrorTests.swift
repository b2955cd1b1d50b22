import Testing
@testable import SheetCore

/// A spelling that shows which name each hole of a sentence takes.
private enum Bracketed: SheetErrorSpelling {
    static func name(_ quantity: SheetError.Quantity) -> StaticString {
        switch quantity {
        case .pointerTime: "<pointerTime>"
        case .safeTop: "<safeTop>"
        case .safeBottom: "<safeBottom>"
        default: "<quantity>"
        }
    }
    static func name(_ kind: Detent.Kind) -> StaticString { kind == .points ? "<points>" : "<kind>" }
    static func name(_ action: AccessibilityAction) -> StaticString { action == .expand ? "<expand>" : "<action>" }
    static func name(_ function: SheetError.Function) -> StaticString {
        function == .moveToDetent ? "<moveToDetent()>" : "<function()>"
    }
}

@Suite struct SheetErrorTests {
    /// The Swift sentences name the Swift API.
    @Test func sentencesNameTheSwiftAPI() {
        let cases: [(SheetError, String)] = [
            (SheetError(.invalidArgument, .notFinite(.now, .infinity)), "now must be a finite number, got inf"),
            (SheetError(.invalidArgument, .outOfRange(.dismissFraction, 2, .closed(0, 1))),
             "dismissFraction must be in [0.0, 1.0], got 2.0"),
            (SheetError(.invalidArgument, .outOfRange(.obstruction, 844, .closedOpen(0, 844))),
             "obstruction must be in [0.0, 844.0), got 844.0"),
            (SheetError(.invalidArgument, .outOfRange(.flingVelocity, 0, .above(0))),
             "flingVelocity must be finite and > 0.0, got 0.0"),
            (SheetError(.invalidArgument, .outOfRange(.touchSlop, -1, .atLeast(0))),
             "touchSlop must be finite and >= 0.0, got -1.0"),
            (SheetError(.invalidArgument, .outOfRange(.rubberBand, 0, .openClosed(0, 1))),
             "rubberBand must be in (0.0, 1.0], got 0.0"),
            (SheetError(.invalidArgument, .insetsExceedHeight(900, height: 844)),
             "safeTop + safeBottom (900.0) must be less than the height 844.0"),
            (SheetError(.invalidHandle, .notLive(SheetID(rawValue: 0x1_0000_0003))),
             "sheet id 4294967299 does not name a live sheet (never issued, or destroyed)"),
            (SheetError(.capacity, .tooManySheets(limit: 65536)), "an engine holds at most 65536 sheets"),
            (SheetError(.outOfMemory, .outOfMemory(.sheets)),
             "out of memory: no room for another sheet; nothing was changed"),
            (SheetError(.outOfMemory, .outOfMemory(.reserve)),
             "out of memory: the engine could not set aside the memory a call may need; nothing was changed"),
            (SheetError(.invalidArgument, .detentOutOfRange(2, count: 2)),
             "detent 2 is out of range: the sheet has 2 detents"),
            (SheetError(.invalidArgument, .detentOutOfRange(-1, count: 1)),
             "detent -1 is out of range: the sheet has 1 detent"),
            (SheetError(.invalidArgument, .undimmedDetentOutOfRange(3, count: 2)),
             "largestUndimmedDetent must be -1 or a detent index below 2, got 3"),
            (SheetError(.invalidArgument, .noDetents), "a sheet needs at least one detent"),
            (SheetError(.invalidArgument, .tooManyDetents(17)), "a sheet has at most 16 detents, got 17"),
            (SheetError(.invalidArgument, .invalidDetent(index: 1, .fraction(1.5))),
             "detent 1: a .fraction must be in (0, 1], got 1.5"),
            (SheetError(.invalidArgument, .invalidDetent(index: 0, .points(-3))),
             "detent 0: a .points height must be finite and > 0, got -3.0"),
            (SheetError(.invalidArgument, .detentsNotAscending(index: 2, value: 0.4, previous: 0.5)),
             "detents must ascend: detent 2 (0.4) is not above detent 1 (0.5)"),
            (SheetError(.invalidArgument, .adjacentContentDetents(index: 1)),
             "detent 1: two .content detents in a row would always coincide"),
            (SheetError(.invalidState, .noViewport(before: .presentation)),
             "set a viewport with setViewport(_:) before presenting a sheet"),
            (SheetError(.invalidState, .noViewport(before: .obstruction)),
             "set a viewport with setViewport(_:) before an obstruction"),
            (SheetError(.invalidState, .alreadyPresented),
             "the sheet is already presented; use moveToDetent(_:detent:now:) to change its detent"),
            (SheetError(.invalidState, .switchedAway), "the sheet is presented beneath another one; dismiss that one first"),
            (SheetError(.invalidState, .notPresented), "the sheet is not presented; present it first"),
            (SheetError(.invalidState, .nothingToDismiss), "the sheet is hidden; there is nothing to dismiss"),
            (SheetError(.invalidState, .pointerAlreadyDown),
             "a pointer is already down on this sheet; send pointerUp(on:x:y:now:) or pointerCancel(on:now:) first"),
            (SheetError(.invalidState, .noPointerDown), "no pointer is down on this sheet"),
            (SheetError(.invalidState, .actionUnavailable(.collapse, state: .detent(0, of: 2))),
             ".collapse is not available now (the sheet is detent 1 of 2)"),
            (SheetError(.invalidState, .reentrant),
             "the engine was called from inside one of its own animators; an animator must not call its engine"),
            (SheetError(.invalidArgument, .emptyAnimatorName), "an animator needs a non-empty name"),
            (SheetError(.alreadyExists, .animatorExists("spring")), "an animator named \"spring\" is already registered"),
            (SheetError(.invalidArgument, .tooManyParameters(animator: "a", count: 17)),
             "animator \"a\" declares 17 parameters; at most 16 are allowed"),
            (SheetError(.invalidArgument, .emptyParameterName(animator: "a", index: 2)),
             "animator \"a\": parameter 2 has an empty name"),
            (SheetError(.invalidArgument, .nonFiniteParameter(animator: "a", parameter: "k")),
             "animator \"a\": parameter \"k\" has a non-finite default or range"),
            (SheetError(.invalidArgument, .parameterRangeInverted(animator: "a", parameter: "k", minimum: 2, maximum: 1)),
             "animator \"a\": parameter \"k\" has min 2.0 > max 1.0"),
            (SheetError(.invalidArgument, .parameterDefaultOutOfRange(animator: "a", parameter: "k", value: 5, minimum: 0, maximum: 1)),
             "animator \"a\": parameter \"k\" has default 5.0 outside [0.0, 1.0]"),
            (SheetError(.invalidArgument, .duplicateParameter(animator: "a", parameter: "k")),
             "animator \"a\": parameter \"k\" is declared twice"),
            (SheetError(.notFound, .unknownAnimator(.dismiss, "bounce")),
             "dismiss transition: no animator named \"bounce\" is registered"),
            (SheetError(.invalidArgument, .unknownParameter(.settle, animator: "spring", parameter: "mass")),
             "settle transition: animator \"spring\" has no parameter \"mass\""),
            (SheetError(.invalidArgument, .parameterOutOfRange(.present, animator: "spring", parameter: "response", value: 20, minimum: 0.01, maximum: 10)),
             "present transition: parameter \"response\" of \"spring\" must be in [0.01, 10.0], got 20.0"),
        ]
        for (error, sentence) in cases {
            #expect(error.description == sentence)
            #expect("\(error)" == sentence)
        }
    }

    /// Another face renders the same issue with its own names.
    @Test func aSpellingFillsTheNames() {
        #expect(SheetError(.invalidArgument, .notFinite(.pointerTime, .nan)).sentence(spelledBy: Bracketed.self)
            == "<pointerTime> must be a finite number, got nan")
        #expect(SheetError(.invalidState, .alreadyPresented).sentence(spelledBy: Bracketed.self)
            == "the sheet is already presented; use <moveToDetent()> to change its detent")
        #expect(SheetError(.invalidArgument, .invalidDetent(index: 0, .points(0))).sentence(spelledBy: Bracketed.self)
            == "detent 0: a <points> height must be finite and > 0, got 0.0")
        #expect(SheetError(.invalidState, .actionUnavailable(.expand, state: .hidden)).sentence(spelledBy: Bracketed.self)
            == "<expand> is not available now (the sheet is hidden)")
        #expect(SheetError(.invalidArgument, .insetsExceedHeight(10, height: 5)).sentence(spelledBy: Bracketed.self)
            == "<safeTop> + <safeBottom> (10.0) must be less than the height 5.0")
    }

    /// Both time quantities are `now` in the Swift API.
    @Test func swiftNamesOfQuantities() {
        #expect(SwiftSpelling.name(.now).description == "now")
        #expect(SwiftSpelling.name(.pointerTime).description == "now")
        #expect(SwiftSpelling.name(.viewportWidth).description == "width")
        #expect(SwiftSpelling.name(.contentHeight).description == "height")
        #expect(SwiftSpelling.name(.scrollExtent).description == "extent")
        #expect(SwiftSpelling.name(.maximumMotionDuration).description == "maximumMotionDuration")
    }

    @Test func boundsContain() {
        #expect(SheetError.Bounds.atLeast(0).contains(0))
        #expect(!SheetError.Bounds.atLeast(0).contains(-1e-300))
        #expect(!SheetError.Bounds.above(0).contains(0))
        #expect(SheetError.Bounds.above(0).contains(1e-300))
        #expect(SheetError.Bounds.closed(0, 1).contains(0) && SheetError.Bounds.closed(0, 1).contains(1))
        #expect(!SheetError.Bounds.openClosed(0, 1).contains(0) && SheetError.Bounds.openClosed(0, 1).contains(1))
        #expect(SheetError.Bounds.closedOpen(0, 1).contains(0) && !SheetError.Bounds.closedOpen(0, 1).contains(1))
    }

    /// The checks every call makes: a non-finite number first, then its range.
    @Test func requireChecksFinitenessThenRange() {
        let infinite = #expect(throws: SheetError.self) { try require(.infinity, .touchSlop, .atLeast(0)) }
        #expect(infinite == SheetError(.invalidArgument, .notFinite(.touchSlop, .infinity)))
        let below = #expect(throws: SheetError.self) { try require(-2, .touchSlop, .atLeast(0)) }
        #expect(below == SheetError(.invalidArgument, .outOfRange(.touchSlop, -2, .atLeast(0))))
        let nan = #expect(throws: SheetError.self) { try requireFinite(.nan, .x) }
        guard case .notFinite(.x, let value)? = nan?.issue else {
            Issue.record("expected .notFinite(.x, nan), got \(String(describing: nan?.issue))")
            return
        }
        #expect(value.isNaN)
        #expect(throws: Never.self) { try require(3, .touchSlop, .atLeast(0)) }
    }
}
