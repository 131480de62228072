import FuzzSupport

@testable import MailboxModel

/// The search query parser: any text parses without trapping (numbers of every size in
/// `date:`), prints as a query that parses back to the same, and matches a summary.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
  for now in [Int64(1_780_000_000), .min, .max, 0] {
    let query = SearchQuery(text, now: now)
    let again = SearchQuery(query.description, now: now)
    require(again.terms == query.terms, "terms differ after printing: \(query.description)")
    require(again.conditions == query.conditions, "conditions differ: \(query.description)")
    require(again.problem == query.problem, "problem differs: \(query.description)")
    _ = query.matchesIndex(summary)
    _ = query.matchesMessage(recipients: text, body: text)
    _ = SearchQuery.IndexMatcher(query)
  }
  return 0
}

private let summary = MessageSummary(
  index: 0, location: .mbox(offset: 0, length: 0),
  sender: MailAddress(name: "Ada Lindqvist", address: "ada@example.org"),
  subject: "Lunch on Friday", date: MailDate(year: 2024, month: 3, day: 5), isUnread: true)

@_cdecl("fuzz_query_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
  runFuzzer(argc, argv, fuzzOne)
}
