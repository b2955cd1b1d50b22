#if canImport(UIKit)
// README.md's UIKit example: excerpt begins
import SheetUIKit
import UIKit

/// Shows `content` over `presenter` in a sheet at half or full height with a grabber,
/// dismissed by a drag down, a flick or a tap on the dimmed background.
@MainActor
func presentHalfSheet(_ content: UIViewController, over presenter: UIViewController) {
    let sheet = SheetController(content: content)
    sheet.detents = [.medium, .large]
    sheet.prefersGrabberVisible = true
    presenter.present(sheet, animated: true)
}
// excerpt ends
#endif
