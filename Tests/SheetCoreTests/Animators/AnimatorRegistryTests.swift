import Testing
@testable import SheetCore

extension AnimatorRegistry {
    /// A transition resolved for `kind` as a sheet's transitions are: checked, then its
    /// parameter values written in spec order, defaults filled in.
    fileprivate func resolve(_ transition: Transition, for kind: MotionKind) throws(SheetError) -> ResolvedTransition {
        var resolved = ResolvedTransition(animator: try check(transition, for: kind), parameters: [])
        write(transition, into: &resolved)
        return resolved
    }
}

private final class Nothing: SheetAnimator {
    func start(_ motion: MotionRequest, parameters: [Double]) -> AnimatorMotion? { nil }
}

@Suite struct AnimatorRegistryTests {
    @Test func builtInsComeFirst() {
        let registry = AnimatorRegistry()
        #expect(registry.count == 3)
        #expect(registry.entries.map(\.name) == ["spring", "slide", "fade"])
        #expect(registry.index(named: "spring") == AnimatorRegistry.springIndex)
        #expect(registry.index(named: "fade") == AnimatorRegistry.fadeIndex)
        #expect(registry.index(named: "slide") == 1)
        #expect(registry.index(named: "Spring") == nil)
        #expect(registry.entries[0].parameters == SpringAnimation.parameters)
        #expect(registry.entries[1].parameters == SlideAnimation.parameters)
        #expect(registry.entries[2].parameters == FadeAnimation.parameters)
    }

    @Test func registersInOrder() throws {
        var registry = AnimatorRegistry()
        let spec = AnimatorParameter(name: "k", defaultValue: 1, minValue: 0, maxValue: 2)
        try registry.register(name: "a", parameters: [spec], implementation: .custom(Nothing()))
        try registry.register(name: "b", parameters: [], implementation: .custom(Nothing()))
        #expect(registry.entries.map(\.name) == ["spring", "slide", "fade", "a", "b"])
        #expect(registry.index(named: "b") == 4)
        #expect(registry.entries[3].parameters == [spec])
    }

    /// Names match byte for byte, as C compares them: "café" spelled with a precomposed
    /// é and with e + a combining accent are two names, which `==` would call equal.
    @Test func namesMatchByteForByte() throws {
        var registry = AnimatorRegistry()
        let precomposedText = "caf\u{E9}", decomposedText = "cafe\u{301}"
        #expect(precomposedText == decomposedText)
        let precomposed = AnimatorName(precomposedText), decomposed = AnimatorName(decomposedText)
        try registry.register(name: precomposed, parameters: [], implementation: .custom(Nothing()))
        try registry.register(name: decomposed, parameters: [], implementation: .custom(Nothing()))
        #expect(registry.index(named: precomposed) == 3)
        #expect(registry.index(named: decomposed) == 4)
        let specs = [AnimatorParameter(name: precomposed, defaultValue: 0, minValue: 0, maxValue: 1),
                     AnimatorParameter(name: decomposed, defaultValue: 0, minValue: 0, maxValue: 1)]
        try registry.register(name: "two", parameters: specs, implementation: .custom(Nothing()))
        let transition = try registry.resolve(Transition(animator: "two", arguments: [.init(decomposed, 1)]), for: .settle)
        #expect(transition.parameters == [0, 1])
    }

