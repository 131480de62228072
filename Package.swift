// swift-tools-version: 6.1
import PackageDescription

// Warnings are errors in our own targets, so a new warning fails `swift build` and
// `scripts/test` at once, in every clone and on every incremental build (a compiler error
// is reported again until fixed; a warning is printed once, when its file compiles).
// Dependencies keep their own settings: their warnings never fail our build. SwiftPM
// refuses unsafe flags in a package used as a versioned dependency, so the flag is left
// out when this package is built as someone else's checkout. SwiftPM's own warnings
// (such as unhandled files) are not compiler warnings: `scripts/test` checks for those.
let isDependencyCheckout = ["/checkouts/", "/registry/downloads/"].contains {
  Context.packageDirectory.contains($0)
}
let warningsAsErrors: [SwiftSetting] =
  isDependencyCheckout ? [] : [.unsafeFlags(["-warnings-as-errors"])]

let strictSettings: [SwiftSetting] =
  [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
  ] + warningsAsErrors

// The pkg-config file CGtk reads. GTK's own gtk4.pc hands SwiftPM GLib's -pthread and
// graphene's -msse, which it refuses for a system library with a "prohibited flag(s)" warning
// in every build of every package that depends on SplitKit, GTK or not. SwiftPM takes a
// pkgConfig name that is an absolute path as that file, so CGtk names
// Sources/CGtk/gtk4-splitkit.pc, which gives the same include paths and libraries without
// those flags (it explains how). SwiftPM splits the name at spaces, so a checkout whose path
// has one uses gtk4 (and warns); SPLITKIT_GTK4_PKG_CONFIG=gtk4 does too, for a GTK
// installed outside /usr.
let gtkPkgConfig =
  Context.environment["SPLITKIT_GTK4_PKG_CONFIG"]
  ?? (Context.packageDirectory.contains(" ")
    ? "gtk4" : Context.packageDirectory + "/Sources/CGtk/gtk4-splitkit.pc")

