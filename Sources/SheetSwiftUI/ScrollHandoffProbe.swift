#if canImport(SwiftUI) && canImport(UIKit)
import SheetHostSupport
import SwiftUI
import UIKit

extension View {
    /// Hands the scroll view this modifier is on (a `ScrollView` or a `List` in a bottom
    /// sheet's content) over to the sheet: one drag scrolls it and moves the sheet,
    /// handing over between them both ways, with momentum and bounce at its ends. At a
    /// lower detent an upward drag raises the sheet first, then scrolls.
    ///
    /// The modifier places an invisible probe behind the view and takes the vertical
    /// `UIScrollView` whose frame the probe covers (`matchScrollView(for:within:)`); put
    /// inside the scroll view's content, it takes the scroll view it is in. When it finds
    /// none, the sheet drags as a whole, the scroll view keeps its own pan, and a notice
    /// is logged (subsystem "libsheet", category "SheetSwiftUI").
    public func bottomSheetScrollHandoff() -> some View {
        background(ScrollHandoffProbe())
    }
}

/// The probe `bottomSheetScrollHandoff()` places: each time it is laid out, it asks the
/// sheet's content to hand over the scroll view it stands for.
struct ScrollHandoffProbe: UIViewRepresentable {
    func makeUIView(context: Context) -> ProbeView {
        ProbeView()
    }

    func updateUIView(_ probe: ProbeView, context: Context) {
        probe.link = context.environment.sheetContentLink
        probe.setNeedsLayout()
    }
}

/// An empty view that reports its layout to the sheet content it is in.
final class ProbeView: UIView {
    weak var link: SheetContentLink?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isAccessibilityElement = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard window != nil else { return }
        // The scroll view beside the probe is laid out in the same pass: it is matched
        // once the pass is over.
        DispatchQueue.main.async { [weak self] in
            guard let self, window != nil else { return }
            link?.probeLaidOut(self)
        }
    }
}
#endif
