#if canImport(SwiftUI) && canImport(UIKit)
import os
import SheetCore
import SheetHostSupport
import SheetUIKit
import SwiftUI
import UIKit

/// What a `bottomSheet` modifier does with UIKit: it keeps the app's value and the
/// selected detent in step with the sheet (`PresentationBinding`,
/// `DetentSelectionBinding`, which decide; this performs), makes a `SheetController`
/// with a hosting controller of the content when the sheet is presented, applies the
/// content's preferences to it as they change, swaps content in place, hands the content
/// the sheet's frame, accessibility and scroll view, tells the content of the user's
/// attempts to dismiss a sheet that refuses them, and draws the presenter's view as the
/// page behind.
@MainActor
final class BottomSheetPresenter<Item, ID: Hashable, Content: View>: SheetContentOwner, SheetControllerDelegate {
    /// One content of the sheet: its hosting controller and its tie to this presenter.
    private struct HostedContent {
        let hosting: UIHostingController<SheetContentRoot<Content>>
        let link: SheetContentLink
    }

    /// The sheet on screen, from its presentation until its dismissal ends.
    private final class Shown {
        let controller: SheetController
        var content: HostedContent
        /// The item the content shows.
        var item: Item
        /// The content's binding of the selected detent, once its preferences say.
        var selection: Binding<SheetDetent.Identifier>?
        /// Called when the user tries to dismiss the sheet while its dismissals are
        /// refused, once the content's preferences say.
        var onDismissAttempt: (() -> Void)?
        /// Hosts the content's background, once it asks for one.
        var background: UIHostingController<AnyView>?
        var backgroundView: AnyView?
        /// Hosts the content's footer, once it asks for one.
        var footer: UIHostingController<AnyView>?
        var footerView: AnyView?
        var reportedMissingScrollView = false

        init(controller: SheetController, content: HostedContent, item: Item) {
            self.controller = controller
            self.content = content
            self.item = item
        }
    }

    private var request: SheetRequest<Item, ID, Content>?
    private var environment = PresenterEnvironment()
    private weak var anchor: UIViewController?
    /// The presenter's view as the page behind the sheet.
    private var page: RecedingPageModel?
    private var presence = PresentationBinding<ID>()
    private var selection = DetentSelectionBinding()
    private var shown: Shown?
    /// A presentation waits: for the view update to end, or for the anchor to be in a
    /// window.
    private var presentationPending = false
    /// Whether SwiftUI is updating views: the presenter's, or the content's as it hands
    /// over its preferences. Nothing SwiftUI observes is changed then.
    private var inViewUpdate = false
    private let ownFrame = LiveSheetFrame()
    private let accessibility = SheetAccessibilityModel()

    private var frame: LiveSheetFrame { request?.frame ?? ownFrame }

    // MARK: The presenter

    /// The presenter was updated: its request and environment are `request` and
    /// `environment`, `anchor` stands for it, and `page` draws its view.
    func update(_ request: SheetRequest<Item, ID, Content>, environment: PresenterEnvironment, anchor: UIViewController,
                page: RecedingPageModel) {
        self.request = request
        self.environment = environment
        self.anchor = anchor
        self.page = page
        duringViewUpdate {
            refreshContent()
            perform(presence.valueRead(request.valueID))
            readSelection()
        }
    }

    /// The anchor entered a window: a presentation that waited for it goes ahead.
    func anchorAttached() {
        if presentationPending { schedulePresentation() }
    }

    /// The presenter has gone: its sheet leaves, as if the app had cleared its value.
    func anchorRemoved() {
        perform(presence.valueRead(nil))
    }

    /// The content shown gets the presenter's new content and environment, unless the
    /// app's value has moved to another item (which is swapped in) or to none.
    private func refreshContent() {
        guard let request, let shown, let item = request.read(), request.identify(item) == request.identify(shown.item) else {
            return
        }
        shown.item = item
        shown.content.hosting.rootView = root(request.content(item), link: shown.content.link)
        environment.apply(to: shown.controller)
        if let background = shown.backgroundView { shown.background?.rootView = backgroundRoot(background) }
        if let footer = shown.footerView { shown.footer?.rootView = footerRoot(footer, link: shown.content.link) }
    }

