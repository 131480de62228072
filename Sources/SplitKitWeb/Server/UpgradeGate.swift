import HTTPTypes
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1
import ServiceLifecycle

/// The HTTP and WebSocket channel, with the socket's token and Origin checked before the
/// upgrade is attempted.
///
/// Hummingbird answers every refused WebSocket upgrade with 400. A socket request without
/// the token or from another origin must get 403, as the page does, so ``UpgradeGate``
/// takes its `Upgrade` header away first: it reaches the router as a plain request, whose
/// middleware (no token) or `/ws` route (another origin) answers 403.
struct GatedUpgradeChannel: ServerChildChannel {
  let inner: HTTP1WebSocketUpgradeChannel
  let token: String

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<
    HTTP1WebSocketUpgradeChannel.Value
  > {
    let token = token
    return inner.setup(channel: channel, logger: logger).flatMapThrowing { value in
      let decoder = try channel.pipeline.syncOperations.handler(
        type: ByteToMessageHandler<HTTPRequestDecoder>.self)
      try channel.pipeline.syncOperations.addHandler(
        UpgradeGate(token: token), position: .after(decoder))
      return value
    }
  }

  func handle(value: HTTP1WebSocketUpgradeChannel.Value, logger: Logger) async {
    // The upgrade channel waits for a connection's first request without hearing of a
    // shutdown: a connection that has sent none (a browser opens one ahead of need, and
    // a page whose socket just closed opens one to reconnect) kept SIGTERM from ending the
    // server until the browser closed it. On shutdown such a connection is closed; one
    // whose request came (the gate is gone from its pipeline then) ends as it does.
    let channel = value.channel
    await withGracefulShutdownHandler {
      await inner.handle(value: value, logger: logger)
    } onGracefulShutdown: {
      channel.eventLoop.execute {
        guard (try? channel.pipeline.syncOperations.handler(type: UpgradeGate.self)) != nil
        else { return }
        channel.close(promise: nil)
      }
    }
  }
}

/// Strips the upgrade from a connection's first request unless it may upgrade
/// (``WebHost/mayUpgrade(path:origin:authority:cookie:token:)``), then leaves the
/// pipeline.
final class UpgradeGate: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart
  let token: String

  init(token: String) { self.token = token }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    var part = unwrapInboundIn(data)
    if case .head(var head) = part {
      if head.headers.contains(name: "upgrade"),
        !WebHost.mayUpgrade(
          path: head.uri, origin: head.headers.first(name: "origin"),
          authority: head.headers.first(name: "host"),
          cookie: head.headers[canonicalForm: "cookie"].joined(separator: "; "), token: token)
      {
        head.headers.remove(name: "upgrade")
        head.headers.replaceOrAdd(name: "connection", value: "close")
        part = .head(head)
      }
      context.fireChannelRead(wrapInboundOut(part))
      context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
      return
    }
    context.fireChannelRead(wrapInboundOut(part))
  }
}
