import CSheet
import Glibc
import SheetCore

/// The running state of a built-in animator: the closed-form animation itself.
enum BuiltinInstance {
    case spring(SpringAnimation)
    case slide(SlideAnimation)
    case fade(FadeAnimation)

    func sample(elapsed: Double) -> AnimatorSample {
        switch self {
        case .spring(let animation): animation.sample(elapsed: elapsed)
        case .slide(let animation): animation.sample(elapsed: elapsed)
        case .fade(let animation): animation.sample(elapsed: elapsed)
        }
    }
}

/// Creates a built-in instance from the C arguments; `make` builds the animation from the
/// motion and the validated parameter values.
@inline(__always)
private func createBuiltin(
    _ motion: UnsafePointer<sheet_motion>?, _ parameters: UnsafePointer<Double>?, count: Int,
    _ out: UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
    _ make: (MotionRequest, UnsafeBufferPointer<Double>) -> BuiltinInstance
) -> sheet_status {
    guard let motion, let parameters, let out else { return SHEET_ERR_INVALID_ARGUMENT }
    let instance = UnsafeMutablePointer<BuiltinInstance>.allocate(capacity: 1)
    instance.initialize(to: make(MotionRequest(motion.pointee), UnsafeBufferPointer(start: parameters, count: count)))
    out.pointee = UnsafeMutableRawPointer(instance)
    return SHEET_OK
}

private let sampleBuiltin: SampleFunction = { instance, elapsed, out, velocity, finished in
    guard let instance, let out, let velocity, let finished else { return SHEET_ERR_INVALID_ARGUMENT }
    let sample = instance.assumingMemoryBound(to: BuiltinInstance.self).pointee.sample(elapsed: elapsed)
    out.pointee = sheet_visual(sample.visual)
    velocity.pointee = sample.topVelocity
    finished.pointee = sample.finished ? 1 : 0
    return SHEET_OK
}

private let destroyBuiltin: DestroyFunction = { instance in
    guard let instance else { return }
    let typed = instance.assumingMemoryBound(to: BuiltinInstance.self)
    typed.deinitialize(count: 1)
    typed.deallocate()
}

/// Registers "spring", "slide" and "fade" into a new engine through the same vtable
/// path a plugin uses.
func registerBuiltinAnimators(_ handle: EngineHandle) {
    let springCreate: CreateFunction = { _, motion, parameters, out in
        createBuiltin(motion, parameters, count: SpringAnimation.parameters.count, out) { .spring(SpringAnimation(motion: $0, parameters: $1)) }
    }
    let slideCreate: CreateFunction = { _, motion, parameters, out in
        createBuiltin(motion, parameters, count: SlideAnimation.parameters.count, out) { .slide(SlideAnimation(motion: $0, parameters: $1)) }
    }
    let fadeCreate: CreateFunction = { _, motion, parameters, out in
        createBuiltin(motion, parameters, count: FadeAnimation.parameters.count, out) { .fade(FadeAnimation(motion: $0, parameters: $1)) }
    }
    register(handle, name: SpringAnimation.name, parameters: SpringAnimation.parameters, create: springCreate)
    register(handle, name: SlideAnimation.name, parameters: SlideAnimation.parameters, create: slideCreate)
    register(handle, name: FadeAnimation.name, parameters: FadeAnimation.parameters, create: fadeCreate)
}

private func register(_ handle: EngineHandle, name: String, parameters: [AnimatorParameter], create: CreateFunction) {
    // The specs and names live only for this call: registration copies them.
    let names = parameters.map { strdup($0.name) }
    defer { names.forEach { free($0) } }
    let animatorName = strdup(name)
    defer { free(animatorName) }
    var specs = parameters.indices.map { index in
        sheet_param_spec(name: UnsafePointer(names[index]), default_value: parameters[index].defaultValue,
                         min_value: parameters[index].minValue, max_value: parameters[index].maxValue)
    }
    specs.withUnsafeMutableBufferPointer { buffer in
        var vtable = sheet_animator_vtable(
            struct_size: UInt32(MemoryLayout<sheet_animator_vtable>.size), abi_version: SHEET_ABI_VERSION,
            name: UnsafePointer(animatorName), params: UnsafePointer(buffer.baseAddress), param_count: buffer.count,
            create: create, sample: sampleBuiltin, destroy: destroyBuiltin)
        do throws(SheetError) {
            try registerAnimator(handle, &vtable, pluginData: nil)
        } catch {
            preconditionFailure("a built-in animator failed to register: \(error.message)")
        }
    }
}
