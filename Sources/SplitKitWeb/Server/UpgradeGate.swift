import HTTPTypes
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1

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
    await inner.handle(value: value, logger: logger)
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
