#if canImport(SwiftUI) && canImport(UIKit)
import SheetHostSupport
import SwiftUI

/// The presenter's view as the page behind its sheet: how it is drawn now, and its size
/// as laid out. Published every display frame while it moves, and only then.
@MainActor
final class RecedingPageModel: ObservableObject {
    /// How the presenter's view is drawn (`.identity`: as it is).
    @Published private(set) var transform = PageTransform.identity
    /// The presenter's view's size, as laid out (its transform leaves it alone).
    var size = CGSize.zero

    /// Not isolated, so that a view may make one as a property's initial value.
    nonisolated init() {}

    /// Moves to `transform` when it differs, so that the page is not drawn again for
    /// nothing.
    func follow(_ transform: PageTransform) {
        if self.transform != transform { self.transform = transform }
    }
}

/// Draws the presenter's view as `page` says: clipped to its rounded corners, scaled
/// about its centre, then moved. The modifiers stay whatever the page's transform, so the
/// presenter's view keeps its identity and state.
struct RecedingPage: ViewModifier {
    @ObservedObject var page: RecedingPageModel

    func body(content: Content) -> some View {
        let transform = page.transform
        let model = page
        return content
            .background(GeometryReader { proxy in
                Color.clear
                    .onAppear { model.size = proxy.size }
                    .onChange(of: proxy.size) { size in model.size = size }
            })
            // The layer's radius is scaled with it: the drawn corners are the page's.
            .clipShape(PageShape(cornerRadius: transform.cornerRadius / transform.scale))
            .scaleEffect(transform.scale)
            .offset(x: transform.translationX, y: transform.translationY)
    }
}

/// The page's outline: a rounded rectangle while it recedes, and while it does not, one
/// so far past the view's bounds that nothing the view draws is clipped.
struct PageShape: Shape {
    var cornerRadius: Double

    func path(in rect: CGRect) -> Path {
        guard cornerRadius > 0 else { return Path(rect.insetBy(dx: -1e5, dy: -1e5)) }
        return RoundedRectangle(cornerRadius: cornerRadius, style: .continuous).path(in: rect)
    }
}
#endif
