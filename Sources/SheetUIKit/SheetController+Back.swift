#if canImport(UIKit)
import QuartzCore
import SheetHostSupport
import UIKit

/// Back actions: a press (the escape gesture, `commitBack()`), or a gesture of the app's
/// (an edge swipe, say) followed with its progress, done as `backBehavior` says.
extension SheetController {
    /// A back gesture began: the sheet shrinks as the gesture goes on (`updateBack(progress:)`),
    /// as Material 3's bottom sheets do. Returns whether the sheet follows it: it does not
    /// when it is not presented, hidden or leaving, under a finger, when `backBehavior` is
    /// `.none`, or when back would dismiss it and the user may not — the app then hands
    /// the gesture on.
    @discardableResult
    public func beginBack() -> Bool {
        // Whether back may dismiss the sheet is UIKit's to say, and may have changed unseen.
        applySettings(animated: false)
        return backAction { hosted, now throws(SheetHostError) in try hosted.beginBack(now: now) }
    }

    /// The back gesture has gone `progress` of its way, 0 to 1 (values past either end
    /// are taken as it).
    public func updateBack(progress: CGFloat) {
        guard progress.isFinite else { return }
        _ = backAction { hosted, now throws(SheetHostError) in try hosted.updateBack(progress: Double(progress), now: now) }
    }

    /// The back gesture was cancelled: the sheet springs back to its size.
    public func cancelBack() {
        _ = backAction { hosted, now throws(SheetHostError) in try hosted.cancelBack(now: now) }
    }

    /// The back gesture was committed, or, with none begun, back was pressed: the sheet
    /// does its `backBehavior` (reason `.back`), from where a gesture has shrunk it; a
    /// dismissal is asked of the delegate first, as any the user makes. Returns whether
    /// the sheet took it.
    @discardableResult
    public func commitBack() -> Bool {
        // What UIKit has to say about dismissals may have changed unseen.
        applySettings(animated: false)
        return backAction { hosted, now throws(SheetHostError) in try hosted.commitBack(now: now) }
    }

    private func backAction(_ action: (HostedSheet, Double) throws(SheetHostError) -> Bool) -> Bool {
        guard let hosted else { return false }
        do {
            return try action(hosted, CACurrentMediaTime())
        } catch {
            reportFailure(error)
            return false
        }
    }
}
#endif
