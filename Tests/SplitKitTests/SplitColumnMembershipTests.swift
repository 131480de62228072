import SplitKit
import SplitKitTesting
import Testing

@MainActor @Suite struct SplitColumnMembershipTests {
  /// A controller that reuses the address of a freed detail entry still belongs to the
  /// column it was pushed from: the primary's, when pushed from the list while collapsed.
  @Test func aControllerReusingAFreedDetailsAddressExpandsIntoTheColumnItWasPushedFrom() throws {
    let f = MailFixture(width: 60)
    let stack = try #require(f.split.navigationController(for: .primary))
    weak var freed: ViewController?
    var freedAddress: ObjectIdentifier?
    do {
      let reader = ViewController(title: "Reader")
      f.split.pushDetail(reader)  // collapsed: [List, Detail, Reader], Reader in the secondary
      f.settle()
      freed = reader
      freedAddress = ObjectIdentifier(reader)
      stack.popToRootViewController(animated: false)  // [List]
    }
    _ = f.appearance.take()
    #expect(freed == nil)
    #expect(titles(stack) == ["List"])
    // Allocate until one controller takes the freed address (the allocator reuses it).
    var candidates: [ViewController] = []
    var reused: ViewController?
    for _ in 0..<10_000 {
      let candidate = ViewController(title: "Settings")
      if ObjectIdentifier(candidate) == freedAddress {
        reused = candidate
        break
      }
      candidates.append(candidate)
    }
    let settings = try #require(reused, "no controller reused the freed address")
    f.list.show(settings)  // the list's own push: part of the primary column
    f.settle()
    #expect(titles(stack) == ["List", "Settings"])
    f.split.setContainerSize(Size(width: 150, height: 30))
    #expect(f.primaryStack == ["List", "Settings"])
    #expect(f.secondaryStack == ["Detail"])
  }
}