    // MARK: The sheet

    private func perform(_ actions: [PresentationBinding<ID>.Action]) {
        for action in actions {
            switch action {
            case .present: present()
            case .swapContent: swapContent()
            case .dismiss: dismiss()
            case .bringBack: bringBack()
            case .setValue(let id): writeValue(id)
            case .reportDismissal(let reason): request?.onDismiss?(reason)
            }
        }
    }

    /// Presents the sheet once the view update is over: the sheet's controller joins the
    /// presenter's outermost controller, whose views SwiftUI may be laying out.
    private func present() {
        presentationPending = true
        schedulePresentation()
    }

    private func schedulePresentation() {
        DispatchQueue.main.async { [weak self] in self?.presentIfPending() }
    }

    private func presentIfPending() {
        guard presentationPending, shown == nil, let request, let item = request.read() else { return }
        guard let anchor, anchor.view.window != nil, let placement = SheetPlacement(anchor: anchor) else { return }
        presentationPending = false
        let content = makeContent(for: item, request: request)
        let controller = SheetController(content: content.hosting)
        environment.apply(to: controller)
        controller.onEvent = { [weak self, weak controller] event in
            guard let self, let controller else { return }
            sheetReported(event, by: controller)
        }
        controller.onPositionChange = { [weak self] position in self?.positionChanged(position) }
        controller.onPageBehindChange = { [weak self] background in self?.pageBehindChanged(background) }
        controller.onAccessibilityChange = { [weak self] accessibility in
            guard let self else { return }
            let model = self.accessibility
            publish { model.follow(accessibility) }
        }
        shown = Shown(controller: controller, content: content, item: item)
        placement.present(controller, animated: true)
    }

    private func swapContent() {
        guard let request, let shown, let item = request.read() else { return }
        let content = makeContent(for: item, request: request)
        shown.content = content
        shown.item = item
        shown.controller.setContent(content.hosting)
    }

    private func dismiss() {
        guard let shown else {
            // Nothing was shown: the presentation that waited is given up.
            presentationPending = false
            presence = PresentationBinding()
            return
        }
        // The presenter is kept until the sheet has gone, so that the dismissal is
        // reported even when the presenter's view has left.
        shown.controller.dismiss(animated: true) { withExtendedLifetime(self) {} }
    }

    private func bringBack() {
        if let shown { shown.controller.cancelDismissal() } else { present() }
    }

    private func writeValue(_ id: ID?) {
        guard let request else { return }
        let value = id == nil ? nil : shown?.item
        guard id == nil || value != nil else { return }
        // A sheet updated while SwiftUI updates the content reports at once: the app's
        // value is written after the update.
        publish { request.write(value) }
    }

    private func sheetReported(_ event: SheetHostEvent, by controller: SheetController) {
        guard let request, let shown, shown.controller === controller else { return }
        if let target = DetentSelectionBinding.target(of: event), let binding = shown.selection {
            perform(selection.sheetHeading(to: target, valueNow: binding.wrappedValue, liveDetents: controller.liveDetents))
        }
        let actions = presence.sheetReported(event, valueNow: request.valueID)
        if case .didDismiss = event { endShown() }
        perform(actions)
    }

    /// The sheet has gone: its controller has left its parent.
    private func endShown() {
        for host in [shown?.background, shown?.footer] {
            host?.willMove(toParent: nil)
            host?.removeFromParent()
        }
        shown = nil
        let frame = frame
        publish { frame.follow(nil) }
    }

