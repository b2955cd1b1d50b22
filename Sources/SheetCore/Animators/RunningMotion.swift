/// A sheet's motion: what drives it, from where to where, since when.
///
/// `driver` says what evaluates the motion, and each driver's state is a field of its
/// own beside it: the tick reads the spring where it lies every frame and learns the
/// driver from one byte, where a state in an enum's payload could only be read by copying
/// it out and its case only through the enum's layout. While `driver` is `.none` no
/// motion runs and the other fields mean nothing.
struct RunningMotion {
    // What every tick reads first, together; then the spring the fast path evaluates.
    var driver: MotionDriver
    /// What the motion does.
    var kind: MotionKind
    /// Engine time the motion began, seconds.
    var startTime: Double
    /// The motion a host's animator made, for `.custom`.
    var hostMotion: HostMotion?
    /// The built-in spring: what `.spring` and `.rescue` evaluate.
    var spring: SpringAnimation
    /// The registry index of the animator the transition named (the one that failed,
    /// when the engine's own spring has taken over).
    var animator: Int
    /// What the animator was asked: where the motion began and where it ends.
    var request: MotionRequest
    /// The duration and the curve of a `.slide` or `.fade`.
    var timing: (duration: Double, curve: TimingCurve)

    /// A motion of `request.kind` from `startTime` on, driven by `driver`, with that
    /// driver's state. Out of line where the library is compiled for size (Embedded
    /// Swift): each way of starting a motion then calls it rather than holding its own
    /// copy of every field's store, which is smaller there and faster too; a library
    /// compiled for speed keeps it inlined.
    #if hasFeature(Embedded)
    @inline(never)
    #endif
    private init(_ request: MotionRequest, from startTime: Double, animator: Int, driver: MotionDriver,
                 spring: SpringAnimation = .still, timing: (duration: Double, curve: TimingCurve) = (0, .linear),
                 hostMotion: HostMotion? = nil) {
        self.spring = spring
        kind = request.kind
        self.startTime = startTime
        self.driver = driver
        self.animator = animator
        self.request = request
        self.timing = timing
        self.hostMotion = hostMotion
    }

    /// No motion.
    static var none: RunningMotion {
        RunningMotion(atRest, from: 0, animator: 0, driver: .none)
    }

    /// A request that moves nothing, at a viewport's origin.
    static let atRest = MotionRequest(kind: .settle, from: Visual(top: 0), to: Visual(top: 0), velocity: 0, viewportHeight: 0)

    /// Starts `request` with the animator `implementation` (registry index `animator`) and
    /// its parameter values in spec order; nil when a host's animator refuses it.
    ///
    /// `parameters` is borrowed, as the built-ins' initialisers borrow theirs: an owned
    /// list passed to one that is not inlined costs a retain and a release, two atomic
    /// operations, a fifth of what a presentation costs.
    init?(_ implementation: AnimatorRegistry.Implementation, animator: Int, parameters: borrowing [Double],
          _ request: MotionRequest, from startTime: Double) {
        switch implementation {
        case .spring:
            self = .spring(SpringAnimation(motion: request, parameters: parameters), request, from: startTime, animator: animator)
        case .slide:
            let slide = SlideAnimation(motion: request, parameters: parameters)
            self.init(request, from: startTime, animator: animator, driver: .slide, timing: (slide.duration, slide.curve))
        case .fade:
            self = .fade(FadeAnimation(motion: request, parameters: parameters), from: startTime, animator: animator)
        case .custom(let host):
            guard let motion = host.start(request, parameters: parameters) else { return nil }
            self.init(request, from: startTime, animator: animator, driver: .custom, hostMotion: HostMotion(motion))
        }
    }

    /// The built-in spring `spring` moving `request` from `startTime`, for the registry's
    /// animator `animator`.
    static func spring(_ spring: SpringAnimation, _ request: MotionRequest, from startTime: Double,
                       animator: Int) -> RunningMotion {
        RunningMotion(request, from: startTime, animator: animator, driver: .spring, spring: spring)
    }

    /// The built-in fade `fade` from `startTime`, for the registry's animator `animator`.
    static func fade(_ fade: FadeAnimation, from startTime: Double, animator: Int) -> RunningMotion {
        RunningMotion(fade.motion, from: startTime, animator: animator, driver: .fade, timing: (fade.duration, .linear))
    }

    /// The engine's own spring finishing `request` from `startTime`, for the animator
    /// `animator` that failed it: critically damped, so it never overshoots, and
    /// independent of every registered animator.
    static func rescue(_ request: MotionRequest, from startTime: Double, animator: Int) -> RunningMotion {
        RunningMotion(request, from: startTime, animator: animator, driver: .rescue,
                      spring: SpringAnimation(motion: request, response: rescueResponse, dampingRatio: 1))
    }

    /// The response of the engine's own spring, seconds.
    static let rescueResponse = 0.35
}
