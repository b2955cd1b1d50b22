// swift-tools-version:6.0
// The four sheets libsheet was designed from, rebuilt with SheetUIKit: a container of
// pages, a maps-style sheet over a live background, a drag-to-dismiss panel, and fade
// and slide-up transitions with a nested presentation; two sheets that change while they
// are open, a basket that grows as items are added and a note that asks before closing; a
// message form whose Send button rides on the keyboard in the sheet's footer; a settings
// sheet at the trailing side and a notification card from the top (the maps sheet floats
// at the leading side on a regular width); and README.md's example, a sheet at half or
// full height. It depends on the package two
// directories up as an app would; on Linux, where UIKit does not exist, it builds to
// nothing, and scripts/check-ios compiles it for iOS.
import PackageDescription

let package = Package(
    name: "UIKitSheetExamples",
    platforms: [.iOS(.v16)],
    dependencies: [
        .package(name: "libsheet", path: "../.."),
    ],
    targets: [
        .target(name: "UIKitSheetExamples", dependencies: [
            .product(name: "SheetUIKit", package: "libsheet"),
        ]),
    ]
)
