public import SplitKit
public import SplitKitHostCore

/// What a host runs an app with: the split view, and every piece of interaction state
/// that is not the content's own — key routing and the key help, the press the pointer
/// holds — with one entry point per input event.
///
/// A host only reports input and draws: it turns what it receives into a
/// ``ContentEvent``, hands it to ``receive(_:at:)``, performs the ``Action`` it gets back
/// (quitting, suspending: what only a host can do), and draws ``snapshot()`` (or its own
/// rendering of the same controllers). The browser host and the headless test host send
/// every event here, GTK its keys, pointer and own controls, the terminal its keys, paste,
/// pointer and what a click on the content it draws found, so a key or a press means the
/// same in each.
///
/// Keys go to the help while it shows, then to the focused controller
/// (``ContentViewController/receive(key:)``, then ``ContentViewController/receive(command:)``
/// with the key's command), then to the split view's own commands. A press goes to the
/// split view first, which may claim it; a click on a row or a bar button after a press
/// the split view had is not the content's.
///
/// It is a class, one per host, because the app re-enters it: a key it handles may make
/// the app redraw at once (a GTK window does), and the redraw reads the session's help
/// state while the key is still being routed. The state machines it drives
/// (``/SplitKitHostCore/KeyRouting``, ``/SplitKitHostCore/PointerPress``) are values.
///
/// ```swift
/// let session = ContentSession(split: app.split)
/// session.receive(.resize(Size(width: 1440, height: 900)), at: clock.now)
/// if case .perform(.quit) = session.receive(.key(KeyEvent(.character("q"))), at: clock.now) {
///   exit(0)
/// }
/// let snapshot = session.snapshot()
/// ```
@MainActor
public final class ContentSession {
  /// The split view the host shows.
  public let split: SplitViewController
  /// The keys the host handles, and the commands they perform.
  public var keyBindings: KeyBindings
  /// The app's own keys, listed in the help after the bindings'.
  public var additionalHelp: [KeyCommand]
  /// How far `[` and `]` move the divider, in points.
  public var resizeStep: Double
  /// The sizes ``snapshot()`` lays bars, rows and lines out at.
  public var metrics: ContentSnapshot.Metrics
  /// What takes the keys of a column's top controller: the content controller itself,
  /// unless the host has views of its own that do (``KeyResponder``).
  public var keyResponder: @MainActor (ViewController) -> (any KeyResponder)? = {
    $0 as? ContentViewController
  }
  /// Where keys go, and the key help's state.
  public internal(set) var keyRouting = KeyRouting()
  /// The press the pointer holds, if any.
  public internal(set) var pointer = PointerPress.idle
  /// Whether the split view used the last press (a tap on the dimming, a swipe): a click
  /// the host reports after it (``ContentEvent/rowActivated(column:row:byKeyboard:)``,
  /// ``ContentEvent/barButton(column:id:)``) is then not the content's.
  public internal(set) var pressWasSplitViews = false

  /// What the host does after an event.
  public enum Action: Hashable, Sendable {
    /// The session used the event, or decided it changes nothing: draw.
    case handled
    /// Nobody used it (a key no controller or binding wanted, a press the split view left
    /// to the content): the host may give it to its own widgets.
    case ignored
    /// A command only the host can perform (quit, suspend); one it has no use for it
    /// ignores.
    case perform(HostCommand)
  }

  /// Creates the session of a split view, its help hidden and nothing pressed.
  ///
  /// - Parameters:
  ///   - split: The app's split view.
  ///   - keyBindings: The keys the host handles.
  ///   - additionalHelp: The app's own keys, for the help.
  ///   - resizeStep: How far the divider keys move it, in points.
  ///   - metrics: The sizes snapshots are laid out at.
  public init(
    split: SplitViewController, keyBindings: KeyBindings = .standard,
    additionalHelp: [KeyCommand] = [], resizeStep: Double = 16,
    metrics: ContentSnapshot.Metrics = ContentSnapshot.Metrics()
  ) {
    self.split = split
    self.keyBindings = keyBindings
    self.additionalHelp = additionalHelp
    self.resizeStep = resizeStep
    self.metrics = metrics
  }

