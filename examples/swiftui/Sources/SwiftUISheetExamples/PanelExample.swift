#if canImport(SwiftUI) && canImport(UIKit)
import SheetSwiftUI
import SwiftUI

// MARK: The sheet

// The panel: excerpt begins
extension View {
    /// What the panel protocol gave any view controller, for any view: `panel` in a
    /// 490-point sheet that a drag dismisses once less than 300 points of it show, moved
    /// by 0.2 s linear slides; `completion` gets why it left, however it went.
    func dragToDismissPanel<Panel: View>(isPresented: Binding<Bool>, completion: @escaping (SheetReason) -> Void,
                                         @ViewBuilder panel: @escaping () -> Panel) -> some View {
        bottomSheet(isPresented: isPresented, onDismiss: completion) {
            panel()
                .bottomSheetDetents([.points(490, identifier: "panel")])
                .bottomSheetDismissHeight(300)
                .bottomSheetTransition(.slide(duration: 0.2, curve: .linear))
                .bottomSheetBackgroundTap(.none)
        }
    }
}
// excerpt ends

/// Shows the panel and reports how it left (content: no sheet code but the modifier).
struct PanelExample: View {
    @State private var panelShown = false
    @State private var status = ""

    var body: some View {
        VStack(spacing: 20) {
            Button("Show the panel") { panelShown = true }
            Text(status)
        }
        .dragToDismissPanel(isPresented: $panelShown, completion: { reason in status = "The panel left: \(reason)" }) {
            SharePanel()
        }
    }
}

/// A panel (content: no sheet code).
struct SharePanel: View {
    var body: some View {
        Text("Drag me down to dismiss")
            .padding(.top, 40)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .background(Color(uiColor: .secondarySystemBackground))
    }
}
#endif
