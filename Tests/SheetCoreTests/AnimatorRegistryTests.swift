import Testing
@testable import SheetCore

private final class Still: AnimatorBackend {
    func start(_ motion: MotionRequest, parameters: UnsafeBufferPointer<Double>) -> AnimatorStart { .started(nil) }
    func sample(_ instance: UnsafeMutableRawPointer?, elapsed: Double) -> AnimatorSample? { nil }
    func finish(_ instance: UnsafeMutableRawPointer?) {}
}

private func spec(_ name: String, _ value: Double = 1, _ low: Double = 0, _ high: Double = 2) -> AnimatorParameter {
    AnimatorParameter(name: name, defaultValue: value, minValue: low, maxValue: high)
}

@Suite struct AnimatorRegistryTests {
    @Test func registersAndResolvesWithDefaults() throws {
        var registry = AnimatorRegistry()
        try registry.register(name: "a", parameters: [spec("x"), spec("y", 0.5)], backend: Still())
        try registry.register(name: "b", parameters: [], backend: Still())
        #expect(registry.index(named: "b") == 1)
        let resolved = try registry.resolve(TransitionSpec(animator: "a", parameters: [(name: "y", value: 2)]),
                                            defaultAnimator: "b", role: "present")
        #expect(resolved == ResolvedTransition(animator: 0, parameters: [1, 2]))
        #expect(try registry.resolve(TransitionSpec(), defaultAnimator: "b", role: "present").animator == 1)
    }

    @Test func refusesDuplicatesAndBadSpecs() throws {
        var registry = AnimatorRegistry()
        try registry.register(name: "a", parameters: [], backend: Still())
        #expect(throws: SheetError(.alreadyExists, "an animator named \"a\" is already registered")) {
            try registry.register(name: "a", parameters: [], backend: Still())
        }
        let bad: [[AnimatorParameter]] = [
            [spec("")], [spec("x"), spec("x")], [spec("x", 1, 3, 2)], [spec("x", 5)], [spec("x", .nan)],
            Array(repeating: spec("x"), count: 17),
        ]
        for parameters in bad {
            #expect(throws: SheetError.self) { try registry.register(name: "z", parameters: parameters, backend: Still()) }
        }
        #expect(registry.count == 1)
    }

    @Test func resolutionErrorsNameWhatIsWrong() throws {
        var registry = AnimatorRegistry()
        try registry.register(name: "a", parameters: [spec("x")], backend: Still())
        do {
            _ = try registry.resolve(TransitionSpec(animator: "nope"), defaultAnimator: "a", role: "settle")
            Issue.record("an unknown animator resolved")
        } catch {
            #expect(error.code == .notFound)
        }
        do {
            _ = try registry.resolve(TransitionSpec(animator: "a", parameters: [(name: "x", value: 9)]), defaultAnimator: "a", role: "settle")
            Issue.record("an out-of-range value resolved")
        } catch {
            #expect(error.code == .invalidArgument)
            #expect(error.message.contains("\"x\""))
        }
    }

    @Test func truncateRollsBackALoad() throws {
        var registry = AnimatorRegistry()
        try registry.register(name: "a", parameters: [], backend: Still())
        try registry.register(name: "b", parameters: [], backend: Still())
        registry.truncate(to: 1)
        #expect(registry.count == 1)
        #expect(registry.index(named: "b") == nil)
    }
}
