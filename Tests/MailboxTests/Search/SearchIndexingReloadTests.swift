import Foundation
import Testing

@testable import MailboxModel

/// The search index kept in step with a Maildir another program changes while the reader
/// has it open (issue 21): the reader reads the list again, and the index matches it by
/// unique name, reading only the delivered message.
@Suite struct SearchIndexingReloadTests {
  /// A message about `subject` whose body holds `word`.
  static func message(_ number: Int, _ subject: String, _ word: String) -> String {
    "From: Sender <s\(number)@example.org>\nTo: team@example.org\nSubject: \(subject)\n"
      + "Date: Mon, 5 Jan 2026 10:00:0\(number % 10) +0000\nMessage-ID: <m\(number)@example.org>\n\n"
      + "The report, with a \(word) in it.\n"
  }

  /// The list of `mailbox` whole, its index built, and the subjects `query` finds.
  static func listAndSearch(
    _ indexing: SearchIndexing, _ mailbox: Mailbox, _ query: String
  ) throws -> [String] {
    var list = MessageList()
    list.append(try mailbox.allSummaries())
    indexing.prepare(&list, mailbox: mailbox)
    while indexing.build(&list, until: .seconds(60), now: { .zero }) {}
    #expect(list.searchIndexProgress == nil)
    list.setFilter(query)
    indexing.prepare(&list, mailbox: mailbox)
    while list.isSearching {
      list.searchFrame(in: mailbox, until: .seconds(60), maximumSlices: 8, now: { .zero })
    }
    return (0..<list.rowCount).compactMap { list.summary(atRow: $0)?.subject }
  }

  @Test func deliveredRenamedAndDeletedFilesReadOnlyTheDeliveredMessage() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let path = directory + "/mail"
      try MaildirFiles.createMaildir(at: path)
      let words = ["balloon", "walrus", "kite", "anchor", "harbour"]
      for (number, word) in words.enumerated() {
        try TestFiles.write(
          Self.message(number, "Report \(number)", word),
          to: path + "/cur/\(1000 + number).M\(number).host:2,S")
      }
      let indexing = SearchIndexing(root: path, cacheDirectory: directory + "/cache")
      #expect(
        try Self.listAndSearch(indexing, Mailbox.open(path: path), "body:walrus") == [
          "Report 1"
        ])
      #expect(indexing.addedMessageCount == 5)

      // Another program flags one message (a rename), files one into new/, deletes one
      // and delivers a new one.
      let cur = path + "/cur/"
      try FileManager.default.moveItem(
        atPath: cur + "1000.M0.host:2,S", toPath: cur + "1000.M0.host:2,FS")
      try FileManager.default.moveItem(
        atPath: cur + "1003.M3.host:2,S", toPath: path + "/new/1003.M3.host")
      try FileManager.default.removeItem(atPath: cur + "1001.M1.host:2,S")
      try TestFiles.write(
        Self.message(9, "Fresh delivery", "zeppelin"), to: path + "/tmp/999.M9.host")
      try FileManager.default.moveItem(
        atPath: path + "/tmp/999.M9.host", toPath: path + "/new/999.M9.host")

      indexing.listWillReload()
      let mailbox = try Mailbox.open(path: path)
      #expect(try Self.listAndSearch(indexing, mailbox, "body:zeppelin") == ["Fresh delivery"])
      #expect(indexing.addedMessageCount == 6, "only the delivered message was read")
      #expect(try Self.listAndSearch(indexing, mailbox, "body:walrus").isEmpty)
      #expect(try Self.listAndSearch(indexing, mailbox, "body:balloon") == ["Report 0"])
      #expect(try Self.listAndSearch(indexing, mailbox, "body:anchor") == ["Report 3"])
      #expect(try Self.listAndSearch(indexing, mailbox, "is:flagged") == ["Report 0"])
      #expect(indexing.addedMessageCount == 6)
    }
  }

  /// A reader builds and asks the index on other threads (`inBackground`): the search waits
  /// for the answers, reading nothing meanwhile, and finds what asking in the frame finds.
  @Test func answersAskedOnAnotherThreadFindWhatAnswersAskedHereFind() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let path = directory + "/mail"
      try MaildirFiles.createMaildir(at: path)
      for number in 0..<40 {
        try TestFiles.write(
          Self.message(number, "Report \(number)", number % 7 == 3 ? "walrus" : "balloon"),
          to: path + "/cur/\(1000 + number).M\(number).host:2,S")
      }
      let mailbox = try Mailbox.open(path: path)
      let here = SearchIndexing(root: path, cacheDirectory: directory + "/here")
      let expected = try Self.listAndSearch(here, mailbox, "body:walrus")
      #expect(expected.count == 6)
      let there = SearchIndexing(
        root: path, cacheDirectory: directory + "/there", inBackground: true)
      #expect(try Self.listAndSearch(there, mailbox, "body:walrus") == expected)

      // Right after the question, the list waits: a frame reads nothing, finds nothing.
      var list = MessageList()
      list.append(try mailbox.allSummaries())
      there.prepare(&list, mailbox: mailbox)
      list.setFilter("body:balloon")
      there.prepare(&list, mailbox: mailbox)
      #expect(list.pendingIndexAnswers != nil)
      while list.pendingIndexAnswers != nil {
        let found = list.searchFrame(in: mailbox, until: .seconds(60), maximumSlices: 8) { .zero }
        if list.pendingIndexAnswers != nil { #expect(found == 0 && list.searched == 0) }
      }
      while list.isSearching {
        list.searchFrame(in: mailbox, until: .seconds(60), maximumSlices: 8, now: { .zero })
      }
      #expect(list.rowCount == 34)
    }
  }
}
