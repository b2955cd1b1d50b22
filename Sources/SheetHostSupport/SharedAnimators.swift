import SheetCore

/// Animators an app registers once for all its sheets: every `SheetHost` made from then
/// on registers them in its engine, so that a transition may name them wherever the
/// sheet is shown (a toolkit's sheets each make a host of their own).
///
/// A C animator (a `sheet_animator_vtable`) reaches them as a `SheetAnimator` that calls
/// its functions, as the C adapter's own wrapper does.
@MainActor
public enum SharedAnimators {
    /// Holds every animator registered, so that a registration an engine would refuse
    /// (a name taken, a parameter out of range) is refused here, in the engine's words.
    private static let reference = SheetEngine(eventCapacity: 1)
    private static var registered: [(animator: any SheetAnimator, name: AnimatorName, parameters: [AnimatorParameter])] = []

    /// Registers `animator` under `name` with the parameters its transitions may set,
    /// for every host made from now on.
    public static func register(_ animator: any SheetAnimator, name: AnimatorName,
                                parameters: [AnimatorParameter] = []) throws(SheetHostError) {
        try engineCall { () throws(SheetError) in try reference.register(animator, name: name, parameters: parameters) }
        registered.append((animator, name, parameters))
    }

    /// The names registered, in order.
    public static var names: [AnimatorName] { registered.map(\.name) }

    /// Registers them all in `engine`, a new host's: each was accepted by an engine
    /// with the same built-ins, so none is refused.
    static func install(in engine: SheetEngine) {
        for entry in registered {
            try? engine.register(entry.animator, name: entry.name, parameters: entry.parameters)
        }
    }
}
