import Foundation
import Testing

@testable import MailboxCore
@testable import MailboxModel

@Suite struct MailboxIndexerTests {
  @Test(arguments: [1, 2, 3, 7, 64, 1000, 4096, 65_536, 1 << 22])
  func indexingTheSampleGivesTheSameSummariesForEveryChunkSize(size: Int) throws {
    let mailbox = try Mailbox.open(path: try #require(SampleMailbox.path))
    #expect(try mailbox.allSummaries(chunkSize: size) == (try mailbox.allSummaries()))
  }

  @Test func progressRisesToOneAndTheFirstBatchIsSmall() throws {
    let mailbox = try Mailbox.open(path: try #require(SampleMailbox.path))
    var indexer = try mailbox.makeIndexer(chunkSize: 16 << 10)
    var progress: [Double] = []
    var counts: [Int] = []
    while let batch = try indexer.next() {
      progress.append(batch.progress)
      counts.append(batch.summaries.count)
    }
    #expect(progress == progress.sorted())
    #expect(progress.last == 1)
    #expect(progress.count > 5)
    #expect(counts.reduce(0, +) == SampleMailbox.messageCount)
    #expect(indexer.isFinished)
    #expect(indexer.progress == 1)
    #expect(try indexer.next() == nil)
  }

  @Test func maildirBatchesAreIdenticalForEveryBatchBudget() throws {
    try TestFiles.withTemporaryDirectory { root in
      try MailboxTests.makeMaildir(at: root, count: 30)
      let mailbox = try Mailbox.open(path: root)
      let reference = try mailbox.allSummaries()
      #expect(reference.count == 30)
      for size in [1, 50, 500, 1 << 20] {
        #expect(try mailbox.allSummaries(chunkSize: size) == reference)
      }
    }
  }
}
