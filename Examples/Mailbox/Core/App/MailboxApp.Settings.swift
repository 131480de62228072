extension MailboxApp {
  /// How the app is set up, beyond the mailbox.
  public struct Settings: Sendable {
    /// The list's title; the mailbox name without `.mbox` by default.
    public var title: String?
    /// The bytes indexed per frame: 1 MiB.
    public var chunkSize: Int
    /// Where UI state is kept; nil neither restores nor saves.
    public var stateStore: StateStore<MailboxUIState>?
    /// Forget (and delete) the saved state of this mailbox instead of restoring it.
    public var resetState: Bool
    /// The year whose dates show as "Mon D" in the list.
    public var currentYear: Int

    /// Creates settings.
    ///
    /// - Parameters:
    ///   - title: The list's title; nil derives it from the mailbox.
    ///   - chunkSize: The bytes indexed per frame.
    ///   - stateStore: Where UI state is kept; nil for none.
    ///   - resetState: Whether to forget the saved state.
    ///   - currentYear: The year whose dates omit the year.
    public init(
      title: String? = nil, chunkSize: Int = 1 << 20, stateStore: StateStore<MailboxUIState>? = nil,
      resetState: Bool = false, currentYear: Int
    ) {
      self.title = title
      self.chunkSize = max(1, chunkSize)
      self.stateStore = stateStore
      self.resetState = resetState
      self.currentYear = currentYear
    }
  }
}