    /// The registry holds at most 256 animators, the built-ins included: the 257th is
    /// refused with `.capacity`, and the registry is unchanged.
    @Test func holdsAtMost256Animators() throws {
        var registry = AnimatorRegistry()
        for n in registry.count..<AnimatorRegistry.maximumCount {
            try registry.register(name: AnimatorName("a\(n)"), parameters: [], implementation: .custom(Nothing()))
        }
        #expect(registry.count == 256)
        let full = #expect(throws: SheetError.self) {
            try registry.register(name: "one more", parameters: [], implementation: .custom(Nothing()))
        }
        #expect(full == SheetError(.capacity, .tooManyAnimators(limit: 256)))
        #expect(full?.description == "an engine holds at most 256 animators, the built-in ones included")
        #expect(registry.count == 256)
    }

    @Test func refusesBadRegistrations() {
        var registry = AnimatorRegistry()
        let empty = #expect(throws: SheetError.self) { try registry.register(name: "", parameters: [], implementation: .custom(Nothing())) }
        #expect(empty == SheetError(.invalidArgument, .emptyAnimatorName))
        let taken = #expect(throws: SheetError.self) { try registry.register(name: "fade", parameters: [], implementation: .custom(Nothing())) }
        #expect(taken == SheetError(.alreadyExists, .animatorExists("fade")))
        // The specs are checked before the name is looked up.
        let bad = AnimatorParameter(name: "k", defaultValue: 3, minValue: 0, maxValue: 2)
        let spec = #expect(throws: SheetError.self) { try registry.register(name: "fade", parameters: [bad], implementation: .custom(Nothing())) }
        #expect(spec == SheetError(.invalidArgument, .parameterDefaultOutOfRange(animator: "fade", parameter: "k", value: 3, minimum: 0, maximum: 2)))
        #expect(registry.count == 3)
    }

    /// Rolling back removes what a batch added, never the built-ins.
    @Test func truncateKeepsTheBuiltIns() throws {
        var registry = AnimatorRegistry()
        try registry.register(name: "a", parameters: [], implementation: .custom(Nothing()))
        try registry.register(name: "b", parameters: [], implementation: .custom(Nothing()))
        registry.truncate(to: 4)
        #expect(registry.entries.map(\.name) == ["spring", "slide", "fade", "a"])
        registry.truncate(to: 0)
        #expect(registry.entries.map(\.name) == ["spring", "slide", "fade"])
        registry.truncate(to: 10)
        #expect(registry.count == 3)
    }

    @Test func resolvesDefaultsByKind() throws {
        let registry = AnimatorRegistry()
        #expect(try registry.resolve(Transition(), for: .present) == ResolvedTransition(animator: 0, parameters: [0.35, 1]))
        #expect(try registry.resolve(Transition(), for: .content) == ResolvedTransition(animator: 2, parameters: [0.25]))
        #expect(try registry.resolve(.slide(duration: 0.2), for: .dismiss) == ResolvedTransition(animator: 1, parameters: [0.2, -1]))
        // A later argument for the same parameter wins.
        let twice = Transition(animator: "fade", arguments: [.init("duration", 0.1), .init("duration", 0.7)])
        #expect(try registry.resolve(twice, for: .settle) == ResolvedTransition(animator: 2, parameters: [0.7]))
    }

    @Test func resolveRefusesUnknownNamesAndValuesOutOfRange() {
        let registry = AnimatorRegistry()
        let unknown = #expect(throws: SheetError.self) { _ = try registry.resolve(Transition(animator: "bounce"), for: .present) }
        #expect(unknown == SheetError(.notFound, .unknownAnimator(.present, "bounce")))
        let parameter = #expect(throws: SheetError.self) {
            _ = try registry.resolve(Transition(animator: "spring", arguments: [.init("mass", 1)]), for: .settle)
        }
        #expect(parameter == SheetError(.invalidArgument, .unknownParameter(.settle, animator: "spring", parameter: "mass")))
        let range = #expect(throws: SheetError.self) { _ = try registry.resolve(.spring(response: 0), for: .dismiss) }
        #expect(range == SheetError(.invalidArgument, .parameterOutOfRange(.dismiss, animator: "spring", parameter: "response", value: 0, minimum: 0.01, maximum: 10)))
        let nan = #expect(throws: SheetError.self) { _ = try registry.resolve(.fade(duration: .nan), for: .content) }
        guard case .parameterOutOfRange(.content, "fade", "duration", let value, 0, 10)? = nan?.issue else {
            Issue.record("expected .parameterOutOfRange for a NaN duration, got \(String(describing: nan?.issue))")
            return
        }
        #expect(value.isNaN)
        #expect(nan?.code == .invalidArgument)
    }
}
