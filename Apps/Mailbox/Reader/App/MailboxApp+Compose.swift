import Foundation
import SplitKit
import SplitKitContent
import SplitKitHostCore

/// What the reader keeps of the message being written.
struct MailboxCompose {
  /// The draft's session, from the key that starts it to its send's report.
  var session: ComposeSession?
  /// The question the session waits on (send, edit, postpone, discard), while it shows.
  var prompt: String?
  /// The summary index of the message answered, in the mailbox open when it started.
  var original: (index: Int, mailbox: String)?
  /// The compose form on screen, while the draft is written in it.
  var form: ComposeFormController?
}

/// Writing mail (`r` reply, `g` reply to all, `f` forward, `m` new), one source for both
/// hosts: the draft is made by ``ComposeSession``, written in the reader's compose form
/// (``ComposeFormController``, pushed on the message's column; Send, Postpone and Discard
/// answer at once) or, with `[compose] editor = external`, in `$VISUAL`/`$EDITOR` through
/// the host's ``/SplitKitContent/ContentHost/editTextFile(at:editor:completion:)`` (the
/// terminal leaves the screen to it and redraws after) and confirmed in the status line
/// (`y` send, `e` edit, `p` postpone, `d` discard); sent by the configured command between
/// frames, filed in Sent and marked on the original (`R`, `P` for a forward). A failed
/// send keeps the draft in Drafts with the command's error; quitting with a draft asks.
extension MailboxApp {
  /// Where Sent and Drafts are found or made: the folder tree's root, the Maildir, or the
  /// mbox file's folder.
  var mailRoot: String {
    if let tree = folderTree { return tree.root }
    if mailbox.format == .maildir { return mailbox.path }
    let parent = mailbox.path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    let joined = parent.joined(separator: "/")
    return joined.isEmpty ? "/" : joined
  }

  /// `r`, `g`, `f` and `m` (once ``MailCommand/availability(in:)`` allowed them): starts
  /// a draft.
  func startDraft(_ command: MailCommand) {
    let kind: Draft.Kind
    switch command {
    case .reply: kind = .reply
    case .replyAll: kind = .replyAll
    case .forward: kind = .forward
    default: kind = .new
    }
    var bytes: [UInt8]?
    var answered: Outbox.Original?
    compose.original = nil
    if kind != .new {
      guard let (index, location) = selectedLocation else { return }
      do {
        bytes = try mailbox.rawMessage(at: location)
      } catch {
        showNotice(error.message)
        return
      }
      if case .file(let path) = location, canChangeFiles {
        answered = Outbox.Original(maildir: mailbox.path, relativePath: path)
        compose.original = (index, mailbox.path)
      }
    }
    let composeSettings = settings.configuration.composeSettings
    var session =
      compose.session
      ?? ComposeSession(outbox: Outbox(settings: composeSettings, mailRoot: mailRoot))
    let domain = composeSettings.identities.first?.addresses.first?.split(separator: "@").last
    let action = session.start(
      kind, original: bytes, location: answered, stamp: .now(domain: domain.map(String.init) ?? ""))
    compose.session = session
    perform(action)
  }

  /// Does what the session asks next: hand the draft to the editor, ask, or report.
  func perform(_ action: ComposeSession.Action) {
    switch action {
    case .edit(let path):
      compose.prompt = nil
      if settings.configuration.composeSettings.editor == .form, showComposeForm(path) { return }
      editExternally(path) { [weak self] started in
        guard let self, var session = compose.session else { return }
        let next = session.editorClosed()
        compose.session = session
        perform(next)
        if !started { showNotice("The editor could not be started") }
      }
    case .ask(let prompt):
      compose.prompt = prompt
      showNotice(prompt)
    case .status(let text, let sending):
      compose.prompt = nil
      showNotice(text)
      // A failed send's error is often longer than the status line: shown whole too.
      if !sending, let report = compose.session?.lastReport, !report.isSent, text == report.message
      {
        message.problem = text
      }
      if sending { scheduleFrameWork() }
    }
  }

  /// Hands the draft file at `path` to `$VISUAL`/`$EDITOR` through the host.
  ///
  /// - Parameters:
  ///   - path: The draft's file.
  ///   - completion: Called when the editor is done, with false when it could not start.
  func editExternally(_ path: String, completion: @escaping @MainActor (Bool) -> Void) {
    let editor = ExternalEditor.command(environment: ProcessInfo.processInfo.environment)
    guard let host else { return }
    // As ExternalEditor does: `sh -c '<editor> "$1"' sh <file>`, so the editor may have
    // arguments and the file name is never parsed by the shell.
    host.editTextFile(
      at: path, editor: ["/bin/sh", "-c", editor + " \"$1\"", "sh", path], completion: completion)
  }

