import SheetHostSupport
import Testing

/// A view of a fake view tree: a rectangle in the window, whether it scrolls vertically,
/// its subviews.
@MainActor
private final class FakeView: ScrollMatchNode {
    let name: String
    let frameInRoot: HostRect
    let scrollsVertically: Bool
    private(set) weak var parentNode: FakeView?
    private(set) var childNodes: [FakeView] = []

    init(_ name: String, _ frame: HostRect, scrolls: Bool = false, _ children: [FakeView] = []) {
        self.name = name
        frameInRoot = frame
        scrollsVertically = scrolls
        for child in children {
            child.parentNode = self
            childNodes.append(child)
        }
    }

    nonisolated static func == (a: FakeView, b: FakeView) -> Bool { a === b }

    /// The view named `name` in this one's tree.
    func named(_ name: String) -> FakeView? {
        if self.name == name { return self }
        for child in childNodes {
            if let found = child.named(name) { return found }
        }
        return nil
    }
}

private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> HostRect {
    HostRect(x: x, y: y, width: width, height: height)
}

@MainActor
@Suite struct ScrollViewMatchTests {
    /// A sheet's content as SwiftUI lays out a `List` with a probe behind it: a header,
    /// then a host view holding the probe, and beside it the list's scroll view; a
    /// sideways gallery at the bottom, and a scroll view behind the sheet, outside it.
    private func content() -> (root: FakeView, window: FakeView) {
        let root = FakeView("content", rect(0, 200, 390, 644), [
            FakeView("header", rect(0, 200, 390, 60)),
            FakeView("host", rect(0, 260, 390, 500), [
                FakeView("probe", rect(0, 260, 390, 500)),
                FakeView("list", rect(0, 260, 390, 500), scrolls: true, [
                    FakeView("row", rect(0, 300, 390, 44), [FakeView("row probe", rect(0, 300, 390, 44))]),
                ]),
            ]),
            FakeView("gallery", rect(0, 760, 390, 84), [FakeView("gallery probe", rect(0, 760, 390, 84))]),
        ])
        let window = FakeView("window", rect(0, 0, 390, 844), [
            FakeView("presenter's list", rect(0, 0, 390, 844), scrolls: true),
            root,
        ])
        return (root, window)
    }

    @Test func aProbeBesideAScrollViewTakesTheOneItCovers() throws {
        let (root, _) = content()
        let probe = try #require(root.named("probe"))
        let list = try #require(root.named("list"))
        #expect(matchScrollView(for: probe, within: root) == .covering(list))
        #expect(matchScrollView(for: probe, within: root).scrollView === list)
    }

    @Test func aProbeInsideAScrollViewsContentTakesTheNearestEnclosingOne() throws {
        let (root, _) = content()
        let probe = try #require(root.named("row probe"))
        #expect(matchScrollView(for: probe, within: root) == .enclosing(try #require(root.named("list"))))
    }

    @Test func aProbeNearNoScrollViewFindsNone() throws {
        let (root, _) = content()
        // The gallery scrolls only sideways, and the presenter's list is outside the sheet.
        let probe = try #require(root.named("gallery probe"))
        #expect(matchScrollView(for: probe, within: root) == .none)
        #expect(matchScrollView(for: probe, within: root).scrollView == nil)
    }

    @Test func aProbeThatOverlapsTooLittleIsNotTaken() {
        // 390 x 300 of the list's 390 x 500: 60% of their union.
        let probe = FakeView("probe", rect(0, 260, 390, 300))
        let list = FakeView("list", rect(0, 260, 390, 500), scrolls: true)
        let root = FakeView("content", rect(0, 200, 390, 644), [probe, list])
        #expect(matchScrollView(for: probe, within: root) == .none)
        // 390 x 420: 84%.
        let larger = FakeView("probe", rect(0, 260, 390, 420))
        let other = FakeView("content", rect(0, 200, 390, 644), [larger, FakeView("list", rect(0, 260, 390, 500), scrolls: true)])
        #expect(matchScrollView(for: larger, within: other).scrollView?.name == "list")
    }

