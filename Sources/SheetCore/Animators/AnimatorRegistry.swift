/// The animators an engine knows, by name, in registration order: the built-in spring,
/// slide and fade first, then those the host registered. Entries are removed only by
/// rolling back a registration batch that failed, so an index stays valid for every
/// sheet that resolved it.
struct AnimatorRegistry {
    /// How an animator's motions are made.
    enum Implementation {
        /// The built-in closed forms, evaluated by the engine itself.
        case spring, slide, fade
        /// An animator the host registered.
        case custom(any SheetAnimator)
    }

    struct Entry {
        let name: AnimatorName
        let parameters: [AnimatorParameter]
        let implementation: Implementation
    }

    private(set) var entries: [Entry] = [
        Entry(name: SpringAnimation.name, parameters: SpringAnimation.parameters, implementation: .spring),
        Entry(name: SlideAnimation.name, parameters: SlideAnimation.parameters, implementation: .slide),
        Entry(name: FadeAnimation.name, parameters: FadeAnimation.parameters, implementation: .fade),
    ]

    /// The built-ins' indices: registered first, never removed.
    static let springIndex = 0
    static let fadeIndex = 2
    static let builtinCount = 3

    var count: Int { entries.count }

    func index(named name: AnimatorName) -> Int? {
        entries.firstIndex { $0.name == name }
    }

    /// Adds an animator after checking its name and parameter specs.
    mutating func register(name: AnimatorName, parameters: [AnimatorParameter], implementation: Implementation) throws(SheetError) {
        guard !name.isEmpty else { throw SheetError(.invalidArgument, .emptyAnimatorName) }
        try AnimatorParameter.validate(parameters, of: name)
        guard index(named: name) == nil else { throw SheetError(.alreadyExists, .animatorExists(name)) }
        guard entries.count < Self.maximumCount else {
            throw SheetError(.capacity, .tooManyAnimators(limit: Self.maximumCount))
        }
        entries.append(Entry(name: name, parameters: parameters, implementation: implementation))
    }

    /// The most animators an engine holds, the built-ins included: a bound on what one
    /// registration allocates as the registry grows.
    static let maximumCount = 256

    /// Removes every entry registered after the first `count` (a batch that failed). The
    /// built-ins stay.
    mutating func truncate(to count: Int) {
        let kept = max(count, Self.builtinCount)
        if kept < entries.count { entries.removeLast(entries.count - kept) }
    }

    /// Checks a transition for `kind` without building anything: its animator is
    /// registered and it names only that animator's parameters, each within its range.
    /// Returns the animator's index.
    func check(_ transition: Transition, for kind: MotionKind) throws(SheetError) -> Int {
        let index: Int
        if let name = transition.animator {
            guard let named = self.index(named: name) else { throw SheetError(.notFound, .unknownAnimator(kind, name)) }
            index = named
        } else {
            index = kind == .content ? Self.fadeIndex : Self.springIndex
        }
        let name = entries[index].name
        let specs = entries[index].parameters
        for argument in transition.arguments {
            guard let position = specs.firstIndex(where: { $0.name == argument.name }) else {
                throw SheetError(.invalidArgument, .unknownParameter(kind, animator: name, parameter: argument.name))
            }
            let spec = specs[position]
            guard argument.value.isFinite, argument.value >= spec.minValue, argument.value <= spec.maxValue else {
                throw SheetError(.invalidArgument, .parameterOutOfRange(
                    kind, animator: name, parameter: argument.name, value: argument.value,
                    minimum: spec.minValue, maximum: spec.maxValue))
            }
        }
        return index
    }

    /// Writes a checked transition's parameter values, in spec order with defaults filled
    /// in, into `resolved`, whose animator is the one `check` found. Its storage grows only
    /// when the animator has more parameters than it has held.
    func write(_ transition: Transition, into resolved: inout ResolvedTransition) {
        let specs = entries[resolved.animator].parameters
        resolved.parameters.removeAll(keepingCapacity: true)
        for spec in specs { resolved.parameters.append(spec.defaultValue) }
        for argument in transition.arguments {
            if let position = specs.firstIndex(where: { $0.name == argument.name }) {
                resolved.parameters[position] = argument.value
            }
        }
    }
}
