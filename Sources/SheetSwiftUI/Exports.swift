#if canImport(SwiftUI) && canImport(UIKit)
// An app that imports SheetSwiftUI names detents, transitions, reasons and positions
// without importing the modules they come from.
@_exported import SheetCore
@_exported import SheetHostSupport
#endif
