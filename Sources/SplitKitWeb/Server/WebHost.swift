import HTTPTypes
import Hummingbird
import HummingbirdCore
import HummingbirdWSCompression
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOWebSocket
import ServiceLifecycle
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
/// let host = WebHost(configuration: WebHostConfiguration(port: 0)) { _ in
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
public final class WebHost: Sendable {
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
    let router = Router()
    let token = configuration.token
    router.middlewares.add(SecurityMiddleware(token: token))
    router.get("/") { _, _ in Self.response(PageResources.html, type: "text/html; charset=utf-8") }
    router.get("/app.js") { _, _ in
      Self.response(PageResources.script, type: "text/javascript; charset=utf-8")
    }
    router.get("/app.css") { _, _ in
      Self.response(
        PageResources.style(self.configuration.metrics), type: "text/css; charset=utf-8")
    }
    // Reached only by a socket request the upgrade refused (a foreign Origin; without the
    // token the middleware answered already): 403, like the page.
    router.get("/ws") { _, _ in Response(status: .forbidden) }
    let app = Application(
      router: router,
      server: HTTPServerBuilder { responder in
        GatedUpgradeChannel(
          inner: HTTP1WebSocketUpgradeChannel(
            responder: responder,
            configuration: .init(ws: self.socketConfiguration)
          ) { request, _, _ in
            let resuming = Self.query("session", in: request.path ?? "")
            return .upgrade([:]) { inbound, outbound, _ in
              await self.serve(inbound, outbound, resuming: resuming)
            }
          },
          token: token)
      },
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

  /// The socket's settings: frames up to the message limit, and compression.
  ///
  /// permessage-deflate (RFC 7692) is used when the browser offers it, as every current
  /// one does. A selection move sends the new message's text; compressed with what was
  /// sent before (the context kept), it crosses the socket in a fraction of its size.
  var socketConfiguration: WebSocketServerConfiguration {
    let limit = configuration.maximumMessageSize
    // A page gets 2 seconds to answer a close (15 by default): Ctrl-C or SIGTERM must not
    // wait on a tab that is busy or gone.
    return WebSocketServerConfiguration(
      maxFrameSize: limit,
      extensions: [.perMessageDeflate(maxDecompressedFrameSize: limit)],
      closeTimeout: .seconds(2))
  }

  /// One tab's socket: its messages to its session, the session's to the page, until
  /// either side closes or the page sends too much.
  private func serve(
    _ inbound: WebSocketInboundStream, _ outbound: WebSocketOutboundWriter, resuming: String?
  ) async {
    let limits = (configuration.maximumMessageSize, configuration.maximumMessagesPerSecond)
    let (stream, continuation) = AsyncStream.makeStream(of: String.self)
    let send: @MainActor (String) -> Void = { continuation.yield($0) }
    let found = await sessions.attach(resuming, send: send)
    let opened = found == nil ? await openSession(send: send) : nil
    guard let (session, connection) = found ?? opened else { return }
    // Shutting down (SIGINT, SIGTERM) closes the socket, which ends the loop below; the
    // server then stops without waiting for the page.
    await withGracefulShutdownHandler {
      await relay(session, inbound, outbound, stream, continuation, limits)
    } onGracefulShutdown: {
      Task { try? await outbound.close(.goingAway, reason: "The server is shutting down") }
    }
    await sessions.detach(
      session, connection: connection, closingAfter: configuration.reconnectGracePeriod)
  }

  /// The value of `name` in a path's query, if any.
  static func query(_ name: String, in path: String) -> String? {
    let query = path.split(separator: "?", maxSplits: 1).dropFirst().first ?? ""
    let pair = query.split(separator: "&").first { $0.hasPrefix(name + "=") }
    return pair.map { String($0.dropFirst(name.count + 1)) }
  }

  /// Passes the page's messages to the session and the session's to the page.
  private func relay(
    _ session: WebSession, _ inbound: WebSocketInboundStream, _ outbound: WebSocketOutboundWriter,
    _ stream: AsyncStream<String>, _ continuation: AsyncStream<String>.Continuation,
    _ limits: (Int, Int)
  ) async {
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
  }

  /// Whether a socket request may upgrade: to `/ws`, with the token (the cookie or the
  /// query) and the page's own `Origin`.
  ///
  /// - Parameters:
  ///   - path: The request's path and query.
  ///   - origin: Its `Origin` header.
  ///   - authority: Its `Host` header.
  ///   - cookie: Its `Cookie` headers, joined.
  ///   - token: The token.
  /// - Returns: Whether the upgrade is allowed.
  static func mayUpgrade(
    path: String, origin: String?, authority: String?, cookie: String, token: String
  ) -> Bool {
    guard path == "/ws" || path.hasPrefix("/ws?"), let origin, let authority,
      origin == "http://" + authority
    else { return false }
    return AccessToken.matches(AccessToken.cookie(in: cookie), token)
      || AccessToken.matches(query("token", in: path), token)
  }

  @MainActor private func openSession(send: @escaping @MainActor (String) -> Void)
    -> (WebSession, Int)?
  {
    let session = WebSession(configuration: configuration)
    let connection = session.attach(send: send)
    guard let split = makeSplit(session) else { return nil }
    session.start(split: split)
    sessions.add(session)
    return (session, connection)
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

/// The sessions open now, by their names: attached to a page, or waiting for their tab
/// to reconnect until a grace period ends; shutting down closes each (its app saves its
/// state).
@MainActor
final class SessionRegistry: Sendable {
  private var sessions: [String: WebSession] = [:]

  func add(_ session: WebSession) { sessions[session.id] = session }

  /// Gives the page the session of that name, if there is one, and its connection's number.
  func attach(_ id: String?, send: @escaping @MainActor (String) -> Void) -> (WebSession, Int)? {
    guard let id, let session = sessions[id] else { return nil }
    return (session, session.attach(send: send))
  }

  /// The page went away: unless another page took the session, it waits `grace` for one,
  /// then closes.
  func detach(_ session: WebSession, connection: Int, closingAfter grace: Duration) {
    session.detach(connection)
    Task { @MainActor [weak self] in
      try? await Task.sleep(for: grace)
      guard let self, !session.isAttached, sessions[session.id] === session else { return }
      session.close()
      sessions[session.id] = nil
    }
  }

  func closeAll() {
    for session in sessions.values { session.close() }
    sessions = [:]
  }
}
