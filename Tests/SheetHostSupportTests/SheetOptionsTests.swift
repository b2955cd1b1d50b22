import SheetCore
import SheetHostSupport
import Testing

@Suite struct SheetOptionsTests {
    let peekAndFull: [SheetDetent] = [.points(200, identifier: "peek"), .fraction(0.9, identifier: "full")]

    @Test func eachOptionSetsItsSetting() throws {
        let options = SheetOptions([
            .detents(peekAndFull), .grabber(.visible), .cornerRadius(20),
            .backgroundInteraction(.enabled(upThrough: "peek")), .userDismissal(.confirmed),
            .transition(.slide(duration: 0.2, curve: .linear), .sheet), .transition(.fade(duration: 0.1), .content),
            .dismissHeight(300), .backdropTap(.collapse), .dimmingAlpha(0.25), .stackBehavior(.switchAway),
            .contentInteraction(.scrolls), .recedesBackground(true), .keyboard(.extend), .back(.collapse),
            .edge(.leading), .insets(edge: 16, side: 12), .span(maximum: 320, alignment: .leading),
            .wideLayout(.centered, .widerThan(800)),
        ])
        let settings = options.applied(to: SheetSettings())
        var expected = SheetSettings(detents: peekAndFull)
        expected.grabber = .visible
        expected.preferredCornerRadius = 20
        expected.largestUndimmedDetentIdentifier = "peek"
        expected.userDismissal = .confirmed
        expected.setTransitions(.slide(duration: 0.2, curve: .linear))
        expected.contentTransition = .fade(duration: 0.1)
        expected.dismissHeight = 300
        expected.backdropTap = .collapse
        expected.dimmingAlpha = 0.25
        expected.stackBehavior = .switchAway
        expected.contentInteraction = .scrolls
        expected.recedesBackground = true
        expected.keyboard = .extend
        expected.back = .collapse
        expected.edge = .leading
        expected.edgeInset = 16
        expected.sideInset = 12
        expected.maximumCrossSize = 320
        expected.crossAlignment = .leading
        expected.wideLayout = .centered
        expected.wideLayoutCondition = .widerThan(800)
        #expect(settings == expected)
        let configuration = try settings.configuration()
        #expect(configuration.largestUndimmedDetent == 0)
        #expect(configuration.dismissible && configuration.confirmsDismissal)
        #expect(configuration.contentInteraction == .scrolls)
        #expect(configuration.scalesBackground)
        #expect(configuration.keyboard == .extend)
        #expect(configuration.back == .collapse)
        #expect(configuration.edge == .leading && configuration.edgeInset == 16 && configuration.sideInset == 12)
        #expect(configuration.maximumCrossSize == 320 && configuration.crossAlignment == .leading)
        #expect(configuration.wideLayout == .centered && configuration.wideThreshold == 800)
    }

    @Test func noOptionsLeaveTheSettingsAsTheyWere() {
        var base = SheetSettings(detents: [.medium])
        base.dimmingAlpha = 0.6
        #expect(SheetOptions().applied(to: base) == base)
    }

    @Test func theInnermostOptionWinsAndOfSiblingsTheLater() {
        // Content sets the peek and full detents; a modifier around it sets large only.
        var inner = SheetOptions([.detents(peekAndFull)])
        inner.wrap(.detents([.large]))
        inner.wrap(.grabber(.visible))
        #expect(inner.options == [.grabber(.visible), .detents([.large]), .detents(peekAndFull)])
        #expect(inner.applied(to: SheetSettings()).detents == peekAndFull)
        #expect(inner.applied(to: SheetSettings()).grabber == .visible)
        // A sibling after it says otherwise about the grabber.
        var siblings = inner
        siblings.append(SheetOptions([.grabber(.automatic)]))
        #expect(siblings.applied(to: SheetSettings()).grabber == .automatic)
        #expect(siblings.applied(to: SheetSettings()).detents == peekAndFull)
    }

    @Test func backgroundInteractionIsResolvedAgainstTheFinalDetents() {
        // Set before the detents it names, and with nothing set after, as a modifier around
        // the one that sets the detents would.
        let everyDetent = SheetOptions([.backgroundInteraction(.enabled), .detents(peekAndFull)])
        #expect(everyDetent.applied(to: SheetSettings()).largestUndimmedDetentIdentifier == "full")
        let disabled = SheetOptions([.backgroundInteraction(.enabled), .backgroundInteraction(.disabled)])
        var base = SheetSettings()
        base.largestUndimmedDetentIdentifier = .large
        #expect(disabled.applied(to: base).largestUndimmedDetentIdentifier == nil)
        #expect(SheetOptions([.detents(peekAndFull)]).applied(to: base).largestUndimmedDetentIdentifier == .large,
                "untouched without the option")
    }

    @Test func aTransitionSetsOnlyTheMotionsItNames() {
        let spring = Transition.spring(response: 0.5, dampingRatio: 0.7)
        let settings = SheetOptions([.transition(spring, [.present, .content])]).applied(to: SheetSettings())
        #expect(settings.presentTransition == spring)
        #expect(settings.contentTransition == spring)
        #expect(settings.dismissTransition == Transition())
        #expect(settings.settleTransition == Transition())
    }
}
