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

    /// A keyboard layout guide rests on the bottom safe area (34 points) when no docked
    /// keyboard is up, and runs from the keyboard's top down when one is.
    @Test func aLayoutGuideOnTheSafeAreaCoversNothing() {
        let resting = HostRect(x: 0, y: 810, width: 390, height: 34)
        #expect(keyboardObstruction(layoutGuideFrame: resting, hostBounds: phone, bottomSafeAreaInset: 34) == 0)
        let docked = HostRect(x: 0, y: 508, width: 390, height: 336)
        #expect(keyboardObstruction(layoutGuideFrame: docked, hostBounds: phone, bottomSafeAreaInset: 34) == 336)
        // Half a point above the inset is the inset, measured in another rounding.
        let rounded = HostRect(x: 0, y: 809.6, width: 390, height: 34.4)
        #expect(keyboardObstruction(layoutGuideFrame: rounded, hostBounds: phone, bottomSafeAreaInset: 34) == 0)
        // Dragged down by an interactive dismissal to 40 points above the bottom.
        let dragged = HostRect(x: 0, y: 804, width: 390, height: 40)
        #expect(keyboardObstruction(layoutGuideFrame: dragged, hostBounds: phone, bottomSafeAreaInset: 34) == 40)
    }

    @Test func aLayoutGuideCoversAtMostTheView() {
        let tall = HostRect(x: 0, y: -50, width: 390, height: 894)
        #expect(keyboardObstruction(layoutGuideFrame: tall, hostBounds: phone, bottomSafeAreaInset: 34) == 844)
        let nan = HostRect(x: 0, y: .nan, width: 390, height: 300)
        #expect(keyboardObstruction(layoutGuideFrame: nan, hostBounds: phone, bottomSafeAreaInset: 34) == 0)
        // An inset that is not finite is none.
        let docked = HostRect(x: 0, y: 508, width: 390, height: 336)
        #expect(keyboardObstruction(layoutGuideFrame: docked, hostBounds: phone, bottomSafeAreaInset: .nan) == 336)
    }

    @Test func anEmptyFrameCoversNothing() {
        #expect(keyboardObstruction(keyboardFrame: HostRect(x: 0, y: 0, width: 0, height: 0), hostBounds: phone) == 0)
    }
}
