import CSheet
import SheetCore

typealias CreateFunction = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<sheet_motion>?, UnsafePointer<Double>?, UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> sheet_status
typealias SampleFunction = @convention(c) (UnsafeMutableRawPointer?, Double, UnsafeMutablePointer<sheet_visual>?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Int32>?) -> sheet_status
typealias DestroyFunction = @convention(c) (UnsafeMutableRawPointer?) -> Void

/// An animator reached through a `sheet_animator_vtable`: built-ins, host animators and
/// plugins alike.
final class VTableAnimator: AnimatorBackend {
    let create: CreateFunction
    let sampleFunction: SampleFunction
    let destroy: DestroyFunction
    let pluginData: UnsafeMutableRawPointer?

    init(create: CreateFunction, sample: SampleFunction, destroy: DestroyFunction, pluginData: UnsafeMutableRawPointer?) {
        self.create = create
        self.sampleFunction = sample
        self.destroy = destroy
        self.pluginData = pluginData
    }

    func start(_ motion: MotionRequest, parameters: UnsafeBufferPointer<Double>) -> AnimatorStart {
        var cMotion = sheet_motion(
            struct_size: UInt32(MemoryLayout<sheet_motion>.size), kind: motion.kind.rawValue,
            from: sheet_visual(motion.from), to: sheet_visual(motion.to),
            velocity: motion.velocity, viewport_height: motion.viewportHeight)
        var instance: UnsafeMutableRawPointer?
        let status = create(pluginData, &cMotion, parameters.baseAddress, &instance)
        return status == SHEET_OK ? .started(instance) : .failed
    }

    @inline(__always)
    func sample(_ instance: UnsafeMutableRawPointer?, elapsed: Double) -> AnimatorSample? {
        var visual = sheet_visual()
        var velocity = 0.0
        var finished: Int32 = 0
        guard sampleFunction(instance, elapsed, &visual, &velocity, &finished) == SHEET_OK else { return nil }
        return AnimatorSample(visual: Visual(visual), topVelocity: velocity, finished: finished != 0)
    }

    func finish(_ instance: UnsafeMutableRawPointer?) {
        destroy(instance)
    }
}

extension sheet_visual {
    @inline(__always)
    init(_ visual: Visual) {
        self.init(top: visual.top, opacity: visual.opacity, backdrop_alpha: visual.backdropAlpha, scale: visual.scale)
    }
}

extension Visual {
    @inline(__always)
    init(_ visual: sheet_visual) {
        self.init(top: visual.top, opacity: visual.opacity, backdropAlpha: visual.backdrop_alpha, scale: visual.scale)
    }
}

extension MotionRequest {
    init(_ motion: sheet_motion) {
        self.init(kind: MotionKind(rawValue: motion.kind) ?? .settle, from: Visual(motion.from), to: Visual(motion.to),
                  velocity: motion.velocity, viewportHeight: motion.viewport_height)
    }
}

/// The size of `sheet_animator_vtable` in ABI 1.0: anything smaller is an older, unknown
/// layout.
let minimumVTableSize = MemoryLayout<sheet_animator_vtable>.size

/// Checks a host's or plugin's vtable and registers it into `handle`'s engine.
func registerAnimator(_ handle: EngineHandle, _ vtable: UnsafePointer<sheet_animator_vtable>?, pluginData: UnsafeMutableRawPointer?) throws(SheetError) {
    guard let vtable else {
        throw SheetError(.invalidArgument, "the animator vtable is NULL")
    }
    let size = Int(vtable.pointee.struct_size)
    guard size >= minimumVTableSize else {
        throw SheetError(.abiMismatch, "sheet_animator_vtable.struct_size is \(size); ABI 1 needs at least \(minimumVTableSize)")
    }
    let v = vtable.pointee
    guard abiMajor(v.abi_version) == abiMajor(SHEET_ABI_VERSION) else {
        throw SheetError(.abiMismatch, "the animator was built for ABI \(v.abi_version >> 16).\(v.abi_version & 0xffff); this library speaks ABI \(SHEET_ABI_VERSION >> 16).x")
    }
    let name = try readName(v.name, "the animator's name")
    guard let create = v.create, let sample = v.sample, let destroy = v.destroy else {
        throw SheetError(.invalidArgument, "animator \"\(name)\": create, sample and destroy must all be set")
    }
    guard v.param_count <= Int(SHEET_MAX_PARAMS) else {
        throw SheetError(.invalidArgument, "animator \"\(name)\" declares \(v.param_count) parameters; at most \(SHEET_MAX_PARAMS) are allowed")
    }
    var parameters: [AnimatorParameter] = []
    if v.param_count > 0 {
        guard let specs = v.params else {
            throw SheetError(.invalidArgument, "animator \"\(name)\": params is NULL but param_count is \(v.param_count)")
        }
        for index in 0..<v.param_count {
            let spec = specs[index]
            let parameterName = try readName(spec.name, "animator \"\(name)\": parameter \(index)'s name")
            parameters.append(AnimatorParameter(name: parameterName, defaultValue: spec.default_value,
                                                minValue: spec.min_value, maxValue: spec.max_value))
        }
    }
    try handle.core.registry.register(
        name: name, parameters: parameters,
        backend: VTableAnimator(create: create, sample: sample, destroy: destroy, pluginData: pluginData),
        // The same function, seen through raw pointers: sheet_visual is four doubles.
        sampleFunction: unsafeBitCast(sample, to: AnimatorSampleFunction.self))
    handle.syncAnimatorNames()
}

@inline(__always)
func abiMajor(_ version: UInt32) -> UInt32 { version >> 16 }
