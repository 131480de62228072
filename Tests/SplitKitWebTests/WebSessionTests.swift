import DemoApp
import Foundation
import SplitKit
import SplitKitContent
import SplitKitHostCore
import Testing

@testable import SplitKitWeb

/// A session of the demo, fed the page's messages, with what it sends decoded.
@MainActor
final class SessionProbe {
  let session: WebSession

  init(rows: Int) {
    let box = Box()
    session = WebSession(configuration: WebHostConfiguration(port: 0, token: "t"))
    session.attach { text in box.sent.append(text) }
    self.box = box
    session.start(split: DemoApp(rows: rows).makeSplit())
  }

  private let box: Box
  final class Box { var sent: [String] = [] }

  /// A session showing `split` in a 1280x800 page, with a box of what it sends.
  static func start(_ split: SplitViewController) -> (WebSession, Box) {
    let session = WebSession(configuration: WebHostConfiguration(port: 0, token: "t"))
    let box = Box()
    session.attach { box.sent.append($0) }
    session.start(split: split)
    session.receive(#"{"t":"resize","w":1280,"h":800}"#)
    return (session, box)
  }

  /// Sends the page's message and returns what the session sent back.
  func send(_ json: String) -> [[String: Any]] {
    box.sent = []
    session.receive(json)
    return box.sent.compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
  }

  /// Sends what changed (as the session's timer does) and returns it.
  func flush() -> [[String: Any]] {
    box.sent = []
    session.flush()
    return box.sent.compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
  }

  /// The bytes of the last messages sent.
  var lastBytes: Int { box.sent.map(\.utf8.count).reduce(0, +) }
}

@MainActor @Suite struct WebSessionTests {
  @Test func theFirstMessageCarriesEverythingAtTheViewportsSize() throws {
    let probe = SessionProbe(rows: 20_000)
    let messages = probe.send(#"{"t":"resize","w":1440,"h":900}"#)
    let first = try #require(messages.first)
    #expect(messages.count == 1)
    #expect(first["t"] as? String == "full")
    #expect(first["width"] as? Int == 1440 && first["collapsed"] as? Bool == false)
    #expect(first["order"] as? [String] == ["secondary", "primary"])
    let panes = try #require(first["panes"] as? [String: [String: Any]])
    let list = try #require(panes["primary"]?["list"] as? [String: Any])
    #expect(list["count"] as? Int == 20_000)
    #expect(list["selection"] as? Int == 0)
    let rows = try #require(list["rows"] as? [String: Any])
    // 900 - 44 (bar) = 856 points: 17 rows of 48, only those sent.
    #expect(rows.count == 17 && list["visibleRows"] as? Int == 17)
  }

  @Test func aSelectionMoveSendsTheSelectionAloneWellUnder2KB() throws {
    let probe = SessionProbe(rows: 20_000)
    _ = probe.send(#"{"t":"resize","w":1440,"h":900}"#)
    let moved = probe.send(#"{"t":"key","k":"down","m":0}"#)
    #expect(moved.count == 1)
    let panes = try #require(moved.first?["panes"] as? [String: [String: Any]])
    #expect(Array(panes.keys) == ["primary"])
    #expect(panes["primary"]?["list"] as? [String: Int] == ["selection": 1])
    #expect(probe.lastBytes < 200, "\(probe.lastBytes) bytes")
    // Past the last row in view the list scrolls: one new row comes, not the page.
    for _ in 0..<15 { _ = probe.send(#"{"t":"key","k":"down","m":0}"#) }
    let scrolled = probe.send(#"{"t":"key","k":"down","m":0}"#)
    let list = try #require(
      (scrolled.first?["panes"] as? [String: [String: Any]])?["primary"]?["list"]
        as? [String: Any])
    #expect(list["selection"] as? Int == 17 && list["first"] as? Int == 1)
    #expect((list["rows"] as? [String: Any]).map { Array($0.keys) } == ["17"])
    #expect(probe.lastBytes < 2048, "\(probe.lastBytes) bytes")
  }

  @Test func aPhoneWidthCollapsesAndBackPopsTheStack() throws {
    let probe = SessionProbe(rows: 5)
    let first = try #require(probe.send(#"{"t":"resize","w":390,"h":844}"#).first)
    #expect(first["collapsed"] as? Bool == true)
    let order = try #require(first["order"] as? [String])
    #expect(order.count == 1)
    let bar = (first["panes"] as? [String: [String: Any]])?[order[0]]?["bar"] as? [String: Any]
    #expect(bar?["backTitle"] as? String == "Items")
    let popped = probe.send(#"{"t":"back","pane":"\#(order[0])"}"#)
    #expect(probe.session.split?.isCollapsed == true)
    let pane = (popped.last?["panes"] as? [String: [String: Any]])?[order[0]]
    #expect((pane?["list"] as? [String: Any])?["count"] as? Int == 5)
  }

  @Test func theRouteGoesToThePageAndTheBrowsersBackPopsTheStack() throws {
    let probe = SessionProbe(rows: 5)
    let first = try #require(probe.send(#"{"t":"resize","w":390,"h":844}"#).first)
    // The collapsed stack opens on the item, one step above the list.
    let route = try #require(first["route"] as? [String: Any])
    #expect(route["path"] as? [String] == [] && route["depth"] as? Int == 1)
    let popped = probe.send(#"{"t":"route","path":[],"depth":0}"#)
    let back = try #require(popped.last?["route"] as? [String: Any])
    #expect(back["path"] as? [String] == [] && back["depth"] as? Int == 0)
    let order = try #require(first["order"] as? [String])
    #expect(
      probe.session.split?.topViewController(in: try #require(.init(rawValue: order[0])))
        is ListController)
    // The same route again: nothing changes, nothing is sent.
    #expect(probe.send(#"{"t":"route","path":[],"depth":0}"#).isEmpty)
  }

  @Test func aReleasedEdgeSwipeRunsToItsEndAndThePageIsSentWhereItLands() async throws {
    let probe = SessionProbe(rows: 5)
    _ = probe.send(#"{"t":"resize","w":768,"h":1024}"#)
    _ = probe.send(#"{"t":"down","x":2,"y":500}"#)
    for x in stride(from: 26, through: 300, by: 25) {
      _ = probe.send(#"{"t":"move","x":\#(x),"y":500}"#)
    }
    // Released where the last move left it: nothing to send yet, but the rest of the
    // slide runs on (the session's own ticks do it in a tab: WebDemoTests' touch swipe in
    // Chromium). Here the test's clock runs it, as this process's main actor is shared
    // with every other test and the session's ticks may wait behind them for a minute.
    _ = probe.send(#"{"t":"up","x":301,"y":500}"#)
    let split = try #require(probe.session.split)
    #expect(split.isAnimatingOverTime, "the slide goes on after the release")
    split.advance(to: probe.session.now + .seconds(10))
    #expect(!split.isAnimatingOverTime)
    let landed = probe.flush()
    let snapshot = ContentSnapshot(split: split, metrics: probe.session.configuration.metrics)
    #expect(snapshot["primary"]?.frame.x == 0)
    #expect(!landed.isEmpty, "the page is sent where the slide lands")
    #expect(split.displayMode.isOverlay)
  }

  @Test func messagesThatDoNotDecodeAreIgnored() {
    let probe = SessionProbe(rows: 5)
    _ = probe.send(#"{"t":"resize","w":1440,"h":900}"#)
    for junk in [
      "", "{", "[]", #"{"t":7}"#, #"{"t":"key","k":"c:ab"}"#,
      #"{"t":"row","pane":"primary","row":-1}"#,
      #"{"t":"row","pane":"nowhere","row":1}"#, #"{"t":"resize","w":"x"}"#,
    ] {
      #expect(probe.send(junk).isEmpty, "\(junk)")
    }
    #expect(
      probe.session.split?.topViewController(in: .primary).map { $0 is ListController } == true)
  }

  @Test func aClickedRowIsSelectedAndOpened() throws {
    let probe = SessionProbe(rows: 5)
    _ = probe.send(#"{"t":"resize","w":1440,"h":900}"#)
    let clicked = probe.send(#"{"t":"row","pane":"primary","row":3}"#)
    let panes = try #require(clicked.first?["panes"] as? [String: [String: Any]])
    #expect((panes["primary"]?["list"] as? [String: Any])?["selection"] as? Int == 3)
    #expect((panes["secondary"]?["bar"] as? [String: Any])?["title"] as? String == "Item 4")
  }

  @Test func theSocketUpgradesOnlyWithTheTokenFromThePagesOrigin() {
    let token = "0123456789abcdef0123456789abcdef"
    func may(_ path: String, _ origin: String?, _ cookie: String) -> Bool {
      WebHost.mayUpgrade(
        path: path, origin: origin, authority: "127.0.0.1:8080", cookie: cookie, token: token)
    }
    #expect(may("/ws", "http://127.0.0.1:8080", "splitkit_token=\(token)"))
    #expect(may("/ws", "http://127.0.0.1:8080", "a=b; splitkit_token=\(token); c=d"))
    #expect(may("/ws?token=\(token)", "http://127.0.0.1:8080", ""))
    #expect(!may("/ws", "http://127.0.0.1:8080", ""))
    #expect(!may("/ws", "http://127.0.0.1:8080", "splitkit_token=\(token.dropLast())"))
    #expect(!may("/ws", "http://evil.example", "splitkit_token=\(token)"))
    #expect(!may("/ws", nil, "splitkit_token=\(token)"))
    #expect(!may("/other", "http://127.0.0.1:8080", "splitkit_token=\(token)"))
  }

  @Test func tokensAreRandom128BitHex() {
    let tokens = Set((0..<100).map { _ in AccessToken.random() })
    #expect(tokens.count == 100)
    #expect(tokens.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
  }

  /// An app's work between messages runs once a frame, as in the other hosts, so the main
  /// actor is free for the page between slices: it used to be called again and again for
  /// 10 ms at a time, which spun a core whenever the work was light (a search index built
  /// on a thread of its own) and kept every key waiting.
  ///
  /// The main actor is this whole test process's: another suite's synchronous work can
  /// hold it for a minute and more (one CI run: 97 s), during which neither the session
  /// nor this test runs. So the count is awaited with a deadline far past that, and the
  /// bound holds however late either runs: a frame's work never runs early.
  @Test(.timeLimit(.minutes(10)))
  func frameWorkRunsOnceAFrameAndLeavesTheMainActorFree() async throws {
    final class Count { var calls = 0 }
    let probe = SessionProbe(rows: 5)
    let count = Count()
    let start = ContinuousClock.now
    probe.session.frameWork = {
      count.calls += 1
      return true
    }
    defer { probe.session.frameWork = nil }
    let deadline = start + .seconds(480)
    while count.calls < 10, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(5))
    }
    let elapsed = ContinuousClock.now - start
    let calls = count.calls
    #expect(calls >= 10, "the work ran \(calls) times in \(elapsed)")
    // Never more than one a frame (the main actor may be late, never early).
    let frames = Int(elapsed / WebSession.frameInterval) + 2
    #expect(calls <= frames, "\(calls) calls in \(elapsed): more than one a frame")
  }
}
