#if canImport(SwiftUI) && canImport(UIKit)
import SheetCore
import SwiftUI

/// What a `bottomSheet` modifier asks for, as of the presenter's latest update: how to
/// read and write the app's value (a flag or an item), the identity of an item, the
/// content for it, what to call when the sheet has gone, and the frame to keep.
struct SheetRequest<Item, ID: Hashable, Content: View> {
    /// The app's value now.
    let read: () -> Item?
    /// Writes the app's value.
    let write: (Item?) -> Void
    /// An item's identity: another identity is other content, swapped in place.
    let identify: (Item) -> ID
    let content: (Item) -> Content
    let onDismiss: ((SheetReason) -> Void)?
    /// The app's frame to keep up to date, if it passed one.
    let frame: LiveSheetFrame?

    /// The identity of the app's value now.
    var valueID: ID? { read().map(identify) }
}
#endif
