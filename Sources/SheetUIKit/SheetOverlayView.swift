#if canImport(UIKit)
import SheetCore
import SheetHostSupport
// The iOS 16 SDK declares UIKit's accessibility traits as mutable globals.
@preconcurrency import UIKit

/// What the overlay asks of its controller.
@MainActor
protocol SheetOverlayOwner: AnyObject {
    /// What a finger landing at `point` would hit.
    func overlayHitTest(_ point: CGPoint) -> HitResult
    /// Performs an accessibility action; returns whether it was performed.
    func overlayPerform(_ action: AccessibilityAction) -> Bool
    /// The escape gesture, a back press; returns whether the sheet took it.
    func overlayEscape() -> Bool
}

/// The view of a `SheetController`: it covers the area sheets live in (the viewport),
/// with the dimming view behind the sheet and the sheet's chrome (background, rounded
/// corners, grabber, the cover over a receded sheet, the footer) around its content.
/// Touches outside an undimmed sheet go through it to the views behind.
@MainActor
final class SheetOverlayView: UIView {
    weak var owner: SheetOverlayOwner?
    let dimmingView = UIView()
    let sheetView = SheetChromeView()
    /// An empty view pinned to the keyboard layout guide: when the guide moves, it moves,
    /// and this view is laid out again, so that the guide is read as it changes.
    private let keyboardGuideProbe = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        dimmingView.frame = bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.isAccessibilityElement = false
        addSubview(dimmingView)
        sheetView.isHidden = true
        sheetView.overlay = self
        addSubview(sheetView)
        keyboardGuideProbe.isHidden = true
        keyboardGuideProbe.isUserInteractionEnabled = false
        keyboardGuideProbe.translatesAutoresizingMaskIntoConstraints = false
        insertSubview(keyboardGuideProbe, at: 0)
        NSLayoutConstraint.activate([
            keyboardGuideProbe.topAnchor.constraint(equalTo: keyboardLayoutGuide.topAnchor),
            keyboardGuideProbe.bottomAnchor.constraint(equalTo: keyboardLayoutGuide.bottomAnchor),
            keyboardGuideProbe.leadingAnchor.constraint(equalTo: leadingAnchor),
            keyboardGuideProbe.widthAnchor.constraint(equalToConstant: 0),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        switch owner?.overlayHitTest(point) ?? .none {
        case .sheet, .backdrop: super.hitTest(point, with: event)
        case .passThrough, .none: nil
        }
    }

    override func accessibilityPerformEscape() -> Bool {
        onMainActor { owner?.overlayEscape() ?? false }
    }

    /// Puts the dimming and the sheet where `layout` says; nil hides the sheet.
    func apply(_ layout: SheetLayout?) {
        guard let layout, layout.isVisible else {
            dimmingView.alpha = 0
            sheetView.isHidden = true
            return
        }
        dimmingView.alpha = CGFloat(layout.dimmingAlpha)
        sheetView.apply(layout)
    }

    /// Offers `accessibility`'s actions and value.
    func apply(_ accessibility: SheetAccessibility) {
        accessibilityViewIsModal = accessibility.isModal
        sheetView.accessibilityValue = accessibility.value
        sheetView.grabber.accessibilityValue = accessibility.value
        let actions = accessibility.actions.map { action in
            UIAccessibilityCustomAction(name: SheetAccessibility.name(of: action), target: self,
                                        selector: Self.selector(for: action))
        }
        sheetView.accessibilityCustomActions = actions
        sheetView.grabber.accessibilityCustomActions = actions
        sheetView.grabber.canExpand = accessibility.actions.contains(.expand)
        sheetView.grabber.canCollapse = accessibility.actions.contains(.collapse)
    }

    private static func selector(for action: AccessibilityAction) -> Selector {
        switch action {
        case .expand: #selector(performExpand)
        case .collapse: #selector(performCollapse)
        case .dismiss: #selector(performDismiss)
        }
    }

    @objc func performExpand() -> Bool { owner?.overlayPerform(.expand) ?? false }
    @objc func performCollapse() -> Bool { owner?.overlayPerform(.collapse) ?? false }
    @objc func performDismiss() -> Bool { owner?.overlayPerform(.dismiss) ?? false }
}

/// The sheet: its background and rounded corners (those at its free edge, or all four of
/// a floating card), the grabber at the middle of its free edge, the content, the footer
/// over the content and, over both, the cover that dims a sheet another one covers.
@MainActor
final class SheetChromeView: UIView {
    weak var overlay: SheetOverlayView?
    /// Holds the content controllers' views, laid out at the content's height.
    let contentView = UIView()
    let grabber = SheetGrabberView()
    let coverView = UIView()
    /// Drawn over the content where each layout's footer frame says.
    var footerView: UIView? {
        didSet {
            guard footerView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            guard let footerView else { return }
            footerView.isHidden = true
            insertSubview(footerView, aboveSubview: contentView)
        }
    }
    /// Drawn behind the content, filling the sheet.
    var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            guard let backgroundView else { return }
            backgroundView.frame = bounds
            backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(backgroundView, at: 0)
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        clipsToBounds = true
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        layer.cornerCurve = .continuous
        addSubview(contentView)
        coverView.backgroundColor = .black
        coverView.alpha = 0
        coverView.isUserInteractionEnabled = false
        addSubview(coverView)
        grabber.isHidden = true
        addSubview(grabber)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        coverView.frame = bounds
    }

