/// Writing one message, from the key that starts it to the report of its send, as a
/// state machine the reader drives and whose actions the host performs.
///
/// ``start(_:original:location:stamp:)`` makes the draft and its ``DraftWorkspace`` and
/// asks for the editor; ``editorClosed()`` reads the file back and asks for confirmation
/// (nothing is sent before ``answer(_:now:)`` gets `y`); while sending, ``poll(now:)``
/// reports the outcome once. A failed send, a postponed draft and a draft the editor left
/// unreadable are kept: in Drafts, or in the workspace for another edit.
///
/// ```swift
/// var session = ComposeSession(outbox: outbox)
/// if case .edit(let path) = session.start(.reply, original: bytes, location: nil, stamp: .now(domain: "x")) {
///   runEditor(path)
///   let next = session.editorClosed()   // .ask("Send to bob@example.com? …")
/// }
/// ```
public struct ComposeSession: Sendable {
  /// What the session is doing.
  public enum State: Sendable {
    /// No draft.
    case idle
    /// The editor (or the compose window) has the draft.
    case editing(DraftWorkspace, Outbox.Original?)
    /// The draft is read back and waits for the user's answer; `problem` says why it
    /// cannot be sent as it is (a line not understood, no recipients).
    case confirming(DraftWorkspace, Draft?, Outbox.Original?, problem: String?)
    /// The send command runs.
    case sending(DraftWorkspace, Outbox.Sending)
  }

  /// What the host does next.
  public enum Action: Sendable, Equatable {
    /// Hand the terminal (or a compose window) to the editor for the file at `path`, then
    /// call ``editorClosed()``.
    case edit(path: String)
    /// Show `prompt` and pass the next key to ``answer(_:now:)``.
    case ask(String)
    /// Show `message` in the status line; the session is idle again, or sending when
    /// `sending` is true (keep calling ``poll(now:)``).
    case status(String, sending: Bool)
  }

  /// Where drafts are sent and filed.
  public var outbox: Outbox
  /// The current state.
  public private(set) var state: State = .idle
  /// How the last send ended (where the original is now, once flagged), set by the
  /// ``poll(now:)`` that reports it.
  public private(set) var lastReport: Outbox.Report?

  /// Creates an idle session.
  ///
  /// - Parameter outbox: Where drafts are sent and filed.
  public init(outbox: Outbox) { self.outbox = outbox }

  /// Whether a draft is being written or sent (quitting then asks first).
  public var hasDraft: Bool {
    if case .idle = state { return false }
    return true
  }

  /// Whether the send command is running.
  public var isSending: Bool {
    if case .sending = state { return true }
    return false
  }

  /// Starts a draft: new mail, or a reply, reply-all or forward of `original`.
  ///
  /// - Parameters:
  ///   - kind: What to write.
  ///   - original: The message answered, as bytes; ignored for new mail.
  ///   - location: The message's file, to flag once sent.
  ///   - stamp: The draft's id and date.
  /// - Returns: ``Action/edit(path:)``, or a status when a draft is already open or the
  ///   workspace cannot be made.
  public mutating func start(
    _ kind: Draft.Kind, original: [UInt8]?, location: Outbox.Original?, stamp: DraftStamp
  ) -> Action {
    guard case .idle = state else {
      return .status("A draft is already open: finish it first", sending: isSending)
    }
    let settings = outbox.settings
    let draft: Draft
    switch (kind, original) {
    case (.reply, let bytes?):
      draft = .reply(to: bytes, all: false, settings: settings, stamp: stamp)
    case (.replyAll, let bytes?):
      draft = .reply(to: bytes, all: true, settings: settings, stamp: stamp)
    case (.forward, let bytes?): draft = .forward(bytes, settings: settings, stamp: stamp)
    case (.new, _): draft = .new(settings: settings, stamp: stamp)
    case (_, nil): return .status("Open a message first", sending: false)
    }
    do {
      let workspace = try DraftWorkspace(draft)
      state = .editing(workspace, kind == .new ? nil : location)
      return .edit(path: workspace.draftPath)
    } catch {
      return .status(error.message, sending: false)
    }
  }

