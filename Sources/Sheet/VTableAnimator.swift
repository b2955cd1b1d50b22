import CSheet
import SheetCore
internal import SheetPlatform

typealias CreateFunction = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<sheet_motion>?, UnsafePointer<Double>?, UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> sheet_status
typealias SampleFunction = @convention(c) (UnsafeMutableRawPointer?, Double, UnsafeMutablePointer<sheet_visual>?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Int32>?) -> sheet_status
typealias DestroyFunction = @convention(c) (UnsafeMutableRawPointer?) -> Void
typealias ReleaseFunction = @convention(c) (UnsafeMutableRawPointer?) -> Void

/// An animator a host or a plugin defined in C, through a `sheet_animator_vtable`, as the
/// engine's Swift animators are: `create` starts a motion, whose instance `sample`
/// evaluates and `destroy` releases when the engine lets the motion go.
///
/// The engine's registry holds it. The handle keeps the ones whose registration stands
/// (`EngineHandle.commit(_:)`) and hands their plugin data back, once, when the engine is
/// destroyed (`handBack()`); a registration refused or rolled back is never kept there,
/// and its caller keeps its data.
final class VTableAnimator: SheetAnimator {
    let create: CreateFunction
    let sampleFunction: SampleFunction
    let destroy: DestroyFunction
    let release: ReleaseFunction?
    let pluginData: UnsafeMutableRawPointer?

    init(create: CreateFunction, sample: SampleFunction, destroy: DestroyFunction, release: ReleaseFunction?,
         pluginData: UnsafeMutableRawPointer?) {
        self.create = create
        self.sampleFunction = sample
        self.destroy = destroy
        self.release = release
        self.pluginData = pluginData
    }

    /// Hands the plugin data back through `release`.
    func handBack() {
        release?(pluginData)
    }

    func start(_ motion: MotionRequest, parameters: [Double]) -> AnimatorMotion? {
        // The motion's own object must not be the allocation that fails: without the
        // reserve whole, the motion is refused, and the engine's spring performs it.
        guard memory_reserve_refill() != 0 else { return nil }
        var cMotion = sheet_motion(
            struct_size: UInt32(MemoryLayout<sheet_motion>.size), kind: motion.kind.cValue,
            from: sheet_visual(motion.from), to: sheet_visual(motion.to),
            velocity: motion.velocity, viewport_height: motion.viewportHeight)
        var instance: UnsafeMutableRawPointer?
        let status = parameters.withUnsafeBufferPointer { create(pluginData, &cMotion, $0.baseAddress, &instance) }
        guard status == SHEET_OK else { return nil }
        return VTableMotion(instance: instance, sample: sampleFunction, destroy: destroy)
    }
}

/// One motion of a `VTableAnimator`: its instance, destroyed exactly once, when the
/// engine releases the motion.
final class VTableMotion: AnimatorMotion {
    let instance: UnsafeMutableRawPointer?
    let sampleFunction: SampleFunction
    let destroy: DestroyFunction

    init(instance: UnsafeMutableRawPointer?, sample: SampleFunction, destroy: DestroyFunction) {
        self.instance = instance
        self.sampleFunction = sample
        self.destroy = destroy
    }

    deinit { destroy(instance) }

    /// The C function's answer, its visual and velocity stored by it straight into
    /// `answer`, which the engine reads field by field.
    override func sample(elapsed: Double, into answer: inout AnimatorSample) -> Bool {
        var finished: Int32 = 0
        let status = withUnsafeMutablePointer(to: &answer.visual) { visual in
            // `Visual` is four doubles in `sheet_visual`'s order (VTableAnimatorTests
            // checks the two layouts against each other).
            visual.withMemoryRebound(to: sheet_visual.self, capacity: 1) { cVisual in
                sampleFunction(instance, elapsed, cVisual, &answer.topVelocity, &finished)
            }
        }
        answer.finished = finished != 0
        return status == SHEET_OK
    }

