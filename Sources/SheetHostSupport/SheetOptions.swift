import SheetCore

/// One setting a sheet's content asks for (a toolkit's modifier inside the content, as
/// SwiftUI's presentation modifiers are).
public enum SheetOption: Equatable, Sendable {
    /// The resting heights, lowest first (`SheetSettings.detents`).
    case detents([SheetDetent])
    /// Whether the grabber shows (`grabber`).
    case grabber(GrabberVisibility)
    /// The top corners' radius, points; nil: the engine's default (`preferredCornerRadius`).
    case cornerRadius(Double?)
    /// Up to which detent the view behind stays usable (`largestUndimmedDetentIdentifier`,
    /// resolved against the detents the options end with).
    case backgroundInteraction(SheetBackgroundInteraction)
    /// What the user's dismissals do (`userDismissal`).
    case userDismissal(UserDismissal)
    /// What a drag on the handed-over scroll view does first (`contentInteraction`).
    case contentInteraction(ContentInteraction)
    /// Whether the page behind recedes (`recedesBackground`).
    case recedesBackground(Bool)
    /// How the given motions move (`presentTransition` and the rest).
    case transition(Transition, SheetMotions)
    /// The auto-dismiss height, points; nil: the dismiss fraction decides (`dismissHeight`).
    case dismissHeight(Double?)
    /// What a tap on the dimmed background does (`backdropTap`).
    case backdropTap(BackdropTapPolicy)
    /// The alpha of the fully dimmed background (`dimmingAlpha`).
    case dimmingAlpha(Double)
    /// What presenting the sheet over another does to that one (`stackBehavior`).
    case stackBehavior(StackBehavior)
    /// Where the sheet goes while a keyboard is up (`keyboard`).
    case keyboard(KeyboardBehavior)
    /// What a back action does (`back`).
    case back(BackBehavior)
    /// The side the sheet is attached to (`edge`).
    case edge(SheetEdge)
    /// How far the sheet floats off its edge and keeps from the ends across its axis
    /// (`edgeInset`, `sideInset`).
    case insets(edge: Double, side: Double)
    /// The most it spans across its axis, and where it sits when narrower
    /// (`maximumCrossSize`, `crossAlignment`).
    case span(maximum: Double?, alignment: CrossAlignment)
    /// What it becomes in a wide host view, and when the view is wide (`wideLayout`,
    /// `wideLayoutCondition`).
    case wideLayout(WideLayout, WideLayoutCondition)
}

/// The settings a sheet's content asks for, gathered from the modifiers all over it, in
/// the order they apply: a later option overrides an earlier one of the same kind.
///
/// The order follows the view tree as a toolkit's preferences are gathered: an option set
/// around content yields to the options inside it (`wrap(_:)`: the innermost wins, as a
/// view nearer the content says more precisely what it needs), and of two pieces of
/// content side by side the later one wins (`append(_:)`).
public struct SheetOptions: Equatable, Sendable {
    /// The options, in the order they apply.
    public private(set) var options: [SheetOption]

    /// `options`, in the order they apply.
    public init(_ options: [SheetOption] = []) {
        self.options = options
    }

    /// `option`, set around the content whose options these are: it applies first.
    public mutating func wrap(_ option: SheetOption) {
        options.insert(option, at: 0)
    }

    /// The options of content that follows this content: they apply after.
    public mutating func append(_ next: SheetOptions) {
        options += next.options
    }

    /// `settings` with the options applied.
    public func applied(to settings: SheetSettings) -> SheetSettings {
        var settings = settings
        var interaction: SheetBackgroundInteraction?
        for option in options {
            switch option {
            case .detents(let detents): settings.detents = detents
            case .grabber(let visibility): settings.grabber = visibility
            case .cornerRadius(let radius): settings.preferredCornerRadius = radius
            case .backgroundInteraction(let value): interaction = value
            case .userDismissal(let dismissal): settings.userDismissal = dismissal
            case .contentInteraction(let interaction): settings.contentInteraction = interaction
            case .recedesBackground(let recedes): settings.recedesBackground = recedes
            case let .transition(transition, motions): settings.setTransition(transition, for: motions)
            case .dismissHeight(let height): settings.dismissHeight = height
            case .backdropTap(let policy): settings.backdropTap = policy
            case .dimmingAlpha(let alpha): settings.dimmingAlpha = alpha
            case .stackBehavior(let behavior): settings.stackBehavior = behavior
            case .keyboard(let behavior): settings.keyboard = behavior
            case .back(let behavior): settings.back = behavior
            case .edge(let edge): settings.edge = edge
            case let .insets(edge, side):
                settings.edgeInset = edge
                settings.sideInset = side
            case let .span(maximum, alignment):
                settings.maximumCrossSize = maximum
                settings.crossAlignment = alignment
            case let .wideLayout(layout, condition):
                settings.wideLayout = layout
                settings.wideLayoutCondition = condition
            }
        }
        if let interaction {
            settings.largestUndimmedDetentIdentifier = interaction.largestUndimmedDetent(among: settings.detents)
        }
        return settings
    }
}
