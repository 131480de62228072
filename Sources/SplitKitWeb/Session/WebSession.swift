import Foundation
public import SplitKit
public import SplitKitContent
public import SplitKitHostCore

/// One browser tab's app: its split view, its keys, and what its page was last sent.
///
/// It is the app's ``/SplitKitContent/ContentHost`` and the renderer of the content
/// it shows.
///
/// The server makes one per WebSocket connection and feeds it the page's messages
/// (``receive(_:)``); after each, and after changes the app makes on its own (indexing,
/// a finished animation), it sends the page what changed in the content's snapshot, as
/// JSON, through `send`.
///
/// ```swift
/// let session = WebSession(configuration: configuration)
/// session.attach { json in socket.write(json) }
/// session.start(split: DemoApp(rows: 50).makeSplit())
/// session.receive(#"{"t":"resize","w":1440,"h":900}"#)
/// ```
@MainActor
public final class WebSession: ContentHost, ContentRendering {
  /// The split view this tab shows; nil before ``start(split:)`` and after ``close()``.
  public var split: SplitViewController? { session?.split }
  /// The split view and its interaction state (keys, help, the pointer's press), which
  /// every message goes to; nil before ``start(split:)`` and after ``close()``.
  public private(set) var session: ContentSession?
  /// What the host was configured with.
  public let configuration: WebHostConfiguration
  /// Called with every message for the page; nil while no page is connected.
  private var send: (@MainActor (String) -> Void)?
  /// The session's secret name, which a reloaded or reconnected page of the same tab
  /// gives to find it again (``attach(send:)``).
  public let id = AccessToken.random()
  /// Whether a page is connected.
  public var isAttached: Bool { send != nil }
  /// Called once when the tab's connection closes, for the app to save its state.
  public var onClose: (@MainActor () -> Void)?
  /// The app's own keys, which the help lists after the configuration's; set before
  /// ``start(split:)``.
  public var additionalHelp: [KeyCommand] = []
  /// The window title the page shows; the launcher may keep it current.
  public var title: String
  /// Work the app does between messages (indexing), once a frame (every 16 ms), until it
  /// returns false; each call keeps to its own budget.
  public var frameWork: (@MainActor () -> Bool)? {
    didSet { if frameWork != nil { startFrameWork() } }
  }
  /// The bytes of every message sent so far (for the budget of a selection move).
  public private(set) var bytesSent = 0
  /// How many messages were sent.
  public private(set) var messagesSent = 0

  private var connection = 0
  private var lastSent: ContentSnapshot?
  private var lastHelp: [String]?
  private var lastTitle = ""
  private var isUpdateScheduled = false
  private var isTicking = false
  private var isWorking = false
  /// Whether a message came while the frame work waited for its next frame: the work
  /// runs again at once, so what the message asked of it (a message to read) is not left
  /// for the next frame.
  private var isWorkDue = false
  private let start = ContinuousClock.now
  private var lastTime: Duration = .zero
  /// When the person last pressed a key, clicked, touched, scrolled or typed, on ``now``'s
  /// clock; nil before anything.
  public private(set) var lastInputTime: Duration?
  private var closed = false
  /// Each column's text area as the page holds it: the text after the page's own edits
  /// (nil when that is not known, so the next message sends it whole), and the revision
  /// of the whole text it was last sent.
  private var pageEditors: [String: (text: String?, revision: Int)] = [:]
  private var editorRevision = 0

  /// Creates a session; it sends nothing until a page is attached (``attach(send:)``).
  ///
  /// - Parameter configuration: Thresholds, keys and sizes.
  public init(configuration: WebHostConfiguration) {
    self.configuration = configuration
    self.title = configuration.title
  }

  /// Shows a split view, with the host's thresholds where the app kept the engine's.
  ///
  /// Nothing is sent before the page reports its size.
  ///
  /// - Parameter split: The app's split view.
  public func start(split: SplitViewController) {
    split.adoptHostDefaults(HostSizingDefaults(thresholds: configuration.thresholds))
    split.setVisibleInWindow(true)
    session = ContentSession(
      split: split, keyBindings: keyBindings,
      additionalHelp: configuration.additionalHelp + additionalHelp,
      resizeStep: configuration.resizeStep, metrics: configuration.metrics)
  }

