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
  public private(set) var split: SplitViewController?
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
  /// The window title the page shows; the launcher may keep it current.
  public var title: String
  /// Work the app does in slices between messages (indexing); run until it returns false.
  public var frameWork: (@MainActor () -> Bool)? {
    didSet { if frameWork != nil { startFrameWork() } }
  }
  /// The bytes of every message sent so far (for the budget of a selection move).
  public private(set) var bytesSent = 0
  /// How many messages were sent.
  public private(set) var messagesSent = 0

  private var connection = 0
  private var keyRouting = KeyRouting()
  private var pointer = PointerPress.idle
  /// Whether the engine used the last press (a tap on the dimming, a swipe): the click
  /// the page reports after it is then not the content's.
  private var pressWasSplitViews = false
  private var lastSent: ContentSnapshot?
  private var lastHelp: [String]?
  private var lastTitle = ""
  private var isUpdateScheduled = false
  private var isTicking = false
  private var isWorking = false
  private let start = ContinuousClock.now
  private var lastTime: Duration = .zero
  private var closed = false

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
    self.split = split
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
    onClose?()
    onClose = nil
    if let split {
      for column in SplitViewController.Column.allCases {
        (split.topViewController(in: column) as? ContentViewController)?.renderer = nil
      }
    }
    split = nil
  }

  // MARK: Messages

  /// Handles one message from the page, then sends what changed.
  ///
  /// - Parameter text: The message's JSON; anything that does not decode is ignored.
  public func receive(_ text: String) {
    guard let split, !closed,
      let message = try? JSONDecoder().decode(ClientMessage.self, from: Data(text.utf8))
    else { return }
    split.advance(to: now)
    handle(message, in: split)
    flush()
  }

  private func handle(_ message: ClientMessage, in split: SplitViewController) {
    let column = message.pane.flatMap(SplitViewController.Column.init(rawValue:))
    let content = column.flatMap { split.topViewController(in: $0) as? ContentViewController }
    switch message.t {
    case "resize":
      guard let width = message.w, let height = message.h, width.isFinite, height.isFinite
      else { return }
      split.hostResized(
        to: Size(width: min(max(width, 1), 16_384), height: min(max(height, 1), 16_384)),
        at: now)
    case "key":
      if let key = message.keyEvent { handle(key: key) }
    case "paste":
      if let text = message.text { _ = focusedController?.receive(paste: text) }
    case "down", "move", "up", "cancel":
      pointer(message.t, at: Point(x: message.x ?? 0, y: message.y ?? 0), in: split)
    case "row":
      guard !pressWasSplitViews, let list = content as? ListController, let column,
        let row = message.row, row >= 0, row < list.numberOfRows
      else { return }
      _ = split.focus(column)
      list.userSelected(row: row)
      list.userOpened(row: row, byKeyboard: false)
    case "button":
      guard !pressWasSplitViews, let id = message.id else { return }
      content?.pressBarButton(id)
    case "back":
      guard let column else { return }
      _ = split.navigationControllerShown(in: column)?.popViewController(animated: true)
    case "mode": split.pressDisplayModeButton()
    case "inspector": split.pressInspectorButton()
    case "filter":
      guard let list = content as? ListController, list.filter != nil else { return }
      if message.editing == true { list.beginFiltering() }
      if let text = message.text { list.userChangedFilter(to: String(text.prefix(1000))) }
      if message.editing == false { list.endFiltering(keep: true) }
    case "wheel":
      guard let list = content as? ListController, let rows = message.row else { return }
      list.userScrolled(by: min(max(rows, -1000), 1000))
    case "docscroll":
      guard let document = content as? DocumentController, let top = message.top else { return }
      document.hostScrolled(to: .fromTop(max(0, top)), isAtEnd: message.end ?? false)
    case "focus", "activate", "toggle", "choose", "step", "text":
      guard let form = content as? FormController, let id = message.id else { return }
      handle(form: message, row: id, in: form)
    case "route":
      guard let path = message.path else { return }
      split.follow(route: ContentRoute(untrustedPath: path, depth: message.depth))
    default:
      break
    }
  }

  /// A form's change from its native control, to the form controller's event for it.
  private func handle(form message: ClientMessage, row id: String, in form: FormController) {
    switch message.t {
    case "focus": form.userFocused(row: id)
    case "activate" where !pressWasSplitViews: form.userActivated(row: id)
    case "toggle" where !pressWasSplitViews: message.on.map { form.userSetToggle($0, row: id) }
    case "choose": message.row.map { form.userChose($0, row: id) }
    case "step": message.value.map { form.userSetStepper($0, row: id) }
    case "text":
      message.text.map { form.userChangedText(String($0.prefix(1000)), row: id) }
      if message.editing == false { form.userActivated(row: id) }
    default: break
    }
  }

  /// The controller on top of the focused column, which gets keys first.
  var focusedController: ContentViewController? {
    guard let column = split?.focusedColumn else { return nil }
    return split?.topViewController(in: column) as? ContentViewController
  }

  /// Routes a key as the other hosts do (``/SplitKitHostCore/KeyRouting``): the help,
  /// then the focused controller, then the split view's commands.
  ///
  /// - Parameter key: The key.
  public func handle(key: KeyEvent) {
    guard let split else { return }
    let command = keyBindings.command(for: key)
    let entries = helpEntries.count
    let scroll =
      keyRouting.isHelpVisible ? KeyRouting.HelpScroll(maximumFirstRow: entries, page: 10) : .none
    switch keyRouting.keyPressed(command, helpScroll: scroll) {
    case .perform(let command): perform(command, in: split)
    case .helpChanged, .ignore: break
    case .route(let command):
      if let controller = focusedController {
        if controller.receive(key: key) { return }
        if let command, controller.receive(command: command) { return }
      }
      if let command { perform(command, in: split) }
    }
  }

  private func perform(_ command: HostCommand, in split: SplitViewController) {
    if split.perform(hostCommand: command, resizeStep: configuration.resizeStep) { return }
    if command == .toggleHelp { keyRouting.setHelpVisible(!keyRouting.isHelpVisible) }
  }

  private func pointer(_ phase: String, at point: Point, in split: SplitViewController) {
    let time = now
    switch phase {
    case "down":
      if pointer.cancel() { split.pointerCancelled() }
      if keyRouting.isHelpVisible {
        keyRouting.setHelpVisible(false)
        pressWasSplitViews = true
        return
      }
      let claimed = split.pointerDown(at: point, time: time)
      pointer.pressed(claimed: claimed)
      pressWasSplitViews = claimed
      if !claimed,
        let frame = split.layout.columns.last(where: { $0.visibleFrame.contains(point) }),
        !frame.isCovered
      {
        _ = split.focus(frame.column)
      }
    case "move":
      guard pointer.isPressed else { return }
      if pointer.moved(tracked: split.pointerMoved(to: point, time: time)) {
        pressWasSplitViews = true
      }
    case "up":
      guard let release = pointer.release() else { return }
      let used = split.pointerUp(at: point, time: time)
      pressWasSplitViews = release.isSplitViews(used: used)
    default:
      if pointer.cancel() { split.pointerCancelled() }
    }
  }

  private var helpEntries: [KeyCommand] {
    keyBindings.helpEntries.map { KeyCommand(keys: $0.keys, description: $0.description) }
      + configuration.additionalHelp
  }

  // MARK: Sending

  /// Sends the page what changed since the last message, if anything did.
  func flush() {
    guard let split, let send, !closed, split.containerSize != .zero else { return }
    isUpdateScheduled = false
    let snapshot = ContentSnapshot(split: split, metrics: configuration.metrics)
    for pane in snapshot.panes {
      guard let column = SplitViewController.Column(rawValue: pane.column),
        let content = split.topViewController(in: column) as? ContentViewController,
        content.renderer == nil
      else { continue }
      content.renderer = self
    }
    let help =
      keyRouting.isHelpVisible
      ? helpEntries.dropFirst(keyRouting.helpFirstRow).map { "\($0.keys)\t\($0.description)" }
      : nil
    // An animation that starts where the last frame left it (a swipe released) changes
    // nothing yet, but must still be run to its end.
    if split.isAnimatingOverTime { startTicking() }
    if snapshot == lastSent, help == lastHelp, title == lastTitle { return }
    var patch = SnapshotPatch(
      snapshot, previous: lastSent, help: help, previousHelp: lastHelp, title: title,
      previousTitle: lastTitle)
    patch.session = lastSent == nil ? id : nil
    guard let data = try? JSONEncoder().encode(patch) else { return }
    (lastSent, lastHelp, lastTitle) = (snapshot, help, title)
    bytesSent += data.count
    messagesSent += 1
    send(String(decoding: data, as: UTF8.self))
  }

  /// Advances running animations on a timer until they end, then sends the end state
  /// (the page shows where a transition lands, not each of its frames).
  private func startTicking() {
    guard !isTicking else { return }
    isTicking = true
    Task { @MainActor [weak self] in
      while let self, let split = self.split, split.isAnimatingOverTime {
        try? await Task.sleep(for: .milliseconds(16))
        split.advance(to: self.now)
      }
      self?.isTicking = false
      self?.flush()
    }
  }

  /// Runs ``frameWork`` in slices of about 10 ms, letting messages in between, and sends
  /// what changed at most every 100 ms.
  private func startFrameWork() {
    guard !isWorking else { return }
    isWorking = true
    Task { @MainActor [weak self] in
      var lastFlush = ContinuousClock.now
      while let self, let work = self.frameWork {
        let sliceStart = ContinuousClock.now
        while ContinuousClock.now - sliceStart < .milliseconds(10) {
          if !work() {
            self.frameWork = nil
            break
          }
        }
        if ContinuousClock.now - lastFlush > .milliseconds(100) || self.frameWork == nil {
          self.flush()
          lastFlush = .now
        }
        await Task.yield()
      }
      self?.isWorking = false
    }
  }

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
