#if canImport(UIKit)
import SheetCore
import SheetHostSupport
import UIKit

/// The page behind the sheets, receded while a sheet that recedes it is up: the lowest
/// sheet on screen draws it on the presenting controller's view (on the parent's views
/// beneath it, for a sheet shown inside a parent), or hands it to `onPageBehindChange`.
extension SheetController {
    /// What a controller has drawn of the page behind: the transform, and the views it
    /// changed with what each had before.
    struct PageBehind {
        var background: BackgroundTransform
        var views: [RecededView]
    }

    /// A view of the page a controller changed, and what it had before.
    struct RecededView {
        weak var view: UIView?
        let transform: CGAffineTransform
        let cornerRadius: CGFloat
        let cornerCurve: CALayerCornerCurve
        let masksToBounds: Bool

        @MainActor
        init(_ view: UIView) {
            self.view = view
            transform = view.transform
            cornerRadius = view.layer.cornerRadius
            cornerCurve = view.layer.cornerCurve
            masksToBounds = view.layer.masksToBounds
        }

        /// Gives the view back what it had.
        @MainActor
        func restore() {
            guard let view else { return }
            view.transform = transform
            view.layer.cornerRadius = cornerRadius
            view.layer.cornerCurve = cornerCurve
            view.layer.masksToBounds = masksToBounds
        }
    }

    /// Draws the page as `background` says (nil: this sheet does not draw it, or is gone),
    /// when that differs from what was drawn.
    func drawPageBehind(_ background: BackgroundTransform?) {
        guard let background else {
            restorePageBehind()
            return
        }
        if let onPageBehindChange {
            guard pageBehind?.background != background else { return }
            pageBehind = PageBehind(background: background, views: [])
            onPageBehindChange(background)
            return
        }
        guard background != .identity else {
            restorePageBehind()
            pageBehind = PageBehind(background: background, views: [])
            return
        }
        var drawn = pageBehind ?? PageBehind(background: background, views: [])
        drawn.background = background
        let width = Double(overlay.bounds.width)
        for view in pageViews {
            if !drawn.views.contains(where: { $0.view === view }) { drawn.views.append(RecededView(view)) }
            guard let superview = view.superview else { continue }
            // The view's frame before any transform: its centre and bounds ignore it.
            let size = view.bounds.size
            let untransformed = CGRect(x: view.center.x - size.width / 2, y: view.center.y - size.height / 2,
                                       width: size.width, height: size.height)
            let frame = superview.convert(untransformed, to: overlay)
            let page = PageTransform(background, viewFrame: HostRect(frame), viewportWidth: width)
            let scale = CGFloat(page.scale)
            view.transform = CGAffineTransform(a: scale, b: 0, c: 0, d: scale,
                                               tx: CGFloat(page.translationX), ty: CGFloat(page.translationY))
            // The layer's radius is scaled with it: the drawn corners are the page's.
            view.layer.cornerRadius = CGFloat(page.cornerRadius) / scale
            view.layer.cornerCurve = .continuous
            view.layer.masksToBounds = page.cornerRadius > 0
        }
        pageBehind = drawn
    }

    /// Gives the page back what it had: the views their own, or `.identity` to the handler.
    private func restorePageBehind() {
        guard let drawn = pageBehind else { return }
        pageBehind = nil
        drawn.views.forEach { $0.restore() }
        if drawn.background != .identity { onPageBehindChange?(.identity) }
    }

    /// The views of the page: the presenting controller's, for a sheet UIKit presents; the
    /// parent's views beneath this sheet but other sheets, for one shown inside it.
    private var pageViews: [UIView] {
        switch presentationState {
        case .idle:
            return []
        case .modal:
            return presentingViewController?.view.map { [$0] } ?? []
        case .embedded:
            guard let container = view.superview else { return [] }
            return container.subviews.prefix { $0 !== view }.filter { !($0 is SheetOverlayView) }
        }
    }
}
#endif