  /// Handles one event at `time` on the host's clock: the split view's animations are
  /// advanced to it first.
  ///
  /// - Parameters:
  ///   - event: What happened.
  ///   - time: The host clock's time.
  /// - Returns: What the host does; draw in any case.
  @discardableResult
  public func receive(_ event: ContentEvent, at time: Duration) -> Action {
    split.advance(to: time)
    switch event {
    case .resize(let size):
      guard size.width.isFinite, size.height.isFinite else { return .ignored }
      let clamped = Size(
        width: min(max(size.width, 1), 16_384), height: min(max(size.height, 1), 16_384))
      split.hostResized(to: clamped, at: time)
      return .handled
    case .key(let key):
      return receive(key: key)
    case .paste(let text):
      return focusedController?.receive(paste: text) == true ? .handled : .ignored
    case .pointerDown(let point):
      return pointerDown(at: point, time: time)
    case .pointerMove(let point):
      return pointerMoved(to: point, time: time)
    case .pointerUp(let point):
      return pointerUp(at: point, time: time)
    case .pointerCancel:
      if pointer.cancel() { split.pointerCancelled() }
      return .handled
    case .displayModeButton:
      split.pressDisplayModeButton()
      return .handled
    case .inspectorButton:
      split.pressInspectorButton()
      return .handled
    case .rowActivated, .barButton, .back, .filter, .wheel, .documentScroll:
      return receiveContentEvent(event) ? .handled : .ignored
    case .question(let column, let input):
      guard let content = content(in: column) else { return .ignored }
      return receive(input, asking: content) ? .handled : .ignored
    case .menu(let column, let input):
      guard let content = content(in: column) else { return .ignored }
      return receive(input, showing: content) ? .handled : .ignored
    case .form(let column, let row, let input):
      guard let form = content(in: column) as? FormController else { return .ignored }
      return receive(input, row: row, of: form) ? .handled : .ignored
    case .editor(let column, let input):
      guard let editor = content(in: column) as? TextEditorController else { return .ignored }
      return receive(input, in: editor) ? .handled : .ignored
    }
  }

  /// Notes that the person used the keyboard, so what the host reports next (a switch
  /// set, a button activated) is not taken for the last press's: a host calls it for a
  /// key it leaves to a widget of its own, which the session does not see.
  public func keyboardUsed() {
    pressWasSplitViews = false
  }

  /// Notes that the person pressed a button the host hit-tests before the split view sees
  /// the press (the terminal's bar buttons), so that press, not the last one the split view
  /// had, decides: the button's event that follows is the content's.
  public func hostButtonPressed() {
    pressWasSplitViews = false
  }

  /// The controller on top of the focused column, which gets keys and paste first.
  public var focusedController: ContentViewController? {
    guard let column = split.focusedColumn else { return nil }
    return split.topViewController(in: column) as? ContentViewController
  }

  /// What takes keys in the focused column (``keyResponder`` of its top controller).
  public var focusedResponder: (any KeyResponder)? {
    guard let column = split.focusedColumn,
      let controller = split.topViewController(in: column)
    else { return nil }
    return keyResponder(controller)
  }

  /// The responder of a visible column whose content shows a menu or asks a question (a
  /// bar button's menu, or what its item asks, in a column other than the focused one): it
  /// takes the keys first, as menus and questions are modal.
  public var modalResponder: (any KeyResponder)? {
    for column in split.layout.visibleColumns {
      guard let content = split.topViewController(in: column) as? ContentViewController,
        content.menu != nil || content.question != nil || content.textQuestion != nil
      else { continue }
      return keyResponder(content)
    }
    return nil
  }

  /// The content on top of a column, if it is visible content.
  ///
  /// - Parameter column: The column.
  /// - Returns: Its top controller, when that is content.
  public func content(in column: SplitViewController.Column) -> ContentViewController? {
    split.topViewController(in: column) as? ContentViewController
  }

  /// What the split view shows now, laid out at ``metrics``: what a host that does not
  /// render the controllers itself draws after each event.
  ///
  /// - Returns: The snapshot.
  /// - Complexity: O(columns + rows in view + document blocks).
  public func snapshot() -> ContentSnapshot {
    ContentSnapshot(split: split, metrics: metrics)
  }

  /// A click, a filter's text, a scroll: events aimed at one column's content.
  ///
  /// - Returns: Whether the content used it.
  private func receiveContentEvent(_ event: ContentEvent) -> Bool {
    switch event {
    case .rowActivated(let column, let row, let byKeyboard):
      guard !pressWasSplitViews, let list = content(in: column) as? ListController,
        row >= 0, row < list.numberOfRows
      else { return false }
      _ = split.focus(column)
      list.userSelected(row: row)
      list.userOpened(row: row, byKeyboard: byKeyboard)
      return true
    case .barButton(let column, let id):
      guard !pressWasSplitViews, let content = content(in: column) else { return false }
      return content.pressBarButton(id)
    case .back(let column):
      return split.navigationControllerShown(in: column)?.popViewController(animated: true) != nil
    case .filter(let column, let text, let editing):
      guard let list = content(in: column) as? ListController, list.filter != nil else {
        return false
      }
      if editing == true { list.beginFiltering() }
      if let text { list.userChangedFilter(to: String(text.prefix(Self.maximumFieldText))) }
      if editing == false { list.endFiltering(keep: true) }
      return true
    case .wheel(let column, let rows):
      let rows = min(max(rows, -1000), 1000)
      switch content(in: column) {
      case let list as ListController: list.userScrolled(by: rows)
      case let document as DocumentController: document.userScrolled(lines: rows)
      case let editor as TextEditorController: editor.userScrolled(rows: rows)
      default: return false
      }
      return true
    case .documentScroll(let column, let offset, let isAtEnd):
      guard let document = content(in: column) as? DocumentController else { return false }
      // The document's state clamps a negative distance, from either end, to 0.
      document.hostScrolled(to: offset, isAtEnd: isAtEnd)
      return true
    default:
      return false
    }
  }
}
