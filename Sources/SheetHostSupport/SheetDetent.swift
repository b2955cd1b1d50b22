import SheetCore

/// A resting height of a sheet with a name, as a host's API speaks of it: the engine's
/// `Detent` under an identifier that stays the same whatever index the detent has.
///
/// A list of detents is ordered lowest first, as the engine's is; the engine refuses two
/// detents of one kind that do not ascend.
public struct SheetDetent: Equatable, Sendable {
    /// The name of a detent, unique within a sheet.
    public struct Identifier: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The name.
        public let rawValue: String

        /// The identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The identifier named `value`.
        public init(stringLiteral value: String) { rawValue = value }

        /// `SheetDetent.medium`'s.
        public static let medium: Identifier = "medium"
        /// `SheetDetent.large`'s.
        public static let large: Identifier = "large"
        /// `SheetDetent.fitted()`'s unless told otherwise.
        public static let fitted: Identifier = "fitted"

        /// The name.
        public var description: String { rawValue }
    }

    /// Its name.
    public var identifier: Identifier
    /// The height, as the engine takes it.
    public var detent: Detent

    /// `detent` named `identifier`.
    public init(_ detent: Detent, identifier: Identifier) {
        self.identifier = identifier
        self.detent = detent
    }

    /// `height` points visible above the bottom of the viewport (or of the keyboard).
    public static func points(_ height: Double, identifier: Identifier) -> SheetDetent {
        SheetDetent(.points(height), identifier: identifier)
    }

    /// `fraction`, in (0, 1], of the viewport's height below its top safe-area inset.
    public static func fraction(_ fraction: Double, identifier: Identifier) -> SheetDetent {
        SheetDetent(.fraction(fraction), identifier: identifier)
    }

    /// As tall as the content (its preferred or fitting height) plus the bottom
    /// safe-area inset.
    public static func fitted(identifier: Identifier = .fitted) -> SheetDetent {
        SheetDetent(.content, identifier: identifier)
    }

    /// Half of the height below the top safe-area inset.
    public static let medium = SheetDetent.fraction(0.5, identifier: .medium)
    /// The whole height below the top safe-area inset.
    public static let large = SheetDetent.fraction(1, identifier: .large)
}

extension Array where Element == SheetDetent {
    /// The index of the detent named `identifier`, nil when none is.
    public func index(of identifier: SheetDetent.Identifier) -> Int? {
        firstIndex { $0.identifier == identifier }
    }

    /// The identifier of the detent at `index`, nil out of range.
    public func identifier(at index: Int) -> SheetDetent.Identifier? {
        indices.contains(index) ? self[index].identifier : nil
    }

    /// The detents as the engine takes them.
    public var engineDetents: [Detent] { map(\.detent) }
}
