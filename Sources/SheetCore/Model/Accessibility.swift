/// Something assistive technology can do with a sheet.
public enum AccessibilityAction: Sendable, Equatable, CaseIterable {
    /// To the next higher detent.
    case expand
    /// To the next lower detent.
    case collapse
    /// Dismiss, reason `.accessibility`.
    case dismiss
}

/// A set of accessibility actions.
public struct AccessibilityActions: OptionSet, Sendable, Equatable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let expand = AccessibilityActions(.expand)
    public static let collapse = AccessibilityActions(.collapse)
    public static let dismiss = AccessibilityActions(.dismiss)

    /// The set holding `action` alone.
    public init(_ action: AccessibilityAction) {
        switch action {
        case .expand: rawValue = 1
        case .collapse: rawValue = 2
        case .dismiss: rawValue = 4
        }
    }

    public func contains(_ action: AccessibilityAction) -> Bool {
        contains(AccessibilityActions(action))
    }
}

/// What assistive technology can say about a sheet and do with it now.
public struct AccessibilityState: Sendable, Equatable {
    /// The actions available now.
    public var actions: AccessibilityActions
    /// As `SheetFrame.detent`.
    public var detent: Int?
    public var detentCount: Int
    /// A value to speak: "detent 1 of 2", "hidden" or "dismissing".
    public var value: String
}
