import SheetCore
import SheetHostSupport
import Testing

/// A hosted sheet on every side, floating or attached: what its views are given, from the
/// engine's rectangle and the geometry measured on an engine of its own.
@MainActor
@Suite struct SheetGeometryTests {
    /// The grabber the UIKit host draws: a 36 x 5 capsule, 5 points in from the free edge.
    func grabber(_ layout: SheetLayout) -> HostRect {
        layout.grabberFrame(length: 36, thickness: 5, margin: 5)
    }

    /// A top sheet 200 points below the status bar reaches up under it: 247 points from the
    /// top, its content over all of it, its bottom corners rounded and its grabber at its
    /// bottom edge. It comes in from the top with its content.
    @Test func aTopSheetIsLaidOutFromItsBottomEdge() throws {
        let stage = try Stage()
        var settings = SheetSettings(detents: [.points(200, identifier: "banner")])
        settings.edge = .top
        settings.grabber = .visible
        settings.setTransitions(.slide(duration: 0.2, curve: .linear))
        let (sheet, recorder) = stage.sheet(settings)
        let geometry = try #require(sheet.geometry)
        #expect(geometry == SheetGeometry(edge: .top, side: .top, floats: false, contentExtent: 247, crossSize: 390,
                                          detentProgress: [1]))
        try sheet.present(now: stage.now)
        stage.host.displayFrame(targetTimestamp: stage.host.clock.latest + 0.1)
        // Halfway in: its top along its axis halfway from 844 to 597, its bottom edge at 123.5.
        var layout = try #require(recorder.layout)
        #expect(close(sheet.frame?.rect.height ?? .nan, 123.5))
        #expect(layout.side == .top)
        #expect(close(layout.sheetFrame.minY, -123.5) && layout.sheetFrame.height == 247)
        #expect(layout.contentFrame == HostRect(x: 0, y: 0, width: 390, height: 247))
        // 76.5 of the banner's 200 points show below the status bar.
        #expect(close(sheet.position?.detentProgress ?? .nan, 76.5 / 200 - 1))
        stage.runUntilIdle()
        layout = try #require(recorder.layout)
        #expect(layout.sheetFrame == HostRect(x: 0, y: 0, width: 390, height: 247))
        #expect(layout.corners == [.bottomLeft, .bottomRight])
        #expect(grabber(layout) == HostRect(x: 177, y: 237, width: 36, height: 5))
        // Scaled, the sheet keeps its bottom edge where it is.
        #expect(layout.scaleTranslationX == 0 && layout.scaleTranslationY == 0)
        let position = try #require(sheet.position)
        #expect(position.edge == .top && position.rect == HostRect(x: 0, y: 0, width: 390, height: 247))
        #expect(position.detentProgress == 0 && position.detent == "banner")
    }

    /// A trailing side sheet 256 points wide spans the height between the safe areas, its
    /// grabber upright at its inner edge; in a right-to-left layout it is on the left, at
    /// once, with nothing reported.
    @Test func aSideSheetIsLaidOutAcrossItsEdgeAndMirrored() throws {
        let stage = try Stage()
        var settings = SheetSettings(detents: [.points(256, identifier: "settings")])
        settings.edge = .trailing
        let (sheet, recorder) = stage.sheet(settings)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        _ = recorder.take()
        var layout = try #require(recorder.layout)
        #expect(layout.side == .right)
        #expect(layout.sheetFrame == HostRect(x: 134, y: 47, width: 256, height: 763))
        #expect(layout.contentFrame == HostRect(x: 0, y: 0, width: 256, height: 763))
        #expect(layout.corners == [.topLeft, .bottomLeft])
        #expect(grabber(layout) == HostRect(x: 5, y: 363.5, width: 5, height: 36))
        #expect(sheet.geometry?.contentExtent == 256 && sheet.geometry?.crossSize == 763)
        try stage.host.setLayoutDirection(.rightToLeft)
        #expect(!stage.framesRequested)
        layout = try #require(recorder.layout)
        #expect(layout.side == .left)
        #expect(layout.sheetFrame == HostRect(x: 0, y: 47, width: 256, height: 763))
        #expect(layout.corners == [.topRight, .bottomRight])
        #expect(grabber(layout) == HostRect(x: 246, y: 363.5, width: 5, height: 36))
        #expect(recorder.take().isEmpty)
        #expect(sheet.selectedDetentIdentifier == "settings")
    }

    /// A side sheet moves along x: a quick swipe toward its edge flings it out.
    @Test func aSideSheetIsFlungOutAcross() throws {
        let stage = try Stage()
        var settings = SheetSettings(detents: [.points(256, identifier: "settings")])
        settings.edge = .trailing
        let (sheet, recorder) = stage.sheet(settings)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        _ = recorder.take()
        let start = stage.now
        #expect(try sheet.touchBegan(at: HostPoint(x: 200, y: 400), time: start) == .sheet)
        for step in 1...12 {
            let x = 200 + 15 * Double(step)
            try sheet.pan(step == 1 ? .began : .changed, at: HostPoint(x: x, y: 400),
                          translation: HostPoint(x: x - 200, y: 0), time: start + Double(step) / 120)
        }
        try sheet.touchEnded(at: HostPoint(x: 380, y: 400), time: start + 0.1)
        try sheet.pan(.ended, at: HostPoint(x: 380, y: 400), translation: HostPoint(x: 180, y: 0), time: start + 0.1)
        stage.runUntilIdle()
        #expect(!sheet.isPresented)
        #expect(recorder.take().contains(.didDismiss(.fling)))
    }

    /// A side sheet's list scrolls by itself (across the sheet's axis): it is not handed
    /// over, and no offset is applied to it; the wide layout's side sheet turns a bottom
    /// sheet's hand-off off, and back on when it leaves.
    @Test func aSideSheetsListScrollsByItself() throws {
        let stage = try Stage()
        var settings = Sheets.maps
        settings.wideLayout = .sideTrailing
        settings.wideLayoutCondition = .widerThan(700)
        let (sheet, recorder) = stage.sheet(settings)
        #expect(sheet.handsOverScrolling)
        try sheet.present(now: stage.now)
        try sheet.scrollGeometryChanged(ScrollGeometry(contentHeight: 1500, visibleHeight: 717.3), now: stage.now)
        stage.runUntilIdle()
        #expect(sheet.handsOverScrolling)
        #expect(recorder.layouts.contains { $0?.scrollOffset == 0 })
        try stage.host.setViewport(Viewport(width: 1024, height: 768, safeTop: 24, safeBottom: 20))
        let first = recorder.layouts.count
        stage.runUntilIdle()
        #expect(!sheet.handsOverScrolling && sheet.scrollOffsetToApply() == nil)
        #expect(recorder.layouts[first...].allSatisfy { $0?.scrollOffset == nil })
        #expect(recorder.layout?.sheetFrame == HostRect(x: 1024 - 256, y: 24, width: 256, height: 768 - 44))
        try stage.host.setViewport(Phone.viewport)
        #expect(sheet.handsOverScrolling)
    }

    /// A floating card is its rectangle: 12 points in from the left, 320 wide, 16 above the
    /// home indicator's inset. Its content is laid out at its full detent's 702.9 points
    /// (0.9 of the 781 below the status bar and the card's margin) and clipped at the
    /// card's bottom edge at the peek; every corner is rounded.
    @Test func aFloatingCardIsItsRectangleWithItsContentClipped() throws {
        let stage = try Stage()
        var settings = SheetSettings(detents: [.points(300, identifier: "peek"), .fraction(0.9, identifier: "full")])
        settings.edgeInset = 16
        settings.sideInset = 12
        settings.maximumCrossSize = 320
        settings.crossAlignment = .leading
        let (sheet, recorder) = stage.sheet(settings)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        let geometry = try #require(sheet.geometry)
        #expect(geometry.floats && geometry.side == .bottom && geometry.crossSize == 320)
        #expect(close(geometry.contentExtent, 702.9))
        #expect(geometry.detentProgress.count == 2 && close(geometry.detentProgress[0], 300 / 702.9))
        var layout = try #require(recorder.layout)
        #expect(layout.sheetFrame == HostRect(x: 12, y: 494, width: 320, height: 300))
        #expect(close(layout.contentFrame.height, 702.9) && layout.contentFrame.width == 320)
        #expect(layout.corners == .all)
        try sheet.move(to: "full", now: stage.now)
        stage.runUntilIdle()
        layout = try #require(recorder.layout)
        #expect(close(layout.sheetFrame.minY, 844 - 50 - 702.9) && close(layout.sheetFrame.maxY, 794))
        #expect(sheet.position?.detentProgress == 1)
    }

    /// The geometry is measured again only when what it depends on changes: a keyboard
    /// under a floating card lifts it, and the content keeps its extent.
    @Test func theGeometryFollowsTheKeyboardAndTheContent() throws {
        let stage = try Stage()
        var settings = SheetSettings(detents: [.fitted(identifier: "fit")])
        settings.edgeInset = 16
        let (sheet, recorder) = stage.sheet(settings)
        try sheet.setContentHeight(300, now: stage.now)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        #expect(sheet.geometry?.contentExtent == 300)
        #expect(recorder.layout?.sheetFrame == HostRect(x: 0, y: 844 - 50 - 300, width: 390, height: 300))
        try stage.host.setObstruction(300, now: stage.now)
        stage.runUntilIdle()
        #expect(sheet.geometry?.contentExtent == 300)
        #expect(recorder.layout?.sheetFrame == HostRect(x: 0, y: 844 - 316 - 300, width: 390, height: 300))
        try sheet.setContentHeight(200, now: stage.now)
        stage.runUntilIdle()
        #expect(sheet.geometry?.contentExtent == 200)
        #expect(recorder.layout?.contentFrame.height == 200)
    }

    /// New settings that turn a presented sheet's edge move it there, at its detent, and
    /// its content is laid out anew across its new axis: 0.6 of the 390 points' width.
    @Test func aNewEdgeMovesAPresentedSheet() throws {
        let stage = try Stage()
        var settings = Sheets.container
        let (sheet, recorder) = stage.sheet(settings)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        _ = recorder.take()
        #expect(close(sheet.geometry?.contentExtent ?? .nan, 0.6 * 797))
        settings.edge = .leading
        try sheet.setSettings(settings, now: stage.now)
        stage.runUntilIdle()
        let layout = try #require(recorder.layout)
        #expect(layout.side == .left)
        #expect(close(layout.sheetFrame.width, 0.6 * 390) && layout.sheetFrame.minX == 0)
        #expect(close(layout.contentFrame.width, 0.6 * 390) && layout.contentFrame.height == 763)
        #expect(sheet.selectedDetentIdentifier == "page")
        #expect(recorder.take().isEmpty)
    }

    /// Without a viewport, or with insets the engine refuses, there is no geometry; the
    /// settings that would make the sheet say where it would be before it is presented.
    @Test func aSheetTheEngineWouldNotPlaceHasNoGeometry() throws {
        let host = SheetHost()
        var settings = SheetSettings()
        settings.edge = .leading
        let sheet = HostedSheet(host: host, settings: settings)
        #expect(sheet.geometry == nil)
        try host.setViewport(Phone.viewport)
        #expect(sheet.geometry?.side == .left && sheet.geometry?.contentExtent == 390)
        try sheet.setSettings({ var s = settings; s.edgeInset = 400; return s }(), now: 0)
        #expect(sheet.geometry == nil)
        try sheet.setSettings(settings, now: 0)
        #expect(sheet.geometry?.side == .left)
    }
}
