import SheetCore

/// Keeps an app's value that says whether a sheet is shown (a toolkit's binding: a flag,
/// or an optional item whose identity the sheet shows) in step with the sheet's life in
/// the engine, so that each side hears about the other's changes once, and neither is
/// told back what it said.
///
/// The app's side comes in through `valueRead(_:)`, called with the value whenever the
/// toolkit evaluates it; only a value that differs from `knownValue` (what the app's
/// value was last read or written as) is a change. The engine's side comes in through
/// `sheetReported(_:valueNow:)`. Both answer the actions the host performs, in order:
///
/// - From no value to one: `present`. From one value to another while the sheet is
///   shown: `swapContent`, in place, without a dismissal. To no value: `dismiss`
///   (reason `.programmatic`).
/// - A value back while the sheet leaves: `bringBack` (it is caught on its way out and
///   returns; no dismissal is reported), then `swapContent` if it is another one.
/// - A dismissal the engine began (a drag, a fling, a tap on the background, an
///   accessibility action, a sheet above that replaced it) leaves the app's value until
///   the sheet has gone; then `setValue(nil)`. Every dismissal that ends is reported once,
///   with the engine's reason (`reportDismissal`).
/// - A dismissal the engine cancels (a finger caught the sheet, or a veto kept it) leaves
///   the sheet shown; when the app had cleared its value, `setValue` names the sheet
///   again.
///
/// A write-back never overrides a change the app made that has not been read yet: the
/// event's `valueNow` is compared with `knownValue` first, and a newer value of the app's
/// is applied after the event instead of being overwritten.
///
///     absent ──value──> shown ──no value──> withdrawn ──gone──> absent
///                        │  ↑                   │
///                        │  └──value again──────┘ (bringBack)
///                        └──the engine dismisses──> leaving ──gone──> absent (setValue(nil))
public struct PresentationBinding<ID: Hashable>: Equatable {
    /// Where the sheet is, and what the app's value says of it.
    public enum State: Equatable {
        /// Not on screen; the app's value is nil.
        case absent
        /// On screen or on its way in, showing `ID`, which the app's value names.
        case shown(ID)
        /// On its way out because the app cleared its value.
        case withdrawn(ID)
        /// On its way out because the engine began a dismissal; the app's value still
        /// names `ID` and is cleared once the sheet has gone.
        case leaving(ID)
    }

    /// What the host does.
    public enum Action: Equatable {
        /// Present a sheet showing `ID`.
        case present(ID)
        /// Swap the sheet's content for `ID`'s, in place.
        case swapContent(ID)
        /// Dismiss the sheet (reason `.programmatic`).
        case dismiss
        /// Present the leaving sheet again: it is caught on its way out.
        case bringBack
        /// Write the app's value.
        case setValue(ID?)
        /// Tell the app the sheet has gone, and why (an `onDismiss`).
        case reportDismissal(SheetReason)
    }

    /// Where the sheet is.
    public private(set) var state = State.absent

    /// Nothing shown.
    public init() {}

    /// The app's value as last read or written.
    public var knownValue: ID? {
        switch state {
        case .absent, .withdrawn: nil
        case .shown(let id), .leaving(let id): id
        }
    }

    /// The app's value is `value` now.
    public mutating func valueRead(_ value: ID?) -> [Action] {
        guard value != knownValue else { return [] }
        switch (state, value) {
        case (.absent, let value?):
            state = .shown(value)
            return [.present(value)]
        case (.shown(let id), nil):
            state = .withdrawn(id)
            return [.dismiss]
        case (.shown, let value?):
            state = .shown(value)
            return [.swapContent(value)]
        case (.withdrawn(let id), let value?), (.leaving(let id), let value?):
            state = .shown(value)
            return value == id ? [.bringBack] : [.bringBack, .swapContent(value)]
        case (.leaving(let id), nil):
            // Already on its way out: it goes, and the app's value needs no clearing.
            state = .withdrawn(id)
            return []
        case (.absent, nil), (.withdrawn, nil):
            return []
        }
    }

    /// The engine reported `event` about the sheet; the app's value is `valueNow`.
    public mutating func sheetReported(_ event: SheetHostEvent, valueNow: ID?) -> [Action] {
        let appChanged = valueNow != knownValue
        var actions: [Action] = []
        switch (state, event) {
        case (.shown(let id), .willDismiss):
            state = .leaving(id)
        case (.withdrawn(let id), .dismissalCancelled):
            // A finger caught the sheet the app dismissed: it stays, and the value says so.
            state = .shown(id)
            actions.append(.setValue(id))
        case (.leaving(let id), .dismissalCancelled):
            state = .shown(id)
        case (.withdrawn, .didDismiss(let reason)):
            state = .absent
            actions.append(.reportDismissal(reason))
        case (.shown, .didDismiss(let reason)), (.leaving, .didDismiss(let reason)):
            state = .absent
            actions += [.setValue(nil), .reportDismissal(reason)]
        default:
            break
        }
        guard appChanged else { return actions }
        // The app's newer value wins over the write-back, and is applied after the event.
        actions.removeAll { if case .setValue = $0 { true } else { false } }
        return actions + valueRead(valueNow)
    }
}

extension PresentationBinding: Sendable where ID: Sendable {}
extension PresentationBinding.State: Sendable where ID: Sendable {}
extension PresentationBinding.Action: Sendable where ID: Sendable {}
