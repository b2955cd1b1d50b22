import SheetCore

/// Why a host-side call was refused: the engine's refusal, or a detent name the sheet
/// does not know.
public enum SheetHostError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The engine refused the call; its issue says why.
    case engine(SheetError)
    /// No detent of the sheet has this identifier.
    case unknownDetent(SheetDetent.Identifier)
    /// Two detents of one sheet have this identifier.
    case duplicateDetent(SheetDetent.Identifier)

    /// A sentence saying what was wrong.
    public var description: String {
        switch self {
        case .engine(let error): error.description
        case .unknownDetent(let identifier): "no detent of the sheet is named \"\(identifier)\""
        case .duplicateDetent(let identifier): "two detents of the sheet are named \"\(identifier)\""
        }
    }
}

/// Runs an engine call, wrapping its refusal.
@inline(__always)
func engineCall<Result>(_ body: () throws(SheetError) -> Result) throws(SheetHostError) -> Result {
    do {
        return try body()
    } catch {
        throw .engine(error)
    }
}
