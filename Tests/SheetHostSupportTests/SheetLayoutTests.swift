import SheetCore
import SheetHostSupport
import Testing

@Suite struct SheetLayoutTests {
    /// The maps sheet's content is laid out as tall as its full detent: 0.9 · 797 (717.3,
    /// as the engine multiplies it).
    let mapsContent = 0.9 * 797.0

    func frame(top: Double, scale: Double = 1, state: SheetState = .resting) -> SheetFrame {
        var frame = SheetFrame()
        frame.state = state
        frame.top = top
        frame.height = Phone.height - top
        frame.scale = scale
        frame.rect = SheetRect(x: 0, y: top, width: 390, height: Phone.height - top)
        return frame
    }

    @Test func aSheetBelowItsHighestDetentSlidesWithItsContentOffScreen() {
        let layout = SheetLayout(frame: frame(top: 644), contentExtent: mapsContent)
        #expect(layout.isVisible)
        #expect(layout.sheetFrame == HostRect(x: 0, y: 644, width: 390, height: mapsContent))
        #expect(layout.contentFrame == HostRect(x: 0, y: 0, width: 390, height: mapsContent))
    }

    @Test func atItsHighestDetentTheSheetEndsAtTheBottom() {
        let top = Phone.height - mapsContent
        let layout = SheetLayout(frame: frame(top: top), contentExtent: mapsContent)
        #expect(layout.sheetFrame.maxY == Phone.height)
        #expect(layout.sheetFrame.height == mapsContent)
    }

    @Test func pulledAboveItReachesTheBottomBelowItsContent() {
        let layout = SheetLayout(frame: frame(top: 100), contentExtent: mapsContent)
        #expect(layout.sheetFrame == HostRect(x: 0, y: 100, width: 390, height: 744))
        #expect(layout.contentFrame.height == mapsContent)
    }

    @Test func aRecededSheetScalesAboutItsTopCentre() {
        let layout = SheetLayout(frame: frame(top: 365.8, scale: 0.92), contentExtent: 478.2)
        #expect(layout.scale == 0.92)
        #expect(close(layout.scaleTranslationY, -0.08 * 478.2 / 2))
        #expect(close(layout.drawnTop, 365.8))
    }

    /// The footer is placed in the sheet's coordinates so that it is drawn at the frame's
    /// footer top: on the bottom safe area at rest, at the sheet's top once less than it
    /// shows, and kept inside a sheet whose scale lifts its bottom.
    @Test func theFooterIsDrawnAtTheFootersTop() {
        var source = frame(top: Phone.top(0.5))
        source.footerTop = 750
        var layout = SheetLayout(frame: source, contentExtent: 398.5, footerHeight: 60)
        #expect(layout.footerFrame == HostRect(x: 0, y: 750 - Phone.top(0.5), width: 390, height: 60))
        source = frame(top: 800)
        source.footerTop = 800
        layout = SheetLayout(frame: source, contentExtent: 398.5, footerHeight: 60)
        #expect(layout.footerFrame?.minY == 0)
        // Shrunk by a back gesture to 0.9: the footer's top is drawn at 750.
        source = frame(top: 469.5, scale: 0.9)
        source.footerTop = 750
        layout = SheetLayout(frame: source, contentExtent: 398.5, footerHeight: 60)
        #expect(close(layout.footerFrame?.minY ?? .nan, 280.5 / 0.9))
        #expect(close(layout.drawnTop + layout.scale * (layout.footerFrame?.minY ?? .nan), 750))
        // At 0.8 that would leave the sheet (398.5 tall): the footer ends at its bottom.
        source.scale = 0.8
        layout = SheetLayout(frame: source, contentExtent: 398.5, footerHeight: 60)
        #expect(layout.footerFrame?.maxY == 398.5)
        #expect(SheetLayout(frame: source, contentExtent: 398.5).footerFrame == nil)
    }

    /// On every side the sheet is scaled about the middle of its free edge, which stays
    /// where the frame's rectangle has it.
    @Test(arguments: [SheetEdge.bottom, .top, .leading, .trailing])
    func aSheetScalesAboutTheMiddleOfItsFreeEdge(_ edge: SheetEdge) {
        var source = SheetFrame()
        source.state = .resting
        source.edge = edge
        source.scale = 0.9
        let vertical = edge == .bottom || edge == .top
        source.rect = switch edge {
        case .bottom: SheetRect(x: 0, y: 544, width: 390, height: 300)
        case .top: SheetRect(x: 0, y: 0, width: 390, height: 300)
        case .leading: SheetRect(x: 0, y: 47, width: 256, height: 763)
        case .trailing: SheetRect(x: 134, y: 47, width: 256, height: 763)
        }
        source.corners = switch edge {
        case .bottom: [.topLeft, .topRight]
        case .top: [.bottomLeft, .bottomRight]
        case .leading: [.topRight, .bottomRight]
        case .trailing: [.topLeft, .bottomLeft]
        }
        // The content reaches further than the sheet shows: an attached sheet holds it.
        let layout = SheetLayout(frame: source, contentExtent: 400)
        #expect((vertical ? layout.sheetFrame.height : layout.sheetFrame.width) == 400)
        #expect(layout.corners == source.corners)
        let drawn = layout.drawnFrame
        let rect = source.rect
        switch edge {
        case .bottom: #expect(close(drawn.minY, rect.y) && close(drawn.center.x, 195))
        case .top: #expect(close(drawn.maxY, rect.y + rect.height) && close(drawn.center.x, 195))
        case .leading: #expect(close(drawn.maxX, rect.x + rect.width) && close(drawn.center.y, 47 + 763 / 2))
        case .trailing: #expect(close(drawn.minX, rect.x) && close(drawn.center.y, 47 + 763 / 2))
        }
        #expect(close(vertical ? drawn.width : drawn.height, 0.9 * (vertical ? 390 : 763)))
    }

