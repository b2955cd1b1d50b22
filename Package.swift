// swift-tools-version:6.0
// SPDX-License-Identifier: MIT
// libsheet: a headless bottom-sheet engine. SheetCore is the engine and its Swift API;
// `sheet` is the same engine behind a C ABI (include/sheet.h), the library CMake ships as
// libsheet.so.1. The linker flags of that shipped library (static Swift runtime,
// SONAME, version script) come from CMakeLists.txt, so that this manifest stays free of
// unsafeFlags and usable as a dependency. SheetHostSupport is what any UI toolkit's host
// does with the engine (gestures, display-link time, keyboard, scroll hand-off, layout),
// without a UI framework; SheetUIKit puts it behind UIKit and SheetSwiftUI behind
// SwiftUI, and both build to nothing where UIKit does not exist.
import PackageDescription

let package = Package(
    name: "libsheet",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "SheetCore", targets: ["SheetCore"]),
        .library(name: "sheet", type: .dynamic, targets: ["Sheet"]),
        .library(name: "SheetHostSupport", targets: ["SheetHostSupport"]),
        .library(name: "SheetUIKit", targets: ["SheetUIKit"]),
        .library(name: "SheetSwiftUI", targets: ["SheetSwiftUI"]),
    ],
    targets: [
        // The C library functions SheetCore and Sheet call (dlopen, number printing,
        // allocation), reached the same way on every target.
        .target(name: "SheetPlatform"),
        // The engine's own math needs no libm, but on Linux and Android the standard
        // library's squareRoot() and rounding call libm (sqrt for errno, floor, round):
        // a full-runtime build, and every program linking SheetCore, needs it there.
        .target(name: "SheetCore", dependencies: ["SheetPlatform"],
                linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]),
        .target(name: "CSheet", path: "include", publicHeadersPath: "."),
        .target(name: "Sheet", dependencies: ["CSheet", "SheetCore", "SheetPlatform"]),
        .target(name: "SheetHostSupport", dependencies: ["SheetCore"]),
        .target(name: "SheetUIKit", dependencies: ["SheetCore", "SheetHostSupport"]),
        .target(name: "SheetSwiftUI", dependencies: ["SheetCore", "SheetHostSupport", "SheetUIKit"]),
        .testTarget(name: "SheetCoreTests", dependencies: ["SheetCore"]),
        .testTarget(name: "SheetHostSupportTests", dependencies: ["SheetHostSupport", "SheetCore"]),
        .testTarget(name: "SheetTests", dependencies: ["Sheet", "CSheet", "SheetCore"]),
    ]
)
