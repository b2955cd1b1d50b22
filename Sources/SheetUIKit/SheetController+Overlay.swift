#if canImport(UIKit)
import QuartzCore
import SheetCore
import SheetHostSupport
import UIKit

/// The sheet's accessibility, for content that offers it itself (a SwiftUI content's
/// elements).
extension SheetController {
    /// What assistive technology is told about the sheet and may do with it now.
    public var sheetAccessibility: SheetAccessibility {
        hosted?.accessibility ?? .hidden
    }

    /// Performs `action` (one of `sheetAccessibility.actions`); returns whether it did.
    public func performAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        overlayPerform(action)
    }

    /// The escape gesture: a back press (`commitBack()`), done as `backBehavior` says;
    /// returns whether the sheet took it.
    public func performAccessibilityEscape() -> Bool {
        overlayEscape()
    }
}

/// The overlay's questions: what a finger would hit, and the accessibility actions.
extension SheetController: SheetOverlayOwner {
    func overlayHitTest(_ point: CGPoint) -> HitResult {
        hosted?.hitTest(HostPoint(point)) ?? .none
    }

    func overlayPerform(_ action: AccessibilityAction) -> Bool {
        applySettings(animated: false)
        guard let hosted, hosted.accessibility.actions.contains(action) else { return false }
        do {
            try hosted.perform(action, now: CACurrentMediaTime())
            return true
        } catch {
            return false
        }
    }

    func overlayEscape() -> Bool {
        commitBack()
    }
}
#endif
