import Testing

extension Tag {
  /// Tests that drive a real binary, in tmux or as a subprocess; filter them with
  /// `swift test --filter EndToEndTests` or skip them by tag.
  @Tag static var endToEnd: Self
}
