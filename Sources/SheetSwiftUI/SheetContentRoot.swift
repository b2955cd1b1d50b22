#if canImport(SwiftUI) && canImport(UIKit)
import SheetCore
import SheetHostSupport
import SwiftUI

/// The root view of a bottom sheet's hosting controller: the app's content with the
/// presenter's environment, the sheet's frame (`LiveSheetFrame`, an environment object)
/// and dismiss action, the sheet's accessibility actions and escape, and the relay that
/// hands the content's `bottomSheet...` preferences to the sheet.
///
/// The engine lifts the sheet above the keyboard, so the content ignores the keyboard's
/// safe area: SwiftUI does not lift it a second time inside the sheet.
struct SheetContentRoot<Content: View>: View {
    let content: Content
    let environment: PresenterEnvironment
    let link: SheetContentLink
    @ObservedObject var accessibility: SheetAccessibilityModel

    @MainActor
    init(content: Content, environment: PresenterEnvironment, link: SheetContentLink) {
        self.content = content
        self.environment = environment
        self.link = link
        accessibility = link.accessibility
    }

    var body: some View {
        content
            .environmentObject(link.frame)
            .environment(\.dismissBottomSheet, DismissBottomSheetAction { [weak link] in link?.dismiss() })
            .environment(\.sheetContentLink, link)
            .modifier(environment)
            .ignoresSafeArea(.keyboard)
            .accessibilityActions {
                ForEach(accessibility.actions, id: \.self) { action in
                    Button(SheetAccessibility.name(of: action)) { _ = link.perform(action) }
                }
            }
            .accessibilityAction(.escape) { _ = link.escape() }
            .backgroundPreferenceValue(SheetContentPreferenceKey.self) { preferences in
                SheetPreferenceRelay(preferences: preferences, link: link)
            }
    }
}
#endif
