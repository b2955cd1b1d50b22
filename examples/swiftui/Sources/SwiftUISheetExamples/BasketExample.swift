#if canImport(SwiftUI) && canImport(UIKit)
import SheetSwiftUI
import SwiftUI

// The basket: excerpt begins
/// A basket whose sheet grows while it is open: its detent is as tall as the items need,
/// up to five rows, and once they do not fit a large detent joins it; the sheet moves to
/// each new height with its settle transition, and the selection follows.
struct BasketExample: View {
    @State private var basketShown = false
    @State private var items: [String] = []
    @State private var detent: SheetDetent.Identifier = "summary"

    var body: some View {
        Button("Show the basket") { basketShown = true }
            .bottomSheet(isPresented: $basketShown) {
                BasketView(items: $items)
                    .bottomSheetDetents(basketDetents(itemCount: items.count), selection: $detent)
            }
    }
}

/// The basket's detents for `itemCount` items: a summary as tall as the rows it shows (at
/// most five), and past five a large detent that shows them all.
func basketDetents(itemCount: Int) -> [SheetDetent] {
    let summary = SheetDetent.points(Double(120 + 44 * min(itemCount, 5)), identifier: "summary")
    return itemCount > 5 ? [summary, .large] : [summary]
}
// excerpt ends

/// The basket (content: no sheet code): its items, and a button that adds one.
struct BasketView: View {
    @Binding var items: [String]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Text(items.count == 1 ? "1 item" : "\(items.count) items").font(.headline)
                Spacer()
                Button("Add an item") { items.append("Item \(items.count + 1)") }
                    .buttonStyle(.borderedProminent)
            }
            .padding(.bottom, 12)
            ForEach(items, id: \.self) { item in
                Text(item).frame(height: 44)
            }
            Spacer()
        }
        .padding(.top, 32)
        .padding(.horizontal, 20)
    }
}
#endif
