import Testing

/// The parent of every end-to-end suite: the real binaries driven in tmux, the screen a
/// person would see taken as the truth.
///
/// It runs its suites one test at a time (the trait is inherited by nested suites), so at
/// most one tmux server and one app compete for a loaded machine's cores, and tags them
/// all `.endToEnd` (`swift test --filter EndToEndTests` runs them alone).
///
/// ## Writing an end-to-end test
///
/// Declare the suite in an extension, start the binary in a ``TmuxSession``, drive it
/// with keys and mouse bytes, and wait for what a person would see — never sleep:
///
/// ```swift
/// extension EndToEnd {
///   @Suite struct MyAppTests {
///     @Test func backslashShowsTheList() async throws {
///       let session = try TmuxSession(Binary.locate("splitkit-demo"), columns: 100, rows: 30)
///       try await session.waitFor(demo: DemoScreen(.detailOnly, detail: "Item 1"))
///       try session.sendKeys(.text("\\"))
///       try await session.waitFor(demo: DemoScreen(.overlay, selected: "Item 1", detail: "Item 1"))
///       try session.sendKeys(.text("q"))
///       try await session.expectRestoredExit(status: 0)
///     }
///   }
/// }
/// ```
///
/// - Waiting: ``TmuxSession/waitFor(_:timeout:_:)``, ``TmuxSession/waitFor(text:timeout:)``,
///   ``TmuxSession/waitFor(_:escapes:timeout:reading:)`` with an app reader such as
///   ``DemoScreen`` or ``MailboxScreen``, ``TmuxSession/waitUntilDrawn(escapes:timeout:)`` for apps run with
///   ``TmuxSession/progressTitleEnvironment``.
///   Failures show the last screen, framed.
/// - Input: ``TmuxSession/sendKeys(_:)``, ``TmuxSession/sendBytes(_:)`` with ``SGRMouse``,
///   ``TmuxSession/click(column:row:)``, ``TmuxSession/drag(from:to:steps:release:)``,
///   ``TmuxSession/resize(columns:rows:)``.
/// - Signals: ``TmuxSession/signal(_:)``, ``TmuxSession/waitForStopped(timeout:)`` and
///   ``TmuxSession/resume()`` (the shell's `fg`).
/// - Restoration: ``TmuxSession/expectRestoredExit(status:timeout:sourceLocation:)`` and
///   ``TmuxSession/terminalState()`` against ``TerminalState/pristine`` or
///   ``TerminalState/fullScreenApp``.
/// - Without a terminal: ``Binary/run(_:sandbox:environment:timeout:)``.
@Suite(.serialized, .tags(.endToEnd))
enum EndToEnd {}
