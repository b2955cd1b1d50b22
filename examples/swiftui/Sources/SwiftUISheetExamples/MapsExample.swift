#if canImport(SwiftUI) && canImport(UIKit)
import SheetSwiftUI
import SwiftUI

// The maps sheet: excerpt begins
/// The maps sheet: over a live, moving map, a 200-point peek that leaves the map usable
/// (taps around the sheet reach it) and a full detent at 90% that dims it; a list on a
/// material whose scrolling hands over to the sheet's drag and back; never dismissed. On a
/// regular width it is a card floating at the leading side, as Apple Maps' sheet is on an
/// iPad, and it moves between the two as the screen rotates or the window is resized. A
/// label above the sheet follows it frame by frame.
struct MapsExample: View {
    @State private var placesShown = true
    // Kept in @State, not observed here: only the label redraws as the sheet moves.
    @State private var sheetFrame = LiveSheetFrame()

    var body: some View {
        MovingMap()
            .overlay { SheetHeightLabel(frame: sheetFrame).ignoresSafeArea() }
            .bottomSheet(isPresented: $placesShown, frame: sheetFrame) {
                PlacesList()
                    .bottomSheetDetents([.points(200, identifier: "peek"), .fraction(0.9, identifier: "full")])
                    .bottomSheetBackgroundInteraction(.enabled(upThrough: "peek"))
                    .bottomSheetInteractiveDismissDisabled()
                    .bottomSheetBackgroundTap(.collapse)
                    .bottomSheetDragIndicator(.visible)
                    .bottomSheetBackground(.regularMaterial)
                    .bottomSheetWideLayout(.floatingLeading)
            }
    }
}
// excerpt ends

/// The list of places (content: the scroll view it hands over is marked).
struct PlacesList: View {
    var body: some View {
        List(1...40, id: \.self) { number in
            Text("Place \(number)").listRowBackground(Color.clear)
        }
        .scrollContentBackground(.hidden)
        .padding(.top, 24)
        .bottomSheetScrollHandoff()
    }
}

/// Stands in for a map (content: no sheet code): stripes that drift without end, and a
/// caption that says where it was tapped, to show that taps around the peek reach it.
struct MovingMap: View {
    @State private var caption = "Tap the map"

    var body: some View {
        TimelineView(.animation) { timeline in
            Canvas { context, size in
                let shift = timeline.date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 4) * 10
                var x = -40.0 + shift
                while x < size.width {
                    context.fill(Path(CGRect(x: x, y: 0, width: 20, height: size.height)), with: .color(.green.opacity(0.25)))
                    x += 40
                }
            }
        }
        .overlay(alignment: .topLeading) { Text(caption).padding(.top, 120).padding(.leading, 20) }
        .contentShape(Rectangle())
        .onTapGesture { location in
            caption = String(format: "Map tapped at %.0f, %.0f", location.x, location.y)
        }
        .ignoresSafeArea()
    }
}

/// How much of the sheet shows, just above its middle, over a screen-sized overlay
/// (content: it reads the frame it is given).
struct SheetHeightLabel: View {
    @ObservedObject var frame: LiveSheetFrame

    var body: some View {
        let sheet = frame.rect ?? .zero
        Text(String(format: "The sheet shows %.0f points", frame.visibleHeight))
            .font(.caption)
            .padding(6)
            .background(.thinMaterial, in: Capsule())
            .position(x: sheet.midX, y: sheet.minY - 20)
            .opacity(frame.rect == nil ? 0 : 1)
    }
}
#endif
