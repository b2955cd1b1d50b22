/// The closed range a parameter's value must lie in, and the value it takes when a
/// transition does not name it: an `AnimatorParameter` without its name.
///
/// The built-in animators keep theirs as plain numbers, so that starting one of their
/// motions reads no list: a global list is, on 32-bit targets, an allocation made on
/// first use and held for the life of the process.
struct ParameterRange: Equatable {
    let defaultValue: Double
    let minValue: Double
    let maxValue: Double

    /// `value` brought into [minValue, maxValue]; NaN gives the default.
    ///
    /// Values are validated before they reach an animator; this is the last guard that
    /// keeps a bad number from becoming a trap or a NaN frame.
    func clamp(_ value: Double) -> Double {
        if value.isNaN { return defaultValue }
        return value < minValue ? minValue : (value > maxValue ? maxValue : value)
    }

    /// The value at `index` of `values` (an animator's parameter values, in spec order),
    /// clamped into the range; the default when `values` is too short.
    func value(at index: Int, in values: [Double]) -> Double {
        index < values.count ? clamp(values[index]) : defaultValue
    }
}