  /// Shows the compose form on the draft at `path`, on top of the message's column (the
  /// list's stack when collapsed without a message); a reply or a forward opens on its
  /// text, its recipients being filled in already.
  ///
  /// - Parameter path: The draft's file.
  /// - Returns: Whether it shows; false when the file cannot be read.
  func showComposeForm(_ path: String) -> Bool {
    if let form = compose.form, form.path == path, form.parent != nil { return true }
    guard let form = ComposeFormController(path: path) else { return false }
    compose.form = form
    form.onChoice = { [weak self] choice in self?.composeFormChose(choice) }
    form.onOpenInEditor = { [weak self, weak form] in
      guard let self, let form else { return }
      editExternally(form.path) { [weak form] started in
        form?.reload()
        if !started { form?.showMessage("The editor could not be started") }
      }
    }
    let anchor: ContentViewController =
      split.isCollapsed && !isMessageOnStack ? list : message
    anchor.show(form)
    if !split.isCollapsed { split.focus(.secondary) }
    if form.file.value(of: "To").isEmpty {
      form.userFocused(row: "To")
    } else {
      form.openText()
    }
    return true
  }

  /// What the compose form's user chose: Send, Postpone and Discard answer the session at
  /// once and close the form (unless the draft cannot be sent as it is: the form stays and
  /// says why); going back asks in the status line, as after an external editor.
  func composeFormChose(_ choice: ComposeFormController.Choice) {
    guard var session = compose.session, let form = compose.form else { return }
    var next = session.editorClosed()
    let answer: Character? =
      switch choice {
      case .send: "y"
      case .postpone: "p"
      case .discard: "d"
      case .back: nil
      }
    if let answer { next = session.answer(answer, now: .now) }
    if answer != nil, case .ask(let problem) = next {
      // Still editing: back to the form, with the problem in its status line.
      _ = session.answer("e", now: .now)
      compose.session = session
      form.choiceFailed(String(problem.prefix { $0 != "·" }).trimmingCharacters(in: .whitespaces))
      return
    }
    compose.session = session
    compose.form = nil
    if let navigation = form.navigationController,
      let index = navigation.viewControllers.firstIndex(where: { $0 === form }), index > 0
    {
      _ = navigation.popToViewController(navigation.viewControllers[index - 1])
    }
    perform(next)
  }

  /// A key while the session waits for an answer: `q` (or Ctrl-C) asks about quitting,
  /// any other key is the answer; false when no answer is awaited.
  func handleComposeAnswer(_ key: KeyEvent) -> Bool {
    guard let prompt = compose.prompt, var session = compose.session else {
      // Any key clears a notice (where a file was saved, how a send ended).
      showNotice(nil)
      message.problem = nil
      return false
    }
    if key.key == .character("q") || key == KeyEvent(.character("c"), modifiers: .control) {
      if !confirmQuit() { showNotice(prompt) }
      return true
    }
    guard key.modifiers.subtracting(.shift).isEmpty, case .character(let character) = key.key
    else {
      showNotice(prompt)
      return true
    }
    let next = session.answer(character, now: .now)
    compose.session = session
    perform(next)
    return true
  }

  /// One frame's look at a send under way; its report shows once, and the original's row
  /// shows it replied (or forwarded).
  ///
  /// - Returns: Whether the send is still running.
  func pollCompose() -> Bool {
    guard var session = compose.session, session.isSending else { return false }
    // Flagging the original renames its file: the reader's own change.
    let action = changingFiles { session.poll(now: .now) }
    compose.session = session
    guard let action else { return true }
    if let report = session.lastReport, let moved = report.originalPath,
      let (index, folder) = compose.original, folder == mailbox.path
    {
      actions.relocated[index] = moved
      if let row = list.list.row(ofSummary: index) { list.rowDidChange(row) }
    }
    compose.original = nil
    perform(action)
    return false
  }

  /// Quitting with a draft open asks first (the draft is then kept in Drafts).
  ///
  /// - Returns: Whether it asked (the quit waits for the answer); false without a draft.
  func confirmQuit() -> Bool {
    guard let session = compose.session, session.hasDraft else { return false }
    let question =
      session.isSending
      ? "A message is still being sent (its Sent copy is not filed if you quit). Quit?"
      : "Quit and keep the draft in \(session.outbox.settings.draftsFolder)?"
    // Asked where the keys go, so the answer cannot reach the draft's own question.
    showNotice(nil)
    focusedContent.ask(question) { [weak self] yes in
      guard let self else { return }
      if yes {
        keepUnsentDraft()
        host?.requestQuit()
      } else if let prompt = compose.prompt {
        showNotice(prompt)
      }
    }
    return true
  }

  /// Files an unsent draft in Drafts as the reader ends (the note goes to standard error).
  func keepUnsentDraft() {
    guard var session = compose.session else { return }
    compose.form?.save()
    if let note = session.keepForQuit() { warnings.append(note) }
    compose.session = session
    compose.prompt = nil
  }
}
