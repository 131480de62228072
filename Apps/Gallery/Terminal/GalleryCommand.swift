import ArgumentParser
import Foundation
import GalleryExamples
import GalleryPictures
import SplitKit
import SplitKitContent
import SplitKitTerminal

/// `gallery`: lists the examples, runs one, or regenerates the pictures.
@main
struct GalleryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gallery",
    abstract: "The source documents' split-view scenarios, runnable in the terminal.",
    discussion: """
      Without NAME, lists the examples with the document each reproduces. \
      'gallery pictures' regenerates the SVG pictures of every display mode. \
      Exit status: 0 success, 1 terminal or file error, 64 unknown example or bad option.
      """,
    version: SplitKitVersion.string)

  @Argument(help: "The example to run (see the list), or 'pictures'.")
  var name: String?

  @Option(help: "How many rows list examples show.")
  var rows: Int = 20

  @Option(help: "Where 'gallery pictures' writes the SVG files.")
  var output: String = "docs/pictures"

  func validate() throws {
    guard (0...1_000_000_000).contains(rows) else {
      throw ValidationError("--rows needs a whole number from 0 to 1000000000")
    }
  }

  func run() throws {
    guard let name else {
      print(GalleryListing.text, terminator: "")
      return
    }
    if name == "pictures" {
      try writePictures()
      return
    }
    guard let example = GalleryExample.named(name) else {
      Self.printError("gallery: unknown example '\(name)'; run 'gallery' to list the examples")
      throw ExitCode(64)
    }
    let options = GalleryOptions(rows: rows, units: .cells)
    // Until q; restores the terminal, and exits 1 with "gallery: <why>" when it cannot run.
    MainActor.assumeIsolated {
      TerminalHost.launch(app: example.make(options), programName: "gallery")
    }
  }

  private func writePictures() throws {
    let directory = URL(fileURLWithPath: output, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let pictures = MainActor.assumeIsolated { GalleryPictures.render() }
      for picture in pictures {
        let url = directory.appendingPathComponent(picture.fileName)
        try Data(picture.svg.utf8).write(to: url)
        print(url.path)
      }
    } catch {
      Self.printError(
        "gallery: cannot write the pictures to \(output): \(error.localizedDescription)")
      throw ExitCode(1)
    }
  }

  static func printError(_ line: String) {
    FileHandle.standardError.write(Data((Sanitizer.sanitize(line) + "\n").utf8))
  }
}
