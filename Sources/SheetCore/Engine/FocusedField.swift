/// The field of a sheet's content that has the keyboard's focus: where it lies along the
/// content, in content points from the content's top (the content being laid out from
/// the sheet's top edge), and how tall it is. The engine scrolls the content so that it
/// shows above a keyboard and the footer (`SheetEngine.setFocus(_:y:height:now:)`).
struct FocusedField: Equatable {
    /// Points from the content's top to the field's top.
    var y: Double
    /// Points, > 0.
    var height: Double

    /// Points kept between the field and what would cover it, or the sheet's top edge:
    /// Material 3's margin for compact windows, 16 dp (m3.material.io, "Applying layout:
    /// compact window size class").
    static let margin = 16.0

    /// The content offset that shows the field, points, for a sheet whose top is at
    /// `top` and whose content may show down to `bottom` (a footer's top, a keyboard's
    /// top, the top of the bottom safe area), given the offset the content is at: the
    /// same offset when the field shows, else the least offset that brings the field's
    /// bottom `margin` above `bottom`; a field taller than the room shows from its top,
    /// `margin` below the sheet's.
    func offset(showingFrom offset: Double, top: Double, bottom: Double) -> Double {
        // Scrolled by less than this, the field's bottom is too low.
        let least = top + y + height + Self.margin - bottom
        // Scrolled by more than this, the field's top is above the sheet's top.
        let most = y - Self.margin
        guard least <= most else { return max(offset, most) }
        return min(max(offset, least), max(offset, most))
    }
}
