import SheetCore
import SheetHostSupport
import Testing

@Suite struct PageTransformTests {
    /// The page fully receded on the phone: 26 points narrower, its top at 47 + 14, its
    /// corners 8.
    let receded = BackgroundTransform.receded(1, width: 390, safeTop: 47)

    /// Where `transform` draws `point` of a view whose frame is `frame`: scaled about the
    /// view's centre, then moved.
    func drawn(_ point: HostPoint, of frame: HostRect, by transform: PageTransform) -> HostPoint {
        let center = frame.center
        return HostPoint(x: center.x + transform.scale * (point.x - center.x) + transform.translationX,
                         y: center.y + transform.scale * (point.y - center.y) + transform.translationY)
    }

    @Test func aViewCoveringTheViewportMovesStraightDownToTheOffset() {
        let frame = HostRect(x: 0, y: 0, width: 390, height: 844)
        let transform = PageTransform(receded, viewFrame: frame, viewportWidth: 390)
        let scale = 1 - 26.0 / 390
        #expect(close(transform.scale, scale))
        #expect(transform.translationX == 0)
        #expect(close(transform.translationY, 61 - (1 - scale) * 422))
        #expect(transform.cornerRadius == 8)
        let topLeft = drawn(HostPoint(x: 0, y: 0), of: frame, by: transform)
        #expect(close(topLeft.x, 13, 1e-9))
        #expect(close(topLeft.y, 61, 1e-9))
        let bottomRight = drawn(HostPoint(x: 390, y: 844), of: frame, by: transform)
        #expect(close(bottomRight.x, 377, 1e-9))
        #expect(close(bottomRight.y, 61 + scale * 844, 1e-9))
    }

    @Test func aSmallerViewIsDrawnWhereThePageTakesIt() {
        // A 100 x 50 view at (20, 100): its corners go where the whole page's points go,
        // scaled about the viewport's top centre and moved down by the offset.
        let frame = HostRect(x: 20, y: 100, width: 100, height: 50)
        let transform = PageTransform(receded, viewFrame: frame, viewportWidth: 390)
        for point in [HostPoint(x: 20, y: 100), HostPoint(x: 120, y: 150)] {
            let drawnPoint = drawn(point, of: frame, by: transform)
            #expect(close(drawnPoint.x, 195 + receded.scale * (point.x - 195), 1e-9))
            #expect(close(drawnPoint.y, receded.scale * point.y + 61, 1e-9))
        }
    }

    @Test func thePageAsItIsLeavesEveryViewAlone() {
        let transform = PageTransform(.identity, viewFrame: HostRect(x: 20, y: 100, width: 100, height: 50),
                                      viewportWidth: 390)
        #expect(transform.isIdentity)
        #expect(!PageTransform(receded, viewFrame: HostRect(x: 0, y: 0, width: 390, height: 844),
                               viewportWidth: 390).isIdentity)
        // Half receded: half of each figure.
        let half = PageTransform(.receded(0.5, width: 390, safeTop: 47),
                                 viewFrame: HostRect(x: 0, y: 0, width: 390, height: 844), viewportWidth: 390)
        #expect(close(half.scale, 1 - 13.0 / 390))
        #expect(half.cornerRadius == 4)
    }
}
