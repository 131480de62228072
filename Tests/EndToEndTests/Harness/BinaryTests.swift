import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  @Suite
  struct BinaryTests {
    @Test(arguments: ["mailbox", "gallery", "splitkit-demo"])
    func locatesEveryExecutableProductBuiltBesideTheTests(name: String) throws {
      let binary = try Binary.locate(name)
      #expect(binary.name == name)
      #expect(binary.url.lastPathComponent == name)
      #expect(FileManager.default.isExecutableFile(atPath: binary.path))
    }

    @Test func explainsHowToBuildAMissingExecutable() throws {
      let error = #expect(throws: EndToEndError.self) { try Binary.locate("no-such-product") }
      let message = error?.message ?? ""
      #expect(message.hasPrefix("The executable `no-such-product` is not built."))
      #expect(message.contains("swift build --product no-such-product"))
      #expect(message.contains("Searched: /"))
    }
  }
}
