#if canImport(UIKit)
import UIKit

/// A filled button near the top of an example screen (content: no sheet code).
@MainActor
func makeExampleButton(_ title: String, target: Any, action: Selector) -> UIButton {
    let button = UIButton(configuration: .filled())
    button.setTitle(title, for: .normal)
    button.addTarget(target, action: action, for: .touchUpInside)
    button.frame = CGRect(x: 20, y: 120, width: 240, height: 44)
    return button
}
#endif
