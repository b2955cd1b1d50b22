#if canImport(UIKit)
import SheetUIKit
import UIKit

/// The maps sheet: a child of the map screen with a 200-point peek that leaves the map
/// live (taps around the sheet reach it) and a full detent at 90% that dims it; a blurred
/// list whose scrolling hands over to the sheet's drag and back; never dismissed. On a
/// regular width (an iPad, a large phone on its side) it is a card floating at the
/// leading side, 320 points wide, as Apple Maps' sheet is there, and it moves between the
/// two as the screen rotates or the window is resized.
final class MapsExampleViewController: UIViewController {
    private let map = MapPlaceholderView()
    private let places = PlacesViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        map.frame = view.bounds
        map.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(map)
        showPlaces()
    }

    // MARK: The sheet

    private func showPlaces() {
        let sheet = SheetController(content: places)
        sheet.detents = [.points(200, identifier: "peek"), .fraction(0.9, identifier: "full")]
        sheet.largestUndimmedDetentIdentifier = "peek"
        sheet.isModalInPresentation = true
        sheet.backdropTapBehavior = .collapse
        sheet.prefersGrabberVisible = true
        sheet.sheetBackgroundColor = .clear
        sheet.scrollView = places.tableView
        sheet.wideLayout = .floatingLeading
        sheet.present(in: self, animated: false)
    }
}

/// The list of places (content: no sheet code): a table over a blur of the map.
final class PlacesViewController: UIViewController, UITableViewDataSource {
    let tableView = UITableView(frame: .zero, style: .plain)
    private let places = (1...40).map { "Place \($0)" }

    override func viewDidLoad() {
        super.viewDidLoad()
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.frame = view.bounds
        blur.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(blur)
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.backgroundColor = .clear
        tableView.contentInset.top = 24
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "place")
        blur.contentView.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { places.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "place", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = places[indexPath.row]
        cell.contentConfiguration = content
        cell.backgroundColor = .clear
        return cell
    }
}

/// Stands in for a map (content: no sheet code): it answers taps, to show that taps
/// around the sheet at its peek reach it.
final class MapPlaceholderView: UIView {
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGreen.withAlphaComponent(0.3)
        label.text = "Tap the map"
        label.frame = CGRect(x: 20, y: 120, width: 300, height: 30)
        addSubview(label)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    @objc private func tapped(_ tap: UITapGestureRecognizer) {
        let point = tap.location(in: self)
        label.text = "Map tapped at \(Int(point.x)), \(Int(point.y))"
    }
}
#endif
