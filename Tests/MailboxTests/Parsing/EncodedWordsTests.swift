import Testing

@testable import MailboxCore
@testable import MailboxModel

@Suite struct EncodedWordsTests {
  @Test(arguments: [
    ("=?UTF-8?Q?Jos=C3=A9_Garc=C3=ADa?=", "José García"),
    ("=?utf-8?b?Wm/DqyBCcm9udMOr?=", "Zoë Brontë"),
    ("=?ISO-8859-1?Q?Sm=F8rrebr=F8d?=", "Smørrebrød"),
    ("=?UTF-8?B?5bGx55Sw5aSq6YOO?=", "山田太郎"),
    ("=?UTF-8?B?8J+OiSBMYXVuY2g=?=", "🎉 Launch"),
    ("=?UTF-8*en?Q?hello?=", "hello"),
  ])
  func decodesBAndQWordsInAnyCase(input: String, expected: String) {
    #expect(EncodedWords.decode(input) == expected)
  }

  @Test func whitespaceBetweenAdjacentWordsIsDroppedButKeptAroundText() {
    #expect(EncodedWords.decode("=?UTF-8?Q?a?= =?UTF-8?Q?b?=") == "ab")
    #expect(EncodedWords.decode("=?UTF-8?Q?a?=\r\n =?UTF-8?Q?b?=") == "ab")
    #expect(EncodedWords.decode("Re: =?UTF-8?Q?caf=C3=A9?= time") == "Re: café time")
    #expect(EncodedWords.decode("=?UTF-8?Q?a?= x =?UTF-8?Q?b?=") == "a x b")
  }

  @Test func aCharacterSplitAcrossTwoWordsSurvives() {
    // "é" is C3 A9; each word carries one byte.
    #expect(EncodedWords.decode("=?UTF-8?Q?caf=C3?= =?UTF-8?Q?=A9?=") == "café")
  }

  @Test(arguments: [
    "=?UTF-8?X?abc?=", "=?UTF-8?Q?no end", "=??Q?x?=", "=?UTF-8?Q?has space?=", "plain =? text",
  ])
  func malformedWordsAreLeftAsWritten(input: String) {
    #expect(EncodedWords.decode(input) == input)
  }

  @Test func truncatedBase64InAWordDecodesWhatItCanAndMarksTheRest() {
    #expect(EncodedWords.decode("=?UTF-8?B?aGVsbG8g?=") == "hello ")
    #expect(EncodedWords.decode("=?UTF-8?B?aGVsbG8gd?=") == "hello \u{FFFD}")
  }

  @Test func decodedControlCharactersStayAsData() {
    #expect(EncodedWords.decode("=?UTF-8?Q?=1B]0;x=07?=") == "\u{1B}]0;x\u{07}")
  }

  @Test func rawEightBitHeaderBytesAreReadAsUTF8WithReplacement() {
    #expect(EncodedWords.decode([0x63, 0x61, 0x66, 0xC3, 0xA9, 0x20, 0xFF]) == "café \u{FFFD}")
  }
}
