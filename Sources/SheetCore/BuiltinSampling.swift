/// A built-in animator's closed form, sampled through the same C-convention entry point
/// a plugin's vtable provides (`AnimatorSampleFunction`). The entry points live here,
/// beside the animations, so that each is one function with the evaluation inlined: the
/// engine calls it for every moving sheet every frame.
protocol ClosedFormAnimation {
    func sample(elapsed: Double) -> AnimatorSample
}

extension SpringAnimation: ClosedFormAnimation {}
extension SlideAnimation: ClosedFormAnimation {}
extension FadeAnimation: ClosedFormAnimation {}

/// The status a built-in sample function returns for a NULL argument: the value of
/// `SHEET_ERR_INVALID_ARGUMENT` in sheet.h (the C layer's tests hold the two equal).
public let builtinSampleInvalidArgument: Int32 = 1

extension ClosedFormAnimation {
    /// Samples the animation stored at `instance` and writes the result the way a
    /// vtable's `sample` does: `out` is four doubles (top, opacity, backdrop alpha,
    /// scale).
    @inline(__always)
    static func sampleEntry(_ instance: UnsafeMutableRawPointer?, _ elapsed: Double, _ out: UnsafeMutableRawPointer?,
                            _ velocity: UnsafeMutablePointer<Double>?, _ finished: UnsafeMutablePointer<Int32>?) -> Int32 {
        guard let instance, let out, let velocity, let finished else { return builtinSampleInvalidArgument }
        let sample = instance.assumingMemoryBound(to: Self.self).pointee.sample(elapsed: elapsed)
        let visual = out.assumingMemoryBound(to: Double.self)
        visual[0] = sample.visual.top
        visual[1] = sample.visual.opacity
        visual[2] = sample.visual.backdropAlpha
        visual[3] = sample.visual.scale
        velocity.pointee = sample.topVelocity
        finished.pointee = sample.finished ? 1 : 0
        return 0
    }
}

extension SpringAnimation {
    /// The `sample` entry point of the built-in `spring`: the instance is a
    /// `SpringAnimation`.
    public static let sampleFunction: AnimatorSampleFunction = { sampleEntry($0, $1, $2, $3, $4) }

    /// Whether `function` is `sampleFunction`: its instances are `SpringAnimation`s.
    static func isEntryPoint(_ function: AnimatorSampleFunction?) -> Bool {
        guard let function else { return false }
        return unsafeBitCast(function, to: UnsafeRawPointer.self) == unsafeBitCast(sampleFunction, to: UnsafeRawPointer.self)
    }
}

extension SlideAnimation {
    /// The `sample` entry point of the built-in `slide`: the instance is a `SlideAnimation`.
    public static let sampleFunction: AnimatorSampleFunction = { sampleEntry($0, $1, $2, $3, $4) }
}

extension FadeAnimation {
    /// The `sample` entry point of the built-in `fade`: the instance is a `FadeAnimation`.
    public static let sampleFunction: AnimatorSampleFunction = { sampleEntry($0, $1, $2, $3, $4) }
}
