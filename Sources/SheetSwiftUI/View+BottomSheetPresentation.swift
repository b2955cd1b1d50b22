#if canImport(SwiftUI) && canImport(UIKit)
import SheetCore
import SheetHostSupport
import SwiftUI

/// The modifiers a sheet's content uses to say how its bottom sheet looks and behaves,
/// as SwiftUI's presentation modifiers do for its sheets: put them anywhere inside the
/// content of `bottomSheet(isPresented:frame:onDismiss:content:)` or
/// `bottomSheet(item:frame:onDismiss:content:)`. Where two say the same thing, the one
/// nearer the content's leaves wins, and of two side by side the later.
///
/// Every one of them applies while the sheet is up, as the content changes: new detents
/// move the sheet with its settle transition (it keeps its detent by identifier; one
/// whose detent is gone goes to the new highest and the selection follows), and the rest
/// follow at once. Transitions apply from the next motion on, and the stack behaviour at
/// the next presentation over another sheet.
extension View {
    /// The sheet's resting heights, lowest first, with unique identifiers
    /// (`SheetDetent.medium`, `.large`, `.points(_:identifier:)`,
    /// `.fraction(_:identifier:)`, `.fitted(identifier:)` to the content's ideal height).
    /// Default `[.large]`.
    public func bottomSheetDetents(_ detents: [SheetDetent]) -> some View {
        bottomSheetOption(.detents(detents))
    }

    /// The sheet's resting heights, and the detent it is at: setting `selection` moves the
    /// sheet there with its settle transition; a drag, a flick, a tap on the grabber or the
    /// background, or an accessibility action that settles it elsewhere sets `selection`.
    /// A presentation goes to `selection`'s detent (the lowest when it names none).
    public func bottomSheetDetents(_ detents: [SheetDetent], selection: Binding<SheetDetent.Identifier>) -> some View {
        transformPreference(SheetContentPreferenceKey.self) { preferences in
            preferences.options.wrap(.detents(detents))
            if preferences.selection == nil { preferences.selection = selection }
        }
    }

    /// Whether the sheet shows a grabber at its free edge, whose tap cycles the detents:
    /// `.visible` shows it, `.hidden` does not, and `.automatic` (the default) shows it
    /// when the sheet has more than one detent.
    public func bottomSheetDragIndicator(_ visibility: Visibility) -> some View {
        let grabber: GrabberVisibility
        switch visibility {
        case .visible: grabber = .visible
        case .hidden: grabber = .hidden
        default: grabber = .automatic
        }
        return bottomSheetOption(.grabber(grabber))
    }

    /// The radius of the sheet's rounded corners (those at its free edge, or every one of a
    /// floating card), points; nil: 12.
    public func bottomSheetCornerRadius(_ radius: CGFloat?) -> some View {
        bottomSheetOption(.cornerRadius(radius.map { Double($0) }))
    }

    /// Fills the sheet behind its content with `style` (a color, a material, a
    /// gradient). Default: the system background.
    public func bottomSheetBackground<Style: ShapeStyle>(_ style: Style) -> some View {
        bottomSheetBackground { Rectangle().fill(style) }
    }

    /// Draws `background` behind the sheet's content, filling the sheet inside its
    /// rounded corners.
    public func bottomSheetBackground<Background: View>(@ViewBuilder _ background: () -> Background) -> some View {
        let background = AnyView(background())
        return transformPreference(SheetContentPreferenceKey.self) { preferences in
            if preferences.background == nil { preferences.background = background }
        }
    }

    /// Whether the view behind the sheet stays usable: undimmed, with touches outside the
    /// sheet reaching it — `.enabled`, `.enabled(upThrough:)` a detent, or `.disabled`
    /// (the default, as `.automatic`). On every iOS 16 version.
    public func bottomSheetBackgroundInteraction(_ interaction: SheetBackgroundInteraction) -> some View {
        bottomSheetOption(.backgroundInteraction(interaction))
    }

