import CSheet
import Testing
@testable import Sheet

/// Registering a C vtable as an animator: what of the host's struct is read, and how.
@Suite struct VTableAnimatorTests {
    private static let create: @convention(c) (
        UnsafeMutableRawPointer?, UnsafePointer<sheet_motion>?, UnsafePointer<Double>?,
        UnsafeMutablePointer<UnsafeMutableRawPointer?>?
    ) -> sheet_status = { _, _, _, out in
        out?.pointee = nil
        return SHEET_OK
    }

    private static let sample: @convention(c) (
        UnsafeMutableRawPointer?, Double, UnsafeMutablePointer<sheet_visual>?,
        UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Int32>?
    ) -> sheet_status = { _, _, _, _, finished in
        finished?.pointee = 1
        return SHEET_OK
    }

    private static let destroy: @convention(c) (UnsafeMutableRawPointer?) -> Void = { _ in }

    /// Registers a vtable named `name` with one parameter spec, `struct_size` and
    /// `param_count` as given; returns the status and the engine's last error.
    private static func register(_ engine: OpaquePointer?, _ name: String, structSize: UInt32,
                                 paramCount: Int) -> (sheet_status, String) {
        name.withCString { cName in
            "k".withCString { parameter in
                var spec = sheet_param_spec(name: parameter, default_value: 0.5, min_value: 0, max_value: 1)
                return withUnsafePointer(to: &spec) { specs in
                    var vtable = sheet_animator_vtable()
                    vtable.struct_size = structSize
                    vtable.abi_version = SHEET_ABI_VERSION
                    vtable.name = cName
                    vtable.params = specs
                    vtable.param_count = paramCount
                    vtable.create = create
                    vtable.sample = sample
                    vtable.destroy = destroy
                    let status = sheet_engine_register_animator(engine, &vtable, nil)
                    return (status, String(cString: sheet_engine_last_error(engine)))
                }
            }
        }
    }

    /// A vtable declaring a `struct_size` past INT32_MAX is a newer, larger one: it is
    /// registered from the fields this library knows. Where `Int` is 32 bits, such a size
    /// does not fit in an `Int`.
    @Test func aStructSizePastInt32MaxIsANewerVTable() {
        var engine: OpaquePointer?
        #expect(sheet_engine_create(&engine) == SHEET_OK)
        defer { sheet_engine_destroy(engine) }
        #expect(Self.register(engine, "big.0", structSize: UInt32(Int32.max) + 1, paramCount: 1) == (SHEET_OK, ""))
        #expect(Self.register(engine, "big.1", structSize: .max, paramCount: 1) == (SHEET_OK, ""))
        #expect(sheet_engine_animator_count(engine) == 5)
        #expect(sheet_engine_animator_param_count(engine, 4) == 1)
        let small = Self.register(engine, "small", structSize: 8, paramCount: 1)
        #expect(small.0 == SHEET_ERR_ABI_MISMATCH)
        #expect(small.1 == "sheet_animator_vtable.struct_size is 8; ABI 1 needs at least \(minimumVTableSize)")
    }

    /// `param_count` is a `size_t`: a count past `Int.max` (2^31 − 1 where `Int` is 32
    /// bits) is refused as the number the host wrote, not read as negative and taken for
    /// no parameters.
    @Test func aParamCountPastIntMaxIsRefused() {
        var engine: OpaquePointer?
        #expect(sheet_engine_create(&engine) == SHEET_OK)
        defer { sheet_engine_destroy(engine) }
        for (count, written) in [(-1, "18446744073709551615"), (Int.min, "9223372036854775808"), (1 << 31, "2147483648")] {
            let (status, message) = Self.register(engine, "many", structSize: UInt32(MemoryLayout<sheet_animator_vtable>.size), paramCount: count)
            #expect(status == SHEET_ERR_INVALID_ARGUMENT)
            #expect(message == "animator \"many\" declares \(written) parameters; at most 16 are allowed")
        }
        #expect(sheet_engine_animator_count(engine) == 3)
    }
}
