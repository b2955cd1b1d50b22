import Testing
@testable import SheetCore

@Suite struct SheetConfigurationTests {
    @Test func defaults() throws {
        let configuration = SheetConfiguration()
        #expect(configuration.detents == [.fraction(1)])
        #expect(configuration.dismissible)
        #expect(configuration.dismissFraction == 0.5)
        #expect(configuration.dismissHeight == nil)
        #expect(configuration.flingVelocity == 300)
        #expect(configuration.backdropTap == .dismiss)
        #expect(configuration.largestUndimmedDetent == nil)
        #expect(configuration.backdropAlpha == 0.4)
        #expect(configuration.cornerRadius == 12)
        #expect(configuration.rubberBand == 0.55)
        #expect(configuration.touchSlop == 8)
        #expect(configuration.userTag == 0)
        #expect(configuration.stack == .push)
        #expect(configuration.grabber == .automatic)
        #expect(configuration.grabberHeight == 24)
        #expect(!configuration.confirmsDismissal)
        #expect(configuration.contentInteraction == .resizes)
        #expect(!configuration.scalesBackground)
        for transition in [configuration.present, configuration.dismiss, configuration.settle, configuration.content] {
            #expect(transition == Transition())
        }
        try configuration.validate()
        #expect(SheetConfiguration(detents: [.points(200), .fraction(0.9)]).detents == [.points(200), .fraction(0.9)])
    }

    @Test func grabberVisibility() {
        var one = SheetConfiguration(detents: [.fraction(0.5)])
        var two = SheetConfiguration(detents: [.fraction(0.4), .fraction(0.8)])
        #expect(!one.showsGrabber)
        #expect(two.showsGrabber)
        one.grabber = .visible
        two.grabber = .hidden
        #expect(one.showsGrabber)
        #expect(!two.showsGrabber)
    }

    /// Each field out of range is named, with its value and its bounds.
    @Test func namesTheFirstFieldOutOfRange() {
        typealias Case = (change: (inout SheetConfiguration) -> Void, issue: SheetError.Issue)
        let cases: [Case] = [
            ({ $0.dismissFraction = -0.01 }, .outOfRange(.dismissFraction, -0.01, .closed(0, 1))),
            ({ $0.dismissFraction = 1.01 }, .outOfRange(.dismissFraction, 1.01, .closed(0, 1))),
            ({ $0.dismissHeight = -1 }, .outOfRange(.dismissHeight, -1, .atLeast(0))),
            ({ $0.flingVelocity = 0 }, .outOfRange(.flingVelocity, 0, .above(0))),
            ({ $0.flingVelocity = -300 }, .outOfRange(.flingVelocity, -300, .above(0))),
            ({ $0.backdropAlpha = 1.1 }, .outOfRange(.backdropAlpha, 1.1, .closed(0, 1))),
            ({ $0.cornerRadius = -1 }, .outOfRange(.cornerRadius, -1, .atLeast(0))),
            ({ $0.rubberBand = 0 }, .outOfRange(.rubberBand, 0, .openClosed(0, 1))),
            ({ $0.rubberBand = 1.01 }, .outOfRange(.rubberBand, 1.01, .openClosed(0, 1))),
            ({ $0.touchSlop = -1 }, .outOfRange(.touchSlop, -1, .atLeast(0))),
            ({ $0.grabberHeight = -0.5 }, .outOfRange(.grabberHeight, -0.5, .atLeast(0))),
            ({ $0.flingVelocity = .infinity }, .notFinite(.flingVelocity, .infinity)),
            ({ $0.cornerRadius = -.infinity }, .notFinite(.cornerRadius, -.infinity)),
            ({ $0.largestUndimmedDetent = 1 }, .undimmedDetentOutOfRange(1, count: 1)),
            ({ $0.largestUndimmedDetent = -1 }, .undimmedDetentOutOfRange(-1, count: 1)),
            ({ $0.detents = [] }, .noDetents),
            // The detents are checked first.
            ({ $0.detents = [.fraction(2)]; $0.touchSlop = -1 }, .invalidDetent(index: 0, .fraction(2))),
        ]
        for (change, issue) in cases {
            var configuration = SheetConfiguration()
            change(&configuration)
            let error = #expect(throws: SheetError.self) { try configuration.validate() }
            #expect(error?.code == .invalidArgument)
            #expect(error?.issue == issue)
        }
    }

    /// NaN never equals itself: the case and the quantity are matched, and the value is NaN.
    @Test func namesANaNField() {
        let fields: [((inout SheetConfiguration) -> Void, SheetError.Quantity)] = [
            ({ $0.dismissFraction = .nan }, .dismissFraction), ({ $0.dismissHeight = .nan }, .dismissHeight),
            ({ $0.flingVelocity = .nan }, .flingVelocity), ({ $0.backdropAlpha = .nan }, .backdropAlpha),
            ({ $0.cornerRadius = .nan }, .cornerRadius), ({ $0.rubberBand = .nan }, .rubberBand),
            ({ $0.touchSlop = .nan }, .touchSlop), ({ $0.grabberHeight = .nan }, .grabberHeight),
        ]
        for (makeNaN, quantity) in fields {
            var configuration = SheetConfiguration()
            makeNaN(&configuration)
            let error = #expect(throws: SheetError.self) { try configuration.validate() }
            #expect(error?.code == .invalidArgument)
            guard case .notFinite(let named, let value)? = error?.issue else {
                Issue.record("\(quantity): expected .notFinite, got \(String(describing: error?.issue))")
                continue
            }
            #expect(named == quantity)
            #expect(value.isNaN)
        }
    }

    @Test func acceptsTheEdgesOfEachRange() throws {
        var configuration = SheetConfiguration(detents: [.fraction(0.4), .fraction(0.8)])
        configuration.dismissFraction = 0
        configuration.backdropAlpha = 1
        configuration.rubberBand = 1
        configuration.touchSlop = 0
        configuration.cornerRadius = 0
        configuration.grabberHeight = 0
        configuration.largestUndimmedDetent = 1
        configuration.dismissHeight = 0
        try configuration.validate()
        configuration.dismissFraction = 1
        configuration.backdropAlpha = 0
        configuration.largestUndimmedDetent = 0
        configuration.flingVelocity = 1e-9
        try configuration.validate()
    }

    /// A backdrop tap's detent is an index into the detents.
    @Test func aBackdropTapsDetentIsADetentIndex() throws {
        var configuration = SheetConfiguration(detents: [.points(200), .points(400)])
        configuration.backdropTap = .moveToDetent(1)
        try configuration.validate()
        for detent in [2, -1, Int.max, Int.min] {
            configuration.backdropTap = .moveToDetent(detent)
            let error = #expect(throws: SheetError.self) { try configuration.validate() }
            #expect(error == SheetError(.invalidArgument, .backdropTapDetentOutOfRange(detent, count: 2)))
        }
    }
}
