// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets for SplitKit (issue 38): built by `scripts/fuzz` with
// `-sanitize=fuzzer,address` in a scratch path of their own (`.build-fuzz`), so the normal
// build never sees them. The root package by path, as Benchmarks/ does; its identity is
// its folder's name, which differs between clones and worktrees.
let rootName =
  Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init) ?? "SplitKit"

/// One target: `Sources/<name>/Fuzz.swift` defines `LLVMFuzzerTestOneInput` and the
/// module's entry point, which runs libFuzzer (`-parse-as-library`: no top-level code).
func fuzzTarget(_ name: String, _ products: [String]) -> Target {
  .executableTarget(
    name: name,
    dependencies: ["FuzzSupport"] + products.map { .product(name: $0, package: rootName) },
    path: "Sources/\(name)",
    swiftSettings: [.swiftLanguageMode(.v6), .unsafeFlags(["-parse-as-library"])]
  )
}

let package = Package(
  name: "SplitKitFuzz",
  dependencies: [.package(path: "..")],
  targets: [
    .target(
      name: "FuzzSupport", path: "Sources/FuzzSupport",
      swiftSettings: [.swiftLanguageMode(.v6)]),
    fuzzTarget("fuzz-input", ["SplitKitTerminal"]),
    fuzzTarget(
      "fuzz-mail", ["MailboxModel", "MailboxCore", "SplitKitTerminal", "SplitKitTerminalTesting"]),
    fuzzTarget("fuzz-query", ["MailboxModel"]),
    fuzzTarget("fuzz-settings", ["MailboxModel"]),
    fuzzTarget("fuzz-draft", ["MailboxModel"]),
  ]
)
