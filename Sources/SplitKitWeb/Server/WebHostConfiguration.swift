public import SplitKit
public import SplitKitContent
public import SplitKitHostCore

/// Where the browser host listens, who may connect, and how the app is laid out.
///
/// ```swift
/// var configuration = WebHostConfiguration(port: 0)   // a free port
/// configuration.title = "Mailbox"
/// ```
public struct WebHostConfiguration: Sendable {
  /// The address to bind: `127.0.0.1` unless the user asks for another (`--host`).
  public var host: String
  /// The port; 0 picks a free one (the printed URL says which).
  public var port: Int
  /// The secret the page and the socket need (in the URL's `token`, then a cookie):
  /// random unless given.
  public var token: String
  /// The page's title.
  public var title: String
  /// The engine's point thresholds, applied to the viewport in CSS pixels.
  public var thresholds: SplitThresholds
  /// The key table (quit and suspend are left out: a tab has neither).
  public var keyBindings: KeyBindings
  /// How far `[` and `]` resize the primary column, in points.
  public var resizeStep: Double
  /// The app's own keys, listed in the help after the table's.
  public var additionalHelp: [KeyCommand] = []
  /// The sizes the page draws bars, rows and lines at.
  public var metrics: ContentSnapshot.Metrics
  /// The largest message the socket accepts from a page, in bytes; a larger one closes
  /// the connection.
  public var maximumMessageSize: Int
  /// How many messages a page may send per second; more close the connection.
  public var maximumMessagesPerSecond: Int
  /// How long a tab's app waits for its page to come back (a reload, a dropped
  /// connection) before it closes.
  public var reconnectGracePeriod: Duration

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - host: The address to bind.
  ///   - port: The port, 0 for a free one.
  ///   - token: The access token; nil makes a random one.
  ///   - title: The page's title.
  ///   - thresholds: The size-class thresholds, in points (CSS pixels).
  ///   - keyBindings: The key table.
  public init(
    host: String = "127.0.0.1", port: Int = 8080, token: String? = nil,
    title: String = "SplitKit", thresholds: SplitThresholds = SplitThresholds(compactWidth: 500),
    keyBindings: KeyBindings = .standard
  ) {
    self.host = host
    self.port = port
    self.token = token ?? AccessToken.random()
    self.title = title
    self.thresholds = thresholds
    self.keyBindings = keyBindings
    resizeStep = 16
    metrics = ContentSnapshot.Metrics()
    maximumMessageSize = 64 * 1024
    maximumMessagesPerSecond = 400
    reconnectGracePeriod = .seconds(30)
  }
}
