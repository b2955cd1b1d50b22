#if canImport(SwiftUI) && canImport(UIKit)
import SheetCore
import SheetHostSupport
import UIKit

/// What a sheet's content asks of the presenter that shows it.
@MainActor
protocol SheetContentOwner: AnyObject {
    /// The content of `link` gathered `preferences`.
    func contentLink(_ link: SheetContentLink, didGather preferences: SheetContentPreferences)
    /// The content of `link` marked the scroll view that hands over to the sheet (nil:
    /// the mark stands for none).
    func contentLink(_ link: SheetContentLink, didMark scrollView: UIScrollView?)
    /// The content asked for the sheet's dismissal.
    func contentAskedForDismissal()
    /// Performs an accessibility action on the sheet; returns whether it did.
    func performAccessibilityAction(_ action: AccessibilityAction) -> Bool
    /// The escape gesture, a back press; returns whether the sheet took it.
    func performAccessibilityEscape() -> Bool
}

/// The tie between one content of a sheet (one hosting controller: the first, or one
/// swapped in) and the presenter: the content's root view, its preferences and its scroll
/// probes reach the presenter through it, and the content's views find the sheet's
/// frame and accessibility in it.
@MainActor
final class SheetContentLink {
    weak var owner: SheetContentOwner?
    /// The hosting controller's view: where scroll probes look for their scroll view.
    weak var contentView: UIView?
    let frame: LiveSheetFrame
    let accessibility: SheetAccessibilityModel

    init(owner: SheetContentOwner, frame: LiveSheetFrame, accessibility: SheetAccessibilityModel) {
        self.owner = owner
        self.frame = frame
        self.accessibility = accessibility
    }

    func receive(_ preferences: SheetContentPreferences) {
        owner?.contentLink(self, didGather: preferences)
    }

    /// A scroll probe inside the content was laid out: the scroll view it stands for is
    /// handed over.
    func probeLaidOut(_ probe: UIView) {
        guard let contentView else { return }
        let match = matchScrollView(for: ViewNode(probe), within: ViewNode(contentView))
        owner?.contentLink(self, didMark: match.scrollView?.view as? UIScrollView)
    }

    func dismiss() {
        owner?.contentAskedForDismissal()
    }

    func perform(_ action: AccessibilityAction) -> Bool {
        owner?.performAccessibilityAction(action) ?? false
    }

    func escape() -> Bool {
        owner?.performAccessibilityEscape() ?? false
    }
}

/// The actions assistive technology may take on the sheet now, for its content to offer.
@MainActor
final class SheetAccessibilityModel: ObservableObject {
    @Published private(set) var actions: [AccessibilityAction] = []

    func follow(_ accessibility: SheetAccessibility) {
        if actions != accessibility.actions { actions = accessibility.actions }
    }
}
#endif
