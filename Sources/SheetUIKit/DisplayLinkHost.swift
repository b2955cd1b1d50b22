#if canImport(UIKit)
import QuartzCore
import SheetCore
import SheetHostSupport
import UIKit

/// A `SheetHost` driven by UIKit: a display link ticks it while something moves (time
/// from the link's `targetTimestamp`); the keyboard's announced moves (their end frame,
/// duration and curve) are followed frame by frame, and its layout guide is read as it
/// changes (an interactive dismissal); the system's reduce-motion setting is followed.
@MainActor
final class DisplayLinkHost: NSObject, FrameScheduler {
    let host = SheetHost()
    /// The view whose bounds are the viewport: the keyboard's frame and its layout guide
    /// are measured against it. The bottom-most sheet's.
    weak var referenceView: UIView?
    /// Whether a reading of the reference view's keyboard layout guide waits for the end
    /// of the run loop's turn.
    private var keyboardGuideReadPending = false

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

    /// The keyboard will move: where it ends, how long it takes and along which curve. The
    /// host is told inside no animation: UIKit may post the notification inside the
    /// keyboard's own, which would animate the views laid out here a second time.
    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let view = referenceView, let screen = view.window?.windowScene?.screen, let info = notification.userInfo,
              let value = info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        let keyboard = view.convert(value.cgRectValue, from: screen.coordinateSpace)
        let points = keyboardObstruction(keyboardFrame: HostRect(keyboard), hostBounds: HostRect(view.bounds))
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
        let curve = KeyboardAnimationCurve(rawValue: (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 0)
        UIView.performWithoutAnimation {
            do {
                try host.keyboardWillMove(to: points, duration: duration, curve: curve, now: CACurrentMediaTime())
            } catch {
                reportFailure(error)
            }
        }
    }

    /// `view` was laid out: when it is the reference view, its keyboard layout guide may
    /// have moved (a finger dragging the keyboard down, a change no notification
    /// announced). It is read once the run loop's turn ends, after any notification UIKit
    /// posts with the same change, so that an announced move is followed rather than cut
    /// short.
    func viewLaidOut(_ view: UIView) {
        guard view === referenceView, !keyboardGuideReadPending else { return }
        keyboardGuideReadPending = true
        DispatchQueue.main.async { [weak self] in self?.readKeyboardLayoutGuide() }
    }

    private func readKeyboardLayoutGuide() {
        keyboardGuideReadPending = false
        guard let view = referenceView, view.window != nil else { return }
        let points = keyboardObstruction(layoutGuideFrame: HostRect(view.keyboardLayoutGuide.layoutFrame),
                                         hostBounds: HostRect(view.bounds),
                                         bottomSafeAreaInset: Double(view.safeAreaInsets.bottom))
        UIView.performWithoutAnimation {
            do {
                try host.setObstruction(points, now: CACurrentMediaTime())
            } catch {
                reportFailure(error)
            }
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
