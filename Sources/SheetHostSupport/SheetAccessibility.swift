import SheetCore

/// What assistive technology is told about a sheet and can do with it, from the engine's
/// accessibility data: the custom actions to offer, in a fixed order, the value to speak,
/// whether the sheet is modal (the background is dimmed and takes no touches, so
/// VoiceOver should stay inside the sheet), and whether the escape gesture dismisses it.
public struct SheetAccessibility: Equatable, Sendable {
    /// The actions available now: expand, collapse, dismiss, in that order.
    public var actions: [AccessibilityAction]
    /// A value to speak: "detent 1 of 2", "hidden" or "dismissing".
    public var value: String
    /// Whether the sheet rests at, or heads to, a detent that dims the background.
    public var isModal: Bool
    /// Whether the escape gesture, taken as an accessibility dismiss
    /// (`HostedSheet.performEscape(now:)`), dismisses the sheet.
    public var escapeDismisses: Bool

    /// The accessibility of a sheet whose engine data is `state`, for a configuration
    /// whose `largestUndimmedDetent` is `largestUndimmed`.
    public init(state: AccessibilityState, largestUndimmed: Int?) {
        actions = AccessibilityAction.allCases.filter { state.actions.contains($0) }
        value = state.value
        isModal = state.detent.map { !backdropPassesTouches(detent: $0, largestUndimmed: largestUndimmed) } ?? false
        escapeDismisses = state.actions.contains(.dismiss)
    }

    /// A sheet that is not presented: no actions, "hidden".
    public static let hidden = SheetAccessibility(actions: [], value: "hidden", isModal: false, escapeDismisses: false)

    private init(actions: [AccessibilityAction], value: String, isModal: Bool, escapeDismisses: Bool) {
        self.actions = actions
        self.value = value
        self.isModal = isModal
        self.escapeDismisses = escapeDismisses
    }

    /// The name of `action` as a custom action lists it.
    public static func name(of action: AccessibilityAction) -> String {
        switch action {
        case .expand: "Expand"
        case .collapse: "Collapse"
        case .dismiss: "Dismiss"
        }
    }
}
