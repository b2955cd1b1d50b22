#if canImport(UIKit)
import QuartzCore
import SheetCore
import SheetHostSupport
import UIKit

/// The overlay's questions: what a finger would hit, and the accessibility actions.
extension SheetController: SheetOverlayOwner {
    func overlayHitTest(_ point: CGPoint) -> HitResult {
        hosted?.hitTest(HostPoint(point)) ?? .none
    }

    func overlayPerform(_ action: AccessibilityAction) -> Bool {
        guard let hosted, hosted.accessibility.actions.contains(action) else { return false }
        do {
            try hosted.perform(action, now: CACurrentMediaTime())
            return true
        } catch {
            return false
        }
    }

    func overlayEscape() -> Bool {
        hosted?.performEscape(now: CACurrentMediaTime()) ?? false
    }
}
#endif
