import SheetCore
import SheetHostSupport
import Testing

/// The first responder's frame as the engine's focused field: where it lies along the
/// content, whatever the content is scrolled by, clipped to the content.
@Suite struct SheetFocusTests {
    @Test func theFieldLiesWhereItShowsPlusTheOffset() {
        let field = HostRect(x: 20, y: 300, width: 350, height: 44)
        #expect(SheetFocus(responderFrame: field, contentOffset: 0, contentHeight: 0) == .field(y: 300, height: 44))
        #expect(SheetFocus(responderFrame: field, contentOffset: 65.5, contentHeight: 1000) == .field(y: 365.5, height: 44))
    }

    @Test func itIsClippedToTheContent() {
        let aboveTheTop = HostRect(x: 0, y: -10, width: 100, height: 44)
        #expect(SheetFocus(responderFrame: aboveTheTop, contentOffset: 0, contentHeight: 400) == .field(y: 0, height: 34))
        let pastTheEnd = HostRect(x: 0, y: 380, width: 100, height: 44)
        #expect(SheetFocus(responderFrame: pastTheEnd, contentOffset: 0, contentHeight: 400) == .field(y: 380, height: 20))
        // Without a known height it is taken whole.
        #expect(SheetFocus(responderFrame: pastTheEnd, contentOffset: 0, contentHeight: 0) == .field(y: 380, height: 44))
        let beyond = HostRect(x: 0, y: 420, width: 100, height: 44)
        #expect(SheetFocus(responderFrame: beyond, contentOffset: 0, contentHeight: 400) == .unfocused)
    }

    @Test func nothingOrNonsenseIsNoFocus() {
        #expect(SheetFocus(responderFrame: nil, contentOffset: 0, contentHeight: 0) == .unfocused)
        let field = HostRect(x: 0, y: 300, width: 100, height: 44)
        #expect(SheetFocus(responderFrame: field, contentOffset: .nan, contentHeight: 0) == .unfocused)
        #expect(SheetFocus(responderFrame: HostRect(x: 0, y: .infinity, width: 1, height: 44), contentOffset: 0,
                           contentHeight: 0) == .unfocused)
        #expect(SheetFocus(responderFrame: HostRect(x: 0, y: 300, width: 100, height: 0), contentOffset: 0,
                           contentHeight: 0) == .unfocused)
        #expect(SheetFocus(responderFrame: HostRect(x: 0, y: 300, width: 100, height: -5), contentOffset: 0,
                           contentHeight: 0) == .unfocused)
    }
}