    /// The page behind is to be drawn as `background` says: the presenter's view, whose
    /// centre the anchor marks, is transformed as that part of the page.
    private func pageBehindChanged(_ background: BackgroundTransform) {
        guard let page else { return }
        var transform = PageTransform.identity
        if background != .identity, let anchor, anchor.isViewLoaded, let viewport = shown?.controller.view {
            let anchorBounds = anchor.view.bounds
            let center = anchor.view.convert(CGPoint(x: anchorBounds.midX, y: anchorBounds.midY), to: viewport)
            let size = page.size
            let frame = HostRect(x: Double(center.x - size.width / 2), y: Double(center.y - size.height / 2),
                                 width: Double(size.width), height: Double(size.height))
            transform = PageTransform(background, viewFrame: frame, viewportWidth: Double(viewport.bounds.width))
        }
        guard inViewUpdate else { return page.follow(transform) }
        publish { page.follow(transform) }
    }

    private func positionChanged(_ position: SheetPosition?) {
        // Display frames arrive outside view updates: those publish at once, with no
        // closure to keep.
        guard inViewUpdate else { return frame.follow(position) }
        let frame = frame
        publish { frame.follow(position) }
    }

    /// Runs `body` as part of a view update.
    private func duringViewUpdate(_ body: () -> Void) {
        let outer = inViewUpdate
        inViewUpdate = true
        body()
        inViewUpdate = outer
    }

    /// Makes `change` to what SwiftUI observes: at once, or after the view update.
    private func publish(_ change: @escaping @MainActor () -> Void) {
        if inViewUpdate {
            DispatchQueue.main.async { change() }
        } else {
            change()
        }
    }

    // MARK: The selected detent

    private func readSelection() {
        guard let shown, let binding = shown.selection else { return }
        perform(selection.valueRead(binding.wrappedValue, liveDetents: shown.controller.liveDetents,
                                    heading: shown.controller.liveSelectedDetentIdentifier))
    }

    private func perform(_ action: DetentSelectionBinding.Action?) {
        guard let action, let shown else { return }
        switch action {
        case .move(let detent):
            let controller = shown.controller
            controller.animateChanges { controller.selectedDetentIdentifier = detent }
        case .setValue(let detent):
            guard let selection = shown.selection else { return }
            publish { selection.wrappedValue = detent }
        }
    }

    // MARK: The content

    private func makeContent(for item: Item, request: SheetRequest<Item, ID, Content>) -> HostedContent {
        let link = SheetContentLink(owner: self, frame: frame, accessibility: accessibility)
        let hosting = UIHostingController(rootView: root(request.content(item), link: link))
        // A fitted detent follows the content's ideal height.
        hosting.sizingOptions = .preferredContentSize
        hosting.view.backgroundColor = .clear
        link.contentView = hosting.view
        return HostedContent(hosting: hosting, link: link)
    }

    private func root(_ content: Content, link: SheetContentLink) -> SheetContentRoot<Content> {
        SheetContentRoot(content: content, environment: environment, link: link)
    }

    private func backgroundRoot(_ background: AnyView) -> AnyView {
        AnyView(background.modifier(environment).ignoresSafeArea())
    }

    private func setBackground(_ background: AnyView?, of shown: Shown) {
        shown.backgroundView = background
        guard let background else {
            guard let host = shown.background else { return }
            host.willMove(toParent: nil)
            shown.controller.sheetBackgroundView = nil
            host.removeFromParent()
            shown.controller.sheetBackgroundColor = .systemBackground
            shown.background = nil
            return
        }
        if let host = shown.background {
            host.rootView = backgroundRoot(background)
            return
        }
        let host = UIHostingController(rootView: backgroundRoot(background))
        host.view.backgroundColor = .clear
        host.view.isUserInteractionEnabled = false
        shown.controller.addChild(host)
        shown.controller.sheetBackgroundView = host.view
        host.didMove(toParent: shown.controller)
        shown.controller.sheetBackgroundColor = .clear
        shown.background = host
    }

