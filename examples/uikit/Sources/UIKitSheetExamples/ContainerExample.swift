#if canImport(UIKit)
import SheetUIKit
import UIKit

/// The reusable container: four pages in one sheet 60% of the height tall, a bouncy
/// spring in, dismissed by a drag, a flick or a tap on the dimmed background, the pages
/// swapped in place with a cross-fade.
final class ContainerExampleViewController: UIViewController {
    private let pages = (1...4).map { PageViewController(number: $0) }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(makeExampleButton("Show the container", target: self, action: #selector(showContainer)))
    }

    // MARK: The sheet

    @objc private func showContainer() {
        let sheet = SheetController(content: pages[0])
        sheet.detents = [.fraction(0.6, identifier: "page")]
        sheet.presentTransition = .spring(response: 0.45, dampingRatio: 0.8)
        sheet.prefersGrabberVisible = true
        for (index, page) in pages.enumerated() {
            let next = pages[(index + 1) % pages.count]
            page.onNext = { [weak sheet] in sheet?.setContent(next) }
        }
        present(sheet, animated: true)
    }
}

/// A page of the container (content: no sheet code).
final class PageViewController: UIViewController {
    let number: Int
    var onNext: (() -> Void)?

    init(number: Int) {
        self.number = number
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = [.systemTeal, .systemOrange, .systemPurple, .systemGreen][(number - 1) % 4]
        let title = UILabel()
        title.text = "Page \(number) of 4"
        title.font = .preferredFont(forTextStyle: .title2)
        let next = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Next page") { [weak self] _ in
            self?.onNext?()
        })
        let stack = UIStackView(arrangedSubviews: [title, next])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
        ])
    }
}
#endif