    @Test func ofTwoScrollViewsItCoversAlikeTheDeeperIsTaken() {
        let probe = FakeView("probe", rect(0, 260, 390, 500))
        let root = FakeView("content", rect(0, 200, 390, 644), [
            probe,
            FakeView("outer", rect(0, 260, 390, 500), scrolls: true, [
                FakeView("wrapper", rect(0, 260, 390, 500), [FakeView("inner", rect(0, 260, 390, 500), scrolls: true)]),
            ]),
        ])
        #expect(matchScrollView(for: probe, within: root).scrollView?.name == "inner")
        // The one it covers best wins over a deeper one it covers less.
        let near = FakeView("probe", rect(0, 260, 390, 500))
        let other = FakeView("content", rect(0, 200, 390, 644), [
            near,
            FakeView("exact", rect(0, 260, 390, 500), scrolls: true),
            FakeView("wrapper", rect(0, 200, 390, 644), [FakeView("taller", rect(0, 260, 390, 560), scrolls: true)]),
        ])
        #expect(matchScrollView(for: near, within: other).scrollView?.name == "exact")
    }

    @Test func theChoiceDoesNotDependOnTheOrderOfTheViews() {
        // The deeper of two it covers alike, listed after the shallower one or before it.
        for deeperFirst in [false, true] {
            let probe = FakeView("probe", rect(0, 260, 390, 500))
            let shallow = FakeView("shallow", rect(0, 260, 390, 500), scrolls: true)
            let wrapper = FakeView("wrapper", rect(0, 260, 390, 500), [FakeView("deep", rect(0, 260, 390, 500), scrolls: true)])
            let root = FakeView("content", rect(0, 200, 390, 644), deeperFirst ? [probe, wrapper, shallow] : [probe, shallow, wrapper])
            #expect(matchScrollView(for: probe, within: root).scrollView?.name == "deep")
        }
        // The one it covers best (all of it) over one it covers less (500 of 560 points).
        for bestFirst in [false, true] {
            let probe = FakeView("probe", rect(0, 260, 390, 500))
            let exact = FakeView("exact", rect(0, 260, 390, 500), scrolls: true)
            let taller = FakeView("taller", rect(0, 260, 390, 560), scrolls: true)
            let root = FakeView("content", rect(0, 200, 390, 644), bestFirst ? [probe, taller, exact] : [probe, exact, taller])
            #expect(matchScrollView(for: probe, within: root).scrollView?.name == "exact")
        }
    }

    @Test func rectanglesTooLargeToMeasureCoverNothing() {
        // 1e200 points square: their areas overflow, so no share of their union can be
        // worked out, and the probe stands for no scroll view.
        let probe = FakeView("probe", rect(0, 0, 1e200, 1e200))
        let root = FakeView("content", rect(0, 0, 390, 844), [
            probe,
            FakeView("list", rect(0, 0, 1e200, 1e200), scrolls: true),
        ])
        #expect(matchScrollView(for: probe, within: root) == .none)
    }

    @Test func theSearchStaysInsideTheRoot() throws {
        let (root, window) = content()
        let probe = try #require(root.named("gallery probe"))
        // Searched from the window, the presenter's list would overlap the whole screen.
        #expect(matchScrollView(for: probe, within: root) == .none)
        // A probe outside any scroll view does not look above the root for one to be in.
        let outside = FakeView("probe", rect(0, 0, 10, 10))
        let inner = FakeView("content", rect(0, 0, 390, 844), [outside])
        _ = FakeView("list", rect(0, 0, 390, 844), scrolls: true, [inner])
        #expect(matchScrollView(for: outside, within: inner) == .none)
        _ = window
    }

    @Test func anEmptyProbeCanStillBeInsideAScrollView() throws {
        let probe = FakeView("probe", rect(0, 300, 0, 0))
        let root = FakeView("content", rect(0, 200, 390, 644), [
            FakeView("list", rect(0, 260, 390, 500), scrolls: true, [probe]),
        ])
        #expect(matchScrollView(for: probe, within: root).scrollView?.name == "list")
    }
}
