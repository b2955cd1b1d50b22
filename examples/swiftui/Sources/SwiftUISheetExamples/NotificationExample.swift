#if canImport(SwiftUI) && canImport(UIKit)
import SheetSwiftUI
import SwiftUI

// The notification: excerpt begins
/// A notification from the top: a card floating 8 points below the status bar, as tall as
/// its message, at most 500 points wide; the page stays usable around it, a flick up puts
/// it away, and it leaves by itself after four seconds.
struct NotificationExample: View {
    @State private var notice: Notice?

    var body: some View {
        Button("Notify") { notice = Notice(text: "Your order has shipped") }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .bottomSheet(item: $notice) { notice in
                Banner(text: notice.text)
                    .bottomSheetEdge(.top)
                    .bottomSheetFloating(insets: 8)
                    .bottomSheetSpan(maximum: 500)
                    .bottomSheetDetents([.fitted(identifier: "banner")])
                    .bottomSheetBackgroundInteraction(.enabled)
                    .bottomSheetDragIndicator(.visible)
            }
    }
}

/// A banner that leaves after four seconds.
struct Banner: View {
    let text: String
    @Environment(\.dismissBottomSheet) private var dismiss

    var body: some View {
        BannerMessage(text: text)
            .task {
                do {
                    try await Task.sleep(nanoseconds: 4_000_000_000)
                    dismiss()
                } catch {
                    // Put away sooner: the banner's task ends with it.
                }
            }
    }
}
// excerpt ends

/// What a notification says (content: no sheet code).
struct Notice: Identifiable {
    let id = UUID()
    let text: String
}

/// A notification's message (content: no sheet code).
struct BannerMessage: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.headline)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(20)
    }
}
#endif
