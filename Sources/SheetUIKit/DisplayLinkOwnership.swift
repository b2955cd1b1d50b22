#if canImport(UIKit)

/// Whose display link runs a sheet controller's engine. A sheet UIKit presents from
/// another presented sheet, or one shown above another inside the same parent
/// (`present(above:animated:completion:)`), joins that sheet's host, so that one engine
/// stacks the two; the link is then the sheet below's, which ends it.
enum DisplayLinkOwnership {
    /// The controller's own: it ends the link when it gives it up.
    case own(DisplayLinkHost)
    /// The link of the presented sheet below, shared.
    case sharedWithSheetBelow(DisplayLinkHost)

    /// The display link, whoever owns it.
    var displayLink: DisplayLinkHost {
        switch self {
        case .own(let link), .sharedWithSheetBelow(let link): link
        }
    }
}
#endif
