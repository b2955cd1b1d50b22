#if canImport(UIKit)
import SheetUIKit
import UIKit

/// Custom transitions: a sheet that fades in and out in 0.3 s, one that slides up on a
/// 0.35 s spring, and a sheet presented from inside a sheet, which makes the one below
/// recede.
final class TransitionsExampleViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let fade = makeExampleButton("Fade in", target: self, action: #selector(showFaded))
        let slide = makeExampleButton("Slide up", target: self, action: #selector(showSlidUp))
        slide.frame.origin.y += 60
        view.addSubview(fade)
        view.addSubview(slide)
    }

    @objc private func showFaded() {
        present(makeSheet(.fade(duration: 0.3)), animated: true)
    }

    @objc private func showSlidUp() {
        present(makeSheet(.spring(response: 0.35)), animated: true)
    }
}

// MARK: The sheet

/// A sheet at half height that can be pulled to full, moving with `transition`; its
/// content presents another such sheet from inside it.
@MainActor
func makeSheet(_ transition: Transition, depth: Int = 1) -> SheetController {
    let content = NestingViewController(depth: depth)
    let sheet = SheetController(content: content)
    sheet.detents = [.medium, .large]
    sheet.prefersGrabberVisible = true
    sheet.setTransitions(transition)
    content.onPresentNested = { [weak content] in
        content?.present(makeSheet(transition, depth: depth + 1), animated: true)
    }
    return sheet
}

/// A sheet's content that offers to present another sheet (content: no sheet code).
final class NestingViewController: UIViewController {
    let depth: Int
    var onPresentNested: (() -> Void)?

    init(depth: Int) {
        self.depth = depth
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let button = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Sheet \(depth): present another") {
            [weak self] _ in self?.onPresentNested?()
        })
        button.frame = CGRect(x: 20, y: 40, width: 280, height: 44)
        view.addSubview(button)
    }
}
#endif
