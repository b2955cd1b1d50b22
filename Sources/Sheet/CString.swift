import CSheet
import SheetCore

/// C copies of one registered animator's name and of its parameters' names, which the
/// functions of sheet.h hand out as `const char *`: one allocation the library owns, each
/// name NUL-terminated after the one before, the animator's first. Freed with `free()`
/// when the animator's registration is rolled back or its engine destroyed; written only
/// while it is made, so it may be read from any thread.
struct AnimatorCNames: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<CChar>
    /// How many parameter names follow the animator's (at most `SHEET_MAX_PARAMS`).
    let parameterCount: Int

    init(copying animator: SheetEngine.AnimatorInfo) {
        var capacity = Self.length(of: animator.name) + 1
        for parameter in animator.parameters { capacity += Self.length(of: parameter.name) + 1 }
        storage = .allocate(capacity: capacity)
        var end = Self.copy(animator.name, to: storage)
        for parameter in animator.parameters { end = Self.copy(parameter.name, to: end) }
        parameterCount = animator.parameters.count
    }

    /// The animator's name.
    var name: UnsafePointer<CChar> { UnsafePointer(storage) }

    /// The name of parameter `index`, which must be below `parameterCount`: found by
    /// stepping over the names before it, a few short strings.
    func parameter(_ index: Int) -> UnsafePointer<CChar> {
        var name = UnsafePointer(storage)
        for _ in 0...index {
            while name.pointee != 0 { name += 1 }
            name += 1
        }
        return name
    }

    func free() { storage.deallocate() }

    private static func length(of name: AnimatorName) -> Int {
        name.withUTF8 { $0.count }
    }

    /// Writes `name` and a NUL at `destination`; returns where the next name goes.
    private static func copy(_ name: AnimatorName, to destination: UnsafeMutablePointer<CChar>) -> UnsafeMutablePointer<CChar> {
        name.withUTF8 { bytes in
            for index in 0..<bytes.count { destination[index] = CChar(bitPattern: bytes[index]) }
            destination[bytes.count] = 0
            return destination + bytes.count + 1
        }
    }
}

extension StaticString {
    /// The string as a C pointer. Static strings are NUL-terminated and never move.
    var cString: UnsafePointer<CChar> {
        UnsafeRawPointer(utf8Start).assumingMemoryBound(to: CChar.self)
    }
}

/// The longest name (animator, parameter) the library reads, in bytes. Longer strings
/// are refused rather than read without end.
let maximumNameLength = 255

/// Reads a host's C string of at most `maximumNameLength` bytes, used as `use` says. A
/// name `known` holds is that name, so that reading it makes nothing; any other is made
/// from the bytes.
func readName(_ pointer: UnsafePointer<CChar>?, known: KnownNames = .none,
              _ use: CallError.NameUse) throws(CallError) -> AnimatorName {
    guard let pointer else { throw CallError(SHEET_ERR_INVALID_ARGUMENT, .badName(use, .null)) }
    var length = 0
    while length <= maximumNameLength, pointer[length] != 0 { length += 1 }
    guard length <= maximumNameLength else { throw CallError(SHEET_ERR_INVALID_ARGUMENT, .badName(use, .tooLong)) }
    guard length > 0 else { throw CallError(SHEET_ERR_INVALID_ARGUMENT, .badName(use, .empty)) }
    let bytes = UnsafeRawBufferPointer(start: pointer, count: length)
    if let name = known.name(matching: bytes) { return name }
    return AnimatorName(utf8: bytes)
}
