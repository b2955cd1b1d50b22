#if canImport(SwiftUI) && canImport(UIKit)
// The reusable container: four pages in one sheet 60% of the height tall, a bouncy
// spring in, dismissed by a drag, a flick or a tap on the dimmed background, the pages
// swapped in place with a cross-fade as the item changes.
// The container: excerpt begins
import SheetSwiftUI
import SwiftUI

struct ContainerExample: View {
    @State private var page: Page?
    var body: some View {
        Button("Show the container") { page = Page(number: 1) }
            .bottomSheet(item: $page) { page in
                PageView(page: page) { self.page = page.next }
                    .bottomSheetDetents([.fraction(0.6, identifier: "page")])
                    .bottomSheetTransition(.spring(response: 0.45, dampingRatio: 0.8), for: .present)
            }
    }
}
// excerpt ends

/// One of the container's four pages (content: no sheet code).
struct Page: Identifiable {
    let number: Int
    var id: Int { number }
    /// The page after it, the first after the last.
    var next: Page { Page(number: number % 4 + 1) }
}

/// A page of the container (content: no sheet code).
struct PageView: View {
    let page: Page
    let onNext: () -> Void

    var body: some View {
        VStack(spacing: 16) {
            Text("Page \(page.number) of 4").font(.title2)
            Button("Next page", action: onNext).buttonStyle(.borderedProminent)
            Spacer()
        }
        .padding(.top, 40)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background([Color.teal, .orange, .purple, .green][(page.number - 1) % 4])
    }
}
#endif
