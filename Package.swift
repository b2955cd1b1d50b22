// swift-tools-version:6.0
// libsheet: a headless bottom-sheet engine in Swift behind a C ABI.
// Linker flags for the shipped library (static Swift runtime, SONAME, version script)
// come from CMakeLists.txt, so that this manifest stays free of unsafeFlags.
import PackageDescription

let package = Package(
    name: "libsheet",
    products: [
        .library(name: "sheet", type: .dynamic, targets: ["Sheet"]),
    ],
    targets: [
        .target(name: "CSheet", path: "include", publicHeadersPath: "."),
        .target(name: "SheetCore"),
        .target(name: "Sheet", dependencies: ["CSheet", "SheetCore"]),
        .testTarget(name: "SheetCoreTests", dependencies: ["SheetCore"]),
        .testTarget(name: "SheetABITests", dependencies: ["Sheet", "CSheet"]),
    ]
)
