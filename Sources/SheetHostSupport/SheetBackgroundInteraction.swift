/// Whether the view behind a sheet stays usable — undimmed, with touches above the sheet
/// reaching it — and up to which detent.
public struct SheetBackgroundInteraction: Equatable, Sendable {
    private enum Extent: Equatable, Sendable {
        case none
        case everyDetent
        case upThrough(SheetDetent.Identifier)
    }

    private let extent: Extent

    private init(_ extent: Extent) {
        self.extent = extent
    }

    /// The default: every detent dims the background, which takes no touches.
    public static let automatic = SheetBackgroundInteraction(.none)
    /// Every detent dims the background, which takes no touches.
    public static let disabled = SheetBackgroundInteraction(.none)
    /// The background stays usable at every detent.
    public static let enabled = SheetBackgroundInteraction(.everyDetent)

    /// The background stays usable at `detent` and the detents below it; the ones above
    /// dim it.
    public static func enabled(upThrough detent: SheetDetent.Identifier) -> SheetBackgroundInteraction {
        SheetBackgroundInteraction(.upThrough(detent))
    }

    /// The highest of `detents` that leaves the background usable
    /// (`SheetSettings.largestUndimmedDetentIdentifier`); nil: none does.
    public func largestUndimmedDetent(among detents: [SheetDetent]) -> SheetDetent.Identifier? {
        switch extent {
        case .none: nil
        case .everyDetent: detents.last?.identifier
        case .upThrough(let detent): detent
        }
    }
}
