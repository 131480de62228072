import Testing

@Suite struct EndToEndPlaceholderTests {
  @Test func placeholder() { #expect(1 + 1 == 2) }
}
