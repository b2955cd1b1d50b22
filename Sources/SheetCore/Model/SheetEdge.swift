/// The edge of the viewport a sheet is attached to, and comes from.
public enum SheetEdge: Sendable, Equatable {
    /// A bottom sheet: its detents are heights above the bottom.
    case bottom
    /// A top sheet (notifications): its detents are heights below the top safe area.
    case top
    /// The side where lines begin: the left in a left-to-right layout, the right in a
    /// right-to-left one (`SheetLayoutDirection`). Its detents are widths.
    case leading
    /// The side where lines end.
    case trailing
}

/// Which way lines run, which decides the sides `SheetEdge.leading` and `.trailing` and
/// `CrossAlignment.leading` and `.trailing` are.
public enum SheetLayoutDirection: Sendable, Equatable {
    case leftToRight
    case rightToLeft
}

/// Where a sheet narrower than the viewport across its axis sits (a column of a bottom
/// sheet, a card of a side sheet): in the middle, or at the leading or trailing end
/// (for a side sheet: the top or the bottom).
public enum CrossAlignment: Sendable, Equatable {
    case center
    case leading
    case trailing
}

/// What a sheet becomes in a viewport wider than its `SheetConfiguration.wideThreshold`.
public enum WideLayout: Sendable, Equatable {
    /// What it is everywhere else.
    case same
    /// A floating card at the leading side at full height less margins, as Apple Maps
    /// shows its sheet on an iPad or a Mac: a bottom sheet 320 points wide (UIKit's
    /// split view's default primary column width) with 16-point margins.
    case floatingLeading
    /// A side sheet at the trailing edge, as Material 3's: every detent 256 points wide
    /// (Material 3's side sheet width, `m3_comp_sheet_side_docked_container_width`).
    case sideTrailing
    /// A centred card, as an iPad's form sheet: at most 640 points wide (Material's
    /// bottom sheet maximum width, `material_bottom_sheet_max_width`), floating with
    /// 16-point margins, its highest detent centred between the safe areas.
    case centered
}
