import GalleryCore
import Testing

@Suite struct GalleryPlaceholderTests {
  @Test func moduleLoads() { #expect(GalleryCore.self == GalleryCore.self) }
}
