#if canImport(UIKit)

extension SheetController {
    /// How a sheet controller shows its sheet, with what each way needs:
    ///
    ///     idle ──present(in:)──> embedded(.waitingForViewport) ──a viewport──> embedded(.presented)
    ///     idle ──UIKit presents it──> modal(.detached), then .attached or .endedBeforeAttached
    ///          as UIKit hands over its transition and the engine ends it
    ///     embedded ──dismissed, and removed from the parent──> idle
    ///     modal ──UIKit's presentation cancelled, or its dismissal completed──> idle
    enum PresentationState {
        /// Not shown.
        case idle
        /// Shown inside a parent controller (`present(in:animated:completion:)`).
        case embedded(EmbeddedPresentation)
        /// Presented through UIKit (`present(_:animated:completion:)`), with where
        /// UIKit's transition is.
        case modal(ModalTransition)
    }

    /// A sheet shown inside a parent controller.
    enum EmbeddedPresentation {
        /// Its presentation waits for the view's first usable size, the engine's
        /// viewport; `animated`: how it comes in then.
        case waitingForViewport(animated: Bool)
        /// Handed to the engine.
        case presented
    }

    /// UIKit's presentation or dismissal of a modal sheet, which the engine's events end
    /// (see `PresentationBridge`).
    enum ModalTransition {
        /// No transition object is held: none runs, or UIKit has not handed over the
        /// one it began and the engine has not ended it yet.
        case detached
        /// UIKit's transition object for the presentation or dismissal under way.
        case attached(SheetTransition)
        /// The engine ended the transition under way before UIKit handed over its
        /// object, `finished` or cancelled: the object is ended so once it comes.
        case endedBeforeAttached(finished: Bool)
    }

    /// Whether UIKit presents the sheet.
    var isModal: Bool {
        if case .modal = presentationState { true } else { false }
    }
}
#endif
