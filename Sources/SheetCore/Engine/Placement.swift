/// Where a sheet lies, as its configuration, the viewport and the layout direction place
/// it: the side of the viewport it is attached to, how far it floats off that side, its
/// span across its axis, and the viewport its motions along the axis move in.
///
/// The engine moves every sheet as a bottom sheet moves in `space`: a viewport turned so
/// that the sheet's side is at its bottom, with the sheet's top moving along `space`'s
/// height. A top sheet's space is the viewport upside down (its y is the viewport's
/// height less y); a sheet on the left's is the viewport turned so that x runs from the
/// right (its y is the viewport's width less x); one on the right's runs along x. So
/// detents, drags, rubber bands, flings, dismissals, stacks and the animators work alike
/// on every side, and a bottom sheet's space is the viewport itself.
@usableFromInline
struct Placement: Equatable {
    /// A side of the viewport, after the layout direction.
    @usableFromInline
    enum Side: Equatable {
        case bottom, top, left, right
    }

    /// The side the sheet is attached to.
    @usableFromInline var side: Side
    /// The sheet's side as configured (after the wide layout): what frames report.
    @usableFromInline var edge: SheetEdge
    /// Points between the sheet and its side: more than 0 for a floating card.
    @usableFromInline var gap: Double
    /// Where the sheet begins across its axis (x for the bottom and the top, y for the
    /// left and the right), points, and how far it spans.
    @usableFromInline var crossStart: Double
    @usableFromInline var crossLength: Double
    /// Whether it spans all the room across its axis: no side inset, no cap shorter than
    /// the viewport.
    var spansCrossAxis: Bool
    /// Every detent this long along the axis, points (a wide layout's side sheet); nil:
    /// the detents as configured.
    var fixedExtent: Double?
    /// Whether the highest detent is centred between the safe areas (a wide layout's
    /// centred card): the gap grows to centre it.
    var centresHighestDetent: Bool
    /// Whether the highest detent takes all the room there is (a wide layout's floating
    /// card, at full height less its margins).
    var highestFillsRoom: Bool
    /// The viewport the sheet moves in: `height` along the axis, `width` across it,
    /// `safeTop` what it never rises past at the far side, `obstruction` what its visible
    /// heights are measured above (a keyboard, the top safe area of a top sheet, a floating
    /// card's gap), `safeBottom` what a `.content` detent adds.
    @usableFromInline var space: Viewport

    private init(side: Side, edge: SheetEdge, gap: Double, crossStart: Double, crossLength: Double, spansCrossAxis: Bool,
                 fixedExtent: Double?, centresHighestDetent: Bool, highestFillsRoom: Bool, space: Viewport) {
        self.side = side
        self.edge = edge
        self.gap = gap
        self.crossStart = crossStart
        self.crossLength = crossLength
        self.spansCrossAxis = spansCrossAxis
        self.fixedExtent = fixedExtent
        self.centresHighestDetent = centresHighestDetent
        self.highestFillsRoom = highestFillsRoom
        self.space = space
    }

    /// A bottom sheet across the whole width of `viewport`: what every sheet was before
    /// there were sides, and what `Viewport.unset` places a sheet as.
    static func bottom(in viewport: Viewport) -> Placement {
        Placement(side: .bottom, edge: .bottom, gap: 0, crossStart: 0, crossLength: viewport.width, spansCrossAxis: true, fixedExtent: nil,
                  centresHighestDetent: false, highestFillsRoom: false, space: viewport)
    }

    /// Whether it is a plain bottom sheet across the whole viewport, whose frame the frame
    /// path works out without the placement.
    var isPlainBottom: Bool {
        side == .bottom && gap == 0 && spansCrossAxis
    }

    /// Whether a sheet on `side` moves up and down (the bottom and the top) rather than
    /// across.
    static func isVertical(_ side: Side) -> Bool { side == .bottom || side == .top }

    /// Whether the sheet floats off its side (every corner rounded).
    @inlinable var floats: Bool { gap > 0 }

    /// Whether the content scrolls along the axis, so that drags are handed between the
    /// sheet and its content: on the bottom and the top. A side sheet's content scrolls
    /// across its axis, and drags along it move the sheet.
    var handsOffScrolling: Bool { side == .bottom || side == .top }

    /// Whether the content's offset runs against the axis: on the top, where the content
    /// begins at the attached side.
    @inlinable var mirrorsContent: Bool { side == .top }

    /// Default margins of the wide layouts' cards, points: Material 3's detached side
    /// sheet's, `m3_side_sheet_margin_detached` 16dp.
    static let wideMargin = 16.0
    static let floatingCardWidth = 320.0
    static let sideSheetWidth = 256.0
    static let centredCardWidth = 640.0

