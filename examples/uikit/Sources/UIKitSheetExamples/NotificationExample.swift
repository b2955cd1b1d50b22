#if canImport(UIKit)
import SheetUIKit
import UIKit

/// A notification from the top: a card floating 8 points below the status bar, as tall as
/// its message, at most 500 points wide; the page stays usable around it, a flick up puts
/// it away, and it leaves by itself after four seconds.
final class NotificationExampleViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(makeExampleButton("Notify", target: self, action: #selector(notify)))
    }

    // MARK: The sheet

    @objc private func notify() {
        // The notification: excerpt begins
        let banner = SheetController(content: BannerViewController(message: "Your order has shipped"))
        banner.edge = .top
        banner.floatingInsets = SheetController.FloatingInsets(edge: 8, sides: 8)
        banner.maximumSpan = 500
        banner.detents = [.fitted(identifier: "banner")]
        banner.largestUndimmedDetentIdentifier = "banner"
        banner.prefersGrabberVisible = true
        banner.present(in: self)
        DispatchQueue.main.asyncAfter(deadline: .now() + 4) { [weak banner] in
            banner?.dismiss(animated: true)
        }
        // excerpt ends
    }
}

/// A message in a banner (content: no sheet code), 72 points tall.
final class BannerViewController: UIViewController {
    private let message: String

    init(message: String) {
        self.message = message
        super.init(nibName: nil, bundle: nil)
        preferredContentSize = CGSize(width: 0, height: 72)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        let label = UILabel()
        label.text = message
        label.font = .preferredFont(forTextStyle: .headline)
        label.frame = CGRect(x: 20, y: 16, width: 300, height: 30)
        view.addSubview(label)
    }
}
#endif
