/// The animators an engine knows: the built-ins and those the host registers.
extension SheetEngine {
    /// An animator the engine knows: its name and the parameters a transition may set.
    public struct AnimatorInfo: Sendable, Equatable {
        public var name: AnimatorName
        public var parameters: [AnimatorParameter]
    }

    /// The registered animators, built-ins first ("spring", "slide", "fade"), then in
    /// registration order. `.animatorFailed` events index this list.
    public var animators: [AnimatorInfo] {
        registry.entries.map { AnimatorInfo(name: $0.name, parameters: $0.parameters) }
    }

    /// The number of registered animators.
    public var animatorCount: Int { registry.count }

    /// The name and parameters of animator `index`, nil when there is no such animator.
    public func animator(at index: Int) -> AnimatorInfo? {
        guard index >= 0, index < registry.count else { return nil }
        let entry = registry.entries[index]
        return AnimatorInfo(name: entry.name, parameters: entry.parameters)
    }

    /// Registers `animator` under `name` (non-empty, not yet registered), with the
    /// parameters its transitions may set (at most `AnimatorParameter.maximumCount`, each
    /// with a non-empty unique name and a finite default within a finite range). Sheets
    /// created from then on may name it in their transitions.
    public func register(_ animator: any SheetAnimator, name: AnimatorName, parameters: [AnimatorParameter] = []) throws(SheetError) {
        try refuseReentry()
        try registry.register(name: name, parameters: parameters, implementation: .custom(animator))
    }

    /// Runs `body`, which registers animators, all or nothing: when it throws, every
    /// animator it registered is removed again (the built-ins and earlier registrations
    /// stay) and the error goes on.
    public func registeringAll<Failure: Error>(_ body: () throws(Failure) -> Void) throws(Failure) {
        let before = registry.count
        do {
            try body()
        } catch {
            registry.truncate(to: before)
            throw error
        }
    }
}
