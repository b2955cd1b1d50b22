#if canImport(UIKit)
import SheetHostSupport
import UIKit

extension HostPoint {
    init(_ point: CGPoint) {
        self.init(x: Double(point.x), y: Double(point.y))
    }
}

extension HostRect {
    init(_ rect: CGRect) {
        self.init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }
}

extension HostInsets {
    init(_ insets: UIEdgeInsets) {
        self.init(top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right))
    }
}

extension ScrollGeometry {
    /// The vertical geometry `scrollView` has now.
    @MainActor
    init(_ scrollView: UIScrollView) {
        self.init(contentHeight: Double(scrollView.contentSize.height), visibleHeight: Double(scrollView.bounds.height),
                  insetTop: Double(scrollView.adjustedContentInset.top),
                  insetBottom: Double(scrollView.adjustedContentInset.bottom))
    }
}
#endif
