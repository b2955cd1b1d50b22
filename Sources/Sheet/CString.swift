import CSheet
import SheetCore

/// A NUL-terminated copy of a name the engine holds, which the library owns and hands to
/// hosts as `const char *`; freed explicitly. Written only while it is made, so it may be
/// read from any thread.
struct CString: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<CChar>

    init(copying name: AnimatorName) {
        pointer = name.withUTF8 { bytes in
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for index in 0..<bytes.count { copy[index] = CChar(bitPattern: bytes[index]) }
            copy[bytes.count] = 0
            return copy
        }
    }

    var constPointer: UnsafePointer<CChar> { UnsafePointer(pointer) }

    func free() { pointer.deallocate() }
}

/// C copies of one registered animator's name and of its parameters' names, which the
/// functions of sheet.h hand out: freed with `free()`, when the animator's registration
/// is rolled back or its engine destroyed.
struct AnimatorCNames {
    let name: CString
    let parameters: [CString]

    init(copying animator: SheetEngine.AnimatorInfo) {
        name = CString(copying: animator.name)
        parameters = animator.parameters.map { CString(copying: $0.name) }
    }

    func free() {
        name.free()
        parameters.forEach { $0.free() }
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
