#if canImport(UIKit)
import QuartzCore
import SheetHostSupport
import UIKit

/// Settings that change while the sheet is up, as `UISheetPresentationController`'s do:
/// at once, or together and with the settle transition inside `animateChanges(_:)`.
extension SheetController {
    /// How changes to the settings apply.
    enum SettingsChanges {
        /// Each at once, without animation.
        case applyAtOnce
        /// Inside `animateChanges(_:)`: collected, and applied together at its end.
        case collecting(CollectedChanges)
    }

    /// What changed inside `animateChanges(_:)`.
    struct CollectedChanges {
        /// The settings changed.
        var settings = false
        /// The content is to be measured again (`invalidateDetents()`).
        var remeasure = false
        /// The detent to move to, last set.
        var selection: SheetDetent.Identifier?
    }

    /// Runs `changes`, which change the sheet's settings (`detents`,
    /// `selectedDetentIdentifier`, `largestUndimmedDetentIdentifier`,
    /// `prefersGrabberVisible`, `preferredCornerRadius` and the rest), then applies them
    /// together: a presented sheet moves to its new detents, and to the selected one, with
    /// its settle transition, and its grabber, corners and dimming follow (as
    /// `UISheetPresentationController.animateChanges(_:)`). Changes made outside apply at
    /// once, without animation. Nested calls apply at the end of the outermost.
    public func animateChanges(_ changes: () -> Void) {
        if case .collecting = self.changes { return changes() }
        self.changes = .collecting(CollectedChanges())
        changes()
        guard case .collecting(let collected) = self.changes else { return }
        self.changes = .applyAtOnce
        if collected.settings { applySettings(animated: true) }
        if collected.remeasure { updateContentHeight(animated: true) }
        if let detent = collected.selection { move(to: detent, animated: true) }
    }

    /// Measures the content again for its fitted detents (`.fitted()`), and a presented
    /// sheet follows its height: with its settle transition inside `animateChanges(_:)`,
    /// at once outside (as `UISheetPresentationController.invalidateDetents()`, which asks
    /// custom detents again). Changes of the content's `preferredContentSize` are followed
    /// without it; call it when the content's Auto Layout height changes.
    public func invalidateDetents() {
        if case .collecting(var collected) = changes {
            collected.remeasure = true
            changes = .collecting(collected)
        } else {
            updateContentHeight(animated: false)
        }
    }

    /// A setting changed: a presented sheet follows, now or at the end of
    /// `animateChanges(_:)`.
    func settingsChanged() {
        switch changes {
        case .applyAtOnce:
            applySettings(animated: false)
        case .collecting(var collected):
            collected.settings = true
            changes = .collecting(collected)
        }
    }

    /// The app selected `detent`: a presented sheet moves there, now or at the end of
    /// `animateChanges(_:)`.
    func selectionChanged(to detent: SheetDetent.Identifier) {
        switch changes {
        case .applyAtOnce:
            move(to: detent, animated: false)
        case .collecting(var collected):
            collected.selection = detent
            changes = .collecting(collected)
        }
    }

    /// Gives the sheet the effective settings at `now`: a presented one moves with its
    /// settle transition when `animated`, else it is there at once; one not presented is
    /// made from them.
    func applySettings(animated: Bool, now: Double = CACurrentMediaTime()) {
        guard let hosted else { return }
        // Settings changed one property at a time may make a sheet only once the last is
        // set (a detent named before it is added): until then the sheet keeps the ones it
        // has, which were valid.
        try? hosted.setSettings(effectiveSettings, animated: animated, now: now)
    }

    /// Moves a presented sheet to `detent` when it has one of that name.
    private func move(to detent: SheetDetent.Identifier, animated: Bool) {
        guard let hosted, hosted.liveDetents.index(of: detent) != nil else { return }
        do { try hosted.move(to: detent, animated: animated, now: CACurrentMediaTime()) } catch { reportFailure(error) }
    }
}
#endif
