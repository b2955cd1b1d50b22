#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// The presenter's environment that a bottom sheet's content inherits, as a SwiftUI
/// sheet's does: color scheme, dynamic type, locale, calendar, time zone, layout
/// direction and legibility weight. (The content lives in a hosting controller of its
/// own, which starts from the window's environment; an environment object the content
/// needs is passed in the content closure, `.environmentObject(...)`.)
struct PresenterEnvironment: ViewModifier {
    var colorScheme = ColorScheme.light
    var dynamicTypeSize = DynamicTypeSize.large
    var locale = Locale.current
    var calendar = Calendar.current
    var timeZone = TimeZone.current
    var layoutDirection = LayoutDirection.leftToRight
    var legibilityWeight: LegibilityWeight?

    init() {}

    init(_ values: EnvironmentValues) {
        colorScheme = values.colorScheme
        dynamicTypeSize = values.dynamicTypeSize
        locale = values.locale
        calendar = values.calendar
        timeZone = values.timeZone
        layoutDirection = values.layoutDirection
        legibilityWeight = values.legibilityWeight
    }

    /// The UIKit style for the sheet's own views (its background, dimming, grabber).
    var interfaceStyle: UIUserInterfaceStyle { colorScheme == .dark ? .dark : .light }

    func body(content: Content) -> some View {
        content
            .environment(\.colorScheme, colorScheme)
            .environment(\.dynamicTypeSize, dynamicTypeSize)
            .environment(\.locale, locale)
            .environment(\.calendar, calendar)
            .environment(\.timeZone, timeZone)
            .environment(\.layoutDirection, layoutDirection)
            .environment(\.legibilityWeight, legibilityWeight)
    }
}
#endif
