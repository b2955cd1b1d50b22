#if canImport(UIKit)
import QuartzCore
import SheetHostSupport
import UIKit

/// The content: swapped in place, its height for fitted detents, its scroll view.
extension SheetController {
    /// Swaps the content for `content` in place: the two cross-fade with
    /// `contentTransition`, and a fitted detent follows the new content's height. The
    /// new content's `scrollView` (nil: none) is handed over to the engine.
    public func setContent(_ content: UIViewController, scrollView: UIScrollView? = nil) {
        guard content !== contentViewController else {
            self.scrollView = scrollView
            return
        }
        let outgoing = contentViewController
        contentViewController = content
        self.scrollView = scrollView
        // The sheet forgets the field being edited with the content it was in.
        focusedField = nil
        guard isViewLoaded else { return }
        let presented = hosted?.isPresented ?? false
        install(content)
        content.view.alpha = presented ? 0 : 1
        let height = fittedHeight(of: content)
        if let hosted {
            do {
                let id = try hosted.swapContent(height: height, now: CACurrentMediaTime())
                contents[id] = content
            } catch {
                reportFailure(error)
            }
        }
        if !presented {
            uninstall(outgoing)
            contents = contents.filter { $0.value !== outgoing }
        }
        refreshScrollGeometry()
    }

    func install(_ child: UIViewController) {
        addChild(child)
        child.view.frame = overlay.sheetView.contentView.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        overlay.sheetView.contentView.addSubview(child.view)
        child.didMove(toParent: self)
    }

    func uninstall(_ child: UIViewController) {
        guard child.parent === self else { return }
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }

    /// Tells the engine the content's height, for fitted detents: a presented sheet
    /// follows it with its settle transition when `animated`, else at once.
    func updateContentHeight(animated: Bool = true) {
        guard let hosted, settings.detents.contains(where: { $0.detent.kind == .content }) else { return }
        do {
            try hosted.setContentHeight(fittedHeight(of: contentViewController), animated: animated,
                                        now: CACurrentMediaTime())
        } catch {
            reportFailure(error)
        }
    }

    /// The height a fitted detent gives `content`, without the bottom safe-area inset,
    /// which the engine adds: its `preferredContentSize`'s, or its view's Auto Layout
    /// fitting height at the sheet's width less the bottom inset its view has now
    /// (content laid out above its safe area's bottom, as UIKit's content is).
    private func fittedHeight(of content: UIViewController) -> Double {
        let preferred = content.preferredContentSize.height
        if preferred > 0 { return Double(preferred) }
        let width = view.bounds.width
        let fitting = content.view.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return max(0, Double(fitting.height - content.view.safeAreaInsets.bottom))
    }

    /// Tells the sheet the scroll view's geometry.
    func refreshScrollGeometry() {
        guard let hosted else { return }
        do {
            try hosted.scrollGeometryChanged(scrollView.map(ScrollGeometry.init), now: CACurrentMediaTime())
        } catch {
            reportFailure(error)
        }
    }
}
#endif
