import CSheet
import Glibc
import SheetCore

/// A built-in animator's instance: its closed-form animation in its own allocation, so
/// that sampling reads it in place. One create and destroy per type; the sample entry
/// points are SheetCore's, beside the animations they evaluate.
private enum Builtin<Animation> {
    @inline(__always)
    static func create(
        _ motion: UnsafePointer<sheet_motion>?, _ parameters: UnsafePointer<Double>?, count: Int,
        _ out: UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
        _ make: (MotionRequest, UnsafeBufferPointer<Double>) -> Animation
    ) -> sheet_status {
        guard let motion, let parameters, let out else { return SHEET_ERR_INVALID_ARGUMENT }
        guard let storage = LineAlignedBlock.allocate(byteCount: MemoryLayout<Animation>.stride) else {
            return SHEET_ERR_CAPACITY
        }
        let instance = storage.bindMemory(to: Animation.self, capacity: 1)
        instance.initialize(to: make(MotionRequest(motion.pointee), UnsafeBufferPointer(start: parameters, count: count)))
        out.pointee = UnsafeMutableRawPointer(instance)
        return SHEET_OK
    }

    static func destroy(_ instance: UnsafeMutableRawPointer?) {
        guard let instance else { return }
        instance.assumingMemoryBound(to: Animation.self).deinitialize(count: 1)
        LineAlignedBlock.free(instance)
    }
}

/// Memory that starts on a 64-byte cache line, for an animation the tick reads every
/// frame. From `malloc` with room to align, the original pointer kept in the word just
/// before the block: `posix_memalign` costs several times as much, once per motion.
private enum LineAlignedBlock {
    static let lineSize = 64

    /// `byteCount` bytes on a line boundary; nil when memory is exhausted.
    static func allocate(byteCount: Int) -> UnsafeMutableRawPointer? {
        // malloc's blocks are aligned to at least a word, so the first line boundary at
        // least one word in lies at most a line further on.
        guard let raw = malloc(byteCount + lineSize) else { return nil }
        let address = (UInt(bitPattern: raw) + UInt(MemoryLayout<UnsafeMutableRawPointer>.size) + UInt(lineSize - 1)) & ~UInt(lineSize - 1)
        guard let block = UnsafeMutableRawPointer(bitPattern: address) else { return nil }
        (block - MemoryLayout<UnsafeMutableRawPointer>.size).storeBytes(of: raw, as: UnsafeMutableRawPointer.self)
        return block
    }

    /// Frees a block `allocate(byteCount:)` returned.
    static func free(_ block: UnsafeMutableRawPointer) {
        Glibc.free((block - MemoryLayout<UnsafeMutableRawPointer>.size).load(as: UnsafeMutableRawPointer.self))
    }
}

/// Registers "spring", "slide" and "fade" into a new engine through the same vtable
/// path a plugin uses.
func registerBuiltinAnimators(_ handle: EngineHandle) {
    register(handle, name: SpringAnimation.name, parameters: SpringAnimation.parameters,
             create: { _, motion, parameters, out in
                 Builtin<SpringAnimation>.create(motion, parameters, count: SpringAnimation.parameters.count, out) { SpringAnimation(motion: $0, parameters: $1) }
             },
             sample: unsafeBitCast(SpringAnimation.sampleFunction, to: SampleFunction.self),
             destroy: { Builtin<SpringAnimation>.destroy($0) })
    register(handle, name: SlideAnimation.name, parameters: SlideAnimation.parameters,
             create: { _, motion, parameters, out in
                 Builtin<SlideAnimation>.create(motion, parameters, count: SlideAnimation.parameters.count, out) { SlideAnimation(motion: $0, parameters: $1) }
             },
             sample: unsafeBitCast(SlideAnimation.sampleFunction, to: SampleFunction.self),
             destroy: { Builtin<SlideAnimation>.destroy($0) })
    register(handle, name: FadeAnimation.name, parameters: FadeAnimation.parameters,
             create: { _, motion, parameters, out in
                 Builtin<FadeAnimation>.create(motion, parameters, count: FadeAnimation.parameters.count, out) { FadeAnimation(motion: $0, parameters: $1) }
             },
             sample: unsafeBitCast(FadeAnimation.sampleFunction, to: SampleFunction.self),
             destroy: { Builtin<FadeAnimation>.destroy($0) })
}

private func register(_ handle: EngineHandle, name: String, parameters: [AnimatorParameter],
                      create: CreateFunction, sample: SampleFunction, destroy: DestroyFunction) {
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
            create: create, sample: sample, destroy: destroy)
        do throws(SheetError) {
            try registerAnimator(handle, &vtable, pluginData: nil)
        } catch {
            preconditionFailure("a built-in animator failed to register: \(error.message)")
        }
    }
}
