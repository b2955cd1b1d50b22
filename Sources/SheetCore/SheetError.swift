/// Why a command was refused. The C layer maps each code to a `SHEET_ERR_*` status.
public enum SheetErrorCode: Sendable, Equatable {
    case invalidArgument
    case invalidHandle
    case invalidState
    case notFound
    case alreadyExists
    case abiMismatch
    case plugin
    case capacity
}

/// A refused command: a code and a sentence for the host's developer.
public struct SheetError: Error, Sendable, Equatable {
    public var code: SheetErrorCode
    public var message: String

    public init(_ code: SheetErrorCode, _ message: String) {
        self.code = code
        self.message = message
    }
}

/// Refuses a negative or non-finite length, naming the argument.
@inlinable
func requireNonNegative(_ value: Double, _ name: StaticString) throws(SheetError) {
    guard value.isFinite, value >= 0 else {
        throw SheetError(.invalidArgument, "\(name) must be finite and >= 0, got \(value)")
    }
}

/// Refuses a non-finite number, naming the argument.
@inlinable
func requireFinite(_ value: Double, _ name: StaticString) throws(SheetError) {
    if !value.isFinite {
        throw SheetError(.invalidArgument, "\(name) must be a finite number, got \(value)")
    }
}
