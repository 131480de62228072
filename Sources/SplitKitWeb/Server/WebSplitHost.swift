import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
public import SplitKit

/// Runs an app for web browsers: an HTTP server (Hummingbird) serving a small page, and a
/// WebSocket per browser tab over which the page sends input and receives what the app
/// shows (see ``WebSession``).
///
/// The app runs in this process; each tab gets an app of its own, made by `makeSplit`
/// when the tab connects. The page is real DOM (lists as `listbox`, rows as `option`),
/// drawn from snapshots of the content, text set as text only.
///
/// ```swift
/// let host = WebSplitHost(configuration: WebHostConfiguration(port: 0)) { _ in
///   DemoApp(rows: 50).makeSplit()
/// }
/// try await host.run { url in print("Open \(url)") }   // until SIGINT or SIGTERM
/// ```
///
/// ## Security
/// The server binds the configuration's host (`127.0.0.1` by default). Every request
/// needs the token: the URL's `token` query (the page then keeps it in an `HttpOnly`,
/// `SameSite=Strict` cookie), else 403. The WebSocket also needs an `Origin` equal to the
/// page's own. Every response carries a Content-Security-Policy that allows only the
/// page's own script and style and a connection to itself. Socket messages over
/// ``WebHostConfiguration/maximumMessageSize`` bytes, or more than
/// ``WebHostConfiguration/maximumMessagesPerSecond`` a second, close the connection.
public final class WebSplitHost: Sendable {
  /// Where and how the host serves.
  public let configuration: WebHostConfiguration
  private let makeSplit: @MainActor @Sendable (WebSession) -> SplitViewController?
  private let sessions = SessionRegistry()

  /// Creates a host; nothing is served until ``run(onReady:)``.
  ///
  /// - Parameters:
  ///   - configuration: Address, token, thresholds, keys.
  ///   - makeSplit: Makes a tab's app, given its session (the app's `ContentHost`); nil
  ///     refuses the tab (the socket closes).
  public init(
    configuration: WebHostConfiguration = WebHostConfiguration(),
    makeSplit: @escaping @MainActor @Sendable (WebSession) -> SplitViewController?
  ) {
    self.configuration = configuration
    self.makeSplit = makeSplit
  }

  /// The address a browser opens: `http://HOST:PORT/?token=TOKEN`.
  ///
  /// - Parameter port: The port the server listens on.
  /// - Returns: The URL.
  public func url(port: Int) -> String {
    let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
    return "http://\(host):\(port)/?token=\(configuration.token)"
  }

  /// Serves until SIGINT or SIGTERM; then every tab's session closes (its app saves its
  /// state) and the call returns.
  ///
  /// - Parameter onReady: Called once the server listens, with the URL to open (its
  ///   port the real one when the configuration asked for 0).
  /// - Throws: What binding the address or serving throws.
  public func run(onReady: @escaping @Sendable (String) -> Void) async throws {
    let router = Router(context: BasicWebSocketRequestContext.self)
    router.middlewares.add(SecurityMiddleware(token: configuration.token))
    router.get("/") { _, _ in Self.response(PageResources.html, type: "text/html; charset=utf-8") }
    router.get("/app.js") { _, _ in
      Self.response(PageResources.script, type: "text/javascript; charset=utf-8")
    }
    router.get("/app.css") { _, _ in
      Self.response(PageResources.style(self.configuration.metrics), type: "text/css; charset=utf-8")
    }
    let limits = (configuration.maximumMessageSize, configuration.maximumMessagesPerSecond)
    router.ws("/ws") { request, _ in
      guard Self.isSameOrigin(request) else { throw HTTPError(.forbidden) }
      return .upgrade([:])
    } onUpgrade: { [self] inbound, outbound, _ in
      let (stream, continuation) = AsyncStream.makeStream(of: String.self)
      guard let session = await openSession(send: { continuation.yield($0) }) else { return }
      await withTaskGroup(of: Void.self) { group in
        group.addTask {
          for await text in stream {
            do { try await outbound.write(.text(text)) } catch { break }
          }
        }
        var window = (start: ContinuousClock.now, count: 0)
        do {
          for try await message in inbound.messages(maxSize: limits.0) {
            if ContinuousClock.now - window.start > .seconds(1) { window = (.now, 0) }
            window.count += 1
            if window.count > limits.1 { break }
            guard case .text(let text) = message else { continue }
            await session.receive(text)
          }
        } catch {}
        continuation.finish()
      }
      await sessions.close(session)
    }
    let app = Application(
      router: router,
      server: .http1WebSocketUpgrade(
        webSocketRouter: router,
        configuration: .init(ws: .init(maxFrameSize: configuration.maximumMessageSize))),
      configuration: .init(
        address: .hostname(configuration.host, port: configuration.port),
        serverName: nil),
      onServerRunning: { [self] channel in
        onReady(url(port: channel.localAddress?.port ?? configuration.port))
      },
      logger: Self.quietLogger())
    try await app.runService()
    await sessions.closeAll()
  }

  @MainActor private func openSession(send: @escaping @MainActor (String) -> Void) -> WebSession?
  {
    let session = WebSession(configuration: configuration, send: send)
    guard let split = makeSplit(session) else { return nil }
    session.start(split: split)
    sessions.add(session)
    return session
  }

  /// Whether a WebSocket upgrade comes from the page itself: its `Origin` is this
  /// server's scheme and `Host`.
  static func isSameOrigin(_ request: Request) -> Bool {
    guard let origin = request.headers[.origin], let authority = request.head.authority else {
      return false
    }
    return origin == "http://" + authority
  }

  static func response(_ body: String, type: String) -> Response {
    Response(
      status: .ok, headers: [.contentType: type],
      body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
  }

  private static func quietLogger() -> Logger {
    var logger = Logger(label: "SplitKitWeb")
    logger.logLevel = .error
    return logger
  }
}

/// The sessions open now, so that shutting down closes each (its app saves its state).
@MainActor
final class SessionRegistry: Sendable {
  private var sessions: [ObjectIdentifier: WebSession] = [:]

  func add(_ session: WebSession) { sessions[ObjectIdentifier(session)] = session }

  func close(_ session: WebSession) {
    session.close()
    sessions[ObjectIdentifier(session)] = nil
  }

  func closeAll() {
    for session in sessions.values { session.close() }
    sessions = [:]
  }
}
