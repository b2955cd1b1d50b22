import SheetCore

/// Where the engine places a sheet in the host's viewport, whatever the moment of its
/// motion: the side it is on (after a wide layout and the layout direction), whether it
/// floats, how far its content reaches along its axis and across it, and where its
/// detents are. A host lays the content out from it once (the sheet slides over it), and
/// says where between its detents the sheet is (`SheetPosition.detentProgress`).
///
/// The engine alone knows how it places a sheet (its side in a wide layout, a floating
/// card's margins, the heights of its detents in that place, under a keyboard), and a
/// frame shows one moment of it: `HostedSheet` measures the rest on an engine of its own
/// with the same viewport, layout direction, configuration and content height, rather
/// than placing the sheet a second time itself.
public struct SheetGeometry: Equatable, Sendable {
    /// The side the sheet is on, as frames report it.
    public var edge: SheetEdge
    /// That side as drawn.
    public var side: SheetSide
    /// Whether it floats off its side as a card.
    public var floats: Bool
    /// Points along the sheet's axis that its content is laid out over: the sheet's
    /// extent at its highest detent (its height at the bottom or the top, its width on a
    /// side), less what a keyboard covers of a sheet attached to the bottom.
    public var contentExtent: Double
    /// Points across its axis: its width at the bottom or the top, its height on a side.
    public var crossSize: Double
    /// `SheetFrame.progress` at each detent, lowest first: the detents' visible extents
    /// over the highest one's.
    public var detentProgress: [Double]

    /// A geometry of these measures.
    public init(edge: SheetEdge, side: SheetSide, floats: Bool, contentExtent: Double, crossSize: Double,
                detentProgress: [Double]) {
        self.edge = edge
        self.side = side
        self.floats = floats
        self.contentExtent = contentExtent
        self.crossSize = crossSize
        self.detentProgress = detentProgress
    }

    /// The geometry of a sheet resting at its highest detent in `frame`, with its detents
    /// at `detentProgress`, in an engine whose viewport is `viewport` and layout direction
    /// `direction`.
    init(highest frame: SheetFrame, viewport: Viewport, direction: SheetLayoutDirection, detentProgress: [Double]) {
        let side = SheetSide(frame.edge, direction: direction)
        let floats = frame.corners == .all
        let along = side.isVertical ? frame.rect.height : frame.rect.width
        // A keyboard covers the part of an attached bottom sheet below its visible height;
        // a top sheet reaches under the top safe area, which its content's own safe area
        // keeps clear.
        let covered = side == .bottom && !floats ? viewport.obstruction : 0
        self.init(edge: frame.edge, side: side, floats: floats, contentExtent: max(0, along - covered),
                  crossSize: side.isVertical ? frame.rect.width : frame.rect.height, detentProgress: detentProgress)
    }

    /// What one frame tells of the geometry, when nothing better is known: the content
    /// over the sheet as it is now, and no detents.
    init(frame: SheetFrame, direction: SheetLayoutDirection) {
        let side = SheetSide(frame.edge, direction: direction)
        self.init(edge: frame.edge, side: side, floats: frame.corners == .all,
                  contentExtent: side.isVertical ? frame.rect.height : frame.rect.width,
                  crossSize: side.isVertical ? frame.rect.width : frame.rect.height, detentProgress: [])
    }
}

/// Measures a sheet's `SheetGeometry` on an engine of its own: a sheet with the same
/// configuration and content height, in the same viewport (keyboard included) and layout
/// direction, moved to each detent at once. Measured again only when one of those
/// changes, so that following a sheet frame by frame costs a comparison.
final class GeometryProbe {
    /// What a measurement depends on.
    private struct Inputs: Equatable {
        var configuration: SheetConfiguration
        var contentHeight: Double
        var viewport: Viewport
        var direction: SheetLayoutDirection
    }

    private let engine = SheetEngine(eventCapacity: 16)
    private var sheet: SheetID?
    private var measured: (inputs: Inputs, geometry: SheetGeometry?)?
    /// The probe engine's clock: one second on for each command.
    private var now = 0.0

    /// The geometry of a sheet configured so, with content `contentHeight` points tall, in
    /// `viewport` with `direction`; nil when the engine would place no such sheet there
    /// (no viewport yet, insets that leave it no room).
    func geometry(configuration: SheetConfiguration, contentHeight: Double, viewport: Viewport,
                  direction: SheetLayoutDirection) -> SheetGeometry? {
        let inputs = Inputs(configuration: configuration, contentHeight: contentHeight, viewport: viewport,
                            direction: direction)
        if let measured, measured.inputs == inputs { return measured.geometry }
        let geometry: SheetGeometry?
        do {
            geometry = try measure(inputs)
        } catch {
            // A sheet the engine refused is made again at the next measurement.
            if let sheet { try? engine.destroySheet(sheet) }
            sheet = nil
            geometry = nil
        }
        while engine.pollEvent() != nil {}
        measured = (inputs, geometry)
        return geometry
    }

    private func measure(_ inputs: Inputs) throws(SheetError) -> SheetGeometry? {
        let viewport = inputs.viewport
        guard viewport.isSet else { return nil }
        if !engine.viewport.isSet || !engine.viewport.sameGeometry(as: viewport) {
            try engine.setViewport(Viewport(width: viewport.width, height: viewport.height,
                                            safeTop: viewport.safeTop, safeBottom: viewport.safeBottom))
        }
        if engine.viewport.obstruction != viewport.obstruction {
            try engine.setObstruction(viewport.obstruction, now: step())
        }
        try engine.setLayoutDirection(inputs.direction)
        // Every motion arrives at once.
        var configuration = inputs.configuration
        configuration.present = .fade(duration: 0)
        configuration.dismiss = .fade(duration: 0)
        configuration.settle = .fade(duration: 0)
        configuration.content = .fade(duration: 0)
        let count = configuration.detents.count
        let id: SheetID
        if let sheet {
            id = sheet
            // A keyboard on its way changes the viewport alone, frame after frame.
            if inputs.configuration != measured?.inputs.configuration {
                try engine.update(id, configuration: configuration, now: step())
            }
            if inputs.contentHeight != measured?.inputs.contentHeight {
                try engine.setContentHeight(id, height: inputs.contentHeight, now: step())
            }
        } else {
            id = try engine.createSheet(configuration)
            sheet = id
            try engine.setContent(id, contentID: 1, height: inputs.contentHeight, now: step())
            try engine.present(id, detent: count - 1, now: step())
        }
        try engine.tick(now: step())
        var progress: [Double] = []
        progress.reserveCapacity(count)
        var highest = SheetFrame()
        for detent in 0..<count {
            try engine.moveToDetent(id, detent: detent, now: step())
            try engine.tick(now: step())
            guard let frame = engine.frame(of: id) else { return nil }
            progress.append(frame.progress)
            highest = frame
        }
        return SheetGeometry(highest: highest, viewport: engine.viewport, direction: inputs.direction,
                             detentProgress: progress)
    }

    private func step() -> Double {
        now += 1
        return now
    }
}
