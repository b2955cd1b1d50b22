#if canImport(SwiftUI) && canImport(UIKit)
import SheetCore
import SheetHostSupport
import SwiftUI

/// The bottom sheet, presented the way SwiftUI's `sheet` is, moved by libsheet's
/// engine.
extension View {
    /// Presents a bottom sheet showing `content` while `isPresented` is true.
    ///
    /// Setting `isPresented` false dismisses it (reason `.programmatic`); setting it true
    /// again while it leaves brings it back, with no dismissal reported. When the user
    /// dismisses it (a drag, a flick, a tap on the dimmed background, the escape gesture),
    /// `isPresented` becomes false once it has gone. Every dismissal that ends calls
    /// `onDismiss` once, with its reason.
    ///
    /// The content says how the sheet looks and behaves with the `bottomSheet...`
    /// modifiers (`bottomSheetDetents(_:selection:)` and the rest; a sheet from another
    /// edge, a floating card and the sheet's layout on a wide screen are
    /// `bottomSheetEdge(_:)`, `bottomSheetFloating(_:insets:sideInsets:)` and
    /// `bottomSheetWideLayout(_:when:)`), which apply while the sheet is up as they change; it reads the sheet's position as an
    /// `@EnvironmentObject` `LiveSheetFrame`, and dismisses it with
    /// `@Environment(\.dismissBottomSheet)`. It inherits the presenter's color scheme,
    /// dynamic type, locale and layout direction. A `bottomSheet` inside it stacks a
    /// second sheet on this one, which recedes. The view this modifier is on is the page
    /// behind the sheet: it recedes when the content asks (`bottomSheetBackgroundRecedes()`).
    ///
    /// - Parameters:
    ///   - isPresented: whether the sheet is shown.
    ///   - frame: a frame the presenter follows the sheet by; the content's own
    ///     `LiveSheetFrame` is this one when given.
    ///   - onDismiss: called once the sheet has gone, with the reason.
    ///   - content: the sheet's content.
    public func bottomSheet<Content: View>(isPresented: Binding<Bool>, frame: LiveSheetFrame? = nil,
                                           onDismiss: ((SheetReason) -> Void)? = nil,
                                           @ViewBuilder content: @escaping () -> Content) -> some View {
        let request = SheetRequest<Bool, Bool, Content>(
            read: { isPresented.wrappedValue ? true : nil },
            write: { isPresented.wrappedValue = $0 != nil },
            identify: { $0 },
            content: { _ in content() },
            onDismiss: onDismiss, frame: frame)
        return modifier(BottomSheetModifier(request: request))
    }

    /// Presents a bottom sheet showing `content` while `isPresented` is true, calling
    /// `onDismiss` once the sheet has gone, as SwiftUI's `sheet(isPresented:onDismiss:content:)`
    /// does; `bottomSheet(isPresented:frame:onDismiss:content:)` with a closure that takes
    /// the `SheetReason` says why.
    public func bottomSheet<Content: View>(isPresented: Binding<Bool>, frame: LiveSheetFrame? = nil,
                                           onDismiss: @escaping () -> Void,
                                           @ViewBuilder content: @escaping () -> Content) -> some View {
        bottomSheet(isPresented: isPresented, frame: frame, onDismiss: { (_: SheetReason) in onDismiss() },
                    content: content)
    }

    /// Presents a bottom sheet showing `content` for `item` while `item` is not nil.
    ///
    /// As `bottomSheet(isPresented:frame:onDismiss:content:)`, with one difference:
    /// setting `item` to another item (another `id`) while the sheet is shown swaps its
    /// content in place, cross-faded, a fitted detent following the new content's height,
    /// instead of dismissing and presenting again. The same item with new values updates
    /// the content. The user's dismissal sets `item` to nil once the sheet has gone.
    public func bottomSheet<Item: Identifiable, Content: View>(item: Binding<Item?>, frame: LiveSheetFrame? = nil,
                                                               onDismiss: ((SheetReason) -> Void)? = nil,
                                                               @ViewBuilder content: @escaping (Item) -> Content)
        -> some View {
        let request = SheetRequest<Item, Item.ID, Content>(
            read: { item.wrappedValue },
            write: { item.wrappedValue = $0 },
            identify: { $0.id },
            content: content,
            onDismiss: onDismiss, frame: frame)
        return modifier(BottomSheetModifier(request: request))
    }

    /// Presents a bottom sheet showing `content` for `item` while `item` is not nil,
    /// calling `onDismiss` once the sheet has gone, as SwiftUI's
    /// `sheet(item:onDismiss:content:)` does; `bottomSheet(item:frame:onDismiss:content:)`
    /// with a closure that takes the `SheetReason` says why.
    public func bottomSheet<Item: Identifiable, Content: View>(item: Binding<Item?>, frame: LiveSheetFrame? = nil,
                                                               onDismiss: @escaping () -> Void,
                                                               @ViewBuilder content: @escaping (Item) -> Content)
        -> some View {
        bottomSheet(item: item, frame: frame, onDismiss: { (_: SheetReason) in onDismiss() }, content: content)
    }
}

/// What a `bottomSheet` modifier puts around the presenter's view: the anchor that stands
/// for it in UIKit, behind it, and the page it becomes while a sheet recedes it.
struct BottomSheetModifier<Item, ID: Hashable, SheetContent: View>: ViewModifier {
    let request: SheetRequest<Item, ID, SheetContent>
    // Kept in @State and observed only by RecedingPage: the presenter's view is not drawn
    // again as the page moves.
    @State private var page = RecedingPageModel()

    func body(content: Content) -> some View {
        content
            .modifier(RecedingPage(page: page))
            .background(SheetAnchor(request: request, page: page).frame(width: 0, height: 0).accessibilityHidden(true))
    }
}
#endif
