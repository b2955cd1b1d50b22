/// What the user's dismissals of a sheet do: a drag or a fling that would dismiss it, a
/// dismissing tap on the dimmed background, an accessibility dismiss.
public enum UserDismissal: Equatable, Sendable {
    /// They dismiss the sheet.
    case allowed
    /// They are asked of the host first (UIKit's `presentationControllerShouldDismiss`):
    /// nothing is dismissed, the host hears `.dismissRequested` with the reason, and a
    /// release goes back to the lowest detent while a tap or an action leaves the sheet
    /// where it is. The host answers (`HostedSheet.onDismissalRequest`) at once or
    /// whenever it likes, with `HostedSheet.dismiss(now:)`.
    case confirmed
    /// There are none: a drag below the lowest detent gives as a rubber band and comes
    /// back, and no one is asked.
    case disabled
}

/// A host's answer to the user's request to dismiss a sheet whose dismissals are
/// confirmed (`HostedSheet.onDismissalRequest`).
public enum DismissalAnswer: Equatable, Sendable {
    /// Let it go: it is dismissed at once, and its dismissal is reported with the reason
    /// the user asked for.
    case dismiss
    /// Keep it where the engine left it (a release back at the lowest detent); the host
    /// may still dismiss it later.
    case keep
}