    /// Gives the content `size` while the sheet has never been laid out.
    func sizeContentIfNeverLaidOut(_ size: CGSize) {
        if contentView.bounds.isEmpty { contentView.frame = CGRect(origin: .zero, size: size) }
    }

    func apply(_ layout: SheetLayout) {
        isHidden = false
        // Bounds and centre, not frame: the transform scales about the centre.
        transform = .identity
        let frame = layout.sheetFrame
        bounds = CGRect(x: 0, y: 0, width: frame.width, height: frame.height)
        center = CGPoint(x: frame.center.x, y: frame.center.y)
        transform = CGAffineTransform(a: CGFloat(layout.scale), b: 0, c: 0, d: CGFloat(layout.scale),
                                      tx: CGFloat(layout.scaleTranslationX), ty: CGFloat(layout.scaleTranslationY))
        alpha = CGFloat(layout.alpha)
        layer.cornerRadius = CGFloat(layout.cornerRadius)
        let corners = CACornerMask(layout.corners)
        if layer.maskedCorners != corners { layer.maskedCorners = corners }
        coverView.alpha = CGFloat(layout.coverAlpha)
        grabber.isHidden = !layout.showsGrabber
        if layout.showsGrabber {
            let size = SheetGrabberView.size
            let place = layout.grabberFrame(length: Double(size.width), thickness: Double(size.height),
                                            margin: Double(SheetGrabberView.margin))
            grabber.frame = CGRect(x: place.x, y: place.y, width: place.width, height: place.height)
        }
        let content = layout.contentFrame
        contentView.frame = CGRect(x: content.x, y: content.y, width: content.width, height: content.height)
        if let footerView {
            if let footer = layout.footerFrame {
                footerView.isHidden = false
                footerView.frame = CGRect(x: footer.x, y: footer.y, width: footer.width, height: footer.height)
            } else {
                footerView.isHidden = true
            }
        }
    }
}

/// The grabber: a capsule at the sheet's free edge, and for VoiceOver an adjustable
/// element that expands and collapses the sheet and speaks its detent.
@MainActor
final class SheetGrabberView: UIView {
    /// The capsule's size lying along the sheet's free edge, points (a design choice of
    /// this library); upright on a side sheet.
    static let size = CGSize(width: 36, height: 5)
    /// Its distance from the sheet's free edge, points.
    static let margin: CGFloat = 5
    var canExpand = false
    var canCollapse = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiaryLabel
        layer.cornerRadius = Self.size.height / 2
        isAccessibilityElement = true
        accessibilityLabel = "Sheet grabber"
        accessibilityTraits = .adjustable
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func accessibilityIncrement() {
        onMainActor {
            if canExpand { _ = (superview as? SheetChromeView)?.overlay?.performExpand() }
        }
    }

    override func accessibilityDecrement() {
        onMainActor {
            if canCollapse { _ = (superview as? SheetChromeView)?.overlay?.performCollapse() }
        }
    }
}
#endif
