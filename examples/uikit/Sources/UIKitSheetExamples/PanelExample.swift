#if canImport(UIKit)
import SheetUIKit
import UIKit

/// What the panel protocol gave any view controller: presented as a 490-point panel
/// that a drag dismisses once less than 300 points of it show, moved by 0.2 s linear
/// slides, with a completion that runs once it has gone, however it went.
protocol DragToDismissPanel: UIViewController {}

// MARK: The sheet

extension DragToDismissPanel {
    /// Presents the panel over `presenter`; `completion` gets why it left.
    func presentAsPanel(over presenter: UIViewController, completion: @escaping (SheetReason) -> Void) {
        let sheet = SheetController(content: self)
        sheet.detents = [.points(490, identifier: "panel")]
        sheet.dismissHeight = 300
        sheet.setTransitions(.slide(duration: 0.2, curve: .linear))
        sheet.backdropTapBehavior = .none
        sheet.onEvent = { event in
            if case .didDismiss(let reason) = event { completion(reason) }
        }
        presenter.present(sheet, animated: true)
    }
}

/// A panel (content: no sheet code).
final class SharePanelViewController: UIViewController, DragToDismissPanel {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        let label = UILabel()
        label.text = "Drag me down to dismiss"
        label.frame = CGRect(x: 20, y: 40, width: 300, height: 30)
        view.addSubview(label)
    }
}

/// Shows the panel and reports how it left (content: no sheet code).
final class PanelExampleViewController: UIViewController {
    private let status = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(makeExampleButton("Show the panel", target: self, action: #selector(showPanel)))
        status.frame = CGRect(x: 20, y: 200, width: 300, height: 30)
        view.addSubview(status)
    }

    @objc private func showPanel() {
        SharePanelViewController().presentAsPanel(over: self) { [weak self] reason in
            self?.status.text = "The panel left: \(reason)"
        }
    }
}
#endif
