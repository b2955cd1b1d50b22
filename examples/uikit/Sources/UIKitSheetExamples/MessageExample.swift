#if canImport(UIKit)
import SheetUIKit
import UIKit

/// A message written in a sheet: a subject field and the message, with a Send button in a
/// footer that rides on the keyboard while the user types. While the keyboard is up the
/// sheet stands at its large detent above it, the field being edited kept in view, and
/// goes back to its own detent when the keyboard goes; the escape gesture takes it down a
/// detent before it dismisses it.
final class MessageExampleViewController: UIViewController {
    private let status = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(makeExampleButton("Write a message", target: self, action: #selector(showForm)))
        status.frame = CGRect(x: 20, y: 200, width: 300, height: 30)
        view.addSubview(status)
    }

    // MARK: The sheet

    @objc private func showForm() {
        // The message: excerpt begins
        let form = MessageFormViewController()
        let sheet = SheetController(content: form)
        sheet.detents = [.medium, .large]
        sheet.prefersGrabberVisible = true
        sheet.keyboardBehavior = .extend
        sheet.backBehavior = .collapse
        sheet.footerView = SendBar { [weak self, weak sheet, weak form] in
            guard let form else { return }
            self?.status.text = "Sent: \(form.subject)"
            sheet?.dismiss(animated: true)
        }
        present(sheet, animated: true)
        // excerpt ends
    }
}

/// The form (content: no sheet code): a subject field and a text view for the message,
/// from the top of the sheet down.
final class MessageFormViewController: UIViewController {
    private let subjectField = UITextField()
    private let message = UITextView()

    /// The subject as written.
    var subject: String { subjectField.text ?? "" }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        subjectField.placeholder = "Subject"
        subjectField.borderStyle = .roundedRect
        message.font = .preferredFont(forTextStyle: .body)
        message.layer.cornerRadius = 8
        message.backgroundColor = .secondarySystemBackground
        let stack = UIStackView(arrangedSubviews: [subjectField, message])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 32),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            message.heightAnchor.constraint(equalToConstant: 240),
        ])
    }
}

/// The footer (no sheet code): a full-width Send button with a margin around it, whose
/// constraints give its height (the bottom margin yields while the bar has no frame yet).
final class SendBar: UIView {
    init(onSend: @escaping () -> Void) {
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        let send = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Send") { _ in onSend() })
        send.translatesAutoresizingMaskIntoConstraints = false
        addSubview(send)
        let bottom = send.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12)
        bottom.priority = .defaultHigh
        NSLayoutConstraint.activate([
            send.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            bottom,
            send.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            send.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
            send.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
#endif
