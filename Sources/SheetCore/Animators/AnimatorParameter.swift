/// One tunable parameter of an animator: its name as a transition spells it, its
/// default, and the closed range a value must lie in.
///
/// Invariant (checked at registration): `minValue <= defaultValue <= maxValue`, all
/// finite, and the name non-empty and unique within its animator.
public struct AnimatorParameter: Sendable, Equatable {
    /// As written in a transition's parameter list, e.g. "response".
    public var name: AnimatorName
    /// Used when a transition does not name the parameter.
    public var defaultValue: Double
    /// Smallest accepted value, inclusive.
    public var minValue: Double
    /// Largest accepted value, inclusive.
    public var maxValue: Double

    public init(name: AnimatorName, defaultValue: Double, minValue: Double, maxValue: Double) {
        self.name = name
        self.defaultValue = defaultValue
        self.minValue = minValue
        self.maxValue = maxValue
    }

    /// `range` under `name`.
    init(name: AnimatorName, _ range: ParameterRange) {
        self.init(name: name, defaultValue: range.defaultValue, minValue: range.minValue, maxValue: range.maxValue)
    }

    /// The most parameters one animator may declare.
    public static let maximumCount = 16

    /// The default and the range, without the name.
    var range: ParameterRange {
        ParameterRange(defaultValue: defaultValue, minValue: minValue, maxValue: maxValue)
    }

    /// `value` brought into [minValue, maxValue]; NaN gives the default.
    public func clamp(_ value: Double) -> Double {
        range.clamp(value)
    }

    /// Checks an animator's parameter specs, naming the first that is wrong.
    static func validate(_ parameters: [AnimatorParameter], of animator: AnimatorName) throws(SheetError) {
        guard parameters.count <= maximumCount else {
            throw SheetError(.invalidArgument, .tooManyParameters(animator: animator, count: parameters.count))
        }
        for (index, spec) in parameters.enumerated() {
            guard !spec.name.isEmpty else {
                throw SheetError(.invalidArgument, .emptyParameterName(animator: animator, index: index))
            }
            guard spec.minValue.isFinite, spec.maxValue.isFinite, spec.defaultValue.isFinite else {
                throw SheetError(.invalidArgument, .nonFiniteParameter(animator: animator, parameter: spec.name))
            }
            guard spec.minValue <= spec.maxValue else {
                throw SheetError(.invalidArgument, .parameterRangeInverted(
                    animator: animator, parameter: spec.name, minimum: spec.minValue, maximum: spec.maxValue))
            }
            guard spec.defaultValue >= spec.minValue, spec.defaultValue <= spec.maxValue else {
                throw SheetError(.invalidArgument, .parameterDefaultOutOfRange(
                    animator: animator, parameter: spec.name, value: spec.defaultValue,
                    minimum: spec.minValue, maximum: spec.maxValue))
            }
            for other in parameters[..<index] where other.name == spec.name {
                throw SheetError(.invalidArgument, .duplicateParameter(animator: animator, parameter: spec.name))
            }
        }
    }
}
