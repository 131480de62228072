extension GalleryExample {
  /// Every example, in the order `swift run gallery` lists them.
  public static let all: [GalleryExample] = [
    GalleryExample(
      name: "sliding-master",
      summary:
        "Mail-style master that slides over the detail: Master button, edge drag, tap or swipe to dismiss",
      document: "000_3b0476b2355c6952.txt",
      make: { SlidingMasterApp(rows: $0.rows) }),
    GalleryExample(
      name: "reference",
      summary:
        "The class reference: bar-button hand-off and appearance callbacks in an event log; g gesture, s/r/x preserve, restore, corrupted restore",
      document: "001_8a8d7488a1f8b590.txt",
      make: { _ in ReferenceApp() }),
    GalleryExample(
      name: "display-modes",
      summary:
        "A \"Now\" button stamping the detail; display-mode button; every preferred mode at run time",
      document: "002_80a7d9e0a948f229.txt",
      make: { _ in DisplayModesApp() }),
    GalleryExample(
      name: "index-detail",
      summary:
        "Index beside a detail stack with a placeholder root: showDetail, pushDetail, c collapse, a axis",
      document: "003_6f79227cdd735285.txt",
      make: { _ in IndexDetailApp() }),
    GalleryExample(
      name: "ninja-weapons",
      summary:
        "Weapons and details on any width: trait override, width fraction 0.3, show/showDetail routes",
      document: "004_e17cdba8f18c262d.txt",
      make: { _ in NinjaWeaponsApp() }),
    GalleryExample(
      name: "three-columns",
      summary: "Sidebar, list and detail: every display mode and split behaviour one key away",
      document: "REFERENCE.md (column-style split view, iOS 14)",
      make: { ThreeColumnsApp(rows: $0.rows) }),
  ]
}
