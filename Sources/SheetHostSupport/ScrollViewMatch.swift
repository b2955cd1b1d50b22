/// A view of a toolkit's view tree, as `matchScrollView(for:within:)` sees it.
@MainActor
public protocol ScrollMatchNode: Equatable {
    /// The view it is inside; nil for the root of its tree.
    var parentNode: Self? { get }
    /// The views inside it.
    var childNodes: [Self] { get }
    /// Its rectangle, in one coordinate space shared by the whole tree (a window's).
    var frameInRoot: HostRect { get }
    /// Whether it is a scroll view that scrolls vertically.
    var scrollsVertically: Bool { get }
}

/// The scroll view a probe stands for, and how it was found.
///
/// A sheet needs only the scroll view (`scrollView`). Which rule found it is kept, and
/// public, for diagnostics: a probe meant to lie over a scroll view that is found
/// enclosing it instead sits somewhere else than its modifier meant, and a host or a test
/// can say so.
public enum ScrollViewMatch<Node: Equatable>: Equatable {
    /// The scroll view the probe lies over: their rectangles overlap by at least
    /// `coveringOverlap` of their union (a probe placed behind or in front of the scroll
    /// view, with its frame).
    case covering(Node)
    /// The nearest scroll view the probe is inside (a probe placed in its content).
    case enclosing(Node)
    /// No scroll view: the sheet drags as a whole.
    case none

    /// The share of the union of two rectangles their intersection must cover for a probe
    /// to stand for the scroll view under it.
    public static var coveringOverlap: Double { 0.8 }

    /// The scroll view found, if any.
    public var scrollView: Node? {
        switch self {
        case .covering(let node), .enclosing(let node): node
        case .none: nil
        }
    }
}

/// The vertical scroll view that `probe`, a view a toolkit placed to mark one, stands for,
/// among the views of `root` (the sheet's content).
///
/// A probe placed beside a scroll view, as a background or overlay with its frame (what a
/// modifier on a SwiftUI `ScrollView` or `List` places, outside the `UIScrollView` behind
/// it), covers it: of the vertical scroll views under `root`, the one whose rectangle
/// overlaps the probe's most, by at least `coveringOverlap` of their union, is taken; of
/// two that overlap it alike, the deeper one (a scroll view that fills another). Failing
/// that, a probe inside a scroll view's content is taken to mean the nearest scroll view
/// it is inside. Failing both, there is none. Scroll views that scroll only sideways are
/// never taken.
@MainActor
public func matchScrollView<Node: ScrollMatchNode>(for probe: Node, within root: Node) -> ScrollViewMatch<Node> {
    let probeFrame = probe.frameInRoot
    if !probeFrame.isEmpty {
        var best: (node: Node, overlap: Double, depth: Int)?
        var pending: [(node: Node, depth: Int)] = [(root, 0)]
        while let (node, depth) = pending.popLast() {
            pending += node.childNodes.map { ($0, depth + 1) }
            guard node != probe, node.scrollsVertically else { continue }
            let overlap = overlapOverUnion(probeFrame, node.frameInRoot)
            guard overlap >= ScrollViewMatch<Node>.coveringOverlap else { continue }
            if let current = best, current.overlap > overlap || (current.overlap == overlap && current.depth >= depth) {
                continue
            }
            best = (node, overlap, depth)
        }
        if let best { return .covering(best.node) }
    }
    var ancestor = probe.parentNode
    while let node = ancestor {
        if node.scrollsVertically { return .enclosing(node) }
        if node == root { break }
        ancestor = node.parentNode
    }
    return .none
}

/// The area of the intersection of `a` and `b` over the area of their union, [0, 1].
func overlapOverUnion(_ a: HostRect, _ b: HostRect) -> Double {
    let width = min(a.maxX, b.maxX) - max(a.minX, b.minX)
    let height = min(a.maxY, b.maxY) - max(a.minY, b.minY)
    guard width > 0, height > 0 else { return 0 }
    let intersection = width * height
    let union = a.width * a.height + b.width * b.height - intersection
    guard union > 0, union.isFinite else { return 0 }
    return intersection / union
}