    /// The placement of a sheet configured so, in `viewport` (physical), with `direction`.
    init(_ configuration: borrowing SheetConfiguration, in viewport: Viewport, direction: SheetLayoutDirection) {
        var edge = configuration.edge
        var gap = configuration.edgeInset
        var sideInset = configuration.sideInset
        var maximumCross = configuration.maximumCrossSize ?? .infinity
        var alignment = configuration.crossAlignment
        var fixedExtent: Double?
        var centres = false
        var fills = false
        let layout = viewport.width > configuration.wideThreshold ? configuration.wideLayout : .same
        switch layout {
        case .same:
            break
        case .floatingLeading:
            edge = .bottom
            gap = Self.wideMargin
            sideInset = Self.wideMargin
            maximumCross = Self.floatingCardWidth
            alignment = .leading
            fills = true
        case .sideTrailing:
            edge = .trailing
            gap = 0
            sideInset = 0
            maximumCross = .infinity
            fixedExtent = Self.sideSheetWidth
        case .centered:
            edge = .bottom
            gap = Self.wideMargin
            sideInset = Self.wideMargin
            maximumCross = Self.centredCardWidth
            alignment = .center
            centres = true
        }
        let leftToRight = direction == .leftToRight
        let side: Side = switch edge {
        case .bottom: .bottom
        case .top: .top
        case .leading: leftToRight ? .left : .right
        case .trailing: leftToRight ? .right : .left
        }
        // Across the axis: the width for the bottom and the top; for the sides, the height
        // between the top safe area and the keyboard or the bottom safe area.
        let crossFrom: Double, crossTo: Double
        switch side {
        case .bottom, .top:
            crossFrom = 0
            crossTo = viewport.width
        case .left, .right:
            crossFrom = viewport.safeTop
            crossTo = max(viewport.safeTop, viewport.height - max(viewport.safeBottom, viewport.obstruction))
        }
        let room = max(0, crossTo - crossFrom - 2 * sideInset)
        let length = min(room, maximumCross)
        // Leading is the left in a left-to-right layout across the width, and the top
        // down the side of the viewport.
        let startsAtLow = switch side {
        case .bottom, .top: alignment == .leading ? leftToRight : !leftToRight
        case .left, .right: alignment == .leading
        }
        let start: Double = switch alignment {
        case .center: crossFrom + sideInset + (room - length) / 2
        case .leading, .trailing: startsAtLow ? crossFrom + sideInset : crossTo - sideInset - length
        }
        // Along the axis: the space a bottom sheet would have on that side.
        var space: Viewport
        var obstruction: Double
        switch side {
        case .bottom:
            space = Viewport(width: length, height: viewport.height, safeTop: viewport.safeTop + gap,
                             safeBottom: gap > 0 ? 0 : viewport.safeBottom)
            obstruction = gap > 0 ? max(viewport.safeBottom, viewport.obstruction) + gap : viewport.obstruction
        case .top:
            space = Viewport(width: length, height: viewport.height,
                             safeTop: max(viewport.safeBottom, viewport.obstruction) + gap, safeBottom: 0)
            obstruction = viewport.safeTop + gap
        case .left, .right:
            space = Viewport(width: length, height: viewport.width, safeTop: gap, safeBottom: 0)
            obstruction = gap
        }
        // A viewport too small for the gaps leaves the sheet no room rather than a
        // negative one.
        space.obstruction = min(obstruction, max(0, space.height - space.safeTop))
        self.init(side: side, edge: edge, gap: gap, crossStart: start, crossLength: length,
                  spansCrossAxis: sideInset == 0 && length >= crossTo - crossFrom, fixedExtent: fixedExtent,
                  centresHighestDetent: centres, highestFillsRoom: fills, space: space)
    }

    /// A point of the viewport in the sheet's space: `cross` across the axis, `along` the
    /// axis (the y a bottom sheet's space has for it).
    func spacePoint(x: Double, y: Double, in viewport: Viewport) -> (cross: Double, along: Double) {
        switch side {
        case .bottom: (x, y)
        case .top: (x, viewport.height - y)
        case .left: (y, viewport.width - x)
        case .right: (y, x)
        }
    }

    /// The sheet's rectangle in the viewport when its top in `space` is at `top` and its
    /// attached side at `near` (`nearEdge`).
    @inlinable
    func rect(top: Double, near: Double, in viewport: Viewport) -> SheetRect {
        let extent = max(0, near - top)
        switch side {
        case .bottom: return SheetRect(x: crossStart, y: top, width: crossLength, height: extent)
        case .top: return SheetRect(x: crossStart, y: viewport.height - near, width: crossLength, height: extent)
        case .left: return SheetRect(x: viewport.width - near, y: crossStart, width: extent, height: crossLength)
        case .right: return SheetRect(x: top, y: crossStart, width: extent, height: crossLength)
        }
    }

    /// Where the sheet's attached side lies in `space` when its top is at `top`: the
    /// viewport's edge for an attached sheet; for a floating card, its gap's line, or its
    /// top plus its lowest detent once less than that shows, so that it leaves whole.
    @inlinable
    func nearEdge(top: Double, lowestHeight: Double) -> Double {
        floats ? max(space.baseline, top + lowestHeight) : space.height
    }

    /// The corners the corner radius rounds: every one of a floating card; the two at the
    /// free side of an attached sheet.
    @inlinable var corners: SheetCorners {
        if floats { return .all }
        return switch side {
        case .bottom: [.topLeft, .topRight]
        case .top: [.bottomLeft, .bottomRight]
        case .left: [.topRight, .bottomRight]
        case .right: [.topLeft, .bottomLeft]
        }
    }
}
