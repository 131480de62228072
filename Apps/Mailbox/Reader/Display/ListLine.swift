import Foundation
import SplitKitHostCore

/// The `mailbox --list` line of a message: `sender<TAB>subject<TAB>date`, sanitized.
///
/// The sender is the display name (else the address), the date is ``MailDate/isoDay``
/// or `?`. Every field goes through ``/SplitKitHostCore/SafeText`` (escape sequences,
/// C0/C1 controls and bidi controls become visible placeholders; a tab becomes a space),
/// so the two tab separators and the line end are the only control characters on the line.
public enum ListLine {
  /// The list line for `summary`, without a line terminator.
  ///
  /// - Parameter summary: The message's summary.
  /// - Returns: `sender<TAB>subject<TAB>date`, sanitized.
  public static func format(_ summary: MessageSummary) -> String {
    let subject = summary.subject.isEmpty ? "(no subject)" : summary.subject
    return [summary.sender.displayName, subject, MailDate.displayText(summary.date)]
      .map { SafeText.line($0) }
      .joined(separator: "\t")
  }
}

extension ListLine {
  /// `mailbox --list`: prints the list line of every message, in mailbox order as it is
  /// indexed, each after its folder's name and a tab in a folder tree; returns the exit
  /// status.
  ///
  /// A folder that cannot be read is named on standard error and the others are still
  /// listed; the status is then the first such folder's (or the mailbox's: 65, 66, 74).
  ///
  /// - Parameters:
  ///   - path: An mbox file, a Maildir or a directory of mailboxes; nil for the sample.
  ///   - program: The program's name, before each line on standard error.
  /// - Returns: 0, or the first failure's status.
  public static func printAll(path: String?, program: String) -> Int32 {
    var output = StandardOutput()
    defer { output.flush() }
    func fail(_ error: MailboxError) -> Int32 {
      output.flush()
      MailboxLaunch.writeError(program: program, error.message)
      return error.exitStatus
    }
    func printMailbox(_ mailbox: Mailbox, prefix: String) -> Int32 {
      do throws(MailboxError) {
        var indexer = try mailbox.makeIndexer()
        while let batch = try indexer.next() {
          for summary in batch.summaries { output.write(prefix + format(summary) + "\n") }
        }
        return 0
      } catch {
        return fail(error)
      }
    }
    guard let target = path ?? SampleMailbox.path else {
      MailboxLaunch.writeError(program: program, "the bundled sample mailbox is missing")
      return 66
    }
    do throws(MailboxError) {
      switch try MailFolderTree.open(path: target) {
      case .mailbox(let mailbox):
        return printMailbox(mailbox, prefix: "")
      case .folders(let tree):
        var status: Int32 = 0
        for folder in tree.folders {
          let prefix = SafeText.line(folder.relativeName) + "\t"
          let folderStatus: Int32
          do throws(MailboxError) {
            folderStatus = printMailbox(try Mailbox.open(path: folder.path), prefix: prefix)
          } catch {
            folderStatus = fail(error)
          }
          if status == 0 { status = folderStatus }
        }
        return status
      }
    } catch {
      return fail(error)
    }
  }
}

/// Buffered writes to standard output, for printing long lists quickly.
private struct StandardOutput {
  private var buffer: [UInt8] = []
  private let limit = 64 << 10

  /// Queues `text`, writing when the buffer is full.
  mutating func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= limit { flush() }
  }

  /// Writes everything queued.
  mutating func flush() {
    guard !buffer.isEmpty else { return }
    FileHandle.standardOutput.write(Data(buffer))
    buffer.removeAll(keepingCapacity: true)
  }
}
