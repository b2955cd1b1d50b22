#if canImport(UIKit)
import QuartzCore
import SheetCore
import SheetHostSupport
import UIKit

/// Where the sheet is placed: the edge it comes from, floating as a card or attached, the
/// span across that edge, and what it becomes in a regular-width (or wide) view.
extension SheetController {
    /// How far a floating card keeps from the edge it comes from and from the ends across
    /// that edge (its sides on the bottom or the top; above and below it on a side).
    public struct FloatingInsets: Equatable, Sendable {
        /// Points between the card and its edge, beyond the safe area and the keyboard.
        public var edge: CGFloat
        /// Points between the card and each end across its edge.
        public var sides: CGFloat

        /// Insets of these sizes (>= 0).
        public init(edge: CGFloat, sides: CGFloat) {
            self.edge = edge
            self.sides = sides
        }

        /// 16 points from the edge and from each side: Material 3's detached side sheet's
        /// margin (`m3_side_sheet_margin_detached`, 16dp), which the engine's wide layouts
        /// keep too.
        public static let standard = FloatingInsets(edge: 16, sides: 16)
    }

    /// The edge of the view the sheet is attached to and comes from: `.bottom` (the
    /// default), `.top` (a notification), or `.leading` or `.trailing` (a side sheet,
    /// whose detents are widths), which the view's `effectiveUserInterfaceLayoutDirection`
    /// makes the left or the right. The grabber sits at the middle of the sheet's free
    /// edge, and the corners there are rounded.
    public var edge: SheetEdge {
        get { settings.edge }
        set { settings.edge = newValue }
    }

    /// nil (the default): the sheet is attached to its edge. Insets: it floats off its
    /// edge as a card that far away (beyond the safe area and the keyboard), every corner
    /// rounded, keeping its lowest detent's size as it leaves; touches around it reach the
    /// views behind at its undimmed detents.
    public var floatingInsets: FloatingInsets? {
        get {
            guard settings.edgeInset > 0 || settings.sideInset > 0 else { return nil }
            return FloatingInsets(edge: CGFloat(settings.edgeInset), sides: CGFloat(settings.sideInset))
        }
        set {
            settings.edgeInset = newValue.map { Double($0.edge) } ?? 0
            settings.sideInset = newValue.map { Double($0.sides) } ?? 0
        }
    }

    /// Points, > 0: the most the sheet spans across its edge — its width on the bottom or
    /// the top (a column on an iPad), its height on a side — placed by `spanAlignment`.
    /// nil (the default): as far as the view allows.
    public var maximumSpan: CGFloat? {
        get { settings.maximumCrossSize.map { CGFloat($0) } }
        set { settings.maximumCrossSize = newValue.map { Double($0) } }
    }

    /// Where a sheet narrower than its edge sits: `.center` (the default), `.leading` or
    /// `.trailing` (for a side sheet, the top or the bottom).
    public var spanAlignment: CrossAlignment {
        get { settings.crossAlignment }
        set { settings.crossAlignment = newValue }
    }

    /// What the sheet becomes in a wide view (`wideLayoutCondition`): `.floatingLeading`
    /// (a 320-point card at the leading side at the full height, as Apple Maps' sheet on an
    /// iPad), `.sideTrailing` (a 256-point trailing side sheet), `.centered` (a card at most
    /// 640 points wide, as a form sheet), or `.same` (the default: what it is everywhere).
    /// A rotation, a window resized or a size class that changes moves a presented sheet to
    /// its other layout with a motion, at its detent.
    public var wideLayout: WideLayout {
        get { settings.wideLayout }
        set { settings.wideLayout = newValue }
    }

    /// When the view is wide: while its horizontal size class is `.regular` (the default),
    /// or while it is wider than a width (`.widerThan(_:)`).
    public var wideLayoutCondition: WideLayoutCondition {
        get { settings.wideLayoutCondition }
        set { settings.wideLayoutCondition = newValue }
    }

    /// The horizontal size class the wide layout follows under `.regularWidth`; nil (the
    /// default): the trait collection's. For a host whose own say differs from the traits
    /// UIKit hands down (a SwiftUI environment's `horizontalSizeClass`).
    public var horizontalSizeClassOverride: UIUserInterfaceSizeClass? {
        get { sizeClassOverride }
        set {
            sizeClassOverride = newValue
            if isViewLoaded { followTraits() }
        }
    }

    /// Gives the engine the view's layout direction (its
    /// `effectiveUserInterfaceLayoutDirection`, which its `semanticContentAttribute` may
    /// force) and horizontal size class.
    func followTraits() {
        guard let host = link?.displayLink.host else { return }
        let direction: SheetLayoutDirection = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
            ? .rightToLeft : .leftToRight
        let sizeClass: HostSizeClass = switch sizeClassOverride ?? traitCollection.horizontalSizeClass {
        case .regular: .regular
        case .compact: .compact
        default: .unspecified
        }
        do {
            try host.setLayoutDirection(direction)
            try host.setHorizontalSizeClass(sizeClass, now: CACurrentMediaTime())
        } catch {
            reportFailure(error)
        }
    }
}

extension CACornerMask {
    /// The layer's corners for the sheet's `corners`.
    init(_ corners: SheetCorners) {
        self = []
        if corners.contains(.topLeft) { insert(.layerMinXMinYCorner) }
        if corners.contains(.topRight) { insert(.layerMaxXMinYCorner) }
        if corners.contains(.bottomRight) { insert(.layerMaxXMaxYCorner) }
        if corners.contains(.bottomLeft) { insert(.layerMinXMaxYCorner) }
    }
}
#endif
