// maildir-probe: the reader's Maildir actions in a process of their own, for the tests that
// kill it at random instants (MaildirKillTests).
//
//   maildir-probe move SOURCE TARGET   moves every message of SOURCE into TARGET, one by one,
//                                      printing "moved N" after each
//   maildir-probe flag FOLDER FLAGS    adds FLAGS to every message of FOLDER, one by one
import Foundation
import MailboxModel

let arguments = CommandLine.arguments
guard arguments.count == 4 else {
  FileHandle.standardError.write(
    Data("usage: maildir-probe move SOURCE TARGET | flag FOLDER FLAGS\n".utf8))
  exit(64)
}
let folder = arguments[2]
// As the reader does when it opens a tree: copies a killed run left behind go first.
if arguments[1] == "move" {
  for maildir in [folder, arguments[3]] { MaildirFiles.removeAbandonedCopies(in: maildir) }
}
var names: [String] = []
for sub in ["new", "cur"] {
  let listed = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + sub)) ?? []
  names += listed.sorted().map { sub + "/" + $0 }
}
var done = 0
for name in names {
  do {
    switch arguments[1] {
    case "move": _ = try MailAction.move(message: name, from: folder, to: arguments[3])
    default: _ = try MailAction.setFlags(of: name, in: folder, adding: Set(arguments[3]))
    }
    done += 1
    print("done \(done)")
  } catch {
    FileHandle.standardError.write(Data("maildir-probe: \(error.message)\n".utf8))
    exit(1)
  }
}