let package = Package(
  name: "SplitKit",
  products: [
    .library(name: "SplitKit", targets: ["SplitKit"]),
    .library(name: "SplitKitHostCore", targets: ["SplitKitHostCore"]),
    .library(name: "SplitKitContent", targets: ["SplitKitContent"]),
    .library(name: "SplitKitTerminal", targets: ["SplitKitTerminal"]),
    .library(name: "SplitKitGTK", targets: ["SplitKitGTK"]),
    .library(name: "SplitKitWeb", targets: ["SplitKitWeb"]),
    .library(name: "SplitKitTesting", targets: ["SplitKitTesting"]),
    .library(name: "SplitKitTerminalTesting", targets: ["SplitKitTerminalTesting"]),
    .library(name: "MailboxModel", targets: ["MailboxModel"]),
    .library(name: "MailboxCore", targets: ["MailboxCore"]),
    .executable(name: "mailbox", targets: ["mailbox"]),
    .executable(name: "gallery", targets: ["gallery"]),
    .executable(name: "splitkit-demo", targets: ["splitkit-demo"]),
    .executable(name: "splitkit-demo-gtk", targets: ["splitkit-demo-gtk"]),
    .executable(name: "gallery-gtk", targets: ["gallery-gtk"]),
    .executable(name: "mailbox-gtk", targets: ["mailbox-gtk"]),
    .executable(name: "splitkit-demo-web", targets: ["splitkit-demo-web"]),
    .executable(name: "mailbox-web", targets: ["mailbox-web"]),
    .executable(name: "gallery-web", targets: ["gallery-web"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
    // Only SplitKitWeb and its launchers use these; the engine, content, terminal and GTK
    // products build without them.
    .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.0.0"),
    .package(
      url: "https://github.com/hummingbird-project/hummingbird-websocket.git", from: "2.0.0"),
    .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.81.0"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.6.0"),
  ],
  targets: [
    // MARK: Engine — standard library only; no I/O, never reads a clock.
    // The standard library's `rounded()` and `squareRoot()` call libm in debug builds; on
    // Linux a client without Foundation or Glibc (e.g. splitkit-demo) must link it itself.
    .target(
      name: "SplitKit",
      swiftSettings: strictSettings,
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]
    ),

    // MARK: The shared bottom — keys, key bindings, host commands, key routing: what the
    // content layer and every host build on (no host code in it).
    .target(name: "SplitKitHostCore", dependencies: ["SplitKit"], swiftSettings: strictSettings),

    // MARK: Content — what an app writes against (list, document, status line, keys), with
    // no host types and no I/O; every host renders it.
    .target(
      name: "SplitKitContent", dependencies: ["SplitKit", "SplitKitHostCore"],
      swiftSettings: strictSettings),

    // MARK: Hosts — the terminal, GTK and the browser, each drawing the content its way.
    .target(
      name: "SplitKitTerminal", dependencies: ["SplitKit", "SplitKitHostCore", "SplitKitContent"],
      swiftSettings: strictSettings),
    // GTK 4 through pkg-config (Debian: libgtk-4-dev). Only the GTK products depend on it,
    // so `swift build --product mailbox` works on a machine without GTK. See gtkPkgConfig.
    .systemLibrary(
      name: "CGtk", pkgConfig: gtkPkgConfig, providers: [.apt(["libgtk-4-dev"])]),
    .target(
      name: "SplitKitGTK",
      dependencies: ["SplitKit", "SplitKitHostCore", "SplitKitContent", "CGtk"],
      swiftSettings: strictSettings),

    // A browser: the app runs in this process, served over HTTP and a WebSocket (Hummingbird)
    // to a page that draws the content's snapshots as DOM. Only the web products depend on
    // Hummingbird.
    .target(
      name: "SplitKitWeb",
      dependencies: [
        "SplitKit", "SplitKitHostCore", "SplitKitContent",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "HummingbirdWSCompression", package: "hummingbird-websocket"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOWebSocket", package: "swift-nio"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ],
      swiftSettings: strictSettings),

    // MARK: Testing — host-neutral support (manual clock, recorders, snapshots, the
    // headless host), then the terminal host's (test terminal, screen emulator, driver).
    // Engine tests use only the first, so they import no host.
    .target(
      name: "SplitKitTesting",
      dependencies: ["SplitKit", "SplitKitHostCore", "SplitKitContent"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "SplitKitTerminalTesting",
      dependencies: ["SplitKit", "SplitKitTerminal", "SplitKitTesting"],
      swiftSettings: strictSettings
    ),

    // MARK: Apps — the mailbox (the main job) and the gallery, then the demo in Examples/.
    // The mail model imports Foundation, the engine and GRDB (SQLite, for the search
    // index; GRDBSQLite to step the index's answers row by row) only, no host
    // (MailboxImportsTests), so both readers and tools without a screen build on it.
    .target(
      name: "MailboxModel",
      dependencies: [
        "SplitKit", .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
      ],
      path: "Apps/Mailbox/Model",
      swiftSettings: strictSettings
    ),
    // The reader, written once on the content layer: no host either (MailboxImportsTests);
    // `mailbox` and `mailbox-gtk` are its launchers.
    .target(
      name: "MailboxCore",
      dependencies: [
        "MailboxModel", "SplitKit", "SplitKitHostCore", "SplitKitContent",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Apps/Mailbox",
      exclude: ["Model", "Terminal", "GTK", "Web", "Tools", "Documentation.docc"],
      sources: ["Reader"],
      resources: [.copy("Resources/sample.mbox")],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "mailbox",
      dependencies: [
        "MailboxCore", "SplitKitTerminal",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Apps/Mailbox/Terminal",
      swiftSettings: strictSettings
    ),
    // The gallery's examples, written once on the content layer: each example's controllers,
    // names, summaries and documents. No host (GalleryExamplesImportsTests); `gallery` and
    // `gallery-gtk` are launchers of these.
    .target(
      name: "GalleryExamples",
      dependencies: ["SplitKit", "SplitKitHostCore", "SplitKitContent"],
      path: "Apps/Gallery/Examples",
      swiftSettings: strictSettings
    ),
    // `gallery pictures`: the examples drawn in a test terminal, written as SVG.
    .target(
      name: "GalleryPictures",
      dependencies: ["GalleryExamples", "SplitKit", "SplitKitTerminal", "SplitKitTerminalTesting"],
      path: "Apps/Gallery/Pictures",
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "gallery",
      dependencies: [
        "GalleryExamples", "GalleryPictures", "SplitKitContent", "SplitKitTerminal",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Apps/Gallery/Terminal",
      swiftSettings: strictSettings
    ),
    // The demo: one app on the content layer (DemoApp), and its two launchers.
    .target(
      name: "DemoApp",
      dependencies: [
        "SplitKit", "SplitKitContent",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Examples/Demo/App",
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "splitkit-demo",
      dependencies: [
        "DemoApp", "SplitKitTerminal",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Examples/Demo/Terminal",
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "splitkit-demo-gtk",
      dependencies: [
        "DemoApp", "SplitKitGTK",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Examples/Demo/GTK",
      swiftSettings: strictSettings
    ),

    .executableTarget(
      name: "gallery-gtk",
      dependencies: [
        "GalleryExamples", "SplitKitContent", "SplitKitGTK",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Apps/Gallery/GTK",
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "mailbox-gtk",
      dependencies: [
        "CGtk", "MailboxCore", "SplitKitContent", "SplitKitGTK",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Apps/Mailbox/GTK",
      swiftSettings: strictSettings
    ),

    // The browser launchers: the demo, the mailbox and the gallery served to a web browser (SplitKitWeb).
    .executableTarget(
      name: "splitkit-demo-web",
      dependencies: [
        "DemoApp", "SplitKitWeb",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Examples/Demo/Web",
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "mailbox-web",
      dependencies: [
        "MailboxCore", "SplitKitContent", "SplitKitWeb",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Apps/Mailbox/Web",
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "gallery-web",
      dependencies: [
        "GalleryExamples", "SplitKitContent", "SplitKitWeb",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Apps/Gallery/Web",
      swiftSettings: strictSettings
    ),

    // MARK: Tests
    // Programs, sandboxes and a private Xvfb display for the tests that run real processes
    // (the end-to-end tests) or open a display in-process (SplitKitGTKTests).
    .target(
      name: "SystemTestSupport",
      dependencies: ["SplitKitHostCore"],
      path: "Tests/SystemTestSupport",
      swiftSettings: strictSettings
    ),
    // A real GTK host in a process of its own, driven step by step and reporting what GTK
    // shows; SplitKitGTKTests run it on a private Xvfb (see HostProbe.swift for why).
    .executableTarget(
      name: "gtk-host-probe",
      dependencies: ["SplitKit", "SplitKitGTK", "CGtk", "SystemTestSupport"],
      path: "Tests/GTKHostProbe",
      swiftSettings: strictSettings
    ),
    // The mailbox's Maildir actions in a process of their own, killed at random instants
    // by MailboxTests' MaildirKillTests.
    .executableTarget(
      name: "maildir-probe",
      dependencies: ["MailboxModel"],
      path: "Tests/MaildirProbe",
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "SplitKitTests",
      dependencies: [
        "SplitKit", "SplitKitHostCore", "SplitKitTesting",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "SplitKitContentTests",
      dependencies: [
        "SplitKit", "SplitKitContent", "SplitKitHostCore", "SplitKitTesting",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "SplitKitTerminalTests",
      dependencies: [
        "SplitKit", "SplitKitTerminal", "SplitKitTerminalTesting", "DemoApp", "splitkit-demo",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["__Snapshots__"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "MailboxTests",
      dependencies: [
        "MailboxModel", "MailboxCore", "SplitKitTerminalTesting", "mailbox", "maildir-probe",
        "SystemTestSupport", "SplitKitTesting", "SplitKitWeb",
        .product(name: "PropertyBased", package: "swift-property-based"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      exclude: ["Fixtures", "__Snapshots__"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "GalleryTests",
      dependencies: [
        "GalleryExamples", "GalleryPictures", "SplitKitContent", "SplitKitTerminalTesting",
      ],
      exclude: ["__Snapshots__"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "SplitKitWebTests",
      dependencies: [
        "SplitKit", "SplitKitContent", "SplitKitHostCore", "SplitKitWeb", "DemoApp", "MailboxCore",
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "SplitKitGTKTests",
      dependencies: ["SplitKit", "SplitKitGTK", "CGtk", "SystemTestSupport", "gtk-host-probe"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "SystemTestSupport", "mailbox", "gallery", "splitkit-demo", "splitkit-demo-gtk",
        "gallery-gtk", "mailbox-gtk", "splitkit-demo-web", "mailbox-web", "gallery-web",
      ],
      swiftSettings: strictSettings
    ),
  ]
)
