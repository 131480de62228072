import HTTPTypes
import Hummingbird

/// Refuses every request without the token (403), and gives every response the page's
/// security headers: the Content-Security-Policy, no sniffing, no caching, no referrer.
///
/// The token is accepted from the URL's `token` query, which also sets the cookie, or
/// from the cookie alone.
struct SecurityMiddleware<Context: RequestContext>: RouterMiddleware {
  let token: String

  /// Only the page's own script and style, a connection to this server, nothing framed.
  static var contentSecurityPolicy: String {
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
      + "img-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
  }

  func handle(
    _ request: Request, context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let query = request.uri.queryParameters["token"].map(String.init)
    let fromQuery = AccessToken.matches(query, token)
    let fromCookie = AccessToken.matches(
      request.cookies[AccessToken.cookieName]?.value, token)
    var response: Response
    if fromQuery || fromCookie {
      response = try await next(request, context)
      if fromQuery && !fromCookie {
        response.headers[.setCookie] =
          "\(AccessToken.cookieName)=\(token); Path=/; HttpOnly; SameSite=Strict"
      }
    } else {
      response = Response(
        status: .forbidden, headers: [.contentType: "text/plain; charset=utf-8"],
        body: ResponseBody(
          byteBuffer: ByteBuffer(string: "Forbidden: open the address the server printed.\n")))
    }
    response.headers[.contentSecurityPolicy] = Self.contentSecurityPolicy
    response.headers[.xContentTypeOptions] = "nosniff"
    response.headers[.cacheControl] = "no-store"
    if let referrer = HTTPField.Name("Referrer-Policy") {
      response.headers[referrer] = "no-referrer"
    }
    return response
  }
}
