#if canImport(SwiftUI) && canImport(UIKit)
import SheetUIKit
import UIKit

/// Where a bottom sheet goes, found from the view controller that stands for its
/// presenter in UIKit (the anchor `bottomSheet` places in the presenter's background).
///
/// The sheet is shown inside a parent controller (`SheetController.present(in:)`), not
/// presented by UIKit: a UIKit presentation's container takes every touch, and only
/// inside a parent do touches above an undimmed detent reach the views behind the sheet,
/// on iOS 16.0 as on later versions. The parent is the outermost controller the anchor
/// is in (the window's root, or the controller UIKit presents the presenter in), so the
/// sheet covers what a SwiftUI sheet would. A presenter inside another bottom sheet's
/// content stacks its sheet on that one (`SheetController.present(above:)`).
@MainActor
enum SheetPlacement {
    /// Inside the parent controller, on an engine of its own.
    case inside(UIViewController)
    /// Above the sheet whose content holds the presenter.
    case above(SheetController)

    /// Where a sheet whose presenter `anchor` stands for goes; nil while the anchor is
    /// in no controller.
    init?(anchor: UIViewController) {
        var current = anchor.parent ?? Self.controller(holding: anchor.view.superview)
        var outermost: UIViewController?
        while let controller = current {
            if let sheet = controller as? SheetController, sheet.isPresented {
                self = .above(sheet)
                return
            }
            outermost = controller
            current = controller.parent
        }
        guard let outermost else { return nil }
        self = .inside(outermost)
    }

    /// Shows `sheet` here.
    func present(_ sheet: SheetController, animated: Bool) {
        switch self {
        case .inside(let parent): sheet.present(in: parent, animated: animated)
        case .above(let below): sheet.present(above: below, animated: animated)
        }
    }

    /// The controller whose view holds `view`, along the responder chain.
    private static func controller(holding view: UIView?) -> UIViewController? {
        var responder: UIResponder? = view
        while let next = responder {
            if let controller = next as? UIViewController { return controller }
            responder = next.next
        }
        return nil
    }
}
#endif
