#if canImport(SwiftUI) && canImport(UIKit)
import SheetHostSupport
import UIKit

/// A `UIView` as `matchScrollView(for:within:)` sees it: its superview, its visible
/// subviews, its rectangle in its window, and whether it is a scroll view that scrolls
/// vertically (SwiftUI's vertical `ScrollView` and `List` bounce vertically; a
/// horizontal one neither bounces nor scrolls that way).
@MainActor
struct ViewNode: ScrollMatchNode {
    let view: UIView

    init(_ view: UIView) {
        self.view = view
    }

    var parentNode: ViewNode? { view.superview.map(ViewNode.init) }

    var childNodes: [ViewNode] { view.subviews.filter { !$0.isHidden }.map(ViewNode.init) }

    var frameInRoot: HostRect {
        let frame = view.convert(view.bounds, to: nil)
        return HostRect(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
    }

    var scrollsVertically: Bool {
        guard let scrollView = view as? UIScrollView else { return false }
        return scrollView.alwaysBounceVertical || scrollView.contentSize.height > scrollView.bounds.height
    }

    nonisolated static func == (a: ViewNode, b: ViewNode) -> Bool { a.view === b.view }
}
#endif
