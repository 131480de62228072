import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// The GTK pictures of docs/gtk.md, compared with the committed PNGs.
  ///
  /// `gallery-gtk` screenshots on Xvfb at the documents' sizes; a few differing pixels are
  /// tolerated, for font rasterisers that differ by a shade. `RECORD_SNAPSHOTS=1` rewrites
  /// them, with the animated GIF of the overlay sliding in made from the reveal frames.
  @Suite
  struct GTKPicturesTests {
    struct Picture: Sendable, CustomTestStringConvertible {
      var file: String
      var arguments: [String]
      var width: Int
      var height: Int
      var testDescription: String { file }
    }

    static let pictures: [Picture] = [
      Picture(
        file: "gtk-landscape", arguments: ["sliding-master", "--size", "1024x768"], width: 1024,
        height: 768),
      Picture(
        file: "gtk-portrait-overlay",
        arguments: ["sliding-master", "--size", "768x1024", "--reveal", "1"], width: 768,
        height: 1024),
      Picture(
        file: "gtk-three-columns", arguments: ["three-columns", "--size", "1024x768"],
        width: 1024, height: 768),
      Picture(
        file: "gtk-inspector", arguments: ["three-columns", "--size", "1024x768", "--inspector"],
        width: 1024, height: 768),
      Picture(
        file: "gtk-settings", arguments: ["settings", "--size", "1024x768"], width: 1024,
        height: 768),
    ]
    /// The overlay sliding in: an edge drag held at a quarter, a half, three quarters.
    static let revealFrames: [Picture] = [0.25, 0.5, 0.75, 1].enumerated().map { index, f in
      Picture(
        file: "gtk-reveal-\(index + 1)",
        arguments: ["sliding-master", "--size", "768x1024", "--reveal", "\(f)"], width: 768,
        height: 1024)
    }

    static var directory: URL {
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/pictures")
    }

    static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

    @Test(.timeLimit(.minutes(3)), arguments: pictures + revealFrames)
    func pictureMatchesTheCommittedPNG(_ picture: Picture) async throws {
      let display = try await VirtualDisplay.start()
      defer { display.stop() }
      let sandbox = try Sandbox()
      let app = try Subprocess.start(
        Binary.locate("gallery-gtk").url, picture.arguments,
        environment: display.environment(sandbox))
      defer { app.stop() }
      do {
        // A loaded machine can take long to start GTK; the app's own words explain a crash.
        try await display.waitForWindow(named: "gallery", timeout: .seconds(60))
      } catch {
        throw EndToEndError("\(error); gallery-gtk said: \(app.stop().standardError)")
      }
      var previous: [UInt8] = []
      let shot = try await display.waitForScreen("a stable frame") { shot in
        let pixels = Self.crop(shot, width: picture.width, height: picture.height)
        defer { previous = pixels }
        // The window is mapped (not the black screen) and has its bars (not one white
        // frame of an empty window).
        let top = shot.color(x: picture.width / 2, y: 4)
        let drawn = top != Screenshot.Color(0, 0, 0) && top != Screenshot.Color(255, 255, 255)
        return drawn && pixels == previous ? nil : "still changing"
      }
      let pixels = Self.crop(shot, width: picture.width, height: picture.height)
      let png = Self.directory.appendingPathComponent(picture.file + ".png")
      if Self.isRecording {
        try Self.writePNG(pixels, width: picture.width, height: picture.height, to: png)
        if picture.file == Self.revealFrames.last?.file { try Self.writeRevealGIF() }
        return
      }
      let committed = try Self.readPNG(png, width: picture.width, height: picture.height)
      var differing = 0
      for index in pixels.indices where abs(Int(pixels[index]) - Int(committed[index])) > 40 {
        differing += 1
      }
      let allowed = pixels.count / 200
      guard differing > allowed else { return }
      // Keep what the screen showed, to look at beside the committed picture.
      let actual = FileManager.default.temporaryDirectory
        .appendingPathComponent("splitkit-\(picture.file)-actual.png")
      try? Self.writePNG(pixels, width: picture.width, height: picture.height, to: actual)
      Issue.record(
        """
        \(picture.file).png differs in \(differing) channel values (allowed \(allowed)); the \
        screen is in \(actual.path); if the change is intended: \
        RECORD_SNAPSHOTS=1 swift test --filter GTKPicturesTests
        """)
    }

    static func crop(_ shot: Screenshot, width: Int, height: Int) -> [UInt8] {
      var pixels: [UInt8] = []
      pixels.reserveCapacity(width * height * 3)
      for row in 0..<height {
        let start = row * shot.width * 3
        pixels += shot.bytes[start..<start + width * 3]
      }
      return pixels
    }

    static func writePNG(_ pixels: [UInt8], width: Int, height: Int, to url: URL) throws {
      let scratch = try TemporaryDirectory(prefix: "png")
      let raw = scratch.url.appendingPathComponent("picture.rgb")
      try Data(pixels).write(to: raw)
      let output = try Subprocess.runQuickly(
        Subprocess.which("convert"),
        ["-size", "\(width)x\(height)", "-depth", "8", "rgb:\(raw.path)", "-strip", url.path])
      guard output.status == 0 else { throw EndToEndError("convert: \(output.standardError)") }
    }

    static func readPNG(_ url: URL, width: Int, height: Int) throws -> [UInt8] {
      let scratch = try TemporaryDirectory(prefix: "png")
      let raw = scratch.url.appendingPathComponent("picture.rgb")
      let output = try Subprocess.runQuickly(
        Subprocess.which("convert"), [url.path, "-depth", "8", "rgb:\(raw.path)"])
      guard output.status == 0, let data = FileManager.default.contents(atPath: raw.path),
        data.count == width * height * 3
      else {
        throw EndToEndError(
          "cannot read \(url.lastPathComponent) (\(output.standardError)); record it with "
            + "RECORD_SNAPSHOTS=1 swift test --filter GTKPicturesTests")
      }
      return [UInt8](data)
    }

    /// The reveal frames as one looping GIF, half size.
    static func writeRevealGIF() throws {
      let frames = revealFrames.map { directory.appendingPathComponent($0.file + ".png").path }
      let gif = directory.appendingPathComponent("gtk-reveal.gif").path
      let output = try Subprocess.runQuickly(
        Subprocess.which("convert"),
        ["-delay", "40", "-loop", "0"] + frames + ["-resize", "50%", gif])
      guard output.status == 0 else { throw EndToEndError("convert: \(output.standardError)") }
    }
  }
}
