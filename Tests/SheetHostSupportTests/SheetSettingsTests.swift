import SheetCore
import SheetHostSupport
import Testing

@Suite struct SheetSettingsTests {
    @Test func theDefaultsAreOneLargeDetentWithoutAGrabber() throws {
        let configuration = try SheetSettings().configuration()
        #expect(configuration.detents == [.fraction(1)])
        #expect(configuration.grabber == .hidden)
        #expect(configuration.largestUndimmedDetent == nil)
        #expect(configuration.cornerRadius == 12)
        #expect(configuration.dismissible)
        #expect(configuration.dismissHeight == nil)
        #expect(configuration.backdropAlpha == 0.4)
    }

    @Test func theMapsSettingsBecomeTheEngines() throws {
        var settings = Sheets.maps
        settings.grabber = .visible
        settings.preferredCornerRadius = 16
        settings.dimmingAlpha = 0.3
        settings.stackBehavior = .switchAway
        let configuration = try settings.configuration()
        #expect(configuration.detents == [.points(200), .fraction(0.9)])
        #expect(configuration.largestUndimmedDetent == 0)
        #expect(configuration.grabber == .visible)
        #expect(configuration.cornerRadius == 16)
        #expect(configuration.backdropAlpha == 0.3)
        #expect(!configuration.dismissible)
        #expect(configuration.backdropTap == .collapse)
        #expect(configuration.stack == .switchAway)
    }

    @Test func thePanelsSettingsBecomeTheEngines() throws {
        let configuration = try Sheets.panel.configuration()
        #expect(configuration.dismissHeight == 300)
        #expect(configuration.present == .slide(duration: 0.2, curve: .linear))
        #expect(configuration.dismiss == .slide(duration: 0.2, curve: .linear))
        #expect(configuration.settle == .slide(duration: 0.2, curve: .linear))
        #expect(configuration.content == Transition())
    }

    @Test func eachUserDismissalIsTheEnginesPairOfFlags() throws {
        var settings = SheetSettings()
        var configuration = try settings.configuration()
        #expect(configuration.dismissible && !configuration.confirmsDismissal)
        settings.userDismissal = .confirmed
        configuration = try settings.configuration()
        #expect(configuration.dismissible && configuration.confirmsDismissal)
        settings.userDismissal = .disabled
        configuration = try settings.configuration()
        #expect(!configuration.dismissible && !configuration.confirmsDismissal)
    }

