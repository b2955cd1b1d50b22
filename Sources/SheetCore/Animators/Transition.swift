/// Which animator moves one kind of motion of a sheet, and with which parameters.
public struct Transition: Sendable, Equatable {
    /// A named parameter value.
    public struct Argument: Sendable, Equatable {
        public var name: AnimatorName
        public var value: Double

        public init(_ name: AnimatorName, _ value: Double) {
            self.name = name
            self.value = value
        }
    }

    /// The animator's name; nil means the default for the motion kind (the built-in
    /// spring; the built-in fade for content).
    public var animator: AnimatorName?
    /// Values for some of the animator's parameters, each within its range; the rest
    /// keep their defaults.
    public var arguments: [Argument]

    public init(animator: AnimatorName? = nil, arguments: [Argument] = []) {
        self.animator = animator
        self.arguments = arguments
    }

    /// The built-in spring: `response` seconds (the undamped period, 0.01...10) and
    /// `dampingRatio` (0.05...10; 1 is critically damped).
    public static func spring(response: Double = 0.35, dampingRatio: Double = 1) -> Transition {
        Transition(animator: SpringAnimation.name, arguments: [Argument("response", response), Argument("damping_ratio", dampingRatio)])
    }

    /// The built-in slide: every channel along `curve` over `duration` seconds (0...10).
    public static func slide(duration: Double = 0.3, curve: SlideAnimation.Curve = .automatic) -> Transition {
        Transition(animator: SlideAnimation.name, arguments: [Argument("duration", duration), Argument("curve", curve.code)])
    }

    /// The built-in fade: a cross-fade over `duration` seconds (0...10).
    public static func fade(duration: Double = 0.25) -> Transition {
        Transition(animator: FadeAnimation.name, arguments: [Argument("duration", duration)])
    }
}

/// A transition ready to run: the animator's index in the registry and a value for each
/// of its parameters, in spec order.
struct ResolvedTransition: Sendable, Equatable {
    var animator: Int
    var parameters: [Double]
}

/// A sheet's transitions, one per kind of motion, resolved when the sheet is made.
struct ResolvedTransitions {
    var present, dismiss, settle, content: ResolvedTransition

    subscript(kind: MotionKind) -> ResolvedTransition {
        switch kind {
        case .present: present
        case .dismiss: dismiss
        case .settle: settle
        case .content: content
        }
    }

    /// Resolves each transition of `configuration` against `registry`: the check and the
    /// update a new configuration of a sheet goes through.
    init(_ configuration: borrowing SheetConfiguration, in registry: AnimatorRegistry) throws(SheetError) {
        try Self.check(configuration, in: registry)
        self = .vacant
        update(from: configuration, in: registry)
    }

    /// Checks each transition of `configuration` against `registry`, building nothing.
    @inline(never)
    static func check(_ configuration: SheetConfiguration, in registry: AnimatorRegistry) throws(SheetError) {
        _ = try registry.check(configuration.present, for: .present)
        _ = try registry.check(configuration.dismiss, for: .dismiss)
        _ = try registry.check(configuration.settle, for: .settle)
        _ = try registry.check(configuration.content, for: .content)
    }

    /// Resolves each transition of `configuration`, checked beforehand (`check`), into
    /// these, whose parameter storage grows only when an animator has more parameters than
    /// it has held.
    @inline(never)
    mutating func update(from configuration: SheetConfiguration, in registry: AnimatorRegistry) {
        Self.update(&present, configuration.present, .present, in: registry)
        Self.update(&dismiss, configuration.dismiss, .dismiss, in: registry)
        Self.update(&settle, configuration.settle, .settle, in: registry)
        Self.update(&content, configuration.content, .content, in: registry)
    }

    private static func update(_ resolved: inout ResolvedTransition, _ transition: Transition, _ kind: MotionKind,
                               in registry: AnimatorRegistry) {
        // Checked already: the index is there, and a failure here would be an engine defect.
        guard let animator = try? registry.check(transition, for: kind) else { return }
        resolved.animator = animator
        registry.write(transition, into: &resolved)
    }

    /// What a vacant slot holds: nothing runs from it.
    private init(placeholder: ResolvedTransition) {
        present = placeholder
        dismiss = placeholder
        settle = placeholder
        content = placeholder
    }

    static let vacant = ResolvedTransitions(placeholder: ResolvedTransition(animator: 0, parameters: []))
}
