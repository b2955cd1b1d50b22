#if canImport(UIKit)
import QuartzCore
import SheetHostSupport
import UIKit

/// The finger: the touch recognizer's down, up and cancel, and the pan recognizer's
/// movement, handed to the sheet.
extension SheetController {
    func touch(_ state: UIGestureRecognizer.State, at point: CGPoint, time: TimeInterval) {
        guard let hosted else { return }
        do {
            switch state {
            case .began:
                // The content's toolkit may turn the scroll view's own panning back on when it
                // updates the view (SwiftUI does); the engine scrolls it, so off it goes
                // before the finger can move it — but on a side sheet, whose content
                // scrolls across its axis, by itself, on it stays (a wide layout may have
                // turned the sheet either way since the last finger).
                if let scrollView, scrollView.isScrollEnabled == hosted.handsOverScrolling {
                    scrollView.isScrollEnabled = !hosted.handsOverScrolling
                }
                refreshScrollGeometry()
                // What UIKit has to say about dismissals may have changed unseen (the
                // content's isModalInPresentation, the presentation's delegate).
                applySettings(animated: false, now: time)
                try hosted.touchBegan(at: HostPoint(point), time: time)
            case .ended:
                try hosted.touchEnded(at: HostPoint(point), time: time)
            default:
                try hosted.touchCancelled(time: time)
            }
        } catch {
            reportFailure(error)
        }
    }

    @objc func pan(_ recognizer: UIPanGestureRecognizer) {
        guard let hosted else { return }
        let phase: GesturePhase
        switch recognizer.state {
        case .began: phase = .began
        case .changed: phase = .changed
        case .ended: phase = .ended
        case .cancelled, .failed: phase = .cancelled
        default: return
        }
        // The touch recognizer saw this movement first, with the touch's own timestamp.
        let time = touchRecognizer.latestTimestamp > 0 ? touchRecognizer.latestTimestamp : CACurrentMediaTime()
        do {
            try hosted.pan(phase, at: HostPoint(recognizer.location(in: view)),
                           translation: HostPoint(recognizer.translation(in: view)), time: time)
        } catch {
            reportFailure(error)
        }
    }
}

/// Lets the sheet's recognizers work beside the content's own (buttons, horizontal
/// scroll views): the engine declines a sideways drag and leaves it to them.
@MainActor
final class SimultaneousRecognition: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}
#endif
