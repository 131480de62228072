import SplitKit
import SplitKitTesting
import Testing

@MainActor @Suite struct SplitColumnMembershipTests {
  /// A controller that reuses the address of a freed detail entry still belongs to the
  /// column it was pushed from: the primary's, when pushed from the list while collapsed.
  ///
  /// Whether the allocator hands the freed address out again depends on what other tests
  /// allocate on other threads meanwhile, so the scenario is tried up to 20 times; each try
  /// that gets the address makes every assertion.
  @Test func aControllerReusingAFreedDetailsAddressExpandsIntoTheColumnItWasPushedFrom() throws {
    var tries = 0
    while tries < 20, try !reuseScenario() { tries += 1 }
    #expect(tries < 20, "no controller reused the freed address in 20 tries")
  }

  /// One try: false when no controller took the freed address.
  private func reuseScenario() throws -> Bool {
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
    guard let settings = reused else { return false }
    f.list.show(settings)  // the list's own push: part of the primary column
    f.settle()
    #expect(titles(stack) == ["List", "Settings"])
    f.split.setContainerSize(Size(width: 150, height: 30))
    #expect(f.primaryStack == ["List", "Settings"])
    #expect(f.secondaryStack == ["Detail"])
    return true
  }
}
