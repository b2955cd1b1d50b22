import SheetCore
import SheetHostSupport
import Testing

/// An app's value bound to a sheet, as a toolkit's modifier binds it: the app sets its
/// value (`appSets`, read at once) or changes it unread (`value`), and the host performs
/// what the binding answers. Each presentation makes a new hosted sheet, as a toolkit
/// makes a new controller; its events are handed to the binding as they come.
@MainActor
final class BoundSheet<ID: Hashable>: HostedSheetClient {
    let stage: Stage
    let settings: SheetSettings
    /// The content's height for each value, points.
    let contentHeight: (ID) -> Double
    /// Whether the user's dismissals are refused, each one an attempt the app hears of
    /// (`attempts`); read when a sheet is presented.
    var interactiveDismissDisabled = false
    /// The app's value.
    var value: ID?
    private(set) var binding = PresentationBinding<ID>()
    private(set) var sheet: HostedSheet?
    /// The sheets presented, in order.
    private(set) var sheetsMade = 0
    /// Every event of every sheet, in order.
    private(set) var events: [SheetHostEvent] = []
    /// Every action performed, in order.
    private(set) var actions: [PresentationBinding<ID>.Action] = []
    /// What the app was told of each dismissal.
    private(set) var dismissals: [SheetReason] = []
    /// The user's attempts to dismiss a sheet whose dismissals are refused.
    private(set) var attempts: [SheetReason] = []

    init(_ stage: Stage, settings: SheetSettings, contentHeight: @escaping (ID) -> Double = { _ in 300 }) {
        self.stage = stage
        self.settings = settings
        self.contentHeight = contentHeight
    }

    /// The app sets its value, and the toolkit reads it.
    func appSets(_ value: ID?) throws {
        self.value = value
        try perform(binding.valueRead(value))
    }

    /// The app sets `value`; the sheet that comes is returned once it rests, with the
    /// events and actions so far taken.
    @discardableResult
    func presentedAtRest(_ value: ID) throws -> HostedSheet {
        try appSets(value)
        stage.runUntilIdle()
        _ = take()
        return try #require(sheet)
    }

    /// The events and actions since the last call.
    func take() -> (events: [SheetHostEvent], actions: [PresentationBinding<ID>.Action]) {
        defer {
            events = []
            actions = []
        }
        return (events, actions)
    }

    private func perform(_ actions: [PresentationBinding<ID>.Action]) throws {
        for action in actions {
            self.actions.append(action)
            switch action {
            case .present(let id):
                var settings = settings
                if interactiveDismissDisabled { settings.userDismissal = .confirmed }
                let sheet = HostedSheet(host: stage.host, settings: settings)
                sheet.client = self
                sheet.onDismissalRequest = { [unowned self] reason in
                    attempts.append(reason)
                    return .keep
                }
                try sheet.setContentHeight(contentHeight(id), now: stage.now)
                self.sheet = sheet
                sheetsMade += 1
                try sheet.present(now: stage.now)
            case .swapContent(let id):
                try sheet?.swapContent(height: contentHeight(id), now: stage.now)
            case .dismiss:
                try sheet?.dismiss(now: stage.now)
            case .bringBack:
                try sheet?.present(now: stage.now)
            case .setValue(let id):
                value = id
            case .reportDismissal(let reason):
                dismissals.append(reason)
            }
        }
    }

    func hostedSheet(_ sheet: HostedSheet, apply layout: SheetLayout?, position: SheetPosition?) {}

    func hostedSheet(_ sheet: HostedSheet, didReceive event: SheetHostEvent) {
        events.append(event)
        do {
            try perform(binding.sheetReported(event, valueNow: value))
        } catch {
            Issue.record("an action was refused: \(error)")
        }
    }

    func hostedSheet(_ sheet: HostedSheet, perform action: PresentationBridge.Action) {}
}
