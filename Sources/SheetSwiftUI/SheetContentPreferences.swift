#if canImport(SwiftUI) && canImport(UIKit)
import SheetHostSupport
import SwiftUI

/// What a sheet's content asks of its sheet through the `bottomSheet...` modifiers
/// inside it, gathered up the view tree as SwiftUI gathers preferences: the settings
/// (`SheetOptions`, whose order decides which wins), the binding of the selected
/// detent, the background, the footer, and what to call when the user tries to dismiss a
/// sheet whose dismissals are refused. Of each, the innermost wins, and of siblings the
/// later.
struct SheetContentPreferences {
    var options = SheetOptions()
    var selection: Binding<SheetDetent.Identifier>?
    var background: AnyView?
    var footer: AnyView?
    var onDismissAttempt: (() -> Void)?

    /// The preferences of content that follows this content.
    mutating func append(_ next: SheetContentPreferences) {
        options.append(next.options)
        if let selection = next.selection { self.selection = selection }
        if let background = next.background { self.background = background }
        if let footer = next.footer { self.footer = footer }
        if let onDismissAttempt = next.onDismissAttempt { self.onDismissAttempt = onDismissAttempt }
    }
}

/// The key `SheetContentPreferences` travel under, from the content up to the root view
/// of the sheet's hosting controller.
struct SheetContentPreferenceKey: PreferenceKey {
    static var defaultValue: SheetContentPreferences { SheetContentPreferences() }

    static func reduce(value: inout SheetContentPreferences, nextValue: () -> SheetContentPreferences) {
        value.append(nextValue())
    }
}

/// Hands the preferences gathered at the root of a sheet's content to the sheet, each
/// time they are evaluated.
struct SheetPreferenceRelay: UIViewRepresentable {
    let preferences: SheetContentPreferences
    let link: SheetContentLink

    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.isHidden = true
        view.isUserInteractionEnabled = false
        return view
    }

    func updateUIView(_ view: UIView, context: Context) {
        link.receive(preferences)
    }
}
#endif
