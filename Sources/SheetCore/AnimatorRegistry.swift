/// The animators an engine knows, by name, in registration order. Entries are never
/// removed except by rolling back a failed plugin load, so an index stays valid for
/// every sheet that resolved it.
public struct AnimatorRegistry {
    public struct Entry {
        public let name: String
        public let parameters: [AnimatorParameter]
        public let backend: any AnimatorBackend
        /// The backend's sample function, when it has one to call directly.
        public let sampleFunction: AnimatorSampleFunction?
    }

    public private(set) var entries: [Entry] = []

    public init() {}

    public var count: Int { entries.count }

    public func index(named name: String) -> Int? {
        entries.firstIndex { $0.name == name }
    }

    /// Adds an animator after checking its name and parameter specs.
    public mutating func register(name: String, parameters: [AnimatorParameter], backend: any AnimatorBackend,
                                  sampleFunction: AnimatorSampleFunction? = nil) throws(SheetError) {
        guard !name.isEmpty else {
            throw SheetError(.invalidArgument, "an animator needs a non-empty name")
        }
        try Self.validate(parameters, of: name)
        guard index(named: name) == nil else {
            throw SheetError(.alreadyExists, "an animator named \"\(name)\" is already registered")
        }
        entries.append(Entry(name: name, parameters: parameters, backend: backend, sampleFunction: sampleFunction))
    }

    /// Removes every entry registered after the first `count` (a failed plugin load).
    public mutating func truncate(to count: Int) {
        if count < entries.count { entries.removeLast(entries.count - count) }
    }

    static func validate(_ parameters: [AnimatorParameter], of animator: String) throws(SheetError) {
        guard parameters.count <= AnimatorParameter.maximumCount else {
            throw SheetError(.invalidArgument, "animator \"\(animator)\" declares \(parameters.count) parameters; at most \(AnimatorParameter.maximumCount) are allowed")
        }
        for (index, spec) in parameters.enumerated() {
            guard !spec.name.isEmpty else {
                throw SheetError(.invalidArgument, "animator \"\(animator)\": parameter \(index) has an empty name")
            }
            guard spec.minValue.isFinite, spec.maxValue.isFinite, spec.defaultValue.isFinite else {
                throw SheetError(.invalidArgument, "animator \"\(animator)\": parameter \"\(spec.name)\" has a non-finite default or range")
            }
            guard spec.minValue <= spec.maxValue else {
                throw SheetError(.invalidArgument, "animator \"\(animator)\": parameter \"\(spec.name)\" has min \(spec.minValue) > max \(spec.maxValue)")
            }
            guard spec.defaultValue >= spec.minValue, spec.defaultValue <= spec.maxValue else {
                throw SheetError(.invalidArgument, "animator \"\(animator)\": parameter \"\(spec.name)\" has default \(spec.defaultValue) outside [\(spec.minValue), \(spec.maxValue)]")
            }
            for other in parameters[..<index] where other.name == spec.name {
                throw SheetError(.invalidArgument, "animator \"\(animator)\": parameter \"\(spec.name)\" is declared twice")
            }
        }
    }

    /// Resolves a transition: the animator's index and its parameter values in spec
    /// order, defaults filled in. `nil` name means `fallbackName`.
    public func resolve(_ transition: TransitionSpec, defaultAnimator fallbackName: String, role: String) throws(SheetError) -> ResolvedTransition {
        let name = transition.animator ?? fallbackName
        guard let index = index(named: name) else {
            throw SheetError(.notFound, "\(role) transition: no animator named \"\(name)\" is registered")
        }
        let specs = entries[index].parameters
        var values = ContiguousArray(specs.map(\.defaultValue))
        for parameter in transition.parameters {
            guard let position = specs.firstIndex(where: { $0.name == parameter.name }) else {
                throw SheetError(.invalidArgument, "\(role) transition: animator \"\(name)\" has no parameter \"\(parameter.name)\"")
            }
            let spec = specs[position]
            guard parameter.value.isFinite, parameter.value >= spec.minValue, parameter.value <= spec.maxValue else {
                throw SheetError(.invalidArgument, "\(role) transition: parameter \"\(parameter.name)\" of \"\(name)\" must be in [\(spec.minValue), \(spec.maxValue)], got \(parameter.value)")
            }
            values[position] = parameter.value
        }
        return ResolvedTransition(animator: index, parameters: values)
    }
}

/// A transition as the host names it.
public struct TransitionSpec: Sendable {
    /// nil: the default animator for the motion kind.
    public var animator: String?
    public var parameters: [(name: String, value: Double)]

    public init(animator: String? = nil, parameters: [(name: String, value: Double)] = []) {
        self.animator = animator
        self.parameters = parameters
    }
}

/// A transition ready to run: a registry index and values in the animator's spec order.
public struct ResolvedTransition: Sendable, Equatable {
    public var animator: Int
    public var parameters: ContiguousArray<Double>

    public init(animator: Int, parameters: ContiguousArray<Double>) {
        self.animator = animator
        self.parameters = parameters
    }
}

extension AnimatorParameter {
    /// The most parameters one animator may declare.
    public static let maximumCount = 16
}
