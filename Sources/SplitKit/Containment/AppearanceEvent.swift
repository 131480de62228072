/// One appearance callback delivered to a view controller, as seen by observers.
///
/// Install ``ViewController/onAppearanceEvent`` on any controller (usually the root) to see
/// the events of that controller and all its descendants, in delivery order.
public struct AppearanceEvent: Sendable, CustomStringConvertible {
  /// Which callback ran.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// ``ViewController/viewWillAppear(_:)``.
    case willAppear
    /// ``ViewController/viewDidAppear(_:)``.
    case didAppear
    /// ``ViewController/viewWillDisappear(_:)``.
    case willDisappear
    /// ``ViewController/viewDidDisappear(_:)``.
    case didDisappear
  }

  /// The callback.
  public let kind: Kind
  /// The controller that received it.
  public let viewController: ViewController
  /// The controller's title, or its type name when it has none; the title as it was at
  /// delivery.
  public var name: String { title ?? String(describing: type(of: viewController)) }
  /// The title at delivery.
  ///
  /// The type name is spelled only when someone reads ``name``: `String(describing:)` goes
  /// through reflection, and the first frame delivers one event per controller.
  let title: String?
  /// Whether the change is animated.
  public let animated: Bool

  /// A compact description such as `willAppear(Inbox)`, using the title or the type name.
  public var description: String { "\(kind.rawValue)(\(name))" }
}
