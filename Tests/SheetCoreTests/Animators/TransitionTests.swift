import Testing
@testable import SheetCore

@Suite struct TransitionTests {
    @Test func theDefaultNamesNoAnimator() {
        let transition = Transition()
        #expect(transition.animator == nil)
        #expect(transition.arguments.isEmpty)
    }

    @Test func builtInsSpellTheirParameters() {
        #expect(Transition.spring(response: 0.5, dampingRatio: 0.7)
            == Transition(animator: "spring", arguments: [.init("response", 0.5), .init("damping_ratio", 0.7)]))
        #expect(Transition.spring() == Transition(animator: "spring", arguments: [.init("response", 0.35), .init("damping_ratio", 1)]))
        #expect(Transition.slide(duration: 0.2, curve: .linear)
            == Transition(animator: "slide", arguments: [.init("duration", 0.2), .init("curve", 0)]))
        #expect(Transition.slide() == Transition(animator: "slide", arguments: [.init("duration", 0.3), .init("curve", -1)]))
        #expect(Transition.slide(curve: .easeInOut).arguments[1].value == 3)
        #expect(Transition.fade(duration: 0.6) == Transition(animator: "fade", arguments: [.init("duration", 0.6)]))
        #expect(Transition.fade().arguments == [.init("duration", 0.25)])
    }

    /// A configuration's transitions resolve to the animator's index and one value per
    /// parameter in spec order, defaults filled in.
    @Test func resolvesAgainstARegistry() throws {
        var configuration = SheetConfiguration()
        configuration.present = .slide(duration: 0.2, curve: .linear)
        configuration.dismiss = Transition(animator: "spring", arguments: [.init("damping_ratio", 0.5)])
        configuration.content = Transition(animator: "fade")
        let resolved = try ResolvedTransitions(configuration, in: AnimatorRegistry())
        #expect(resolved[.present] == ResolvedTransition(animator: 1, parameters: [0.2, 0]))
        #expect(resolved[.dismiss] == ResolvedTransition(animator: 0, parameters: [0.35, 0.5]))
        #expect(resolved[.settle] == ResolvedTransition(animator: 0, parameters: [0.35, 1]))
        #expect(resolved[.content] == ResolvedTransition(animator: 2, parameters: [0.25]))
    }

    /// The first transition that does not resolve is named with its kind.
    @Test func namesTheTransitionThatDoesNotResolve() {
        var configuration = SheetConfiguration()
        configuration.settle = Transition(animator: "bounce")
        configuration.content = Transition(animator: "nope")
        let error = #expect(throws: SheetError.self) { _ = try ResolvedTransitions(configuration, in: AnimatorRegistry()) }
        #expect(error == SheetError(.notFound, .unknownAnimator(.settle, "bounce")))
    }
}
