import SheetCore

/// Keeps an app's selected detent (a toolkit's binding to a detent identifier) in step
/// with the detent the sheet heads to, without a loop: the app's change moves the sheet,
/// the user's settle is written back, and neither is echoed.
///
/// `knownValue` is the app's value as last read or written. A value read that differs
/// from it is the app's change: the presented sheet moves there (`move`), with its settle
/// transition. The engine choosing another target (a drag or fling released, a tap on
/// the grabber or the background, an accessibility action) is written back (`setValue`)
/// unless it is the target the app asked for; so the write-back, read again, moves
/// nothing. A change of the app's not read yet when the engine reports wins: it is
/// applied, and the engine's target is not written over it.
///
/// A value no detent of the presented sheet has moves nothing; it chooses nothing at the
/// next presentation either (`SheetSettings.selectedDetentIdentifier` is checked there).
public struct DetentSelectionBinding: Equatable, Sendable {
    /// What the host does.
    public enum Action: Equatable, Sendable {
        /// Move the presented sheet to the detent.
        case move(to: SheetDetent.Identifier)
        /// Write the app's value.
        case setValue(SheetDetent.Identifier)
    }

    /// The app's value as last read or written; nil before the first read.
    public private(set) var knownValue: SheetDetent.Identifier?

    /// Nothing read yet.
    public init() {}

    /// The app's value is `value` now; `liveDetents` are the presented sheet's detents
    /// (empty while it is not presented) and `heading` the detent it is at or heading to
    /// (nil while it is not presented or leaving).
    public mutating func valueRead(_ value: SheetDetent.Identifier, liveDetents: [SheetDetent],
                                   heading: SheetDetent.Identifier?) -> Action? {
        guard value != knownValue else { return nil }
        knownValue = value
        guard heading != nil, value != heading, liveDetents.index(of: value) != nil else { return nil }
        return .move(to: value)
    }

    /// The engine chose `target` for the sheet (`target(of:)`); the app's value is
    /// `valueNow` and the presented sheet's detents are `liveDetents`.
    public mutating func sheetHeading(to target: SheetDetent.Identifier, valueNow: SheetDetent.Identifier,
                                      liveDetents: [SheetDetent]) -> Action? {
        if knownValue != nil, valueNow != knownValue {
            // The app has moved on since: its value wins.
            return valueRead(valueNow, liveDetents: liveDetents, heading: target)
        }
        guard target != knownValue else { return nil }
        knownValue = target
        return .setValue(target)
    }

    /// The detent the engine's `event` chose, if it chose one: a detent change. (A
    /// presentation goes where the app's value said, or where the host chose when that
    /// value names no detent, and is not written back.)
    public static func target(of event: SheetHostEvent) -> SheetDetent.Identifier? {
        if case .detentChanged(_, let to, _) = event { to } else { nil }
    }
}
