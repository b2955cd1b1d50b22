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
    /// What to speak about the sheet.
    public var spokenValue: SpokenValue

    /// The value to speak: "detent 1 of 2", "hidden" or "dismissing".
    public var value: String { spokenValue.description }
}

/// What assistive technology speaks about a sheet: "detent 1 of 2", "hidden" or
/// "dismissing".
public enum SpokenValue: Sendable, Equatable, CustomStringConvertible {
    case hidden
    case dismissing
    /// Resting at, heading to or dragged from detent `index` (0-based) of `count`.
    case detent(Int, of: Int)

    public var description: String {
        var sentence = StringSentence()
        write(to: &sentence)
        return sentence.text
    }

    /// Writes the value; the detent is counted from 1.
    public func write<Writer: SentenceWriter>(to w: inout Writer) {
        switch self {
        case .hidden: w.write("hidden")
        case .dismissing: w.write("dismissing")
        case let .detent(index, count): w.write("detent "); w.write(index + 1); w.write(" of "); w.write(count)
        }
    }
}
