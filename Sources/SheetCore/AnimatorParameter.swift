/// The description of one tunable parameter of an animator backend: its name as a
/// transition spells it, its default, and the closed range a value must lie in.
///
/// Invariant: `minValue <= defaultValue <= maxValue`, all finite.
public struct AnimatorParameter: Sendable, Equatable {
    /// As written in a transition's parameter list, e.g. "response".
    public var name: String
    /// Used when a transition does not name the parameter.
    public var defaultValue: Double
    /// Smallest accepted value, inclusive.
    public var minValue: Double
    /// Largest accepted value, inclusive.
    public var maxValue: Double

    public init(name: String, defaultValue: Double, minValue: Double, maxValue: Double) {
        self.name = name
        self.defaultValue = defaultValue
        self.minValue = minValue
        self.maxValue = maxValue
    }

    /// `value` brought into [minValue, maxValue]; NaN gives the default.
    ///
    /// Values are validated before they reach an animator; this is the last guard
    /// that keeps a bad number from becoming a trap or a NaN frame.
    public func clamp(_ value: Double) -> Double {
        if value.isNaN { return defaultValue }
        return value < minValue ? minValue : (value > maxValue ? maxValue : value)
    }

    /// The value for spec `index` of `specs` taken from `values` (in spec order),
    /// clamped into its range; the default when `values` is too short.
    static func value(_ index: Int, of specs: [AnimatorParameter], in values: UnsafeBufferPointer<Double>) -> Double {
        let spec = specs[index]
        return index < values.count ? spec.clamp(values[index]) : spec.defaultValue
    }
}
