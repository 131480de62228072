import MailboxCore
import Testing

@Suite struct MailboxPlaceholderTests {
  @Test func moduleLoads() { #expect(MailboxCore.self == MailboxCore.self) }
}
