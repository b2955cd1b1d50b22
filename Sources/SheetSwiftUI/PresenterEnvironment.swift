#if canImport(SwiftUI) && canImport(UIKit)
import SheetUIKit
import SwiftUI
import UIKit

/// The presenter's environment that a bottom sheet's content inherits, as a SwiftUI
/// sheet's does: color scheme, dynamic type, locale, calendar, time zone, layout
/// direction and legibility weight; the layout direction and the horizontal size class
/// also place the sheet (its leading or trailing edge, its wide layout). (The content lives in a hosting controller of its
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
    var horizontalSizeClass: UserInterfaceSizeClass?

    init() {}

    init(_ values: EnvironmentValues) {
        colorScheme = values.colorScheme
        dynamicTypeSize = values.dynamicTypeSize
        locale = values.locale
        calendar = values.calendar
        timeZone = values.timeZone
        layoutDirection = values.layoutDirection
        legibilityWeight = values.legibilityWeight
        horizontalSizeClass = values.horizontalSizeClass
    }

    /// The UIKit style for the sheet's own views (its background, dimming, grabber).
    var interfaceStyle: UIUserInterfaceStyle { colorScheme == .dark ? .dark : .light }

    /// The sheet controller's view's direction, which the engine follows: a sheet at the
    /// leading edge is on the right in a right-to-left environment.
    var semanticContentAttribute: UISemanticContentAttribute {
        layoutDirection == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
    }

    /// The size class the sheet's wide layout follows: the environment's.
    var sizeClass: UIUserInterfaceSizeClass? {
        switch horizontalSizeClass {
        case .regular: .regular
        case .compact: .compact
        default: nil
        }
    }

    /// Gives `controller` what the sheet takes from the presenter's environment: the style
    /// of its views, the layout direction and the horizontal size class, which the engine
    /// follows at the controller's next layout pass.
    @MainActor
    func apply(to controller: SheetController) {
        controller.overrideUserInterfaceStyle = interfaceStyle
        if controller.view.semanticContentAttribute != semanticContentAttribute {
            controller.view.semanticContentAttribute = semanticContentAttribute
            controller.view.setNeedsLayout()
        }
        if controller.horizontalSizeClassOverride != sizeClass { controller.horizontalSizeClassOverride = sizeClass }
    }

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
