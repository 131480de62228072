public import SplitKit

/// Records every appearance callback under a controller, for assertions.
///
/// ```swift
/// let recorder = AppearanceRecorder(observing: split)
/// split.setVisibleInWindow(true)
/// #expect(recorder.take() == ["willAppear(split)", ...])
/// ```
@MainActor
public final class AppearanceRecorder {
  /// Every event since creation or the last ``take()``, oldest first.
  public private(set) var events: [AppearanceEvent] = []

  /// Starts recording the events of `root` and its descendants (replaces its
  /// ``/SplitKit/ViewController/onAppearanceEvent``).
  ///
  /// - Parameter root: The controller whose subtree is observed; its ``/SplitKit/ViewController/onAppearanceEvent`` is
  ///   replaced.
  public init(observing root: ViewController) {
    root.onAppearanceEvent = { [weak self] event in self?.events.append(event) }
  }

  /// The recorded events as `kind(name)` strings, clearing the record.
  ///
  /// - Returns: The events since creation or the previous `take()`, oldest first, as
  ///   `kind(name)` strings such as `willAppear(List)`.
  public func take() -> [String] {
    defer { events = [] }
    return events.map(\.description)
  }

  /// The net appearance count per controller name: +1 per `didAppear`, -1 per `didDisappear`
  /// over the whole record (without clearing).
  public var balance: [String: Int] {
    events.reduce(into: [:]) { counts, event in
      switch event.kind {
      case .didAppear: counts[event.name, default: 0] += 1
      case .didDisappear: counts[event.name, default: 0] -= 1
      case .willAppear, .willDisappear: break
      }
    }
  }
}
