#if canImport(UIKit)
import SheetUIKit
import UIKit

/// A basket whose sheet grows while it is open: its detent is as tall as the items need,
/// up to five rows, and once they do not fit a large detent joins it; each change moves
/// the sheet with its settle transition.
final class BasketExampleViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(makeExampleButton("Show the basket", target: self, action: #selector(showBasket)))
    }

    @objc private func showBasket() {
        presentBasket(BasketViewController(), over: self)
    }
}

// MARK: The sheet

// The basket: excerpt begins
/// Presents `basket` over `presenter` in a sheet whose detents follow its items: each item
/// added moves the open sheet to its new height with its settle transition.
@MainActor
func presentBasket(_ basket: BasketViewController, over presenter: UIViewController) {
    let sheet = SheetController(content: basket)
    sheet.detents = basketDetents(itemCount: basket.items.count)
    sheet.prefersGrabberVisible = true
    basket.onItemsChanged = { [weak sheet] count in
        guard let sheet else { return }
        sheet.animateChanges { sheet.detents = basketDetents(itemCount: count) }
    }
    presenter.present(sheet, animated: true)
}

/// The basket's detents for `itemCount` items: a summary as tall as the rows it shows (at
/// most five), and past five a large detent that shows them all.
func basketDetents(itemCount: Int) -> [SheetDetent] {
    let summary = SheetDetent.points(Double(120 + 44 * min(itemCount, 5)), identifier: "summary")
    return itemCount > 5 ? [summary, .large] : [summary]
}
// excerpt ends

/// The basket (content: no sheet code): its items, and a button that adds one.
final class BasketViewController: UIViewController {
    private(set) var items: [String] = []
    /// Called with the number of items after each one is added.
    var onItemsChanged: ((Int) -> Void)?
    private let countLabel = UILabel()
    private let rows = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        countLabel.font = .preferredFont(forTextStyle: .headline)
        let add = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Add an item") { [weak self] _ in
            self?.addItem()
        })
        let header = UIStackView(arrangedSubviews: [countLabel, add])
        header.distribution = .equalSpacing
        rows.axis = .vertical
        let stack = UIStackView(arrangedSubviews: [header, rows])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 32),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        ])
        showCount()
    }

    private func addItem() {
        items.append("Item \(items.count + 1)")
        let row = UILabel()
        row.text = items.last
        row.heightAnchor.constraint(equalToConstant: 44).isActive = true
        rows.addArrangedSubview(row)
        showCount()
        onItemsChanged?(items.count)
    }

    private func showCount() {
        countLabel.text = items.count == 1 ? "1 item" : "\(items.count) items"
    }
}
#endif
