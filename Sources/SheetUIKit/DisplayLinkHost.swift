#if canImport(UIKit)
import QuartzCore
import SheetCore
import SheetHostSupport
import UIKit

/// A `SheetHost` driven by UIKit: a display link ticks it while something moves (time
/// from the link's `targetTimestamp`), the keyboard's end frames become the viewport's
/// obstruction, and the system's reduce-motion setting is followed.
@MainActor
final class DisplayLinkHost: NSObject, FrameScheduler {
    let host = SheetHost()
    /// The view whose bounds are the viewport: the keyboard's frame is measured against
    /// it. The bottom-most sheet's.
    weak var referenceView: UIView?

    // Touched by deinit, which runs where the last reference goes: the main thread, for a
    // host only sheet controllers hold.
    nonisolated(unsafe) private var link: CADisplayLink?

    override init() {
        super.init()
        host.scheduler = self
        host.reduceMotion = UIAccessibility.isReduceMotionEnabled
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)),
                           name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        center.addObserver(self, selector: #selector(reduceMotionChanged(_:)),
                           name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    }

    deinit {
        link?.invalidate()
    }

    /// Stops the display link for good; the host is not ticked again.
    func invalidate() {
        link?.invalidate()
        link = nil
        NotificationCenter.default.removeObserver(self)
    }

    func setNeedsDisplayFrames(_ needed: Bool) {
        if needed, link == nil {
            // The link holds its target strongly: a proxy keeps the host out of reach.
            let link = CADisplayLink(target: DisplayLinkProxy(self), selector: #selector(DisplayLinkProxy.displayFrame(_:)))
            link.add(to: .main, forMode: .common)
            self.link = link
        }
        link?.isPaused = !needed
    }

    fileprivate func displayFrame(_ link: CADisplayLink) {
        host.displayFrame(targetTimestamp: link.targetTimestamp)
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let view = referenceView, let screen = view.window?.windowScene?.screen,
              let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        let keyboard = view.convert(value.cgRectValue, from: screen.coordinateSpace)
        let points = keyboardObstruction(keyboardFrame: HostRect(keyboard), hostBounds: HostRect(view.bounds))
        do {
            try host.setObstruction(points, now: CACurrentMediaTime())
        } catch {
            reportFailure(error)
        }
    }

    @objc private func reduceMotionChanged(_ notification: Notification) {
        host.reduceMotion = UIAccessibility.isReduceMotionEnabled
    }
}

/// The display link's target, holding the host weakly.
@MainActor
private final class DisplayLinkProxy: NSObject {
    weak var owner: DisplayLinkHost?

    init(_ owner: DisplayLinkHost) {
        self.owner = owner
    }

    @objc func displayFrame(_ link: CADisplayLink) {
        guard let owner else {
            link.invalidate()
            return
        }
        owner.displayFrame(link)
    }
}

/// A call the engine refused that the code above should have made valid: a bug, caught in
/// debug builds; in release the call changes nothing.
func reportFailure(_ error: any Error, file: StaticString = #file, line: UInt = #line) {
    assertionFailure("libsheet refused a call: \(error)", file: file, line: line)
}
#endif
