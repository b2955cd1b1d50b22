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

    /// The extent a fitted detent gives `content` along the sheet's axis. On the bottom or
    /// the top: its `preferredContentSize`'s height, or its view's Auto Layout fitting
    /// height at the sheet's width, less the safe-area inset its view has now at the
    /// sheet's side (the engine adds the bottom one, and measures a top sheet's detents
    /// below the top one; content is laid out inside its safe area, as UIKit's is). On a
    /// side: its `preferredContentSize`'s width, or its fitting width at the sheet's height.
    private func fittedHeight(of content: UIViewController) -> Double {
        let geometry = hosted?.geometry
        let side = geometry?.side ?? .bottom
        let bounds = view.bounds
        guard side.isVertical else {
            let preferred = content.preferredContentSize.width
            if preferred > 0 { return Double(preferred) }
            let height = geometry.map { CGFloat($0.crossSize) } ?? bounds.height
            let fitting = content.view.systemLayoutSizeFitting(
                CGSize(width: UIView.layoutFittingCompressedSize.width, height: height),
                withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .required)
            return max(0, Double(fitting.width))
        }
        let preferred = content.preferredContentSize.height
        if preferred > 0 { return Double(preferred) }
        let width = geometry.map { CGFloat($0.crossSize) } ?? bounds.width
        let fitting = content.view.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        let insets = content.view.safeAreaInsets
        return max(0, Double(fitting.height - (side == .bottom ? insets.bottom : insets.top)))
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
