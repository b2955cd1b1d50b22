import CSheet
import SheetCore

extension SheetErrorCode {
    /// The C status of this error.
    var status: sheet_status {
        switch self {
        case .invalidArgument: SHEET_ERR_INVALID_ARGUMENT
        case .invalidHandle: SHEET_ERR_INVALID_HANDLE
        case .invalidState: SHEET_ERR_INVALID_STATE
        case .notFound: SHEET_ERR_NOT_FOUND
        case .alreadyExists: SHEET_ERR_ALREADY_EXISTS
        case .abiMismatch: SHEET_ERR_ABI_MISMATCH
        case .plugin: SHEET_ERR_PLUGIN
        case .capacity: SHEET_ERR_CAPACITY
        }
    }

    /// The error a C status stands for; nil for SHEET_OK. An unknown non-zero status
    /// from an animator or plugin counts as a plugin error.
    init?(status: sheet_status) {
        switch status {
        case SHEET_OK: return nil
        case SHEET_ERR_INVALID_ARGUMENT: self = .invalidArgument
        case SHEET_ERR_INVALID_HANDLE: self = .invalidHandle
        case SHEET_ERR_INVALID_STATE: self = .invalidState
        case SHEET_ERR_NOT_FOUND: self = .notFound
        case SHEET_ERR_ALREADY_EXISTS: self = .alreadyExists
        case SHEET_ERR_ABI_MISMATCH: self = .abiMismatch
        case SHEET_ERR_CAPACITY: self = .capacity
        default: self = .plugin
        }
    }
}

/// A static C string for a status; the storage lives as long as the library.
func staticName(of status: sheet_status) -> StaticString {
    switch status {
    case SHEET_OK: "SHEET_OK"
    case SHEET_ERR_INVALID_ARGUMENT: "SHEET_ERR_INVALID_ARGUMENT"
    case SHEET_ERR_INVALID_HANDLE: "SHEET_ERR_INVALID_HANDLE"
    case SHEET_ERR_INVALID_STATE: "SHEET_ERR_INVALID_STATE"
    case SHEET_ERR_NOT_FOUND: "SHEET_ERR_NOT_FOUND"
    case SHEET_ERR_ALREADY_EXISTS: "SHEET_ERR_ALREADY_EXISTS"
    case SHEET_ERR_ABI_MISMATCH: "SHEET_ERR_ABI_MISMATCH"
    case SHEET_ERR_PLUGIN: "SHEET_ERR_PLUGIN"
    case SHEET_ERR_CAPACITY: "SHEET_ERR_CAPACITY"
    default: "SHEET_ERR_UNKNOWN"
    }
}

extension StaticString {
    /// The string as a C pointer. Static strings are NUL-terminated and never move.
    var cString: UnsafePointer<CChar> {
        UnsafeRawPointer(utf8Start).assumingMemoryBound(to: CChar.self)
    }
}