    override func sample(elapsed: Double) -> AnimatorSample? {
        var answer = AnimatorSample(visual: Visual(top: 0, opacity: 0, backdropAlpha: 0, scale: 0), topVelocity: 0,
                                    finished: false)
        return sample(elapsed: elapsed, into: &answer) ? answer : nil
    }
}

extension MotionKind {
    var cValue: Int32 {
        switch self {
        case .present: SHEET_MOTION_PRESENT
        case .dismiss: SHEET_MOTION_DISMISS
        case .settle: SHEET_MOTION_SETTLE
        case .content: SHEET_MOTION_CONTENT
        }
    }
}

extension sheet_visual {
    init(_ visual: Visual) {
        self.init(top: visual.top, opacity: visual.opacity, backdrop_alpha: visual.backdropAlpha, scale: visual.scale)
    }
}

/// The size of `sheet_animator_vtable` in ABI 1.0, through `destroy`: anything smaller is
/// an older, unknown layout. (`release` is a stored field, so its offset always exists.)
let minimumVTableSize = MemoryLayout<sheet_animator_vtable>.offset(of: \sheet_animator_vtable.release)!
/// The size from which a vtable has `release` (ABI 1.2).
let releasingVTableSize = MemoryLayout<sheet_animator_vtable>.size

/// Checks a host's or plugin's vtable and registers it into `handle`'s engine. The
/// registration is final unless it is part of a plugin's load (`commit: false`), whose
/// success commits it.
@discardableResult
func registerAnimator(_ handle: EngineHandle, _ vtable: UnsafePointer<sheet_animator_vtable>?,
                      pluginData: UnsafeMutableRawPointer?, commit: Bool = true) throws(CallError) -> VTableAnimator {
    guard let vtable else { throw CallError(SHEET_ERR_INVALID_ARGUMENT, "the animator vtable is NULL") }
    try handle.reserveMemory()
    let size = vtable.pointee.struct_size
    guard size >= minimumVTableSize else {
        throw CallError(SHEET_ERR_ABI_MISMATCH, .vtableTooSmall(size))
    }
    let v = vtable.pointee
    guard abiMajor(v.abi_version) == abiMajor(SHEET_ABI_VERSION) else {
        throw CallError(SHEET_ERR_ABI_MISMATCH, .abiMismatch(v.abi_version))
    }
    let name = try readName(v.name, .animator)
    guard let create = v.create, let sample = v.sample, let destroy = v.destroy else {
        throw CallError(SHEET_ERR_INVALID_ARGUMENT, .missingCallbacks(animator: name))
    }
    let paramCount = hostCount(v.param_count)
    guard paramCount <= SHEET_MAX_PARAMS else {
        throw CallError(SHEET_ERR_INVALID_ARGUMENT, .tooManyParameters(animator: name, paramCount))
    }
    var parameters: [AnimatorParameter] = []
    if paramCount > 0 {
        guard let specs = v.params else {
            throw CallError(SHEET_ERR_INVALID_ARGUMENT, .noParameterArray(animator: name, count: paramCount))
        }
        for index in 0..<Int(paramCount) {
            let spec = specs[index]
            let parameterName = try readName(spec.name, .animatorParameter(animator: name, index: index))
            parameters.append(AnimatorParameter(name: parameterName, defaultValue: spec.default_value,
                                                minValue: spec.min_value, maxValue: spec.max_value))
        }
    }
    let release = size >= releasingVTableSize ? v.release : nil
    let animator = VTableAnimator(create: create, sample: sample, destroy: destroy, release: release, pluginData: pluginData)
    try handle.call { core throws(SheetError) in try core.register(animator, name: name, parameters: parameters) }
    handle.syncAnimatorNames()
    if commit { handle.commit(animator) }
    return animator
}

@inline(__always)
func abiMajor(_ version: UInt32) -> UInt32 { version >> 16 }