    /// Refuses the user's dismissals (a drag, a flick, a tap on the background, the
    /// escape gesture), as `interactiveDismissDisabled(_:)` does; the app may still dismiss
    /// the sheet. Without `onAttempt`, a drag below the lowest detent gives as a rubber band
    /// and comes back. With it, `onAttempt` is called each time the user tries (a release
    /// that would dismiss goes back to the lowest detent, a tap or the escape gesture leaves
    /// the sheet where it is), to ask the user, say, whether to discard their changes and
    /// dismiss the sheet (`@Environment(\.dismissBottomSheet)`).
    public func bottomSheetInteractiveDismissDisabled(_ isDisabled: Bool = true,
                                                      onAttempt: (() -> Void)? = nil) -> some View {
        let dismissal: UserDismissal = isDisabled ? (onAttempt == nil ? .disabled : .confirmed) : .allowed
        return transformPreference(SheetContentPreferenceKey.self) { preferences in
            preferences.options.wrap(.userDismissal(dismissal))
            if preferences.onDismissAttempt == nil { preferences.onDismissAttempt = onAttempt }
        }
    }

    /// What a drag on the content's handed-over scroll view (`bottomSheetScrollHandoff()`)
    /// does first, as `presentationContentInteraction(_:)` says: `.resizes` (the default)
    /// raises the sheet to its highest detent before the list scrolls; `.scrolls` scrolls
    /// the list at every detent, the sheet moving from its grabber's band, from content that
    /// cannot scroll, and down once the list is at its top.
    public func bottomSheetContentInteraction(_ interaction: ContentInteraction) -> some View {
        bottomSheetOption(.contentInteraction(interaction))
    }

    /// Makes the view the `bottomSheet` modifier is on recede while the sheet is up, as the
    /// presenting view behind iOS's page sheets does: scaled about the screen's top centre,
    /// 26 points narrower at most, its top moved down under the status bar and its corners
    /// rounded, in step with the dimming. Put the modifier on a view that fills the screen
    /// (ignoring the safe area) for the system's look.
    public func bottomSheetBackgroundRecedes(_ recedes: Bool = true) -> some View {
        bottomSheetOption(.recedesBackground(recedes))
    }

    /// How the sheet moves: `transition` for `motions` (presentation, dismissal and moves
    /// between detents unless told otherwise). A spring (`.spring(response:dampingRatio:)`),
    /// a slide (`.slide(duration:curve:)`), a fade (`.fade(duration:)`), or any animator
    /// registered by name with `SharedAnimators` (`Transition(animator:arguments:)`).
    public func bottomSheetTransition(_ transition: SheetCore.Transition, for motions: SheetMotions = .sheet) -> some View {
        bottomSheetOption(.transition(transition, motions))
    }

    /// A release with less than `height` points of the sheet showing dismisses it (an
    /// auto-dismiss height); nil leaves it to the dismiss fraction, half the lowest
    /// detent.
    public func bottomSheetDismissHeight(_ height: CGFloat?) -> some View {
        bottomSheetOption(.dismissHeight(height.map { Double($0) }))
    }

    /// What a tap on the dimmed background does: `.dismiss` (the default), `.collapse`
    /// to the lowest detent, `.moveToDetent(i)` to the detent at index `i`, or `.none`.
    public func bottomSheetBackgroundTap(_ policy: BackdropTapPolicy) -> some View {
        bottomSheetOption(.backdropTap(policy))
    }

    /// The alpha of the fully dimmed background, 0...1. Default 0.4.
    public func bottomSheetDimming(_ alpha: Double) -> some View {
        bottomSheetOption(.dimmingAlpha(alpha))
    }

    /// Where the sheet goes while the keyboard is up: `.rise` (the default) lifts its
    /// detents with the keyboard, `.extend` takes it to its highest detent above the
    /// keyboard and back to its own when the keyboard goes (its detent, and the selection,
    /// unchanged), `.fill` fills the room above the keyboard up to the status bar. The
    /// sheet follows the keyboard frame by frame, and a `TextField` or `TextEditor` being
    /// edited is kept in view above it and above the footer.
    public func bottomSheetKeyboard(_ behavior: KeyboardBehavior) -> some View {
        bottomSheetOption(.keyboard(behavior))
    }

