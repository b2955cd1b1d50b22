/// What evaluates a running motion: one of the built-in closed forms, kept inline so
/// that a motion allocates nothing, or the motion a host's animator made.
enum MotionDriver: Equatable {
    /// No motion runs.
    case none
    /// The built-in "spring": `RunningMotion.spring`.
    case spring
    /// The engine's own spring, finishing a motion whose animator failed:
    /// `RunningMotion.spring`. Never cut off.
    case rescue
    /// The built-in "slide": `RunningMotion.timing`.
    case slide
    /// The built-in "fade": `RunningMotion.timing`.
    case fade
    /// A host's animator: `RunningMotion.hostMotion`.
    case custom
}