  /// The editor has closed: the file is read back and the user asked to confirm.
  ///
  /// - Returns: ``Action/ask(_:)`` with the recipients, or with the problem to fix.
  public mutating func editorClosed() -> Action {
    guard case .editing(let workspace, let original) = state else {
      preconditionFailure("Invalid state \(state)")
    }
    do {
      let draft = try workspace.read()
      _ = try MessageEncoder(settings: outbox.settings).encode(draft)
      state = .confirming(workspace, draft, original, problem: nil)
      let to = draft.recipients.map(\.address).joined(separator: ", ")
      return .ask("Send to \(to)? y send · e edit · p postpone · d discard")
    } catch {
      state = .confirming(workspace, try? workspace.read(), original, problem: error.message)
      return .ask(error.message + " · e edit · p postpone · d discard")
    }
  }

  /// The user's answer to the confirmation: `y` sends, `e` edits again, `p` files the
  /// draft in Drafts, `d` discards it; any other key asks again.
  ///
  /// - Parameters:
  ///   - key: The key typed.
  ///   - now: The current instant, from which the send's timeout counts.
  /// - Returns: What to do next.
  public mutating func answer(_ key: Character, now: ContinuousClock.Instant) -> Action {
    guard case .confirming(let workspace, let draft, let original, let problem) = state else {
      preconditionFailure("Invalid state \(state)")
    }
    switch key {
    case "y" where problem == nil:
      guard let draft else { preconditionFailure("A confirmable draft was read") }
      do {
        let sending = try outbox.send(draft, original: original, now: now)
        state = .sending(workspace, sending)
        return .status("Sending…", sending: true)
      } catch {
        state = .confirming(workspace, draft, original, problem: error.message)
        return .ask(error.message + " · e edit · p postpone · d discard")
      }
    case "e":
      state = .editing(workspace, original)
      return .edit(path: workspace.draftPath)
    case "p":
      guard let draft else {
        return .ask("The draft cannot be read back to file it: e edit · d discard")
      }
      do {
        try outbox.postpone(draft)
        workspace.remove()
        state = .idle
        return .status("The draft is kept in \(outbox.settings.draftsFolder)", sending: false)
      } catch {
        return .ask(error.message + " · e edit · d discard")
      }
    case "d":
      workspace.remove()
      state = .idle
      return .status("The draft is discarded", sending: false)
    default:
      if let problem { return .ask(problem + " · e edit · p postpone · d discard") }
      let to = draft?.recipients.map(\.address).joined(separator: ", ") ?? ""
      return .ask("Send to \(to)? y send · e edit · p postpone · d discard")
    }
  }

  /// The send's outcome once it has one; the session is idle again then.
  ///
  /// - Parameter now: The current instant.
  /// - Returns: The report's status, or nil while the command runs.
  public mutating func poll(now: ContinuousClock.Instant) -> Action? {
    guard case .sending(let workspace, let sending) = state else { return nil }
    guard let report = sending.poll(now: now) else { return nil }
    lastReport = report
    workspace.remove()
    state = .idle
    return .status(report.message, sending: false)
  }

  /// The draft filed in Drafts as the reader quits; nothing happens when there is none
  /// (a send under way is left to finish by the send command).
  ///
  /// - Returns: What happened to it, for standard error; nil without a draft.
  public mutating func keepForQuit() -> String? {
    switch state {
    case .idle, .sending: return nil
    case .editing(let workspace, _), .confirming(let workspace, _, _, _):
      state = .idle
      do {
        let draft = try workspace.read()
        try outbox.postpone(draft)
        workspace.remove()
        return "The unsent draft is kept in \(outbox.settings.draftsFolder)"
      } catch {
        return "The unsent draft is kept in \(workspace.draftPath) (\(error.message))"
      }
    }
  }
}
