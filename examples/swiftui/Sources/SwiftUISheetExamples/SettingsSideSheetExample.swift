#if canImport(SwiftUI) && canImport(UIKit)
import SheetSwiftUI
import SwiftUI

// The settings sheet: excerpt begins
/// A settings side sheet: it comes in from the trailing edge (the right, or the left in a
/// right-to-left language) over a dimmed page, 320 points wide between the safe areas; a
/// swipe toward its edge, a tap on the page or the escape gesture puts it away.
struct SettingsSideSheetExample: View {
    @State private var settingsShown = false

    var body: some View {
        Button("Settings") { settingsShown = true }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .bottomSheet(isPresented: $settingsShown) {
                SettingsForm()
                    .bottomSheetEdge(.trailing)
                    .bottomSheetDetents([.points(320, identifier: "settings")])
            }
    }
}
// excerpt ends

/// The settings (content: no sheet code).
struct SettingsForm: View {
    @State private var wifiOnly = true
    @State private var notifications = false
    @State private var metric = true

    var body: some View {
        Form {
            Section("Settings") {
                Toggle("Wi-Fi only", isOn: $wifiOnly)
                Toggle("Notifications", isOn: $notifications)
                Toggle("Metric units", isOn: $metric)
            }
        }
    }
}
#endif
