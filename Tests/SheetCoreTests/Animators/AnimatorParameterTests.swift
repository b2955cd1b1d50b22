import Testing
@testable import SheetCore

@Suite struct AnimatorParameterTests {
    private let spec = AnimatorParameter(name: "response", defaultValue: 0.35, minValue: 0.01, maxValue: 10)

    @Test func clampsIntoItsRange() {
        #expect(spec.clamp(0.5) == 0.5)
        #expect(spec.clamp(0) == 0.01)
        #expect(spec.clamp(11) == 10)
        #expect(spec.clamp(-.infinity) == 0.01)
        #expect(spec.clamp(.infinity) == 10)
        #expect(spec.clamp(.nan) == 0.35)
    }

    @Test func aRangeUnderAName() {
        let range = ParameterRange(defaultValue: 0.35, minValue: 0.01, maxValue: 10)
        #expect(AnimatorParameter(name: "response", range) == spec)
        #expect(spec.range == range)
        #expect(AnimatorParameter.maximumCount == 16)
    }

    @Test func validationNamesTheFirstBadSpec() {
        let cases: [([AnimatorParameter], SheetError.Issue)] = [
            (Array(repeating: spec, count: 17), .tooManyParameters(animator: "x", count: 17)),
            ([spec, AnimatorParameter(name: "", defaultValue: 0, minValue: 0, maxValue: 1)], .emptyParameterName(animator: "x", index: 1)),
            ([AnimatorParameter(name: "k", defaultValue: .infinity, minValue: 0, maxValue: 1)], .nonFiniteParameter(animator: "x", parameter: "k")),
            ([AnimatorParameter(name: "k", defaultValue: 0, minValue: .nan, maxValue: 1)], .nonFiniteParameter(animator: "x", parameter: "k")),
            ([AnimatorParameter(name: "k", defaultValue: 1, minValue: 2, maxValue: 1)], .parameterRangeInverted(animator: "x", parameter: "k", minimum: 2, maximum: 1)),
            ([AnimatorParameter(name: "k", defaultValue: -1, minValue: 0, maxValue: 1)], .parameterDefaultOutOfRange(animator: "x", parameter: "k", value: -1, minimum: 0, maximum: 1)),
            ([spec, spec], .duplicateParameter(animator: "x", parameter: "response")),
        ]
        for (specs, issue) in cases {
            let error = #expect(throws: SheetError.self) { try AnimatorParameter.validate(specs, of: "x") }
            #expect(error?.code == .invalidArgument)
            #expect(error?.issue == issue)
        }
        #expect(throws: Never.self) { try AnimatorParameter.validate(Array(SpringAnimation.parameters), of: "x") }
        #expect(throws: Never.self) { try AnimatorParameter.validate([AnimatorParameter(name: "k", defaultValue: 1, minValue: 1, maxValue: 1)], of: "x") }
    }
}
