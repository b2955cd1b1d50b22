/// Keeps a toolkit's modal transition in step with the engine's presentation and
/// dismissal of a sheet.
///
/// A toolkit such as UIKit has its own idea of whether a view controller is presented,
/// and runs a transition, with a completion, to change it; the engine decides when the
/// sheet has arrived or left, and a finger may catch it on the way. The bridge keeps the
/// toolkit's transition open until the engine's matching event closes it: a
/// presentation finishes at `didPresent` (or, when a drag took it over, once the sheet
/// stays), and is cancelled at `didDismiss`; a dismissal finishes at `didDismiss` and is
/// cancelled when the engine cancels it. A dismissal the engine begins (a drag, a fling,
/// a tap on the background) is handed to the toolkit to run as its own, so that its
/// bookkeeping and completions follow.
///
/// Events are read in batches, everything one engine call or tick queued: a finger that
/// catches a leaving sheet and flings it out again cancels the dismissal and begins
/// another in the same batch, which keeps the toolkit's transition open.
public struct PresentationBridge: Equatable, Sendable {
    /// Where the toolkit's transition is.
    public enum Phase: Equatable, Sendable {
        /// Not presented, as far as the toolkit knows.
        case idle
        /// The toolkit's presentation transition is open.
        case presenting
        /// Presented; no transition is open.
        case presented
        /// The engine began a dismissal and the toolkit was asked to run one; its
        /// transition has not begun. The engine's dismissal has got this far meanwhile.
        case dismissalRequested(EngineDismissal)
        /// The toolkit's dismissal transition is open.
        case dismissing
    }

    /// How far the engine's dismissal has got.
    public enum EngineDismissal: Equatable, Sendable {
        /// It runs.
        case running
        /// The sheet is hidden.
        case finished
        /// It was cancelled; the sheet stays.
        case cancelled
    }

    /// What the host does to the toolkit.
    public enum Action: Equatable, Sendable {
        /// Ask the toolkit to dismiss (UIKit: `dismiss(animated: true)`).
        case requestSystemDismissal
        /// Complete the open transition (UIKit: `finishInteractiveTransition()` and
        /// `completeTransition(true)`).
        case finishTransition
        /// Cancel the open transition (UIKit: `cancelInteractiveTransition()` and
        /// `completeTransition(false)`).
        case cancelTransition
    }

    /// What to do when the toolkit begins a dismissal.
    public enum DismissalStart: Equatable, Sendable {
        /// The toolkit asked for it: dismiss the sheet in the engine, and wait.
        case startEngineDismissal
        /// The engine's dismissal runs: wait for it.
        case wait
        /// The engine's dismissal has finished: complete the transition now.
        case finishNow
        /// The engine's dismissal was cancelled: cancel the transition now.
        case cancelNow
        /// Without animation: take the sheet away at once and complete the transition.
        case removeNow
    }

    /// Where the toolkit's transition is.
    public private(set) var phase = Phase.idle

    /// Not presented.
    public init() {}

    /// The toolkit began presenting the sheet.
    public mutating func systemBeganPresentation() {
        phase = .presenting
    }

    /// The toolkit began dismissing the sheet, `animated` or not.
    public mutating func systemBeganDismissal(animated: Bool) -> DismissalStart {
        switch phase {
        case .dismissalRequested(.finished):
            phase = .idle
            return .finishNow
        case .dismissalRequested(.cancelled):
            phase = .presented
            return .cancelNow
        case .dismissalRequested(.running), .dismissing:
            phase = animated ? .dismissing : .idle
            return animated ? .wait : .removeNow
        case .presenting, .presented:
            phase = animated ? .dismissing : .idle
            return animated ? .startEngineDismissal : .removeNow
        case .idle:
            return .finishNow
        }
    }

    /// The toolkit ended a transition of a `presentation` or a dismissal, `completed` or
    /// cancelled. Its word is final: a presentation it cancelled or a dismissal it
    /// completed leaves the sheet not presented, whatever the bridge expected; a
    /// presentation it completed or a dismissal it cancelled leaves it presented, unless
    /// a dismissal has been asked for since.
    public mutating func systemEndedTransition(presentation: Bool, completed: Bool) {
        if presentation != completed {
            phase = .idle
        } else if phase == .presenting || phase == .dismissing || phase == .idle {
            phase = .presented
        }
    }

    /// The engine reported `events` about the sheet, a batch: the actions to take on the
    /// toolkit, in order.
    public mutating func engineReported(_ events: [SheetHostEvent]) -> [Action] {
        var actions: [Action] = []
        // A cancelled dismissal that a new one may still follow within the batch: what
        // closes the open transition if none does.
        var staysUnlessDismissed: Action?
        for event in events {
            switch (phase, event) {
            case (.presenting, .didPresent):
                staysUnlessDismissed = nil
                phase = .presented
                actions.append(.finishTransition)
            case (.presenting, .didDismiss):
                staysUnlessDismissed = nil
                phase = .idle
                actions.append(.cancelTransition)
            case (.presenting, .dismissalCancelled):
                // The presentation was given up for a dismissal that was then cancelled:
                // the sheet is on screen to stay.
                staysUnlessDismissed = .finishTransition
            case (.dismissing, .dismissalCancelled):
                staysUnlessDismissed = .cancelTransition
            case (.presenting, .willDismiss), (.dismissing, .willDismiss), (.presenting, .willPresent):
                staysUnlessDismissed = nil
            case (.presented, .willDismiss):
                phase = .dismissalRequested(.running)
                actions.append(.requestSystemDismissal)
            case (.dismissalRequested, .willDismiss):
                phase = .dismissalRequested(.running)
            case (.dismissalRequested, .didDismiss):
                phase = .dismissalRequested(.finished)
            case (.dismissalRequested, .dismissalCancelled):
                phase = .dismissalRequested(.cancelled)
            case (.dismissing, .didDismiss):
                staysUnlessDismissed = nil
                phase = .idle
                actions.append(.finishTransition)
            default:
                break
            }
        }
        // Set only while the toolkit's presentation or dismissal is open, which every event
        // that leaves it clears.
        if let staysUnlessDismissed {
            phase = .presented
            actions.append(staysUnlessDismissed)
        }
        return actions
    }
}
