import Foundation
@testable import SheetCore

/// How many doubles lie between `a` and `b` (0 when equal, ±0 included; `.max` when only
/// one is NaN, or when they have opposite signs and are not both zero).
func ulpsApart(_ a: Double, _ b: Double) -> UInt64 {
    if a == b || (a.isNaN && b.isNaN) { return 0 }
    if a.isNaN || b.isNaN || (a.sign != b.sign) { return .max }
    let x = a.bitPattern & 0x7fff_ffff_ffff_ffff
    let y = b.bitPattern & 0x7fff_ffff_ffff_ffff
    return x > y ? x - y : y - x
}

/// The largest distance in ulps between `function` and `reference` over `inputs`, and
/// the input where it occurs.
func worstUlps(_ inputs: [Double], _ function: (Double) -> Double, _ reference: (Double) -> Double)
    -> (ulps: UInt64, at: Double)
{
    var worst: (ulps: UInt64, at: Double) = (0, .nan)
    for x in inputs {
        let distance = ulpsApart(function(x), reference(x))
        if distance > worst.ulps { worst = (distance, x) }
    }
    return worst
}

/// `count` doubles drawn uniformly from `range`, the same on every run.
func uniformSamples(_ count: Int, in range: ClosedRange<Double>, seed: UInt64) -> [Double] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in Double.random(in: range, using: &generator) }
}

/// `count` positive finite doubles with uniformly drawn bit patterns between those of
/// `range`'s bounds: every binade equally often, subnormals included.
func bitPatternSamples(_ count: Int, in range: ClosedRange<Double>, seed: UInt64) -> [Double] {
    var generator = SeededGenerator(seed: seed)
    let bits = range.lowerBound.bitPattern...range.upperBound.bitPattern
    return (0..<count).map { _ in Double(bitPattern: UInt64.random(in: bits, using: &generator)) }
}
