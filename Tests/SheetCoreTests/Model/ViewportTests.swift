import Testing
@testable import SheetCore

@Suite struct ViewportTests {
    @Test func heightsOfAPhone() {
        var phone = Viewport(width: 390, height: 844, safeTop: 47, safeBottom: 34)
        #expect(phone.isSet)
        #expect(phone.obstruction == 0)
        #expect(phone.baseline == 844)
        #expect(phone.availableHeight == 797)
        #expect(phone.fractionBase == 797)
        phone.obstruction = 300
        #expect(phone.baseline == 544)
        #expect(phone.availableHeight == 497)
        // Fractions ignore what covers the bottom: a keyboard lifts a sheet.
        #expect(phone.fractionBase == 797)
        phone.obstruction = 820
        #expect(phone.availableHeight == 0)
    }

    @Test func unsetUntilItHasASize() {
        #expect(!Viewport.unset.isSet)
        #expect(!Viewport(width: 390, height: 0).isSet)
        #expect(Viewport(width: 1, height: 1).isSet)
        #expect(Viewport(width: 320, height: 480) == Viewport(width: 320, height: 480, safeTop: 0, safeBottom: 0))
    }

    @Test func validatesEachValueInOrder() {
        let cases: [(Viewport, SheetError.Issue)] = [
            (Viewport(width: 0, height: 844), .outOfRange(.viewportWidth, 0, .openClosed(0, Viewport.maximumLength))),
            (Viewport(width: -390, height: 844), .outOfRange(.viewportWidth, -390, .openClosed(0, Viewport.maximumLength))),
            (Viewport(width: .infinity, height: 844), .notFinite(.viewportWidth, .infinity)),
            (Viewport(width: 390, height: 0), .outOfRange(.viewportHeight, 0, .openClosed(0, Viewport.maximumLength))),
            (Viewport(width: 390, height: -.infinity), .notFinite(.viewportHeight, -.infinity)),
            (Viewport(width: 1e9.nextUp, height: 844), .outOfRange(.viewportWidth, 1e9.nextUp, .openClosed(0, 1e9))),
            (Viewport(width: 32, height: .greatestFiniteMagnitude, safeTop: 5, safeBottom: 1),
             .outOfRange(.viewportHeight, .greatestFiniteMagnitude, .openClosed(0, 1e9))),
            (Viewport(width: 390, height: 844, safeTop: -1), .outOfRange(.safeTop, -1, .atLeast(0))),
            (Viewport(width: 390, height: 844, safeBottom: -0.5), .outOfRange(.safeBottom, -0.5, .atLeast(0))),
            (Viewport(width: 390, height: 844, safeTop: 500, safeBottom: 344), .insetsExceedHeight(844, height: 844)),
            (Viewport(width: 390, height: 844, safeTop: 600, safeBottom: 300), .insetsExceedHeight(900, height: 844)),
        ]
        for (viewport, issue) in cases {
            let error = #expect(throws: SheetError.self) { try viewport.validate() }
            #expect(error?.code == .invalidArgument)
            #expect(error?.issue == issue)
        }
        let nan = #expect(throws: SheetError.self) { try Viewport(width: 390, height: 844, safeTop: .nan).validate() }
        guard case .notFinite(.safeTop, let value)? = nan?.issue else {
            Issue.record("expected .notFinite(.safeTop, nan), got \(String(describing: nan?.issue))")
            return
        }
        #expect(value.isNaN)
        #expect(throws: Never.self) { try Viewport(width: 390, height: 844, safeTop: 500, safeBottom: 343.9).validate() }
        #expect(throws: Never.self) { try Viewport(width: 1e9, height: 1e9, safeTop: 5, safeBottom: 1).validate() }
    }
}
