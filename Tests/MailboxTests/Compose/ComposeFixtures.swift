@testable import MailboxCore
@testable import MailboxModel

/// Messages and settings the compose tests share.
enum ComposeFixtures {
  static let settings = ComposeSettings(
    identities: [
      Identity(name: "Ada Lovelace", addresses: ["ada@example.org", "ada@work.example"])
    ])

  static let date = MailDate(year: 2026, month: 11, day: 27, hour: 1, minute: 2, second: 3)

  static let stamp = DraftStamp(
    messageID: "<reply.1@example.org>",
    date: date ?? MailDate(year: 2026, month: 11, day: 27).unsafelyUnwrapped)

  /// A message to Ada's work address and Bob, copied to Carol and Ada, with non-ASCII
  /// names and subject.
  static let original = Array(
    """
    From: =?UTF-8?Q?Jos=C3=A9_P=C3=A9rez?= <jose@example.com>
    To: Ada <ADA@work.example>, "Babbage, Charles" <charles@example.net>
    Cc: carol@example.com, Ada Lovelace <ada@example.org>
    Subject: Re: RE: =?UTF-8?Q?Caf=C3=A9?= tomorrow
    Date: Thu, 26 Nov 2026 09:30:00 +0100
    Message-ID: <orig.3@example.com>
    References: <root.1@example.com> <orig.2@example.com>
    Content-Type: text/plain; charset=utf-8

    Shall we meet at the café?
    Ten o'clock.

    """.utf8)
}
