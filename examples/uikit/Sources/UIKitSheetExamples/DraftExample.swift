#if canImport(UIKit)
import SheetUIKit
import UIKit

/// A note in a sheet that asks before closing: while the note holds unsaved text, a drag,
/// a flick or a tap on the dimmed background does not dismiss it; the sheet comes back
/// and asks whether to discard the note. The page behind recedes while it is up.
final class DraftExampleViewController: UIViewController, SheetControllerDelegate {
    private let status = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(makeExampleButton("Write a note", target: self, action: #selector(showNote)))
        status.frame = CGRect(x: 20, y: 200, width: 300, height: 30)
        view.addSubview(status)
    }

    // MARK: The sheet

    @objc private func showNote() {
        let note = NoteViewController()
        note.onSave = { [weak self] text in self?.status.text = "Saved: \(text)" }
        let sheet = SheetController(content: note)
        sheet.detents = [.medium, .large]
        sheet.prefersGrabberVisible = true
        sheet.prefersPresentingViewRecedes = true
        sheet.delegate = self
        present(sheet, animated: true)
    }

    /// The user tried to dismiss the sheet while the note held text (the note's
    /// `isModalInPresentation`): ask, and dismiss it if they discard the note.
    func sheetControllerDidAttemptToDismiss(_ sheet: SheetController) {
        let ask = UIAlertController(title: "Discard this note?", message: nil, preferredStyle: .actionSheet)
        ask.addAction(UIAlertAction(title: "Discard", style: .destructive) { [weak sheet] _ in
            sheet?.dismiss(animated: true)
        })
        ask.addAction(UIAlertAction(title: "Keep writing", style: .cancel))
        sheet.present(ask, animated: true)
    }
}

/// The note (content: no sheet code): a text view, and a button that saves it. While it
/// holds unsaved text it is modal in its presentation, as UIKit's forms are.
final class NoteViewController: UIViewController, UITextViewDelegate {
    var onSave: ((String) -> Void)?
    private let text = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        text.font = .preferredFont(forTextStyle: .body)
        text.delegate = self
        let save = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Save") { [weak self] _ in
            self?.save()
        })
        let stack = UIStackView(arrangedSubviews: [text, save])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 32),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            text.heightAnchor.constraint(equalToConstant: 160),
        ])
    }

    func textViewDidChange(_ textView: UITextView) {
        isModalInPresentation = !textView.text.isEmpty
    }

    private func save() {
        onSave?(text.text)
        text.text = ""
        isModalInPresentation = false
        dismiss(animated: true)
    }
}
#endif
