import Foundation

/// The sample mailbox bundled with MailboxCore (`Resources/sample.mbox`).
///
/// Made by `Apps/Mailbox/Tools/generate_sample.py` (deterministic; written for
/// this project): 150 messages across senders and threads, non-ASCII names and subjects,
/// quoted-printable and base64 bodies, HTML alternatives, an attachment, a long message
/// and a few deliberately malformed ones.
public enum SampleMailbox {
  /// The number of messages in the sample.
  public static let messageCount = 150

  /// The absolute path of the bundled sample, found from any working directory.
  public static var path: String? {
    Bundle.module.url(forResource: "sample", withExtension: "mbox")?.path
  }
}
