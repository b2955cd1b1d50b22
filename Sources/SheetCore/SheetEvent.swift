/// What happened to a sheet. Raw values are the engine's own; the C layer maps them.
public enum SheetEventType: Sendable, Equatable {
    case willPresent, didPresent, willDismiss, didDismiss, detentChanged
    case dragBegan, dragEnded, contentChanged, transitionCancelled, animatorFailed
    /// The queue was full; `droppedCount` events were lost just before this one.
    case eventsDropped
}

/// Why an animator was cut off.
public enum AnimatorFailure: Sendable, Equatable {
    case none
    /// Its start refused the motion.
    case create
    /// A sample reported an error.
    case status
    /// A sample was not finite, or its scale not positive.
    case value
    /// It had not finished within the maximum motion duration.
    case timeout
}

/// Why a sheet moved.
public enum SheetReason: Sendable, Equatable {
    case none, programmatic, drag, fling, backdropTap, accessibility, replaced, grabber
}

/// One event, in the order it happened.
public struct SheetEvent: Sendable, Equatable {
    public var type: SheetEventType
    public var sheet: SheetID
    /// Engine time in seconds.
    public var time: Double
    public var detent: Int32
    public var fromDetent: Int32
    public var reason: SheetReason
    public var userTag: UInt64
    public var contentID: UInt64
    public var droppedCount: UInt64
    /// `.animatorFailed`: the registry index of the animator that failed, else -1.
    public var animator: Int32
    /// `.animatorFailed`: how it failed.
    public var failure: AnimatorFailure

    public init(type: SheetEventType, sheet: SheetID, time: Double, detent: Int32 = -1, fromDetent: Int32 = -1,
                reason: SheetReason = .none, userTag: UInt64 = 0, contentID: UInt64 = 0, droppedCount: UInt64 = 0,
                animator: Int32 = -1, failure: AnimatorFailure = .none) {
        self.type = type
        self.sheet = sheet
        self.time = time
        self.detent = detent
        self.fromDetent = fromDetent
        self.reason = reason
        self.userTag = userTag
        self.contentID = contentID
        self.droppedCount = droppedCount
        self.animator = animator
        self.failure = failure
    }
}
