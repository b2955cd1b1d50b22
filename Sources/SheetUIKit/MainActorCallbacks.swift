#if canImport(UIKit)
import Foundation

/// Runs `body`, isolated to the main actor, from a UIKit callback that UIKit makes on
/// the main thread but that an SDK declares without isolation (the accessibility
/// methods `NSObject` overrides, in SDKs before iOS 17).
///
/// `MainActor.assumeIsolated` does this, but the standard library of those SDKs lacks
/// it; this is the same unchecked call, after the same check that the thread is the
/// main one.
func onMainActor<Result>(_ body: @MainActor () -> Result) -> Result {
    precondition(Thread.isMainThread, "a UIKit callback ran off the main thread")
    return withoutActuallyEscaping(body) { body in
        unsafeBitCast(body, to: (() -> Result).self)()
    }
}
#endif