    /// A top sheet's footer lies along its axis as the engine puts it: 60 points up from
    /// the frame's footer top (measured, as the top, from the viewport's bottom).
    @Test func aTopSheetsFooterIsAtItsAttachedEnd() {
        var source = SheetFrame()
        source.state = .resting
        source.edge = .top
        source.corners = [.bottomLeft, .bottomRight]
        source.top = 844 - 347
        source.footerTop = 844 - 47 - 60
        source.rect = SheetRect(x: 0, y: 0, width: 390, height: 347)
        let layout = SheetLayout(frame: source, contentExtent: 347, footerHeight: 60)
        #expect(layout.footerFrame == HostRect(x: 0, y: 47, width: 390, height: 60))
        source.edge = .leading
        #expect(SheetLayout(frame: source, contentExtent: 347, footerHeight: 60).footerFrame == nil)
    }

    @Test func aHiddenSheetIsNotDrawn() {
        let layout = SheetLayout(frame: frame(top: Phone.height, state: .hidden), contentExtent: 478.2)
        #expect(!layout.isVisible)
    }

    @Test func channelsComeFromTheFrame() {
        var source = frame(top: 400)
        source.opacity = 0.5
        source.backdropAlpha = 0.3
        source.overlayAlpha = 0.1
        source.cornerRadius = 16
        source.grabberVisible = true
        source.contentID = 2
        source.contentAlpha = 0.25
        source.outgoingContentID = 1
        source.outgoingContentAlpha = 0.75
        let layout = SheetLayout(frame: source, contentExtent: 444)
        #expect(layout.alpha == 0.5)
        #expect(layout.dimmingAlpha == 0.3)
        #expect(layout.coverAlpha == 0.1)
        #expect(layout.cornerRadius == 16)
        #expect(layout.showsGrabber)
        #expect(layout.contentID == 2)
        #expect(layout.contentAlpha == 0.25)
        #expect(layout.outgoingContentID == 1)
        #expect(layout.outgoingContentAlpha == 0.75)
        #expect(layout.scrollOffset == nil)
    }

    @Test func contentIsLaidOutAtTheHighestDetentsHeight() throws {
        #expect(close(SheetLayout.highestDetentHeight([.points(200), .fraction(0.9)], viewport: Phone.viewport, contentHeight: 0), 717.3))
        // Fitted: the content and the home indicator's inset.
        #expect(SheetLayout.highestDetentHeight([.content], viewport: Phone.viewport, contentHeight: 400) == 434)
        // A keyboard 300 points tall leaves 497 points below the status bar.
        let engine = SheetEngine()
        try engine.setViewport(Phone.viewport)
        try engine.setObstruction(300, now: 0)
        #expect(SheetLayout.highestDetentHeight([.fraction(1)], viewport: engine.viewport, contentHeight: 0) == 497)
        #expect(SheetLayout.highestDetentHeight([], viewport: Phone.viewport, contentHeight: 0) == 0)
    }

    @Test @MainActor func aHostedSheetsLayoutFollowsItsFrame() throws {
        let stage = try Stage()
        let (sheet, recorder) = stage.sheet(Sheets.maps)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        let layout = try #require(recorder.layout)
        #expect(layout.sheetFrame == HostRect(x: 0, y: 644, width: 390, height: mapsContent))
        #expect(layout.dimmingAlpha == 0)
        #expect(layout.cornerRadius == 12)
        #expect(!layout.showsGrabber)
    }

    /// A fitted detent makes room for the footer below the content, and follows a footer
    /// that grows while the sheet is up.
    @Test @MainActor func aFittedSheetMakesRoomForItsFooter() throws {
        let stage = try Stage()
        var settings = Sheets.fitted
        settings.footerHeight = 60
        let (sheet, recorder) = stage.sheet(settings)
        try sheet.setContentHeight(200, now: stage.now)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        #expect(close(sheet.frame?.top ?? .nan, 844 - (200 + 60 + 34)))
        var layout = try #require(recorder.layout)
        #expect(layout.contentFrame.height == 294)
        #expect(layout.footerFrame == HostRect(x: 0, y: 200, width: 390, height: 60))
        settings.footerHeight = 80
        try sheet.setSettings(settings, now: stage.now)
        stage.runUntilIdle()
        #expect(close(sheet.frame?.top ?? .nan, 844 - (200 + 80 + 34)))
        layout = try #require(recorder.layout)
        #expect(layout.footerFrame == HostRect(x: 0, y: 200, width: 390, height: 80))
        #expect(sheet.position?.detentProgress == 0)
    }
}
