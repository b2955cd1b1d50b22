#if canImport(UIKit)
import SheetUIKit
import UIKit

/// A settings side sheet: it comes in from the trailing edge (the right, or the left in a
/// right-to-left language) over a dimmed page, 320 points wide between the safe areas; a
/// swipe toward its edge, a tap on the page or the escape gesture puts it away.
final class SettingsSideSheetExampleViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(makeExampleButton("Settings", target: self, action: #selector(showSettings)))
    }

    // MARK: The sheet

    @objc private func showSettings() {
        let sheet = SheetController(content: SettingsViewController())
        sheet.edge = .trailing
        sheet.detents = [.points(320, identifier: "settings")]
        present(sheet, animated: true)
    }
}

/// The settings (content: no sheet code): a few switches in a grouped list.
final class SettingsViewController: UITableViewController {
    private let names = ["Wi-Fi only", "Notifications", "Dark map", "Show traffic", "Metric units"]

    init() {
        super.init(style: .insetGrouped)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "setting")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Settings" }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = names[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryView = UISwitch()
        cell.selectionStyle = .none
        return cell
    }
}
#endif