  /// The time since the session started.
  public var now: Duration {
    lastTime = max(lastTime, start.duration(to: .now))
    return lastTime
  }

  /// The keys the session handles: all but quit and suspend (a tab has no shell, and
  /// closing it is the browser's).
  public var keyBindings: KeyBindings {
    configuration.keyBindings.handling(Set(HostCommand.allCases).subtracting([.suspend, .quit]))
  }

  /// Connects a page, in place of any other (a reloaded page may come before the old
  /// one's socket closed): the next message it is sent carries everything.
  ///
  /// - Parameter send: Called on the main actor with each JSON message for the page.
  /// - Returns: The connection's number, for ``detach(_:)``.
  @discardableResult
  public func attach(send: @escaping @MainActor (String) -> Void) -> Int {
    self.send = send
    (lastSent, lastHelp, lastTitle) = (nil, nil, "")
    connection += 1
    return connection
  }

  /// Disconnects a page, unless another has been attached since; the app goes on and
  /// keeps its state for the next page.
  ///
  /// - Parameter connection: The number ``attach(send:)`` returned for the page.
  public func detach(_ connection: Int) {
    if connection == self.connection { send = nil }
  }

  /// Ends the session: the app hears ``onClose`` and the split view is let go.
  public func close() {
    guard !closed else { return }
    closed = true
    frameWork = nil
    // A transition still running ends now, while the app is there to hear it (its
    // controllers' callbacks reach the app), and the state it saves is where it landed.
    if let split, split.isAnimatingOverTime { split.advance(to: now + .seconds(3600)) }
    onClose?()
    onClose = nil
    if let split {
      for column in SplitViewController.Column.allCases {
        (split.topViewController(in: column) as? ContentViewController)?.renderer = nil
      }
    }
    session = nil
  }

  // MARK: Messages

  /// Handles one message from the page, then sends what changed.
  ///
  /// - Parameter text: The message's JSON; anything that does not decode is ignored.
  public func receive(_ text: String) {
    guard session != nil, !closed,
      let message = try? JSONDecoder().decode(ClientMessage.self, from: Data(text.utf8))
    else { return }
    // The page's report of its size is not the person's doing; anything else is.
    if message.t != "resize" { lastInputTime = now }
    handle(message)
    if frameWork != nil { isWorkDue = true }
    flush()
  }

  /// Turns a page's message into the session's event: the page reports input, the
  /// session (``/SplitKitContent/ContentSession``) decides what it does.
  private func handle(_ message: ClientMessage) {
    let column = message.pane.flatMap(SplitViewController.Column.init(rawValue:))
    let point = Point(x: message.x ?? 0, y: message.y ?? 0)
    switch message.t {
    case "resize":
      guard let width = message.w, let height = message.h else { return }
      receive(.resize(Size(width: width, height: height)))
    case "key":
      if let key = message.keyEvent { receive(.key(key)) }
    case "paste":
      if let text = message.text { receive(.paste(text)) }
    case "down": receive(.pointerDown(point))
    case "move": receive(.pointerMove(point))
    case "up": receive(.pointerUp(point))
    case "cancel": receive(.pointerCancel)
    case "row":
      guard let column, let row = message.row else { return }
      receive(.rowActivated(column: column, row: row))
    case "button":
      guard let column, let id = message.id else { return }
      receive(.barButton(column: column, id: id))
    case "back":
      guard let column else { return }
      receive(.back(column: column))
    case "mode": receive(.displayModeButton)
    case "inspector": receive(.inspectorButton)
    case "filter":
      guard let column else { return }
      receive(.filter(column: column, text: message.text, editing: message.editing))
    case "wheel":
      guard let column, let rows = message.row else { return }
      receive(.wheel(column: column, rows: rows))
    case "docscroll":
      guard let column else { return }
      if let bottom = message.bottom {
        receive(
          .documentScroll(
            column: column, offset: .fromEnd(bottom), isAtEnd: message.end ?? false))
      } else if let top = message.top {
        receive(.documentScroll(column: column, top: top, isAtEnd: message.end ?? false))
      }
    case "focus", "activate", "toggle", "choose", "step", "text":
      guard let column, let id = message.id, let input = Self.formInput(message) else { return }
      receive(.form(column: column, row: id, input))
    case "edit":
      // The page's text area changed: one replacement, in the content's terms.
      guard let column, let editor = session?.content(in: column) as? TextEditorController,
        let from = message.from, let to = message.to, from.count == 2, to.count == 2,
        let text = message.text
      else { return }
      let before = editor.text
      receive(
        .editor(
          column: column,
          .replaced(
            from: ContentEvent.TextLocation(line: from[0], scalar: from[1]),
            to: ContentEvent.TextLocation(line: to[0], scalar: to[1]), with: text)))
      // The page holds the result when the edit was made on the text this session knows
      // it has; then the text is not sent back. Otherwise it is, whole (the next flush).
      let name = column.rawValue
      if let known = pageEditors[name], known.revision == message.rev, known.text == before {
        pageEditors[name]?.text = editor.text
      } else {
        pageEditors[name]?.text = nil
      }
    case "answer", "answertext", "asktext":
      guard let column, let input = Self.questionInput(message) else { return }
      receive(.question(column: column, input))
    case "menu", "menuhighlight", "contextmenu":
      guard let column, let input = Self.menuInput(message) else { return }
      receive(.menu(column: column, input))
    case "route":
      guard let path = message.path, let split = session?.split else { return }
      split.follow(route: ContentRoute(untrustedPath: path, depth: message.depth))
    default:
      break
    }
  }

