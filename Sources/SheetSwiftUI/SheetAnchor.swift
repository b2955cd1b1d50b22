#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// The presenter's stand-in in UIKit: an empty controller at the centre of the
/// presenter's background, through which the `bottomSheet` modifier learns where its
/// sheet goes and where the presenter's view is, hands each update to the presenter, and
/// dismisses the sheet when the presenter goes away.
struct SheetAnchor<Item, ID: Hashable, Content: View>: UIViewControllerRepresentable {
    let request: SheetRequest<Item, ID, Content>
    /// The presenter's view as the page behind the sheet.
    let page: RecedingPageModel

    func makeCoordinator() -> BottomSheetPresenter<Item, ID, Content> {
        BottomSheetPresenter()
    }

    func makeUIViewController(context: Context) -> SheetAnchorController {
        let anchor = SheetAnchorController()
        let presenter = context.coordinator
        anchor.onAttach = { [weak presenter] in presenter?.anchorAttached() }
        return anchor
    }

    func updateUIViewController(_ anchor: SheetAnchorController, context: Context) {
        context.coordinator.update(request, environment: PresenterEnvironment(context.environment), anchor: anchor,
                                   page: page)
    }

    static func dismantleUIViewController(_ anchor: SheetAnchorController, coordinator: BottomSheetPresenter<Item, ID, Content>) {
        coordinator.anchorRemoved()
    }
}

/// An empty controller that says when it is in a window.
final class SheetAnchorController: UIViewController {
    var onAttach: (() -> Void)?

    override func loadView() {
        let view = AnchorView()
        view.isUserInteractionEnabled = false
        view.isAccessibilityElement = false
        view.onWindow = { [weak self] in self?.onAttach?() }
        self.view = view
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onAttach?()
    }
}

/// Says when it enters a window.
private final class AnchorView: UIView {
    var onWindow: (() -> Void)?

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { onWindow?() }
    }
}
#endif
