#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Dismisses the bottom sheet whose content reads it from the environment
/// (`@Environment(\.dismissBottomSheet)`), as SwiftUI's `dismiss` does for its sheets:
/// the presenter's `isPresented` or `item` is cleared and the sheet leaves, reason
/// `.programmatic`. Outside a bottom sheet's content it does nothing.
public struct DismissBottomSheetAction: Sendable {
    private let action: (@MainActor @Sendable () -> Void)?

    init(_ action: (@MainActor @Sendable () -> Void)?) {
        self.action = action
    }

    /// Dismisses the sheet.
    @MainActor
    public func callAsFunction() {
        action?()
    }
}

private struct DismissBottomSheetKey: EnvironmentKey {
    static var defaultValue: DismissBottomSheetAction { DismissBottomSheetAction(nil) }
}

private struct SheetContentLinkKey: EnvironmentKey {
    static var defaultValue: SheetContentLink? { nil }
}

extension EnvironmentValues {
    /// Dismisses the bottom sheet this content is in.
    public var dismissBottomSheet: DismissBottomSheetAction {
        get { self[DismissBottomSheetKey.self] }
        set { self[DismissBottomSheetKey.self] = newValue }
    }

    /// The sheet content this view is in, for the scroll probes inside it.
    var sheetContentLink: SheetContentLink? {
        get { self[SheetContentLinkKey.self] }
        set { self[SheetContentLinkKey.self] = newValue }
    }
}
#endif