  /// Hands an event to the session now; a tab has no use for the commands left to a
  /// host (quit and suspend are not in its ``keyBindings``).
  private func receive(_ event: ContentEvent) {
    session?.receive(event, at: now)
  }

  /// A form's change from its native control, in the content's terms; nil when the
  /// message lacks what its kind needs.
  private static func formInput(_ message: ClientMessage) -> ContentEvent.FormInput? {
    switch message.t {
    case "focus": .focus
    case "activate": .activate
    case "toggle": message.on.map { .toggle($0) }
    case "choose": message.row.map { .choose($0) }
    case "step": message.value.map { .step($0) }
    case "text": message.text.map { .text($0, done: message.editing == false) }
    default: nil
    }
  }

  /// The controller on top of the focused column, which gets keys first.
  var focusedController: ContentViewController? { session?.focusedController }

  /// Routes a key as the other hosts do (``/SplitKitContent/ContentSession``): the help,
  /// then the focused controller, then the split view's commands.
  ///
  /// - Parameter key: The key.
  public func handle(key: KeyEvent) {
    receive(.key(key))
  }

  // MARK: Sending

  /// Sends the page what changed since the last message, if anything did.
  func flush() {
    guard let session, let send, !closed, session.split.containerSize != .zero else { return }
    let split = session.split
    isUpdateScheduled = false
    let snapshot = session.snapshot()
    for pane in snapshot.panes {
      guard let column = SplitViewController.Column(rawValue: pane.column),
        let content = split.topViewController(in: column) as? ContentViewController,
        content.renderer == nil
      else { continue }
      content.renderer = self
    }
    let help = session.visibleHelp?.map { "\($0.keys)\t\($0.description)" }
    // An animation that starts where the last frame left it (a swipe released) changes
    // nothing yet, but must still be run to its end.
    if split.isAnimatingOverTime { startTicking() }
    if snapshot == lastSent, help == lastHelp, title == lastTitle { return }
    let (previous, revisions) = reconcileEditors(snapshot)
    var patch = SnapshotPatch(
      snapshot, previous: previous, help: help, previousHelp: lastHelp, title: title,
      previousTitle: lastTitle)
    patch.editorRevisions = revisions
    patch.session = lastSent == nil ? id : nil
    guard let data = try? JSONEncoder().encode(patch) else { return }
    (lastSent, lastHelp, lastTitle) = (snapshot, help, title)
    bytesSent += data.count
    messagesSent += 1
    send(String(decoding: data, as: UTF8.self))
  }

