#if canImport(UIKit)
// An app that imports SheetUIKit names detents, transitions and reasons without
// importing the modules they come from.
@_exported import SheetCore
@_exported import SheetHostSupport
#endif
