import Testing
@testable import SheetCore

@Suite struct MotionRequestTests {
    @Test func motionKindNames() {
        #expect(MotionKind.allCases.map(\.name.description) == ["present", "dismiss", "settle", "content"])
    }

    @Test func aRequestHoldsWhatItWasGiven() {
        let request = MotionRequest(kind: .settle, from: Visual(top: 500), to: Visual(top: 300, backdropAlpha: 0.4),
                                    velocity: -120, viewportHeight: 844)
        #expect(request.kind == .settle && request.from.top == 500 && request.to.backdropAlpha == 0.4)
        #expect(request.velocity == -120 && request.viewportHeight == 844)
        #expect(RunningMotion.atRest == MotionRequest(kind: .settle, from: Visual(top: 0), to: Visual(top: 0), velocity: 0, viewportHeight: 0))
    }
}
