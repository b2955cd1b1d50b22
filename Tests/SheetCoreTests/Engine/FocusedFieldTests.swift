import Testing
@testable import SheetCore

/// The offset that shows a focused field, as a pure function of where the sheet and what
/// covers it are.
@Suite struct FocusedFieldTests {
    /// A sheet whose top is at 400 and whose content shows down to 700.
    @Test func theLeastOffsetThatShowsTheField() {
        let field = FocusedField(y: 250, height: 44)
        // Unscrolled, the field's bottom is at 694: 10 points short of the margin.
        #expect(field.offset(showingFrom: 0, top: 400, bottom: 700) == 10)
        // Scrolled further already: it shows, and stays.
        #expect(field.offset(showingFrom: 100, top: 400, bottom: 700) == 100)
        // A field well above the bottom needs nothing.
        #expect(FocusedField(y: 20, height: 44).offset(showingFrom: 0, top: 400, bottom: 700) == 0)
    }

    /// A field taller than the room between the sheet's top and the bottom shows from its
    /// top, 16 points below the sheet's top, unless the content is scrolled further.
    @Test func aTallFieldShowsItsTop() {
        let field = FocusedField(y: 100, height: 400)
        #expect(field.offset(showingFrom: 0, top: 400, bottom: 700) == 84)
        #expect(field.offset(showingFrom: 90, top: 400, bottom: 700) == 90)
    }
}
