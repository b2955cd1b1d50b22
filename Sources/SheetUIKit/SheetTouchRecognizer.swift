#if canImport(UIKit)
import UIKit
import UIKit.UIGestureRecognizerSubclass

/// Reports the first finger's touch-down, lift and cancellation with the touch's own
/// timestamp, and the timestamp of its latest movement, without ever recognizing:
/// taps, buttons and the pan recognizer beside it are left alone.
///
/// The engine wants the finger from where it landed, which a pan recognizer reports only
/// after its own slop, and a tap, which a pan never reports at all.
@MainActor
final class SheetTouchRecognizer: UIGestureRecognizer {
    /// What happened to the finger: `.began` (down), `.ended` (up) or `.cancelled`, with
    /// its location in the recognizer's view and the touch's timestamp.
    var onTouch: ((UIGestureRecognizer.State, CGPoint, TimeInterval) -> Void)?
    /// The timestamp of the finger's latest event, seconds on the media clock; 0 before
    /// any.
    private(set) var latestTimestamp: TimeInterval = 0

    private weak var finger: UITouch?

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        cancelsTouchesInView = false
        delaysTouchesBegan = false
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard finger == nil, let touch = touches.first else { return }
        finger = touch
        latestTimestamp = touch.timestamp
        onTouch?(.began, touch.location(in: view), touch.timestamp)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let finger, touches.contains(finger) else { return }
        latestTimestamp = finger.timestamp
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let finger, touches.contains(finger) else { return }
        latestTimestamp = finger.timestamp
        onTouch?(.ended, finger.location(in: view), finger.timestamp)
        state = .failed
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let finger, touches.contains(finger) else { return }
        latestTimestamp = finger.timestamp
        onTouch?(.cancelled, finger.location(in: view), finger.timestamp)
        state = .failed
    }

    override func reset() {
        super.reset()
        finger = nil
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
#endif
