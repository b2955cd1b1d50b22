import SheetCore
import SheetHostSupport
import Testing

@Suite struct SheetSideTests {
    @Test func leadingAndTrailingFollowTheLayoutDirection() {
        #expect(SheetSide(.bottom, direction: .rightToLeft) == .bottom)
        #expect(SheetSide(.top, direction: .leftToRight) == .top)
        #expect(SheetSide(.leading, direction: .leftToRight) == .left)
        #expect(SheetSide(.trailing, direction: .leftToRight) == .right)
        #expect(SheetSide(.leading, direction: .rightToLeft) == .right)
        #expect(SheetSide(.trailing, direction: .rightToLeft) == .left)
        #expect(SheetSide.top.isVertical && !SheetSide.left.isVertical)
    }

    @Test func aRegularWidthIsWideInEveryViewportAndACompactOneInNone() {
        let regular = WideLayoutCondition.regularWidth
        #expect(regular.wideThreshold(sizeClass: .regular) == 0)
        #expect(regular.wideThreshold(sizeClass: .compact) == Viewport.maximumLength)
        #expect(regular.wideThreshold(sizeClass: .unspecified) == SheetConfiguration().wideThreshold)
        #expect(WideLayoutCondition.widerThan(500).wideThreshold(sizeClass: .compact) == 500)
    }
}
