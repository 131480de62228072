import Testing

@testable import MailboxCore
@testable import MailboxModel

@Suite struct QuotedPrintableTests {
  private func decode(_ text: String) -> String {
    Bytes.utf8String(QuotedPrintable.decode(Array(text.utf8)[...]).bytes)
  }

  @Test func decodesHexEscapesAndSoftLineBreaks() {
    #expect(decode("caf=C3=A9 =\nau lait") == "café au lait")
    #expect(decode("a=\r\nb") == "ab")
    #expect(decode("a=  \nb") == "ab")
    #expect(decode("lower =c3=a9") == "lower é")
  }

  @Test func keepsInvalidEscapesLiterally() {
    #expect(decode("100=ZZ% =4") == "100=ZZ% =4")
    #expect(decode("ends with =") == "ends with ")
  }

  @Test func qEncodingTurnsUnderscoresIntoSpaces() {
    #expect(
      QuotedPrintable.decode(Array("a_b=5F".utf8)[...], underscoreIsSpace: true)
        == Array("a b_".utf8))
  }
}
