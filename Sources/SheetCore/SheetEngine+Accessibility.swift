/// Accessibility as data: what can be done with a sheet now, a value to speak, and a
/// way to do it.
public struct AccessibilityActions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// To the next higher detent.
    public static let expand = AccessibilityActions(rawValue: 1)
    /// To the next lower detent.
    public static let collapse = AccessibilityActions(rawValue: 2)
    /// Dismiss, reason `.accessibility`.
    public static let dismiss = AccessibilityActions(rawValue: 4)
}

public struct AccessibilityState: Sendable, Equatable {
    public var actions: AccessibilityActions
    public var detent: Int
    public var detentCount: Int
    /// "detent 1 of 2", "hidden" or "dismissing".
    public var value: String
}

extension AccessibilityActions: Equatable {}

extension SheetEngine {
    public func accessibility(of id: SheetID) throws(SheetError) -> AccessibilityState {
        let index = try slot(of: id)
        let sheet = sheets[index]
        let count = sheet.heights.count
        var state = AccessibilityState(actions: [], detent: sheet.detent, detentCount: count, value: "hidden")
        switch sheet.state {
        case .hidden:
            return state
        case .dismissing:
            state.value = "dismissing"
            return state
        default:
            break
        }
        if sheet.suspended { return state }
        let detent = max(0, sheet.detent)
        state.value = "detent \(detent + 1) of \(count)"
        if detent + 1 < count { state.actions.insert(.expand) }
        if detent > 0 { state.actions.insert(.collapse) }
        if sheet.config.dismissible { state.actions.insert(.dismiss) }
        return state
    }

    /// Performs one action, refusing one that is not available now.
    public func perform(_ action: AccessibilityActions, on id: SheetID, now: Double) throws(SheetError) {
        let index = try slot(of: id)
        guard action == .expand || action == .collapse || action == .dismiss else {
            throw SheetError(.invalidArgument, "action must be one of SHEET_ACTION_EXPAND, _COLLAPSE or _DISMISS, got \(action.rawValue)")
        }
        catchUp(index, to: try advanceClock(now))
        let available = try accessibility(of: id)
        guard available.actions.contains(action) else {
            throw SheetError(.invalidState, "that action is not available now (the sheet is \(available.value))")
        }
        switch action {
        case .expand: settle(index, to: sheets[index].detent + 1, reason: .accessibility)
        case .collapse: settle(index, to: sheets[index].detent - 1, reason: .accessibility)
        default: beginDismiss(index, reason: .accessibility)
        }
    }
}
