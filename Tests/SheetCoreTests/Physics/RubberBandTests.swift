import Testing
@testable import SheetCore

@Suite struct RubberBandTests {
    @Test func designVectors() {
        #expect(abs(rubberBand(overshoot: 100, coefficient: 0.55, dimension: 960) - 52.0197) < 1e-4)
        #expect(abs(rubberBand(overshoot: 400, coefficient: 0.55, dimension: 960) - 178.9831) < 1e-4)
    }

    @Test func startsWithSlopeCoefficientAndStaysBelowDimension() {
        let h = 1e-6
        #expect(abs(rubberBand(overshoot: h, coefficient: 0.55, dimension: 960) / h - 0.55) < 1e-6)
        #expect(rubberBand(overshoot: 0, coefficient: 0.55, dimension: 960) == 0)
        var previous = 0.0
        for x in stride(from: 10.0, through: 1e7, by: 9973) {
            let b = rubberBand(overshoot: x, coefficient: 0.55, dimension: 960)
            #expect(b > previous && b < 960)
            previous = b
        }
        #expect(rubberBand(overshoot: .infinity, coefficient: 0.55, dimension: 960) == 960)
        // A finite overshoot whose scaled value x·c/d overflows gives the whole dimension.
        #expect(rubberBand(overshoot: .greatestFiniteMagnitude, coefficient: 2, dimension: 960) == 960)
        #expect(rubberBand(overshoot: -1e300, coefficient: 0.55, dimension: 1e-10) == -1e-10)
    }

    @Test func oddSymmetric() {
        for x in [1.0, 37.5, 400, 5000] {
            #expect(rubberBand(overshoot: -x, coefficient: 0.55, dimension: 700)
                == -rubberBand(overshoot: x, coefficient: 0.55, dimension: 700))
        }
    }

    @Test func inverseRoundTrips() {
        for d in [320.0, 960, 2048] {
            for x in [0.0, 0.5, 12, 100, 400, 3000, -250] {
                let b = rubberBand(overshoot: x, coefficient: 0.55, dimension: d)
                #expect(abs(rubberBandInverse(offset: b, coefficient: 0.55, dimension: d) - x) < 1e-9)
            }
            for b in [0.0, 1, 52.0197, d / 2, -d / 3] {
                let x = rubberBandInverse(offset: b, coefficient: 0.55, dimension: d)
                #expect(abs(rubberBand(overshoot: x, coefficient: 0.55, dimension: d) - b) < 1e-9)
            }
        }
    }

    @Test func unreachableOffsetsAreFinite() {
        #expect(rubberBandInverse(offset: 960, coefficient: 0.55, dimension: 960) == .greatestFiniteMagnitude)
        #expect(rubberBandInverse(offset: 5000, coefficient: 0.55, dimension: 960) == .greatestFiniteMagnitude)
        #expect(rubberBandInverse(offset: -960, coefficient: 0.55, dimension: 960) == -.greatestFiniteMagnitude)
        #expect(rubberBandInverse(offset: 10, coefficient: 0, dimension: 960) == .greatestFiniteMagnitude)
        #expect(rubberBandInverse(offset: .nan, coefficient: 0.55, dimension: 960) == 0)
        let nearEdge = rubberBandInverse(offset: 960.0.nextDown, coefficient: 1e-300, dimension: 960)
        #expect(nearEdge.isFinite)
    }

    @Test func degenerateInputsGiveZero() {
        #expect(rubberBand(overshoot: 100, coefficient: 0.55, dimension: 0) == 0)
        #expect(rubberBand(overshoot: 100, coefficient: 0.55, dimension: -5) == 0)
        #expect(rubberBand(overshoot: 100, coefficient: -1, dimension: 960) == 0)
        #expect(rubberBand(overshoot: .nan, coefficient: 0.55, dimension: 960) == 0)
        #expect(rubberBand(overshoot: 100, coefficient: .nan, dimension: 960) == 0)
    }
}
