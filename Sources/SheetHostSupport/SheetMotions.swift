/// Which of a sheet's motions a transition is for.
public struct SheetMotions: OptionSet, Equatable, Sendable {
    /// The bits.
    public let rawValue: UInt8

    /// The motions whose bits are `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Coming in (`SheetSettings.presentTransition`).
    public static let present = SheetMotions(rawValue: 1 << 0)
    /// Leaving (`dismissTransition`).
    public static let dismiss = SheetMotions(rawValue: 1 << 1)
    /// Moving between detents and back after a drag (`settleTransition`).
    public static let settle = SheetMotions(rawValue: 1 << 2)
    /// Swapped content's cross-fade (`contentTransition`).
    public static let content = SheetMotions(rawValue: 1 << 3)
    /// Presentation, dismissal and moves between detents: what `SheetSettings.setTransitions(_:)` sets.
    public static let sheet: SheetMotions = [.present, .dismiss, .settle]
}
