import SheetHostSupport
import Testing

@Suite struct KeyboardObstructionTests {
    let phone = HostRect(x: 0, y: 0, width: 390, height: 844)

    @Test func aDockedKeyboardCoversFromItsTopEdgeDown() {
        let keyboard = HostRect(x: 0, y: 508, width: 390, height: 336)
        #expect(keyboardObstruction(keyboardFrame: keyboard, hostBounds: phone) == 336)
    }

    @Test func aKeyboardThatLeftCoversNothing() {
        // keyboardWillHide's end frame lies below the screen.
        let keyboard = HostRect(x: 0, y: 844, width: 390, height: 336)
        #expect(keyboardObstruction(keyboardFrame: keyboard, hostBounds: phone) == 0)
    }

    @Test func aFloatingKeyboardCoversNothing() {
        // It stops 144 points short of the view's bottom.
        let keyboard = HostRect(x: 40, y: 400, width: 320, height: 300)
        #expect(keyboardObstruction(keyboardFrame: keyboard, hostBounds: phone) == 0)
    }

    @Test func aViewAboveTheScreensBottomIsCoveredAsFarAsItReaches() {
        // A view 800 points tall from the top of the screen; the keyboard's frame in its
        // coordinates runs from 508 to 844.
        let view = HostRect(x: 0, y: 0, width: 390, height: 800)
        let keyboard = HostRect(x: 0, y: 508, width: 390, height: 336)
        #expect(keyboardObstruction(keyboardFrame: keyboard, hostBounds: view) == 292)
    }

    @Test func aKeyboardBesideTheViewCoversNothing() {
        let keyboard = HostRect(x: 390, y: 508, width: 390, height: 336)
        #expect(keyboardObstruction(keyboardFrame: keyboard, hostBounds: phone) == 0)
    }

    @Test func coverageIsAtMostTheViewsHeight() {
        let keyboard = HostRect(x: 0, y: -100, width: 390, height: 944)
        #expect(keyboardObstruction(keyboardFrame: keyboard, hostBounds: phone) == 844)
    }

    @Test func anEmptyFrameCoversNothing() {
        #expect(keyboardObstruction(keyboardFrame: HostRect(x: 0, y: 0, width: 0, height: 0), hostBounds: phone) == 0)
    }
}
