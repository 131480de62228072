public import SplitKit
public import SplitKitTerminal

/// One example of the gallery: a split view built for one source document's scenario, and
/// how the terminal host should run it.
///
/// An app owns its controllers and is its split view's delegate where the document uses
/// one (the split view holds its delegate weakly, so keep the app alive while it runs).
///
/// ```swift
/// let app = SlidingMasterApp(rows: 20)
/// let host = SplitHost(split: app.split, terminal: try PosixTerminal(), clock: ContinuousClock(),
///                      configuration: app.configuration)
/// try host.run()
/// ```
@MainActor
public protocol GalleryApp: AnyObject {
  /// The split view the host runs.
  var split: SplitViewController { get }
  /// The host configuration this example wants (thresholds, keys).
  var configuration: HostConfiguration { get }
  /// Starts reading time from `clock`, the clock the host runs on, for apps that show times.
  ///
  /// - Parameter clock: The host's clock.
  func useClock(_ clock: any Clock<Duration>)
}

extension GalleryApp {
  /// Does nothing: the app shows no times.
  public func useClock(_ clock: any Clock<Duration>) {}
}