  /// The last snapshot sent, with each text area the page already holds as `snapshot`
  /// has it, so its text is not sent again; and the revisions of the texts sent whole.
  ///
  /// A page's text area reports each edit (`edit`), and the session applies it: the page
  /// has the result already, and a megabyte of text is not sent back per keystroke. A
  /// text the app changed, or one the page never had, is sent whole with a new revision,
  /// which the page's next edits name.
  private func reconcileEditors(_ snapshot: ContentSnapshot)
    -> (ContentSnapshot?, [String: Int])
  {
    var previous = lastSent
    var revisions: [String: Int] = [:]
    for pane in snapshot.panes {
      guard let editor = pane.editor else {
        pageEditors[pane.column] = nil
        continue
      }
      let index = previous?.panes.firstIndex { $0.column == pane.column }
      if let index, previous?.panes[index].editor != nil,
        let known = pageEditors[pane.column]?.text, known == editor.text
      {
        previous?.panes[index].editor = editor
      } else {
        editorRevision += 1
        revisions[pane.column] = editorRevision
        pageEditors[pane.column] = (editor.text, editorRevision)
        if let index { previous?.panes[index].editor = nil }
      }
    }
    return (previous, revisions)
  }

  /// Advances running animations on a timer until they end, then sends the end state
  /// (the page shows where a transition lands, not each of its frames).
  private func startTicking() {
    guard !isTicking else { return }
    isTicking = true
    Task { @MainActor [weak self] in
      while let self, let split = self.split, split.isAnimatingOverTime {
        try? await Task.sleep(for: .milliseconds(16))
        // Closed while asleep (the tab went, or SIGTERM): the app has let go of its
        // controllers, and ending the transition now would call into it.
        guard !self.closed else { break }
        split.advance(to: self.now)
      }
      self?.isTicking = false
      self?.flush()
    }
  }

  /// Runs ``frameWork`` once a frame (every 16 ms), as the other hosts' frame clocks do,
  /// and right after a message from the page; sends what changed at most every 100 ms.
  ///
  /// The work keeps its own budget within a frame (the mailbox's is 10 ms); the rest of
  /// the frame the main actor is free, so a message from the page is handled at once. It
  /// used to call the work again and again for 10 ms and only yield: once the work was
  /// light (a search index built on a thread of its own), that spun a core at 100%, which
  /// the page, the index and every key waited for.
  private func startFrameWork() {
    guard !isWorking else { return }
    isWorking = true
    Task { @MainActor [weak self] in
      var lastFlush = ContinuousClock.now
      while let self, let work = self.frameWork {
        let frameStart = ContinuousClock.now
        if !work() { self.frameWork = nil }
        if ContinuousClock.now - lastFlush > .milliseconds(100) || self.frameWork == nil {
          self.flush()
          lastFlush = .now
        }
        // The rest of the frame is the page's; a message ends the wait early.
        self.isWorkDue = false
        let next = frameStart + Self.frameInterval
        while self.frameWork != nil, !self.isWorkDue, !self.closed, next > .now {
          try? await Task.sleep(for: min(Self.wakeInterval, next - .now))
        }
        await Task.yield()
      }
      self?.isWorking = false
    }
  }

  /// How often ``frameWork`` runs: a 60 Hz frame.
  static let frameInterval = Duration.milliseconds(16)
  /// How often the wait for the next frame looks whether a message came.
  static let wakeInterval = Duration.milliseconds(2)

  // MARK: ContentHost

  /// Eight CSS pixels: about one character of the page's 14-pixel text, so an app's columns
  /// sized in characters read the same as in a terminal.
  public var characterWidth: Double { 8 }

  /// Does nothing: a tab ends when the browser closes it.
  public func requestQuit() {}

  /// Sends what the split view shows now.
  public func refresh() { flush() }

  /// Sends what changed soon, once for any number of changes.
  public func setNeedsUpdate() { scheduleFlush() }

  /// Cannot run a program in a browser: completes with nil at once.
  ///
  /// - Parameters:
  ///   - arguments: The program and its arguments.
  ///   - completion: Called with nil.
  public func runInForeground(
    _ arguments: [String], completion: @escaping @MainActor (Int32?) -> Void
  ) {
    completion(nil)
  }

  // MARK: ContentRendering

  /// The content changed: a message follows soon.
  ///
  /// - Parameter change: What changed.
  public func contentDidChange(_ change: ContentChange) { scheduleFlush() }

  private func scheduleFlush() {
    guard !isUpdateScheduled, !closed else { return }
    isUpdateScheduled = true
    Task { @MainActor [weak self] in
      guard let self, self.isUpdateScheduled else { return }
      self.flush()
    }
  }
}
