#if canImport(SwiftUI) && canImport(UIKit)
import SheetSwiftUI
import SwiftUI

/// Custom transitions: a sheet that fades in and out in 0.3 s, one that slides up on a
/// 0.35 s spring, and a sheet presented from inside a sheet, which makes the one below
/// recede.
struct TransitionsExample: View {
    @State private var fadedShown = false
    @State private var slidShown = false

    var body: some View {
        VStack(spacing: 20) {
            Button("Fade in") { fadedShown = true }
            Button("Slide up") { slidShown = true }
        }
        .nestingSheet(isPresented: $fadedShown, transition: .fade(duration: 0.3))
        .nestingSheet(isPresented: $slidShown, transition: .spring(response: 0.35))
    }
}

// MARK: The sheet

// The nested sheet: excerpt begins
extension View {
    /// A sheet at half height that can be pulled to full, moving with `transition`; its
    /// content presents another such sheet from inside it.
    func nestingSheet(isPresented: Binding<Bool>, transition: SheetCore.Transition, depth: Int = 1) -> some View {
        bottomSheet(isPresented: isPresented) {
            NestingView(depth: depth, transition: transition)
                .bottomSheetDetents([.medium, .large])
                .bottomSheetDragIndicator(.visible)
                .bottomSheetTransition(transition)
        }
    }
}
// excerpt ends

/// A sheet's content that offers to present another sheet (content: the nested sheet is
/// the modifier above).
struct NestingView: View {
    let depth: Int
    let transition: SheetCore.Transition
    @State private var nestedShown = false

    var body: some View {
        Button("Sheet \(depth): present another") { nestedShown = true }
            .buttonStyle(.borderedProminent)
            .padding(.top, 40)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .nestingSheet(isPresented: $nestedShown, transition: transition, depth: depth + 1)
    }
}
#endif