    /// The footer's root: the content's footer with the presenter's environment, the
    /// sheet's frame and dismiss action, laid out without safe areas (the sheet keeps it
    /// above the keyboard and the home indicator).
    private func footerRoot(_ footer: AnyView, link: SheetContentLink) -> AnyView {
        AnyView(footer
            .environmentObject(link.frame)
            .environment(\.dismissBottomSheet, DismissBottomSheetAction { [weak link] in link?.dismiss() })
            .modifier(environment)
            .ignoresSafeArea())
    }

    /// Shows the content's footer (nil: none) in a hosting controller of its own, the
    /// sheet controller's footer view: its ideal height is the footer's height, measured
    /// again as it changes.
    private func setFooter(_ footer: AnyView?, of shown: Shown) {
        shown.footerView = footer
        guard let footer else {
            guard let host = shown.footer else { return }
            host.willMove(toParent: nil)
            shown.controller.footerView = nil
            host.removeFromParent()
            shown.footer = nil
            return
        }
        if let host = shown.footer {
            host.rootView = footerRoot(footer, link: shown.content.link)
            return
        }
        let host = UIHostingController(rootView: footerRoot(footer, link: shown.content.link))
        host.sizingOptions = [.intrinsicContentSize, .preferredContentSize]
        host.view.backgroundColor = .clear
        shown.controller.addChild(host)
        shown.controller.footerView = host.view
        host.didMove(toParent: shown.controller)
        shown.footer = host
    }

    // MARK: SheetControllerDelegate

    func sheetControllerDidAttemptToDismiss(_ sheet: SheetController) {
        guard let shown, shown.controller === sheet else { return }
        shown.onDismissAttempt?()
    }

    // MARK: SheetContentOwner

    func contentLink(_ link: SheetContentLink, didGather preferences: SheetContentPreferences) {
        duringViewUpdate { apply(preferences, from: link) }
    }

    /// SwiftUI's defaults, where they are not the settings' own: the drag indicator is
    /// `.automatic`.
    private static var defaultSettings: SheetSettings {
        var settings = SheetSettings()
        settings.grabber = .automatic
        return settings
    }

    /// Applies the content's preferences to the sheet: before its presentation, what it is
    /// made from; while it is up, with its settle transition.
    private func apply(_ preferences: SheetContentPreferences, from link: SheetContentLink) {
        guard let shown, link === shown.content.link else { return }
        var settings = preferences.options.applied(to: Self.defaultSettings)
        if let binding = preferences.selection {
            shown.selection = binding
            let value = binding.wrappedValue
            settings.selectedDetentIdentifier = settings.detents.index(of: value) != nil ? value : nil
        }
        shown.onDismissAttempt = preferences.onDismissAttempt
        let controller = shown.controller
        controller.animateChanges {
            controller.sheetSettings = settings
            // UIKit's say in dismissals: refused, and asked of this presenter when the
            // content listens for attempts.
            controller.isModalInPresentation = settings.userDismissal != .allowed
            controller.delegate = settings.userDismissal == .confirmed ? self : nil
        }
        setBackground(preferences.background, of: shown)
        setFooter(preferences.footer, of: shown)
        readSelection()
    }

    func contentLink(_ link: SheetContentLink, didMark scrollView: UIScrollView?) {
        guard let shown, link === shown.content.link else { return }
        if let scrollView {
            shown.controller.scrollView = scrollView
        } else if !shown.reportedMissingScrollView {
            shown.reportedMissingScrollView = true
            os_log("bottomSheetScrollHandoff() found no vertical scroll view: the sheet drags as a whole",
                   log: OSLog(subsystem: "libsheet", category: "SheetSwiftUI"), type: .info)
        }
    }

    func contentAskedForDismissal() {
        request?.write(nil)
        perform(presence.valueRead(nil))
    }

    func performAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        shown?.controller.performAccessibilityAction(action) ?? false
    }

    func performAccessibilityEscape() -> Bool {
        shown?.controller.performAccessibilityEscape() ?? false
    }
}
#endif