    /// A footer pinned to the bottom of the sheet's visible part, over the content: on the
    /// keyboard while one is up, else on the bottom safe area, at every detent and while
    /// the sheet is dragged, moving down with the sheet only once less than it shows (a
    /// Send button under a form). It is the sheet's width and its ideal height; a fitted
    /// detent and a handed-over scroll view make room for it below the content, other
    /// content leaves room for it at its bottom. It gets the content's sheet frame and
    /// `dismissBottomSheet`.
    public func bottomSheetFooter<Footer: View>(@ViewBuilder _ footer: () -> Footer) -> some View {
        let footer = AnyView(footer())
        return transformPreference(SheetContentPreferenceKey.self) { preferences in
            if preferences.footer == nil { preferences.footer = footer }
        }
    }

    /// What the escape gesture (a back press) does to the sheet: `.dismiss` (the default,
    /// reason `.back`, asked of `onAttempt` while dismissals are refused), `.collapse`
    /// one detent lower and dismissed from the lowest, or `.none`, leaving the gesture to
    /// the views behind.
    public func bottomSheetBackBehavior(_ behavior: BackBehavior) -> some View {
        bottomSheetOption(.back(behavior))
    }

    /// The edge of the screen the sheet comes from and is attached to: `.bottom` (the
    /// default), `.top` (a notification), or `.leading` or `.trailing` (a side sheet, whose
    /// detents are widths: `.points(320)` is 320 points wide), the presenter's
    /// `\.layoutDirection` deciding which is the left. The drag indicator sits at the middle
    /// of the sheet's free edge, whose corners are rounded.
    public func bottomSheetEdge(_ edge: SheetEdge) -> some View {
        bottomSheetOption(.edge(edge))
    }

    /// Floats the sheet off its edge as a card, every corner rounded: `insets` points from
    /// its edge (beyond the safe area and the keyboard) and `sideInsets` from each end across
    /// it (`insets` when nil). It keeps its lowest detent's size as it leaves, and at an
    /// undimmed detent the views around it stay usable. 16 points by default: Material 3's
    /// detached sheet margin (`m3_side_sheet_margin_detached`). `false` attaches it again.
    public func bottomSheetFloating(_ isFloating: Bool = true, insets: CGFloat = 16,
                                    sideInsets: CGFloat? = nil) -> some View {
        let edge = isFloating ? Double(insets) : 0
        let side = isFloating ? Double(sideInsets ?? insets) : 0
        return bottomSheetOption(.insets(edge: edge, side: side))
    }

    /// The most the sheet spans across its edge — its width at the bottom or the top (a
    /// column on an iPad), its height on a side — and where it sits when narrower than the
    /// screen: `.center` (the default), `.leading` or `.trailing` (on a side, the top or the
    /// bottom). nil: as far as the screen allows.
    public func bottomSheetSpan(maximum: CGFloat?, alignment: CrossAlignment = .center) -> some View {
        bottomSheetOption(.span(maximum: maximum.map { Double($0) }, alignment: alignment))
    }

    /// What the sheet becomes where the screen is wide, as `presentationSizing` and the
    /// system's adaptive presentations make a sheet a form or a popover on an iPad:
    /// `.floatingLeading` (a 320-point card at the leading side at full height, as Apple
    /// Maps' sheet), `.sideTrailing` (a 256-point trailing side sheet), `.centered` (a card
    /// at most 640 points wide, as a form sheet), or `.same` (the default). The screen is
    /// wide `when` its horizontal size class is regular (the default: the presenter's
    /// `\.horizontalSizeClass`), or when it is wider than a width (`.widerThan(_:)`). A
    /// rotation, a window resized or a size class that changes moves the sheet to its other
    /// layout with a motion, at its detent.
    public func bottomSheetWideLayout(_ layout: WideLayout, when condition: WideLayoutCondition = .regularWidth)
        -> some View {
        bottomSheetOption(.wideLayout(layout, condition))
    }

    /// What this sheet, presented from inside another sheet's content, does to that one:
    /// `.push` (it recedes; the default), `.switchAway` (it steps away and comes back) or
    /// `.replace` (it is dismissed, reason `.replaced`).
    public func bottomSheetStackBehavior(_ behavior: StackBehavior) -> some View {
        bottomSheetOption(.stackBehavior(behavior))
    }

    private func bottomSheetOption(_ option: SheetOption) -> some View {
        transformPreference(SheetContentPreferenceKey.self) { $0.options.wrap(option) }
    }
}
#endif
