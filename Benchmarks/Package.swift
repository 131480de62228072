// swift-tools-version: 6.1
import PackageDescription

// The root package, by path. A path dependency's identity is its folder name, which
// differs between clones and worktrees, so it is read from the manifest's location.
let rootName =
  Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init) ?? "SplitKit"

let settings: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "SplitKitBenchmarks",
  dependencies: [
    .package(path: "..")
  ],
  targets: [
    // One executable; one file per area (Mailbox.swift, ...). `splitkit-bench --help`.
    .executableTarget(
      name: "splitkit-bench",
      dependencies: [
        .product(name: "SplitKit", package: rootName),
        .product(name: "MailboxCore", package: rootName),
        .product(name: "SplitKitTerminal", package: rootName),
        .product(name: "SplitKitTerminalTesting", package: rootName),
        .product(name: "SplitKitContent", package: rootName),
        .product(name: "SplitKitHostCore", package: rootName),
      ],
      path: "Sources/splitkit-bench",
      swiftSettings: settings
    ),
    // `splitkit-bench floor` runs these two side by side in a pty: the same screen, drawn
    // by the terminal host and by a raw-mode program of a few lines (the floor).
    .executableTarget(
      name: "splitkit-bench-list",
      dependencies: [
        .product(name: "SplitKit", package: rootName),
        .product(name: "SplitKitContent", package: rootName),
        .product(name: "SplitKitTerminal", package: rootName),
      ],
      path: "Sources/splitkit-bench-list",
      swiftSettings: settings
    ),
    .executableTarget(
      name: "splitkit-floor", path: "Sources/splitkit-floor",
      swiftSettings: [.swiftLanguageMode(.v5)]),
  ]
)
