extension GalleryExample {
  /// Every example, in the order `swift run gallery` lists them.
  public static let all: [GalleryExample] = [
    GalleryExample(
      name: "sliding-master",
      summary:
        "Mail-style master that slides over the detail: Master button, edge drag, tap or swipe to dismiss",
      document:
        "\"Mail app style Split View Controller with a sliding master view\", Keith Harrison (Use Your Loaf), 2011",
      make: { SlidingMasterApp(rows: $0.rows) }),
    GalleryExample(
      name: "reference",
      summary:
        "The class reference: bar-button hand-off and appearance callbacks in an event log; g gesture, s/r/x preserve, restore, corrupted restore",
      document: "\"UISplitViewController Class Reference\", Apple (iOS 6)",
      make: { _ in ReferenceApp() }),
    GalleryExample(
      name: "display-modes",
      summary:
        "A \"Now\" button stamping the detail; display-mode button; every preferred mode at run time",
      document: "\"Split View Controller Display Modes\", Keith Harrison (Use Your Loaf), 2020",
      make: { _ in DisplayModesApp() }),
    GalleryExample(
      name: "index-detail",
      summary:
        "Index beside a detail stack with a placeholder root: showDetail, pushDetail, c collapse, a axis",
      document: "\"IndexDetailViewController\" README, Elegant Chaos, 2020",
      make: { _ in IndexDetailApp() }),
    GalleryExample(
      name: "ninja-weapons",
      summary:
        "Weapons and details on any width: trait override, width fraction 0.3, show/showDetail routes",
      document: "\"iOS8 Day-by-Day :: Day 18 :: UISplitViewController\", Sam Davies, 2014",
      make: { _ in NinjaWeaponsApp() }),
    GalleryExample(
      name: "three-columns",
      summary: "Sidebar, list and detail: every display mode and split behaviour one key away",
      document: "UIKit's column-style UISplitViewController, Apple (iOS 14)",
      make: { ThreeColumnsApp(rows: $0.rows) }),
  ]
}
