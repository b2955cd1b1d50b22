#if canImport(UIKit)
import QuartzCore
import SheetHostSupport
import UIKit

/// The keyboard's side of the sheet: the text field or text view being edited, kept in
/// view above the keyboard and the footer, and the footer's height.
extension SheetController {
    /// Follows editing in text fields and text views (UIKit's own, and those SwiftUI's
    /// `TextField` and `TextEditor` are made of): one inside the content that begins
    /// editing is the sheet's focused field until it ends.
    func observeTextEditing() {
        let center = NotificationCenter.default
        for name in [UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification] {
            center.addObserver(self, selector: #selector(textEditingBegan(_:)), name: name, object: nil)
        }
        for name in [UITextField.textDidEndEditingNotification, UITextView.textDidEndEditingNotification] {
            center.addObserver(self, selector: #selector(textEditingEnded(_:)), name: name, object: nil)
        }
    }

    @objc private func textEditingBegan(_ notification: Notification) {
        guard let field = notification.object as? UIView, isViewLoaded,
              field.isDescendant(of: overlay.sheetView.contentView) else { return }
        focusedField = field
        refreshFocus()
    }

    @objc private func textEditingEnded(_ notification: Notification) {
        guard let field = notification.object as? UIView, field === focusedField else { return }
        focusedField = nil
        refreshFocus()
    }

    /// Tells the sheet where the field being edited is now, in the sheet's own
    /// coordinates (nil: none, or it has left the content). Inside no animation: a layout
    /// pass may run inside UIKit's, which would animate the views laid out here.
    func refreshFocus() {
        guard let hosted, isViewLoaded else { return }
        let sheetView = overlay.sheetView
        var frame: HostRect?
        if let field = focusedField, field.window != nil, field.isDescendant(of: sheetView.contentView) {
            frame = HostRect(field.convert(field.bounds, to: sheetView))
        }
        UIView.performWithoutAnimation {
            do { try hosted.focusResponder(at: frame, now: CACurrentMediaTime()) } catch { reportFailure(error) }
        }
    }

    /// Measures the footer view again; a height that changed is the sheet's new footer
    /// height, applied as any setting is.
    func updateFooterHeight() {
        let height = footerView.map(fittedHeight(ofFooter:)) ?? 0
        guard height != footerHeight else { return }
        footerHeight = height
        settingsChanged()
    }

    /// The footer's Auto Layout fitting height at the sheet's width, or its frame's height
    /// when its constraints give none.
    private func fittedHeight(ofFooter footer: UIView) -> Double {
        let width = hosted?.geometry.map { CGFloat($0.crossSize) } ?? view.bounds.width
        let fitting = footer.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        let height = fitting.height > 0 ? fitting.height : footer.bounds.height
        return height.isFinite ? max(0, Double(height)) : 0
    }
}
#endif