    @Test func theKeyboardBackAndFooterBecomeTheEngines() throws {
        var settings = SheetSettings()
        var configuration = try settings.configuration()
        #expect(configuration.keyboard == .rise && configuration.back == .dismiss && configuration.footerHeight == 0)
        settings.keyboard = .fill
        settings.back = .none
        settings.footerHeight = 72
        // The engine's own fields are replaced by the settings'.
        settings.engine.keyboard = .extend
        settings.engine.footerHeight = 10
        configuration = try settings.configuration()
        #expect(configuration.keyboard == .fill && configuration.back == .none && configuration.footerHeight == 72)
        settings.footerHeight = -1
        #expect(throws: SheetHostError.engine(SheetError(.invalidArgument, .outOfRange(.footerHeight, -1, .closed(0, 1e9))))) {
            try settings.configuration()
        }
    }

    @Test func thePlacementBecomesTheEngines() throws {
        var settings = SheetSettings()
        var configuration = try settings.configuration()
        #expect(configuration.edge == .bottom && configuration.edgeInset == 0 && configuration.sideInset == 0)
        #expect(configuration.maximumCrossSize == nil && configuration.crossAlignment == .center)
        #expect(configuration.wideLayout == .same && configuration.wideThreshold == 700)
        settings.edge = .top
        settings.edgeInset = 12
        settings.sideInset = 8
        settings.maximumCrossSize = 500
        settings.crossAlignment = .trailing
        settings.wideLayout = .floatingLeading
        // The engine's own fields are replaced by the settings'.
        settings.engine.edge = .leading
        settings.engine.wideThreshold = 10
        configuration = try settings.configuration()
        #expect(configuration.edge == .top && configuration.edgeInset == 12 && configuration.sideInset == 8)
        #expect(configuration.maximumCrossSize == 500 && configuration.crossAlignment == .trailing)
        #expect(configuration.wideLayout == .floatingLeading && configuration.wideThreshold == 700)
        settings.edgeInset = -1
        #expect(throws: SheetHostError.engine(SheetError(.invalidArgument, .outOfRange(.edgeInset, -1, .closed(0, 1e9))))) {
            try settings.configuration()
        }
    }

    /// A regular width takes the wide layout in every viewport, a compact one in none, and
    /// a host with no size class leaves it to the engine's width threshold.
    @Test func theWideLayoutFollowsTheSizeClassOrAWidth() throws {
        var settings = SheetSettings()
        settings.wideLayout = .sideTrailing
        #expect(try settings.configuration(horizontalSizeClass: .regular).wideThreshold == 0)
        #expect(try settings.configuration(horizontalSizeClass: .compact).wideThreshold == 1e9)
        #expect(try settings.configuration(horizontalSizeClass: .unspecified).wideThreshold == 700)
        settings.wideLayoutCondition = .widerThan(900)
        #expect(try settings.configuration(horizontalSizeClass: .regular).wideThreshold == 900)
        #expect(try settings.configuration(horizontalSizeClass: .compact).wideThreshold == 900)
        settings.wideLayoutCondition = .widerThan(.nan)
        let error = #expect(throws: SheetHostError.self) { try settings.configuration() }
        #expect(error?.description == "wideThreshold must be a finite number, got nan")
    }

    @Test func anAutomaticGrabberShowsWithMoreThanOneDetent() throws {
        var settings = SheetSettings(detents: [.medium])
        settings.grabber = .automatic
        #expect(try !settings.configuration().showsGrabber)
        settings.detents = [.medium, .large]
        #expect(try settings.configuration().showsGrabber)
        #expect(try settings.configuration().grabber == .automatic)
    }

    @Test func theContentInteractionAndTheRecedingPageAreTheEngines() throws {
        var settings = SheetSettings()
        #expect(try settings.configuration().contentInteraction == .resizes)
        #expect(try !settings.configuration().scalesBackground)
        settings.contentInteraction = .scrolls
        settings.recedesBackground = true
        settings.engine.contentInteraction = .resizes
        let configuration = try settings.configuration()
        #expect(configuration.contentInteraction == .scrolls)
        #expect(configuration.scalesBackground)
    }

    @Test func anUnanimatedPresentationIsAZeroLengthFade() throws {
        let configuration = try Sheets.container.configuration(animated: false)
        #expect(configuration.present == .fade(duration: 0))
        #expect(configuration.dismiss == Transition())
    }

    @Test func engineFieldsTheSettingsDoNotNameAreKept() throws {
        var settings = SheetSettings()
        settings.engine.flingVelocity = 500
        settings.engine.touchSlop = 4
        settings.engine.grabber = .visible
        let configuration = try settings.configuration()
        #expect(configuration.flingVelocity == 500)
        #expect(configuration.touchSlop == 4)
        // The grabber is the settings' to say.
        #expect(configuration.grabber == .hidden)
    }

    @Test func detentsAreFoundByName() throws {
        var settings = Sheets.maps
        #expect(try settings.index(of: "full") == 1)
        #expect(try settings.presentationIndex() == 0)
        settings.selectedDetentIdentifier = "full"
        #expect(try settings.presentationIndex() == 1)
        #expect(throws: SheetHostError.unknownDetent("half")) { try settings.index(of: "half") }
    }

    @Test func namesMustBeKnownAndUnique() {
        var settings = Sheets.maps
        settings.largestUndimmedDetentIdentifier = "half"
        #expect(throws: SheetHostError.unknownDetent("half")) { try settings.configuration() }
        settings = SheetSettings(detents: [.points(200, identifier: "a"), .fraction(0.9, identifier: "a")])
        #expect(throws: SheetHostError.duplicateDetent("a")) { try settings.configuration() }
    }

    @Test func theEngineChecksTheRest() {
        var settings = SheetSettings(detents: [.points(300, identifier: "a"), .points(200, identifier: "b")])
        #expect(throws: SheetHostError.engine(SheetError(.invalidArgument, .detentsNotAscending(index: 1, value: 200, previous: 300)))) {
            try settings.configuration()
        }
        settings = SheetSettings()
        settings.dimmingAlpha = 2
        #expect(throws: SheetHostError.engine(SheetError(.invalidArgument, .outOfRange(.backdropAlpha, 2, .closed(0, 1))))) {
            try settings.configuration()
        }
    }

    @Test func nominalDurationsComeFromTheTransition() {
        #expect(Transition.slide(duration: 0.2).nominalDuration == 0.2)
        #expect(Transition.fade(duration: 0.3).nominalDuration == 0.3)
        #expect(Transition.spring(response: 0.45, dampingRatio: 0.8).nominalDuration == 0.45)
        #expect(Transition().nominalDuration == 0.35)
    }
}
